import type { Page, PageQuery } from '@console/contracts/common/paging';
import type { SearchBody } from '@console/contracts/common/search';
import { NATIONAL_PROGRAMME } from '@console/contracts/common/programmes';
import {
  NATIONAL_PARTNER_TAG_PREFIX,
  type NationalPartnerExportRow,
  type NationalPartnerRow,
  type NationalPartnerUpdateBody,
} from '@console/contracts/national-partners.contract';
import type { ShopContext } from '../../app-context';
import { requireFlag } from '../../platform/access';
import { writeAudit, type AuditEntry } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/http-error';
import { enqueue } from '../../platform/jobs';
import { mapPage } from '../../platform/keyset';
import type { Operator } from '../../platform/operators';
import { customerGid, customerIdFrom } from '../registrations/customer-mapping.service';
import { toNationalPartnerExportRow, toNationalPartnerRow } from './national-partner-mapping';
import { nationalPartnerImportJob } from './national-partners.jobs';
import {
  changeCustomer,
  customerPage,
  findCustomerOf,
  programmeTags,
  walkCustomers,
  type CustomerListFilter,
} from '../customers/customers.service';
import { changeProfileOnStore, onStore, requireOnStore } from '../store-sync/customer-store-edits.service';

/** The flag that opens the National Partners function (docs/functions/people-invites-events.md). */
const NATIONAL_FLAG = 'showNP' as const;

const filter = (search: SearchBody): CustomerListFilter => ({ programme: NATIONAL_PROGRAMME, status: null, search });

export async function listNationalPartners(ctx: ShopContext, search: SearchBody, query: PageQuery): Promise<Page<NationalPartnerRow>> {
  const page = await customerPage(ctx.db, ctx.shop.id, filter(search), query);
  return mapPage(page, toNationalPartnerRow);
}

export async function* exportNationalPartners(
  ctx: ShopContext,
  operator: Operator,
  search: SearchBody,
): AsyncGenerator<NationalPartnerExportRow> {
  requireFlag(operator, NATIONAL_FLAG);
  for await (const row of walkCustomers(ctx.db, ctx.shop.id, filter(search))) yield toNationalPartnerExportRow(row);
}

/** The Edit modal: CRM and AS400 ids and the two consents, audited with the values before. */
export async function updateNationalPartnerDetails(
  ctx: ShopContext,
  operator: Operator,
  body: NationalPartnerUpdateBody,
): Promise<{ id: string }> {
  const id = customerIdFrom(body.id);
  if (id === null) throw badRequest('Customer id is not valid.', { id: 'Customer id is not valid.' });
  const values = {
    crm_id: body.crm_id,
    as400_id: body.as400_id,
    privacy_consent: body.privacy_policy_consent ? 1 : 0,
    email_consent: body.email_policy_consent ? 1 : 0,
  };
  const stored = await findCustomerOf(ctx.db, ctx.shop.id, NATIONAL_PROGRAMME, id);
  if (stored) requireOnStore(ctx, stored);
  if (stored && onStore(ctx, stored)) {
    // The store first: the `console` metafields and the crm_id:/as400_id: tags; the mirror from its answer.
    const before = {
      crm_id: stored.crm_id,
      as400_id: stored.as400_id,
      privacy_consent: stored.privacy_consent,
      email_consent: stored.email_consent,
    };
    const audit = {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'national.update',
      target: customerGid(id),
      before,
      after: values,
    } satisfies AuditEntry;
    await changeProfileOnStore(ctx, { ...stored, store_id: stored.store_id }, values, { target: audit.target, flag: NATIONAL_FLAG, audit });
    return { id: customerGid(id) };
  }
  await ctx.db.transaction().execute(async (trx) => {
    const partner = await findCustomerOf(trx, ctx.shop.id, NATIONAL_PROGRAMME, id);
    if (!partner) throw notFound('National partner');
    const before = {
      crm_id: partner.crm_id,
      as400_id: partner.as400_id,
      privacy_consent: partner.privacy_consent,
      email_consent: partner.email_consent,
    };
    await changeCustomer(trx, ctx.shop.id, NATIONAL_PROGRAMME, id, values);
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'national.update',
      target: customerGid(id),
      before,
      after: values,
    });
  });
  return { id: customerGid(id) };
}

/** Stores the rows and their job in one transaction and answers at once (docs/conventions.md 'How the server behaves'). */
export async function uploadNationalPartners(
  ctx: ShopContext,
  operator: Operator,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<{ jobId: number }> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueue(trx, nationalPartnerImportJob, { rows: [...rows] }, { shop: ctx.shop.id, operatorId: operator.id });
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'national.import',
      target: `job:${id}`,
      after: { rows: rows.length },
    });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { jobId };
}

/**
 * The shop's national partners by name (docs/several-shops.md: a shop's registration-code partners are its national
 * partners' `np:` tags, mirrored from the store or imported): the distinct names after `np:`, sorted.
 */
export async function partnerNamesFromTags(ctx: ShopContext): Promise<string[]> {
  const names = new Set<string>();
  for (const tag of await programmeTags(ctx.db, ctx.shop.id, NATIONAL_PROGRAMME)) {
    if (!tag.startsWith(NATIONAL_PARTNER_TAG_PREFIX)) continue;
    const name = tag.slice(NATIONAL_PARTNER_TAG_PREFIX.length).trim();
    if (name) names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}
