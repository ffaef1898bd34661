/**
 * Starts the console against a Shopify stand-in for the store specs (e2e/store/): the stand-in of the
 * API tests on a fixed loopback port with pending students on its store, then `server/src/main.ts`
 * with SHOPIFY_STORE_URL pointing at it and an empty database (the mirror fills it). The default
 * e2e server (start-server.ts) stays on the embedded store.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createShopifyStandIn } from '../../server/test/shopify-stand-in/stand-in-server';
import { putCustomer } from '../../server/test/shopify-stand-in/customers.module';
import { MIRROR_MODULES } from '../../server/test/store-mirror-modules';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT, SHOP_NAME, STORE_BASE_URL, STORE_CLIENT_ID, STORE_CLIENT_SECRET, STORE_PORT, STORE_STAND_IN_PORT, STORE_STUDENTS } from './env';

const standIn = await createShopifyStandIn({ modules: MIRROR_MODULES, clientId: STORE_CLIENT_ID, clientSecret: STORE_CLIENT_SECRET, port: STORE_STAND_IN_PORT, bulkDelayMs: 200, bucket: { maximumAvailable: 2000, restoreRate: 100 } });
for (let n = 0; n < STORE_STUDENTS; n++) {
  putCustomer(standIn.state, { email: `store.student.${n}@campus.example`, firstName: `Store${n}`, lastName: 'Student', tags: ['UserType:Student', 'Pending', 'campus-news'], metafields: { school: 'Harbor College' } });
}

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
  SHOPIFY_STORE_URL: standIn.url,
  SHOPIFY_CLIENT_ID: STORE_CLIENT_ID,
  SHOPIFY_CLIENT_SECRET: STORE_CLIENT_SECRET,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  void standIn.close().finally(() => process.exit(code ?? (signal ? 0 : 1)));
});
