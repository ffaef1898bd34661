import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTIAL_SUFFIX, newFilePath, removePartialFiles } from '../src/platform/files';
import { buildReport } from '../src/platform/reports';
import { startTestServer, type TestServer } from './harness';

/** A sheet write cut short leaves no unrecorded file that looks made; what a crash leaves is swept. */
describe('partial files', () => {
  let server: TestServer;
  const filesOnDisk = () => {
    const root = path.join(server.ctx.config.dataDir, 'files');
    return fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];
  };

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
  });
  afterAll(async () => server?.close());

  it('removes the bytes of a report whose rows failed half way, and records nothing', async () => {
    async function* rows() {
      yield { n: 1 };
      throw new Error('the source went away');
    }
    const before = filesOnDisk();
    const recorded = (await server.ctx.db.selectFrom('files').select('id').execute()).length;
    await expect(
      buildReport(server.ctx, {
        fileName: 'Broken',
        columns: [{ header: 'N', value: (r: { n: number }) => r.n }],
        rows: rows(),
        operatorId: null,
        flags: ['showStudents'],
      }),
    ).rejects.toThrow(/went away/);
    expect(filesOnDisk()).toEqual(before);
    expect((await server.ctx.db.selectFrom('files').select('id').execute()).length).toBe(recorded);
  });

  it('sweeps partial files older than a day, and keeps those still being written', () => {
    const dataDir = server.ctx.config.dataDir;
    const old = `${newFilePath(dataDir, 'old.xlsx').absolute}${PARTIAL_SUFFIX}`;
    const fresh = `${newFilePath(dataDir, 'fresh.xlsx').absolute}${PARTIAL_SUFFIX}`;
    const made = newFilePath(dataDir, 'made.xlsx').absolute;
    for (const file of [old, fresh, made]) fs.writeFileSync(file, 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);
    fs.utimesSync(made, twoDaysAgo, twoDaysAgo);
    expect(removePartialFiles(dataDir)).toBe(1);
    expect([old, fresh, made].map((f) => fs.existsSync(f))).toEqual([false, true, true]);
  });
});
