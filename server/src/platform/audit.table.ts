import type { ShopId } from './shop-id';
import type { Generated } from 'kysely';

// The audit log and its redaction grants: platform/personal-data.ts writes the grants, but they exist only to guard
// audit_log (migration 0182), so they live beside it.

export interface AuditTable {
  /** The shop of the row (docs/several-shops.md); null for an organisation-wide change (operators, shops). */
  shop_id: ShopId | null;
  id: Generated<number>;
  operator_id: number | null;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

/** Audit entries the redaction path may change, listed only inside its own transaction (migration 0182). */
export interface AuditRedactionGrantTable {
  audit_id: number;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface AuditTables {
  audit_log: AuditTable;
  audit_redaction_grants: AuditRedactionGrantTable;
}
