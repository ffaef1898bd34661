import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { SheetJob } from '../platform/sheet-worker';
import { BUNDLE_ENTRIES, bundleEntryFile, ensureBundle, isBundleStale, SERVER_BUNDLE, type BundleLocation } from './server-bundle';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const depth = (dir: string) => path.relative(repoRoot, dir).split(path.sep).length;

describe('the server bundle', () => {
  // Under server/dist, so the bundle's packages resolve from server's node_modules as the real one's do.
  const scratchParent = path.dirname(SERVER_BUNDLE.dir);
  fs.mkdirSync(scratchParent, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(scratchParent, 'test-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('sits as deep under the repository as platform/config.ts, which finds web/dist three folders up', () => {
    // The bundle's files are in a build folder beside the link (server/dist/node-*), the link's depth.
    expect(depth(SERVER_BUNDLE.dir)).toBe(depth(fileURLToPath(new URL('../platform', import.meta.url))));
  });

  it('is built once by two callers asking together, then stands until a source is newer', { timeout: 120_000 }, async () => {
    const source = path.join(scratch, 'source.ts');
    fs.writeFileSync(source, '');
    const location: BundleLocation = { dir: path.join(scratch, 'dist', 'node'), sources: [source] };
    expect(isBundleStale(location)).toBe(true);

    const built = await Promise.all([ensureBundle(location), ensureBundle(location)]);
    expect(built.sort()).toEqual([false, true]);
    for (const entry of Object.keys(BUNDLE_ENTRIES) as (keyof typeof BUNDLE_ENTRIES)[])
      expect(fs.existsSync(bundleEntryFile(entry, location)), entry).toBe(true);
    expect(fs.lstatSync(location.dir).isSymbolicLink()).toBe(true);
    expect(fs.existsSync(`${location.dir}.lock`)).toBe(false);
    expect(await ensureBundle(location)).toBe(false);

    // The sheet writer's thread runs the bundled file as it is, with no TypeScript loader (platform/sheet-file.ts).
    const job: SheetJob = {
      absolute: path.join(scratch, 'sheet.xlsx'),
      layout: { title: 'Check', columns: [{ header: 'Name', width: 10 }], sheetName: 'Check' },
      rows: [['Ada']],
      now: new Date().toISOString(),
    };
    const answer = await new Promise((resolve, reject) => {
      const worker = new Worker(bundleEntryFile('sheet-worker', location), { workerData: job });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(answer).toEqual({ ok: true });
    expect(fs.statSync(job.absolute).size).toBeGreaterThan(0);

    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(source, later, later);
    expect(isBundleStale(location)).toBe(true);
  });
});
