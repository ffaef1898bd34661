import type { CreditCustomer } from '@console/contracts/credits.contract';
import { centsToDollars } from '@console/contracts/common/money';
import type { CreditAccount } from './credits.repository';
import { nameFromEmail } from './ledger';

export function toCreditCustomer(account: CreditAccount): CreditCustomer {
  return { shopifyCustomerId: String(account.id), name: account.name, email: account.email, balance: centsToDollars(Number(account.balance_cents)) };
}

/** Values of a new account: the name given, or one made from the e-mail. */
export function newAccount(email: string, name: string | undefined, now: string) {
  const chosen = name?.trim() || nameFromEmail(email);
  return { name: chosen, name_lower: chosen.toLowerCase(), email, email_lower: email.toLowerCase(), balance_cents: 0, created_at: now, updated_at: now };
}
