import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';
import type { InvitationProgramme } from '@console/contracts/common/programmes';

/** An invitation of one programme (site, tool-connect, partner, retiree); only the token's hash is kept. */
export interface InvitationTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  programme: InvitationProgramme;
  first_name: string;
  last_name: string;
  email: string;
  email_lower: string;
  /** The additional tags as entered, comma-separated. */
  additional_tags: Generated<string>;
  mtd: Generated<number>;
  status: 'invited' | 'registered';
  token_hash: string | null;
  token_expires_at: string | null;
  last_sent_at: string | null;
  send_count: Generated<number>;
  customer_id: number | null;
  created_at: string;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface InvitationTables {
  invitations: InvitationTable;
}
