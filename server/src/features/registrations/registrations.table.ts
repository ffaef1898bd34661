import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

// Membership syncs are recorded by the registrations repository (the embedded compliance webhooks only delete them).

export interface MembershipSyncTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  customer_id: number;
  adapter: string;
  operator_id: number | null;
  created_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface RegistrationTables {
  membership_syncs: MembershipSyncTable;
}
