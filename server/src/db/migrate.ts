import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001-platform';
import * as m0002 from './migrations/0002-customers';
import * as m0003invitations from './migrations/0003-invitations';
import * as m0003mail from './migrations/0003-mail-outbox';
import * as m0004 from './migrations/0004-email-search-indexes';
import * as m0005 from './migrations/0005-jobs-schedules-files';
import * as m0010 from './migrations/0010-login-throttle';
import * as m0011 from './migrations/0011-email-byte-order';
import * as m0015 from './migrations/0015-audit-log-guard';
import * as m0020 from './migrations/0020-events';
import * as m0030 from './migrations/0030-commerce';
import * as m0031 from './migrations/0031-commerce-tools';
import * as m0040 from './migrations/0040-search';
import * as m0041 from './migrations/0041-field-monitoring';
import * as m0042 from './migrations/0042-risk-scores';
import * as m0050 from './migrations/0050-registration-codes';
import * as m0051 from './migrations/0051-giveaways';
import * as m0060 from './migrations/0060-credits';
import * as m0070 from './migrations/0070-email-byte-order-everywhere';
import * as m0071 from './migrations/0071-file-removal';
import * as m0080 from './migrations/0080-flag-sets';
import * as m0090 from './migrations/0090-rate-limit-hits';
import * as m0091 from './migrations/0091-giveaway-entry-tokens';
import * as m0092 from './migrations/0092-outbox-without-links';
import * as m0100 from './migrations/0100-product-tags';
import * as m0120 from './migrations/0120-store-mirror';
import * as m0130 from './migrations/0130-store-credit-moves';
import * as m0131 from './migrations/0131-coupon-store';
import * as m0140 from './migrations/0140-job-lease-file-chunks';
import * as m0165 from './migrations/0165-recent-returns';
import * as m0166 from './migrations/0166-customer-name-search';
import * as m0167 from './migrations/0167-job-payloads';
import * as m0168 from './migrations/0168-foreign-shop-webhooks';
import * as m0173 from './migrations/0173-store-credit-newest';
import * as m0174 from './migrations/0174-store-credit-mirror';
import * as m0175 from './migrations/0175-store-credit-other-currencies';
import * as m0179 from './migrations/0179-store-write-locks';
import * as m0180 from './migrations/0180-customer-tombstones';
import * as m0181 from './migrations/0181-login-failures-by-address';
import * as m0182 from './migrations/0182-audit-redaction';
import * as m0183 from './migrations/0183-job-payloads-trimmed';
import * as m0184 from './migrations/0184-store-defect-repair';
import * as m0185 from './migrations/0185-job-steps';
import * as m0186 from './migrations/0186-final-tombstones';
import * as m0190 from './migrations/0190-shops';
import * as m0191 from './migrations/0191-shop-store-options';

/** Every migration, in order; one set for SQLite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-customers': m0002,
  '0003-invitations': m0003invitations,
  '0003-mail-outbox': m0003mail,
  '0004-email-search-indexes': m0004,
  '0005-jobs-schedules-files': m0005,
  '0010-login-throttle': m0010,
  '0011-email-byte-order': m0011,
  '0015-audit-log-guard': m0015,
  '0020-events': m0020,
  '0030-commerce': m0030,
  '0031-commerce-tools': m0031,
  '0040-search': m0040,
  '0041-field-monitoring': m0041,
  '0042-risk-scores': m0042,
  '0050-registration-codes': m0050,
  '0051-giveaways': m0051,
  '0060-credits': m0060,
  '0070-email-byte-order-everywhere': m0070,
  '0071-file-removal': m0071,
  '0080-flag-sets': m0080,
  '0090-rate-limit-hits': m0090,
  '0091-giveaway-entry-tokens': m0091,
  '0092-outbox-without-links': m0092,
  '0100-product-tags': m0100,
  '0120-store-mirror': m0120,
  '0130-store-credit-moves': m0130,
  '0131-coupon-store': m0131,
  '0140-job-lease-file-chunks': m0140,
  '0165-recent-returns': m0165,
  '0166-customer-name-search': m0166,
  '0167-job-payloads': m0167,
  '0168-foreign-shop-webhooks': m0168,
  '0173-store-credit-newest': m0173,
  '0174-store-credit-mirror': m0174,
  '0175-store-credit-other-currencies': m0175,
  '0179-store-write-locks': m0179,
  '0180-customer-tombstones': m0180,
  '0181-login-failures-by-address': m0181,
  '0182-audit-redaction': m0182,
  '0183-job-payloads-trimmed': m0183,
  '0184-store-defect-repair': m0184,
  '0185-job-steps': m0185,
  '0186-final-tombstones': m0186,
  '0190-shops': m0190,
  '0191-shop-store-options': m0191,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };
// Number ranges are handed to parallel branches, so a database may have run 0010 before 0005 lands.
const options = { provider, allowUnorderedMigrations: true };

/** Names of migrations not yet applied; throws when the database cannot be reached. */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const infos = await new Migrator({ db, ...options }).getMigrations();
  return infos.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, ...options });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
