import type { Readable } from 'node:stream';

/** One message as it leaves the console. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stored files sent along (reports), streamed from wherever their bytes live. */
  attachments?: Array<{ filename: string; content: Readable; contentType: string }>;
}

/** Where e-mail goes: a real SMTP server (`SMTP_URL`) or the embedded outbox. A failure throws. */
export interface MailTransport {
  readonly name: 'smtp' | 'embedded';
  send(mail: OutgoingMail): Promise<void>;
}
