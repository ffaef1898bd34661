import { todayIso } from '@console/contracts/common/dates';
import { isEmail } from '@console/contracts/common/email';
import type { Giveaway } from '@console/contracts/giveaways.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { queueStoreEnrolment, splitName, storeTag } from '../store-sync/store-customer-enrolment.service';
import { toGiveaway } from './giveaway-mapping';
import { findGiveaway, findGiveawayByToken, insertEntry, takeEntryPlace } from './giveaways.repository';

export interface EntryForm {
  name: string;
  email: string;
}

export type EntryState =
  | { state: 'open' | 'entered' | 'already' | 'not-started' | 'ended' | 'full'; giveaway: Giveaway }
  | { state: 'invalid'; giveaway: Giveaway; errors: Partial<Record<keyof EntryForm, string>> }
  | { state: 'unknown' };

/** Whether a giveaway takes entries today: within its dates (open ends have none) and not full. */
function windowState(giveaway: Giveaway, today: string): 'open' | 'not-started' | 'ended' | 'full' {
  if (giveaway.startDate && today < giveaway.startDate) return 'not-started';
  if (giveaway.endDate && today > giveaway.endDate) return 'ended';
  if (giveaway.registrationCount !== null && giveaway.entryCount >= giveaway.registrationCount) return 'full';
  return 'open';
}

export async function giveawayState(ctx: ShopContext, token: string): Promise<EntryState> {
  const row = await findGiveawayByToken(ctx.db, token);
  if (!row) return { state: 'unknown' };
  const giveaway = toGiveaway(row);
  return { state: windowState(giveaway, todayIso()), giveaway };
}

function validate(form: EntryForm): Partial<Record<keyof EntryForm, string>> {
  const errors: Partial<Record<keyof EntryForm, string>> = {};
  if (!form.name || form.name.length > 200) errors.name = 'Enter your name.';
  if (!isEmail(form.email) || form.email.length > 254) errors.email = 'Enter a valid e-mail address.';
  return errors;
}

class GiveawayFull extends Error {}

/**
 * One entry per e-mail, within the giveaway's dates, up to its registration count: all checked in
 * the transaction that records the entry, the count by a conditional increment.
 */
export async function enterGiveaway(ctx: ShopContext, token: string, form: EntryForm): Promise<EntryState> {
  const current = await giveawayState(ctx, token);
  if (current.state === 'unknown') return current;
  const id = current.giveaway.id;
  const errors = validate(form);
  if (Object.keys(errors).length) return { state: 'invalid', giveaway: current.giveaway, errors };
  let storeJob: number | null = null;
  try {
    const state = await ctx.db.transaction().execute(async (trx): Promise<EntryState> => {
      const row = await findGiveaway(trx, id);
      if (!row) return { state: 'unknown' };
      const giveaway = toGiveaway(row);
      const state = windowState(giveaway, todayIso());
      if (state === 'not-started' || state === 'ended') return { state, giveaway };
      const email = form.email.trim();
      const entryId = await insertEntry(trx, {
        giveaway_id: id,
        name: form.name,
        email,
        email_lower: email.toLowerCase(),
        created_at: nowIso(),
      });
      if (entryId === null) return { state: 'already', giveaway };
      if (!(await takeEntryPlace(trx, id))) throw new GiveawayFull();
      await writeAudit(trx, { operatorId: null, action: 'giveaways.enter', target: `giveaway-entry:${id}`, after: { email } });
      const person = { email, ...splitName(form.name), tags: [storeTag('giveaway', giveaway.name)] };
      storeJob = await queueStoreEnrolment(ctx, trx, person, { intentKey: `giveaway-entry:${entryId}`, flag: 'showGiveaways' });
      return { state: 'entered', giveaway };
    });
    if (storeJob !== null) ctx.jobs.notify(storeJob);
    return state;
  } catch (error) {
    if (error instanceof GiveawayFull) return { state: 'full', giveaway: current.giveaway };
    throw error;
  }
}
