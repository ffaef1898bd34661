import { isEmail } from '@console/contracts/common/email';
import { INVITE_MESSAGES, type InvitationProgramme, type InvitePayloadItem } from '@console/contracts/invitations.contract';
import type { AppContext } from '../../app-context';
import type { JobHandler, RowOutcome } from '../../platform/jobs';
import { applyInvite, reinvite } from './invitation-apply';
import { parseInviteItem } from './invitation-rows';
import { findInvitation, findInvitationByEmail } from './invitations.repository';

export const INVITATION_SAVE_JOB = 'invitations.save';
export const INVITATION_REINVITE_JOB = 'invitations.reinvite';

/** Each created invitation queues an e-mail, so batches stay small enough to commit quickly. */
const BATCH_SIZE = 200;

export interface SavePayload {
  programme: InvitationProgramme;
  items: InvitePayloadItem[];
}

/** One person to invite again: by invitation id (bulk reinvite) or by programme and e-mail (import). */
export interface ReinviteItem {
  id: number | null;
  programme: InvitationProgramme | null;
  email: string;
}

export interface ReinvitePayload {
  items: ReinviteItem[];
}

const FIELD_ORDER = ['id', 'first_name', 'last_name', 'email', 'additional_tags'];

export function invitationJobHandlers(ctx: AppContext): Array<[string, JobHandler]> {
  /** Spreadsheet upload of invites: bad rows are reported, good ones are created (and mailed) or edited. */
  const save: JobHandler = async ({ job, forEachBatch }) => {
    const payload = job.payload as SavePayload;
    const mailJobs: number[] = [];
    await forEachBatch(payload.items, BATCH_SIZE, async (trx, batch) => {
      const outcomes: RowOutcome[] = [];
      for (const { row, item } of batch) {
        const parsed = parseInviteItem(item);
        if (!parsed.ok) {
          const messages = Object.entries(parsed.problems).sort(([a], [b]) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b)).map(([, m]) => m);
          outcomes.push({ row, status: 'failed', message: messages.join(' ') });
          continue;
        }
        const result = await applyInvite(trx, ctx, payload.programme, parsed.invite, job.operatorId);
        if (result.ok && result.mailJobId !== null) mailJobs.push(result.mailJobId);
        outcomes.push({ row, status: result.ok ? 'done' : 'failed', message: result.message });
      }
      return outcomes;
    });
    for (const id of mailJobs) ctx.jobs.notify(id);
  };

  /** Bulk and spreadsheet reinvites: one outcome per person, each sent again with a new link. */
  const reinviteAll: JobHandler = async ({ job, forEachBatch }) => {
    const payload = job.payload as ReinvitePayload;
    const mailJobs: number[] = [];
    await forEachBatch(payload.items, BATCH_SIZE, async (trx, batch) => {
      const outcomes: RowOutcome[] = [];
      for (const { row, item } of batch) {
        const email = item.email.trim();
        if (item.id === null && !isEmail(email)) {
          outcomes.push({ row, status: 'failed', message: INVITE_MESSAGES.email });
          continue;
        }
        let inv = item.id !== null ? await findInvitation(trx, item.id) : await findInvitationByEmail(trx, item.programme ?? '', email.toLowerCase());
        // A bulk item names both: the id must still belong to that e-mail.
        if (inv && item.id !== null && email && inv.email_lower !== email.toLowerCase()) inv = undefined;
        const result = await reinvite(trx, ctx, inv, job.operatorId);
        if (result.ok) mailJobs.push(result.mailJobId);
        outcomes.push({ row, status: result.ok ? 'done' : 'failed', message: result.message });
      }
      return outcomes;
    });
    for (const id of mailJobs) ctx.jobs.notify(id);
  };

  return [
    [INVITATION_SAVE_JOB, save],
    [INVITATION_REINVITE_JOB, reinviteAll],
  ];
}
