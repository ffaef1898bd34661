import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e server's mail server: a real SMTP peer on 127.0.0.1 that takes every message, except
 * for the addresses listed (one a line) in `refuseFile`, which it refuses as a mail server refuses
 * an unknown mailbox (550). A spec lists an address to make that send fail for real, and removes it
 * again to let the retry through; every other spec's mail is delivered as before.
 */
export async function startSmtpPeer(refuseFile: string): Promise<{ url: string; close: () => Promise<void> }> {
  const refused = (address: string) => {
    if (!fs.existsSync(refuseFile)) return false;
    const lines = fs
      .readFileSync(refuseFile, 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase());
    return lines.includes(address.toLowerCase());
  };
  const smtp = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused(address.address))
        return callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      return callback();
    },
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
