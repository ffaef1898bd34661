import { demoPerson, pick, seededRandom } from '../../db/demo-people';
import type { Db, DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { newAccount } from './credit-accounts';
import { insertAccount, type LedgerKind } from './credits.repository';
import { DEFAULT_CREDIT_MAX_CENTS } from '../../platform/config';
import { postEntry, type EntryAuthor } from './ledger';

const ACCOUNTS = 46;
const DAY_MS = 86_400_000;
const OPERATORS: EntryAuthor[] = [
  { id: null, email: 'maya.okafor@shop.example' },
  { id: null, email: 'lucas.schmidt@shop.example' },
];
const STORE: EntryAuthor = { id: null, email: 'store@shop.example', name: 'Online Store' };
const REFERENCES: Record<LedgerKind, readonly string[]> = {
  credit: ['Goodwill credit', 'Price match', 'Loyalty reward', 'Late delivery'],
  adjustment: ['Duplicate credit reversed', 'Balance correction', 'Fraud review'],
  discount_code: ['WELCOME10', 'SPRING25', 'TOOLS15'],
  order: ['#1004', '#1012', '#1027', '#1033', '#1049', '#1058'],
  refund: ['Return RMA-2211', 'Return RMA-2290', 'Damaged item'],
};

interface Planned {
  at: number;
  accountIndex: number;
  kind: LedgerKind;
  /** Dollars wanted; deductions are capped at the balance when posted. */
  dollars: number;
}

/** Credit customers with a history of every kind of entry over 90 days, a busy last few days included. */
export async function seedDemoCredits(db: Db, shop: ShopId): Promise<void> {
  await db.transaction().execute((trx) => seedInto(trx, shop));
}

async function seedInto(db: DbOrTrx, shop: ShopId): Promise<void> {
  const rand = seededRandom(61);
  const now = Date.now();
  const accounts: number[] = [];
  const planned: Planned[] = [];
  for (let n = 0; n < ACCOUNTS; n++) {
    const person = demoPerson(rand, n, 'credit.example');
    const opened = now - (30 + Math.floor(rand() * 60)) * DAY_MS;
    const created = await insertAccount(db, shop, {
      ...newAccount(person.email, `${person.firstName} ${person.lastName}`, new Date(opened).toISOString()),
    });
    if (!created) continue;
    accounts.push(created.id);
    const index = accounts.length - 1;
    planned.push({ at: opened, accountIndex: index, kind: 'credit', dollars: 25 + Math.floor(rand() * 40) * 5 });
    const events = 2 + Math.floor(rand() * 4);
    for (let e = 0; e < events; e++) {
      const kind = pick(rand, ['credit', 'order', 'order', 'discount_code', 'refund', 'adjustment'] as const);
      // Recent days are busy, so the default window (two days ago to tomorrow) fills more than a page.
      const at = rand() < 0.3 ? now - Math.floor(rand() * 2 * DAY_MS) : opened + Math.floor(rand() * (now - opened));
      planned.push({ at, accountIndex: index, kind, dollars: 5 + Math.floor(rand() * 30) * 5 });
    }
  }
  planned.sort((a, b) => a.at - b.at);
  const balances = new Map<number, number>();
  for (const p of planned) {
    const accountId = accounts[p.accountIndex] as number;
    const balance = balances.get(accountId) ?? 0;
    const adds = p.kind === 'credit' || p.kind === 'refund';
    // Spending takes at most about half a balance, so most demo customers keep some credit.
    const cents = adds ? p.dollars * 100 : -Math.min(p.dollars * 100, Math.floor(balance / 200) * 100);
    if (cents === 0) continue;
    const author = p.kind === 'credit' || p.kind === 'adjustment' ? pick(rand, OPERATORS) : STORE;
    const expirationDate = p.kind === 'credit' ? new Date(p.at + 365 * DAY_MS).toISOString().slice(0, 10) : null;
    const at = new Date(p.at).toISOString();
    const reference = p.kind === 'credit' && balance === 0 ? 'New account' : pick(rand, REFERENCES[p.kind]);
    const posted = await postEntry(
      db,
      shop,
      { accountId, kind: p.kind, cents, reference, expirationDate },
      { operator: author, allowNegative: false, maxCents: DEFAULT_CREDIT_MAX_CENTS, requestId: null, now: at },
    );
    if (posted) balances.set(accountId, posted.balanceAfter);
  }
}
