/** One message as it leaves the console. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files on disk sent along (reports). */
  attachments?: Array<{ filename: string; path: string; contentType: string }>;
}

/** Where e-mail goes: a real SMTP server (`SMTP_URL`) or the embedded outbox. A failure throws. */
export interface MailTransport {
  readonly name: 'smtp' | 'embedded';
  send(mail: OutgoingMail): Promise<void>;
}
