import type { WebFeature } from '../ui/feature-definition';
import { studentsFeature } from '../features/students/students.feature';
import { staffFeature } from '../features/staff/staff.feature';
import { nationalPartnersFeature } from '../features/national-partners/national-partners.feature';
import { partnerUsersFeature } from '../features/partner-users/partner-users.feature';
import { retireeUsersFeature } from '../features/retiree-users/retiree-users.feature';
import { eventsFeature } from '../features/events/events.feature';
import { displayNamesFeature } from '../features/display-names/display-names.feature';
import { inviteUsersFeature } from '../features/invite-users/invite-users.feature';
import { bulkPriceFeature } from '../features/bulk-price/bulk-price.feature';
import { priceLogFeature } from '../features/price-log/price-log.feature';
import { couponsFeature } from '../features/coupons/coupons.feature';
import { returnsFeature } from '../features/returns/returns.feature';
import { productMediaFeature } from '../features/product-media/product-media.feature';
import { searchSyncFeature } from '../features/search-sync/search-sync.feature';
import { bundleReportFeature } from '../features/bundle-report/bundle-report.feature';
import { fieldMonitoringFeature } from '../features/field-monitoring/field-monitoring.feature';
import { riskReportFeature } from '../features/risk-report/risk-report.feature';
import { searchFiltersFeature } from '../features/search-filters/search-filters.feature';
import { priceMonitoringFeature } from '../features/price-monitoring/price-monitoring.feature';
import { registrationCodesFeature } from '../features/registration-codes/registration-codes.feature';
import { creditsFeature } from '../features/credits/credits.feature';
import { knotReportFeature } from '../features/knot-report/knot-report.feature';
import { giveawaysFeature } from '../features/giveaways/giveaways.feature';
import { jobsFeature } from '../features/jobs/jobs.feature';
import { mailFeature } from '../features/mail/mail.feature';
import { auditFeature } from '../features/audit/audit.feature';
import { storeSyncFeature } from '../features/store-sync/store-sync.feature';

/**
 * Every web feature with a screen, one line each: the menu, the screens and the router are
 * built from this list. Cards in the contract's order; then the screens that are not home cards, in
 * the order the menu's Operations group shows them.
 */
export const WEB_FEATURES = [
  studentsFeature,
  staffFeature,
  nationalPartnersFeature,
  partnerUsersFeature,
  retireeUsersFeature,
  eventsFeature,
  displayNamesFeature,
  inviteUsersFeature,
  bulkPriceFeature,
  priceLogFeature,
  couponsFeature,
  returnsFeature,
  productMediaFeature,
  searchSyncFeature,
  bundleReportFeature,
  fieldMonitoringFeature,
  riskReportFeature,
  searchFiltersFeature,
  priceMonitoringFeature,
  registrationCodesFeature,
  creditsFeature,
  knotReportFeature,
  giveawaysFeature,
  jobsFeature,
  mailFeature,
  auditFeature,
  storeSyncFeature,
] as const satisfies readonly WebFeature[];

/** A card screen of the list; its route is the contract card's (checked against CARDS where SCREENS is built). */
export type ListedCard = (typeof WEB_FEATURES)[number]['cards'][number];
