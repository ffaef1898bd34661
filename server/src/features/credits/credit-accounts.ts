import type { CreditCustomer } from '@console/contracts/credits.contract';
import { centsToDollars } from '@console/contracts/common/money';
import type { CreditAccount } from './credits.repository';
import { nameFromEmail } from './ledger';

/** A balance of the customer's store credit in a currency other than the shop's (migration 0175). */
export interface OtherBalance {
  currency: string;
  cents: number;
}

function otherBalancesOf(account: Pick<CreditAccount, 'store_other_balances'>): OtherBalance[] {
  if (!account.store_other_balances) return [];
  return JSON.parse(account.store_other_balances) as OtherBalance[];
}

export function toCreditCustomer(account: CreditAccount): CreditCustomer {
  const others = otherBalancesOf(account).filter((b) => b.cents !== 0);
  return {
    shopifyCustomerId: String(account.id),
    name: account.name,
    email: account.email,
    balance: centsToDollars(Number(account.balance_cents)),
    ...(others.length ? { otherBalances: others.map((b) => ({ currency: b.currency, amount: centsToDollars(b.cents) })) } : {}),
  };
}

/** Values of a new account: the name given, or one made from the e-mail. */
export function newAccount(email: string, name: string | undefined, now: string) {
  const chosen = name?.trim() || nameFromEmail(email);
  return {
    name: chosen,
    name_lower: chosen.toLowerCase(),
    email,
    email_lower: email.toLowerCase(),
    balance_cents: 0,
    created_at: now,
    updated_at: now,
  };
}
