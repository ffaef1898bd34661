import {
  EVENT_REPORT_MESSAGE,
  EVENT_UPLOAD_MESSAGES,
  type EventBody,
  type EventInviteRow,
  type EventInviteUserBody,
  type EventInviteUsersBody,
  type EventRow,
} from '@console/contracts/events.contract';
import type { z } from 'zod';
import type { eventInviteListQuery } from '@console/contracts/events.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { HttpError, badRequest, notFound } from '../../platform/http-error';
import { enqueue } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { normalizeHeader } from '../../platform/sheet-rows';
import { addInvite, reinviteByEmail } from './event-invites';
import { toEventRow, toInviteRow } from './event-mapping';
import { eventInviteImportJob, eventReportJob } from './events.jobs';
import {
  countInvites,
  deleteInvites,
  findEvent,
  findInvite,
  findListedEvent,
  insertEvent,
  invitePage,
  listEvents,
  updateEvent,
  type EventRecord,
} from './events.repository';

const target = (id: number) => `event:${id}`;

/** An event an operator may work on: it exists and is not archived (archived events are hidden). */
async function openEvent(db: DbOrTrx, shop: ShopId, id: number): Promise<EventRecord> {
  const event = await findEvent(db, shop, id);
  if (!event || event.is_deleted === 1) throw notFound('Event');
  return event;
}

async function eventRow(db: DbOrTrx, shop: ShopId, id: number): Promise<EventRow> {
  const row = await findListedEvent(db, shop, id);
  if (!row) throw notFound('Event');
  return toEventRow(row);
}

export async function listAllEvents(ctx: ShopContext): Promise<EventRow[]> {
  return (await listEvents(ctx.db, ctx.shop.id)).map(toEventRow);
}

const fields = (e: EventBody) => ({
  name: e.name,
  description: e.description,
  date_from: e.dateFrom,
  date_to: e.dateTo,
  active: e.active ? 1 : 0,
});
const auditFields = (e: Pick<EventRecord, 'name' | 'description' | 'date_from' | 'date_to' | 'active'>) => ({
  name: e.name,
  description: e.description,
  dateFrom: e.date_from,
  dateTo: e.date_to,
  active: e.active === 1,
});

export async function createEvent(ctx: ShopContext, operator: Operator, body: EventBody): Promise<EventRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const event = await insertEvent(trx, ctx.shop.id, { ...fields(body), created_by: operator.id, created_at: now, updated_at: now });
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'events.create',
      target: target(event.id),
      after: auditFields(event),
    });
    return eventRow(trx, ctx.shop.id, event.id);
  });
}

export async function changeEvent(ctx: ShopContext, operator: Operator, id: number, body: EventBody): Promise<EventRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await openEvent(trx, ctx.shop.id, id);
    const values = fields(body);
    await updateEvent(trx, ctx.shop.id, id, { ...values, updated_at: nowIso() });
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'events.update',
      target: target(id),
      before: auditFields(before),
      after: auditFields(values),
    });
    return eventRow(trx, ctx.shop.id, id);
  });
}

/** docs/functions/people-invites-events.md §4: deleting an event archives it; it disappears from both tabs. */
export async function archiveEvent(ctx: ShopContext, operator: Operator, id: number): Promise<EventRow> {
  return ctx.db.transaction().execute(async (trx) => {
    await openEvent(trx, ctx.shop.id, id);
    await updateEvent(trx, ctx.shop.id, id, { is_deleted: 1, updated_at: nowIso() });
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'events.archive',
      target: target(id),
      before: { isDeleted: false },
      after: { isDeleted: true },
    });
    return eventRow(trx, ctx.shop.id, id);
  });
}

/** Remove Users: every invitee of the event goes, registered or not; the audit keeps who they were. */
export async function removeEventUsers(ctx: ShopContext, operator: Operator, id: number): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    await openEvent(trx, ctx.shop.id, id);
    const [invited, registered] = await Promise.all([
      countInvites(trx, ctx.shop.id, { eventId: id, registered: 0, search: '' }),
      countInvites(trx, ctx.shop.id, { eventId: id, registered: 1, search: '' }),
    ]);
    const deleted = await deleteInvites(trx, ctx.shop.id, id);
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'events.remove-users',
      target: target(id),
      before: { invited, registered },
      after: { deleted },
    });
    return { deleted };
  });
}

