import { isEmail } from '@console/contracts/common/email';
import { INVITE_MESSAGES, invitationProgramme, invitePayloadItem } from '@console/contracts/invitations.contract';
import { z } from 'zod';
import { defineJob, type RowOutcome } from '../../platform/jobs';
import { importRows } from '../../platform/import-rows';
import { applyInvite, reinvite } from './invitation-apply';
import { parseInviteItem } from './invitation-rows';
import { findInvitation, findInvitationByEmail } from './invitations.repository';

/** Each created invitation queues an e-mail, so batches stay small enough to commit quickly. */
const BATCH_SIZE = 200;

const FIELD_ORDER = ['id', 'first_name', 'last_name', 'email', 'additional_tags'];

/** One person to invite again: by invitation id (bulk reinvite) or by programme and e-mail (import). */
const reinviteItem = z.object({ id: z.number().int().nullable(), programme: invitationProgramme.nullable(), email: z.string() });
export type ReinviteItem = z.infer<typeof reinviteItem>;

/** Spreadsheet upload of invites: bad rows are reported, good ones are created (and mailed) or edited. */
export const invitationSaveJob = defineJob({
  type: 'invitations.save',
  title: 'Invitations upload',
  payload: z.object({ programme: invitationProgramme, rows: z.array(invitePayloadItem) }),
  // Each job carries the flag of its programme (enqueue option).
  flag: 'showInviteUsers',
  maxAttempts: 3,
  async handler(ctx) {
    const { programme, rows } = ctx.payload;
    const mailJobs: number[] = [];
    await importRows(ctx, rows, {
      batchSize: BATCH_SIZE,
      parse: (item) => {
        const parsed = parseInviteItem(item);
        if (parsed.ok) return { ok: true, value: parsed.invite };
        const messages = Object.entries(parsed.problems)
          .sort(([a], [b]) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b))
          .map(([, m]) => m);
        return { ok: false, message: messages.join(' ') };
      },
      apply: async (trx, good) => {
        const outcomes: RowOutcome[] = [];
        for (const { row, value } of good) {
          const result = await applyInvite(trx, ctx.app, programme, value, ctx.job.operatorId);
          if (result.ok && result.mailJobId !== null) mailJobs.push(result.mailJobId);
          outcomes.push({ row, status: result.ok ? 'done' : 'failed', message: result.message });
        }
        return outcomes;
      },
    });
    for (const id of mailJobs) ctx.app.jobs.notify(id);
  },
});

/** Bulk and spreadsheet reinvites: one outcome per person, each sent again with a new link. */
export const invitationReinviteJob = defineJob({
  type: 'invitations.reinvite',
  title: 'Reinvite',
  payload: z.object({ rows: z.array(reinviteItem) }),
  flag: null,
  maxAttempts: 3,
  async handler(ctx) {
    const mailJobs: number[] = [];
    await importRows(ctx, ctx.payload.rows, {
      batchSize: BATCH_SIZE,
      parse: (item) =>
        item.id === null && !isEmail(item.email.trim()) ? { ok: false, message: INVITE_MESSAGES.email } : { ok: true, value: item },
      apply: async (trx, good) => {
        const outcomes: RowOutcome[] = [];
        for (const { row, value: item } of good) {
          const email = item.email.trim();
          let inv =
            item.id !== null
              ? await findInvitation(trx, ctx.app.shop.id, item.id)
              : await findInvitationByEmail(trx, ctx.app.shop.id, item.programme ?? '', email.toLowerCase());
          // A bulk item names both: the id must still belong to that e-mail.
          if (inv && item.id !== null && email && inv.email_lower !== email.toLowerCase()) inv = undefined;
          const result = await reinvite(trx, ctx.app, inv, ctx.job.operatorId);
          if (result.ok) mailJobs.push(result.mailJobId);
          outcomes.push({ row, status: result.ok ? 'done' : 'failed', message: result.message });
        }
        return outcomes;
      },
    });
    for (const id of mailJobs) ctx.app.jobs.notify(id);
  },
});
