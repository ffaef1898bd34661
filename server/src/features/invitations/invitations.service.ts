import type { Flag } from '@console/contracts/common/flags';
import type { AuditAction } from '@console/contracts/audit-actions';
import type { CountedPage, PageQuery } from '@console/contracts/common/paging';
import type { SearchBody } from '@console/contracts/common/search';
import {
  INVITATION_FLAGS,
  REINVITE_EMAIL_HEADER_MESSAGE,
  REINVITE_OUTCOMES,
  type InvitationExportRow,
  type InvitationProgramme,
  type InvitedUserRow,
  type InvitePayloadItem,
  type RegisteredUserRow,
} from '@console/contracts/invitations.contract';
import type { ShopContext } from '../../app-context';
import { requireFlag } from '../../platform/access';
import { writeAudit } from '../../platform/audit';
import { countCustomers, customerPage, walkCustomers, type CustomerListFilter } from '../customers/customers.service';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../platform/http-error';
import { enqueue } from '../../platform/jobs';
import { keysetPage, keysetWalk, mapPage } from '../../platform/keyset';
import { countedPage } from '../../platform/capped-count';
import type { Operator } from '../../platform/operators';
import { cell, normalizeHeader, normalizeRow } from '../../platform/sheet-rows';
import { applyInvite, reinvite } from './invitation-apply';
import { toInvitedExportRow, toInvitedRow, toRegisteredExportRow, toRegisteredRow } from './invitation-mapping';
import { parseInviteItem, wantsMtd } from './invitation-rows';
import { invitationReinviteJob, invitationSaveJob, type ReinviteItem } from './invitations.jobs';
import { countInvitations, findInvitation, findInvitations, invitationKey, invitationPageQuery } from './invitations.repository';

export const MTD_NOT_AVAILABLE = 'MTD invitations are not available in this shop.';

/**
 * docs/functions/people-invites-events.md: the MTD option exists for retiree invites in the (Canadian employee-store) shops whose record
 * has it on.
 */
export function mtdEnabled(ctx: ShopContext, programme: InvitationProgramme): boolean {
  return programme === 'retiree' && ctx.shop.mtd;
}

export async function listInvited(
  ctx: ShopContext,
  operator: Operator,
  programme: InvitationProgramme,
  search: SearchBody,
  query: PageQuery,
): Promise<CountedPage<InvitedUserRow>> {
  requireFlag(operator, INVITATION_FLAGS[programme]);
  const filter = { programme, status: 'invited', search } as const;
  const page = await keysetPage(query, invitationPageQuery(ctx.db, ctx.shop.id, filter), invitationKey);
  return countedPage(mapPage(page, toInvitedRow), await countInvitations(ctx.db, ctx.shop.id, filter));
}

export async function* exportInvited(
  ctx: ShopContext,
  operator: Operator,
  programme: InvitationProgramme,
  search: SearchBody,
): AsyncGenerator<InvitationExportRow> {
  requireFlag(operator, INVITATION_FLAGS[programme]);
  for await (const row of keysetWalk(invitationPageQuery(ctx.db, ctx.shop.id, { programme, status: 'invited', search }), invitationKey))
    yield toInvitedExportRow(row);
}

/**
 * Registered users are the programme's customers: those who accepted, and any added otherwise. On a
 * connected store, a customer whose store account is enabled (the mirror's state).
 */
function registeredFilter(ctx: ShopContext, programme: InvitationProgramme, search: SearchBody): CustomerListFilter {
  return { programme, status: null, search, ...(ctx.shopify ? { storeState: 'ENABLED' } : {}) };
}

export async function listRegistered(
  ctx: ShopContext,
  operator: Operator,
  programme: InvitationProgramme,
  search: SearchBody,
  query: PageQuery,
): Promise<CountedPage<RegisteredUserRow>> {
  requireFlag(operator, INVITATION_FLAGS[programme]);
  const filter = registeredFilter(ctx, programme, search);
  const page = await customerPage(ctx.db, ctx.shop.id, filter, query);
  return countedPage(mapPage(page, toRegisteredRow), await countCustomers(ctx.db, ctx.shop.id, filter));
}

export async function* exportRegistered(
  ctx: ShopContext,
  operator: Operator,
  programme: InvitationProgramme,
  search: SearchBody,
): AsyncGenerator<InvitationExportRow> {
  requireFlag(operator, INVITATION_FLAGS[programme]);
  for await (const row of walkCustomers(ctx.db, ctx.shop.id, registeredFilter(ctx, programme, search))) yield toRegisteredExportRow(row);
}

const fieldKey = (index: number, field: string) => `excelData.${index}.${field}`;

/**
 * Invite, edit and upload (docs/functions/people-invites-events.md §7 'editinviteuser'): one row is the Invite User or Edit form,
 * applied at once with field messages; several rows are a spreadsheet, stored as a job that
 * reports each row. MTD rows are refused up front where the shop has no MTD option.
 */
