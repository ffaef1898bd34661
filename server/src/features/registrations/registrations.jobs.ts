import { isEmail } from '@console/contracts/common/email';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../app-context';
import type { CustomerTable } from '../../db/schema';
import { nowIso } from '../../platform/db';
import type { JobHandler, RowOutcome } from '../../platform/jobs';
import { cell, normalizeRow, parseSheetDate } from '../../platform/sheet-rows';
import { existingEmails, getSetting, insertCustomers } from './registrations.repository';

export const REGISTRATION_IMPORT_JOB = 'registrations.import';
const BATCH_SIZE = 1000;

interface ImportPayload {
  programme: 'student' | 'staff';
  rows: Array<Record<string, unknown>>;
}

type Parsed = { ok: true; values: Insertable<CustomerTable> } | { ok: false; message: string };

/** Validates one template row (DESIGN.md §4 columns); the reason is kept as the row's outcome. */
export function parseRegistrationRow(programme: string, raw: Record<string, unknown>, discountLimitCents: number | null, now: string): Parsed {
  const row = normalizeRow(raw);
  const email = cell(row, 'Email');
  const firstName = cell(row, 'First Name');
  const lastName = cell(row, 'Last Name');
  const problems: string[] = [];
  if (!isEmail(email)) problems.push('Email not valid.');
  if (!firstName) problems.push('First Name not valid.');
  if (!lastName) problems.push('Last Name not valid.');
  const dates: Record<string, string> = {};
  for (const [header, key] of [['Start Date', 'start_date'], ['End Date', 'end_date']] as const) {
    const text = cell(row, header);
    const parsed = text ? parseSheetDate(text) : '';
    if (parsed === null) problems.push(`${header} not valid.`);
    else dates[key] = parsed;
  }
  if (dates.start_date && dates.end_date && dates.start_date > dates.end_date) problems.push('End Date is before Start Date.');
  if (problems.length) return { ok: false, message: problems.join(' ') };
  return {
    ok: true,
    values: {
      programme,
      status: 'approved',
      first_name: firstName,
      last_name: lastName,
      email,
      email_lower: email.toLowerCase(),
      tags: '[]',
      school: cell(row, 'School'),
      course: cell(row, 'Course'),
      state: cell(row, 'State'),
      start_date: dates.start_date ?? '',
      end_date: dates.end_date ?? '',
      country: cell(row, 'Country'),
      phone: cell(row, 'Phone'),
      discount_limit_cents: programme === 'student' ? discountLimitCents : null,
      created_at: now,
      updated_at: now,
    },
  };
}

export function registrationJobHandlers(ctx: AppContext): Array<[string, JobHandler]> {
  const importRows: JobHandler = async ({ db, job, forEachBatch }) => {
    const payload = job.payload as ImportPayload;
    const limit = await getSetting(db, 'default_discount_limit');
    const limitCents = Number(limit ?? '9500') * 100;
    const seen = new Set<string>();
    await forEachBatch(payload.rows, BATCH_SIZE, async (trx, batch) => {
      const now = nowIso();
      const parsed = batch.map(({ row, item }) => ({ row, result: parseRegistrationRow(payload.programme, item, limitCents, now) }));
      const emails = parsed.flatMap((p) => (p.result.ok ? [p.result.values.email_lower as string] : []));
      const existing = await existingEmails(trx, payload.programme, emails);
      const outcomes: RowOutcome[] = [];
      const inserts: Array<Insertable<CustomerTable>> = [];
      for (const { row, result } of parsed) {
        if (!result.ok) {
          outcomes.push({ row, status: 'failed', message: result.message });
          continue;
        }
        const email = result.values.email_lower as string;
        if (existing.has(email) || seen.has(email)) {
          outcomes.push({ row, status: 'failed', message: 'Email already registered.' });
          continue;
        }
        seen.add(email);
        inserts.push(result.values);
        outcomes.push({ row, status: 'done', message: 'Created.' });
      }
      await insertCustomers(trx, inserts);
      return outcomes;
    });
    ctx.log.info({ jobId: job.id, rows: payload.rows.length }, 'registration import finished');
  };
  return [[REGISTRATION_IMPORT_JOB, importRows]];
}
