import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '@console/contracts/auth.contract';
import { staffContract } from '@console/contracts/staff.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { bundleArgs } from '../src/dev/server-bundle';
import { startTestServer, type Identity, type TestServer } from './harness';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');

/** `npm run operators -- …` as an operator of the shop runs it: a separate process on the same database. */
async function operatorsCli(server: TestServer, args: string[]): Promise<{ code: number; out: string }> {
  const env = {
    ...process.env,
    DATA_DIR: server.database.config.dataDir,
    DATABASE_URL: server.database.config.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  };
  try {
    const { stdout, stderr } = await run(process.execPath, bundleArgs('operators', args), {
      cwd: serverDir,
      env,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('operators command line: grant, revoke, password', () => {
  let server: TestServer;
  let clerk: Identity;
  const list = (call: typeof studentsContract.list, headers: Record<string, string>) =>
    server.call(call, { params: { status: 'approved' }, body: { searchValue: '', searchType: 'Email' }, headers });

  beforeAll(async () => {
    // No session cache: the next request sees a changed flag.
    server = await startTestServer({ runWorker: false, config: { sessionCacheSeconds: 0 } });
    clerk = await server.operator(['showStudents']);
  }, 60_000);
  afterAll(() => server?.close());

  it('grants a flag to a signed-in operator, audited, and revokes another', async () => {
    expect((await list(staffContract.list, clerk.headers)).status).toBe(403);
    const granted = await operatorsCli(server, ['grant', clerk.operator.email.toUpperCase(), '--flags', 'showStaff,showAudit']);
    expect(granted).toEqual({
      code: 0,
      out: `${clerk.operator.email} now has flags showStudents,showStaff,showAudit in ${server.ctx.shop.name}\n`,
    });
    expect((await list(staffContract.list, clerk.headers)).status).toBe(200);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator.flags')
      .where('target', '=', `operator:${clerk.operator.id}`)
      .execute();
    expect(audit.map((a) => [a.operator_id, JSON.parse(a.before ?? 'null'), JSON.parse(a.after ?? 'null')])).toEqual([
      [
        null,
        { shop: server.ctx.shop.name, flags: 'showStudents' },
        { shop: server.ctx.shop.name, flags: 'showStudents,showStaff,showAudit' },
      ],
    ]);

    const revoked = await operatorsCli(server, ['revoke', clerk.operator.email, '--flags', 'showStudents']);
    expect(revoked.code).toBe(0);
    expect((await list(studentsContract.list, clerk.headers)).status).toBe(403);
    expect((await list(staffContract.list, clerk.headers)).status).toBe(200);
  }, 60_000);

  it('refuses an unknown flag, a missing --flags and an unknown operator, changing nothing', async () => {
    const before = await server.ctx.db
      .selectFrom('operator_shop_flags')
      .select(['shop_id', 'flags'])
      .where('operator_id', '=', clerk.operator.id)
      .execute();
    expect(await operatorsCli(server, ['grant', clerk.operator.email, '--flags', 'showStaff,showNothing'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('Unknown flags: showNothing'),
    });
    expect(await operatorsCli(server, ['grant', clerk.operator.email])).toMatchObject({
      code: 1,
      out: expect.stringContaining('Give --flags a,b or --all.'),
    });
    expect(await operatorsCli(server, ['revoke', 'nobody@shop.example', '--all'])).toMatchObject({
      code: 1,
      out: 'No operator nobody@shop.example\n',
    });
    const after = await server.ctx.db
      .selectFrom('operator_shop_flags')
      .select(['shop_id', 'flags'])
      .where('operator_id', '=', clerk.operator.id)
      .execute();
    expect(after).toEqual(before);
  }, 60_000);

  it('sets a new password: the old sessions and the old password stop working, the new one signs in', async () => {
    const changed = await operatorsCli(server, ['password', clerk.operator.email, '--password', 'a new long secret']);
    expect(changed).toEqual({ code: 0, out: `Password of ${clerk.operator.email} changed; its sessions are ended\n` });
    expect((await list(staffContract.list, clerk.headers)).status).toBe(401);
    const old = await server.call(authContract.login, { body: { email: clerk.operator.email, password: clerk.password } });
    expect(old.status).toBe(401);
    const fresh = await server.signIn(clerk.operator.email, 'a new long secret', clerk.operator);
    expect((await list(staffContract.list, fresh.headers)).status).toBe(200);
    expect(await operatorsCli(server, ['password', clerk.operator.email, '--password', 'short'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('at least 8 characters'),
    });
  }, 60_000);
});

describe('operators command line: flags per shop (--shop)', () => {
  let server: TestServer;
  const CA = 'employee-store-ca';
  const NO_SEARCH = { searchValue: '', searchType: 'Email' as const };
  const students = (headers: Record<string, string>, shop?: string) =>
    server.call(studentsContract.list, { params: { status: 'approved' }, body: NO_SEARCH, headers, shop });

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false, config: { sessionCacheSeconds: 0 } });
    await server.addShop(CA);
  }, 60_000);
  afterAll(() => server?.close());

  it('adds, grants and revokes in the named shop only; without --shop in every shop', async () => {
    const added = await operatorsCli(server, [
      'add',
      'per.shop@shop.example',
      '--password',
      'a long password',
      '--shop',
      CA,
      '--flags',
      'showStudents',
    ]);
    expect(added).toMatchObject({ code: 0, out: expect.stringContaining(`with flags showStudents in ${CA}`) });
    const login = (await server.call(authContract.login, { body: { email: 'per.shop@shop.example', password: 'a long password' } })).data();
    const session = { headers: { token: login.token, customerId: String(login.customerId) } };
    expect(login.shopName).toBe(CA);
    expect((await students(session.headers, CA)).status).toBe(200);
    expect((await students(session.headers, server.ctx.shop.name)).status).toBe(403);

    const granted = await operatorsCli(server, [
      'grant',
      'per.shop@shop.example',
      '--shop',
      server.ctx.shop.name,
      '--flags',
      'showStudents',
    ]);
    expect(granted).toEqual({ code: 0, out: `per.shop@shop.example now has flags showStudents in ${server.ctx.shop.name}\n` });
    expect((await students(session.headers, server.ctx.shop.name)).status).toBe(200);

    const revoked = await operatorsCli(server, ['revoke', 'per.shop@shop.example', '--shop', CA, '--flags', 'showStudents']);
    expect(revoked.code).toBe(0);
    expect((await students(session.headers, CA)).status).toBe(403);
    expect((await students(session.headers, server.ctx.shop.name)).status).toBe(200);

    // No --shop: every shop.
    const everywhere = await operatorsCli(server, ['grant', 'per.shop@shop.example', '--flags', 'showStaff']);
    expect(everywhere.out.split('\n').filter(Boolean).sort()).toEqual([
      `per.shop@shop.example now has flags showStaff in ${CA}`,
      `per.shop@shop.example now has flags showStudents,showStaff in ${server.ctx.shop.name}`,
    ]);
    const audit = await server.ctx.db.selectFrom('audit_log').select(['shop_id']).where('action', '=', 'operator.flags').execute();
    expect(audit.every((a) => a.shop_id === null)).toBe(true);
  }, 60_000);

  it('refuses an unknown shop, changing nothing', async () => {
    const { operator, email } = await server.addOperator(['showStudents']);
    const before = await server.ctx.db.selectFrom('operator_shop_flags').selectAll().where('operator_id', '=', operator.id).execute();
    expect(await operatorsCli(server, ['grant', email, '--shop', 'no-such-shop', '--flags', 'showStaff'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('No shop named no-such-shop.'),
    });
    expect(await server.ctx.db.selectFrom('operator_shop_flags').selectAll().where('operator_id', '=', operator.id).execute()).toEqual(
      before,
    );
  }, 60_000);
});
