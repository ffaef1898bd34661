import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { bundleArgs } from '../../server/src/dev/server-bundle';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DATA_DIR_FILE, REPO_ROOT, SHOP_NAME } from './env';

/** The environment of the e2e server (support/start-server.ts), so a CLI works on its database while it runs. */
function serverEnv(): NodeJS.ProcessEnv {
  const dataDir = fs.readFileSync(DATA_DIR_FILE, 'utf8').trim();
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', ADMIN_EMAIL, ADMIN_PASSWORD, SHOP_NAME, LOG_LEVEL: 'warn' };
}

export interface CliResult {
  status: number | null;
  output: string;
}

function result(run: ReturnType<typeof spawnSync>): CliResult {
  return { status: run.status, output: `${String(run.stdout)}${String(run.stderr)}` };
}

/** `npm run operators -- …` (docs/several-shops.md: `add|grant|revoke <email> [--shop <name>] --flags …`), from the server's bundle. */
export function operatorsCli(args: readonly string[]): CliResult {
  return result(spawnSync(process.execPath, bundleArgs('operators', args), { cwd: REPO_ROOT, env: serverEnv(), encoding: 'utf8' }));
}

/** `npm run shops -- …` (docs/several-shops.md: `add <name> [options]`, `list`, `set`, `remove`). */
export function shopsCli(args: readonly string[]): CliResult {
  return result(spawnSync('npm', ['run', '--silent', 'shops', '--', ...args], { cwd: REPO_ROOT, env: serverEnv(), encoding: 'utf8' }));
}

/** A CLI call that must succeed; its output in the error otherwise. */
export function expectCli(what: string, run: CliResult): string {
  if (run.status !== 0) throw new Error(`${what} failed (${run.status}): ${run.output}`);
  return run.output;
}
