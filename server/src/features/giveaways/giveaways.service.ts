import {
  GIVEAWAY_PAGE_SIZE,
  type Giveaway,
  type GiveawayBody,
  type GiveawayListQuery,
  type GiveawayReportQuery,
} from '@console/contracts/giveaways.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { notFound } from '../../platform/http-error';
import { enqueue } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { giveawaySnapshot, giveawayValues, toGiveaway } from './giveaway-mapping';
import { giveawayReportJob } from './giveaways.jobs';
import { countGiveaways, deleteGiveaway, findGiveaway, insertGiveaway, listGiveaways, updateGiveaway } from './giveaways.repository';

type Answer<T = object> = { status: boolean; msg: string } & T;

/** Without page or pageSize (the report's selector) the whole list comes back, by name, up to this. */
const SELECTOR_LIMIT = 1000;

export async function listGiveawayPage(
  ctx: ShopContext,
  query: GiveawayListQuery,
): Promise<Answer<{ hasPrevious: boolean; hasNext: boolean; total: number; list: Giveaway[] }>> {
  const selector = query.page === undefined && query.pageSize === undefined;
  const pageSize = selector ? SELECTOR_LIMIT : (query.pageSize ?? GIVEAWAY_PAGE_SIZE);
  const page = query.page ?? 1;
  const search = query.search ?? '';
  const filter = {
    search,
    sortField: query.sortField ?? (selector ? 'name' : 'createdDate'),
    sortOrder: query.sortOrder ?? (query.sortField || selector ? 'asc' : 'desc'),
  } as const;
  const [total, rows] = await Promise.all([
    countGiveaways(ctx.db, ctx.shop.id, search),
    listGiveaways(ctx.db, ctx.shop.id, filter, (page - 1) * pageSize, pageSize),
  ]);
  return { status: true, msg: '', hasPrevious: page > 1, hasNext: page * pageSize < total, total, list: rows.map(toGiveaway) };
}

async function loadGiveaway(trx: DbOrTrx, shop: ShopId, id: number): Promise<Giveaway> {
  const row = await findGiveaway(trx, shop, id);
  if (!row) throw notFound('Giveaway');
  return toGiveaway(row);
}

const target = (id: number) => `giveaway:${id}`;

export async function createGiveaway(ctx: ShopContext, operator: Operator, body: GiveawayBody): Promise<Answer<{ giveaway: Giveaway }>> {
  const giveaway = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = await insertGiveaway(trx, ctx.shop.id, { ...giveawayValues(body), created_at: now, updated_at: now });
    const created = await loadGiveaway(trx, ctx.shop.id, id);
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'giveaways.create',
      target: target(id),
      after: giveawaySnapshot(created),
    });
    return created;
  });
  return { status: true, msg: `Giveaway ${giveaway.name} created.`, giveaway };
}

export async function updateGiveawayDetails(
  ctx: ShopContext,
  operator: Operator,
  id: number,
  body: GiveawayBody,
): Promise<Answer<{ giveaway: Giveaway }>> {
  const giveaway = await ctx.db.transaction().execute(async (trx) => {
    const before = await loadGiveaway(trx, ctx.shop.id, id);
    await updateGiveaway(trx, ctx.shop.id, id, { ...giveawayValues(body), updated_at: nowIso() });
    const after = await loadGiveaway(trx, ctx.shop.id, id);
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'giveaways.update',
      target: target(id),
      before: giveawaySnapshot(before),
      after: giveawaySnapshot(after),
    });
    return after;
  });
  return { status: true, msg: `Giveaway ${giveaway.name} updated.`, giveaway };
}

/** Deleting a giveaway removes its entries too; the audit entry keeps what it was. */
export async function removeGiveaway(ctx: ShopContext, operator: Operator, id: number): Promise<Answer> {
  const name = await ctx.db.transaction().execute(async (trx) => {
    const before = await loadGiveaway(trx, ctx.shop.id, id);
    if (!(await deleteGiveaway(trx, ctx.shop.id, id))) throw notFound('Giveaway');
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'giveaways.delete',
      target: target(id),
      before: { ...giveawaySnapshot(before), entryCount: before.entryCount },
    });
    return before.name;
  });
  return { status: true, msg: `Giveaway ${name} deleted.` };
}

/**
 * Queues the report (one giveaway, or all when none is chosen) and answers at once; the job builds
 * the xlsx and mails it to the operator (docs/functions/codes-credits-knot-giveaways.md §7: the call answers status and msg only).
 */
export async function requestGiveawayReport(
  ctx: ShopContext,
  operator: Operator,
  query: GiveawayReportQuery,
): Promise<Answer<{ jobId: number }>> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const chosen = query.id ? await loadGiveaway(trx, ctx.shop.id, query.id) : null;
    const payload = {
      giveawayId: chosen?.id ?? null,
      giveawayName: chosen?.name ?? null,
      startDate: query.startDate,
      endDate: query.endDate,
    };
    const id = await enqueue(trx, giveawayReportJob, payload, { shop: ctx.shop.id, operatorId: operator.id });
    await writeAudit(trx, { shop: ctx.shop.id, operatorId: operator.id, action: 'giveaways.report', target: `job:${id}`, after: payload });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { status: true, msg: `The giveaway report will be e-mailed to ${operator.email}.`, jobId };
}
