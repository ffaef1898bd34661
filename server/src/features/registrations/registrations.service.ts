import type { CountedPage, PageQuery, Page } from '@console/contracts/common/paging';
import { canonicalCountry } from './country';
import type { SearchBody } from '@console/contracts/common/search';
import type { Flag } from '@console/contracts/common/flags';
import { isRegistrationProgramme, type RegistrationProgramme } from '@console/contracts/common/programmes';
import {
  REGISTRATION_STATUSES,
  STATUS_TRANSITIONS,
  STATUS_TAGS,
  type CustomerRow,
  type RegistrationExportRow,
  type RegistrationStatus,
  type StaffUpdateBody,
  type StatusTag,
  type StudentUpdateBody,
} from '@console/contracts/registrations.contract';
import type { ShopContext } from '../../app-context';
import type { Operator } from '../../platform/operators';
import { requireFlag } from '../../platform/access';
import { writeAudit, type AuditEntry } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { badRequest, conflict, notFound } from '../../platform/http-error';
import { enqueue } from '../../platform/jobs';
import { getSetting, putSetting } from '../../platform/settings';
import { countedPage } from '../../platform/capped-count';
import { mapPage } from '../../platform/keyset';
import {
  changeCustomer,
  countCustomers,
  customerPage,
  customersByName,
  findCustomer,
  moveCustomerStatus,
  walkCustomers,
  type CustomerRecord,
} from '../customers/customers.service';
import { customerGid, customerIdFrom, toCustomerRow, toExportRow } from './customer-mapping.service';
import { deleteMembershipSyncs, recordMembershipSync } from './registrations.repository';
import { registrationImportJob } from './registrations.jobs';
import {
  changeProfileOnStore,
  changeStatusOnStore,
  onStore,
  requireOnStore,
  statusConflict,
} from '../store-sync/customer-store-edits.service';

/** The two programmes that share this core, with the flag that opens each. */
export const PROGRAMME_FLAGS: Record<RegistrationProgramme, Flag> = { student: 'showStudents', staff: 'showStaff' };

export const DEFAULT_DISCOUNT_LIMIT_KEY = 'default_discount_limit';
export const FALLBACK_DEFAULT_DISCOUNT_LIMIT = '9500';

export async function listRegistrations(
  ctx: ShopContext,
  programme: RegistrationProgramme,
  status: RegistrationStatus,
  search: SearchBody,
  query: PageQuery,
): Promise<Page<CustomerRow>> {
  const page = await customerPage(ctx.db, ctx.shop.id, { programme, status, search }, query);
  return mapPage(page, (r) => toCustomerRow(r, ctx.shop.storeAdminUrl));
}

/** Students or staff whose first or last name starts with the text (Ctrl+K), each with the status it is listed under. */
export async function findRegistrationsByName(
  ctx: ShopContext,
  programme: RegistrationProgramme,
  text: string,
  limit: number,
): Promise<Array<{ status: RegistrationStatus; row: CustomerRow }>> {
  const rows = await customersByName(ctx.db, ctx.shop.id, programme, text, limit);
  return rows.flatMap((r) => {
    const status = REGISTRATION_STATUSES.find((s) => s === r.status);
    return status ? [{ status, row: toCustomerRow(r, ctx.shop.storeAdminUrl) }] : [];
  });
}

/** A queue's page with its total under the search ('N pending'). */
export async function listRegistrationQueue(
  ctx: ShopContext,
  programme: RegistrationProgramme,
  status: RegistrationStatus,
  search: SearchBody,
  query: PageQuery,
): Promise<CountedPage<CustomerRow>> {
  const page = await listRegistrations(ctx, programme, status, search, query);
  return countedPage(page, await countCustomers(ctx.db, ctx.shop.id, { programme, status, search }));
}

export async function* exportRegistrations(
  ctx: ShopContext,
  operator: Operator,
  programme: RegistrationProgramme,
  status: RegistrationStatus,
  search: SearchBody,
): AsyncGenerator<RegistrationExportRow> {
  requireFlag(operator, PROGRAMME_FLAGS[programme]);
  for await (const row of walkCustomers(ctx.db, ctx.shop.id, { programme, status, search })) yield toExportRow(row);
}

/** Loads a student or staff customer the operator may touch; 404 for anything else. */
async function registrationFor(
  ctx: ShopContext,
  operator: Operator,
  idText: string,
): Promise<CustomerRecord & { programme: RegistrationProgramme }> {
  const id = customerIdFrom(idText);
  if (id === null) throw badRequest('Customer id is not valid.', { id: 'Customer id is not valid.' });
  const customer = await findCustomer(ctx.db, ctx.shop.id, id);
  const programme = customer?.programme;
  if (!customer || !programme || !isRegistrationProgramme(programme)) throw notFound('Customer');
  requireFlag(operator, PROGRAMME_FLAGS[programme]);
  return { ...customer, programme };
}

function statusOf(tag: StatusTag): RegistrationStatus {
  return REGISTRATION_STATUSES.find((status) => STATUS_TAGS[status] === tag) ?? 'pending';
}

