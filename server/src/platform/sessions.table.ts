import type { Generated } from 'kysely';

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface SessionTables {
  sessions: SessionTable;
}
