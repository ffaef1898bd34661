import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationsContract } from '@console/contracts/invitations.contract';
import { seedCustomers } from '../src/features/customers/customers.seed';
import { LINK_MARK } from '../src/platform/mail-links';
import { startTestServer, type Identity, type TestServer } from './harness';
import { PROGRAMME_CASES, ddMmYyyy, eventually } from './invitations-support';

/** Every call of docs/functions/people-invites-events.md §7 of the four invitation programmes (site, tool-connect, partner, retiree). */

describe.each(PROGRAMME_CASES)('$programme invitations', ({ programme, calls, flag, reinviteBody }) => {
  let server: TestServer;
  let op: Identity;
  const domain = `${programme}.invites.test`;
  const email = (name: string) => `${name}@${domain}`;

  beforeAll(async () => {
    server = await startTestServer();
    op = await server.operator([flag]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const save = (excelData: object[]) => server.call(calls.save, { body: { excelData }, headers: op.headers });
  const invited = (body: object = {}, query: Record<string, string> = {}) =>
    server.call(calls.invitedList, { body, query, headers: op.headers });
  const mailsTo = (to: string) => server.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

  it('invites one person at once: the row is listed as invited and the e-mail is sent', async () => {
    const res = await save([{ id: '', first_name: ' Ada ', last_name: 'Lovelace', email: email('ada'), additional_tags: 'vip, early' }]);
    expect(res.status).toBe(200);
    const saved = res.data();
    expect(saved.jobId).toBeNull();
    const page = (await invited({ searchValue: email('ada') })).data();
    expect(page.rows).toEqual([
      {
        id: saved.id,
        displayName: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: email('ada'),
        createdAt: expect.any(String),
        tags: ['vip', 'early'],
        mtd: false,
      },
    ]);
    // The Invited tab's total, under the search and without one.
    expect(page.total).toBe(1);
    const open = await server.ctx.db
      .selectFrom('invitations')
      .select('id')
      .where('programme', '=', programme)
      .where('status', '=', 'invited')
      .execute();
    expect((await invited({})).data().total).toBe(open.length);
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(email('ada'));
      return mails[0]?.status === 'sent' && mails;
    }, 'the invitation e-mail');
    expect(mail).toMatchObject({ kind: `invitation.${programme}`, flag, related_id: `invitation:${saved.id}`, attempts: 1 });
    const site = programme === 'tool-connect' ? server.ctx.config.toolConnectSiteName : server.ctx.config.siteName;
    expect(mail?.subject).toContain(site);
    // The outbox keeps no live link: the send job put the current one in (mail.api.test.ts reads it as delivered).
    expect(mail?.text_body).toContain(`Accept your invitation here: ${LINK_MARK}`);
    expect(`${mail?.text_body}${mail?.html_body}`).not.toMatch(/\/invite\/[A-Za-z0-9_-]{43}/);
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', `invitation:${saved.id}`).execute();
    expect(audit.map((a) => a.action)).toEqual([`${programme}.invite`]);
  });

  it('answers the field messages of docs/functions/people-invites-events.md §5 for a single row', async () => {
    const empty = await save([{ id: '', first_name: ' ', last_name: '', email: '' }]);
    expect(empty.status).toBe(400);
    expect(empty.error().fieldErrors).toEqual({
      'excelData.0.first_name': 'First Name not valid.',
      'excelData.0.last_name': 'Last Name not valid.',
      'excelData.0.email': 'Email not valid.',
    });
    for (const bad of ['grace@example.c', 'grace@example', 'grace example@x.com', 'grace@example.abcdefghijklmnop']) {
      const res = await save([{ id: '', first_name: 'Grace', last_name: 'Hopper', email: bad }]);
      expect(res.error().fieldErrors, bad).toEqual({ 'excelData.0.email': 'Email not valid.' });
    }
    const again = await save([{ id: '', first_name: 'Ada', last_name: 'Again', email: email('ADA') }]);
    expect(again.status).toBe(400);
    expect(again.error().fieldErrors).toEqual({ 'excelData.0.email': 'Email already invited.' });
    await seedCustomers(server.ctx.db, server.ctx.shop.id, { programme, status: null, count: 1, domain: `registered.${domain}`, seed: 3 });
    const registered = await server.ctx.db
      .selectFrom('customers')
      .select('email')
      .where('programme', '=', programme)
      .executeTakeFirstOrThrow();
    const taken = await save([{ id: '', first_name: 'Reg', last_name: 'Istered', email: registered.email }]);
    expect(taken.error().fieldErrors).toEqual({ 'excelData.0.email': 'Email already registered.' });
    expect((await invited({ searchValue: 'grace' })).data()).toMatchObject({ rows: [], total: 0 });
  });

  it('edits the names (and tags) of an invited user, audited', async () => {
    const id = (await save([{ id: '', first_name: 'Alan', last_name: 'Turing', email: email('alan') }])).data().id as string;
    const res = await save([{ id, first_name: 'Alan M.', last_name: 'Turing', email: email('alan'), additional_tags: 'enigma' }]);
    expect(res.status).toBe(200);
    expect(res.data()).toEqual({ id, jobId: null });
    const row = (await invited({ searchValue: email('alan') })).data().rows[0];
    expect(row).toMatchObject({ id, firstName: 'Alan M.', displayName: 'Alan M. Turing', tags: ['enigma'] });
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `invitation:${id}`)
      .where('action', '=', `${programme}.invite.update`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before ?? '')).toMatchObject({ first_name: 'Alan' });
    expect(JSON.parse(audit.after ?? '')).toMatchObject({ first_name: 'Alan M.' });
    const blank = await save([{ id, first_name: '', last_name: 'Turing' }]);
    expect(blank.error().fieldErrors).toEqual({ 'excelData.0.first_name': 'First Name not valid.' });
    const missing = await save([{ id: '987654', first_name: 'No', last_name: 'One' }]);
    expect(missing.status).toBe(404);
  });

  it('uploads many rows as a job: bad rows reported per row, good rows invited, paged 25 at a time', async () => {
    const good = Array.from({ length: 30 }, (_, i) => ({
      'First Name': `Upload${i}`,
      'Last Name': 'Person',
      Email: email(`upload${String(i).padStart(2, '0')}`),
      Tags: i === 0 ? 'from-sheet' : '',
    }));
    const rows = [
      ...good.slice(0, 10),
      { 'First Name': '', 'Last Name': 'Nameless', Email: email('nameless') },
      ...good.slice(10),
      { 'First Name': 'Twice', 'Last Name': 'Listed', Email: email('upload00') },
      { 'First Name': 'Bad', 'Last Name': '', Email: 'bad@' },
    ];
    const res = await save(rows);
    expect(res.status).toBe(200);
    const { jobId, id } = res.data();
    expect(id).toBeNull();
    const job = await server.waitForJob(jobId as number, op.headers);
    expect(job.status).toBe('done');
    expect(job.outcomes).toHaveLength(rows.length);
    expect(job.outcomes[10]).toEqual({ row: 11, status: 'failed', message: 'First Name not valid.' });
    expect(job.outcomes[31]).toEqual({ row: 32, status: 'failed', message: 'Email already invited.' });
    expect(job.outcomes[32]).toEqual({ row: 33, status: 'failed', message: 'Last Name not valid. Email not valid.' });
    expect(job.outcomes.filter((o) => o.status === 'done' && o.message === 'Invited.')).toHaveLength(30);
    // Every good row's invitation e-mail goes out.
    await eventually(async () => {
      const mails = await server.ctx.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'status'])
        .where('to_address', 'like', `upload%@${domain}`)
        .execute();
      return mails.length === 30 && mails.every((m) => m.status === 'sent');
    }, 'the 30 invitation e-mails of the upload');

    const first = (await invited({ searchValue: 'upload' })).data();
    expect(first.rows).toHaveLength(25);
    expect(first.hasNextPage).toBe(true);
    const next = (await invited({ searchValue: 'upload' }, { direction: 'next', last_id: first.nextCursor as string })).data();
    expect(next.rows).toHaveLength(5);
    expect(next.hasNextPage).toBe(false);
    expect(next.hasPreviousPage).toBe(true);
    expect(new Set([...first.rows, ...next.rows].map((r) => r.email)).size).toBe(30);
    expect([...first.rows, ...next.rows].find((r) => r.email === email('upload00'))?.tags).toEqual(['from-sheet']);

    const exported = (await server.call(calls.invitedExport, { body: { searchValue: 'upload' }, headers: op.headers })).data().data;
    expect(exported).toHaveLength(30);
    expect(exported[0]).toEqual({
      displayName: expect.stringMatching(/^Upload\d+ Person$/),
      email: expect.stringMatching(/^upload/),
      tags: expect.any(Array),
      createdAt: expect.any(String),
    });
    const today = ddMmYyyy(new Date().toISOString());
    const byDate = (await invited({ searchType: 'Date', searchValue: today })).data();
    expect(byDate.rows.length).toBe(25);
  });

  it('resends one invitation with a new link', async () => {
    const id = (await save([{ id: '', first_name: 'Resend', last_name: 'Me', email: email('resend') }])).data().id as string;
    // The link is made as the e-mail leaves, so wait for the first send before reading it.
    const sent = (count: number) =>
      eventually(async () => {
        const mails = await mailsTo(email('resend'));
        return mails.length === count && mails.every((m) => m.status === 'sent') && mails;
      }, `${count} e-mail(s) sent`);
    await sent(1);
    const before = await server.ctx.db.selectFrom('invitations').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(before.token_hash).toMatch(/.+/);
    const res = await server.call(calls.sendInvite, { params: { id }, headers: op.headers });
    expect(res.status).toBe(200);
    expect(res.data()).toEqual({ id, mailId: expect.any(Number) });
    expect(await sent(2)).toHaveLength(2);
    const after = await server.ctx.db.selectFrom('invitations').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(after.send_count).toBe(before.send_count + 1);
    expect(after.token_hash).not.toBe(before.token_hash);
    expect((await server.call(calls.sendInvite, { params: { id: '987654' }, headers: op.headers })).status).toBe(404);
  });

  it('reinvites a selection in the background, one outcome per row', async () => {
    const ids = await Promise.all(
      ['bulk1', 'bulk2'].map(
        async (n) => (await save([{ id: '', first_name: 'Bulk', last_name: n, email: email(n) }])).data().id as string,
      ),
    );
    const res = await server.call(invitationsContract.bulkReinvite, {
      body: [
        { id: ids[0], email: email('bulk1') },
        { id: ids[1], email: email('BULK2') },
        { id: '987654', email: email('ghost') },
        { id: ids[0], email: email('someone-else') },
      ],
      headers: op.headers,
    });
    expect(res.status).toBe(200);
    const job = await server.waitForJob(res.data().jobId, op.headers);
    expect(job.outcomes.map((o) => o.message)).toEqual([
      'Reinvited.',
      'Reinvited.',
      'No invitation for this email.',
      'No invitation for this email.',
    ]);
    expect(await mailsTo(email('bulk1'))).toHaveLength(2);
    expect(await mailsTo(email('bulk2'))).toHaveLength(2);
  });

  it('reinvites from a spreadsheet with an "Email" column', async () => {
    await save([{ id: '', first_name: 'Sheet', last_name: 'Reinvite', email: email('sheet') }]);
    const res = await server.call(calls.importReinvite, {
      body: reinviteBody([{ Email: email('SHEET') }, { Email: email('nobody') }, { Email: 'nonsense' }]),
      headers: op.headers,
    });
    expect(res.status).toBe(200);
    const job = await server.waitForJob(res.data().jobId, op.headers);
    expect(job.outcomes).toEqual([
      { row: 1, status: 'done', message: 'Reinvited.' },
      { row: 2, status: 'failed', message: 'No invitation for this email.' },
      { row: 3, status: 'failed', message: 'Email not valid.' },
    ]);
    expect(await mailsTo(email('sheet'))).toHaveLength(2);
    const noHeader = await server.call(calls.importReinvite, { body: reinviteBody([{ Mail: email('sheet') }]), headers: op.headers });
    expect(noHeader.status).toBe(400);
    expect(noHeader.error().message).toBe('Please upload an Excel File with column header as "Email"');
  });

  it('lists, searches and exports registered users, 25 a page', async () => {
    await seedCustomers(server.ctx.db, server.ctx.shop.id, {
      programme,
      status: null,
      count: 31,
      domain: `members.${domain}`,
      seed: 9,
      tags: () => [`programme:${programme}`, 'np:Coastal Fasteners'],
    });
    await seedCustomers(server.ctx.db, server.ctx.shop.id, {
      programme: 'national',
      status: null,
      count: 3,
      domain: `members.${domain}`,
      seed: 10,
    });
    const registered = (body: object, query: Record<string, string> = {}) =>
      server.call(calls.registeredList, { body, query, headers: op.headers });
    const first = (await registered({ searchValue: 'members' })).data();
    expect(first.rows).toHaveLength(0);
    const all = (await registered({})).data();
    expect(all.rows).toHaveLength(25);
    const next = (await registered({}, { direction: 'next', last_id: all.nextCursor as string })).data();
    expect(all.rows.length + next.rows.length).toBe(32);
    expect([first.total, all.total, next.total]).toEqual([0, 32, 32]);
    const sample = all.rows[2];
    if (!sample) throw new Error('no rows');
    expect(sample).toEqual({
      id: expect.stringMatching(/^gid:\/\/shop\/Customer\/\d+$/),
      displayName: `${sample.firstName} ${sample.lastName}`,
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.any(String),
      createdAt: expect.any(String),
      tags: expect.arrayContaining([`programme:${programme}`]),
    });
    expect((await registered({ searchType: 'Email', searchValue: sample.email.toUpperCase() })).data().rows.map((r) => r.id)).toEqual([
      sample.id,
    ]);
    const byDate = (await registered({ searchType: 'Date', searchValue: ddMmYyyy(sample.createdAt) })).data();
    expect(byDate.rows.map((r) => r.id)).toContain(sample.id);
    const exported = (await server.call(calls.registeredExport, { body: {}, headers: op.headers })).data().data;
    expect(exported).toHaveLength(32);
    expect(exported.find((e) => e.email === sample.email)).toEqual({
      displayName: sample.displayName,
      email: sample.email,
      tags: sample.tags,
      createdAt: sample.createdAt,
    });
  });
});
