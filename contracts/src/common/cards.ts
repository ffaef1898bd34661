import type { Flag } from './flags';

/** One function of the console: a home card, a navigation entry and a guarded route (docs/functions/shell-students-staff.md §1). */
export interface Card {
  name: string;
  route: string;
  description: string | null;
  /** The `_customApp` flag that lets an operator open it (docs/functions/shell-students-staff.md §6). */
  flag: Flag;
}

/** The home cards of docs/functions/shell-students-staff.md §1, in the spec's order. */
export const CARDS = [
  { name: 'Student', route: '/students', description: 'manage Student customers registration', flag: 'showStudents' },
  { name: 'Staff', route: '/staff', description: 'manage Staff customers registration', flag: 'showStaff' },
  { name: 'National Partners', route: '/national', description: null, flag: 'showNP' },
  { name: 'Partner Users', route: '/partnerusers', description: null, flag: 'showPartnerUsers' },
  { name: 'Retiree Users', route: '/retireeusers', description: null, flag: 'showRetireeUsers' },
  { name: 'Events', route: '/events', description: null, flag: 'showEvents' },
  { name: 'Metafield Display Names', route: '/salsifyDisplay', description: null, flag: 'showMetafieldDisplayNames' },
  { name: 'Invite users', route: '/inviteusers', description: 'invite users', flag: 'showInviteUsers' },
  { name: 'Bulk Price', route: '/bulkprice', description: null, flag: 'showBulkPrice' },
  { name: 'Price Control', route: '/pricecontrol', description: null, flag: 'showPriceControl' },
  { name: 'Coupons', route: '/coupons', description: null, flag: 'showCoupons' },
  { name: 'Returns', route: '/orderReturns', description: null, flag: 'showOrderReturns' },
  { name: 'Product Media', route: '/productMedia', description: null, flag: 'showProductMedia' },
  { name: 'Tool-connect invited users', route: '/toolconnectinviteusers', description: null, flag: 'showToolConnectUsers' },
  { name: 'Search-index sync', route: '/solr', description: 'run the search-index sync', flag: 'showSolr' },
  { name: 'Bundle Report', route: '/bundleReport', description: null, flag: 'showBundleReport' },
  {
    name: 'Product-information field reports',
    route: '/salsify',
    description: 'reports for product-information field changes',
    flag: 'showSalsify',
  },
  { name: 'Transaction risk report', route: '/ekata', description: 'transaction risk report', flag: 'showEkata' },
  {
    name: 'Search filters',
    route: '/solrFilters',
    description: 'configure filters using product-information metafields',
    flag: 'showSolrFilters',
  },
  { name: 'Price-monitoring integration', route: '/priceSpider', description: 'configure data transfer', flag: 'showPriceSpider' },
  { name: 'Registration Codes', route: '/registrationCodes', description: null, flag: 'showRegistrationCodes' },
  { name: 'Credits', route: '/credits', description: "customers' credits and adjustments, reports", flag: 'showCredits' },
  { name: 'Knot Report', route: '/knotReport', description: null, flag: 'showKnotReport' },
  { name: 'Giveaways', route: '/giveaways', description: 'manage giveaways, reports', flag: 'showGiveaways' },
] as const satisfies readonly Card[];

export type CardRoute = (typeof CARDS)[number]['route'];
