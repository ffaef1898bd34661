import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { appendTransactions, moveBalance, type LedgerKind } from './credits.repository';

/** One ledger entry to post: signed cents (credits and refunds positive, everything else negative). */
export interface LedgerEntry {
  accountId: number;
  kind: LedgerKind;
  cents: number;
  reference: string;
  expirationDate?: string | null;
}

/** Who made an entry; the store's own entries (orders, discount codes, refunds) have no operator id. */
export type EntryAuthor = { id: number | null; email: string; name?: string };

export interface PostOptions {
  operator: EntryAuthor | null;
  allowNegative: boolean;
  /** CREDIT_MAX_CENTS: the most a balance may hold (and, when negative is allowed, owe). */
  maxCents: number;
  requestId: number | null;
  now: string;
}

export interface Posted {
  id: number;
  accountId: number;
  balanceAfter: number;
}

/** 'ada.lovelace@shop.example' -> 'Ada Lovelace': operators have only an e-mail, the ledger shows a name too. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Posts one entry inside the caller's transaction: moves the balance (refused below zero unless
 * allowed, and beyond maxCents either way) and appends the transaction with the balance after it.
 * Null when refused; nothing is written then.
 */
export async function postEntry(trx: DbOrTrx, shop: ShopId, entry: LedgerEntry, options: PostOptions): Promise<Posted | null> {
  if (!Number.isSafeInteger(entry.cents) || entry.cents === 0) throw new Error(`Ledger entry of ${entry.cents} cents`);
  if (Math.abs(entry.cents) > options.maxCents) return null;
  const balanceAfter = await moveBalance(trx, shop, entry.accountId, entry.cents, options, options.now);
  if (balanceAfter === null) return null;
  const [id] = await appendTransactions(trx, shop, [
    {
      account_id: entry.accountId,
      kind: entry.kind,
      amount_cents: entry.cents,
      balance_after_cents: balanceAfter,
      reference: entry.reference,
      expiration_date: entry.expirationDate ?? null,
      admin_id: options.operator?.id ?? null,
      admin_name: options.operator ? (options.operator.name ?? nameFromEmail(options.operator.email)) : '',
      admin_email: options.operator?.email ?? '',
      request_id: options.requestId,
      created_at: options.now,
    },
  ]);
  if (id === undefined) throw new Error('Ledger insert returned no id');
  return { id, accountId: entry.accountId, balanceAfter };
}
