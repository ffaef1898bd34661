/**
 * Every action the server writes to the audit log, with the words an operator reads for it. The code is what is
 * stored, filtered on and sent (it never changes once written); the label is only what the screens show. The
 * server's audit writer takes an `AuditAction`, so an action without a label does not typecheck.
 */
export const AUDIT_ACTION_LABELS = {
  'auth.login': 'Signed in',
  'auth.rehash': 'Password hash renewed',
  'operator.flags': 'Operator access changed',
  'operator.password': 'Operator password changed',
  'shop.added': 'Shop added',
  'shop.changed': 'Shop changed',
  'shop.removed': 'Shop removed',
  'job.retry': 'Job retried',
  'job.cancel': 'Job cancelled',
  'mail.resend': 'E-mail resent',

  'student.status': 'Student status changed',
  'student.update': 'Student edited',
  'student.import': 'Students uploaded',
  'student.membership-sync': 'Student membership synced',
  'students.default-discount-limit': 'Default discount limit changed',
  'staff.status': 'Staff status changed',
  'staff.update': 'Staff member edited',
  'staff.import': 'Staff uploaded',
  'staff.membership-sync': 'Staff membership synced',
  'national.update': 'National partner edited',
  'national.import': 'National partners uploaded',

  'site.invite': 'Site user invited',
  'site.invite.update': 'Site invitation edited',
  'site.invite.import': 'Site users uploaded',
  'site.invite.accept': 'Site invitation accepted',
  'site.reinvite': 'Site user reinvited',
  'site.import-reinvite': 'Site reinvite uploaded',
  'tool-connect.invite': 'Tool Connect user invited',
  'tool-connect.invite.update': 'Tool Connect invitation edited',
  'tool-connect.invite.import': 'Tool Connect users uploaded',
  'tool-connect.invite.accept': 'Tool Connect invitation accepted',
  'tool-connect.reinvite': 'Tool Connect user reinvited',
  'tool-connect.import-reinvite': 'Tool Connect reinvite uploaded',
  'partner.invite': 'Partner user invited',
  'partner.invite.update': 'Partner invitation edited',
  'partner.invite.import': 'Partner users uploaded',
  'partner.invite.accept': 'Partner invitation accepted',
  'partner.reinvite': 'Partner user reinvited',
  'partner.import-reinvite': 'Partner reinvite uploaded',
  'retiree.invite': 'Retiree user invited',
  'retiree.invite.update': 'Retiree invitation edited',
  'retiree.invite.import': 'Retiree users uploaded',
  'retiree.invite.accept': 'Retiree invitation accepted',
  'retiree.reinvite': 'Retiree user reinvited',
  'retiree.import-reinvite': 'Retiree reinvite uploaded',
  'invitations.bulk-reinvite': 'Invited users reinvited',

  'events.create': 'Event added',
  'events.update': 'Event edited',
  'events.archive': 'Event archived',
  'events.invite': 'Event user invited',
  'events.invite.import': 'Event users uploaded',
  'events.invite.accept': 'Event invitation accepted',
  'events.reinvite': 'Event user reinvited',
  'events.remove-users': 'Event users removed',
  'events.report': 'Event report requested',

  'display-names.update': 'Display names saved',
  'bulk-price.save': 'Bulk price saved',
  'bulk-price.import': 'Bulk prices uploaded',
  'bulk-price.apply': 'Scheduled price applied',
  'coupons.import': 'Coupons uploaded',
  'coupons.resend': 'Coupon resent',
  'coupons.store-discount': 'Store discount created',
  'returns.create': 'Return created',
  'returns.refund': 'Return refunded',
  'returns.carrier-error': 'Return refused by the carrier',
  'returns.store-label-error': 'Store label failed',
  'returns.store-refused': 'Return refused by the store',
  'product-media.create': 'Product media added',
  'product-media.update': 'Product media edited',
  'search-sync.start': 'Search sync started',
  'bundle-report.generate': 'Bundle report requested',
  'risk-report.generate': 'Risk report requested',
  'knot-report.generate': 'Knot report requested',
  'field-monitoring.update': 'Monitored field changed',
  'field-monitoring.select-all': 'All fields monitored',
  'field-monitoring.report': 'Field report requested',
  'search-filters.include': 'Search filter added',
  'search-filters.remove': 'Search filter removed',
  'search-filters.update': 'Search filter edited',
  'search-filters.options': 'Search filter options edited',
  'search-filters.copy': 'Search filters copied',
  'search-filters.push': 'Search filters published',
  'search-filters.definition.active': 'Filter definition turned on or off',
  'search-filters.definition.ui': 'Filter definition display edited',
  'search-filters.definition.solr': 'Filter definition index edited',
  'price-monitoring.settings': 'Price monitoring settings saved',
  'price-monitoring.transfer': 'Price feed sent',
  'price-monitoring.transfer-failed': 'Price feed failed',

  'registration-codes.create': 'Registration code added',
  'registration-codes.update': 'Registration code edited',
  'registration-codes.delete': 'Registration code deleted',
  'registration-codes.partner.add': 'Registration partner added',
  'registration-codes.redeem': 'Registration code redeemed',

  'credits.customer.create': 'Store credit customer added',
  'credits.issue': 'Store credit issued',
  'credits.adjust': 'Store credit adjusted',
  'credits.import': 'Store credits uploaded',
  'credits.move.settle': 'Store credit move settled',
  'credits.customers.export': 'Credit customers report requested',
  'credits.transactions.export': 'Credit transactions report requested',

  'giveaways.create': 'Giveaway added',
  'giveaways.update': 'Giveaway edited',
  'giveaways.delete': 'Giveaway deleted',
  'giveaways.enter': 'Giveaway entered',
  'giveaways.report': 'Giveaway report requested',

  'store-sync.full-load': 'Store load started',
  'store-sync.full-load-queued': 'Store load queued',
  'store-sync.defect-repair': 'Store records repaired',
  'store-sync.app-installed': 'App installed',
  'store-sync.app-uninstalled': 'App uninstalled',
  'compliance.customer-redacted': 'Customer data erased',
  'compliance.shop.redact': 'Shop data erased',
  'compliance.customers.data_request': 'Customer data requested',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export function isAuditAction(code: string): code is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, code);
}

/**
 * What an operator reads for an action: its label, or for a code written before it had one (older rows) the code in
 * words, `returns.label-void` reading "Returns label void".
 */
export function auditActionLabel(code: string): string {
  if (isAuditAction(code)) return AUDIT_ACTION_LABELS[code];
  const text = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[._\-\s]+/)
    .filter((word) => word !== '')
    .join(' ')
    .toLowerCase();
  return text === '' ? code : text.charAt(0).toUpperCase() + text.slice(1);
}
