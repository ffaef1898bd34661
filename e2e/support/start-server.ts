/**
 * Starts the real console for the e2e run: a fresh temporary DATA_DIR (so every run begins from the
 * demo data), a students-only operator added through the operators CLI, a real SMTP peer for its
 * mail (support/smtp-peer.ts), then the server's bundle (server/src/dev/server-bundle.ts). The folder
 * is removed when Playwright stops the server.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleArgs, ensureBundle } from '../../server/src/dev/server-bundle';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_STATE,
  DATA_DIR_FILE,
  PORT,
  REPO_ROOT,
  SHOP_NAME,
  SMTP_REFUSE_FILE,
  STUDENTS_ONLY_EMAIL,
  STUDENTS_ONLY_PASSWORD,
} from './env';
import { startSmtpPeer } from './smtp-peer';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
fs.rmSync(SMTP_REFUSE_FILE, { force: true });
const smtp = await startSmtpPeer(SMTP_REFUSE_FILE);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  SEED_DEMO: '1',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SHOP_NAME,
  SMTP_URL: smtp.url,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};

function removeDataDir(): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(DATA_DIR_FILE, { force: true });
  fs.rmSync(SMTP_REFUSE_FILE, { force: true });
  // The saved sign-in belongs to this server's sessions; it means nothing once the server is gone.
  fs.rmSync(ADMIN_STATE, { force: true });
}

// The specs that need another shop or operator run the CLIs on this server's database (support/console-cli.ts).
fs.writeFileSync(DATA_DIR_FILE, dataDir);

// The server as it ships (built here when a source is newer), straight through node: no npm wrapper
// between the signals and the processes.
await ensureBundle();

const added = spawnSync(
  process.execPath,
  bundleArgs('operators', ['add', STUDENTS_ONLY_EMAIL, '--password', STUDENTS_ONLY_PASSWORD, '--flags', 'showStudents']),
  { cwd: REPO_ROOT, env, stdio: 'inherit' },
);
if (added.status !== 0) {
  removeDataDir();
  await smtp.close();
  console.error('e2e: adding the students-only operator failed');
  process.exit(1);
}

const server = spawn(process.execPath, bundleArgs('main'), { cwd: REPO_ROOT, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  removeDataDir();
  void smtp.close().finally(() => process.exit(code ?? (signal ? 0 : 1)));
});
