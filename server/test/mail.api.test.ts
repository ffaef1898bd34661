import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailContract } from '@console/contracts/mail.contract';
import { partnerUsersContract } from '@console/contracts/partner-users.contract';
import { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { eventually } from './invitations-support';

/**
 * Real e-mail against a real SMTP peer (smtp-server on 127.0.0.1): the invitation arrives with a
 * working link, accepting it registers the person; refused sends are retried and sent once; a
 * send that keeps failing is marked failed with its reason and can be sent again.
 */

interface Delivery {
  to: string;
  message: string;
}

/** Undoes quoted-printable (soft line breaks, =XX), enough to read our ASCII messages. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Seconds of backoff plus, on PostgreSQL, the 15 s redelivery sweep between attempts. */
const RETRY_WAIT_MS = 50_000;

describe('invitation e-mail over SMTP', () => {
  const deliveries: Delivery[] = [];
  /** How many of the next messages the server refuses, and whether it refuses everything. */
  let refuseNext = 0;
  let refuseAll = false;
  let smtp: SMTPServer;
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refuseAll || refuseNext > 0) {
            refuseNext = Math.max(0, refuseNext - 1);
            const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            return callback(err);
          }
          deliveries.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            message: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    // An MTD shop, so retiree invites may carry the MTD option.
    server = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailMaxAttempts: 2, shopName: 'employee-store-ca' } });
    // Links in e-mails point at this very server (the port is known only once it listens).
    server.ctx.config.publicUrl = server.url;
    headers = (await server.operator(['showPartnerUsers', 'showRetireeUsers'])).headers;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const invitePartner = async (name: string, extra: object = {}) => {
    const res = await server.call(partnerUsersContract.save, {
      body: { excelData: [{ id: '', first_name: name, last_name: 'Example', email: `${name.toLowerCase()}@mail.test`, ...extra }] },
      headers,
    });
    return res.data().id as string;
  };
  const deliveredTo = (to: string) => deliveries.filter((d) => d.to === to);
  const linkIn = (message: string) => {
    const link = new RegExp(`${server.url}/invite/[A-Za-z0-9_-]{43}`).exec(message)?.[0];
    if (!link) throw new Error(`no invitation link in: ${message}`);
    return link;
  };
  const accept = (link: string) =>
    fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'accept=1' });
  const outbox = (to: string) => server.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

  it('delivers the invitation; its link registers the person, who moves from Invited to Registered', async () => {
    const id = await invitePartner('Ada', { additional_tags: 'gold, east' });
    const [delivery] = await eventually(
      async () => deliveredTo('ada@mail.test').length === 1 && deliveredTo('ada@mail.test'),
      'the invitation to arrive',
    );
    if (!delivery) throw new Error('no delivery');
    expect(delivery.message).toMatch(/^Subject: Your partner invitation to Employee Store\r?$/m);
    expect(delivery.message).toMatch(/^From: Employee Store <no-reply@shop\.example>\r?$/m);
    const link = linkIn(delivery.message);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('You are invited to Employee Store');
    expect(html).toContain('Ada Example');
    expect(html).toContain('ada@mail.test');
    expect(html).toMatch(
      /<form method="post" action="\/invite\/[A-Za-z0-9_-]{43}"><button type="submit">Accept invitation<\/button><\/form>/,
    );
    expect(html).not.toContain('<script');

    const accepted = await accept(link);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain('You are registered.');

    const invited = (await server.call(partnerUsersContract.invitedList, { body: { searchValue: 'ada@' }, headers })).data();
    expect(invited.rows).toEqual([]);
    const registered = (await server.call(partnerUsersContract.registeredList, { body: { searchValue: 'ada@' }, headers })).data();
    expect(registered.rows).toEqual([
      expect.objectContaining({
        displayName: 'Ada Example',
        firstName: 'Ada',
        lastName: 'Example',
        email: 'ada@mail.test',
        tags: ['programme:partner', 'gold', 'east'],
      }),
    ]);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `invitation:${id}`)
      .where('action', '=', 'partner.invite.accept')
      .execute();
    expect(audit).toHaveLength(1);

    for (const again of [await fetch(link), await accept(link)]) {
      expect(again.status).toBe(410);
      expect(await again.text()).toContain('This invitation has already been used.');
    }
    // A registered person is not invited again.
    expect((await server.call(partnerUsersContract.sendInvite, { params: { id }, headers })).status).toBe(409);
    expect((await server.call(partnerUsersContract.registeredList, { body: { searchValue: 'ada@' }, headers })).data().rows).toHaveLength(
      1,
    );
  });

  it('retries a refused send and delivers it exactly once', async () => {
    refuseNext = 1;
    await invitePartner('Retry');
    const [mail] = await eventually(
      async () => {
        const rows = await outbox('retry@mail.test');
        return rows[0]?.status === 'sent' && rows;
      },
      'the retried send',
      RETRY_WAIT_MS,
    );
    expect(mail).toMatchObject({ status: 'sent', attempts: 2, last_error: null, sent_at: expect.any(String) });
    // Give a stray second delivery the time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(deliveredTo('retry@mail.test')).toHaveLength(1);
    const listed = (await server.call(mailContract.list, { body: { status: 'sent' }, headers }))
      .data()
      .rows.find((r) => r.to === 'retry@mail.test');
    expect(listed).toMatchObject({ status: 'sent', attempts: 2, lastError: null, kind: 'invitation.partner' });
  });

  it('marks a send that keeps failing as failed with the reason, and sends it again on request', async () => {
    refuseAll = true;
    await invitePartner('Stuck');
    const failed = await eventually(
      async () => {
        const rows = (await server.call(mailContract.list, { body: { status: 'failed' }, headers })).data().rows;
        return rows.find((r) => r.to === 'stuck@mail.test');
      },
      'the send to fail for good',
      RETRY_WAIT_MS,
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, sentAt: null });
    expect(failed.lastError).toMatch(/Mailbox busy/);
    expect(deliveredTo('stuck@mail.test')).toHaveLength(0);

    refuseAll = false;
    const resent = await server.call(mailContract.resend, { params: { id: failed.id }, headers });
    expect(resent.data()).toEqual({ id: failed.id, status: 'queued' });
    await eventually(async () => deliveredTo('stuck@mail.test').length === 1, 'the resent message');
    const [row] = await eventually(async () => {
      const rows = await outbox('stuck@mail.test');
      return rows[0]?.status === 'sent' && rows;
    }, 'the outbox to show it sent');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', `mail:${failed.id}`).execute();
    expect(audit.map((a) => a.action)).toEqual(['mail.resend']);
  });

  it('registers MTD retirees with their tags', async () => {
    const saved = await server.call(retireeUsersContract.save, {
      body: {
        excelData: [
          { id: '', first_name: 'Rita', last_name: 'Example', email: 'rita@mail.test', additional_tags: 'ontario', mtdCheckbox: true },
        ],
      },
      headers,
    });
    expect(saved.status).toBe(200);
    const [delivery] = await eventually(
      async () => deliveredTo('rita@mail.test').length === 1 && deliveredTo('rita@mail.test'),
      'the retiree invitation',
    );
    expect((await accept(linkIn(delivery?.message ?? ''))).status).toBe(200);
    const registered = (await server.call(retireeUsersContract.registeredList, { body: { searchValue: 'rita@' }, headers })).data().rows;
    expect(registered[0]?.tags).toEqual(['programme:retiree', 'ontario', 'mtd:true']);
  });

  it('retires the old link when an invitation is sent again', async () => {
    const id = await invitePartner('Twice');
    await eventually(async () => deliveredTo('twice@mail.test').length === 1, 'the first invitation');
    expect((await server.call(partnerUsersContract.sendInvite, { params: { id }, headers })).status).toBe(200);
    await eventually(async () => deliveredTo('twice@mail.test').length === 2, 'the second invitation');
    const [oldLink, newLink] = deliveredTo('twice@mail.test').map((d) => linkIn(d.message));
    expect(oldLink).not.toBe(newLink);
    const old = await fetch(oldLink as string);
    expect(old.status).toBe(404);
    expect(await old.text()).toContain('This invitation link is not valid.');
    expect((await fetch(newLink as string)).status).toBe(200);
  });
});
