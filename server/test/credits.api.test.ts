import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, MAX_CUSTOMERS_WARNING, creditsContract } from '@console/contracts/credits.contract';
import { outstandingCents } from '../src/features/credits/credits.repository';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { addCustomers, ledgerProblems, ledgerState, transactionCount } from './credits-support';

/**
 * Credits (docs/functions/codes-credits-knot-giveaways.md §2.2, §7): customers, issue and adjust across the selection, the append-only
 * ledger, idempotency keys, the import and its 'Data validation' messages.
 */
describe('credits API', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let operatorEmail: string;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await server.operator(['showCredits'], { email: 'ada.lovelace@shop.test' });
    headers = admin.headers;
    operatorEmail = admin.operator.email;
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = (query: Record<string, string | number> = {}) => server.call(creditsContract.customers, { query, headers });
  const issue = (body: object, extra: Record<string, string> = {}) =>
    server.call(creditsContract.issueCredits, { body: { admin: headers.customerId, ...body }, headers: { ...headers, ...extra } });
  const adjust = (body: object, extra: Record<string, string> = {}) =>
    server.call(creditsContract.adjustBalances, { body: { admin: headers.customerId, ...body }, headers: { ...headers, ...extra } });
  const balanceOf = async (email: string) => {
    const found = (await list({ search: email })).data().list.find((c) => c.email === email);
    if (!found) throw new Error(`no customer ${email}`);
    return found.balance;
  };

  it('lists nothing at first, with the empty message', async () => {
    const page = (await list()).data();
    expect(page).toMatchObject({ status: true, msg: 'No records found.', total: 0, hasPrevious: false, hasNext: false, list: [] });
  });

  it('adds a customer with an opening credit, once per e-mail; audits it', async () => {
    const res = await server.call(creditsContract.addCustomer, {
      body: { admin: headers.customerId, email: 'Grace.Hopper@Mail.test', amount: '25.50', reference: 'New account' },
      headers,
    });
    const added = res.data();
    expect(added).toMatchObject({ status: true, customer: { name: 'Grace Hopper', email: 'grace.hopper@mail.test', balance: 25.5 } });
    expect(added.customer.shopifyCustomerId).toMatch(/^\d+$/);
    const again = await server.call(creditsContract.addCustomer, {
      body: { email: 'grace.hopper@mail.test', amount: 0, reference: 'New account' },
      headers,
    });
    expect(again.status).toBe(409);
    expect(again.error().message).toBe('A customer with the email grace.hopper@mail.test already exists.');
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'credits.customer.create').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.operator_id).toBe(Number(headers.customerId));
    // Zero opens the account without a transaction; the reference defaults to 'New account'.
    const zero = (await server.call(creditsContract.addCustomer, { body: { email: 'zero@mail.test' }, headers })).data();
    expect(zero.customer.balance).toBe(0);
    const txs = await server.ctx.db.selectFrom('credit_transactions').selectAll().execute();
    expect(txs).toEqual([
      expect.objectContaining({
        kind: 'credit',
        amount_cents: 2550,
        balance_after_cents: 2550,
        reference: 'New account',
        admin_email: operatorEmail,
        admin_name: 'Ada Lovelace',
      }),
    ]);
  });

  it('answers 400 with field errors for bad input', async () => {
    const bad = await server.call(creditsContract.addCustomer, { body: { email: 'not-an-email', amount: 'ten' }, headers });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error().fieldErrors ?? {})).toEqual(expect.arrayContaining(['body.email', 'body.amount']));
    const noIds = await issue({ ids: '', amount: 5, reference: 'x' });
    expect(noIds.status).toBe(400);
    expect(noIds.error().fieldErrors?.['body.ids']).toBeDefined();
    const zero = await issue({ ids: '1', amount: 0, reference: 'x' });
    expect(zero.error().fieldErrors?.['body.amount']).toBe('Amount must be greater than 0, with at most 2 decimals.');
    const cents = await issue({ ids: '1', amount: '1.005', reference: 'x' });
    expect(cents.status).toBe(400);
    const badSort = await list({ sortField: 'password' });
    expect(badSort.status).toBe(400);
  });

  it('refuses more than 100 customers with the spec warning, and unknown ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const res = await issue({ ids, amount: 5, reference: 'Too many' });
    expect(res.status).toBe(400);
    expect(res.error().fieldErrors?.['body.ids']).toBe(MAX_CUSTOMERS_WARNING);
    expect(MAX_CUSTOMERS_WARNING).toBe('Max customers to update is set to: 100');
    const unknown = await issue({ ids: '999999', amount: 5, reference: 'Nobody' });
    expect(unknown.status).toBe(400);
    expect(unknown.error().message).toBe('Unknown customer id: 999999.');
  });

  it('issues credit to every selected customer in one go, ids as text, list or gid', async () => {
    const [a, b] = await addCustomers(server, headers, ['issue.a@mail.test', 'issue.b@mail.test']);
    if (!a || !b) throw new Error('customers not added');
    const res = await issue({ ids: `${a.shopifyCustomerId},${b.shopifyCustomerId}`, amount: 10, reference: 'Goodwill' });
    expect(res.data()).toEqual({ status: true, msg: 'Credit of $10.00 issued to 2 customers.' });
    expect((await issue({ ids: [Number(a.shopifyCustomerId)], amount: '2.5', reference: 'List form' })).status).toBe(200);
    expect((await issue({ ids: `gid://shop/Customer/${b.shopifyCustomerId}`, amount: 1, reference: 'Gid form' })).status).toBe(200);
    expect(await balanceOf('issue.a@mail.test')).toBe(12.5);
    expect(await balanceOf('issue.b@mail.test')).toBe(11);
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'credits.issue').execute();
    expect(audit).toHaveLength(3);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ amountCents: 1000, reference: 'Goodwill' });
  });

  it('adjusts balances down, all or nothing, never below zero unless allowed', async () => {
    const [rich, poor] = await addCustomers(server, headers, ['adjust.rich@mail.test', 'adjust.poor@mail.test'], 50);
    if (!rich || !poor) throw new Error('customers not added');
    await adjust({ ids: poor.shopifyCustomerId, amount: 45, reference: 'Spent' });
    const before = await transactionCount(server.ctx.db);
    const refused = await adjust({ ids: `${rich.shopifyCustomerId},${poor.shopifyCustomerId}`, amount: 20, reference: 'Too much' });
    expect(refused.status).toBe(409);
    expect(refused.error().message).toBe('The adjustment would take the balance of adjust.poor@mail.test below zero.');
    expect(await transactionCount(server.ctx.db)).toBe(before);
    expect(await balanceOf('adjust.rich@mail.test')).toBe(50);
    const ok = await adjust({
      ids: `${rich.shopifyCustomerId},${poor.shopifyCustomerId}`,
      amount: 20,
      reference: 'Write-off',
      allowNegative: true,
    });
    expect(ok.data()).toEqual({ status: true, msg: 'Balance of 2 customers adjusted by -$20.00.' });
    expect(await balanceOf('adjust.rich@mail.test')).toBe(30);
    expect(await balanceOf('adjust.poor@mail.test')).toBe(-15);
    const last = await server.ctx.db.selectFrom('credit_transactions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ kind: 'adjustment', amount_cents: -2000, balance_after_cents: -1500 });
    expect(ledgerProblems(await ledgerState(server.ctx.db), new Set([Number(poor.shopifyCustomerId)]))).toEqual([]);
  });

  it('replays a request with the same idempotency key and body; refuses the key with another body', async () => {
    const [c] = await addCustomers(server, headers, ['idem@mail.test']);
    if (!c) throw new Error('customer not added');
    const before = await transactionCount(server.ctx.db);
    const body = { ids: c.shopifyCustomerId, amount: 7, reference: 'Once' };
    const first = await issue(body, { 'Idempotency-Key': 'issue-once-1' });
    const replay = await issue({ ...body, amount: '7.00' }, { 'Idempotency-Key': 'issue-once-1' });
    const inBody = await issue({ ...body, idempotencyKey: 'issue-once-1' });
    expect(first.data()).toEqual(replay.data());
    expect(inBody.data()).toEqual(first.data());
    expect(await transactionCount(server.ctx.db)).toBe(before + 1);
    expect(await balanceOf('idem@mail.test')).toBe(7);
    const other = await issue({ ...body, amount: 8 }, { 'Idempotency-Key': 'issue-once-1' });
    expect(other.status).toBe(422);
    expect(other.error().message).toBe('This Idempotency-Key was already used with a different request; use a new key for a new request.');
    const otherCall = await adjust(body, { 'Idempotency-Key': 'issue-once-1' });
    expect(otherCall.status).toBe(422);
    const disagree = await issue({ ...body, idempotencyKey: 'a' }, { 'Idempotency-Key': 'b' });
    expect(disagree.status).toBe(400);
    // A refused first attempt keeps nothing: the key works once the request can succeed.
    const refused = await adjust({ ids: c.shopifyCustomerId, amount: 100, reference: 'Too much' }, { 'Idempotency-Key': 'adjust-later' });
    expect(refused.status).toBe(409);
    const allowed = await adjust(
      { ids: c.shopifyCustomerId, amount: 100, reference: 'Too much', allowNegative: true },
      { 'Idempotency-Key': 'adjust-later-2' },
    );
    expect(allowed.status).toBe(200);
    const addOnce = { email: 'idem.add@mail.test', amount: 3, reference: 'New account', idempotencyKey: 'add-1' };
    const added = (await server.call(creditsContract.addCustomer, { body: addOnce, headers })).data();
    expect((await server.call(creditsContract.addCustomer, { body: addOnce, headers })).data()).toEqual(added);
  });

  it('pages, sorts and searches customers', async () => {
    await addCustomers(
      server,
      headers,
      Array.from({ length: 14 }, (_, i) => `page.${String(i).padStart(2, '0')}@paging.test`),
      1,
    );
    const first = (await list({ search: 'paging.test', sortField: 'email', sortOrder: 'asc', page: 1, pageSize: 10 })).data();
    expect(first).toMatchObject({ total: 14, hasPrevious: false, hasNext: true });
    expect(first.list.map((c) => c.email)).toEqual(Array.from({ length: 10 }, (_, i) => `page.${String(i).padStart(2, '0')}@paging.test`));
    const second = (await list({ search: 'PAGING', sortField: 'email', sortOrder: 'asc', page: 2, pageSize: 10 })).data();
    expect(second).toMatchObject({ total: 14, hasPrevious: true, hasNext: false });
    expect(second.list).toHaveLength(4);
    const byBalance = (await list({ sortField: 'balance', sortOrder: 'desc', pageSize: 3 })).data().list.map((c) => c.balance);
    expect(byBalance).toEqual([...byBalance].sort((x, y) => y - x));
    const newest = (await list({ sortField: 'createdDate', sortOrder: 'desc', pageSize: 1 })).data().list[0];
    expect(newest?.email).toBe('page.13@paging.test');
    const byName = (await list({ pageSize: 100 })).data().list.map((c) => c.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    // LIKE wildcards in the search are plain text.
    expect((await list({ search: '%' })).data().total).toBe(0);
  });

  it('refuses each invalid import file with its Data validation message, naming the lines of the sheet', async () => {
    const cases: Array<[Array<Record<string, unknown>>, string]> = [
      [
        [
          { Email: 'dup@mail.test', Credit: 5, Reference: 'r' },
          { Email: 'DUP@mail.test', Credit: 5, Reference: 'r' },
        ],
        `${IMPORT_MESSAGES.duplicate}: line 2 (dup@mail.test), line 3 (DUP@mail.test).`,
      ],
      [[{ Email: 'a@mail.test', Reference: 'r' }], `${IMPORT_MESSAGES.missing} Line 2 (a@mail.test).`],
      [[{ Email: 'a@mail.test', Credit: 5 }], `${IMPORT_MESSAGES.missing} Line 2 (a@mail.test).`],
      [[{ Email: 'a@mail.test', Credit: 5, Adjustment: 2, Reference: 'r' }], `${IMPORT_MESSAGES.both} Line 2 (a@mail.test).`],
      [
        [
          { Email: 'ok@mail.test', Credit: 5, Reference: 'r' },
          { Email: 'a@mail.test', Credit: 'five', Reference: 'r' },
        ],
        `${IMPORT_MESSAGES.invalid} Line 3 (a@mail.test).`,
      ],
      [
        Array.from({ length: 8 }, (_, i) => ({ Email: `n${i}@mail.test`, Credit: 'x', Reference: 'r' })),
        `${IMPORT_MESSAGES.invalid} Line 2 (n0@mail.test), line 3 (n1@mail.test), line 4 (n2@mail.test), line 5 (n3@mail.test), line 6 (n4@mail.test) and 3 more lines.`,
      ],
    ];
    for (const [rows, message] of cases) {
      const res = await server.call(creditsContract.importCustomers, { body: { admin: headers.customerId, list: rows }, headers });
      expect(res.status).toBe(400);
      expect(res.error().message).toBe(message);
    }
  });

  it('imports credits and adjustments by e-mail in a job; a bad row never stops the others; replays answer the same job', async () => {
    await addCustomers(server, headers, ['import.known@mail.test'], 20);
    const rows = [
      { Email: 'import.known@mail.test', Credit: '', Adjustment: '5', Reference: 'Correction' },
      { Email: 'import.new@mail.test', Credit: '$1,200.50', Adjustment: '', Reference: 'Migration' },
      { Email: 'import.empty@mail.test', Adjustment: 10, Reference: 'Below zero' },
      { Email: 'not-an-email', Credit: 3, Reference: 'Bad' },
    ];
    const body = { admin: headers.customerId, list: rows, idempotencyKey: 'import-1' };
    const res = (await server.call(creditsContract.importCustomers, { body, headers })).data();
    expect(res.status).toBe(true);
    const job = await server.waitForJob(res.jobId, headers);
    expect(job.status).toBe('done');
    expect(job.outcomes).toEqual([
      { row: 1, status: 'done', message: 'Adjusted by -$5.00; balance $15.00.' },
      { row: 2, status: 'done', message: 'Credited $1,200.50; balance $1,200.50.' },
      { row: 3, status: 'failed', message: 'The adjustment would take the balance below zero.' },
      { row: 4, status: 'failed', message: 'Email is not valid.' },
    ]);
    // Done with failed rows: the screens say 'Completed with errors' from this count, and name whose rows failed.
    expect(job.failedRows).toBe(2);
    expect(job.failedRowEmails).toEqual({ 3: 'import.empty@mail.test', 4: 'not-an-email' });
    expect(await balanceOf('import.known@mail.test')).toBe(15);
    expect(await balanceOf('import.new@mail.test')).toBe(1200.5);
    const replay = (await server.call(creditsContract.importCustomers, { body, headers })).data();
    expect(replay.jobId).toBe(res.jobId);
    expect(await server.ctx.db.selectFrom('jobs').select('id').where('type', '=', 'credits.import').execute()).toHaveLength(1);
    expect(await server.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'credits.import').execute()).toHaveLength(1);
  });

  it('keeps the ledger append-only in the database itself', async () => {
    const db = server.ctx.db;
    await expect(db.updateTable('credit_transactions').set({ amount_cents: 1 }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('credit_transactions').execute()).rejects.toThrow(/append-only/);
    await expect(
      db
        .insertInto('credit_transactions')
        .values({
          shop_id: server.ctx.shop.id,
          account_id: 1,
          kind: 'order',
          amount_cents: 500,
          balance_after_cents: 0,
          reference: '',
          admin_name: '',
          admin_email: '',
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
    expect(
      ledgerProblems(
        await ledgerState(db),
        new Set((await db.selectFrom('credit_accounts').select('id').where('balance_cents', '<', 0).execute()).map((r) => r.id)),
      ),
    ).toEqual([]);
  });

  it('answers the outstanding credit at any instant with one query', async () => {
    const db = server.ctx.db;
    const all = await db.selectFrom('credit_transactions').select(['amount_cents', 'created_at']).execute();
    const middle = [...all].sort((a, b) => (a.created_at < b.created_at ? -1 : 1))[Math.floor(all.length / 2)]?.created_at ?? '';
    const expected = all.filter((t) => t.created_at <= middle).reduce((s, t) => s + Number(t.amount_cents), 0);
    expect(await outstandingCents(db, server.ctx.shop.id, middle)).toBe(expected);
    expect(await outstandingCents(db, server.ctx.shop.id, '2000-01-01T00:00:00.000Z')).toBe(0);
  });

  it('needs the Credits flag', async () => {
    const other = await server.operatorSession(['showStudents']);
    expect((await server.call(creditsContract.customers, { headers: other.headers })).status).toBe(403);
    expect((await server.call(creditsContract.customers)).status).toBe(401);
  });
});
