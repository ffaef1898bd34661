import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveawaysContract as giveaways, type Giveaway } from '@console/contracts/giveaways.contract';
import { isoDay, shopUsDay, usDay } from './days';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * Giveaways over real HTTP (docs/functions/codes-credits-knot-giveaways.md §7): create, update and delete with the form's rules, the
 * paged and sorted list, and the public entry page (one entry per e-mail, within the dates, up
 * to the registration count, also under concurrent entries).
 */

describe('giveaways API', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let admin: string;

  const create = async (body: object): Promise<Giveaway> =>
    (await server.call(giveaways.create, { body: { admin, ...body }, headers })).data().giveaway;
  const enter = (g: Giveaway, form: Record<string, string>) =>
    fetch(`${server.url}${g.entryPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  const list = async (query: Record<string, string | number> = {}) => (await server.call(giveaways.list, { query, headers })).data();

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    const identity = await server.operator(['showGiveaways']);
    headers = identity.headers;
    admin = identity.headers.customerId;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates a giveaway: empty description null, count only above 0, dates only when sent', async () => {
    const res = await server.call(giveaways.create, {
      body: { admin, name: '  Drill Kit  ', description: '', registrationCount: 0 },
      headers,
    });
    expect(res.status).toBe(200);
    const body = res.data();
    expect(body).toMatchObject({ status: true, msg: 'Giveaway Drill Kit created.' });
    expect(body.giveaway).toMatchObject({
      name: 'Drill Kit',
      description: null,
      startDate: null,
      endDate: null,
      registrationCount: null,
      entryCount: 0,
    });
    const dated = await create({
      name: 'Socket Set',
      description: 'Win one',
      startDate: usDay(0),
      endDate: `${isoDay(365)}T00:00:00.000Z`,
      registrationCount: '25',
    });
    expect(dated).toMatchObject({ description: 'Win one', startDate: isoDay(0), endDate: isoDay(365), registrationCount: 25 });
    const audit = await server.ctx.db.selectFrom('audit_log').select('action').where('target', '=', `giveaway:${dated.id}`).execute();
    expect(audit.map((a) => a.action)).toEqual(['giveaways.create']);
  });

  it.each([
    ['no name', { name: '' }, 'body.name'],
    ['a start after the end', { name: 'X', startDate: usDay(5), endDate: usDay(1) }, 'body.endDate'],
    ['a date that is not one', { name: 'X', startDate: '02/30/2026' }, 'body.startDate'],
    ['a count that is not a number', { name: 'X', registrationCount: 'ten' }, 'body.registrationCount'],
  ])('refuses %s with a field error', async (_name, body, field) => {
    const res = await server.call(giveaways.create, { body: { admin, ...body }, headers });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fieldErrors ?? {})).toContain(field);
  });

  it('updates and deletes, both audited; a missing giveaway answers 404', async () => {
    const made = await create({ name: 'Tool Chest', registrationCount: 5 });
    const res = await server.call(giveaways.update, {
      params: { id: made.id },
      body: { admin, name: 'Tool Chest XL', description: 'Bigger', registrationCount: -1 },
      headers,
    });
    expect(res.data()).toMatchObject({
      status: true,
      msg: 'Giveaway Tool Chest XL updated.',
      giveaway: { name: 'Tool Chest XL', description: 'Bigger', registrationCount: null },
    });
    const removed = await server.call(giveaways.remove, { params: { id: made.id }, headers });
    expect(removed.data()).toEqual({ status: true, msg: 'Giveaway Tool Chest XL deleted.' });
    expect((await server.call(giveaways.remove, { params: { id: made.id }, headers })).status).toBe(404);
    expect((await server.call(giveaways.update, { params: { id: made.id }, body: { name: 'Y' }, headers })).status).toBe(404);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target', '=', `giveaway:${made.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['giveaways.create', 'giveaways.update', 'giveaways.delete']);
    expect(JSON.parse(audit[1]?.before ?? '{}')).toMatchObject({ name: 'Tool Chest', registrationCount: 5 });
  });

  it('pages by 10 with search and the six sort options; without parameters gives all by name', async () => {
    for (let n = 1; n <= 12; n += 1)
      await create({ name: `Paging ${String(n).padStart(2, '0')}`, startDate: usDay(n), endDate: usDay(40 - n) });
    const first = await list({ search: 'paging', sortField: 'name', sortOrder: 'asc', page: 1, pageSize: 10 });
    expect(first).toMatchObject({ status: true, total: 12, hasPrevious: false, hasNext: true });
    expect(first.list.map((g) => g.name).slice(0, 2)).toEqual(['Paging 01', 'Paging 02']);
    const second = await list({ search: 'PAGING', sortField: 'name', sortOrder: 'asc', page: 2, pageSize: 10 });
    expect(second).toMatchObject({ hasPrevious: true, hasNext: false });
    expect(second.list.map((g) => g.name)).toEqual(['Paging 11', 'Paging 12']);
    const byName = await list({ search: 'paging', sortField: 'name', sortOrder: 'desc', page: 1, pageSize: 10 });
    expect(byName.list[0]?.name).toBe('Paging 12');
    const byStart = await list({ search: 'paging', sortField: 'startDate', sortOrder: 'desc', page: 1, pageSize: 10 });
    expect(byStart.list[0]?.name).toBe('Paging 12');
    const byEnd = await list({ search: 'paging', sortField: 'endDate', sortOrder: 'asc', page: 1, pageSize: 10 });
    expect(byEnd.list[0]?.name).toBe('Paging 12');
    const newest = await list({ page: 1, pageSize: 10, sortField: 'createdDate', sortOrder: 'desc' });
    expect(newest.list[0]?.name).toBe('Paging 12');
    const all = await list();
    expect(all.list.length).toBe(all.total);
    expect(all.list.map((g) => g.name)).toEqual(
      [...all.list.map((g) => g.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await server.call(giveaways.list, { query: { page: 0 }, headers })).status).toBe(400);
  });

  describe('the public entry page', () => {
    it('is reached by a token that differs for every giveaway and is kept across updates', async () => {
      const a = await create({ name: 'Token A' });
      const b = await create({ name: 'Token B' });
      expect(a.entryPath).not.toBe(b.entryPath);
      const updated = (await server.call(giveaways.update, { params: { id: a.id }, body: { admin, name: 'Token A2' }, headers })).data()
        .giveaway;
      expect(updated.entryPath).toBe(a.entryPath);
      const html = await (await fetch(`${server.url}${a.entryPath}`)).text();
      expect(html).toContain('Token A2');
      expect(html).toContain(`action="${a.entryPath}"`);
    });

    it('shows the form and takes one entry per e-mail', async () => {
      const g = await create({ name: 'Work Light', description: 'A bright one' });
      expect(g.entryPath).toMatch(/^\/giveaway\/[A-Za-z0-9_-]{43}$/);
      const page = await fetch(`${server.url}${g.entryPath}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('A bright one');
      const first = await enter(g, { name: 'Ava Tester', email: 'ava@crew.example' });
      expect(await first.text()).toContain('You are entered.');
      const again = await enter(g, { name: 'Ava T', email: 'AVA@crew.example' });
      expect(await again.text()).toContain('You are already entered.');
      const bad = await enter(g, { name: '', email: 'nope' });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain('Enter a valid e-mail address.');
      expect((await list({ search: 'Work Light', page: 1 })).list[0]?.entryCount).toBe(1);
    });

    it('refuses before the start, after the end, and an unknown giveaway', async () => {
      // The giveaway's days are the shop's: it ended yesterday on the shop's clock.
      const later = await create({ name: 'Later', startDate: shopUsDay(1) });
      const over = await create({ name: 'Over', endDate: shopUsDay(-1) });
      const notYet = await enter(later, { name: 'A', email: 'a@crew.example' });
      expect(notYet.status).toBe(409);
      expect(await notYet.text()).toContain('This giveaway is not open yet.');
      const ended = await enter(over, { name: 'A', email: 'a@crew.example' });
      expect(ended.status).toBe(410);
      expect(await ended.text()).toContain('This giveaway has ended.');
      expect((await fetch(`${server.url}/giveaway/999999`)).status).toBe(404);
      expect((await fetch(`${server.url}/giveaway/abc`)).status).toBe(404);
      // The id no longer opens the page (ids can be counted), nor does a token-shaped guess.
      const byId = await fetch(`${server.url}/giveaway/${later.id}`);
      expect(byId.status).toBe(404);
      expect(await byId.text()).toContain('This giveaway does not exist.');
      expect((await fetch(`${server.url}/giveaway/${'A'.repeat(43)}`)).status).toBe(404);
      expect((await enter({ ...later, entryPath: `/giveaway/${later.id}` }, { name: 'A', email: 'a@crew.example' })).status).toBe(404);
    });

    it('admits exactly the registration count under 20 concurrent entries', async () => {
      const g = await create({ name: 'Miter Saw', registrationCount: 3 });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          enter(g, { name: `P${n}`, email: `p${n}@crew.example` }).then(async (r) => ({ status: r.status, html: await r.text() })),
        ),
      );
      expect(results.filter((r) => r.html.includes('You are entered.'))).toHaveLength(3);
      expect(results.filter((r) => r.status === 409)).toHaveLength(17);
      const entries = await server.ctx.db.selectFrom('giveaway_entries').select('id').where('giveaway_id', '=', g.id).execute();
      expect(entries).toHaveLength(3);
      const full = await fetch(`${server.url}${g.entryPath}`);
      expect(await full.text()).toContain('This giveaway has reached its number of entries.');
    });
  });
});
