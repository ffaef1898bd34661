import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsContract as events } from '@console/contracts/events.contract';
import { giveawaysContract as giveaways } from '@console/contracts/giveaways.contract';
import { invitationsContract } from '@console/contracts/invitations.contract';
import { inviteUsersContract as site } from '@console/contracts/invite-users.contract';
import { retireeUsersContract as retirees } from '@console/contracts/retiree-users.contract';
import { redemptionPagePath, registrationCodesContract as codes } from '@console/contracts/registration-codes.contract';
import type { ShopContext } from '../src/app-context';
import { seedCustomers } from '../src/features/customers/customers.seed';
import { usDay } from './days';
import { startTestServer, type CallInput, type Identity, type TestServer } from './harness';

/**
 * Invitations, events, registration codes and giveaways of one shop never show in another's lists,
 * counts or exports, and their ids answer 404 there; MTD is an option of the shop's record; the same code text
 * can be a code of each shop; a shop's code partners are its own. Written against the core helper's harness:
 * `server.addShop(name, { mtd })` answering the new shop's context, and a per-request `shop` option that sends
 * X-Shop-Name (no `shop`: the first shop, the one the environment defines).
 */
describe('invitations, events, codes and giveaways of two shops', () => {
  let server: TestServer;
  let admin: Identity;
  let shopB: ShopContext;
  const B = 'shop-b';
  const NO_SEARCH = { searchValue: '', searchType: 'Email' as const };

  /** A call in the first shop (shop undefined) or in shop B. */
  const inShop = <C extends Parameters<TestServer['call']>[0]>(call: C, shop: string | undefined, input: CallInput = {}) =>
    server.call(call, { ...input, headers: admin.headers, ...(shop ? { shop } : {}) } as never);

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    shopB = await server.addShop(B, { mtd: true });
    // No --shop: the flags hold in every shop.
    admin = await server.operator(['showInviteUsers', 'showRetireeUsers', 'showEvents', 'showRegistrationCodes', 'showGiveaways']);
    // Shop B's national partners, mirrored or imported: their `np:` tags are B's code partners.
    await seedCustomers(server.ctx.db, shopB.shop.id, {
      programme: 'national',
      status: null,
      count: 3,
      domain: 'np-b.test',
      seed: 7,
      tags: () => ['np:Gamma Parts'],
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps invitations apart: lists, counts, exports, resend by id', async () => {
    const invite = (email: string, shop: string | undefined) =>
      inShop(site.save, shop, { body: { excelData: [{ id: '', first_name: 'Ann', last_name: 'Shop', email, additional_tags: '' }] } });
    expect((await invite('ann@a.test', undefined)).status).toBe(200);
    // The same e-mail is free in the other shop: the shops share no people.
    expect((await invite('ann@a.test', B)).status).toBe(200);
    expect((await invite('bob@b.test', B)).status).toBe(200);

    const listA = (await inShop(site.invitedList, undefined, { body: NO_SEARCH })).data();
    const listB = (await inShop(site.invitedList, B, { body: NO_SEARCH })).data();
    expect(listA.rows.map((r) => r.email)).toEqual(['ann@a.test']);
    expect(listB.rows.map((r) => r.email).sort()).toEqual(['ann@a.test', 'bob@b.test']);
    expect(listA.total).toBe(1);
    expect(listB.total).toBe(2);
    const idA = listA.rows[0]?.id ?? '';
    expect(listB.rows.map((r) => r.id)).not.toContain(idA);

    const exportB = (await inShop(site.invitedExport, B, { body: NO_SEARCH })).data().data;
    expect(exportB.map((r) => r.email).sort()).toEqual(['ann@a.test', 'bob@b.test']);
    const exportA = (await inShop(site.invitedExport, undefined, { body: NO_SEARCH })).data().data;
    expect(exportA.map((r) => r.email)).toEqual(['ann@a.test']);

    // Shop A's invitation by id from shop B: as if it did not exist.
    expect((await inShop(site.sendInvite, B, { params: { id: idA } })).status).toBe(404);
    const bulk = await inShop(invitationsContract.bulkReinvite, B, { body: [{ id: idA, email: 'ann@a.test' }] });
    // Unknown there: a job that reports the row, never a mail in shop A.
    expect(bulk.status).toBe(200);
    const mails = await server.ctx.db.selectFrom('mail_outbox').select(['shop_id']).where('related_id', '=', `invitation:${idA}`).execute();
    expect(mails.every((m) => m.shop_id === server.ctx.shop.id)).toBe(true);
  });

  it('offers MTD only in the MTD shop', async () => {
    const mtdInvite = (shop: string | undefined) =>
      inShop(retirees.save, shop, {
        body: { excelData: [{ id: '', first_name: 'Marie', last_name: 'T', email: 'marie@mtd.test', mtdCheckbox: true }] },
      });
    const refused = await mtdInvite(undefined);
    expect(refused.status).toBe(400);
    expect(refused.error().fieldErrors).toEqual({ 'excelData.0.mtdCheckbox': 'MTD invitations are not available in this shop.' });
    expect((await mtdInvite(B)).status).toBe(200);
    const rowB = (await inShop(retirees.invitedList, B, { body: NO_SEARCH })).data().rows[0];
    expect(rowB).toMatchObject({ email: 'marie@mtd.test', mtd: true });
    expect((await inShop(retirees.invitedList, undefined, { body: NO_SEARCH })).data().rows).toHaveLength(0);

    const optionsA = (await inShop(invitationsContract.options, undefined)).data();
    const optionsB = (await inShop(invitationsContract.options, B)).data();
    expect(optionsA.shopName).toBe(server.ctx.shop.name);
    expect(optionsA.mtdShops).not.toContain(optionsA.shopName);
    expect(optionsA.mtdShops).not.toContain(B);
    expect(optionsB.shopName).toBe(B);
    expect(optionsB.mtdShops).toContain(B);
  });

  it('keeps events and their invitees apart', async () => {
    const body = {
      name: 'Shop A Expo',
      description: 'Demos.',
      dateFrom: Date.UTC(2030, 4, 1, 9),
      dateTo: Date.UTC(2030, 4, 1, 17),
      active: true,
    };
    const eventA = (await inShop(events.create, undefined, { body })).data();
    const invited = await inShop(events.inviteUser, undefined, {
      params: { eventId: eventA.id },
      body: { firstName: 'Eve', lastName: 'A', email: 'eve@a.test' },
    });
    expect(invited.status).toBe(200);
    expect(invited.data()).toMatchObject({ email: 'eve@a.test' });
    const stored = await server.ctx.db
      .selectFrom('event_invites')
      .select(['store', 'shop_id'])
      .where('email_lower', '=', 'eve@a.test')
      .execute();
    expect(stored).toEqual([{ store: server.ctx.shop.name, shop_id: server.ctx.shop.id }]);

    expect((await inShop(events.list, B)).data().map((e) => e.id)).not.toContain(eventA.id);
    expect((await inShop(events.list, undefined)).data().map((e) => e.id)).toContain(eventA.id);
    expect((await inShop(events.inviteList, B, { params: { eventId: eventA.id }, query: { page: 1, pageSize: 10 } })).status).toBe(404);
    expect((await inShop(events.update, B, { params: { id: eventA.id }, body })).status).toBe(404);
    expect((await inShop(events.archive, B, { params: { id: eventA.id } })).status).toBe(404);
    expect((await inShop(events.removeUsers, B, { params: { id: eventA.id } })).status).toBe(404);
    expect((await inShop(events.report, B, { params: { id: eventA.id } })).status).toBe(404);
    const inviteB = await inShop(events.inviteUser, B, {
      params: { eventId: eventA.id },
      body: { firstName: 'Eve', lastName: 'B', email: 'eve2@a.test' },
    });
    expect(inviteB.status).toBe(404);
    // Still there, untouched, in its own shop.
    const listed = (
      await inShop(events.inviteList, undefined, { params: { eventId: eventA.id }, query: { page: 1, pageSize: 10 } })
    ).data();
    expect(listed.total).toBe(1);
  });

  it("keeps codes apart, the same code text in each shop, each redeemed on its own shop's page", async () => {
    const code = (shop: string | undefined, partner: string) =>
      inShop(codes.create, shop, {
        body: {
          registrationCode: 'SAME-1',
          startDate: usDay(-1),
          endDate: usDay(30),
          partner: { name: partner },
          spendLimit: 50,
          maxRegistrationCount: 10,
          emailDomains: [],
        },
      });
    const codeA = (await code(undefined, 'Alpha Partner')).data().data;
    const codeB = (await code(B, 'Beta Partner')).data().data;
    expect(codeB.id).not.toBe(codeA.id);
    // Twice in one shop is still refused.
    expect((await code(B, 'Beta Partner')).status).toBe(400);

    expect((await inShop(codes.list, undefined)).data().list.map((c) => c.id)).toEqual([codeA.id]);
    expect((await inShop(codes.list, B)).data().list.map((c) => c.id)).toEqual([codeB.id]);
    const update = { registrationCode: 'SAME-1', startDate: usDay(-1), endDate: usDay(30), partner: { id: codeA.partner.id } };
    expect((await inShop(codes.update, B, { params: { id: codeA.id }, body: update })).status).toBe(404);
    expect((await inShop(codes.emailDomains, B, { params: { id: codeA.id }, body: { emailDomains: ['x.test'] } })).status).toBe(404);
    // Shop A's partner by id is no partner of shop B.
    expect((await inShop(codes.update, B, { params: { id: codeB.id }, body: update })).status).toBe(400);
    const historyB = (await inShop(codes.history, B)).data().list;
    expect(historyB.length).toBeGreaterThan(0);
    expect(historyB.every((h) => h.registrationCode === 'SAME-1' && !h.changes.includes('Alpha Partner'))).toBe(true);

    // Partners per shop: B's national partners' `np:` names and what was typed in B; nothing of A's.
    const partnersA = (await inShop(codes.partners, undefined)).data().map((p) => p.name);
    const partnersB = (await inShop(codes.partners, B)).data().map((p) => p.name);
    expect(partnersA).toEqual(['Alpha Partner']);
    expect(partnersB).toEqual(['Beta Partner', 'Gamma Parts']);
    // Asked again: the np: name is not added twice.
    expect((await inShop(codes.partners, B)).data().map((p) => p.name)).toEqual(['Beta Partner', 'Gamma Parts']);

    const register = (path: string, email: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code: 'same-1', firstName: 'Ray', lastName: 'Shop', email }).toString(),
      });
    const page = await (await fetch(`${server.url}${redemptionPagePath('SAME-1', B)}`)).text();
    expect(page).toContain(`action="/register?shop=${B}"`);
    const inB = await register(`/register?shop=${B}`, 'ray@b.test');
    expect(await inB.text()).toContain('is registered with Beta Partner');
    // An old link without a shop is the first shop's page.
    const inA = await register('/register', 'ray@a.test');
    expect(await inA.text()).toContain('is registered with Alpha Partner');
    const counts = Object.fromEntries((await inShop(codes.list, B)).data().list.map((c) => [c.id, c.currentRegistrationCount] as const));
    expect(counts).toEqual({ [codeB.id]: 1 });
    expect((await inShop(codes.list, undefined)).data().list[0]?.currentRegistrationCount).toBe(1);
  });

  it('keeps giveaways apart, and a giveaway entry lands in its own shop', async () => {
    const admin_ = admin.headers.customerId;
    const body = { admin: admin_, name: 'Shop A Drill', startDate: usDay(-1), endDate: usDay(10), registrationCount: 5 };
    const gA = (await inShop(giveaways.create, undefined, { body })).data().giveaway;
    expect((await inShop(giveaways.list, B, { query: { page: 1, pageSize: 10 } })).data()).toMatchObject({ total: 0, list: [] });
    expect((await inShop(giveaways.list, undefined, { query: { page: 1, pageSize: 10 } })).data().total).toBe(1);
    expect((await inShop(giveaways.list, B)).data().list).toEqual([]);
    expect((await inShop(giveaways.update, B, { params: { id: gA.id }, body })).status).toBe(404);
    expect((await inShop(giveaways.remove, B, { params: { id: gA.id } })).status).toBe(404);
    const report = { admin: admin_, id: gA.id, startDate: usDay(-1), endDate: usDay(0) };
    expect((await inShop(giveaways.report, B, { query: report })).status).toBe(404);

    // The public entry page names no shop: its token finds the giveaway, and the entry is that shop's.
    const entered = await fetch(`${server.url}${gA.entryPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Gia Shop', email: 'gia@a.test' }).toString(),
    });
    expect(entered.status).toBe(200);
    const entries = await server.ctx.db.selectFrom('giveaway_entries').select(['shop_id']).where('giveaway_id', '=', gA.id).execute();
    expect(entries).toEqual([{ shop_id: server.ctx.shop.id }]);
    expect((await inShop(giveaways.list, undefined, { query: { page: 1, pageSize: 10 } })).data().list[0]?.entryCount).toBe(1);
  });
});
