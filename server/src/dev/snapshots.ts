import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { declaredAccess } from '../platform/access';
import { jsonSchemaOf } from '../platform/openapi';
import { openApiDocument } from '../platform/api-docs';
import { loadConfig } from '../platform/config';
import { JOBS } from '../worker';

/**
 * The snapshot of what must not change while code moves: every route with its method and
 * flags, every job type (with its payload, which stored jobs must still parse) and schedule name, and
 * the OpenAPI document. `npm run snapshot` writes them to server/snapshots/ for review; a test
 * regenerates them in memory and fails on any drift.
 */
export const SNAPSHOT_DIR = fileURLToPath(new URL('../../snapshots/', import.meta.url));
const SERVER_SRC = fileURLToPath(new URL('../', import.meta.url));

export type Snapshots = Record<'routes.txt' | 'jobs.txt' | 'openapi.json', string>;

/**
 * Registered routes as `METHOD /path`, read from fastify's own route listing. The listing is a
 * tree: a child line holds only the rest of its parent's path (`/api/nationalpartner` then `s`).
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const start = line.search(/[^│├└─ ]/);
    if (start < 4) continue;
    const depth = start / 4 - 1;
    const m = /^(.*?)(?: \(([A-Z, ]+)\))?\s*$/.exec(line.slice(start));
    const route = (parents[depth - 1] ?? '') + (m?.[1] ?? '');
    parents.length = depth;
    parents.push(route);
    for (const method of m?.[2]?.split(',') ?? []) routes.push(`${method.trim()} ${route}`);
  }
  return routes;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The generated route-to-flag table: each route with the access it declares where it is registered. */
function routesText(app: FastifyInstance): string {
  const declared = declaredAccess(app);
  const lines = registeredRoutes(app)
    // HEAD routes are fastify's automatic twins of GET routes.
    .filter((route) => !route.startsWith('HEAD '))
    .map((route) => {
      const flags = declared.get(route);
      const access = flags === undefined || flags === 'public' ? '-' : flags.length === 0 ? 'any operator' : [...flags].sort().join(' | ');
      return `${route}  ${access}`;
    })
    .sort(byText);
  return `# METHOD path  flags (any one opens the route; "any operator": signed in; "-": declared public, checks its own caller)\n${lines.join('\n')}\n`;
}

/** Names of every schedule: the `name:` of each `upsertSchedule(` call (after its `shop`), resolved to its string constant. */
export function scheduleNames(srcDir: string = SERVER_SRC): string[] {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = fs.readFileSync(file, 'utf8');
        for (const call of text.matchAll(/upsertSchedule\([^,]+,\s*\{\s*(?:shop(?::\s*[^,]+)?,\s*)?name:\s*([A-Za-z_$][\w$]*|'[^']*')/g)) {
          const name = call[1] ?? '';
          if (name.startsWith("'")) names.push(name.slice(1, -1));
          else {
            const constant = new RegExp(`const ${name}\\s*=\\s*'([^']+)'`).exec(text);
            if (!constant?.[1])
              throw new Error(`Schedule name ${name} in ${path.relative(srcDir, file)} is not a string constant of that file`);
            names.push(constant[1]);
          }
        }
      }
    }
  };
  walk(srcDir);
  return names.sort(byText);
}

function jobsText(): string {
  const jobs = [...JOBS]
    .sort((a, b) => byText(a.type, b.type))
    .map(
      (job) =>
        `${job.type}  flag=${job.flag ?? '-'}  maxAttempts=${job.maxAttempts ?? '-'}\n  payload ${JSON.stringify(jsonSchemaOf(job.payload, 'input'))}`,
    );
  const schedules = scheduleNames().map((name) => `schedule ${name}`);
  return `# Job types (stored in jobs.type) with the payload schema stored jobs must still parse\n${jobs.join('\n')}\n# Schedule names (stored in schedules.name)\n${schedules.join('\n')}\n`;
}

/** The snapshot files' texts, from a built app. */
export function snapshotsOf(app: FastifyInstance): Snapshots {
  return {
    'routes.txt': routesText(app),
    'jobs.txt': jobsText(),
    'openapi.json': `${JSON.stringify(openApiDocument(app), null, 2)}\n`,
  };
}

/** Builds the app as the tests do (SQLite in a temporary folder, no worker, no web build) and snapshots it. */
export async function buildSnapshots(): Promise<Snapshots> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  try {
    const config = loadConfig(
      { DATA_DIR: dataDir, SEED_DEMO: '0', RUN_WORKER: '0', LOG_LEVEL: 'silent' },
      { webDist: path.join(dataDir, 'no-web') },
    );
    const { app, close } = await buildApp(config, { logger: false });
    try {
      await app.ready();
      return snapshotsOf(app);
    } finally {
      await close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
