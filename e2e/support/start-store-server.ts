/**
 * Starts the console against a Shopify stand-in for the store specs (e2e/store/): the stand-in of the
 * API tests in its own process on a fixed loopback port, with pending students on its store, then
 * the server's bundle with SHOPIFY_STORE_URL pointing at it and an empty database (the mirror fills
 * it). The default e2e server (start-server.ts) stays on the embedded store.
 * With the argument `embedded` it starts the console of e2e/embedded.spec.ts instead: its own ports,
 * a stand-in that answers token exchange for EMBEDDED_STAFF, and a students-only operator.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleArgs, ensureBundle } from '../../server/src/dev/server-bundle';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  EMBEDDED_PORT,
  EMBEDDED_STAFF,
  EMBEDDED_STAND_IN_PORT,
  REPO_ROOT,
  SHOP_NAME,
  STORE_CLIENT_ID,
  STORE_CLIENT_SECRET,
  STORE_PORT,
  STORE_STAND_IN_PORT,
  STORE_STUDENTS,
  STUDENTS_ONLY_EMAIL,
  STUDENTS_ONLY_PASSWORD,
} from './env';

const embedded = process.argv[2] === 'embedded';
const port = embedded ? EMBEDDED_PORT : STORE_PORT;
const standInPort = embedded ? EMBEDDED_STAND_IN_PORT : STORE_STAND_IN_PORT;
const staff = embedded ? Object.values(EMBEDDED_STAFF).map((m) => `${m.sub}=${m.email}`) : [];

// The stand-in is test code and runs under tsx; the console runs as it ships (built here when stale).
const tsx = (script: string, args: string[] = []) => ['--import', 'tsx', script, ...args];
await ensureBundle();

const standIn = spawn(
  process.execPath,
  tsx('server/test/store-stand-in-main.ts', [String(standInPort), STORE_CLIENT_ID, STORE_CLIENT_SECRET, String(STORE_STUDENTS), ...staff]),
  { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
);
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
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: '0',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SHOP_NAME,
  SHOPIFY_STORE_URL: `http://127.0.0.1:${standInPort}`,
  SHOPIFY_CLIENT_ID: STORE_CLIENT_ID,
  SHOPIFY_CLIENT_SECRET: STORE_CLIENT_SECRET,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};

if (embedded) {
  const added = spawnSync(
    process.execPath,
    bundleArgs('operators', ['add', STUDENTS_ONLY_EMAIL, '--password', STUDENTS_ONLY_PASSWORD, '--flags', 'showStudents']),
    { cwd: REPO_ROOT, env, stdio: 'inherit' },
  );
  if (added.status !== 0) {
    standIn.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error('e2e: adding the students-only operator failed');
  }
}

const server = spawn(process.execPath, bundleArgs('main'), { cwd: REPO_ROOT, env, stdio: 'inherit' });
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
