import type { Flag } from '@console/contracts/common/flags';
import type { ShopContext } from '../../app-context';
import type { DbOrTrx } from '../../platform/db';
import { customerSetWrite } from './customer-writes.service';
import { storeClient } from '../../platform/store-client';
import { queueStoreWrite } from './store-writes';

/** A person who registered on one of our public pages, as the store's customer should then be. */
export interface StoreEnrolment {
  email: string;
  firstName: string;
  lastName: string;
  tags: string[];
  /** `console` metafields (e.g. `mtd`). */
  metafields?: Record<string, string>;
}

/** `prefix:value` as a store tag: Shopify splits tags on commas and keeps at most 255 characters. */
export function storeTag(prefix: string, value: string | number): string {
  return `${prefix}:${String(value).replace(/,/g, ' ').replace(/\s+/g, ' ').trim()}`.slice(0, 255);
}

/** 'Ada Lovelace' -> first 'Ada', last 'Lovelace' (the public giveaway page asks one name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * Someone who redeemed a code, entered a giveaway, accepted an invitation or registered for an
 * event becomes, or is matched by e-mail to, a store customer with these tags (customerSet by
 * e-mail, then tagsAdd: others' tags kept). The write is recorded with its job in the caller's
 * transaction, so it exists exactly when the registration does, and the job brings it to the store
 * once, retried through outages (docs/outside-interfaces.md 'Shopify'). Nothing on the embedded store. Answers the job id
 * to notify after the commit, or null.
 */
export async function queueStoreEnrolment(
  ctx: ShopContext,
  trx: DbOrTrx,
  person: StoreEnrolment,
  options: { intentKey: string; flag: Flag },
): Promise<number | null> {
  if (!storeClient(ctx)) return null;
  const payload = {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    tags: [...new Set(person.tags.filter(Boolean))],
    metafields: person.metafields ?? {},
  };
  const { jobId } = await queueStoreWrite(trx, ctx.shop.id, customerSetWrite, payload, {
    target: person.email,
    operatorId: null,
    flag: options.flag,
    intentKey: options.intentKey,
  });
  return jobId;
}
