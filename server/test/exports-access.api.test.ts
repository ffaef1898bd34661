import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS, type Flag } from '@console/contracts/common/flags';
import type { SearchBody } from '@console/contracts/common/search';
import { exportRegistrations } from '../src/features/registrations/registrations.service';
import { exportInvited, exportRegistered } from '../src/features/invitations/invitations.service';
import { exportNationalPartners } from '../src/features/national-partners/national-partners.service';
import { HttpError } from '../src/platform/http-error';
import type { Operator } from '../src/platform/operators';
import type { ShopContext } from '../src/app-context';
import { startTestServer, type TestServer } from './harness';

/**
 * Every export checks the flag of the programme it exports in the service too, as the
 * lists do, so a route shared later (or declared with too many flags) cannot leak another
 * programme's rows. The route table's own 403s are walked in access.api.test.ts.
 */

const search: SearchBody = { searchType: 'Email', searchValue: '' };

type Exporter = (ctx: ShopContext, operator: Operator) => AsyncIterable<unknown>;
const exporters: Array<[string, Flag, Exporter]> = [
  ['students', 'showStudents', (ctx, op) => exportRegistrations(ctx, op, 'student', 'approved', search)],
  ['staff', 'showStaff', (ctx, op) => exportRegistrations(ctx, op, 'staff', 'disabled', search)],
  ['national partners', 'showNP', (ctx, op) => exportNationalPartners(ctx, op, search)],
  ['site invited', 'showInviteUsers', (ctx, op) => exportInvited(ctx, op, 'site', search)],
  ['site registered', 'showInviteUsers', (ctx, op) => exportRegistered(ctx, op, 'site', search)],
  ['tool-connect invited', 'showToolConnectUsers', (ctx, op) => exportInvited(ctx, op, 'tool-connect', search)],
  ['tool-connect registered', 'showToolConnectUsers', (ctx, op) => exportRegistered(ctx, op, 'tool-connect', search)],
  ['partner invited', 'showPartnerUsers', (ctx, op) => exportInvited(ctx, op, 'partner', search)],
  ['partner registered', 'showPartnerUsers', (ctx, op) => exportRegistered(ctx, op, 'partner', search)],
  ['retiree invited', 'showRetireeUsers', (ctx, op) => exportInvited(ctx, op, 'retiree', search)],
  ['retiree registered', 'showRetireeUsers', (ctx, op) => exportRegistered(ctx, op, 'retiree', search)],
];

async function drain(rows: AsyncIterable<unknown>): Promise<number> {
  let n = 0;
  for await (const _row of rows) n += 1;
  return n;
}

describe('export services check the programme flag', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(exporters)('%s: refused without %s, even holding every other flag', async (_name, flag, exporter) => {
    const without: Operator = { id: 1, email: 'x@console.test', flags: FLAGS.filter((f) => f !== flag), shopFlags: new Map() };
    const refused = await drain(exporter(server.ctx, without)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(403);
    await expect(drain(exporter(server.ctx, { ...without, flags: [flag] }))).resolves.toBeGreaterThanOrEqual(0);
  });
});
