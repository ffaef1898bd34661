import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_DIR, scheduleNames, snapshotsOf, type Snapshots } from '../src/dev/snapshots';
import { startTestServer, type TestServer } from './harness';

/**
 * The committed snapshot of what must not change (routes with flags, job types and
 * schedules, the OpenAPI document) matches the app. A drift is either a mistake or a change to review.
 */
describe('committed snapshots', () => {
  let server: TestServer;
  let current: Snapshots;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    current = snapshotsOf(server.app);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['routes.txt', 'jobs.txt', 'openapi.json'] as const)('server/snapshots/%s matches the app', (name) => {
    const file = path.join(SNAPSHOT_DIR, name);
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    expect(
      current[name],
      `server/snapshots/${name} differs from the app: run \`npm run snapshot\` and review the diff (a changed route, flag, job type, payload, schedule name or API document)`,
    ).toBe(committed);
  });

  it('lists every route, job and schedule, sorted', () => {
    const routes = current['routes.txt'].trim().split('\n').slice(1);
    expect(routes).toContain('POST /api/students/:status  showStudents');
    expect(routes).toContain('GET /api/me  any operator');
    expect(routes).toContain('POST /webhooks/shopify  -');
    expect(routes).toEqual([...routes].sort());
    expect(current['jobs.txt']).toMatch(/^store-sync\.full-load {2}flag=showStoreSync {2}maxAttempts=5$/m);
    expect(scheduleNames()).toEqual([
      'coupons.store-orders',
      'files.retention',
      'price-monitoring.nightly',
      'store-sync.reconcile',
      'store-sync.repair',
    ]);
  });
});
