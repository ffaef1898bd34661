import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '@console/contracts/common/flags';
import { scheduleNames, snapshotsOf } from '../src/dev/snapshots';
import { FEATURES, START_STEPS } from '../src/features';
import type { ServerFeature } from '../src/platform/feature';
import { DEMO_SEED_STEPS } from '../src/seed-demo';
import { JOBS, MAIL_LINKS } from '../src/worker';
import { startTestServer, type TestServer } from './harness';

/**
 * The server's features register themselves (server/src/features.ts), so the lists that
 * were kept by hand cannot disagree without this failing: a flag with no feature, a job defined but
 * not registered ("No handler" at run time), a route registered by a feature that is not its function's.
 */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const features: readonly ServerFeature[] = FEATURES;

/** Every non-test source file under server/src, with its text. */
function sources(dir = SRC): Array<{ file: string; text: string }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
      ? [{ file: path.relative(SRC, file), text: fs.readFileSync(file, 'utf8') }]
      : [];
  });
}

describe('feature lists', () => {
  it('declares every operator flag in exactly one feature, and names each feature once', () => {
    const names = features.map((f) => f.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    for (const flag of FLAGS) {
      expect(
        features.filter((f) => f.flag === flag).map((f) => f.name),
        `features declaring ${flag}`,
      ).toHaveLength(1);
    }
  });

  it("registers every job defined in the source, once, under its feature's name", () => {
    const types = JOBS.map((job) => job.type);
    expect(types.filter((type, i) => types.indexOf(type) !== i)).toEqual([]);
    for (const feature of features) {
      for (const job of feature.jobs ?? []) expect(job.type.startsWith(`${feature.name}.`), `${job.type} in ${feature.name}`).toBe(true);
    }
    // A definition is only ever made by defineJob, so this finds each one, also those only schedules name.
    const defined = sources().flatMap(({ file, text }) =>
      [...text.matchAll(/defineJob\(\{\s*type:\s*'([^']+)'/g)].map((m) => ({ file, type: m[1] ?? '' })),
    );
    expect(defined.length).toBeGreaterThanOrEqual(30);
    expect(defined.filter((d) => !types.includes(d.type))).toEqual([]);
    expect(
      sources()
        .filter(({ text }) => /:\s*JobDefinition(?:<[^>]*>)?\s*=\s*\{|satisfies\s+JobDefinition/.test(text))
        .map((s) => s.file),
    ).toEqual([]);
  });

  it('names every schedule after a feature that has jobs, and every mail link kind once', () => {
    const withJobs = features.filter((f) => (f.jobs ?? []).length > 0).map((f) => f.name);
    for (const name of scheduleNames()) expect(withJobs, `schedule ${name}`).toContain(name.split('.')[0]);
    const kinds = features.flatMap((f) => Object.keys(f.mailLinks ?? {}));
    expect(kinds.filter((kind, i) => kinds.indexOf(kind) !== i)).toEqual([]);
    expect(Object.keys(MAIL_LINKS).sort()).toEqual(['event-invite', 'invitation']);
  });

  it('orders the demo seed steps and the start steps without ties', () => {
    for (const steps of [DEMO_SEED_STEPS, START_STEPS]) {
      const orders = steps.map((step) => step.order);
      expect(orders.filter((order, i) => orders.indexOf(order) !== i)).toEqual([]);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  describe('routes', () => {
    let server: TestServer;
    /** `METHOD /path` → its flags, from the committed routes snapshot's format. */
    let flagsOf: Map<string, string[]>;
    const byFeature = new Map<string, string[]>();

    beforeAll(async () => {
      server = await startTestServer({ runWorker: false });
      const routesSnapshot = snapshotsOf(server.app)['routes.txt'];
      flagsOf = new Map(
        routesSnapshot
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => {
            const [route = '', access = ''] = line.split('  ');
            return [route, access.includes('show') ? access.split(' | ') : []];
          }),
      );
      // Each feature alone on a bare instance: what it registers, wherever it registers it.
      for (const feature of features) {
        const app = Fastify({ logger: false });
        app.setValidatorCompiler(validatorCompiler);
        const routes: string[] = [];
        app.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
        });
        for (const register of feature.routes ?? []) register(app, server.ctx);
        await app.ready();
        await app.close();
        byFeature.set(feature.name, routes);
      }
    });
    afterAll(async () => {
      await server?.close();
    });

    it("registers each of the app's feature routes in one feature only", () => {
      const all = [...byFeature.values()].flat();
      expect(all.filter((route, i) => all.indexOf(route) !== i)).toEqual([]);
      for (const route of all) expect(flagsOf.has(route), `${route} is served by the app`).toBe(true);
      // What no feature registers is the platform's: health, metrics, API docs.
      const platform = [...flagsOf.keys()].filter((route) => !all.includes(route));
      expect(
        platform.every((route) => /^GET \/(healthz|readyz|metrics|api\/docs|api\/openapi)/.test(route)),
        platform.join(', '),
      ).toBe(true);
    });

    it('registers a route that one flag opens in the feature that declares that flag', () => {
      const owner = new Map(features.filter((f) => f.flag).map((f) => [f.flag ?? '', f.name]));
      const wrong: string[] = [];
      for (const [feature, routes] of byFeature) {
        for (const route of routes) {
          const flags = flagsOf.get(route) ?? [];
          if (flags.length === 1 && owner.get(flags[0] ?? '') !== feature) wrong.push(`${route} (${flags[0]}) in ${feature}`);
        }
      }
      expect(wrong).toEqual([]);
      // Every function's flag opens at least one route of its own feature.
      for (const feature of features.filter((f) => f.flag)) {
        expect(
          (byFeature.get(feature.name) ?? []).some((route) => flagsOf.get(route)?.includes(feature.flag ?? '')),
          feature.name,
        ).toBe(true);
      }
    });
  });
});
