import type { ShopId } from './shop-id';
import type { Generated } from 'kysely';

// The outbox is written by platform/mail.ts (every feature sends through it); features/mail only lists it.

/** Every e-mail sent or to be sent; `flag` is what an operator needs to see it on the mail screen. */
export interface MailOutboxTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: Generated<number>;
  last_error: string | null;
  flag: string | null;
  related_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** JSON array of file ids sent as attachments. */
  attachments: Generated<string>;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}
