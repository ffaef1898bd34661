export interface DisplayNameTable {
  key: string;
  value: string;
  sort: number;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface DisplayNameTables {
  display_names: DisplayNameTable;
}
