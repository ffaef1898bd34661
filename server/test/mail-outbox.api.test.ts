import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '@console/contracts/common/flags';
import { inviteUsersContract } from '@console/contracts/invite-users.contract';
import { MAIL_LINK_SHOWN, mailContract } from '@console/contracts/mail.contract';
import { partnerUsersContract } from '@console/contracts/partner-users.contract';
import type { OutgoingMail } from '../src/integrations/mail/mail-transport.port';
import { LINK_MARK } from '../src/platform/mail-links';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { eventually } from './invitations-support';

/**
 * The embedded outbox (no SMTP_URL), the mail screen's list and resend with per-message flags, and
 * the acceptance page's answers to links that are unknown, expired or carry hostile names.
 */

describe('mail outbox and invitation pages', () => {
  let server: TestServer;
  let site: IdentityHeaders;
  let partner: IdentityHeaders;
  let everyFlag: IdentityHeaders;
  let siteInviteId: string;

  const inviteSite = async (first: string, email: string) =>
    (
      await server.call(inviteUsersContract.save, {
        body: { excelData: [{ id: '', first_name: first, last_name: 'Person', email }] },
        headers: site,
      })
    ).data().id as string;
  /** What the embedded transport was given to send: the only place a link exists (the outbox keeps none). */
  const delivered: OutgoingMail[] = [];
  const tokensTo = (to: string) => delivered.filter((m) => m.to === to).map((m) => /\/invite\/([A-Za-z0-9_-]{43})/.exec(m.text)?.[1] ?? '');
  /** The token of the `nth` e-mail sent for this invitation, once it was sent. */
  const tokenFor = async (invitationId: string, nth = 1) => {
    const { email } = await server.ctx.db
      .selectFrom('invitations')
      .select('email')
      .where('id', '=', Number(invitationId))
      .executeTakeFirstOrThrow();
    return eventually(async () => tokensTo(email)[nth - 1], `e-mail ${nth} to ${email}`);
  };

  beforeAll(async () => {
    server = await startTestServer();
    const embedded = server.ctx.mailTransport;
    server.ctx.mailTransport = {
      name: embedded.name,
      async send(mail) {
        await embedded.send(mail);
        delivered.push(mail);
      },
    };
    site = (await server.operator(['showInviteUsers'])).headers;
    partner = (await server.operatorSession(['showPartnerUsers'])).headers;
    everyFlag = (await server.operatorSession(FLAGS)).headers;
    siteInviteId = await inviteSite('Sam', 'sam@outbox.test');
    await server.call(partnerUsersContract.save, {
      body: { excelData: [{ id: '', first_name: 'Pat', last_name: 'Person', email: 'pat@outbox.test' }] },
      headers: partner,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the message in the outbox, marked sent, when no SMTP server is configured', async () => {
    const mail = await eventually(async () => {
      const row = await server.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'sam@outbox.test').executeTakeFirst();
      return row?.status === 'sent' && row;
    }, 'the embedded send');
    expect(mail).toMatchObject({ attempts: 1, kind: 'invitation.site', flag: 'showInviteUsers' });
    // The stored message has a marker; the one sent has the link.
    expect(mail.html_body).toContain(`<a href="${LINK_MARK}">Accept your invitation</a>`);
    expect(delivered.find((m) => m.to === 'sam@outbox.test')?.html).toMatch(
      /<a href="http:\/\/127\.0\.0\.1:3000\/invite\/[A-Za-z0-9_-]{43}">/,
    );
  });

  it('lists only the messages of the functions the operator may open', async () => {
    const siteRows = (await server.call(mailContract.list, { body: {}, headers: site })).data().rows;
    expect(siteRows.map((r) => r.to)).toEqual(['sam@outbox.test']);
    expect(siteRows[0]).toEqual({
      id: expect.any(Number),
      to: 'sam@outbox.test',
      subject: 'Your invitation to Employee Store',
      kind: 'invitation.site',
      status: expect.any(String),
      attempts: expect.any(Number),
      lastError: null,
      createdAt: expect.any(String),
      sentAt: expect.anything(),
    });
    const partnerRows = (await server.call(mailContract.list, { body: {}, headers: partner })).data().rows;
    expect(partnerRows.map((r) => r.to)).toEqual(['pat@outbox.test']);
    const failedOnly = (await server.call(mailContract.list, { body: { status: 'failed' }, headers: site })).data().rows;
    expect(failedOnly).toEqual([]);
    expect((await server.call(mailContract.resend, { params: { id: siteRows[0]?.id as number }, headers: partner })).status).toBe(403);
    expect((await server.call(mailContract.resend, { params: { id: 999_999 }, headers: site })).status).toBe(404);
  });

  it("shows a message's text, with the link's marker, only to operators who may see the message", async () => {
    const [row] = (await server.call(mailContract.list, { body: {}, headers: site })).data().rows;
    const message = (await server.call(mailContract.detail, { params: { id: row?.id as number }, headers: site })).data();
    expect(message).toMatchObject({ ...row, attachments: [] });
    expect(message.text).toContain('Sam');
    expect(message.text).toContain(MAIL_LINK_SHOWN);
    expect(message.text).not.toContain(LINK_MARK);
    expect(message.text).not.toMatch(/\/invite\/[A-Za-z0-9_-]{43}/);
    expect((await server.call(mailContract.detail, { params: { id: row?.id as number }, headers: partner })).status).toBe(403);
    expect((await server.call(mailContract.detail, { params: { id: 999_999 }, headers: site })).status).toBe(404);
    // A message of no function: only an operator with every flag.
    const bare = await server.ctx.db
      .insertInto('mail_outbox')
      .values({
        shop_id: server.ctx.shop.id,
        to_address: 'none@outbox.test',
        subject: 's',
        text_body: 'plain',
        html_body: 'h',
        kind: 'test',
        status: 'sent',
        last_error: null,
        flag: null,
        related_id: null,
        created_at: new Date().toISOString(),
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await server.call(mailContract.detail, { params: { id: bare.id }, headers: site })).status).toBe(403);
    await server.ctx.db.deleteFrom('mail_outbox').where('id', '=', bare.id).execute();
  });

  it('refuses to queue a message that is still queued', async () => {
    const row = await server.ctx.db
      .insertInto('mail_outbox')
      .values({
        shop_id: server.ctx.shop.id,
        to_address: 'queued@outbox.test',
        subject: 's',
        text_body: 't',
        html_body: 'h',
        kind: 'test',
        status: 'queued',
        last_error: null,
        flag: null,
        related_id: null,
        created_at: new Date().toISOString(),
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await server.call(mailContract.resend, { params: { id: row.id }, headers: everyFlag })).status).toBe(409);
    await server.ctx.db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
  });

  it('lists, shows and resends a message of no function only to an operator holding every flag', async () => {
    const coupons = (await server.operatorSession(['showCoupons'])).headers;
    const bare = await server.ctx.db
      .insertInto('mail_outbox')
      .values({
        shop_id: server.ctx.shop.id,
        to_address: 'flagless@outbox.test',
        subject: 's',
        text_body: 'plain',
        html_body: 'h',
        kind: 'test',
        status: 'failed',
        last_error: 'refused',
        flag: null,
        related_id: null,
        created_at: new Date().toISOString(),
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = async (headers: IdentityHeaders) =>
      (await server.call(mailContract.list, { body: {}, headers })).data().rows.map((r) => r.to);
    for (const headers of [coupons, site]) {
      expect(await listed(headers)).not.toContain('flagless@outbox.test');
      expect((await server.call(mailContract.detail, { params: { id: bare.id }, headers })).status).toBe(403);
      expect((await server.call(mailContract.resend, { params: { id: bare.id }, headers })).status).toBe(403);
    }
    const queuedBefore = await server.ctx.db.selectFrom('mail_outbox').select('status').where('id', '=', bare.id).executeTakeFirstOrThrow();
    expect(queuedBefore.status).toBe('failed');
    expect(await listed(everyFlag)).toContain('flagless@outbox.test');
    expect((await server.call(mailContract.detail, { params: { id: bare.id }, headers: everyFlag })).data().text).toBe('plain');
    expect((await server.call(mailContract.resend, { params: { id: bare.id }, headers: everyFlag })).data()).toEqual({
      id: bare.id,
      status: 'queued',
    });
  });

  it('answers unknown and malformed links with a page, not an error', async () => {
    for (const token of ['A'.repeat(43), 'short', '%3Cscript%3E']) {
      const res = await fetch(`${server.url}/invite/${token}`);
      expect(res.status, token).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('This invitation link is not valid.');
      expect(html).not.toContain('<script>');
    }
    const post = await fetch(`${server.url}/invite/${'B'.repeat(43)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(post.status).toBe(404);
    expect(await post.text()).toContain('This invitation link is not valid.');
  });

  it('answers an expired link with a page, and does not register anyone from it', async () => {
    const id = await inviteSite('Late', 'late@outbox.test');
    const token = await tokenFor(id);
    await server.ctx.db
      .updateTable('invitations')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', Number(id))
      .execute();
    const page = await fetch(`${server.url}/invite/${token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This invitation has expired.');
    const post = await fetch(`${server.url}/invite/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'accept=1',
    });
    expect(post.status).toBe(410);
    expect((await server.call(inviteUsersContract.registeredList, { body: { searchValue: 'late@' }, headers: site })).data().rows).toEqual(
      [],
    );
    // A resend gives a fresh link that works.
    await server.call(inviteUsersContract.sendInvite, { params: { id }, headers: site });
    expect((await fetch(`${server.url}/invite/${await tokenFor(id, 2)}`)).status).toBe(200);
  });

  it('escapes names on the page and in the e-mail', async () => {
    const id = await inviteSite('<img src=x onerror=alert(1)>', 'eve@outbox.test');
    const mail = await server.ctx.db
      .selectFrom('mail_outbox')
      .select('html_body')
      .where('related_id', '=', `invitation:${id}`)
      .executeTakeFirstOrThrow();
    expect(mail.html_body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html_body).not.toContain('<img');
    const html = await (await fetch(`${server.url}/invite/${await tokenFor(id)}`)).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Person');
    expect(html).not.toContain('<img');
    expect(siteInviteId).not.toBe(id);
  });

  it('keeps no live link anywhere in the outbox', async () => {
    await tokenFor(siteInviteId);
    const rows = await server.ctx.db.selectFrom('mail_outbox').select(['text_body', 'html_body']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(`${row.text_body}${row.html_body}`).not.toMatch(/invite\/[A-Za-z0-9_-]{43}/);
  });

  it('resends an old invitation e-mail with the link that works now, not the dead one', async () => {
    const id = await inviteSite('Old', 'old@outbox.test');
    const first = await tokenFor(id);
    const [oldMail] = await server.ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('related_id', '=', `invitation:${id}`)
      .orderBy('id')
      .execute();
    // A later send from the invitations screen makes the first link dead.
    await server.call(inviteUsersContract.sendInvite, { params: { id }, headers: site });
    const second = await tokenFor(id, 2);
    expect((await fetch(`${server.url}/invite/${first}`)).status).toBe(404);
    // Resending the first, old message from the Mail screen sends the current link.
    expect((await server.call(mailContract.resend, { params: { id: oldMail?.id as number }, headers: site })).status).toBe(200);
    const third = await tokenFor(id, 3);
    expect(third).not.toBe(first);
    expect(third).not.toBe(second);
    expect((await fetch(`${server.url}/invite/${third}`)).status).toBe(200);
    // Once accepted, a resend sends no link at all: the message fails with the reason.
    expect(
      (
        await fetch(`${server.url}/invite/${third}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'accept=1',
        })
      ).status,
    ).toBe(200);
    expect((await server.call(mailContract.resend, { params: { id: oldMail?.id as number }, headers: site })).status).toBe(200);
    const failed = await eventually(async () => {
      const row = await server.ctx.db
        .selectFrom('mail_outbox')
        .select(['status', 'last_error'])
        .where('id', '=', oldMail?.id as number)
        .executeTakeFirstOrThrow();
      return row.status === 'failed' && row;
    }, 'the resend to fail');
    expect(failed.last_error).toBe('The invitation was accepted already.');
    expect(tokensTo('old@outbox.test')).toHaveLength(3);
  });
});
