import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

/** A webhook delivery seen, by its `X-Shopify-Event-Id`: a second delivery of the same event changes nothing. */
export interface StoreWebhookEventTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  event_id: string;
  topic: string;
  webhook_id: Generated<string>;
  shop_domain: Generated<string>;
  job_id: number | null;
  received_at: string;
}

/** Webhooks for a shop this install does not serve, counted per shop domain (nothing else of them is kept). */
export interface StoreForeignWebhookTable {
  shop_domain: string;
  deliveries: Generated<number>;
  last_topic: Generated<string>;
  last_at: string;
}

/** A first load of the customer mirror: the bulk operation read and how far its JSONL was applied. */
export interface StoreLoadTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  job_id: number;
  bulk_operation_id: string | null;
  url: string | null;
  /** JSONL lines applied and committed: a resume skips these. */
  lines_done: Generated<number>;
  customers_done: Generated<number>;
  status: 'running' | 'done' | 'failed';
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

export type StoreWriteStatus = 'pending' | 'done' | 'refused' | 'failed';

/** One write to the store with its recorded intent: called once, retried on an outage, never doubled. */
export interface StoreWriteTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  intent_key: string;
  kind: string;
  target: string;
  payload: string;
  status: StoreWriteStatus;
  attempts: Generated<number>;
  /** The store's answer (JSON) once done. */
  answer: string | null;
  error: string | null;
  operator_id: number | null;
  job_id: number | null;
  created_at: string;
  updated_at: string;
  /** While pending, no other pending write holds the same key (one writer per customer). */
  lock_key: string | null;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface StoreSyncTables {
  store_webhook_events: StoreWebhookEventTable;
  store_foreign_webhooks: StoreForeignWebhookTable;
  store_loads: StoreLoadTable;
  store_writes: StoreWriteTable;
}
