import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsContract } from '@console/contracts/students.contract';
import { registrationsContract } from '@console/contracts/registrations.contract';
import { nationalPartnersContract } from '@console/contracts/national-partners.contract';
import { seedCustomers } from '../src/features/customers/customers.seed';
import { partnerNamesFromTags } from '../src/features/national-partners/national-partners.service';
import type { ShopContext } from '../src/app-context';
import { startTestServer, type Identity, type TestServer } from './harness';

/**
 * Two shops on one install never see each other's customers. Written against the core helper's harness
 * (`server.addShop(name)` answering the new shop's context, and a per-request `shop` option sending X-Shop-Name).
 */
describe('customers of two shops', () => {
  let server: TestServer;
  let admin: Identity;
  let shopB: ShopContext;
  const NO_SEARCH = { searchValue: '', searchType: 'Email' as const };

  beforeAll(async () => {
    server = await startTestServer();
    shopB = await server.addShop('shop-b');
    await seedCustomers(server.ctx.db, server.ctx.shop.id, {
      programme: 'student',
      status: 'pending',
      count: 30,
      domain: 'a.test',
      seed: 1,
    });
    await seedCustomers(server.ctx.db, shopB.shop.id, { programme: 'student', status: 'pending', count: 3, domain: 'b.test', seed: 2 });
    await seedCustomers(server.ctx.db, server.ctx.shop.id, {
      programme: 'national',
      status: null,
      count: 4,
      domain: 'np-a.test',
      seed: 3,
      tags: (n) => [`np:${n % 2 ? 'Alpha Tools' : 'Beta Supply'}`],
    });
    await seedCustomers(server.ctx.db, shopB.shop.id, {
      programme: 'national',
      status: null,
      count: 2,
      domain: 'np-b.test',
      seed: 4,
      tags: () => ['np:Gamma Parts'],
    });
    admin = await server.operator(['showStudents', 'showNP']);
  });
  afterAll(async () => {
    await server?.close();
  });

  const listIn = (shop: string | undefined, body: object = NO_SEARCH) =>
    server.call(studentsContract.list, { params: { status: 'pending' }, body, headers: admin.headers, ...(shop ? { shop } : {}) } as never);

  it('lists, counts and searches only the current shop', async () => {
    const a = (await listIn(undefined)).data() as { rows: Array<{ id: string; email: string }>; total: number };
    const b = (await listIn('shop-b')).data() as { rows: Array<{ id: string; email: string }>; total: number };
    expect(a.total).toBe(30);
    expect(b.total).toBe(3);
    expect(b.rows.every((r) => r.email.endsWith('@b.test'))).toBe(true);
    expect(a.rows.some((r) => r.email.endsWith('@b.test'))).toBe(false);
    const searched = (await listIn('shop-b', { searchValue: a.rows[0]?.email ?? '', searchType: 'Email' })).data() as { rows: unknown[] };
    expect(searched.rows).toHaveLength(0);
  });

  it("answers 404 for another shop's customer and an approval there changes nothing", async () => {
    const a = (await listIn(undefined)).data() as { rows: Array<{ id: string }> };
    const id = a.rows[0]?.id ?? '';
    // The row's id is the store's gid; the detail route takes its number, as the edit dialog sends it.
    const detail = await server.call(registrationsContract.detail, {
      params: { id: id.split('/').pop() ?? id },
      headers: admin.headers,
      shop: 'shop-b',
    } as never);
    expect(detail.status).toBe(404);
    const approve = await server.call(registrationsContract.setStatus, {
      body: { ids: id, removeTag: 'Pending', addTag: 'Approved' },
      headers: admin.headers,
      shop: 'shop-b',
    } as never);
    expect(approve.status).toBe(404);
    const still = (await listIn(undefined)).data() as { rows: Array<{ id: string }>; total: number };
    expect(still.total).toBe(30);
    expect(still.rows.map((r) => r.id)).toContain(id);
  });

  it('exports only the current shop', async () => {
    const exported = await server.request('POST', '/api/excelexport/nationalpartners', {
      body: NO_SEARCH,
      headers: { ...admin.headers, 'x-shop-name': 'shop-b' },
    });
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    expect(text).toContain('np-b.test');
    expect(text).not.toContain('np-a.test');
    const listed = (
      await server.call(nationalPartnersContract.list, { body: NO_SEARCH, headers: admin.headers, shop: 'shop-b' } as never)
    ).data() as {
      rows: unknown[];
    };
    expect(listed.rows).toHaveLength(2);
  });

  it("names each shop's registration-code partners from its own np: tags", async () => {
    expect(await partnerNamesFromTags(server.ctx)).toEqual(['Alpha Tools', 'Beta Supply']);
    expect(await partnerNamesFromTags(shopB)).toEqual(['Gamma Parts']);
  });
});
