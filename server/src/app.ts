import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { destination, type DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { OrgContext, ShopContext } from './app-context';
import { appCredentialsOf, type Config } from './platform/config';
import { createDb } from './platform/db';
import { migrateToLatest } from './db/migrate';
import { registerAccessHook } from './platform/access';
import { registerErrorHandling } from './platform/error-handler';
import { registerNulCharacterGuard } from './platform/nul-characters';
import { OneLinePerRequest, registerRequestId, requestIdOf, requestLogger } from './platform/request-log';
import { registerMetrics } from './platform/metrics';
import { registerWebAssets } from './platform/web-assets';
import { registerHealthRoutes } from './platform/health';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerCrossSiteGuard } from './platform/cross-site-guard';
import { failurePage, sendPage } from './platform/public-page';
import { registerApiDocs } from './platform/api-docs';
import { apiDocsContract } from '@console/contracts/api-docs.contract';
import { createJobWorker } from './platform/job-worker';
import { jobRegistry, runNextJob, type JobQueue } from './platform/jobs';
import { createScheduler } from './platform/schedules';
import { createEmbeddedMembershipSync } from './integrations/membership-sync/embedded-membership-sync';
import { createHttpMembershipSync } from './integrations/membership-sync/http-membership-sync';
import { createEmbeddedMailTransport } from './integrations/mail/embedded-mail-transport';
import { createSmtpMailTransport } from './integrations/mail/smtp-mail-transport';
import { createEmbeddedRiskScorer } from './integrations/risk/embedded-risk';
import { createHttpRiskScorer } from './integrations/risk/http-risk';
import { createEmbeddedIdentity } from './features/embedded/embedded-identity.service';
import { embeddedCsp, embeddedHtml, isEmbeddedLaunch, storeNotConnectedPage } from './features/embedded/embedded-page.service';
import { JOBS, MAIL_LINKS } from './worker';
import { embeddedInstallHooks } from './features/embedded/embedded-install.service';
import { createShopRegistry } from './platform/shop-registry';
import { ensureFirstShop, listShopRecords } from './platform/shops';
import { ensureAdminOnEveryShop } from './platform/operators';
import { buildShopContext, learnStoreFacts } from './shop-contexts';
import { FEATURES, START_STEPS } from './features';

