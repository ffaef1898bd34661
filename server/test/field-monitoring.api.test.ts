import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMonitoringContract as c } from '@console/contracts/field-monitoring.contract';
import type { Identity, TestServer } from './harness';
import { readReport, startMailedReportServer, type MailedReportSetup } from './report-sheet';
import type { SmtpPeer } from './smtp-peer';

/**
 * Field monitoring (docs/functions/commerce-tools.md §2.9, §7, §8): the fields of the store's products, activation with its
 * messages, select/unselect all, and a changed monitored field arriving in the mailed xlsx over SMTP.
 */

describe('field monitoring', () => {
  let setup: MailedReportSetup;
  let peer: SmtpPeer;
  let server: TestServer;
  let me: Identity;

  beforeAll(async () => {
    setup = await startMailedReportServer('showSalsify', 1);
    ({ peer, server, me } = setup);
  });
  afterAll(async () => {
    await setup?.close();
  });

  const headers = () => me.headers;
  const fields = async () => (await server.call(c.fields, { headers: headers() })).data();

  it('lists the product metafields of the store, none active, media fields left out', async () => {
    const list = await fields();
    expect(list.map((f) => f.field)).toEqual(['pim.brand', 'pim.color', 'pim.features', 'pim.warranty_years']);
    expect(list.every((f) => !f.active && f.delimiter === '')).toBe(true);
  });

  it('activates and removes a field with the spec messages, and selects or unselects all', async () => {
    const on = await server.call(c.updateField, { body: { field: 'pim.features', active: true, delimiter: '|' }, headers: headers() });
    expect(on.data()).toEqual({ data: 'Metafield activated for monitoring' });
    const off = await server.call(c.updateField, { body: { field: 'pim.features', active: false, delimiter: '|' }, headers: headers() });
    expect(off.data()).toEqual({ data: 'Metafield removed from monitoring' });
    expect((await server.call(c.updateField, { body: { field: 'pim.nope', active: true }, headers: headers() })).status).toBe(404);
    expect(
      (await server.call(c.updateField, { body: { field: 'pim.color', active: true, delimiter: 'toolong' }, headers: headers() })).status,
    ).toBe(400);
    expect((await server.call(c.selectAll, { body: { active: true }, headers: headers() })).data()).toEqual({
      data: '4 metafields activated for monitoring',
      count: 4,
    });
    expect((await fields()).every((f) => f.active)).toBe(true);
    expect((await server.call(c.selectAll, { body: { active: false }, headers: headers() })).data().count).toBe(4);
    expect((await fields()).some((f) => f.active)).toBe(false);
  });

  it('refuses a report while no field is monitored', async () => {
    expect((await server.call(c.generateReport, { headers: headers() })).data()).toEqual({
      status: false,
      msg: 'Activate at least one metafield for monitoring first.',
      jobId: null,
    });
  });

  it('mails an xlsx with the monitored field that changed since the last snapshot', async () => {
    await server.call(c.updateField, { body: { field: 'pim.color', active: true, delimiter: '' }, headers: headers() });
    await server.call(c.updateField, { body: { field: 'pim.features', active: true, delimiter: '|' }, headers: headers() });
    const baseline = (await server.call(c.generateReport, { headers: headers() })).data();
    expect(baseline).toMatchObject({ status: true, msg: 'The report will be e-mailed to you when it is ready.' });
    expect((await server.waitForJob(baseline.jobId!, headers())).status).toBe('done');
    const first = await peer.waitFor((m) => m.to === me.operator.email && m.subject === 'Field monitoring report');
    expect((await readReport(first.attachments[0]!.content)).rows).toEqual([]);

    // Change one product's colour, and only re-space another's features (no change).
    const store = server.ctx.commerce;
    const product = (await store.listProducts(null, 1)).items[0]!;
    const color = (await store.metafield(product.id, 'pim', 'color'))!;
    const newColor = color.value === 'Red' ? 'Blue' : 'Red';
    await store.updateMetafield({ id: color.id, value: newColor, type: color.type, version: color.version });
    const features = (await store.metafield(product.id, 'pim', 'features'))!;
    await store.updateMetafield({
      id: features.id,
      value: features.value.split('|').join(' | '),
      type: features.type,
      version: features.version,
    });

    const second = (await server.call(c.generateReport, { headers: headers() })).data();
    expect((await server.waitForJob(second.jobId!, headers())).status).toBe('done');
    const mail = await peer.waitFor((m) => m.to === me.operator.email && m.subject === 'Field monitoring report' && m !== first);
    expect(mail.attachments[0]?.filename).toMatch(/^Field_Monitoring_Report_\d{8}_\d{6}\.xlsx$/);
    const report = await readReport(mail.attachments[0]!.content);
    expect(report.title).toBe('Product Field Changes');
    expect(report.headers).toEqual(['Product', 'Handle', 'Field', 'Old Value', 'New Value', 'Changed On']);
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]!.slice(0, 5)).toEqual([product.title, product.handle, 'pim.color', color.value, newColor]);
    expect(String(report.rows[0]![5])).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('needs the Salsify flag', async () => {
    const other = await server.operatorSession(['showSolr']);
    expect((await server.call(c.fields, { headers: other.headers })).status).toBe(403);
    expect((await server.call(c.generateReport, { headers: other.headers })).status).toBe(403);
  });
});
