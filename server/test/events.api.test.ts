import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_REPORT_COLUMNS, EVENT_REPORT_MESSAGE, eventsContract, type EventRow } from '@console/contracts/events.contract';
import { filesContract } from '@console/contracts/files.contract';
import { LINK_MARK } from '../src/platform/mail-links';
import { startTestServer, type Identity, type TestServer } from './harness';
import { eventually } from './invitations-support';
import { insertCustomer } from './seed';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

/**
 * Every events call of docs/functions/people-invites-events.md §7 against a real SMTP peer: events, their invite lists, the e-mailed
 * link that registers, uploads as jobs with an outcome per row, and the report mailed as xlsx.
 */

describe('events', () => {
  let peer: SmtpPeer;
  let server: TestServer;
  let op: Identity;
  let other: Identity;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ config: { smtpUrl: peer.url } });
    op = await server.operator(['showEvents']);
    other = await server.operator(['showInviteUsers', 'showPartnerUsers']);
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  const headers = () => op.headers;
  const body = (over: object = {}) => ({
    name: 'Tool Expo',
    description: 'Demos of the cordless range.',
    dateFrom: '2030-05-01T09:00:00.000Z',
    dateTo: '2030-05-01T17:00:00.000Z',
    active: true,
    ...over,
  });
  const create = async (over: object = {}) => (await server.call(eventsContract.create, { body: body(over), headers: headers() })).data();
  const list = async () => (await server.call(eventsContract.list, { headers: headers() })).data();
  const audit = (target: string) => server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('id').execute();
  const inviteList = (eventId: number, query: Record<string, string | number> = {}) =>
    server.call(eventsContract.inviteList, { params: { eventId }, query, headers: headers() });
  const inviteUser = (eventId: number, person: object) =>
    server.call(eventsContract.inviteUser, { params: { eventId }, body: person, headers: headers() });
  const mailsTo = (to: string) => server.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
  const linkOf = (text: string) => {
    const link = new RegExp(`${server.ctx.config.publicUrl}/event-invite/[A-Za-z0-9_-]{43}`).exec(text)?.[0];
    if (!link) throw new Error(`no event link in: ${text}`);
    return link.replace(server.ctx.config.publicUrl, server.url);
  };
  /** The links of the e-mails the SMTP peer received for this address, in order (the outbox keeps none). */
  const deliveredLinks = (to: string) =>
    peer.received.filter((m) => m.to.toLowerCase() === to.toLowerCase()).map((m) => linkOf(m.raw.replace(/=\r?\n/g, '')));
  const sentMail = (to: string, count = 1) =>
    eventually(async () => {
      const mails = await mailsTo(to);
      return mails.length === count && mails.every((m) => m.status === 'sent') && mails;
    }, `${count} e-mail(s) to ${to}`);

  it('creates an event from any date form the client may send, published by default, audited', async () => {
    const res = await server.call(eventsContract.create, {
      body: { name: ' Spring Expo ', description: 'Hands-on demos.', dateFrom: '05/01/2030 9:00:00 AM', dateTo: Date.UTC(2030, 4, 1, 17) },
      headers: headers(),
    });
    const event = res.data();
    expect(event).toEqual({
      id: expect.any(Number),
      name: 'Spring Expo',
      description: 'Hands-on demos.',
      dateFrom: '2030-05-01T09:00:00.000Z',
      dateTo: '2030-05-01T17:00:00.000Z',
      active: true,
      isDeleted: false,
      createdBy: op.operator.id,
      createdByEmail: op.operator.email,
      invited: 0,
      registered: 0,
    });
    const iso = await create({ dateFrom: '2030-06-01', dateTo: '2030-06-02T10:30', active: 'false' });
    expect(iso).toMatchObject({ dateFrom: '2030-06-01T00:00:00.000Z', dateTo: '2030-06-02T10:30:00.000Z', active: false });
    expect((await list()).map((e) => e.id)).toEqual([iso.id, event.id]);
    const [entry] = await audit(`event:${event.id}`);
    expect(entry).toMatchObject({ action: 'events.create', operator_id: op.operator.id });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ name: 'Spring Expo', active: true });
  });

  it('answers the field messages of docs/functions/people-invites-events.md §5, never a 500', async () => {
    const empty = await server.call(eventsContract.create, {
      body: { name: ' ', description: '', dateFrom: '', dateTo: 'soon' },
      headers: headers(),
    });
    expect(empty.status).toBe(400);
    expect(empty.error().fieldErrors).toEqual({
      'body.name': 'Event Name not valid.',
      'body.description': 'Event Description not valid.',
      'body.dateFrom': 'Event Date From not valid.',
      'body.dateTo': 'Event Date To not valid.',
    });
    const missing = await server.call(eventsContract.create, { body: {}, headers: headers() });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.error().fieldErrors ?? {}).sort()).toEqual([
      'body.dateFrom',
      'body.dateTo',
      'body.description',
      'body.name',
    ]);
    const backwards = await server.call(eventsContract.create, { body: body({ dateTo: '2030-04-30T09:00:00.000Z' }), headers: headers() });
    expect(backwards.status).toBe(400);
    expect(backwards.error().fieldErrors).toEqual({ 'body.dateTo': 'Event Date To not valid.' });
    for (const bad of ['02/30/2030', '13/01/2030 9:00:00 AM', '2030-02-30', 'tomorrow']) {
      const res = await server.call(eventsContract.create, { body: body({ dateFrom: bad }), headers: headers() });
      expect(res.error().fieldErrors, bad).toMatchObject({ 'body.dateFrom': 'Event Date From not valid.' });
    }
  });

  it('updates an event (publish toggle) with an audit of before and after; unknown ids are 404', async () => {
    const event = await create({ name: 'Draft Me' });
    const res = await server.call(eventsContract.update, {
      params: { id: event.id },
      body: body({ name: 'Drafted', active: false }),
      headers: headers(),
    });
    expect(res.data()).toMatchObject({ id: event.id, name: 'Drafted', active: false });
    expect((await list()).find((e) => e.id === event.id)?.active).toBe(false);
    const entries = await audit(`event:${event.id}`);
    expect(entries.map((e) => e.action)).toEqual(['events.create', 'events.update']);
    expect(JSON.parse(entries[1]?.before ?? '{}')).toMatchObject({ name: 'Draft Me', active: true });
    expect(JSON.parse(entries[1]?.after ?? '{}')).toMatchObject({ name: 'Drafted', active: false });
    expect((await server.call(eventsContract.update, { params: { id: 999999 }, body: body(), headers: headers() })).status).toBe(404);
    expect((await server.call(eventsContract.update, { params: { id: 'abc' }, body: body(), headers: headers() })).status).toBe(400);
  });

  it('archives an event: hidden from the list, audited, then 404', async () => {
    const event = await create({ name: 'Archive Me' });
    const archived = (await server.call(eventsContract.archive, { params: { id: event.id }, headers: headers() })).data();
    expect(archived).toMatchObject({ id: event.id, isDeleted: true });
    expect((await list()).some((e) => e.id === event.id)).toBe(false);
    expect((await audit(`event:${event.id}`)).map((e) => e.action)).toEqual(['events.create', 'events.archive']);
    expect((await server.call(eventsContract.archive, { params: { id: event.id }, headers: headers() })).status).toBe(404);
    expect((await inviteList(event.id)).status).toBe(404);
  });

  it('keeps every call to operators with showEvents', async () => {
    const event = await create();
    for (const res of [
      await server.call(eventsContract.list, { headers: other.headers }),
      await server.call(eventsContract.create, { body: body(), headers: other.headers }),
      await server.call(eventsContract.inviteList, { params: { eventId: event.id }, headers: other.headers }),
      await server.call(eventsContract.report, { params: { id: event.id }, headers: other.headers }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await server.call(eventsContract.list)).status).toBe(401);
  });

  describe('invite list', () => {
    let event: EventRow;
    beforeAll(async () => {
      event = await create({ name: 'Invite Night' });
    });

    it('invites one person at once: listed as invited, e-mailed with a link, delivery queued then sent', async () => {
      const res = await inviteUser(event.id, { firstName: ' Ada ', lastName: 'Lovelace', email: 'Ada@Events.Test' });
      const row = res.data();
      expect(row).toEqual({
        id: expect.any(Number),
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada@Events.Test',
        store: server.ctx.config.shopName,
        date: expect.any(String),
        registered: false,
        delivery: expect.stringMatching(/^(queued|sent)$/),
      });
      const [mail] = await sentMail('Ada@Events.Test');
      expect(mail).toMatchObject({
        kind: 'event.invite',
        flag: 'showEvents',
        related_id: `event-invite:${row.id}`,
        subject: 'You are invited to Invite Night',
      });
      const page = (await inviteList(event.id)).data();
      expect(page).toEqual({ list: [{ ...row, delivery: 'sent' }], hasPrevious: false, hasNext: false, total: 1 });
      expect((await audit(`event-invite:${row.id}`)).map((a) => a.action)).toEqual(['events.invite']);
      expect((await list()).find((e) => e.id === event.id)).toMatchObject({ invited: 1, registered: 0 });
    });

    it('answers the invite field messages, and 409 for an e-mail already on the list', async () => {
      const empty = await inviteUser(event.id, { firstName: '', lastName: ' ', email: 'x' });
      expect(empty.status).toBe(400);
      expect(empty.error().fieldErrors).toEqual({
        'body.firstName': 'First Name not valid.',
        'body.lastName': 'Last Name not valid.',
        'body.email': 'Email not valid.',
      });
      for (const bad of ['grace@example.c', 'grace@example', 'grace@example.abcdefghijklmnop']) {
        expect((await inviteUser(event.id, { firstName: 'Grace', lastName: 'Hopper', email: bad })).error().fieldErrors, bad).toEqual({
          'body.email': 'Email not valid.',
        });
      }
      const again = await inviteUser(event.id, { firstName: 'Ada', lastName: 'Again', email: 'ada@events.test' });
      expect(again.status).toBe(409);
      expect(again.error()).toMatchObject({ message: 'Email already invited.', fieldErrors: { 'body.email': 'Email already invited.' } });
      expect((await inviteUser(999999, { firstName: 'Ada', lastName: 'L', email: 'a@b.test' })).status).toBe(404);
    });

    it('accepting the e-mailed link registers the person: the Registered tab lists them; the link works once', async () => {
      const row = (await inviteUser(event.id, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@events.test' })).data();
      const [mail] = await sentMail('grace@events.test');
      const [link = ''] = deliveredLinks('grace@events.test');
      expect(mail?.html_body).toContain(`<a href="${LINK_MARK}">Register for the event</a>`);
      expect(`${mail?.text_body}${mail?.html_body}`).not.toMatch(/event-invite\/[A-Za-z0-9_-]{43}/);

      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('You are invited to Invite Night');
      expect(html).toContain('Grace Hopper');
      expect(html).toMatch(
        /<form method="post" action="\/event-invite\/[A-Za-z0-9_-]{43}"><button type="submit">Register for the event<\/button><\/form>/,
      );
      expect(html).not.toContain('<script');

      const accepted = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'accept=1',
      });
      expect(accepted.status).toBe(200);
      expect(await accepted.text()).toContain('You are registered for the event.');

      const registered = (await inviteList(event.id, { registered: 1 })).data();
      expect(registered.list).toEqual([{ ...row, registered: true, delivery: 'registered' }]);
      const invited = (await inviteList(event.id, { registered: 0 })).data();
      expect(invited.list.map((r) => r.email)).toEqual(['Ada@Events.Test']);
      expect((await audit(`event-invite:${row.id}`)).map((a) => [a.action, a.operator_id])).toEqual([
        ['events.invite', op.operator.id],
        ['events.invite.accept', null],
      ]);
      const again = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(again.status).toBe(410);
      expect(await again.text()).toContain('This invitation has already been used.');
      const unknown = await fetch(`${server.url}/event-invite/${'A'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('This event invitation link is not valid.');
    });

    it('reinvites {list: [{email}]}: a new link per invited person; registered and unknown ones are skipped', async () => {
      const [oldLink = ''] = deliveredLinks('Ada@Events.Test');
      expect(oldLink).toContain('/event-invite/');
      const res = await server.call(eventsContract.inviteUsers, {
        params: { eventId: event.id },
        body: { list: [{ email: 'ada@events.test' }, { email: 'grace@events.test' }, { email: 'nobody@events.test' }] },
        headers: headers(),
      });
      expect(res.data()).toEqual({ jobId: null, count: 1 });
      const mails = await sentMail('Ada@Events.Test', 2);
      expect(mails).toHaveLength(2);
      const links = deliveredLinks('Ada@Events.Test');
      expect(links).toHaveLength(2);
      expect(links[1]).toContain('/event-invite/');
      expect(links[1]).not.toBe(oldLink);
      // The new link works; the old one no longer does.
      expect((await fetch(links[1] ?? '')).status).toBe(200);
      const stale = await fetch(oldLink);
      expect(stale.status).toBe(404);
      expect(await mailsTo('grace@events.test')).toHaveLength(1);
    });

    it('pages by number, filters by tab and searches by e-mail prefix', async () => {
      const paged = await create({ name: 'Paged' });
      for (let i = 0; i < 12; i++) {
        (
          await inviteUser(paged.id, { firstName: `Guest${i}`, lastName: 'Test', email: `guest${String(i).padStart(2, '0')}@paged.test` })
        ).data();
      }
      const first = (await inviteList(paged.id, { page: 1, pageSize: 10 })).data();
      expect(first).toMatchObject({ hasPrevious: false, hasNext: true, total: 12 });
      expect(first.list).toHaveLength(10);
      // Newest invitations first.
      expect(first.list[0]?.email).toBe('guest11@paged.test');
      const second = (await inviteList(paged.id, { page: 2, pageSize: 10 })).data();
      expect(second).toMatchObject({ hasPrevious: true, hasNext: false, total: 12 });
      expect(second.list.map((r) => r.email)).toEqual(['guest01@paged.test', 'guest00@paged.test']);
      expect((await inviteList(paged.id)).data().list).toHaveLength(10);
      const found = (await inviteList(paged.id, { search: 'GUEST0', registered: 0 })).data();
      expect(found.total).toBe(10);
      expect((await inviteList(paged.id, { registered: 1 })).data()).toEqual({ list: [], hasPrevious: false, hasNext: false, total: 0 });
      expect((await inviteList(paged.id, { pageSize: 1000 })).status).toBe(400);
      expect((await inviteList(paged.id, { search: 'x'.repeat(61) })).status).toBe(400);
    });

    it('removes the event users (registered or not), audited with their counts', async () => {
      const res = await server.call(eventsContract.removeUsers, { params: { id: event.id }, headers: headers() });
      expect(res.data()).toEqual({ deleted: 2 });
      expect((await inviteList(event.id)).data().total).toBe(0);
      const entries = await audit(`event:${event.id}`);
      const removal = entries.find((e) => e.action === 'events.remove-users');
      expect(JSON.parse(removal?.before ?? '{}')).toEqual({ invited: 1, registered: 1 });
      expect((await server.call(eventsContract.removeUsers, { params: { id: 999999 }, headers: headers() })).status).toBe(404);
    });
  });

  describe('uploads', () => {
    it('refuses an empty file and a file without an email header with the spec messages', async () => {
      const event = await create({ name: 'Upload Checks' });
      const empty = await server.call(eventsContract.inviteUsers, {
        params: { eventId: event.id },
        body: { excelData: [] },
        headers: headers(),
      });
      expect(empty.status).toBe(400);
      expect(Object.values(empty.error().fieldErrors ?? {})).toContain('No rows found in Excel file');
      const noEmail = await server.call(eventsContract.inviteUsers, {
        params: { eventId: event.id },
        body: [{ first_name: 'A', last_name: 'B', mail: 'a@b.test' }],
        headers: headers(),
      });
      expect(noEmail.status).toBe(400);
      expect(noEmail.error().message).toBe('Excel should have "email" header. Check the sample file.');
      expect(
        (
          await server.call(eventsContract.inviteUsers, {
            params: { eventId: 999999 },
            body: { list: [{ firstName: 'A', lastName: 'B', email: 'a@b.test' }] },
            headers: headers(),
          })
        ).status,
      ).toBe(404);
    });

    it('stores the rows with a job that invites each good row, mails it, and reports every row', async () => {
      const event = await create({ name: 'Upload Night' });
      (await inviteUser(event.id, { firstName: 'Already', lastName: 'There', email: 'already@upload.test' })).data();
      const rows = [
        { firstName: 'Uma', lastName: 'Upload', email: 'uma@upload.test' },
        { firstName: '', lastName: 'Nameless', email: 'nameless@upload.test' },
        { firstName: 'Bad', lastName: 'Mail', email: 'not-an-email' },
        { firstName: 'Again', lastName: 'There', email: 'ALREADY@upload.test' },
        { firstName: 'Vic', lastName: 'Upload', email: 'vic@upload.test' },
      ];
      const res = await server.call(eventsContract.inviteUsers, {
        params: { eventId: event.id },
        body: { list: rows },
        headers: headers(),
      });
      const { jobId, count } = res.data();
      expect(count).toBe(5);
      if (jobId === null) throw new Error('an upload is a job');
      const job = await server.waitForJob(jobId, headers());
      expect(job.status).toBe('done');
      expect(job.outcomes).toEqual([
        { row: 1, status: 'done', message: 'Invited.' },
        { row: 2, status: 'failed', message: 'First Name not valid.' },
        { row: 3, status: 'failed', message: 'Email not valid.' },
        { row: 4, status: 'failed', message: 'Email already invited.' },
        { row: 5, status: 'done', message: 'Invited.' },
      ]);
      const listed = (await inviteList(event.id)).data();
      expect(listed.list.map((r) => r.email).sort()).toEqual(['already@upload.test', 'uma@upload.test', 'vic@upload.test']);
      await peer.waitFor((m) => m.to === 'vic@upload.test' && m.subject === 'You are invited to Upload Night');
      // The sample file's headers (first_name, last_name, email) are read the same way, bare or under excelData.
      const sheet = await server.call(eventsContract.inviteUsers, {
        params: { eventId: event.id },
        body: { excelData: [{ first_name: 'Wes', last_name: 'Sheet', email: 'wes@upload.test' }] },
        headers: headers(),
      });
      const sheetJob = await server.waitForJob(sheet.data().jobId ?? 0, headers());
      expect(sheetJob.outcomes).toEqual([{ row: 1, status: 'done', message: 'Invited.' }]);
      const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'events.invite.import').execute();
      expect(audit).toHaveLength(2);
    });
  });

  it('reports: the spec message at once; the xlsx of the invites arrives by e-mail and stays downloadable', async () => {
    const event = await create({ name: 'Reported' });
    const ada = (await inviteUser(event.id, { firstName: 'Ada', lastName: 'Invite', email: 'ada@report.test' })).data();
    (await inviteUser(event.id, { firstName: 'Bo', lastName: 'Invite', email: 'bo@report.test' })).data();
    (await inviteUser(event.id, { firstName: '=Evil', lastName: 'Cell', email: 'evil@report.test' })).data();
    // Bo is also a customer of the shop, under the names of his account.
    await insertCustomer(server.ctx.db, {
      programme: 'site',
      status: null,
      first_name: 'Robert',
      last_name: 'Account',
      email: 'Bo@Report.Test',
    });
    const adaMail = await peer.waitFor((m) => m.to === 'ada@report.test');
    const link = /\/event-invite\/([A-Za-z0-9_-]{43})/.exec(adaMail.raw.replace(/=\r?\n/g, ''))?.[1];
    expect((await fetch(`${server.url}/event-invite/${link}`, { method: 'POST' })).status).toBe(200);
    expect((await inviteList(event.id, { registered: 1 })).data().list.map((r) => r.id)).toEqual([ada.id]);

    const res = await server.call(eventsContract.report, { params: { id: event.id }, headers: headers() });
    const answer = res.data();
    expect(answer).toEqual({ message: EVENT_REPORT_MESSAGE, jobId: expect.any(Number) });
    const job = await server.waitForJob(answer.jobId, headers());
    expect(job.status).toBe('done');

    const mail = await peer.waitFor((m) => m.to === op.operator.email && m.attachments.length > 0);
    expect(mail.subject).toBe('Event report: Reported');
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toMatch(/^Event_Report_\d{8}_\d{6}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(attachment?.content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rowValues = (r: number) => EVENT_REPORT_COLUMNS.map((_, c) => sheet?.getCell(r, c + 1).value ?? '');
    expect(sheet?.getCell('A1').value).toBe('Event Report: Reported');
    expect(rowValues(9)).toEqual([...EVENT_REPORT_COLUMNS]);
    const rows = [10, 11, 12].map(rowValues);
    expect(rows).toEqual([
      ['', '', '', 'Yes', 'ada@report.test', 'Ada', 'Invite'],
      ['Bo@Report.Test', 'Robert', 'Account', 'No', 'bo@report.test', 'Bo', 'Invite'],
      ['', '', '', 'No', 'evil@report.test', "'=Evil", 'Cell'],
    ]);
    expect(sheet?.rowCount).toBe(12);

    const file = await fetch(`${server.url}/api/files/${job.resultFileId}`, { headers: headers() });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(attachment?.content ?? Buffer.alloc(0))).toBe(true);
    expect((await server.call(filesContract.download, { params: { id: job.resultFileId ?? 0 }, headers: other.headers })).status).toBe(403);
    expect((await server.call(eventsContract.report, { params: { id: 999999 }, headers: headers() })).status).toBe(404);
  });
});
