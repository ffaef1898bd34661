import { isEmail } from '@console/contracts/common/email';
import type { Giveaway } from '@console/contracts/giveaways.contract';
import type { OrgContext, ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { zonedToday } from '../../platform/time-zone';
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

/** A giveaway's state and the context of its shop, which the entry continues in. */
type FoundState = { ctx: ShopContext; state: Exclude<EntryState, { state: 'unknown' }> };

/** Whether a giveaway takes entries today (the shop's): within its dates (open ends have none) and not full. */
function windowState(giveaway: Giveaway, today: string): 'open' | 'not-started' | 'ended' | 'full' {
  if (giveaway.startDate && today < giveaway.startDate) return 'not-started';
  if (giveaway.endDate && today > giveaway.endDate) return 'ended';
  if (giveaway.registrationCount !== null && giveaway.entryCount >= giveaway.registrationCount) return 'full';
  return 'open';
}

/** The page's link names no shop: the (globally unique) token finds the giveaway, whose shop serves the rest. */
async function findState(org: OrgContext, token: string): Promise<FoundState | null> {
  const row = await findGiveawayByToken(org.db, token);
  if (!row) return null;
  const giveaway = toGiveaway(row);
  const ctx = await org.shops.get(row.shop_id);
  return { ctx, state: { state: windowState(giveaway, zonedToday(ctx.shop.timeZone)), giveaway } };
}

export async function giveawayState(org: OrgContext, token: string): Promise<EntryState> {
  return (await findState(org, token))?.state ?? { state: 'unknown' };
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
export async function enterGiveaway(org: OrgContext, token: string, form: EntryForm): Promise<EntryState> {
  const found = await findState(org, token);
  if (!found) return { state: 'unknown' };
  const { ctx, state: current } = found;
  const shop = ctx.shop.id;
  const id = current.giveaway.id;
  const errors = validate(form);
  if (Object.keys(errors).length) return { state: 'invalid', giveaway: current.giveaway, errors };
  let storeJob: number | null = null;
  try {
    const state = await ctx.db.transaction().execute(async (trx): Promise<EntryState> => {
      const row = await findGiveaway(trx, shop, id);
      if (!row) return { state: 'unknown' };
      const giveaway = toGiveaway(row);
      const state = windowState(giveaway, zonedToday(ctx.shop.timeZone));
      if (state === 'not-started' || state === 'ended') return { state, giveaway };
      const email = form.email.trim();
      const entryId = await insertEntry(trx, shop, {
        giveaway_id: id,
        name: form.name,
        email,
        email_lower: email.toLowerCase(),
        created_at: nowIso(),
      });
      if (entryId === null) return { state: 'already', giveaway };
      if (!(await takeEntryPlace(trx, shop, id))) throw new GiveawayFull();
      await writeAudit(trx, { shop, operatorId: null, action: 'giveaways.enter', target: `giveaway-entry:${id}`, after: { email } });
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
