import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsContract } from '@console/contracts/credits.contract';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { addCustomers, ledgerProblems, ledgerState, transactionCount } from './credits-support';

/**
 * One call's amount and a balance are capped at CREDIT_MAX_CENTS (default $1,000,000).
 * Before, one call could issue $9,999,999,999,999.99 and ten of them left the ledger's sum and the
 * balance apart. Beyond the cap the call answers 400 naming the amount, and nothing is written.
 */
describe('credit cap', () => {
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    server = await startTestServer();
    headers = (await server.operatorSession(['showCredits'])).headers;
  });
  afterAll(async () => server?.close());

  const balanceOf = async (id: string) =>
    Number(
      (await server.ctx.db.selectFrom('credit_accounts').select('balance_cents').where('id', '=', Number(id)).executeTakeFirstOrThrow())
        .balance_cents,
    );

  it('refuses one call beyond $1,000,000, and a balance beyond it, naming the amount', async () => {
    const [customer] = await addCustomers(server, headers, ['capped@ledger.test']);
    if (!customer) throw new Error('customer not added');
    const before = await transactionCount(server.ctx.db);

    for (const amount of ['9999999999999.99', '1000000.01']) {
      const issue = await server.call(creditsContract.issueCredits, {
        body: { ids: customer.shopifyCustomerId, amount, reference: 'Too much' },
        headers,
      });
      expect(issue.status).toBe(400);
      expect(issue.error().fieldErrors).toEqual({ 'body.amount': 'The amount may be at most $1,000,000.00.' });
    }
    const add = await server.call(creditsContract.addCustomer, {
      body: { email: 'rich@ledger.test', amount: '1000000.01', reference: 'New account' },
      headers,
    });
    expect(add.error().fieldErrors).toEqual({ 'body.amount': 'The amount may be at most $1,000,000.00.' });
    const adjust = await server.call(creditsContract.adjustBalances, {
      body: { ids: customer.shopifyCustomerId, amount: '1000000.01', reference: 'Too much', allowNegative: true },
      headers,
    });
    expect(adjust.error().fieldErrors).toEqual({ 'body.amount': 'The amount may be at most $1,000,000.00.' });

    expect(
      (
        await server.call(creditsContract.issueCredits, {
          body: { ids: customer.shopifyCustomerId, amount: '600000', reference: 'Big' },
          headers,
        })
      ).status,
    ).toBe(200);
    const over = await server.call(creditsContract.issueCredits, {
      body: { ids: customer.shopifyCustomerId, amount: '400000.01', reference: 'Over' },
      headers,
    });
    expect(over.status).toBe(400);
    expect(over.error().fieldErrors).toEqual({
      'body.amount': 'The amount would take the balance of capped@ledger.test above $1,000,000.00.',
    });
    expect(
      (
        await server.call(creditsContract.issueCredits, {
          body: { ids: customer.shopifyCustomerId, amount: '400000', reference: 'To the cap' },
          headers,
        })
      ).status,
    ).toBe(200);
    expect(await balanceOf(customer.shopifyCustomerId)).toBe(100_000_000);

    // An adjustment allowed below zero owes at most as much.
    expect(
      (
        await server.call(creditsContract.adjustBalances, {
          body: { ids: customer.shopifyCustomerId, amount: '1000000', reference: 'Back to 0', allowNegative: true },
          headers,
        })
      ).status,
    ).toBe(200);
    const owe = await server.call(creditsContract.adjustBalances, {
      body: { ids: customer.shopifyCustomerId, amount: '1000000', reference: 'Owe', allowNegative: true },
      headers,
    });
    expect(owe.status).toBe(200);
    const beyond = await server.call(creditsContract.adjustBalances, {
      body: { ids: customer.shopifyCustomerId, amount: '0.01', reference: 'Owe more', allowNegative: true },
      headers,
    });
    expect(beyond.error().fieldErrors).toEqual({
      'body.amount': 'The amount would take the balance of capped@ledger.test below -$1,000,000.00.',
    });

    expect(await balanceOf(customer.shopifyCustomerId)).toBe(-100_000_000);
    expect(await transactionCount(server.ctx.db)).toBe(before + 4);
    expect(
      ledgerProblems(await ledgerState(server.ctx.db, [Number(customer.shopifyCustomerId)]), new Set([Number(customer.shopifyCustomerId)])),
    ).toEqual([]);
  });

  it('fails an import row beyond the cap and applies the others', async () => {
    const list = [
      { Email: 'import.cap.a@ledger.test', Credit: '1000000.01', Reference: 'Too much' },
      { Email: 'import.cap.b@ledger.test', Credit: '1000000', Reference: 'At the cap' },
    ];
    const { jobId } = (await server.call(creditsContract.importCustomers, { body: { list }, headers })).data();
    const job = await server.waitForJob(jobId, headers);
    expect(job.outcomes).toEqual([
      { row: 1, status: 'failed', message: 'The amount may be at most $1,000,000.00.' },
      { row: 2, status: 'done', message: 'Credited $1,000,000.00; balance $1,000,000.00.' },
    ]);
  });
});
