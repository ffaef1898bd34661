import { z } from 'zod';
import { EVENT_REPORT_COLUMNS, eventInviteUserBody } from '@console/contracts/events.contract';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { defineJob, type RowOutcome } from '../../platform/jobs';
import { importRows } from '../../platform/import-rows';
import { buildReport, mailReport } from '../../platform/reports';
import { cell, normalizeRow } from '../../platform/sheet-rows';
import { addInvite } from './event-invites';
import { firstCustomersByEmail } from '../customers/customers.service';
import { findEvent, reportInvites, type EventInviteRecord } from './events.repository';

/** Each invite queues an e-mail, so batches stay small enough to commit quickly. */
const IMPORT_BATCH = 200;
const FIELD_ORDER = ['firstName', 'lastName', 'email'];

/** A sheet row ('first_name', 'First Name', 'firstName'…) read as the Invite User form and checked with its schema. */
export function readInviteRow(row: Record<string, unknown>) {
  const r = normalizeRow(row);
  return eventInviteUserBody.safeParse({ firstName: cell(r, 'first_name'), lastName: cell(r, 'last_name'), email: cell(r, 'email') });
}

/**
 * The invite upload (docs/functions/people-invites-events.md: 'Download Sample File' columns): each row invited and mailed, or reported.
 */
export const eventInviteImportJob = defineJob({
  type: 'events.invite-import',
  payload: z.object({ eventId: z.number().int(), rows: z.array(z.record(z.string(), z.unknown())) }),
  flag: 'showEvents',
  maxAttempts: 3,
  title: 'Event invite upload',
  async handler(ctx) {
    const event = await findEvent(ctx.db, ctx.app.shop.id, ctx.payload.eventId);
    if (!event || event.is_deleted === 1) throw new Error(`Event ${ctx.payload.eventId} is not open for invitations.`);
    const mailJobs: number[] = [];
    await importRows(ctx, ctx.payload.rows, {
      batchSize: IMPORT_BATCH,
      parse: (item) => {
        const parsed = readInviteRow(item);
        if (parsed.success) return { ok: true, value: parsed.data };
        const messages = [...parsed.error.issues]
          .sort((a, b) => FIELD_ORDER.indexOf(String(a.path[0])) - FIELD_ORDER.indexOf(String(b.path[0])))
          .map((i) => i.message);
        return { ok: false, message: [...new Set(messages)].join(' ') };
      },
      apply: async (trx, good) => {
        const outcomes: RowOutcome[] = [];
        for (const { row, value } of good) {
          const added = await addInvite(trx, ctx.app, event, value, ctx.job.operatorId);
          if (added.ok) mailJobs.push(added.mailJobId);
          outcomes.push({ row, status: added.ok ? 'done' : 'failed', message: added.ok ? 'Invited.' : added.message });
        }
        return outcomes;
      },
    });
    for (const id of mailJobs) ctx.app.jobs.notify(id);
  },
});

interface ReportRow {
  invite: EventInviteRecord;
  customer: { first_name: string; last_name: string; email: string } | undefined;
}

const REPORT_PAGE = 500;

/** The event's invitees with the shop's customer of the same e-mail, read page by page. */
async function* reportRows(db: DbOrTrx, shop: ShopId, eventId: number): AsyncGenerator<ReportRow> {
  for (let after = 0; ;) {
    const invites = await reportInvites(db, shop, eventId, after, REPORT_PAGE);
    if (invites.length === 0) return;
    const customers = await firstCustomersByEmail(
      db,
      shop,
      invites.map((i) => i.email_lower),
    );
    for (const invite of invites) yield { invite, customer: customers.get(invite.email_lower) };
    after = (invites[invites.length - 1] as EventInviteRecord).id;
  }
}

const REPORT_VALUES: Record<(typeof EVENT_REPORT_COLUMNS)[number], (r: ReportRow) => string> = {
  CusEmail: (r) => r.customer?.email ?? '',
  CusFirstName: (r) => r.customer?.first_name ?? '',
  CusLastName: (r) => r.customer?.last_name ?? '',
  RegisterCustomer: (r) => (r.invite.registered === 1 ? 'Yes' : 'No'),
  InvEmail: (r) => r.invite.email,
  InvFirstName: (r) => r.invite.first_name,
  InvLastName: (r) => r.invite.last_name,
};

/**
 * Reports (docs/functions/people-invites-events.md): the event's invite report as xlsx, mailed to the operator who asked and kept on the
 * Jobs screen.
 */
export const eventReportJob = defineJob({
  type: 'events.report',
  payload: z.object({ eventId: z.number().int() }),
  flag: 'showEvents',
  maxAttempts: 3,
  title: 'Event report',
  async handler(ctx) {
    const event = await findEvent(ctx.db, ctx.app.shop.id, ctx.payload.eventId);
    if (!event) throw new Error(`Event ${ctx.payload.eventId} does not exist.`);
    const file = await buildReport(ctx.app, {
      title: `Event Report: ${event.name}`,
      fileName: 'Event_Report',
      columns: EVENT_REPORT_COLUMNS.map((header) => ({ header, width: header.includes('Email') ? 32 : 18, value: REPORT_VALUES[header] })),
      rows: reportRows(ctx.db, ctx.app.shop.id, event.id),
      operatorId: ctx.job.operatorId,
      flags: ['showEvents'],
    });
    await mailReport(ctx, file, { subject: `Event report: ${event.name}`, text: `The invite report of ${event.name} is attached.` });
  },
});
