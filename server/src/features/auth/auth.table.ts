import type { Generated } from 'kysely';

export interface LoginFailureTable {
  id: Generated<number>;
  email: string;
  /** The address the failure came from ('' for rows older than migration 0010). */
  client_address: Generated<string>;
  created_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface AuthTables {
  login_failures: LoginFailureTable;
}