/** docs/functions/shell-students-staff.md §4: remove the old status tag, add the new one, only along the allowed transitions. */
export async function changeStatus(
  ctx: ShopContext,
  operator: Operator,
  input: { ids: string; removeTag: StatusTag; addTag: StatusTag },
): Promise<{ customer: { id: string } }> {
  const customer = await registrationFor(ctx, operator, input.ids);
  const from = statusOf(input.removeTag);
  const to = statusOf(input.addTag);
  if (!STATUS_TRANSITIONS.some((t) => t.from === from && t.to === to)) {
    throw badRequest(`A customer cannot move from ${input.removeTag} to ${input.addTag}.`, {
      addTag: 'This status change is not allowed.',
    });
  }
  const audit = {
    shop: ctx.shop.id,
    operatorId: operator.id,
    action: `${customer.programme}.status`,
    target: customerGid(customer.id),
    before: { status: from },
    after: { status: to },
  } satisfies AuditEntry;
  requireOnStore(ctx, customer);
  if (onStore(ctx, customer)) {
    // The store first; the mirror moves from its answer (docs/outside-interfaces.md 'Shopify').
    if (customer.status !== from) throw statusConflict(customer.status);
    await changeStatusOnStore(ctx, customer, from, to, { target: audit.target, flag: PROGRAMME_FLAGS[customer.programme], audit });
    return { customer: { id: customerGid(customer.id) } };
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await moveCustomerStatus(trx, ctx.shop.id, customer.id, from, to)))
      throw conflict('The customer is no longer in that status; reload the list.');
    await writeAudit(trx, audit);
  });
  return { customer: { id: customerGid(customer.id) } };
}

export async function customerDetail(ctx: ShopContext, operator: Operator, id: string): Promise<CustomerRow> {
  return toCustomerRow(await registrationFor(ctx, operator, id), ctx.shop.storeAdminUrl);
}

export async function updateRegistration(
  ctx: ShopContext,
  operator: Operator,
  programme: RegistrationProgramme,
  body: StaffUpdateBody | StudentUpdateBody,
): Promise<{ id: string }> {
  const customer = await registrationFor(ctx, operator, body.id);
  if (customer.programme !== programme) throw notFound('Customer');
  const values = {
    start_date: body.startdate,
    end_date: body.enddate,
    school: body.school,
    course: body.course,
    state: body.state,
    crm_id: body.crm_id,
    as400_id: body.as400_id,
    phone: body.phone,
    dob: body.dob,
    country: canonicalCountry(body.country),
    privacy_consent: body.privacy_policy_consent ? 1 : 0,
    email_consent: body.email_policy_consent ? 1 : 0,
    link_distributor: body.link_distributor,
    distributor_name: body.distributor_name,
    ...('limit' in body ? { discount_limit_cents: body.limit === '' ? null : Number(body.limit) * 100 } : {}),
  };
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, customer[k as keyof CustomerRecord]]));
  const audit = {
    shop: ctx.shop.id,
    operatorId: operator.id,
    action: `${programme}.update`,
    target: customerGid(customer.id),
    before,
    after: values,
  } satisfies AuditEntry;
  requireOnStore(ctx, customer);
  if (onStore(ctx, customer)) {
    await changeProfileOnStore(ctx, customer, values, { target: audit.target, flag: PROGRAMME_FLAGS[programme], audit });
    return { id: customerGid(customer.id) };
  }
  await ctx.db.transaction().execute(async (trx) => {
    await changeCustomer(trx, ctx.shop.id, customer.programme, customer.id, values);
    await writeAudit(trx, audit);
  });
  return { id: customerGid(customer.id) };
}

/** Stores the rows and their job in one transaction and answers at once (docs/conventions.md 'How the server behaves'). */
export async function uploadRegistrations(
  ctx: ShopContext,
  operator: Operator,
  programme: RegistrationProgramme,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<{ jobId: number }> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueue(
      trx,
      registrationImportJob,
      { programme, rows: [...rows] },
      { shop: ctx.shop.id, operatorId: operator.id, flags: [PROGRAMME_FLAGS[programme]] },
    );
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: `${programme}.import`,
      target: `job:${id}`,
      after: { rows: rows.length },
    });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { jobId };
}

export async function getDefaultDiscountLimit(ctx: ShopContext): Promise<{ value: string }> {
  return { value: (await getSetting(ctx.db, ctx.shop.id, DEFAULT_DISCOUNT_LIMIT_KEY)) ?? FALLBACK_DEFAULT_DISCOUNT_LIMIT };
}

export async function setDefaultDiscountLimit(ctx: ShopContext, operator: Operator, value: string): Promise<{ value: string }> {
  const normalized = String(Number(value));
  await ctx.db.transaction().execute(async (trx) => {
    const before = await getSetting(trx, ctx.shop.id, DEFAULT_DISCOUNT_LIMIT_KEY);
    await putSetting(trx, ctx.shop.id, DEFAULT_DISCOUNT_LIMIT_KEY, normalized, nowIso());
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'students.default-discount-limit',
      target: `setting:${DEFAULT_DISCOUNT_LIMIT_KEY}`,
      before: before ?? null,
      after: normalized,
    });
  });
  return { value: normalized };
}

/** The 'Agora' Sync button: only approved customers are members to sync. */
export async function syncMembership(ctx: ShopContext, operator: Operator, id: string): Promise<{ id: string; syncedAt: string }> {
  const customer = await registrationFor(ctx, operator, id);
  if (customer.status !== 'approved') throw conflict('Only approved customers can be synced.');
  await ctx.membershipSync.sync({
    customerId: customer.id,
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    programme: customer.programme,
  });
  const syncedAt = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await recordMembershipSync(trx, ctx.shop.id, customer.id, ctx.membershipSync.name, operator.id, syncedAt);
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: `${customer.programme}.membership-sync`,
      target: customerGid(customer.id),
      after: { adapter: ctx.membershipSync.name },
    });
  });
  return { id: customerGid(customer.id), syncedAt };
}

/** Forgets the membership-sync records of these customers (a redaction removes them with the customers). */
export function forgetMembershipSyncs(db: DbOrTrx, shop: ShopId, customerIds: readonly number[]): Promise<void> {
  return deleteMembershipSyncs(db, shop, customerIds);
}
