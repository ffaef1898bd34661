import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { authContract } from '@console/contracts/auth.contract';
import type { CallResponse } from '@console/contracts/common/call';
import type { Flag } from '@console/contracts/common/flags';
import { buildApp, type App } from '../app';
import { addOperator } from '../platform/operators';
import { OWASP_MIN_HASH_COST, scryptParams } from '../platform/passwords';
import type { Db } from '../platform/db';
import { benchConfig, type BenchTarget } from './bench-target';
import { createBenchHttp, type BenchHttp } from './http-client';

export interface RunningApp {
  app: App;
  url: string;
  http: BenchHttp;
  close(): Promise<void>;
}

function urlOf(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** The real app (logger off) on an ephemeral loopback port. */
export async function startBenchApp(target: BenchTarget, runWorker: boolean): Promise<RunningApp> {
  const app = await buildApp(benchConfig(target.config, runWorker), { logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = urlOf(app.app.server.address());
  const http = createBenchHttp(url);
  return {
    app,
    url,
    http,
    async close() {
      http.close();
      await app.close();
    },
  };
}

/** The identity headers of docs/functions/shell-students-staff.md §7 for an operator added with `flags` and signed in through the API. */
export async function signIn(db: Db, http: BenchHttp, flags: readonly Flag[]): Promise<Record<string, string>> {
  const email = `bench-${randomBytes(4).toString('hex')}@shop.example`;
  const password = randomBytes(12).toString('base64url');
  await addOperator(db, email, password, flags, scryptParams(OWASP_MIN_HASH_COST));
  const login = await http.json<CallResponse<typeof authContract.login>>(authContract.login.method, authContract.login.path, {
    email,
    password,
  });
  return { token: login.token, customerId: String(login.customerId) };
}

/**
 * The reference for throughput: a bare Fastify instance, nothing registered, with the hello route;
 * to tell transport from work, `/static` answering a fixed JSON text (e.g. a real page's answer);
 * and `/bare-page`, when given, answering `barePage()` (e.g. the same SQL and JSON as a real page)
 * with no hooks, no identity, no validation and Fastify's plain JSON.stringify.
 */
export async function startHelloServer(
  staticJson = '{}',
  barePage?: () => Promise<unknown>,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/static', async (_request, reply) => reply.type('application/json; charset=utf-8').send(staticJson));
  if (barePage) app.post('/bare-page', async () => barePage());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: urlOf(app.server.address()), close: () => app.close() };
}
