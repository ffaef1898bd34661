import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsContract } from '@console/contracts/credits.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { putCustomer } from './shopify-stand-in/customers.module';
import { storeCreditBalance } from './shopify-stand-in/store-credit.module';
import { startStoreServer } from './store-mirror-support';
import { creditGivenElsewhereThenRetry, startMoneyStandIn, withCreditCallsReset } from './store-money-support';
import type { IdentityHeaders, TestServer } from './harness';

/**
 * A store-credit move waiting for an operator: its call's answer was lost and a
 * transaction of its amount that someone else could have made appeared on the store. The operator
 * settles it on the Credits screen's notice, with showCredits, once (409 after), audited: it landed
 * as the store transaction picked, or it did not land (its hold on the limits is released). The
 * mirror then reads past that transaction.
 */
describe('store-credit moves settled by an operator', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    standIn = await startMoneyStandIn();
    server = await startStoreServer(standIn, { config: { shopifyReconcileSeconds: 86_400 } });
    headers = (await server.operator(['showCredits'])).headers;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const ledger = (accountId: number) =>
    server.ctx.db.selectFrom('credit_transactions').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  const accountOf = (email: string) =>
    server.ctx.db.selectFrom('credit_accounts').selectAll().where('email_lower', '=', email).executeTakeFirstOrThrow();
  const reviewList = async () => (await server.call(creditsContract.reviewMoves, { headers })).data().list;
  const settle = (id: number, body: { landed: true; storeTransactionId: string } | { landed: false }) =>
    server.call(creditsContract.settleReview, { params: { id }, body, headers });

  /** A $15 credit whose call is reset unread, then a $15 credit given in the admin: the move waits in review. */
  async function moveInReview(email: string) {
    const store = putCustomer(standIn.state, { email });
    const id = (
      await server.call(creditsContract.addCustomer, {
        body: { admin: headers.customerId, email, amount: 0, reference: 'Open' },
        headers: { ...headers, 'Idempotency-Key': `add-${email}` },
      })
    ).data().customer.shopifyCustomerId;
    await withCreditCallsReset(server, () =>
      server.call(creditsContract.issueCredits, {
        body: { admin: headers.customerId, ids: id, amount: 15, reference: 'Goodwill' },
        headers: { ...headers, 'Idempotency-Key': `issue-${email}` },
      }),
    );
    await creditGivenElsewhereThenRetry(server, standIn, store.id, '15.00', headers);
    const account = await accountOf(email);
    const move = await server.ctx.db
      .selectFrom('store_credit_moves')
      .selectAll()
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(move.state).toBe('review');
    return { store, account, moveId: move.id };
  }
  const audits = (moveId: number) =>
    server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'credits.move.settle')
      .where('target', '=', `store_credit_move:${moveId}`)
      .execute();

  it('"It did not land": settled once under parallel calls, its hold released, the store transaction mirrored as the admin\'s', async () => {
    const { store, account, moveId } = await moveInReview('notlanded@review.test');
    const listed = (await reviewList()).find((m) => m.id === moveId);
    expect(listed).toMatchObject({
      email: 'notlanded@review.test',
      transactionType: 'Credit',
      amount: 15,
      reference: 'Goodwill',
      storeError: null,
    });
    expect(listed?.candidates).toEqual([expect.objectContaining({ amount: 15 })]);
    expect(
      (await settle(moveId, { landed: true, storeTransactionId: 'gid://shopify/StoreCreditAccountCreditTransaction/999999' })).status,
    ).toBe(400);
    expect(
      (
        await server.call(creditsContract.settleReview, {
          params: { id: moveId },
          body: { landed: false },
          headers: (await server.operator(['showStudents'])).headers,
        })
      ).status,
    ).toBe(403);

    const answers = await Promise.all([settle(moveId, { landed: false }), settle(moveId, { landed: false })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const move = await server.ctx.db.selectFrom('store_credit_moves').selectAll().where('id', '=', moveId).executeTakeFirstOrThrow();
    expect(move).toMatchObject({ state: 'refused', store_transaction_id: null });
    expect(await audits(moveId)).toHaveLength(1);
    expect((await reviewList()).some((m) => m.id === moveId)).toBe(false);
    // The mirror went on past the transaction: the admin's, not ours, counted once.
    expect((await ledger(account.id)).map((t) => [t.kind, Number(t.amount_cents), t.admin_name])).toEqual([
      ['credit', 1500, 'Shopify admin'],
    ]);
    expect(Number((await accountOf('notlanded@review.test')).balance_cents)).toBe(1500);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(1500);
    expect((await settle(moveId, { landed: true, storeTransactionId: listed?.candidates[0]?.id ?? '' })).status).toBe(409);
  });

  it('"It landed on the store": the picked transaction is the move\'s, in the books once with our operator', async () => {
    const { account, moveId } = await moveInReview('landed@review.test');
    const listed = (await reviewList()).find((m) => m.id === moveId);
    const picked = listed?.candidates[0]?.id ?? '';
    expect((await settle(moveId, { landed: true, storeTransactionId: picked })).status).toBe(200);
    expect((await settle(moveId, { landed: false })).status).toBe(409);
    const move = await server.ctx.db.selectFrom('store_credit_moves').selectAll().where('id', '=', moveId).executeTakeFirstOrThrow();
    expect(move).toMatchObject({ state: 'applied', store_transaction_id: picked });
    const rows = await ledger(account.id);
    expect(rows.map((t) => [t.kind, Number(t.amount_cents), t.store_transaction_id])).toEqual([['credit', 1500, picked]]);
    expect(rows[0]?.admin_name).not.toBe('Shopify admin');
    expect(await audits(moveId)).toHaveLength(1);
    expect(Number((await accountOf('landed@review.test')).balance_cents)).toBe(1500);
  });
});
