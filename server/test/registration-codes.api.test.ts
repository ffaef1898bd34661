import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptionPagePath, registrationCodesContract as codes } from '@console/contracts/registration-codes.contract';
import { CODE_REFUSED } from '../src/features/registration-codes/redemption-page';
import { isoDay, shopUsDay, usDay } from './days';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * Registration codes over real HTTP (docs/functions/codes-credits-knot-giveaways.md §7): list with the expiration filter, partners,
 * create and update with every rule of §5, email domains, the history of each change with its
 * before and after, and the public registration page with its date window, domains and cap.
 */

describe('registration codes API', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let partner: { id: number; name: string; handle: string };
  let code = 0;

  const newCode = (extra: object = {}) => {
    code += 1;
    return {
      registrationCode: `TEST-${code}`,
      startDate: usDay(-1),
      endDate: usDay(30),
      partner,
      spendLimit: 50,
      tags: ['union'],
      maxRegistrationCount: 10,
      emailDomains: [],
      ...extra,
    };
  };
  const create = (body: object) => server.call(codes.create, { body, headers });
  const register = (form: Record<string, string>) =>
    fetch(`${server.url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  const person = (n: number, extra: Record<string, string> = {}) => ({
    firstName: 'Ava',
    lastName: `Tester${n}`,
    email: `ava.${n}@crew.example`,
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    headers = (await server.operator(['showRegistrationCodes'])).headers;
    const now = new Date().toISOString();
    await server.ctx.db
      .insertInto('partners')
      .values([
        { shop_id: server.ctx.shop.id, name: 'Coastal Fasteners', handle: 'coastal-fasteners', created_at: now },
        { shop_id: server.ctx.shop.id, name: 'Metro Industrial', handle: 'metro-industrial', created_at: now },
      ])
      .execute();
    const partners = (await server.call(codes.partners, { headers })).data();
    partner = partners[0] as typeof partner;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists partners with name and handle, by name', async () => {
    const partners = (await server.call(codes.partners, { headers })).data();
    expect(partners.map((p) => p.name)).toEqual(['Coastal Fasteners', 'Metro Industrial']);
    expect(partners[1]).toMatchObject({ handle: 'metro-industrial' });
  });

  it('creates a code from MM/DD/YYYY dates and answers it, audited', async () => {
    const res = await create(
      newCode({ registrationCode: 'SPRING26', spendLimit: '75', emailDomains: ['@Crew.Example', { domain: 'union.example' }] }),
    );
    expect(res.status).toBe(200);
    const body = res.data();
    expect(body.status).toBe(true);
    expect(body.msg).toBe('Registration code SPRING26 created.');
    expect(body.data).toMatchObject({
      registrationCode: 'SPRING26',
      startDate: isoDay(-1),
      endDate: isoDay(30),
      partner: { name: 'Coastal Fasteners' },
      spendLimit: 75,
      tags: ['union'],
      maxRegistrationCount: 10,
      currentRegistrationCount: 0,
      emailDomains: ['crew.example', 'union.example'],
    });
    const stored = await server.ctx.db
      .selectFrom('registration_codes')
      .select(['spend_limit_cents'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.spend_limit_cents)).toBe(7500);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `registration-code:${body.data.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['registration-codes.create']);
  });

  it('accepts the partner by name, empty tags omitted, a non-numeric spend limit as null', async () => {
    const body = newCode({ partner: 'Metro Industrial', tags: undefined, spendLimit: 'abc', maxRegistrationCount: '' });
    const data = (await create(body)).data().data;
    expect(data.partner.name).toBe('Metro Industrial');
    expect(data.spendLimit).toBeNull();
    expect(data.maxRegistrationCount).toBeNull();
    expect('tags' in data).toBe(false);
  });

  it.each([
    ['an empty code', { registrationCode: '' }, 'body.registrationCode'],
    ['a code over 40 characters', { registrationCode: 'X'.repeat(41) }, 'body.registrationCode'],
    ['an empty start date', { startDate: '' }, 'body.startDate'],
    ['a start date not before the end date', { startDate: usDay(5), endDate: usDay(5) }, 'body.endDate'],
    ['a spend limit of 4 digits', { spendLimit: 1000 }, 'body.spendLimit'],
    ['a max count of 9 digits', { maxRegistrationCount: 123456789 }, 'body.maxRegistrationCount'],
    ['tags over 8000 characters', { tags: ['t'.repeat(8001)] }, 'body.tags'],
    ['a bad email domain', { emailDomains: ['not a domain'] }, 'body.emailDomains.0'],
  ])('refuses %s with a field error', async (_name, change, field) => {
    const res = await create(newCode(change));
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fieldErrors ?? {})).toContain(field);
  });

  it('refuses an unknown partner (by id, by handle, or no name) and a code that exists in any case', async () => {
    // A partner NAME the shop does not know is added (the test at the end); an id or handle must exist.
    for (const ref of [{ id: 999_999 }, { id: 999_999, name: 'Coastal Fasteners' }, { handle: 'nobody' }, { name: '  ' }]) {
      const unknown = await create(newCode({ partner: ref }));
      expect(unknown.status).toBe(400);
      expect(unknown.error().fieldErrors).toHaveProperty('partner');
    }
    const twice = await create(newCode({ registrationCode: 'spring26' }));
    expect(twice.status).toBe(400);
    expect(twice.error().message).toBe('Registration code spring26 already exists.');
  });

  it('lists active, inactive and all codes', async () => {
    const expired = (await create(newCode({ registrationCode: 'OLD-1', startDate: usDay(-60), endDate: usDay(-2) }))).data().data;
    const all = (await server.call(codes.list, { headers })).data();
    const active = (await server.call(codes.list, { query: { active: 'true' }, headers })).data();
    const inactive = (await server.call(codes.list, { query: { active: 'false' }, headers })).data();
    expect(all.status).toBe(true);
    expect(all.list.map((c) => c.id)).toContain(expired.id);
    expect(active.list.map((c) => c.id)).not.toContain(expired.id);
    expect(inactive.list.map((c) => c.id)).toEqual([expired.id]);
    expect(active.list.length + inactive.list.length).toBe(all.list.length);
    expect((await server.call(codes.list, { query: { active: 'maybe' }, headers })).status).toBe(400);
  });

  it('updates the form fields, keeps domains and count, and records before -> after', async () => {
    const created = (await create(newCode({ registrationCode: 'FALL-1', emailDomains: ['crew.example'] }))).data().data;
    const { emailDomains: _d, ...fields } = newCode({
      registrationCode: 'FALL-2',
      spendLimit: 80,
      tags: ['union', 'tier:gold'],
      partner: { name: 'Metro Industrial' },
    });
    const res = await server.call(codes.update, {
      params: { id: created.id },
      body: { ...fields, id: created.id, partnerName: 'x', currentRegistrationCount: 99 },
      headers,
    });
    const data = res.data();
    expect(data.msg).toBe('Registration code FALL-2 updated.');
    expect(data.data).toMatchObject({
      registrationCode: 'FALL-2',
      spendLimit: 80,
      tags: ['union', 'tier:gold'],
      partner: { name: 'Metro Industrial' },
      emailDomains: ['crew.example'],
      currentRegistrationCount: 0,
    });
    const same = await server.call(codes.update, { params: { id: created.id }, body: fields, headers });
    expect(same.data().msg).toBe('Nothing changed.');
    const history = (await server.call(codes.history, { headers })).data().list.filter((h) => h.registrationCode === 'FALL-2');
    expect(history.map((h) => h.action)).toEqual(['update']);
    expect(history[0]?.changes).toBe(
      'Registration Code: FALL-1 -> FALL-2; Partner: Coastal Fasteners -> Metro Industrial; Spend Limit: $50 -> $80; Tags: union -> union, tier:gold',
    );
    const createdEntry = (await server.call(codes.history, { headers })).data().list.find((h) => h.registrationCode === 'FALL-1');
    expect(createdEntry).toMatchObject({ action: 'create' });
    expect(createdEntry?.changes).toContain(`Registration Code: FALL-1; Start Date: ${usDay(-1)}; End Date: ${usDay(30)}; `);
  });

  it('answers 404 for a code that does not exist and 400 for a bad id', async () => {
    const { emailDomains: _d, ...fields } = newCode();
    expect((await server.call(codes.update, { params: { id: 999999 }, body: fields, headers })).status).toBe(404);
    expect((await server.call(codes.update, { params: { id: 'abc' }, body: fields, headers })).status).toBe(400);
  });

  it('replaces the email domains (list or rows), answered and in the history', async () => {
    const created = (await create(newCode({ registrationCode: 'DOMAINS-1' }))).data().data;
    const res = await server.call(codes.emailDomains, {
      params: { id: created.id },
      body: { emailDomains: ['Crew.example', { domain: 'union.example' }, 'crew.example'] },
      headers,
    });
    expect(res.data()).toEqual({ status: true, msg: 'Email domains updated.', data: { emailDomains: ['crew.example', 'union.example'] } });
    const bare = await server.call(codes.emailDomains, { params: { id: created.id }, body: ['union.example'] as never, headers });
    expect(bare.data().data.emailDomains).toEqual(['union.example']);
    const bad = await server.call(codes.emailDomains, { params: { id: created.id }, body: { emailDomains: ['bad domain'] }, headers });
    expect(bad.status).toBe(400);
    const history = (await server.call(codes.history, { headers })).data().list.filter((h) => h.registrationCode === 'DOMAINS-1');
    expect(history.map((h) => h.changes)).toEqual([
      'Email Domains: crew.example, union.example -> union.example',
      'Email Domains: (none) -> crew.example, union.example',
      expect.stringContaining('Registration Code: DOMAINS-1'),
    ]);
  });

  it("adds a partner name typed where a code is made to the shop's partners, once, audited", async () => {
    const made = await create(newCode({ partner: { name: 'Harbor Electric Union' } }));
    expect(made.status).toBe(200);
    const partnerOfCode = made.data().data.partner;
    expect(partnerOfCode).toMatchObject({ name: 'Harbor Electric Union', handle: 'harbor-electric-union' });
    // The same name again, in other letter case and as text: the partner it added, not a second one.
    const again = (await create(newCode({ partner: 'harbor electric union' }))).data().data;
    expect(again.partner.id).toBe(partnerOfCode.id);
    const partners = (await server.call(codes.partners, { headers })).data();
    expect(partners.map((p) => p.name)).toEqual(['Coastal Fasteners', 'Harbor Electric Union', 'Metro Industrial']);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target', '=', `partner:${partnerOfCode.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['registration-codes.partner.add']);
    // A name that collides with another partner's handle gets a handle of its own.
    const sameHandle = (await create(newCode({ partner: 'Harbor Electric Union!' }))).data().data;
    expect(sameHandle.partner).toMatchObject({ name: 'Harbor Electric Union!', handle: 'harbor-electric-union-2' });
  });

  describe('the public registration page', () => {
    it('shows the form, with the code from the link', async () => {
      const res = await fetch(`${server.url}/register?code=SPRING26`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('Register with a code');
      expect(html).toContain('value="SPRING26"');
      // An old link names no shop: the first shop's page, posting back to it by name.
      expect(html).toContain(`action="/register?shop=${server.ctx.shop.name}"`);
    });

    it('names its shop in the link, and a shop that is no shop answers a 404 page', async () => {
      const named = await fetch(`${server.url}${redemptionPagePath('SPRING26', server.ctx.shop.name)}`);
      expect(named.status).toBe(200);
      expect(await named.text()).toContain(`action="/register?shop=${server.ctx.shop.name}"`);
      const unknown = await fetch(`${server.url}/register?shop=no-such-shop&code=SPRING26`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('This registration page is not valid.');
      const posted = await fetch(`${server.url}/register?shop=no-such-shop`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code: 'SPRING26', ...person(900) }).toString(),
      });
      expect(posted.status).toBe(404);
    });

    it('registers a person, counts them, and says so once per e-mail', async () => {
      const created = (await create(newCode({ registrationCode: 'JOIN-1' }))).data().data;
      const first = await register({ code: 'join-1', ...person(1) });
      expect(first.status).toBe(200);
      const page = await first.text();
      expect(page).toContain('You are registered.');
      // The page says what to do next; the embedded store has no storefront to link to.
      expect(page).toContain(
        '<p>Sign in at Employee Store with ava.1@crew.example to shop with your prices.</p>\n<p>You can close this page.</p>',
      );
      expect(page).not.toContain('class="button"');
      const again = await register({ code: 'JOIN-1', ...person(1, { email: 'AVA.1@crew.example' }) });
      expect(await again.text()).toContain('You are already registered.');
      const list = (await server.call(codes.list, { headers })).data().list;
      expect(list.find((c) => c.id === created.id)?.currentRegistrationCount).toBe(1);
    });

    it('refuses outside the date window, an unknown code, another domain and bad fields', async () => {
      // A code's days are the shop's: LATER-1 starts tomorrow and OVER-1 ended yesterday on the shop's clock.
      await create(newCode({ registrationCode: 'LATER-1', startDate: shopUsDay(1), endDate: shopUsDay(9) }));
      await create(newCode({ registrationCode: 'OVER-1', startDate: shopUsDay(-9), endDate: shopUsDay(-1) }));
      await create(newCode({ registrationCode: 'UNION-1', emailDomains: ['union.example'] }));
      // Unknown and unusable codes get one answer (no oracle of which codes exist).
      const cases: Array<[Record<string, string>, number, string]> = [
        [{ code: 'LATER-1', ...person(2) }, CODE_REFUSED.status, CODE_REFUSED.text],
        [{ code: 'OVER-1', ...person(3) }, CODE_REFUSED.status, CODE_REFUSED.text],
        [{ code: 'NOPE', ...person(4) }, CODE_REFUSED.status, CODE_REFUSED.text],
        [{ code: 'UNION-1', ...person(5) }, CODE_REFUSED.status, CODE_REFUSED.text],
        [{ code: 'UNION-1', ...person(6, { email: 'not-an-email' }) }, 400, 'Enter a valid e-mail address.'],
      ];
      for (const [form, status, text] of cases) {
        const res = await register(form);
        expect(res.status, text).toBe(status);
        expect(await res.text()).toContain(text);
      }
      const sub = await register({ code: 'UNION-1', ...person(7, { email: 'ava@east.union.example' }) });
      expect(await sub.text()).toContain('You are registered.');
      const escaped = await register({ code: '<b>x</b>', ...person(8) });
      expect(await escaped.text()).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
    });

    it('admits exactly 3 of 20 concurrent registrations to a code capped at 3', async () => {
      const created = (await create(newCode({ registrationCode: 'RACE-1', maxRegistrationCount: 3 }))).data().data;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          register({ code: 'RACE-1', ...person(100 + n) }).then(async (r) => ({ status: r.status, html: await r.text() })),
        ),
      );
      expect(results.filter((r) => r.html.includes('You are registered.'))).toHaveLength(3);
      expect(results.filter((r) => r.status === CODE_REFUSED.status && r.html.includes(CODE_REFUSED.text))).toHaveLength(17);
      const stored = await server.ctx.db
        .selectFrom('registration_codes')
        .select('current_registration_count')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.current_registration_count)).toBe(3);
      const people = await server.ctx.db.selectFrom('code_redemptions').select('id').where('code_id', '=', created.id).execute();
      expect(people).toHaveLength(3);
    });
  });
});
