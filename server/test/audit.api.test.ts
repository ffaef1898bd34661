import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditContract, type AuditRow } from '@console/contracts/audit.contract';
import { registrationsContract, STATUS_TAGS } from '@console/contracts/registrations.contract';
import { ensureAdmin } from '../src/platform/operators';
import { scryptParams } from '../src/platform/passwords';
import { startTestServer, type Identity, type TestServer } from './harness';
import { insertCustomer } from './seed';

/** The Audit screen's calls: newest first, keyset paged, filtered, exported, and a log that refuses change. */

describe('audit log', () => {
  let server: TestServer;
  let auditor: Identity;
  let clerk: Identity;
  let approvedTarget: string;

  const list = (body: Record<string, unknown>, query: Record<string, string> = {}, as: Identity = auditor) =>
    server.call(auditContract.list, { body, query, headers: as.headers });
  const rows = async (body: Record<string, unknown>) => (await list(body)).data().rows;

  /** Entries written at chosen times, as other features' changes would be. */
  async function insertEntries(
    count: number,
    values: { action: string; target: (n: number) => string; at: (n: number) => string; operatorId: number | null },
  ) {
    for (let n = 0; n < count; n++) {
      await server.ctx.db
        .insertInto('audit_log')
        .values({
          shop_id: server.ctx.shop.id,
          operator_id: values.operatorId,
          action: values.action,
          target: values.target(n),
          before: JSON.stringify({ n }),
          after: JSON.stringify({ n: n + 1 }),
          created_at: values.at(n),
        })
        .execute();
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    auditor = await server.operator(['showAudit']);
    clerk = await server.operator(['showStudents']);
    const student = await insertCustomer(server.ctx.db, { programme: 'student', status: 'pending', email: 'audited.student@campus.test' });
    approvedTarget = `gid://shop/Customer/${student.id}`;
    const moved = await server.call(registrationsContract.setStatus, {
      body: { ids: approvedTarget, removeTag: STATUS_TAGS.pending, addTag: STATUS_TAGS.approved },
      headers: clerk.headers,
    });
    expect(moved.status).toBe(200);
    // Older history: 30 imports in March 2026 and 5 mail resends on 2026-04-02, by nobody in particular.
    await insertEntries(30, {
      action: 'student.import',
      target: (n) => `job:${n + 1}`,
      at: (n) => `2026-03-${String(n + 1).padStart(2, '0')}T12:00:00.000Z`,
      operatorId: clerk.operator.id,
    });
    await insertEntries(5, {
      action: 'mail.resend',
      target: (n) => `mail:${n + 1}`,
      at: () => '2026-04-02T08:00:00.000Z',
      operatorId: null,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows an approve newest first, with its operator and the fields that changed', async () => {
    const [first] = await rows({});
    expect(first).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      operator: clerk.operator.email,
      action: 'student.status',
      target: approvedTarget,
      changes: [{ field: 'status', before: 'pending', after: 'approved' }],
    });
  });

  it('is opened for the administrator made sure of at start, with every other flag', async () => {
    await ensureAdmin(server.ctx.db, 'chief@console.test', 'a-long-admin-password', scryptParams(server.ctx.config.passwordHashCost));
    const admin = await server.signIn('chief@console.test', 'a-long-admin-password', {
      id: 0,
      email: 'chief@console.test',
      flags: [],
      shopFlags: new Map(),
    });
    expect(admin.login.flags).toContain('showAudit');
    expect((await list({}, {}, admin)).status).toBe(200);
  });

  it('is open only to operators with showAudit', async () => {
    expect((await list({}, {}, clerk)).status).toBe(403);
    expect((await server.call(auditContract.options, { headers: clerk.headers })).status).toBe(403);
    expect((await server.call(auditContract.exportRows, { body: {}, headers: clerk.headers })).status).toBe(403);
  });

  it('pages by cursor through every entry, newest first, and back', async () => {
    const seen: AuditRow[] = [];
    let page = (await list({ action: 'student.import' })).data();
    seen.push(...page.rows);
    expect(page.rows).toHaveLength(25);
    expect(page.hasPreviousPage).toBe(false);
    while (page.hasNextPage) {
      page = (await list({ action: 'student.import' }, { direction: 'next', last_id: page.nextCursor as string })).data();
      seen.push(...page.rows);
    }
    expect(seen.map((r) => r.target)).toEqual(Array.from({ length: 30 }, (_, n) => `job:${30 - n}`));
    const back = (await list({ action: 'student.import' }, { direction: 'previous', last_id: page.previousCursor as string })).data();
    expect(back.rows.map((r) => r.target)).toEqual(seen.slice(0, 25).map((r) => r.target));
    expect(back.hasPreviousPage).toBe(false);
  });

  it('filters by operator, action, target prefix and date range, combined', async () => {
    expect((await rows({ operatorId: clerk.operator.id, action: 'student.status' })).map((r) => r.target)).toEqual([approvedTarget]);
    const noOperator = await rows({ action: 'mail.resend' });
    expect(noOperator).toHaveLength(5);
    expect(noOperator.every((r) => r.operator === null)).toBe(true);
    expect((await rows({ target: 'job:2' })).map((r) => r.target)).toEqual([
      'job:29',
      'job:28',
      'job:27',
      'job:26',
      'job:25',
      'job:24',
      'job:23',
      'job:22',
      'job:21',
      'job:20',
      'job:2',
    ]);
    expect((await rows({ target: approvedTarget })).map((r) => r.action)).toEqual(['student.status']);
    // A day range holds both whole days, in any of the forms a client may send.
    expect((await rows({ from: '2026-03-10', to: '03/12/2026' })).map((r) => r.target)).toEqual(['job:12', 'job:11', 'job:10']);
    expect(
      (await rows({ from: '2026-03-29T12:00:00Z' }))
        .filter((r) => r.action !== 'student.status' && r.action !== 'auth.login')
        .map((r) => r.target),
    ).toEqual(['mail:5', 'mail:4', 'mail:3', 'mail:2', 'mail:1', 'job:30', 'job:29']);
    expect(await rows({ action: 'mail.resend', to: '2026-04-01' })).toEqual([]);
    expect(await rows({ action: 'nothing.like.this' })).toEqual([]);
  });

  it('answers 400 with field errors for dates it cannot read or a range that ends before it starts', async () => {
    const bad = await list({ from: '31/12/2026', to: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.error().fieldErrors).toMatchObject({ 'body.from': expect.any(String), 'body.to': expect.any(String) });
    const reversed = await list({ from: '2026-05-02', to: '2026-05-01' });
    expect(reversed.error().fieldErrors).toEqual({ 'body.to': 'The end date is before the start date.' });
  });

  it('offers the operators and the distinct actions of the log', async () => {
    const options = (await server.call(auditContract.options, { headers: auditor.headers })).data();
    expect(options.actions).toEqual(['auth.login', 'mail.resend', 'student.import', 'student.status']);
    expect(options.operators.map((o) => o.email)).toEqual(expect.arrayContaining([auditor.operator.email, clerk.operator.email]));
  });

  it('exports every matching entry, not only one page', async () => {
    const data = (await server.call(auditContract.exportRows, { body: { operatorId: clerk.operator.id }, headers: auditor.headers })).data()
      .data;
    expect(data.filter((r) => r.action === 'student.import')).toHaveLength(30);
    expect(data[0]?.action).toBe('student.status');
  });

  it('refuses UPDATE and DELETE of an entry in the database itself', async () => {
    const db = server.ctx.db;
    const entry = await db.selectFrom('audit_log').select(['id', 'action']).where('target', '=', approvedTarget).executeTakeFirstOrThrow();
    await expect(db.updateTable('audit_log').set({ action: 'student.nothing' }).where('id', '=', entry.id).execute()).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(db.deleteFrom('audit_log').where('id', '=', entry.id).execute()).rejects.toThrow(/never changed or deleted/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/never changed or deleted/);
    if (server.database.kind === 'postgres') await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/never changed or deleted/);
    const after = await db.selectFrom('audit_log').select(['id', 'action']).where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(after).toEqual(entry);
    expect(
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(35);
  });
});
