import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsContract } from '@console/contracts/credits.contract';
import { importFileProblem } from '@console/contracts/credits-import';
import type { AppContext } from '../src/app-context';
import { applyCreditImport, parseCreditImportRow } from '../src/features/credits/credits.jobs';
import { addCreditCustomer, changeCreditBalances } from '../src/features/credits/credits.service';
import { HttpError } from '../src/platform/http-error';
import type { Operator } from '../src/platform/operators';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { addCustomers, ledgerProblems, ledgerState, transactionCount } from './credits-support';

/**
 * The ledger's invariants under load: a model-based property test drives the real services on the
 * real database with random issue / adjust / import / replay commands and checks, after every
 * command, that each balance is what the model says, equals the sum of its transactions, and is
 * never below zero unless allowed. Then concurrent replays of one idempotency key.
 */

interface Model {
  balances: number[];
  /** Accounts an allowed adjustment took below zero. */
  negativeAllowed: Set<number>;
  /** Keyed requests made so far: the body and the answer given. */
  keyed: Array<{ key: string; direction: 'issue' | 'adjust'; body: ChangeBody; answer: unknown }>;
}

interface ChangeBody {
  ids: number[];
  amount: number;
  reference: string;
  allowNegative: boolean;
}

interface Real {
  ctx: AppContext;
  operator: Operator;
  accounts: number[];
  emails: string[];
  run: number;
}

const ACCOUNTS = 4;
let nextKey = 0;
/** Commands really run (a replay with nothing to replay is skipped). */
let executed = 0;

async function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; status: number }> {
  try {
    return { ok: true, value: await promise };
  } catch (err) {
    if (err instanceof HttpError) return { ok: false, status: err.statusCode };
    throw err;
  }
}

async function checkBalances(m: Model, r: Real): Promise<void> {
  const rows = await r.ctx.db.selectFrom('credit_accounts').select(['id', 'balance_cents']).where('id', 'in', r.accounts).execute();
  const actual = r.accounts.map((id) => Number(rows.find((row) => row.id === id)?.balance_cents));
  expect(actual).toEqual(m.balances);
}

class ChangeCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly direction: 'issue' | 'adjust',
    readonly who: number[],
    readonly cents: number,
    readonly allowNegative: boolean,
    readonly keyed: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    executed += 1;
    const who = [...new Set(this.who)];
    const body: ChangeBody = { ids: who.map((i) => r.accounts[i] as number), amount: this.cents, reference: `${this.direction} ${this.cents}`, allowNegative: this.direction === 'adjust' && this.allowNegative };
    const key = this.keyed ? `model-${r.run}-${nextKey++}` : undefined;
    const result = await settle(changeCreditBalances(r.ctx, r.operator, { ...body, idempotencyKey: key }, this.direction, key));
    const fits = this.direction === 'issue' || body.allowNegative || who.every((i) => (m.balances[i] as number) >= this.cents);
    expect(result.ok).toBe(fits);
    if (!result.ok) expect(result.status).toBe(409);
    if (result.ok) {
      for (const i of who) {
        m.balances[i] = (m.balances[i] as number) + (this.direction === 'issue' ? this.cents : -this.cents);
        if ((m.balances[i] as number) < 0) m.negativeAllowed.add(r.accounts[i] as number);
      }
      if (key) m.keyed.push({ key, direction: this.direction, body, answer: result.value });
    }
    await checkBalances(m, r);
  }
  toString = () => `${this.direction}(${this.who.join(',')}, ${this.cents}${this.allowNegative ? ', allowNegative' : ''}${this.keyed ? ', keyed' : ''})`;
}

class ReplayCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly changeBody: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.keyed.length > 0;
  async run(m: Model, r: Real): Promise<void> {
    executed += 1;
    const first = m.keyed[this.pick % m.keyed.length];
    if (!first) throw new Error('nothing to replay');
    const body = this.changeBody ? { ...first.body, amount: first.body.amount + 1 } : first.body;
    const before = await transactionCount(r.ctx.db);
    const result = await settle(changeCreditBalances(r.ctx, r.operator, { ...body, idempotencyKey: first.key }, first.direction, first.key));
    if (this.changeBody) expect(result).toEqual({ ok: false, status: 422 });
    else expect(result).toEqual({ ok: true, value: first.answer });
    expect(await transactionCount(r.ctx.db)).toBe(before);
    await checkBalances(m, r);
  }
  toString = () => `replay(${this.pick}${this.changeBody ? ', other body' : ''})`;
}

class ImportCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly rows: Array<{ who: number; credit: boolean; cents: number }>) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    executed += 1;
    // One row per e-mail, as the file rules demand.
    const rows = [...new Map(this.rows.map((row) => [row.who, row])).values()];
    const list = rows.map((row) => ({ Email: r.emails[row.who], [row.credit ? 'Credit' : 'Adjustment']: (row.cents / 100).toFixed(2), Reference: 'import' }));
    expect(importFileProblem(list)).toBeNull();
    // The import job's own parse and apply, in one batch transaction as the job runs them.
    const good = list.map((item, i) => {
      const parsed = parseCreditImportRow(item);
      if (!parsed.ok) throw new Error(parsed.message);
      return { row: i + 1, value: parsed.value };
    });
    const outcomes = await r.ctx.db.transaction().execute((trx) => applyCreditImport(trx, good, { operator: r.operator, allowNegative: false }));
    rows.forEach((row, i) => {
      const balance = m.balances[row.who] as number;
      const fits = row.credit || balance >= row.cents;
      expect(outcomes[i]?.status).toBe(fits ? 'done' : 'failed');
      if (fits) m.balances[row.who] = balance + (row.credit ? row.cents : -row.cents);
    });
    await checkBalances(m, r);
  }
  toString = () => `import(${this.rows.map((row) => `${row.who}:${row.credit ? '+' : '-'}${row.cents}`).join(' ')})`;
}

const who = fc.array(fc.integer({ min: 0, max: ACCOUNTS - 1 }), { minLength: 1, maxLength: ACCOUNTS });
const cents = fc.integer({ min: 1, max: 5_000 });
const commands = [
  fc.tuple(who, cents, fc.boolean()).map(([w, c, k]) => new ChangeCommand('issue', w, c, false, k)),
  fc.tuple(who, cents, fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()).map(([w, c, p, k]) => new ChangeCommand('adjust', w, c, p < 0.1, k)),
  fc.tuple(fc.nat(), fc.boolean()).map(([p, other]) => new ReplayCommand(p, other)),
  fc.array(fc.record({ who: fc.integer({ min: 0, max: ACCOUNTS - 1 }), credit: fc.boolean(), cents }), { minLength: 1, maxLength: 6 }).map((rows) => new ImportCommand(rows)),
];

describe('credit ledger invariants', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let operator: Operator;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    const identity = await server.operator(['showCredits']);
    headers = identity.headers;
    operator = identity.operator;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps every balance equal to its model, to the sum of its transactions, and not below zero', { timeout: 120_000 }, async () => {
    let run = 0;
    const negativeAllowed = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 60, size: 'max' }), async (cmds) => {
        run += 1;
        const emails = Array.from({ length: ACCOUNTS }, (_, i) => `model.${run}.${i}@ledger.test`);
        const accounts: number[] = [];
        for (const email of emails) {
          const added = await addCreditCustomer(server.ctx, operator, { email, amount: 0, reference: 'New account' }, undefined);
          accounts.push(Number(added.customer.shopifyCustomerId));
        }
        const model: Model = { balances: accounts.map(() => 0), negativeAllowed, keyed: [] };
        const real: Real = { ctx: server.ctx, operator, accounts, emails, run };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 80 },
    );
    expect(executed).toBeGreaterThan(2000);
    expect(ledgerProblems(await ledgerState(server.ctx.db), negativeAllowed)).toEqual([]);
  });

  it('makes exactly one transaction from 50 concurrent replays of one idempotency key', async () => {
    const [customer] = await addCustomers(server, headers, ['concurrent@ledger.test']);
    if (!customer) throw new Error('customer not added');
    const before = await transactionCount(server.ctx.db);
    const body = { admin: headers.customerId, ids: customer.shopifyCustomerId, amount: 12.34, reference: 'Exactly once' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => server.call(creditsContract.issueCredits, { body, headers: { ...headers, 'Idempotency-Key': 'fifty-at-once' } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await transactionCount(server.ctx.db)).toBe(before + 1);
    const account = await server.ctx.db.selectFrom('credit_accounts').select('balance_cents').where('id', '=', Number(customer.shopifyCustomerId)).executeTakeFirstOrThrow();
    expect(Number(account.balance_cents)).toBe(1234);
  });

  it('applies concurrent changes with different keys to one account one after the other', async () => {
    const [customer] = await addCustomers(server, headers, ['contended@ledger.test'], 100);
    if (!customer) throw new Error('customer not added');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        server.call(creditsContract.adjustBalances, { body: { ids: customer.shopifyCustomerId, amount: 5, reference: `take ${i}`, idempotencyKey: `contended-${i}` }, headers }),
      ),
    );
    // $100 covers 20 deductions of $5; the other 10 are refused, never taking the balance below zero.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    expect(ledgerProblems(await ledgerState(server.ctx.db), new Set((await server.ctx.db.selectFrom('credit_accounts').select('id').where('balance_cents', '<', 0).execute()).map((r) => r.id)))).toEqual([]);
    const account = await server.ctx.db.selectFrom('credit_accounts').select('balance_cents').where('id', '=', Number(customer.shopifyCustomerId)).executeTakeFirstOrThrow();
    expect(Number(account.balance_cents)).toBe(0);
  });
});
