import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleArgs } from '../src/dev/server-bundle';
import type { TestDatabase } from './harness';
import { TEST_SECRETS_KEY } from './harness';

/**
 * Real console processes for the tests that kill them (kill -9) or run several side by side: each
 * is `npm start`'s or `npm run worker`'s entry as it ships (the bundle, made fresh by global-setup.ts),
 * with its own DATA_DIR on SQLite's database or the run's PostgreSQL one.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ConsoleProcess {
  child: ChildProcess;
  /** Everything it printed, for a failure message. */
  output(): string;
  /** Resolves once it printed `text` (or rejects when it exits first or `timeoutMs` passes). */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** kill -9: no shutdown, no cleanup, as a crash or an OOM kill. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export type Role = 'http' | 'worker';

export interface ProcessOptions {
  role: Role;
  database: TestDatabase;
  /** HTTP role: its port. */
  port?: number;
  /** Own DATA_DIR (several instances share only the database); SQLite needs the database's. */
  dataDir?: string;
  env?: Record<string, string>;
}

export function startConsoleProcess(options: ProcessOptions): ConsoleProcess {
  const dataDir = options.dataDir ?? options.database.config.dataDir;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_EMAIL: 'admin@console.test',
    ...(options.database.config.databaseUrl ? { DATABASE_URL: options.database.config.databaseUrl, SECRETS_KEY: TEST_SECRETS_KEY } : {}),
    ...(options.role === 'http' ? { PORT: String(options.port ?? 0), RUN_WORKER: '0' } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, bundleArgs(options.role === 'http' ? 'main' : 'worker-main'), {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    if (text.length > 200_000) text = text.slice(-100_000);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => text,
    waitFor(expected, timeoutMs = 60_000) {
      const seen = () => (typeof expected === 'string' ? text.includes(expected) : expected.test(text));
      if (seen()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`no ${String(expected)} within ${timeoutMs} ms:\n${text}`)), timeoutMs);
        const check = () => {
          if (seen()) done();
        };
        const onExit = () => done(new Error(`exited before ${String(expected)}:\n${text}`));
        function done(err?: Error) {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
          if (err) reject(err);
          else resolve();
        }
        listeners.add(check);
        child.once('exit', onExit);
      });
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A fresh folder for one instance's DATA_DIR. */
export function instanceDataDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `console-${name}-`));
}

/** The printed line of a worker that is ready. */
export const WORKER_READY = 'Console worker running';
/** The printed line of an HTTP instance that is ready. */
export const HTTP_READY = 'Console ready on';
