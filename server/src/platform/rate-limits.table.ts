/** Hits per key and fixed window (platform/rate-limits.ts). */
export interface RateLimitHitTable {
  key: string;
  window_start: string;
  hits: number;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface RateLimitTables {
  rate_limit_hits: RateLimitHitTable;
}
