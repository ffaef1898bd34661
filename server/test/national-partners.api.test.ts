import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalPartnersContract } from '@console/contracts/national-partners.contract';
import { seedCustomers } from '../src/features/customers/customers.seed';
import { startTestServer, type Identity, type TestServer } from './harness';
import { insertCustomer } from './seed';
import { ddMmYyyy } from './invitations-support';

/** National partners (docs/functions/people-invites-events.md 'National page', §3, §7): list, search, paging, export, edit, import. */

const PARTNERS = ['Northern Tool Supply', 'Coastal Fasteners', 'Metro Industrial'];
const SEEDED = 57;

describe('national partners', () => {
  let server: TestServer;
  let np: Identity;

  beforeAll(async () => {
    server = await startTestServer();
    await seedCustomers(server.ctx.db, server.ctx.shop.id, {
      programme: 'national',
      status: null,
      count: SEEDED,
      domain: 'np.test',
      seed: 5,
      tags: (n) => [`np:${PARTNERS[n % PARTNERS.length]}`, 'vip'],
    });
    // Other programmes never show up on the national page.
    await seedCustomers(server.ctx.db, server.ctx.shop.id, {
      programme: 'staff',
      status: 'approved',
      count: 5,
      domain: 'np.test',
      seed: 6,
    });
    np = await server.operator(['showNP']);
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = (body: object, query: Record<string, string> = {}) =>
    server.call(nationalPartnersContract.list, { body, query, headers: np.headers });

  it('pages 25 at a time, newest first, forward and back', async () => {
    const first = (await list({})).data();
    expect(first.rows).toHaveLength(25);
    expect(first.hasPreviousPage).toBe(false);
    expect(first.hasNextPage).toBe(true);
    const second = (await list({}, { direction: 'next', last_id: first.nextCursor as string })).data();
    const third = (await list({}, { direction: 'next', last_id: second.nextCursor as string })).data();
    expect(second.rows).toHaveLength(25);
    expect(third.rows).toHaveLength(SEEDED - 50);
    expect(third.hasNextPage).toBe(false);
    const all = [...first.rows, ...second.rows, ...third.rows];
    expect(new Set(all.map((r) => r.id)).size).toBe(SEEDED);
    const created = all.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const back = (await list({}, { direction: 'previous', last_id: third.previousCursor as string })).data();
    expect(back.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    expect(back.hasPreviousPage).toBe(true);
  });

  it('answers rows with the fields of docs/functions/people-invites-events.md §3, the partner read from the first np: tag', async () => {
    const row = (await list({})).data().rows[0];
    expect(row).toBeDefined();
    if (!row) return;
    expect(row.id).toMatch(/^gid:\/\/shop\/Customer\/\d+$/);
    expect(PARTNERS).toContain(row.nationalPartner);
    expect(row.tags).toContain(`np:${row.nationalPartner}`);
    expect(row.tags).toContain('vip');
    expect(['0', '1']).toContain(row.profile_email_policy_consent);
    expect(['0', '1']).toContain(row.profile_privacy_policy_consent);
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'displayName',
        'email',
        'tags',
        'createdAt',
        'nationalPartner',
        'profile_email_policy_consent',
        'profile_privacy_policy_consent',
        'profile_crm_id',
        'profile_as400_id',
      ].sort(),
    );
  });

  it('searches by e-mail prefix, case-insensitively, and by created date', async () => {
    const sample = (await list({})).data().rows[3];
    if (!sample) throw new Error('no rows');
    const byEmail = (await list({ searchType: 'Email', searchValue: sample.email.toUpperCase() })).data();
    expect(byEmail.rows.map((r) => r.email)).toEqual([sample.email]);
    const byPrefix = (await list({ searchType: 'Email', searchValue: sample.email.slice(0, 3) })).data();
    expect(byPrefix.rows.length).toBeGreaterThan(0);
    expect(byPrefix.rows.every((r) => r.email.startsWith(sample.email.slice(0, 3)))).toBe(true);
    const byDate = (await list({ searchType: 'Date', searchValue: ddMmYyyy(sample.createdAt) })).data();
    expect(byDate.rows.map((r) => r.id)).toContain(sample.id);
    expect(byDate.rows.every((r) => r.createdAt.slice(0, 10) === sample.createdAt.slice(0, 10))).toBe(true);
    const none = (await list({ searchType: 'Email', searchValue: 'nobody-here@' })).data();
    expect(none.rows).toEqual([]);
  });

  it('exports every matching row with the partner and both consents', async () => {
    const res = await server.call(nationalPartnersContract.exportRows, { body: {}, headers: np.headers });
    expect(res.status).toBe(200);
    const data = res.data().data;
    expect(data).toHaveLength(SEEDED);
    const stored = await server.ctx.db.selectFrom('customers').selectAll().where('programme', '=', 'national').execute();
    for (const item of data) {
      const c = stored.find((s) => s.email === item.email);
      expect(c).toBeDefined();
      expect(PARTNERS).toContain(item.nationalPartner);
      expect(item.acceptsMarketing).toBe(c?.email_consent === 1);
      expect(item.privacy_policy_consent).toEqual({ value: c?.privacy_consent === 1 ? '1' : '0' });
    }
    const one = (
      await server.call(nationalPartnersContract.exportRows, {
        body: { searchType: 'Email', searchValue: data[0]?.email },
        headers: np.headers,
      })
    ).data();
    expect(one.data.map((d) => d.email)).toEqual([data[0]?.email]);
  });

  it('saves the edit modal, audits it, and refuses customers of other programmes', async () => {
    const partner = await insertCustomer(server.ctx.db, {
      programme: 'national',
      status: null,
      crm_id: 'CRM1',
      as400_id: '',
      privacy_consent: 0,
      email_consent: 1,
      tags: '["np:Coastal Fasteners"]',
    });
    const gid = `gid://shop/Customer/${partner.id}`;
    const res = await server.call(nationalPartnersContract.update, {
      body: { id: gid, crm_id: ' CRM-77 ', as400_id: 'A4-9', privacy_policy_consent: true, email_policy_consent: false },
      headers: np.headers,
    });
    expect(res.status).toBe(200);
    expect(res.data()).toEqual({ id: gid });
    const row = (await list({ searchType: 'Email', searchValue: partner.email })).data().rows[0];
    expect(row).toMatchObject({
      profile_crm_id: 'CRM-77',
      profile_as400_id: 'A4-9',
      profile_privacy_policy_consent: '1',
      profile_email_policy_consent: '0',
      nationalPartner: 'Coastal Fasteners',
    });
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', gid).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: np.operator.id, action: 'national.update' });
    expect(JSON.parse(audit[0]?.before ?? '{}')).toEqual({ crm_id: 'CRM1', as400_id: '', privacy_consent: 0, email_consent: 1 });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({ crm_id: 'CRM-77', as400_id: 'A4-9', privacy_consent: 1, email_consent: 0 });

    const student = await insertCustomer(server.ctx.db, { programme: 'student', status: 'approved' });
    const other = await server.call(nationalPartnersContract.update, {
      body: { id: String(student.id), crm_id: '', as400_id: '', privacy_policy_consent: false, email_policy_consent: false },
      headers: np.headers,
    });
    expect(other.status).toBe(404);
    const bad = await server.call(nationalPartnersContract.update, {
      body: { id: gid, crm_id: 'x'.repeat(61), as400_id: '', privacy_policy_consent: 'yes', email_policy_consent: false },
      headers: np.headers,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error().fieldErrors ?? {})).toEqual(expect.arrayContaining(['body.crm_id', 'body.privacy_policy_consent']));
  });

  it('imports rows as a job: creates and updates by e-mail, reports bad rows, keeps good ones', async () => {
    const existing = await insertCustomer(server.ctx.db, {
      programme: 'national',
      status: null,
      email: 'existing.partner@np-import.test',
      first_name: 'Old',
      last_name: 'Name',
      crm_id: 'KEEP',
      privacy_consent: 0,
      tags: '["np:Metro Industrial","loyal"]',
    });
    const excelData = [
      {
        'First Name': 'Nia',
        'Last Name': 'Okoro',
        Email: 'nia.okoro@np-import.test',
        'National Partner': 'Prairie Equipment',
        'CRM ID': 'C-1',
        'AS400 ID': 'A-1',
        'Privacy Policy Consent': 'Yes',
        'Email Policy Consent': 'No',
      },
      { 'First Name': 'Bad', 'Last Name': 'Mail', Email: 'not-an-email', 'National Partner': 'Prairie Equipment' },
      { Email: 'EXISTING.partner@np-import.test', 'National Partner': 'Coastal Fasteners', 'Privacy Policy Consent': 'true' },
      { 'First Name': 'No', 'Last Name': 'Partner', Email: 'no.partner@np-import.test' },
      {
        'First Name': 'Odd',
        'Last Name': 'Consent',
        Email: 'odd.consent@np-import.test',
        'National Partner': 'X',
        'Email Policy Consent': 'maybe',
      },
    ];
    const res = await server.call(nationalPartnersContract.upload, { body: { excelData }, headers: np.headers });
    expect(res.status).toBe(200);
    const job = await server.waitForJob(res.data().jobId, np.headers);
    expect(job.status).toBe('done');
    expect(job.outcomes).toEqual([
      { row: 1, status: 'done', message: 'Created.' },
      { row: 2, status: 'failed', message: 'Email not valid.' },
      { row: 3, status: 'done', message: 'Updated.' },
      { row: 4, status: 'failed', message: 'National Partner not valid.' },
      { row: 5, status: 'failed', message: 'Email Policy Consent not valid.' },
    ]);
    const created = (await list({ searchValue: 'nia.okoro@np-import.test' })).data().rows;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      displayName: 'Nia Okoro',
      nationalPartner: 'Prairie Equipment',
      profile_crm_id: 'C-1',
      profile_as400_id: 'A-1',
      profile_privacy_policy_consent: '1',
      profile_email_policy_consent: '0',
    });
    const updated = (await list({ searchValue: existing.email })).data().rows;
    expect(updated[0]).toMatchObject({
      displayName: 'Old Name',
      nationalPartner: 'Coastal Fasteners',
      profile_crm_id: 'KEEP',
      profile_privacy_policy_consent: '1',
    });
    expect(updated[0]?.tags).toContain('loyal');
    expect(updated[0]?.tags).not.toContain('np:Metro Industrial');
    for (const email of ['not-an-email', 'no.partner@np-import.test', 'odd.consent@np-import.test']) {
      expect((await list({ searchValue: email })).data().rows).toEqual([]);
    }
  });

  it('is closed to operators without showNP', async () => {
    const other = await server.operatorSession(['showStudents', 'showPartnerUsers']);
    expect((await server.call(nationalPartnersContract.list, { body: {}, headers: other.headers })).status).toBe(403);
    expect((await server.call(nationalPartnersContract.exportRows, { body: {}, headers: other.headers })).status).toBe(403);
    expect(
      (await server.call(nationalPartnersContract.upload, { body: { excelData: [{ Email: 'a@b.co' }] }, headers: other.headers })).status,
    ).toBe(403);
  });
});