export async function saveInvites(
  ctx: ShopContext,
  operator: Operator,
  programme: InvitationProgramme,
  items: InvitePayloadItem[],
): Promise<{ id: string | null; jobId: number | null }> {
  requireFlag(operator, INVITATION_FLAGS[programme]);
  const mtdIndex = items.findIndex((item) => wantsMtd(item));
  if (mtdIndex !== -1 && !mtdEnabled(ctx, programme))
    throw badRequest(MTD_NOT_AVAILABLE, { [fieldKey(mtdIndex, 'mtdCheckbox')]: MTD_NOT_AVAILABLE });

  const [only] = items;
  if (items.length === 1 && only) {
    const parsed = parseInviteItem(only);
    if (!parsed.ok) {
      throw badRequest(
        'Some fields are not valid.',
        Object.fromEntries(Object.entries(parsed.problems).map(([field, message]) => [fieldKey(0, field), message])),
      );
    }
    const result = await ctx.db.transaction().execute(async (trx) => {
      const applied = await applyInvite(trx, ctx, programme, parsed.invite, operator.id);
      if (!applied.ok) throw new HttpError(applied.status, applied.message, { [fieldKey(0, applied.field)]: applied.message });
      return applied;
    });
    if (result.mailJobId !== null) ctx.jobs.notify(result.mailJobId);
    return { id: String(result.id), jobId: null };
  }

  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueue(
      trx,
      invitationSaveJob,
      { programme, rows: items },
      { shop: ctx.shop.id, operatorId: operator.id, flags: [INVITATION_FLAGS[programme]] },
    );
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: `${programme}.invite.import`,
      target: `job:${id}`,
      after: { rows: items.length },
    });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { id: null, jobId };
}

/** Resend one invitation (docs/functions/people-invites-events.md 'resend invitation'): a new link, a new e-mail. */
export async function sendInvite(
  ctx: ShopContext,
  operator: Operator,
  programme: InvitationProgramme,
  idText: string,
): Promise<{ id: string; mailId: number }> {
  requireFlag(operator, INVITATION_FLAGS[programme]);
  const inv = await findInvitation(ctx.db, ctx.shop.id, Number(idText));
  if (!inv || inv.programme !== programme) throw notFound('Invitation');
  if (inv.status === 'registered') throw conflict(REINVITE_OUTCOMES.registered);
  const result = await ctx.db.transaction().execute((trx) => reinvite(trx, ctx, inv, operator.id));
  if (!result.ok) throw conflict(result.message);
  ctx.jobs.notify(result.mailJobId);
  return { id: String(inv.id), mailId: result.mailId };
}

/** `flags`: those of every programme the job touches, so only an operator who holds them all sees it (and its e-mails). */
async function startReinvite(
  ctx: ShopContext,
  operator: Operator,
  items: ReinviteItem[],
  flags: readonly Flag[],
  action: AuditAction,
): Promise<{ jobId: number }> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueue(trx, invitationReinviteJob, { rows: items }, { shop: ctx.shop.id, operatorId: operator.id, flags });
    await writeAudit(trx, { shop: ctx.shop.id, operatorId: operator.id, action, target: `job:${id}`, after: { rows: items.length } });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { jobId };
}

/**
 * Reinvite of selected rows, shared by every programme: each selected invitation must belong to a
 * programme the operator holds the flag of (403 otherwise); unknown ones are reported per row. The
 * job needs the flag of each programme selected; a selection of only unknown ids could be of any
 * programme, so its job needs every invitation flag the operator holds (one at least: the route's).
 */
export async function bulkReinvite(
  ctx: ShopContext,
  operator: Operator,
  selection: ReadonlyArray<{ id: string | number; email: string }>,
): Promise<{ jobId: number }> {
  const ids = selection.map((s) => Number(s.id));
  const found = await findInvitations(ctx.db, ctx.shop.id, [...new Set(ids)]);
  for (const inv of found) requireFlag(operator, INVITATION_FLAGS[inv.programme]);
  const programmes = [...new Set(found.map((inv) => inv.programme))];
  const items = selection.map((s, i) => ({ id: ids[i] as number, programme: null, email: s.email }));
  const flags = programmes.length
    ? programmes.map((p) => INVITATION_FLAGS[p])
    : Object.values(INVITATION_FLAGS).filter((f) => operator.flags.includes(f));
  if (!flags.length) throw forbidden();
  return startReinvite(ctx, operator, items, flags, 'invitations.bulk-reinvite');
}

/** Reinvite Excel: rows with an "Email" column, each looked up among the programme's invitations. */
export async function importReinvite(
  ctx: ShopContext,
  operator: Operator,
  programme: InvitationProgramme,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<{ jobId: number }> {
  requireFlag(operator, INVITATION_FLAGS[programme]);
  const [first] = rows;
  if (!first || !Object.keys(first).some((k) => normalizeHeader(k) === 'email'))
    throw badRequest(REINVITE_EMAIL_HEADER_MESSAGE, { excelData: REINVITE_EMAIL_HEADER_MESSAGE });
  const items = rows.map((r) => ({ id: null, programme, email: cell(normalizeRow(r), 'email') }));
  return startReinvite(ctx, operator, items, [INVITATION_FLAGS[programme]], `${programme}.import-reinvite`);
}

/**
 * `mtdShops`, read by the screen as `mtdShops.includes(shopName)`: the call's shop when its record has MTD on,
 * and as before the MTD_SHOPS names this install does not serve. Another served shop is never named (its
 * option is its record's, and an operator learns no shop's name where they may hold no flag).
 */
export function invitationOptions(ctx: ShopContext) {
  const served = new Set(ctx.shops.all().map((s) => s.shop.name));
  const byName = ctx.config.mtdShops.filter((name) => !served.has(name));
  return {
    shopName: ctx.shop.name,
    siteName: ctx.config.siteName,
    toolConnectSiteName: ctx.config.toolConnectSiteName,
    mtdShops: ctx.shop.mtd ? [...byName, ctx.shop.name] : byName,
  };
}
