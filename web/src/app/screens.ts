import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CardRoute } from '@console/contracts/common/cards';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * The screen behind each card route, loaded with its route so the shell stays small (DESIGN.md §6).
 * A route missing here shows 'This function is not available yet.'; a new screen is one line.
 */
export const SCREENS: Partial<Record<CardRoute, Screen>> = {
  '/students': lazy(() => import('../features/students/students-page').then((m) => ({ default: m.StudentsPage }))),
  '/staff': lazy(() => import('../features/staff/staff-page').then((m) => ({ default: m.StaffPage }))),
  '/national': lazy(() => import('../features/national-partners/national-partners-page').then((m) => ({ default: m.NationalPartnersPage }))),
  '/inviteusers': lazy(() => import('../features/invite-users/invite-users-page').then((m) => ({ default: m.InviteUsersPage }))),
  '/toolconnectinviteusers': lazy(() => import('../features/invite-users/tool-connect-users-page').then((m) => ({ default: m.ToolConnectUsersPage }))),
  '/partnerusers': lazy(() => import('../features/partner-users/partner-users-page').then((m) => ({ default: m.PartnerUsersPage }))),
  '/retireeusers': lazy(() => import('../features/retiree-users/retiree-users-page').then((m) => ({ default: m.RetireeUsersPage }))),
  '/productMedia': lazy(() => import('../features/product-media/product-media-page').then((m) => ({ default: m.ProductMediaPage }))),
  '/solr': lazy(() => import('../features/search-sync/search-sync-page').then((m) => ({ default: m.SearchSyncPage }))),
  '/bundleReport': lazy(() => import('../features/bundle-report/bundle-report-page').then((m) => ({ default: m.BundleReportPage }))),
  '/salsify': lazy(() => import('../features/field-monitoring/field-monitoring-page').then((m) => ({ default: m.FieldMonitoringPage }))),
  '/ekata': lazy(() => import('../features/risk-report/risk-report-page').then((m) => ({ default: m.RiskReportPage }))),
  '/solrFilters': lazy(() => import('../features/search-filters/search-filters-page').then((m) => ({ default: m.SearchFiltersPage }))),
  '/priceSpider': lazy(() => import('../features/price-monitoring/price-monitoring-page').then((m) => ({ default: m.PriceMonitoringPage }))),
  '/events': lazy(() => import('../features/events/events-page').then((m) => ({ default: m.EventsPage }))),
  '/registrationCodes': lazy(() => import('../features/registration-codes/registration-codes-page').then((m) => ({ default: m.RegistrationCodesPage }))),
  '/giveaways': lazy(() => import('../features/giveaways/giveaways-page').then((m) => ({ default: m.GiveawaysPage }))),
  '/credits': lazy(() => import('../features/credits/credits-page').then((m) => ({ default: m.CreditsPage }))),
  '/knotReport': lazy(() => import('../features/knot-report/knot-report-page').then((m) => ({ default: m.KnotReportPage }))),
  '/bulkprice': lazy(() => import('../features/bulk-price/bulk-price-page').then((m) => ({ default: m.BulkPricePage }))),
  '/pricecontrol': lazy(() => import('../features/price-log/price-log-page').then((m) => ({ default: m.PriceLogPage }))),
  '/salsifyDisplay': lazy(() => import('../features/display-names/display-names-page').then((m) => ({ default: m.DisplayNamesPage }))),
  '/coupons': lazy(() => import('../features/coupons/coupons-page').then((m) => ({ default: m.CouponsPage }))),
  '/orderReturns': lazy(() => import('../features/returns/returns-page').then((m) => ({ default: m.ReturnsPage }))),
};
