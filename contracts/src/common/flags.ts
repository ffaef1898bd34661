/**
 * The operator flags of docs/functions/shell-students-staff.md §6, in the order of the home cards, then the console's own:
 * `showAudit` opens the Audit screen (not a home card); `showStoreSync` the Store sync screen (the
 * customer mirror of a connected Shopify store).
 */
export const FLAGS = [
  'showStudents',
  'showStaff',
  'showNP',
  'showPartnerUsers',
  'showRetireeUsers',
  'showEvents',
  'showMetafieldDisplayNames',
  'showInviteUsers',
  'showBulkPrice',
  'showPriceControl',
  'showCoupons',
  'showOrderReturns',
  'showProductMedia',
  'showToolConnectUsers',
  'showSolr',
  'showBundleReport',
  'showSalsify',
  'showEkata',
  'showSolrFilters',
  'showPriceSpider',
  'showRegistrationCodes',
  'showCredits',
  'showKnotReport',
  'showGiveaways',
  'showAudit',
  'showStoreSync',
] as const;

export type Flag = (typeof FLAGS)[number];

export function isFlag(value: string): value is Flag {
  return (FLAGS as readonly string[]).includes(value);
}

/** Parses the comma-separated `_customApp` list, dropping anything that is not a known flag. */
export function parseFlags(list: string | undefined | null): Flag[] {
  if (!list) return [];
  return list
    .split(',')
    .map((f) => f.trim())
    .filter(isFlag);
}
