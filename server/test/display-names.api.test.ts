import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import { seedDemoDisplayNames } from '../src/features/display-names/display-names.seed';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/** Metafield Display Names (docs/functions/commerce-tools.md §2.3): the list, saving changed values (audited), a stale save refused. */
describe('display names', () => {
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedDemoDisplayNames(server.ctx.db, server.ctx.shop.id);
    headers = (await server.operator(['showMetafieldDisplayNames'])).headers;
  });
  afterAll(() => server.close());

  const list = async () => (await server.call(displayNamesContract.list, { headers })).data();

  it('lists keys and values with the list id', async () => {
    const res = await list();
    expect(res.data.slice(0, 2)).toEqual([
      { key: 'brand', value: 'Brand' },
      { key: 'color', value: 'Color' },
    ]);
    expect(res.data).toHaveLength(15);
    expect(res.metaFieldId).toMatch(/version=1$/);
  });

  it('saves the changed values, audits them and refuses a save made from an older read', async () => {
    const { metaFieldId, data } = await list();
    const updateList = data.map((e) => (e.key === 'color' ? { key: 'color', value: 'Colour' } : e));
    const saved = (await server.call(displayNamesContract.update, { body: { updateList, id: metaFieldId }, headers })).data();
    expect(saved).toMatchObject({ success: true, updated: 1 });
    expect((await list()).data.find((e) => e.key === 'color')?.value).toBe('Colour');
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'display-names.update').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before ?? '{}')).toEqual({ color: 'Color' });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({ color: 'Colour' });

    const stale = await server.call(displayNamesContract.update, {
      body: { updateList: [{ key: 'brand', value: 'Make' }], id: metaFieldId },
      headers,
    });
    expect(stale.status).toBe(409);
    expect((await list()).data.find((e) => e.key === 'brand')?.value).toBe('Brand');
  });

  it('refuses unknown keys and bad input without changing anything', async () => {
    const { metaFieldId } = await list();
    const unknown = await server.call(displayNamesContract.update, {
      body: { updateList: [{ key: 'no_such_key', value: 'x' }], id: metaFieldId },
      headers,
    });
    expect(unknown.status).toBe(400);
    const long = await server.call(displayNamesContract.update, {
      body: { updateList: [{ key: 'brand', value: 'x'.repeat(121) }], id: metaFieldId },
      headers,
    });
    expect(long.status).toBe(400);
    expect((await server.call(displayNamesContract.update, { body: { updateList: [], id: 'nope' }, headers })).status).toBe(400);
    expect((await list()).metaFieldId).toBe(metaFieldId);
  });

  it('needs the Metafield Display Names flag', async () => {
    const other = (await server.operator(['showCoupons'])).headers;
    expect((await server.call(displayNamesContract.list, { headers: other })).status).toBe(403);
  });
});
