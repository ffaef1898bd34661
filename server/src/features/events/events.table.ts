import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

/** Events of docs/functions/people-invites-events.md: a draft or published event, archived by `is_deleted`. */
export interface EventTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  /** ISO-8601 UTC instants. */
  date_from: string;
  date_to: string;
  /** 1 published, 0 draft. */
  active: Generated<number>;
  is_deleted: Generated<number>;
  /** The operator who created it; 0 for the demo and the console itself (shown as Admin). */
  created_by: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One person invited to an event; `registered` once the invitation link was accepted. */
export interface EventInviteTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  event_id: number;
  first_name: string;
  last_name: string;
  email: string;
  email_lower: string;
  store: string;
  registered: Generated<number>;
  registered_at: string | null;
  token_hash: string | null;
  token_expires_at: string | null;
  last_sent_at: string | null;
  send_count: Generated<number>;
  mail_id: number | null;
  created_at: string;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface EventTables {
  events: EventTable;
  event_invites: EventInviteTable;
}
