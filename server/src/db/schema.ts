import type { ColumnType, Generated } from 'kysely';
import type { CustomerProgramme, InvitationProgramme } from '@console/contracts/common/programmes';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';

/** Columns with a database default are Generated (optional on insert). Timestamps are ISO-8601 UTC text on both databases, so ordering and ranges behave the same. */
export interface OperatorTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  flags: string;
  disabled: number;
  created_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface LoginFailureTable {
  id: Generated<number>;
  email: string;
  /** The address the failure came from ('' for rows older than migration 0010). */
  client_address: Generated<string>;
  created_at: string;
}

export interface AuditTable {
  id: Generated<number>;
  operator_id: number | null;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

/** A job's payload, apart from its row: written once, while the row is updated at every lease renewal and progress step. */
export interface JobPayloadTable {
  job_id: number;
  payload: string;
  /** 1 once only what the job keeps after its run is left (JobDefinition.payloadAfterRun). */
  trimmed: Generated<number>;
}

export interface JobTable {
  id: Generated<number>;
  type: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_after: string;
  locked_until: string | null;
  /** The run holding the lease: `host:pid:uuid`, unique per claim; null when no run holds it. */
  locked_by: Generated<string | null>;
  last_error: string | null;
  operator_id: number | null;
  /** Every flag an operator needs to see this job (platform/flag-sets: sorted, comma-separated, never empty). */
  flags: string;
  /** The failed rows of an import as a file, made once when first asked for (platform/error-file). */
  error_file_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
  /** Shown on the Jobs screen; the type when null. */
  title: string | null;
  progress_done: Generated<number>;
  progress_total: number | null;
  /** The file the job made (a report, a label), offered for download on the Jobs screen. */
  result_file_id: number | null;
  /** Set by Cancel on a running job; the handler stops at its next check. */
  cancel_requested: Generated<number>;
  /** A second enqueue with the same key adds nothing: work that must happen exactly once. */
  dedupe_key: string | null;
}

export interface FileChunkTable {
  file_id: number;
  seq: number;
  data: Buffer;
}

export interface SearchIndexDocumentTable {
  name: string;
  /** Changes with every write, so instances reload only a changed index. */
  version: string;
  body: string;
  updated_at: string;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/** Recurring work: each occurrence enqueues `job_type` once (dedupe key schedule:<name>:<occurrence>). */
export interface ScheduleTable {
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

/** A file the console made (report, label, error file); the bytes live under DATA_DIR/files. */
export interface FileTable {
  id: Generated<number>;
  name: string;
  content_type: string;
  size: number;
  /** Relative to DATA_DIR, or `db:` when the bytes are rows of `file_chunks`. */
  storage_path: string;
  operator_id: number | null;
  /** Every flag an operator needs to download it (platform/flag-sets: sorted, comma-separated, never empty). */
  flags: string;
  created_at: string;
  /** When the retention clean-up removed the bytes; the row stays so a download can say so. */
  removed_at: Generated<string | null>;
  /** 1: never removed by the retention clean-up (a shipping label). */
  kept: Generated<number>;
}

/** Outcomes of one batch of an import's rows, written in the transaction that applied the batch. */
export interface JobBatchTable {
  id: Generated<number>;
  job_id: number;
  batch_index: number;
  outcomes: string;
}

export interface CustomerTable {
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
  /** The Shopify customer's numeric id when this row mirrors a connected store (DESIGN.md §10); null on the embedded store. */
  store_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The store's account state: ENABLED, DISABLED, INVITED, DECLINED. */
  store_state: ColumnType<string | null, string | null | undefined, string | null>;
  /** The store's `updatedAt` of the state mirrored here: an older update never overwrites a newer one. */
  store_updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  store_credit_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MembershipSyncTable {
  id: Generated<number>;
  customer_id: number;
  adapter: string;
  operator_id: number | null;
  created_at: string;
}

/** An invitation of one programme (site, tool-connect, partner, retiree); only the token's hash is kept. */
export interface InvitationTable {
  id: Generated<number>;
  programme: InvitationProgramme;
  first_name: string;
  last_name: string;
  email: string;
  email_lower: string;
  /** The additional tags as entered, comma-separated. */
  additional_tags: Generated<string>;
  mtd: Generated<number>;
  status: 'invited' | 'registered';
  token_hash: string | null;
  token_expires_at: string | null;
  last_sent_at: string | null;
  send_count: Generated<number>;
  customer_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Every e-mail sent or to be sent; `flag` is what an operator needs to see it on the mail screen. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: Generated<number>;
  last_error: string | null;
  flag: string | null;
  related_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** JSON array of file ids sent as attachments. */
  attachments: Generated<string>;
}

/** Search-index syncs and search filters (spec 3 §2.7, §2.11). */
export interface SearchSyncTable {
  id: Generated<number>;
  status: 'running' | 'completed' | 'failed';
  notes: string;
  running_slot: number | null;
  job_id: number | null;
  operator_id: number | null;
  products: number;
  indexed: number;
  started_at: string;
  finished_at: string | null;
}

export interface SearchFilterDefinitionTable {
  id: Generated<number>;
  name: string;
  active: number;
  sort_order: number;
  overwrite: string;
  type: string;
  field: string;
  output: number;
  search: number;
  /** JSON of the UI settings. */
  ui: string;
  updated_at: string;
}

export interface SearchCollectionTable {
  id: Generated<number>;
  handle: string;
  title: string;
  created_at: string;
}

export interface SearchCollectionFilterTable {
  id: Generated<number>;
  collection_id: number;
  name: string;
  sort_order: number;
  overwrite: string;
  /** JSON of the UI settings. */
  ui: string;
  /** JSON array of the options. */
  options: string;
  updated_at: string;
}

/* Embedded store platform (integrations/commerce, migration 0030). */
export interface CommerceProductTable {
  id: Generated<number>;
  handle: string;
  title: Generated<string>;
  vendor: Generated<string>;
  product_type: Generated<string>;
  /** 1 when the product is sold as a bundle of component variants. */
  is_bundle: Generated<number>;
  image_url: string | null;
  /** Comma-separated product tags (migration 0100), e.g. the Below MAPP tag. */
  tags: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface CommerceVariantTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  title: Generated<string>;
  price_cents: Generated<number>;
  compare_at_cents: number | null;
  weight: Generated<number>;
  /** POUNDS, OUNCES, KILOGRAMS or GRAMS, as the store platform names them. */
  weight_unit: Generated<string>;
  updated_at: string;
}

export interface CommerceBundleComponentTable {
  id: Generated<number>;
  bundle_product_id: number;
  component_variant_id: number;
  quantity: Generated<number>;
}

export interface CommerceMetafieldTable {
  id: Generated<number>;
  product_id: number;
  namespace: string;
  key: string;
  value: Generated<string>;
  type: Generated<string>;
  /** Raised by every update; an update naming an older version is refused. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CommerceOrderTable {
  id: Generated<number>;
  number: number;
  customer_id: number | null;
  email: Generated<string>;
  total_cents: Generated<number>;
  currency: Generated<string>;
  fulfillment_status: Generated<string>;
  financial_status: Generated<string>;
  ship_name: Generated<string>;
  ship_address1: Generated<string>;
  ship_address2: Generated<string>;
  ship_city: Generated<string>;
  ship_province_code: Generated<string>;
  ship_zip: Generated<string>;
  ship_country_code: Generated<string>;
  ship_phone: Generated<string>;
  created_at: string;
}

export interface CommerceLineItemTable {
  id: Generated<number>;
  order_id: number;
  variant_id: number | null;
  title: Generated<string>;
  sku: Generated<string>;
  quantity: Generated<number>;
  fulfilled_quantity: Generated<number>;
  price_cents: Generated<number>;
  image_url: string | null;
  weight: Generated<number>;
  weight_unit: Generated<string>;
}

/** Product-field monitoring (spec 3 §2.9). */
export interface MonitoredFieldTable {
  id: Generated<number>;
  /** `namespace.key` of a product metafield. */
  field: string;
  active: number;
  delimiter: string;
  updated_at: string;
}

export interface FieldSnapshotTable {
  id: Generated<number>;
  product_id: string;
  field: string;
  value: string;
  taken_at: string;
}

export interface FieldChangeTable {
  id: Generated<number>;
  product_id: string;
  product_title: string;
  handle: string;
  field: string;
  old_value: string;
  new_value: string;
  detected_at: string;
  reported_job_id: number | null;
}

/** Transaction-risk scores (spec 3 §2.10). */
export interface RiskScoreTable {
  id: Generated<number>;
  order_id: string;
  score: number;
  version: string;
  /** JSON array of texts. */
  reasons: string;
  /** The scorer's answer as JSON. */
  raw: string;
  scored_at: string;
}

/** A partner a registration code belongs to (spec 4 §3). */
export interface PartnerTable {
  id: Generated<number>;
  name: string;
  handle: string;
  created_at: string;
}

export interface RegistrationCodeTable {
  id: Generated<number>;
  code: string;
  code_lower: string;
  /** YYYY-MM-DD, both days included. */
  start_date: string;
  end_date: string;
  partner_id: number;
  spend_limit_cents: number | null;
  /** JSON array of text. */
  tags: Generated<string>;
  /** Null: no cap. */
  max_registration_count: number | null;
  current_registration_count: Generated<number>;
  /** JSON array of lower-case domains; empty: any domain. */
  email_domains: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A person registered with a code; one per e-mail and code. */
export interface CodeRedemptionTable {
  id: Generated<number>;
  code_id: number;
  first_name: string;
  last_name: string;
  email: string;
  email_lower: string;
  created_at: string;
}

export interface GiveawayTable {
  id: Generated<number>;
  name: string;
  name_lower: string;
  description: string | null;
  /** YYYY-MM-DD or null (open). */
  start_date: string | null;
  end_date: string | null;
  /** Null: no limit on entries. */
  registration_count: number | null;
  entry_count: Generated<number>;
  /** The public entry page's path segment: unguessable (migration 0091 gave older rows one). */
  entry_token: string | null;
  created_at: string;
  updated_at: string;
}

export interface GiveawayEntryTable {
  id: Generated<number>;
  giveaway_id: number;
  name: string;
  email: string;
  email_lower: string;
  created_at: string;
}

/** Store credits (spec 4): an account per customer; `balance_cents` is the sum of its transactions. */
export interface CreditAccountTable {
  id: Generated<number>;
  name: string;
  name_lower: string;
  email: string;
  email_lower: string;
  balance_cents: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The store's customer (gid) when a Shopify store is connected (migration 0130). */
  store_customer_id: string | null;
  /** The number of the store transaction whose balance-after `balance_cents` is; only newer answers replace it (migration 0173). */
  store_balance_seq: number | null;
  /** The store's cursor of the last of the account's store transactions mirrored (migration 0174). */
  store_credit_cursor: string | null;
  /** The store's balances of the customer's accounts in other currencies, JSON `[{ currency, cents }]`; never summed (migration 0175). */
  store_other_balances: string | null;
}

/** The append-only ledger: signed integer cents, the balance after each entry; never updated or deleted. */
export interface CreditTransactionTable {
  id: Generated<number>;
  account_id: number;
  kind: 'credit' | 'adjustment' | 'discount_code' | 'order' | 'refund';
  amount_cents: number;
  balance_after_cents: number;
  reference: string;
  expiration_date: string | null;
  admin_id: number | null;
  admin_name: string;
  admin_email: string;
  request_id: number | null;
  created_at: string;
  /** The store's transaction this entry is, on a connected store (migration 0174). */
  store_transaction_id: string | null;
}

/** Idempotency keys of the money calls: the request's hash and the answer given to it. */
export interface CreditRequestTable {
  id: Generated<number>;
  operator_id: number;
  idem_key: string;
  endpoint: string;
  request_hash: string;
  response: string | null;
  created_at: string;
}

/** One store-credit move on the connected store: an intent recorded before the call (migration 0130). */
export interface StoreCreditMoveTable {
  id: Generated<number>;
  request_id: number | null;
  account_id: number;
  operator_id: number | null;
  kind: 'credit' | 'adjustment';
  cents: number;
  reference: string;
  /** `review`: the call's answer was lost and its transaction cannot be told apart from another's (an operator decides). */
  state: 'pending' | 'sent' | 'applied' | 'refused' | 'review';
  watermark: string | null;
  store_transaction_id: string | null;
  balance_after_cents: number | null;
  ledger_transaction_id: number | null;
  message: string | null;
  created_at: string;
  sent_at: string | null;
  settled_at: string | null;
  /** When the call ended without an answer (migration 0173). */
  answer_lost_at: string | null;
}

/* Commerce tools of issue 9 (migration 0031). */
export interface BulkPriceTable {
  id: Generated<number>;
  sku: string;
  price_cents: number;
  compare_at_cents: number | null;
  /** The variant's price just before this one was applied, captured before the store is changed. */
  previous_cents: number | null;
  /** YYYY-MM-DD in the shop's time zone. */
  effective_date: string;
  /** The instant that day starts in the shop's time zone (UTC ISO). */
  effective_at: string;
  below_mapp: number;
  status: 'scheduled' | 'applied' | 'failed';
  /** Raised by every edit, so a job scheduled for an older revision does nothing. */
  revision: number;
  /** `import` or `edit`: how the price was last set. */
  source: string;
  message: string | null;
  applied_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BulkPriceImportResultTable {
  id: Generated<number>;
  job_id: number;
  row: number;
  sku: string;
  status: 'done' | 'failed';
  message: string;
  old_cents: number | null;
  new_cents: number | null;
}

export interface PriceLogTable {
  id: Generated<number>;
  bulk_price_id: number | null;
  bulk_price_revision: number | null;
  sku: string;
  previous_cents: number | null;
  current_cents: number;
  compare_at_cents: number | null;
  percent_change: number | null;
  customer_type: string;
  source: string;
  /** scheduled (dated when it takes effect) until the apply job turns it applied. */
  status: Generated<'scheduled' | 'applied'>;
  created_at: string;
}

export interface DisplayNameTable {
  key: string;
  value: string;
  sort: number;
  updated_at: string;
}

export interface CouponTable {
  id: Generated<number>;
  code: string;
  /** The order number the coupon was given with; null while not used. */
  order_ref: string | null;
  assigned_at: string | null;
  created_at: string;
  updated_at: string;
  /** 'added' once the code is a redeem code of the store's discount (migration 0131); null on the embedded store. */
  store_state: 'added' | null;
}

export interface CouponResendTable {
  id: Generated<number>;
  coupon_id: number;
  operator_id: number | null;
  to_address: string;
  mail_id: number;
  created_at: string;
}

export interface ReturnOrderLockTable {
  order_id: number;
}

export interface ReturnRequestTable {
  id: Generated<number>;
  order_id: number;
  idempotency_key: string | null;
  /** reserved (quantities held, labels being bought), done, or carrier_failed (released). */
  status: 'reserved' | 'done' | 'carrier_failed';
  /** The answer given, replayed to a retried submit. */
  response: string | null;
  operator_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReturnLabelTable {
  id: Generated<number>;
  request_id: number;
  tracking_number: string;
  carrier: string;
  file_id: number | null;
  weight_lbs: number;
  created_at: string;
}

export interface ReturnTable {
  id: Generated<number>;
  request_id: number;
  label_id: number | null;
  order_id: number;
  order_number: number;
  lineitem_id: number;
  quantity: number;
  refund_status: number;
  isedit: number;
  sku: string;
  title: string;
  shopify_order_date: string;
  country: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  created_at: string;
  updated_at: string;
}

/** Hits per key and fixed window (platform/rate-limits.ts). */
export interface RateLimitHitTable {
  key: string;
  window_start: string;
  hits: number;
}

export interface Database {
  operators: OperatorTable;
  rate_limit_hits: RateLimitHitTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  audit_log: AuditTable;
  settings: SettingTable;
  jobs: JobTable;
  job_payloads: JobPayloadTable;
  job_batches: JobBatchTable;
  schedules: ScheduleTable;
  files: FileTable;
  file_chunks: FileChunkTable;
  search_index_documents: SearchIndexDocumentTable;
  customers: CustomerTable;
  membership_syncs: MembershipSyncTable;
  invitations: InvitationTable;
  mail_outbox: MailOutboxTable;
  search_syncs: SearchSyncTable;
  search_filter_definitions: SearchFilterDefinitionTable;
  search_collections: SearchCollectionTable;
  search_collection_filters: SearchCollectionFilterTable;
  monitored_fields: MonitoredFieldTable;
  field_snapshots: FieldSnapshotTable;
  field_changes: FieldChangeTable;
  risk_scores: RiskScoreTable;
  commerce_products: CommerceProductTable;
  commerce_variants: CommerceVariantTable;
  commerce_bundle_components: CommerceBundleComponentTable;
  commerce_metafields: CommerceMetafieldTable;
  commerce_orders: CommerceOrderTable;
  commerce_line_items: CommerceLineItemTable;
  events: EventTable;
  event_invites: EventInviteTable;
  partners: PartnerTable;
  registration_codes: RegistrationCodeTable;
  code_redemptions: CodeRedemptionTable;
  giveaways: GiveawayTable;
  giveaway_entries: GiveawayEntryTable;
  credit_accounts: CreditAccountTable;
  credit_transactions: CreditTransactionTable;
  credit_requests: CreditRequestTable;
  store_credit_moves: StoreCreditMoveTable;
  bulk_prices: BulkPriceTable;
  bulk_price_import_results: BulkPriceImportResultTable;
  price_log: PriceLogTable;
  display_names: DisplayNameTable;
  coupons: CouponTable;
  coupon_resends: CouponResendTable;
  return_order_locks: ReturnOrderLockTable;
  return_requests: ReturnRequestTable;
  return_labels: ReturnLabelTable;
  returns: ReturnTable;
  store_webhook_events: StoreWebhookEventTable;
  store_loads: StoreLoadTable;
  store_foreign_webhooks: StoreForeignWebhookTable;
  store_writes: StoreWriteTable;
  store_customer_tombstones: StoreCustomerTombstoneTable;
  audit_redaction_grants: AuditRedactionGrantTable;
}

/** Events of spec 2: a draft or published event, archived by `is_deleted`. */
export interface EventTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  /** ISO-8601 UTC instants. */
  date_from: string;
  date_to: string;
  /** 1 published, 0 draft. */
  active: Generated<number>;
  is_deleted: Generated<number>;
  /** The operator who created it; 0 for the demo and the console itself (shown as Admin). */
  created_by: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One person invited to an event; `registered` once the invitation link was accepted. */
export interface EventInviteTable {
  id: Generated<number>;
  event_id: number;
  first_name: string;
  last_name: string;
  email: string;
  email_lower: string;
  store: string;
  registered: Generated<number>;
  registered_at: string | null;
  token_hash: string | null;
  token_expires_at: string | null;
  last_sent_at: string | null;
  send_count: Generated<number>;
  mail_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A webhook delivery seen, by its `X-Shopify-Event-Id`: a second delivery of the same event changes nothing. */
export interface StoreWebhookEventTable {
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
/** Audit entries the redaction path may change, listed only inside its own transaction (migration 0182). */
export interface AuditRedactionGrantTable {
  audit_id: number;
}

/** A store customer deleted from the mirror, and when: nothing older than that brings it back. */
export interface StoreCustomerTombstoneTable {
  store_id: number;
  /** ISO-8601 UTC instant. */
  deleted_at: string;
}

export interface StoreWriteTable {
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
