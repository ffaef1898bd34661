import type { Generated } from 'kysely';

export interface OperatorTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  flags: string;
  disabled: number;
  created_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface OperatorTables {
  operators: OperatorTable;
}
