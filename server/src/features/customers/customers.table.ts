import type { ShopId } from '../../platform/shop-id';
import type { ColumnType, Generated } from 'kysely';
import type { CustomerProgramme } from '@console/contracts/common/programmes';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';

// The tombstones are written with the customer mirror (customer-mirror.repository), so they live with the customers.

export interface CustomerTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  /**
   * student, staff, national, or an invitation programme; read as the union. Written as text only because
   * the import jobs build their rows from text: the customers service checks it before any write.
   */
  programme: ColumnType<CustomerProgramme, string, string>;
  /** Registration status (pending, approved, disabled) for students and staff; null elsewhere. */
  status: RegistrationStatus | null;
  first_name: string;
  last_name: string;
  email: string;
  email_lower: string;
  /** Other tags, JSON array of text. */
  tags: Generated<string>;
  country: Generated<string>;
  school: Generated<string>;
  course: Generated<string>;
  state: Generated<string>;
  start_date: Generated<string>;
  end_date: Generated<string>;
  crm_id: Generated<string>;
  as400_id: Generated<string>;
  phone: Generated<string>;
  dob: Generated<string>;
  privacy_consent: Generated<number>;
  email_consent: Generated<number>;
  link_distributor: Generated<string>;
  distributor_name: Generated<string>;
  amount_spent_cents: Generated<number>;
  discount_limit_cents: number | null;
  created_at: string;
  updated_at: string;
  /**
   * The Shopify customer's numeric id when this row mirrors a connected store (docs/outside-interfaces.md 'Shopify'); null on the embedded
   * store.
   */
  store_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The store's account state: ENABLED, DISABLED, INVITED, DECLINED. */
  store_state: ColumnType<string | null, string | null | undefined, string | null>;
  /** The store's `updatedAt` of the state mirrored here: an older update never overwrites a newer one. */
  store_updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  store_credit_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A store customer deleted from the mirror, and when: nothing older than that brings it back. */
export interface StoreCustomerTombstoneTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  store_id: number;
  /** ISO-8601 UTC instant. */
  deleted_at: string;
  /** 1: deleted by the store's customers/delete, so no state of the id brings it back; 0: only states not newer than deleted_at. */
  final: Generated<number>;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface CustomerTables {
  customers: CustomerTable;
  store_customer_tombstones: StoreCustomerTombstoneTable;
}
