/**
 * Starts the console against a Shopify stand-in for the store specs (e2e/store/): the stand-in of the
 * API tests in its own process on a fixed loopback port, with pending students on its store, then
 * `server/src/main.ts` with SHOPIFY_STORE_URL pointing at it and an empty database (the mirror fills
 * it). The default e2e server (start-server.ts) stays on the embedded store.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT, SHOP_NAME, STORE_BASE_URL, STORE_CLIENT_ID, STORE_CLIENT_SECRET, STORE_PORT, STORE_STAND_IN_PORT, STORE_STAND_IN_URL, STORE_STUDENTS } from './env';

const tsx = (script: string, args: string[] = []) => ['--import', 'tsx', script, ...args];

const standIn = spawn(process.execPath, tsx('server/test/store-stand-in-main.ts', [String(STORE_STAND_IN_PORT), STORE_CLIENT_ID, STORE_CLIENT_SECRET, String(STORE_STUDENTS)]), { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve, reject) => {
  standIn.once('exit', (code) => reject(new Error(`e2e: the Shopify stand-in exited with ${code}`)));
  standIn.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('stand-in ready')) resolve();
  });
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-store-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: String(STORE_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: STORE_BASE_URL,
  SEED_DEMO: '0',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SHOP_NAME,
  SHOPIFY_STORE_URL: STORE_STAND_IN_URL,
  SHOPIFY_CLIENT_ID: STORE_CLIENT_ID,
  SHOPIFY_CLIENT_SECRET: STORE_CLIENT_SECRET,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};

const server = spawn(process.execPath, tsx('server/src/main.ts'), { cwd: REPO_ROOT, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.kill(signal);
    standIn.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  standIn.kill('SIGTERM');
  process.exit(code ?? (signal ? 0 : 1));
});