export interface App {
  app: FastifyInstance;
  /** The first shop's context (the one the environment defines); `org.shops` has every shop's. */
  ctx: ShopContext;
  org: OrgContext;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** false: no logger at all (most tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: NodeJS.WritableStream;
}

/**
 * Log lines written to stdout as they come, on the calling thread, as Node itself writes stdout to a file or a pipe on
 * Linux. pino's default hands each line to a thread of libuv's pool and back, about two thread wake-ups a request,
 * which on a two-core machine cost the list page more than its own mapping. A line is never held back.
 */
function stdoutLines(): DestinationStream {
  return destination({ dest: 1, sync: true });
}

/** Paths whose every answer is JSON; the rest are pages. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/auth/');
}

/** Paths that answer data (JSON or a file), never a page: the API's, but for its docs page. */
function answersData(url: string): boolean {
  if (!isApiPath(url)) return false;
  const docs = apiDocsContract.page.path;
  if (!url.startsWith(docs)) return true;
  const next = url.charAt(docs.length);
  return next !== '' && next !== '?';
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const db = createDb(config);
  await migrateToLatest(db as never);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, stream: options.logStream ?? stdoutLines() },
    // One line per request instead of Fastify's two; the id comes from X-Request-Id when valid.
    logController: new OneLinePerRequest(),
    // Without a logger Fastify's own factory hands each request the same silent logger: nothing to defer.
    ...(options.logger === false ? {} : { childLoggerFactory: requestLogger }),
    genReqId: requestIdOf,
    // X-Forwarded-For is believed only from configured proxies (TRUST_PROXY); never by default.
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // A bad or over-long URL (400, 414) outside the API is a page for people, like every public page's answer.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 500);
      if (isApiPath(request.url))
        return (reply as FastifyReply)
          .code(status)
          .send({ statusCode: status, error: status === 414 ? 'URI Too Long' : 'Bad Request', message: error.message });
      return sendPage(reply as FastifyReply, failurePage(config.siteName, status));
    },
  });
  const log = (msg: string, err?: unknown, fields?: Record<string, unknown>) => app.log.warn({ ...fields, err }, msg);
  const registry = jobRegistry(JOBS);
  // Jobs need the context and the context needs the worker: the worker runs jobs through this closure.
  const jobs: JobQueue = createJobWorker((onClaimed, limits) => runNextJob(org, registry, log, onClaimed, limits), log, {
    concurrency: config.jobConcurrency ?? 2,
  });
  await ensureFirstShop(db, config);
  const base: Omit<OrgContext, 'shops'> = {
    config,
    db,
    jobs,
    log: app.log,
    membershipSync: config.membershipSyncUrl ? createHttpMembershipSync(config.membershipSyncUrl) : createEmbeddedMembershipSync(),
    mailTransport: config.smtpUrl ? createSmtpMailTransport(config.smtpUrl) : createEmbeddedMailTransport(),
    risk: config.riskUrl ? createHttpRiskScorer(config.riskUrl, config.riskApiKey) : createEmbeddedRiskScorer(),
    mailLinks: MAIL_LINKS,
  };
  // A shop added on another instance (npm run shops -- add) gets its start steps here: first load, schedules.
  const shops = await createShopRegistry(base, {
    readShops: listShopRecords,
    build: buildShopContext,
    async onAdded(shopCtx) {
      if (config.adminEmail) await ensureAdminOnEveryShop(db, config.adminEmail);
      await learnStoreFacts(org, log, 'missing');
      if (config.runWorker) for (const start of START_STEPS) await start.run(shopCtx);
    },
    log,
  });
  const org: OrgContext = { ...base, shops };
  // A store that does not answer delays the start by at most this; it is asked again when the shops are.
  await Promise.race([learnStoreFacts(org, log, 'every'), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  const ctx = shops.first();
  const scheduler = createScheduler(db, registry, (jobId) => jobs.notify(jobId), log);

  app.setValidatorCompiler(validatorCompiler);
  // No serialiser compiler: answers go out through JSON.stringify (see registerCall).
  registerRequestId(app);
  registerErrorHandling(app);
  registerNulCharacterGuard(app);
  // The public invitation page posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(cookie);
  registerSecurityHeaders(app, answersData, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and the index table set inline styles at run time (positions, widths, CSS variables).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  registerCrossSiteGuard(app, config.publicUrl);
  // The admin frame needs the app's credentials (a session token is signed with its secret); any shop may be embedded.
  const appCredentials = appCredentialsOf(config);
  const embedded = appCredentials ? createEmbeddedIdentity(org, appCredentials, embeddedInstallHooks) : null;
  registerAccessHook(app, db, config, shops, embedded);
  registerHealthRoutes(app, db);
  registerMetrics(app, db, config.metricsToken ?? null);
  for (const feature of FEATURES) for (const register of feature.routes ?? []) register(app, org);
  registerApiDocs(app);

  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) await registerWebAssets(app, config.webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (isApiPath(url) || request.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${url.split('?')[0]}` });
    }
    const query = request.query as Record<string, unknown>;
    if (embedded && appCredentials && query.embedded === '1') {
      const launch = await isEmbeddedLaunch(query, shops, appCredentials.clientSecret);
      if (launch?.kind === 'unknown-shop') return sendPage(reply, storeNotConnectedPage(config.siteName));
      if (launch?.kind === 'shop') {
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        reply.header('content-security-policy', embeddedCsp(csp, launch.domain));
        const html = await fs.promises.readFile(path.join(config.webDist, 'index.html'), 'utf8');
        return reply.type('text/html').send(embeddedHtml(html, appCredentials.clientId));
      }
    }
    // Client routes: the web app decides, including its own 'Page not found'.
    return reply.type('text/html').sendFile('index.html');
  });

  if (config.runWorker) {
    for (const shopCtx of shops.all()) for (const start of START_STEPS) await start.run(shopCtx);
    await jobs.start();
    scheduler.start();
  }
  shops.start();
  return {
    app,
    ctx,
    org,
    async close() {
      await app.close();
      shops.stop();
      scheduler.stop();
      await jobs.stop();
      await db.destroy();
    },
  };
}
