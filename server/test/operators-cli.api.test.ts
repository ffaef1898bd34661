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
    expect(granted).toEqual({ code: 0, out: `${clerk.operator.email} now has flags showStudents,showStaff,showAudit\n` });
    expect((await list(staffContract.list, clerk.headers)).status).toBe(200);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator.flags')
      .where('target', '=', `operator:${clerk.operator.id}`)
      .execute();
    expect(audit.map((a) => [a.operator_id, JSON.parse(a.before ?? 'null'), JSON.parse(a.after ?? 'null')])).toEqual([
      [null, { flags: 'showStudents' }, { flags: 'showStudents,showStaff,showAudit' }],
    ]);

    const revoked = await operatorsCli(server, ['revoke', clerk.operator.email, '--flags', 'showStudents']);
    expect(revoked.code).toBe(0);
    expect((await list(studentsContract.list, clerk.headers)).status).toBe(403);
    expect((await list(staffContract.list, clerk.headers)).status).toBe(200);
  }, 60_000);

  it('refuses an unknown flag, a missing --flags and an unknown operator, changing nothing', async () => {
    const before = await server.ctx.db
      .selectFrom('operators')
      .select('flags')
      .where('id', '=', clerk.operator.id)
      .executeTakeFirstOrThrow();
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
    const after = await server.ctx.db.selectFrom('operators').select('flags').where('id', '=', clerk.operator.id).executeTakeFirstOrThrow();
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
