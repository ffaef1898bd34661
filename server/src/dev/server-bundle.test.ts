import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_ENTRIES, bundleEntryFile, ensureBundle, isBundleStale, SERVER_BUNDLE, type BundleLocation } from './server-bundle';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const depth = (dir: string) => path.relative(repoRoot, dir).split(path.sep).length;

describe('the server bundle', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
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

    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(source, later, later);
    expect(isBundleStale(location)).toBe(true);
  });
});
