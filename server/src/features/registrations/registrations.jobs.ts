import { isEmail } from '@console/contracts/common/email';
import { canonicalCountry } from './country';
import { z } from 'zod';
import { nowIso } from '../../platform/db';
import { defineJob, type RowOutcome } from '../../platform/jobs';
import { importRows } from '../../platform/import-rows';
import { cell, normalizeRow, parseSheetDate } from '../../platform/sheet-rows';
import { getSetting } from '../../platform/settings';
import { createCustomers, customersByEmail, type CustomerInput } from '../customers/customers.service';
import { metafieldsOfColumns } from '../customers/store-customer-mapping.service';
import { storeClient } from '../../platform/store-client';
import { importToStore, type StoreImportItem } from '../store-sync/store-import.service';
import { USER_TYPE_TAGS } from './customer-mapping.service';

const BATCH_SIZE = 1000;

type Parsed = { ok: true; values: CustomerInput } | { ok: false; message: string };

/** Validates one template row (docs/outside-interfaces.md columns); the reason is kept as the row's outcome. */
export function parseRegistrationRow(
  programme: string,
  raw: Record<string, unknown>,
  discountLimitCents: number | null,
  now: string,
): Parsed {
  const row = normalizeRow(raw);
  const email = cell(row, 'Email');
  const firstName = cell(row, 'First Name');
  const lastName = cell(row, 'Last Name');
  const problems: string[] = [];
  if (!isEmail(email)) problems.push('Email not valid.');
  if (!firstName) problems.push('First Name not valid.');
  if (!lastName) problems.push('Last Name not valid.');
  const dates: Record<string, string> = {};
  for (const [header, key] of [
    ['Start Date', 'start_date'],
    ['End Date', 'end_date'],
  ] as const) {
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
      tags: '[]',
      school: cell(row, 'School'),
      course: cell(row, 'Course'),
      state: cell(row, 'State'),
      start_date: dates.start_date ?? '',
      end_date: dates.end_date ?? '',
      country: canonicalCountry(cell(row, 'Country')),
      phone: cell(row, 'Phone'),
      discount_limit_cents: programme === 'student' ? discountLimitCents : null,
      created_at: now,
      updated_at: now,
    },
  };
}

/** A parsed row as the store keeps it: approved (§10 status tag), its programme tag, the STP fields as `console` metafields. */
function storeRowOf(programme: 'student' | 'staff', values: CustomerInput) {
  const limit = values.discount_limit_cents;
  return {
    email: values.email,
    firstName: values.first_name,
    lastName: values.last_name,
    metafields: metafieldsOfColumns({
      school: values.school,
      course: values.course,
      state: values.state,
      start_date: values.start_date,
      end_date: values.end_date,
      country: values.country,
      phone: values.phone,
    }),
    removeTags: ['Pending', 'Disabled', 'status:Pending', 'status:Disabled'],
    addTags: [
      USER_TYPE_TAGS[programme],
      'Approved',
      ...(programme === 'student' && limit !== null && limit !== undefined ? [`discount_limit:${Math.round(limit / 100)}`] : []),
    ],
  };
}

const importPayload = z.object({
  programme: z.enum(['student', 'staff']),
  rows: z.array(z.record(z.string(), z.unknown())),
});

/** Student and staff uploads: new customers by e-mail; an e-mail already registered is a failed row. */
export const registrationImportJob = defineJob({
  type: 'registrations.import',
  title: 'Registration import',
  payload: importPayload,
  // Each job carries the flag of its programme (enqueue option), so students and staff see their own.
  flag: 'showStudents',
  maxAttempts: 3,
  async handler(ctx) {
    const { programme, rows } = ctx.payload;
    const limit = await getSetting(ctx.db, ctx.app.shop.id, 'default_discount_limit');
    const limitCents = Number(limit ?? '9500') * 100;
    const now = nowIso();
    const client = storeClient(ctx.app);
    if (client) {
      // A connected store is the system of record: rows create or update its customers (docs/outside-interfaces.md 'Shopify').
      const items = rows.map((raw, i): StoreImportItem => {
        const parsed = parseRegistrationRow(programme, raw, limitCents, now);
        return parsed.ok
          ? { row: i + 1, ok: true, value: storeRowOf(programme, parsed.values) }
          : { row: i + 1, ok: false, message: parsed.message };
      });
      await importToStore(ctx, client, items, BATCH_SIZE);
      return;
    }
    const seen = new Set<string>();
    await importRows(ctx, rows, {
      batchSize: BATCH_SIZE,
      parse: (raw) => {
        const parsed = parseRegistrationRow(programme, raw, limitCents, now);
        return parsed.ok ? { ok: true, value: parsed.values } : parsed;
      },
      apply: async (trx, good) => {
        const existing = await customersByEmail(
          trx,
          ctx.app.shop.id,
          programme,
          good.map((g) => g.value.email),
        );
        const outcomes: RowOutcome[] = [];
        const inserts: CustomerInput[] = [];
        for (const { row, value } of good) {
          const email = value.email.toLowerCase();
          if (existing.has(email) || seen.has(email)) {
            outcomes.push({ row, status: 'failed', message: 'Email already registered.' });
            continue;
          }
          seen.add(email);
          inserts.push(value);
          outcomes.push({ row, status: 'done', message: 'Created.' });
        }
        await createCustomers(trx, ctx.app.shop.id, inserts);
        return outcomes;
      },
    });
    ctx.app.log.info({ rows: rows.length }, 'registration import finished');
  },
});
