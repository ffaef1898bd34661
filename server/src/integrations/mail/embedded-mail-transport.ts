import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.port';

/**
 * Without `SMTP_URL` nothing leaves the machine: the message is built exactly as for SMTP (so a
 * malformed address fails the same way) and stays in the outbox, where the mail screen shows it.
 */
export function createEmbeddedMailTransport(): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    name: 'embedded',
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}
