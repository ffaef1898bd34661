/*
 * The database type, composed in one place from the tables each module keeps beside its repository
 * (`*.table.ts`). db/ never imports features: these type-only imports of `*.table` files are the
 * one exception, allowed by eslint.config.js for this file alone, since the composed type is what
 * `Kysely<Database>` needs and nothing here reaches a feature at run time. Migrations stay one ordered set in
 * db/migrations; server/test/schema-matches-database.api.test.ts checks these types against them.
 */
import type { OperatorTables } from '../platform/operators.table';
import type { ShopTables } from '../platform/shops.table';
import type { SessionTables } from '../platform/sessions.table';
import type { RateLimitTables } from '../platform/rate-limits.table';
import type { AuditTables } from '../platform/audit.table';
import type { SettingTables } from '../platform/settings.table';
import type { JobTables } from '../platform/jobs.table';
import type { ScheduleTables } from '../platform/schedules.table';
import type { FileTables } from '../platform/files.table';
import type { MailTables } from '../platform/mail.table';
import type { SearchIndexTables } from '../integrations/search-index/search-index.table';
import type { CommerceTables } from '../integrations/commerce/commerce.table';
import type { AuthTables } from '../features/auth/auth.table';
import type { CustomerTables } from '../features/customers/customers.table';
import type { RegistrationTables } from '../features/registrations/registrations.table';
import type { InvitationTables } from '../features/invitations/invitations.table';
import type { SearchSyncTables } from '../features/search-sync/search-sync.table';
import type { SearchFilterTables } from '../features/search-filters/search-filters.table';
import type { FieldMonitoringTables } from '../features/field-monitoring/field-monitoring.table';
import type { RiskReportTables } from '../features/risk-report/risk-report.table';
import type { EventTables } from '../features/events/events.table';
import type { RegistrationCodeTables } from '../features/registration-codes/registration-codes.table';
import type { GiveawayTables } from '../features/giveaways/giveaways.table';
import type { CreditTables } from '../features/credits/credits.table';
import type { BulkPriceTables } from '../features/bulk-price/bulk-price.table';
import type { PriceLogTables } from '../features/price-log/price-log.table';
import type { DisplayNameTables } from '../features/display-names/display-names.table';
import type { CouponTables } from '../features/coupons/coupons.table';
import type { ReturnTables } from '../features/returns/returns.table';
import type { StoreSyncTables } from '../features/store-sync/store-sync.table';

/**
 * Every table, one module per line. Columns with a database default are Generated (optional on insert).
 * Timestamps are ISO-8601 UTC text on both databases, so ordering and ranges behave the same.
 */
export interface Database
  extends
    OperatorTables,
    ShopTables,
    SessionTables,
    RateLimitTables,
    AuditTables,
    SettingTables,
    JobTables,
    ScheduleTables,
    FileTables,
    MailTables,
    SearchIndexTables,
    CommerceTables,
    AuthTables,
    CustomerTables,
    RegistrationTables,
    InvitationTables,
    SearchSyncTables,
    SearchFilterTables,
    FieldMonitoringTables,
    RiskReportTables,
    EventTables,
    RegistrationCodeTables,
    GiveawayTables,
    CreditTables,
    BulkPriceTables,
    PriceLogTables,
    DisplayNameTables,
    CouponTables,
    ReturnTables,
    StoreSyncTables {}