/** Reports: a job builds the xlsx and mails it to the operator; the answer is the spec's message. */
export async function requestReport(ctx: ShopContext, operator: Operator, id: number): Promise<{ message: string; jobId: number }> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    await openEvent(trx, ctx.shop.id, id);
    const job = await enqueue(trx, eventReportJob, { eventId: id }, { shop: ctx.shop.id, operatorId: operator.id });
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'events.report',
      target: target(id),
      after: { jobId: job },
    });
    return job;
  });
  ctx.jobs.notify(jobId);
  return { message: EVENT_REPORT_MESSAGE, jobId };
}

type InviteListQuery = z.infer<typeof eventInviteListQuery>;

export async function listInvites(
  ctx: ShopContext,
  eventId: number,
  query: InviteListQuery,
): Promise<{ list: EventInviteRow[]; hasPrevious: boolean; hasNext: boolean; total: number }> {
  await openEvent(ctx.db, ctx.shop.id, eventId);
  const registered = query.registered === undefined ? null : query.registered === '1' || query.registered === 'true' ? 1 : 0;
  const filter = { eventId, registered, search: query.search ?? '' } as const;
  const page = Math.max(1, query.page);
  const offset = (page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    invitePage(ctx.db, ctx.shop.id, filter, offset, query.pageSize),
    countInvites(ctx.db, ctx.shop.id, filter),
  ]);
  return { list: rows.map(toInviteRow), hasPrevious: page > 1, hasNext: offset + rows.length < total, total };
}

/** The Invite User modal: one person, invited at once; a person already on the list is a 409 on the e-mail. */
export async function inviteUser(
  ctx: ShopContext,
  operator: Operator,
  eventId: number,
  body: EventInviteUserBody,
): Promise<EventInviteRow> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const event = await openEvent(trx, ctx.shop.id, eventId);
    const added = await addInvite(trx, ctx, event, body, operator.id);
    if (!added.ok) throw new HttpError(409, added.message, { [`body.${added.field}`]: added.message });
    return added;
  });
  ctx.jobs.notify(result.mailJobId);
  const row = await findInvite(ctx.db, ctx.shop.id, result.invite.id);
  if (!row) throw notFound('Invite');
  return toInviteRow(row);
}

/** docs/functions/people-invites-events.md §7 sends `{list: [{email}]}` to reinvite; a selection is a page of rows at most. */
const REINVITE_MAX = 1000;

type SheetRow = Record<string, string | number | boolean | null>;

/** The rows of any accepted body form, and whether they are a reinvite (`list` rows with only an e-mail). */
function readInviteUsersBody(body: EventInviteUsersBody): { rows: SheetRow[]; reinvite: boolean } {
  if (Array.isArray(body)) return { rows: body, reinvite: false };
  if ('excelData' in body) return { rows: body.excelData, reinvite: false };
  return { rows: body.list, reinvite: body.list.every((row) => Object.keys(row).every((k) => normalizeHeader(k) === 'email')) };
}

/**
 * Reinvite (selected e-mails, each sent a new link at once) or upload (rows stored with a job that
 * invites each and records its outcome). The upload's first row must have an email column.
 */
export async function inviteUsers(
  ctx: ShopContext,
  operator: Operator,
  eventId: number,
  body: EventInviteUsersBody,
): Promise<{ jobId: number | null; count: number }> {
  const { rows, reinvite } = readInviteUsersBody(body);
  if (reinvite) {
    if (rows.length > REINVITE_MAX)
      throw badRequest(`At most ${REINVITE_MAX} users at once.`, { 'body.list': `At most ${REINVITE_MAX} users at once.` });
    const mailJobs = await ctx.db.transaction().execute(async (trx) => {
      const event = await openEvent(trx, ctx.shop.id, eventId);
      const jobs: number[] = [];
      for (const row of rows) {
        const result = await reinviteByEmail(trx, ctx, event, String(Object.values(row)[0] ?? ''), operator.id);
        if (result.ok) jobs.push(result.mailJobId);
      }
      return jobs;
    });
    for (const id of mailJobs) ctx.jobs.notify(id);
    return { jobId: null, count: mailJobs.length };
  }
  const [first] = rows;
  if (!first || !Object.keys(first).some((k) => normalizeHeader(k) === 'email'))
    throw badRequest(EVENT_UPLOAD_MESSAGES.noEmailHeader, { body: EVENT_UPLOAD_MESSAGES.noEmailHeader });
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    await openEvent(trx, ctx.shop.id, eventId);
    const id = await enqueue(trx, eventInviteImportJob, { eventId, rows }, { shop: ctx.shop.id, operatorId: operator.id });
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'events.invite.import',
      target: target(eventId),
      after: { jobId: id, rows: rows.length },
    });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { jobId, count: rows.length };
}
