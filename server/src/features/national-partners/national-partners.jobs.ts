import type { Insertable, Updateable } from 'kysely';
import type { AppContext } from '../../app-context';
import type { CustomerTable } from '../../db/schema';
import { nowIso } from '../../platform/db';
import type { JobHandler, RowOutcome } from '../../platform/jobs';
import { withNationalPartner } from './national-partner-mapping';
import { missingForCreate, parseNationalPartnerRow, type NationalPartnerInput } from './national-partner-rows';
import { NATIONAL_PROGRAMME, insertNationalPartners, nationalPartnersByEmail, updateNationalPartner } from './national-partners.repository';

export const NATIONAL_PARTNER_IMPORT_JOB = 'national-partners.import';
const BATCH_SIZE = 1000;

export interface NationalImportPayload {
  rows: Array<Record<string, unknown>>;
}

/** The columns a row changes on an existing partner: only the cells it fills. */
function changes(input: NationalPartnerInput, storedTags: string[], now: string): Updateable<CustomerTable> {
  return {
    ...(input.firstName ? { first_name: input.firstName } : {}),
    ...(input.lastName ? { last_name: input.lastName } : {}),
    ...(input.partner ? { tags: JSON.stringify(withNationalPartner(storedTags, input.partner)) } : {}),
    ...(input.crmId ? { crm_id: input.crmId } : {}),
    ...(input.as400Id ? { as400_id: input.as400Id } : {}),
    ...(input.privacyConsent === null ? {} : { privacy_consent: input.privacyConsent ? 1 : 0 }),
    ...(input.emailConsent === null ? {} : { email_consent: input.emailConsent ? 1 : 0 }),
    updated_at: now,
  };
}

function creation(input: NationalPartnerInput, now: string): Insertable<CustomerTable> {
  return {
    programme: NATIONAL_PROGRAMME,
    status: null,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    email_lower: input.email.toLowerCase(),
    tags: JSON.stringify(withNationalPartner([], input.partner)),
    crm_id: input.crmId,
    as400_id: input.as400Id,
    privacy_consent: input.privacyConsent ? 1 : 0,
    email_consent: input.emailConsent ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
}

/** Creates or updates national partners by e-mail; each row's outcome is kept, a bad row never stops the rest. */
export function nationalPartnerJobHandlers(ctx: AppContext): Array<[string, JobHandler]> {
  const importRows: JobHandler = async ({ job, forEachBatch }) => {
    const payload = job.payload as NationalImportPayload;
    await forEachBatch(payload.rows, BATCH_SIZE, async (trx, batch) => {
      const now = nowIso();
      const parsed = batch.map(({ row, item }) => ({ row, result: parseNationalPartnerRow(item) }));
      const existing = await nationalPartnersByEmail(trx, parsed.flatMap((p) => (p.result.ok ? [p.result.input.email.toLowerCase()] : [])));
      const created = new Map<string, Insertable<CustomerTable>>();
      const outcomes: RowOutcome[] = [];
      for (const { row, result } of parsed) {
        if (!result.ok) {
          outcomes.push({ row, status: 'failed', message: result.message });
          continue;
        }
        const email = result.input.email.toLowerCase();
        const current = existing.get(email);
        const pending = created.get(email);
        if (current) {
          const values = changes(result.input, JSON.parse(current.tags) as string[], now);
          await updateNationalPartner(trx, current.id, values);
          existing.set(email, { ...current, ...values } as typeof current);
          outcomes.push({ row, status: 'done', message: 'Updated.' });
        } else if (pending) {
          // The same e-mail twice in one file: the later row updates the partner the earlier one creates.
          created.set(email, { ...pending, ...changes(result.input, JSON.parse(pending.tags as string) as string[], now) });
          outcomes.push({ row, status: 'done', message: 'Updated.' });
        } else {
          const missing = missingForCreate(result.input);
          if (missing) {
            outcomes.push({ row, status: 'failed', message: missing });
            continue;
          }
          created.set(email, creation(result.input, now));
          outcomes.push({ row, status: 'done', message: 'Created.' });
        }
      }
      await insertNationalPartners(trx, [...created.values()]);
      return outcomes;
    });
    ctx.log.info({ jobId: job.id, rows: payload.rows.length }, 'national partner import finished');
  };
  return [[NATIONAL_PARTNER_IMPORT_JOB, importRows]];
}
