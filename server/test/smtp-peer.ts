import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for API tests (docs/conventions.md 'What we build': real protocol peers): start it, point the app's
 * `smtpUrl` at `peer.url`, and read what arrived. Attachments are decoded from the raw MIME.
 *
 *   const peer = await startSmtpPeer();
 *   const server = await startTestServer({ config: { smtpUrl: peer.url } });
 *   const mail = await peer.waitFor((m) => m.to === 'me@shop.test');
 *   const [xlsx] = mail.attachments;      // { filename, contentType, content: Buffer }
 */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  to: string;
  raw: string;
  subject: string;
  attachments: Attachment[];
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function headerValue(headers: string, name: string): string {
  // Folded header lines continue with white space.
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

function parameter(value: string, name: string): string {
  const match = new RegExp(`${name}\\*?=\\s*"?([^";]+)"?`, 'i').exec(value);
  return match?.[1] ?? '';
}

/** The parts of a multipart body, recursively, with their headers and raw bodies. */
function parts(raw: string): Array<{ headers: string; body: string }> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headerValue(headers, 'Content-Type');
  if (!/^multipart\//i.test(type)) return [{ headers, body }];
  const boundary = parameter(type, 'boundary');
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .flatMap((p) => parts(p.replace(/^\r?\n/, '')));
}

export function attachmentsOf(raw: string): Attachment[] {
  return parts(raw)
    .filter((p) => /attachment/i.test(headerValue(p.headers, 'Content-Disposition')))
    .map((p) => {
      const disposition = headerValue(p.headers, 'Content-Disposition');
      const type = headerValue(p.headers, 'Content-Type');
      const encoding = headerValue(p.headers, 'Content-Transfer-Encoding').toLowerCase();
      const content = encoding === 'base64' ? Buffer.from(p.body.replace(/\s+/g, ''), 'base64') : Buffer.from(p.body, 'utf8');
      return {
        filename: parameter(disposition, 'filename') || parameter(type, 'name'),
        contentType: type.split(';')[0]?.trim() ?? '',
        content,
      };
    });
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 50 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
          subject: headerValue(split < 0 ? raw : raw.slice(0, split), 'Subject'),
          attachments: attachmentsOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No matching mail after ${timeoutMs} ms (received ${received.length})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
