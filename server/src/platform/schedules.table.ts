import type { ShopId } from './shop-id';
/** Recurring work: each occurrence enqueues `job_type` once (dedupe key schedule:<name>:<occurrence>). */
export interface ScheduleTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  name: string;
  cron: string;
  time_zone: string;
  job_type: string;
  payload: string;
  enabled: number;
  next_run_at: string;
  last_run_at: string | null;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface ScheduleTables {
  schedules: ScheduleTable;
}
