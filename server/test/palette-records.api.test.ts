import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponsContract } from '@console/contracts/coupons.contract';
import { eventsContract } from '@console/contracts/events.contract';
import { giveawaysContract } from '@console/contracts/giveaways.contract';
import { paletteContract } from '@console/contracts/palette.contract';
import { registrationCodesContract } from '@console/contracts/registration-codes.contract';
import { seedDemoCoupons } from '../src/features/coupons/coupons.seed';
import { seedDemoEvents } from '../src/features/events/events.seed';
import { seedDemoGiveaways } from '../src/features/giveaways/giveaways.seed';
import { seedDemoRegistrationCodes } from '../src/features/registration-codes/registration-codes.seed';
import { startTestServer, type Identity, type TestServer } from './harness';

/** GET /api/palette: registration codes, giveaways, events and jobs, each only with its function's flag. */
describe('palette records beyond customers and orders', () => {
  let server: TestServer;
  let everything: Identity;
  let studentsOnly: Identity;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedDemoRegistrationCodes(server.ctx.db, server.ctx.shop.id);
    await seedDemoGiveaways(server.ctx.db, server.ctx.shop.id);
    await seedDemoEvents(server.ctx.db, server.ctx.shop.id);
    await seedDemoCoupons(server.ctx.db, server.ctx.shop.id);
    everything = await server.operator(['showStudents', 'showRegistrationCodes', 'showGiveaways', 'showEvents', 'showCoupons']);
    studentsOnly = await server.operator(['showStudents']);
  });
  afterAll(async () => {
    await server?.close();
  });

  const find = async (q: string, as: Identity) =>
    (await server.call(paletteContract.find, { query: { q }, headers: as.headers })).data().records;

  it('finds a registration code by part of its code, opening the List tab searched on it (the remembered tab cannot hide it)', async () => {
    const codes = (await server.call(registrationCodesContract.list, { query: {}, headers: everything.headers })).data().list;
    const code = codes[0];
    if (!code) throw new Error('the demo has no registration codes');
    const records = await find(code.registrationCode.slice(0, -1).toLowerCase(), everything);
    expect(records).toContainEqual({
      kind: 'registration-code',
      title: code.registrationCode,
      detail: `${code.partner.name} · ${code.startDate} to ${code.endDate}`,
      href: `/registrationCodes?${new URLSearchParams({ tab: '0', search: code.registrationCode }).toString()}`,
    });
    expect(await find(code.registrationCode, studentsOnly)).toEqual([]);
  });

  it('finds a giveaway and an event by name', async () => {
    const giveaway = (await server.call(giveawaysContract.list, { query: { page: 1, pageSize: 1 }, headers: everything.headers })).data()
      .list[0];
    if (!giveaway) throw new Error('the demo has no giveaways');
    expect(await find(giveaway.name, everything)).toContainEqual({
      kind: 'giveaway',
      title: giveaway.name,
      detail: `${giveaway.entryCount} ${giveaway.entryCount === 1 ? 'entry' : 'entries'}`,
      href: `/giveaways?${new URLSearchParams({ tab: '0', search: giveaway.name }).toString()}`,
    });
    expect(await find(giveaway.name, studentsOnly)).toEqual([]);

    const records = await find('tool expo', everything);
    expect(records.filter((r) => r.kind === 'event').map((r) => r.title)).toEqual(['Spring Tool Expo']);
    // The period goes as instants for the palette to write in the operator's time, not as raw text.
    const event = (await server.call(eventsContract.list, { headers: everything.headers }))
      .data()
      .find((e) => e.name === 'Spring Tool Expo');
    expect(records.find((r) => r.kind === 'event')).toMatchObject({
      detail: '',
      when: { from: event?.dateFrom, to: event?.dateTo },
      href: `/events?${new URLSearchParams({ tab: '0', search: 'Spring Tool Expo' }).toString()}`,
    });
    expect(event?.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await find('tool expo', studentsOnly)).toEqual([]);
  });

  it('finds a coupon by the start of its code, in any case, opening Coupons searched for it', async () => {
    const coupons = (await server.call(couponsContract.list, { query: { page: 1, per_page: 50 }, headers: everything.headers })).data().data
      .results;
    const used = coupons.find((c) => c.Used);
    const free = coupons.find((c) => !c.Used);
    if (!used || !free) throw new Error('the demo has no used and unused coupons');
    expect((await find(used.CouponCode.toLowerCase(), everything)).filter((r) => r.kind === 'coupon')).toEqual([
      {
        kind: 'coupon',
        title: used.CouponCode,
        detail: `Used with order #${used.OrderId}`,
        href: `/coupons?${new URLSearchParams({ search: used.CouponCode }).toString()}`,
      },
    ]);
    expect((await find(free.CouponCode, everything)).find((r) => r.title === free.CouponCode)?.detail).toBe('Not used yet');
    const prefix = free.CouponCode.slice(0, 4);
    const some = (await find(prefix, everything)).filter((r) => r.kind === 'coupon');
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((r) => r.title.startsWith(prefix))).toBe(true);
    expect(await find(free.CouponCode, studentsOnly)).toEqual([]);
  });

  it('finds a job by its number only for an operator who may see it', async () => {
    const event = (await server.call(eventsContract.list, { headers: everything.headers })).data()[0];
    if (!event) throw new Error('the demo has no events');
    const { jobId } = (await server.call(eventsContract.report, { params: { id: event.id }, headers: everything.headers })).data();
    const records = await find(`#${jobId}`, everything);
    expect(records.filter((r) => r.kind === 'job')).toEqual([
      {
        kind: 'job',
        title: expect.stringMatching(new RegExp(`^Job ${jobId}: `)) as unknown as string,
        detail: expect.stringMatching(/, Pending$/) as unknown as string,
        href: '/jobs',
      },
    ]);
    expect((await find(String(jobId), studentsOnly)).filter((r) => r.kind === 'job')).toEqual([]);
    expect((await find('99999999', everything)).filter((r) => r.kind === 'job')).toEqual([]);
  });
});
