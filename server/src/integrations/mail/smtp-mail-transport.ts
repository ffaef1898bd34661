import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.port';

/** Fail an attempt within a minute, so the job retries instead of holding its lock; the URL may override. */
const DEFAULT_TIMEOUTS = { connectionTimeout: '20000', greetingTimeout: '20000', socketTimeout: '60000' };

/** Real delivery through the SMTP server of `SMTP_URL`, e.g. `smtps://user:pass@smtp.example:465`. */
export function createSmtpMailTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(DEFAULT_TIMEOUTS)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  const transporter = nodemailer.createTransport(url.toString());
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}
