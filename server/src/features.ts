import { auditFeature } from './features/audit/audit.feature';
import { authFeature } from './features/auth/auth.feature';
import { bulkPriceFeature } from './features/bulk-price/bulk-price.feature';
import { bundleReportFeature } from './features/bundle-report/bundle-report.feature';
import { couponsFeature } from './features/coupons/coupons.feature';
import { creditsFeature } from './features/credits/credits.feature';
import { customersFeature } from './features/customers/customers.feature';
import { displayNamesFeature } from './features/display-names/display-names.feature';
import { embeddedFeature } from './features/embedded/embedded.feature';
import { eventsFeature } from './features/events/events.feature';
import { fieldMonitoringFeature } from './features/field-monitoring/field-monitoring.feature';
import { filesFeature } from './features/files/files.feature';
import { giveawaysFeature } from './features/giveaways/giveaways.feature';
import { homeFeature } from './features/home/home.feature';
import { invitationsFeature } from './features/invitations/invitations.feature';
import { inviteUsersFeature, toolConnectUsersFeature } from './features/invite-users/invite-users.feature';
import { jobsFeature } from './features/jobs/jobs.feature';
import { knotReportFeature } from './features/knot-report/knot-report.feature';
import { mailFeature } from './features/mail/mail.feature';
import { nationalPartnersFeature } from './features/national-partners/national-partners.feature';
import { paletteFeature } from './features/palette/palette.feature';
import { partnerUsersFeature } from './features/partner-users/partner-users.feature';
import { priceLogFeature } from './features/price-log/price-log.feature';
import { priceMonitoringFeature } from './features/price-monitoring/price-monitoring.feature';
import { productMediaFeature } from './features/product-media/product-media.feature';
import { registrationCodesFeature } from './features/registration-codes/registration-codes.feature';
import { registrationsFeature } from './features/registrations/registrations.feature';
import { retireeUsersFeature } from './features/retiree-users/retiree-users.feature';
import { returnsFeature } from './features/returns/returns.feature';
import { riskReportFeature } from './features/risk-report/risk-report.feature';
import { searchFiltersFeature } from './features/search-filters/search-filters.feature';
import { searchSyncFeature } from './features/search-sync/search-sync.feature';
import { shopsFeature } from './features/shops/shops.feature';
import { staffFeature } from './features/staff/staff.feature';
import { storeSyncFeature } from './features/store-sync/store-sync.feature';
import { studentsFeature } from './features/students/students.feature';

/**
 * Every feature of the server, one line each: app.ts registers their routes in this order
 * (the OpenAPI document's) and runs their start steps by `order`, worker.ts builds the job list and
 * the mail links from it, and the demo seed runs their seed steps by `order`.
 */
export const FEATURES = [
  authFeature,
  shopsFeature,
  jobsFeature,
  filesFeature,
  registrationsFeature,
  studentsFeature,
  paletteFeature,
  homeFeature,
  staffFeature,
  nationalPartnersFeature,
  invitationsFeature,
  inviteUsersFeature,
  toolConnectUsersFeature,
  partnerUsersFeature,
  retireeUsersFeature,
  mailFeature,
  creditsFeature,
  knotReportFeature,
  auditFeature,
  searchFiltersFeature,
  priceMonitoringFeature,
  searchSyncFeature,
  productMediaFeature,
  fieldMonitoringFeature,
  bundleReportFeature,
  riskReportFeature,
  eventsFeature,
  registrationCodesFeature,
  giveawaysFeature,
  bulkPriceFeature,
  priceLogFeature,
  displayNamesFeature,
  couponsFeature,
  returnsFeature,
  storeSyncFeature,
  embeddedFeature,
  customersFeature,
] as const;

export type FeatureName = (typeof FEATURES)[number]['name'];

/** The features' start steps by `order` (files' schedule, store sync, coupons' schedule: the order they had when one file started them). */
export const START_STEPS = FEATURES.flatMap((feature) => (feature.start ? [feature.start] : [])).sort((a, b) => a.order - b.order);
