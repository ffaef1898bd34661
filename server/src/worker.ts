import type { JobDefinition } from './platform/jobs';
import { registrationImportJob } from './features/registrations/registrations.jobs';
import { nationalPartnerImportJob } from './features/national-partners/national-partners.jobs';
import { invitationReinviteJob, invitationSaveJob } from './features/invitations/invitations.jobs';
import { mailSendJob } from './platform/mail';
import { priceFeedJob } from './features/price-monitoring/price-monitoring.jobs';
import { searchSyncJob } from './features/search-sync/search-sync.jobs';
import { fieldReportJob } from './features/field-monitoring/field-monitoring.jobs';
import { bundleReportJob } from './features/bundle-report/bundle-report.jobs';
import { riskReportJob } from './features/risk-report/risk-report.jobs';
import { eventInviteImportJob, eventReportJob } from './features/events/events.jobs';
import { giveawayReportJob } from './features/giveaways/giveaways.jobs';
import { creditImportJob } from './features/credits/credits.jobs';
import { storeCreditMovesJob } from './features/credits/store-credit.jobs';
import { storeCreditMirrorJob } from './features/credits/store-credit-mirror';
import { creditCustomersReportJob, creditTransactionsReportJob } from './features/credits/credit-reports.jobs';
import { knotReportJob } from './features/knot-report/knot-report.jobs';
import { BULK_PRICE_JOBS } from './features/bulk-price/bulk-price.jobs';
import { couponOrdersReconcileJob, importCouponsJob } from './features/coupons/coupons.jobs';
import { fileRetentionJob } from './platform/file-retention';
import { STORE_SYNC_JOBS } from './features/store-sync/store-sync.jobs';
import type { LinkIssuers } from './platform/mail-links';
import { invitationLink } from './features/invitations/invitation-mail';
import { eventInviteLink } from './features/events/event-invite-mail';

/** Every job type the worker knows; a feature adds its definitions here, one line each. */
export const JOBS: readonly JobDefinition[] = [
  registrationImportJob,
  nationalPartnerImportJob,
  invitationSaveJob,
  invitationReinviteJob,
  mailSendJob,
  priceFeedJob,
  searchSyncJob,
  fieldReportJob,
  bundleReportJob,
  riskReportJob,
  eventInviteImportJob,
  eventReportJob,
  giveawayReportJob,
  creditImportJob,
  storeCreditMovesJob,
  storeCreditMirrorJob,
  creditCustomersReportJob,
  creditTransactionsReportJob,
  knotReportJob,
  ...BULK_PRICE_JOBS,
  importCouponsJob,
  couponOrdersReconcileJob,
  fileRetentionJob,
  ...STORE_SYNC_JOBS,
];

/** Who makes the current link of an e-mail that carries one, by the record kind of its `related_id`. */
export const MAIL_LINKS: LinkIssuers = {
  invitation: invitationLink,
  'event-invite': eventInviteLink,
};
