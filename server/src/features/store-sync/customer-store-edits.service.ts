import type { Flag } from '@console/contracts/common/flags';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';
import type { ShopContext } from '../../app-context';
import type { AuditEntry } from '../../platform/audit';
import type { DbOrTrx } from '../../platform/db';
import { conflict, type HttpError } from '../../platform/http-error';
import { findCustomer, type CustomerRecord } from '../customers/customers.service';
import { metafieldsOfColumns, type MirrorMetafieldColumns } from '../customers/store-customer-mapping.service';
import { customerProfileWrite, customerTagsWrite } from './customer-writes.service';
import { storeClient } from '../../platform/store-client';
import { performStoreWrite, StoreWriteBusy } from './store-writes';

/**
 * Operators' edits of a mirrored customer, made on the store first (docs/outside-interfaces.md 'Shopify'). The features
 * (registrations, national partners) ask `onStore` and, when it is true, call these instead of
 * changing the row themselves: the mirror then changes from the store's answer, with their audit entry.
 */
export function onStore(ctx: ShopContext, customer: Pick<CustomerRecord, 'store_id'>): customer is { store_id: number } {
  return customer.store_id !== null && storeClient(ctx) !== null;
}

/** A row made before a store was connected and never matched to a store customer cannot change on the store. */
export function requireOnStore(ctx: ShopContext, customer: Pick<CustomerRecord, 'store_id'>): void {
  if (storeClient(ctx) !== null && customer.store_id === null)
    throw conflict('This customer is not in the store yet: run a full load on the Store sync screen.');
}

export const STATUS_TAG: Record<RegistrationStatus, string> = { pending: 'Pending', approved: 'Approved', disabled: 'Disabled' };

/** The one writer a store customer has at a time (store_writes_pending_lock). */
export const customerLock = (storeId: number) => `customer:${storeId}`;

/** The 409 of a status change that did not start from the customer's status, naming the status it has now. */
export function statusConflict(current: string | null | undefined): HttpError {
  const label = STATUS_TAG[current as RegistrationStatus] ?? 'a different status';
  return conflict(`The customer is now ${label}; reload the list.`);
}

/**
 * docs/functions/shell-students-staff.md §4 on the store: tagsRemove of the old status tag (bare or `status:`), then tagsAdd of the new.
 * Two operators' changes to one customer never interleave: the write holds the customer's lock until
 * the store answered, and starts only if the mirror still has `from` once it holds it (without it,
 * Approve and Reject at the same moment once left both tags).
 */
export async function changeStatusOnStore(
  ctx: ShopContext,
  customer: { id: number; store_id: number },
  from: RegistrationStatus,
  to: RegistrationStatus,
  options: { target: string; flag: Flag; audit: AuditEntry },
): Promise<void> {
  const remove = [STATUS_TAG[from], `status:${STATUS_TAG[from]}`];
  const precondition = async (trx: DbOrTrx) => {
    const current = (await findCustomer(trx, ctx.shop.id, customer.id))?.status;
    if (current !== from) throw statusConflict(current);
  };
  try {
    await performStoreWrite(
      ctx,
      customerTagsWrite,
      { storeId: customer.store_id, remove, add: [STATUS_TAG[to]] },
      {
        target: options.target,
        operatorId: options.audit.operatorId,
        flag: options.flag,
        audit: options.audit,
        lockKey: customerLock(customer.store_id),
        precondition,
      },
    );
  } catch (err) {
    if (!(err instanceof StoreWriteBusy)) throw err;
    const current = (await findCustomer(ctx.db, ctx.shop.id, customer.id))?.status;
    throw conflict(
      `Another change to this customer is being made on the store; its status is ${STATUS_TAG[current as RegistrationStatus] ?? 'unknown'} until that is done. Reload the list in a moment.`,
    );
  }
}

/** The key:value tags (docs/outside-interfaces.md 'Shopify') a profile edit may change, by column. */
const KEY_VALUE_TAGS = { crm_id: 'crm_id', as400_id: 'as400_id' } as const;

/**
 * A key:value tag (docs/outside-interfaces.md 'Shopify', e.g. `crm_id:`) from its current value to the next: old one out, new one in;
 * nothing when equal.
 */
export function keyValueTagSwap(key: string, current: string, next: string): { remove: string[]; add: string[] } {
  if (next === current) return { remove: [], add: [] };
  return { remove: current ? [`${key}:${current}`] : [], add: next ? [`${key}:${next}`] : [] };
}

export interface ProfileChange extends Partial<MirrorMetafieldColumns> {
  crm_id?: string;
  as400_id?: string;
  discount_limit_cents?: number | null;
}

/** An edit on the store: its `console` metafields (metafieldsSet; an emptied one metafieldsDelete) and its key:value tags, old tag out, new tag in. */
export async function changeProfileOnStore(
  ctx: ShopContext,
  customer: CustomerRecord & { store_id: number },
  change: ProfileChange,
  options: { target: string; flag: Flag; audit: AuditEntry },
): Promise<void> {
  const remove: string[] = [];
  const add: string[] = [];
  for (const [column, key] of Object.entries(KEY_VALUE_TAGS) as Array<[keyof typeof KEY_VALUE_TAGS, string]>) {
    const next = change[column];
    if (next === undefined) continue;
    const swap = keyValueTagSwap(key, customer[column], next);
    remove.push(...swap.remove);
    add.push(...swap.add);
  }
  if (change.discount_limit_cents !== undefined && change.discount_limit_cents !== customer.discount_limit_cents) {
    if (customer.discount_limit_cents !== null) remove.push(`discount_limit:${Math.round(customer.discount_limit_cents / 100)}`);
    if (change.discount_limit_cents !== null) add.push(`discount_limit:${Math.round(change.discount_limit_cents / 100)}`);
  }
  const values = metafieldsOfColumns(change);
  const metafields = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  const clear = Object.keys(values).filter((key) => values[key] === '');
  await performStoreWrite(
    ctx,
    customerProfileWrite,
    { storeId: customer.store_id, remove, add, metafields, clear },
    {
      target: options.target,
      operatorId: options.audit.operatorId,
      flag: options.flag,
      audit: options.audit,
      lockKey: customerLock(customer.store_id),
    },
  );
}
