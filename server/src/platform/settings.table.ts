export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface SettingTables {
  settings: SettingTable;
}
