import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The server as it ships: one esbuild bundle per entry in server/dist/node (docs/decisions.md). A start
 * under tsx compiles every module first (about 7 CPU-seconds until it listens, against 4 for the bundle), and
 * the tests start many processes. `server/dist/node` is a symlink to the newest build folder beside it: a
 * build writes a fresh folder and swaps the link, so a process starting meanwhile sees one whole bundle.
 */

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = path.dirname(serverDir);
const distDir = path.join(serverDir, 'dist');

/** The entries, by their flat name in the bundle. */
export const BUNDLE_ENTRIES = {
  main: 'src/main.ts',
  'worker-main': 'src/worker-main.ts',
  operators: 'src/cli/operators.ts',
  shops: 'src/cli/shops.ts',
  seed: 'src/cli/seed.ts',
  migrate: 'src/cli/migrate.ts',
  backup: 'src/cli/backup.ts',
  // Started as a worker thread by platform/sheet-file.ts, beside the code that starts it.
  'sheet-worker': 'src/platform/sheet-worker.ts',
} as const;
export type BundleEntry = keyof typeof BUNDLE_ENTRIES;

export interface BundleLocation {
  /** The link the processes run from. */
  dir: string;
  /** What a bundle is built from: a file or folder newer than the bundle makes it stale. */
  sources: string[];
}

export const SERVER_BUNDLE: BundleLocation = {
  dir: path.join(distDir, 'node'),
  sources: [
    path.join(serverDir, 'src'),
    path.join(repoRoot, 'contracts', 'src'),
    path.join(serverDir, 'package.json'),
    path.join(repoRoot, 'package-lock.json'),
  ],
};

/** The bundled file of one entry, for `node <file>`. */
export function bundleEntryFile(entry: BundleEntry, location: BundleLocation = SERVER_BUNDLE): string {
  return path.join(location.dir, `${entry}.js`);
}

/** `node` arguments that run one entry of the bundle, as `npm start` and the CLIs' scripts do. */
export function bundleArgs(entry: BundleEntry, args: readonly string[] = []): string[] {
  return ['--enable-source-maps', bundleEntryFile(entry), ...args];
}

/** Written last into a build folder, with the build's start as its time: sources changed later make it stale. */
const STAMP = '.built';

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

export function isBundleStale(location: BundleLocation = SERVER_BUNDLE): boolean {
  let built: number;
  try {
    built = fs.statSync(path.join(location.dir, STAMP)).mtimeMs;
  } catch {
    return true;
  }
  return location.sources.some((source) => newest(source) > built);
}

/** server/package.json's dependencies stay packages in node_modules; the contracts workspace is TypeScript source, bundled. */
function externalPackages(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(manifest.dependencies).filter((name) => name !== '@console/contracts');
}

/** Builds into a new folder beside the link, then points the link at it (rename over a link is atomic). */
export async function buildBundle(location: BundleLocation = SERVER_BUNDLE): Promise<void> {
  const parent = path.dirname(location.dir);
  fs.mkdirSync(parent, { recursive: true });
  const startedAt = new Date();
  const folder = fs.mkdtempSync(`${location.dir}-`);
  // mkdtemp makes it private; the console may run as another user than the one who built it.
  fs.chmodSync(folder, 0o755);
  await build({
    absWorkingDir: serverDir,
    entryPoints: BUNDLE_ENTRIES,
    outdir: folder,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: externalPackages(),
    logLevel: 'warning',
  });
  const stamp = path.join(folder, STAMP);
  fs.writeFileSync(stamp, '');
  fs.utimesSync(stamp, startedAt, startedAt);
  const link = `${folder}.link`;
  fs.symlinkSync(path.basename(folder), link, 'dir');
  // A folder left at `dir` (a build before the link existed) cannot be renamed over: remove it first.
  if (fs.existsSync(location.dir) && !fs.lstatSync(location.dir).isSymbolicLink())
    fs.rmSync(location.dir, { recursive: true, force: true });
  fs.renameSync(link, location.dir);
  removeOldBuilds(location, path.basename(folder));
}

/**
 * Older build folders go, except the newest few: a process started from one loads its modules at start
 * (its realpath is the folder, not the link), and two lanes of `npm test` may have built side by side.
 */
function removeOldBuilds(location: BundleLocation, current: string): void {
  const parent = path.dirname(location.dir);
  const prefix = `${path.basename(location.dir)}-`;
  const builds = fs
    .readdirSync(parent)
    .filter((name) => name.startsWith(prefix) && name !== current && !name.endsWith('.link') && !name.endsWith('.lock'))
    .map((name) => ({ name, time: fs.statSync(path.join(parent, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(2)) fs.rmSync(path.join(parent, old.name), { recursive: true, force: true });
}

const LOCK_STALE_MS = 120_000;

/**
 * Builds when a source is newer than the bundle. Two processes may ask at once (the e2e and API lanes of
 * `npm test`): the one that creates the lock file builds, the other waits for it and finds the bundle fresh.
 * Answers whether it built.
 */
export async function ensureBundle(location: BundleLocation = SERVER_BUNDLE): Promise<boolean> {
  if (!isBundleStale(location)) return false;
  fs.mkdirSync(path.dirname(location.dir), { recursive: true });
  const lock = `${location.dir}.lock`;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    // A builder that died leaves its lock: past a build's longest time it is taken over.
    const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    if (!isBundleStale(location)) return false;
    await buildBundle(location);
    return true;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
