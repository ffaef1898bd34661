import { z } from 'zod';
import { NATIONAL_PROGRAMME } from '@console/contracts/common/programmes';
import { nowIso } from '../../platform/db';
import { defineJob, type RowOutcome } from '../../platform/jobs';
import { importRows } from '../../platform/import-rows';
import { withNationalPartner } from './national-partner-mapping';
import { missingForCreate, parseNationalPartnerRow, type NationalPartnerInput } from './national-partner-rows';
import {
  changeCustomer,
  createCustomers,
  customersByEmail,
  firstCustomersByEmail,
  type CustomerChanges,
  type CustomerInput,
} from '../customers/customers.service';
import { storeClient } from '../../platform/store-client';
import { importToStore } from '../store-sync/store-import.service';
import { partnerStoreItem } from './national-partner-store-rows';

const BATCH_SIZE = 1000;

/** The columns a row changes on an existing partner: only the cells it fills. */
function changes(input: NationalPartnerInput, storedTags: string[], now: string): CustomerChanges {
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

function creation(input: NationalPartnerInput, now: string): CustomerInput {
  return {
    programme: NATIONAL_PROGRAMME,
    status: null,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
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
export const nationalPartnerImportJob = defineJob({
  type: 'national-partners.import',
  title: 'National partners import',
  payload: z.object({ rows: z.array(z.record(z.string(), z.unknown())) }),
  flag: 'showNP',
  maxAttempts: 3,
  async handler(ctx) {
    const { rows } = ctx.payload;
    const client = storeClient(ctx.app);
    if (client) {
      // A connected store is the system of record: rows create or update its customers (docs/outside-interfaces.md 'Shopify').
      const parsed = rows.map((raw) => parseNationalPartnerRow(raw));
      const mirrored = await firstCustomersByEmail(
        ctx.db,
        ctx.app.shop.id,
        parsed.flatMap((p) => (p.ok ? [p.input.email] : [])),
      );
      const items = parsed.map((p, i) => {
        const current = p.ok ? mirrored.get(p.input.email.toLowerCase()) : undefined;
        // A row made here before the store was connected is not a store customer: customerSet makes or finds one.
        return partnerStoreItem(i + 1, p, current?.store_id === null ? undefined : current);
      });
      await importToStore(ctx, client, items, BATCH_SIZE);
      ctx.app.log.info({ rows: rows.length }, 'national partner import to the store finished');
      return;
    }
    await importRows(ctx, rows, {
      batchSize: BATCH_SIZE,
      parse: (raw) => {
        const parsed = parseNationalPartnerRow(raw);
        return parsed.ok ? { ok: true, value: parsed.input } : parsed;
      },
      apply: async (trx, good) => {
        const now = nowIso();
        const existing = await customersByEmail(
          trx,
          ctx.app.shop.id,
          NATIONAL_PROGRAMME,
          good.map((g) => g.value.email.toLowerCase()),
        );
        const created = new Map<string, CustomerInput>();
        const outcomes: RowOutcome[] = [];
        for (const { row, value: input } of good) {
          const email = input.email.toLowerCase();
          const current = existing.get(email);
          const pending = created.get(email);
          if (current) {
            const values = changes(input, JSON.parse(current.tags) as string[], now);
            await changeCustomer(trx, ctx.app.shop.id, NATIONAL_PROGRAMME, current.id, values);
            existing.set(email, { ...current, ...values } as typeof current);
            outcomes.push({ row, status: 'done', message: 'Updated.' });
          } else if (pending) {
            // The same e-mail twice in one file: the later row updates the partner the earlier one creates.
            created.set(email, { ...pending, ...changes(input, JSON.parse(pending.tags as string) as string[], now) });
            outcomes.push({ row, status: 'done', message: 'Updated.' });
          } else {
            const missing = missingForCreate(input);
            if (missing) {
              outcomes.push({ row, status: 'failed', message: missing });
              continue;
            }
            created.set(email, creation(input, now));
            outcomes.push({ row, status: 'done', message: 'Created.' });
          }
        }
        await createCustomers(trx, ctx.app.shop.id, [...created.values()]);
        return outcomes;
      },
    });
    ctx.app.log.info({ rows: rows.length }, 'national partner import finished');
  },
});
