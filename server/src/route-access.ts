import type { Flag } from '@console/contracts/common/flags';

/**
 * The one table that says which operator flag opens each `/api` route (DESIGN.md §4). An operator
 * needs any one of the listed flags; an empty list means any signed-in operator. Routes shared by
 * several functions also check the flag of the record they touch, in the service.
 * Registering a route that is missing here fails at start, and a test walks every entry.
 */
export const ROUTE_ACCESS: Readonly<Record<string, readonly Flag[]>> = {
  'GET /api/me': [],
  'GET /api/jobs/:id': [],
  'POST /api/jobs/list': [],
  'POST /api/jobs/:id/retry': [],
  'POST /api/jobs/:id/cancel': [],
  'GET /api/jobs/:id/error-file': [],
  'GET /api/files/:id': [],
  'GET /api/openapi.json': [],
  'GET /api/docs': [],
  // Any operator; the answer holds only records of the functions the operator may open.
  'GET /api/palette': [],
  // Any operator; counts only the functions the operator may open.
  'GET /api/home/attention': [],

  'POST /api/students/:status': ['showStudents'],
  'POST /api/excelexport/students/:status': ['showStudents'],
  'PUT /api/studentcustomers': ['showStudents'],
  'PUT /api/createstudentcustomers': ['showStudents'],
  'GET /api/default-discount-limit': ['showStudents'],
  'POST /api/default-discount-limit': ['showStudents'],

  'POST /api/staffs/:status': ['showStaff'],
  'GET /api/staffs/disabled': ['showStaff'],
  'POST /api/excelexport/staffs/:status': ['showStaff'],
  'PUT /api/staffcustomers': ['showStaff'],
  'PUT /api/createstaffcustomers': ['showStaff'],

  'PUT /api/customers': ['showStudents', 'showStaff'],
  'GET /api/customer/:id': ['showStudents', 'showStaff'],
  'POST /api/agora': ['showStudents', 'showStaff'],

  'POST /api/nationalpartners': ['showNP'],
  'POST /api/nationalpartner': ['showNP'],
  'PUT /api/nationalpartner': ['showNP'],
  'POST /api/excelexport/nationalpartners': ['showNP'],

  'POST /api/inviteuserslist': ['showInviteUsers'],
  'POST /api/editinviteuser': ['showInviteUsers'],
  'POST /api/inviteImportReinviteUsers': ['showInviteUsers'],
  'POST /api/sendinvite/:id': ['showInviteUsers'],
  'POST /api/inviteduser/excelexport': ['showInviteUsers'],
  'POST /api/registereduserslist': ['showInviteUsers'],
  'POST /api/registereduser/excelexport': ['showInviteUsers'],

  'POST /api/toolconnectinviteuserslist': ['showToolConnectUsers'],
  'POST /api/toolconnecteditinviteuser': ['showToolConnectUsers'],
  'POST /api/toolconnectImportReinviteUsers': ['showToolConnectUsers'],
  'POST /api/toolconnectsendinvite/:id': ['showToolConnectUsers'],
  'POST /api/toolconnectinviteduser/excelexport': ['showToolConnectUsers'],
  'POST /api/toolconnectregistereduserslist': ['showToolConnectUsers'],
  'POST /api/toolconnectregistereduser/excelexport': ['showToolConnectUsers'],

  'POST /api/partnerinviteuserslist': ['showPartnerUsers'],
  'POST /api/partnereditinviteuser': ['showPartnerUsers'],
  'POST /api/partnersendinvite/:id': ['showPartnerUsers'],
  'POST /api/partnerinviteduser/excelexport': ['showPartnerUsers'],
  'POST /api/partnerregistereduserslist': ['showPartnerUsers'],
  'POST /api/partnerregistereduser/excelexport': ['showPartnerUsers'],
  'POST /api/partnerImportReinviteUsers': ['showPartnerUsers', 'showRetireeUsers'],

  'POST /api/retireeinviteuserslist': ['showRetireeUsers'],
  'POST /api/retireeeditinviteuser': ['showRetireeUsers'],
  'POST /api/retireesendinvite/:id': ['showRetireeUsers'],
  'POST /api/retireeinviteduser/excelexport': ['showRetireeUsers'],
  'POST /api/retireeregistereduserslist': ['showRetireeUsers'],
  'POST /api/retireeregistereduser/excelexport': ['showRetireeUsers'],

  'POST /api/bulkreinvite': ['showInviteUsers', 'showToolConnectUsers', 'showPartnerUsers', 'showRetireeUsers'],
  'GET /api/invitations/options': [],

  'GET /api/filters/collections': ['showSolrFilters'],
  'GET /api/filters/collection/:id': ['showSolrFilters'],
  'POST /api/filters/collection/:id': ['showSolrFilters'],
  'DELETE /api/filters/collection/:id': ['showSolrFilters'],
  'PATCH /api/filters/collection/:id/filter': ['showSolrFilters'],
  'PATCH /api/filters/collection/:id/options': ['showSolrFilters'],
  'GET /api/filters/collection/:id/preview': ['showSolrFilters'],
  'POST /api/filters/copy': ['showSolrFilters'],
  'GET /api/filters/filtersDef': ['showSolrFilters'],
  'PATCH /api/filters/filtersDef': ['showSolrFilters'],
  'PATCH /api/filters/filtersDef/ui': ['showSolrFilters'],
  'PATCH /api/filters/filtersDef/solr': ['showSolrFilters'],
  'GET /api/filters/updateCollections': ['showSolrFilters'],

  'GET /api/productByHandle': ['showProductMedia'],
  'GET /api/damAltText': ['showProductMedia'],
  'GET /api/productVideoByHandle': ['showProductMedia'],
  'GET /api/videoAltText': ['showProductMedia'],
  'GET /api/productMedia': ['showProductMedia'],
  'POST /api/updateProductMedia': ['showProductMedia'],
  'POST /api/createProductMedia': ['showProductMedia'],

  'GET /api/salsify/getFields': ['showSalsify'],
  'POST /api/salsify/selectAllFields': ['showSalsify'],
  'GET /api/salsify/generateReport': ['showSalsify'],
  'POST /api/salsify/updateField': ['showSalsify'],

  'GET /api/bundle/report': ['showBundleReport'],

  'GET /api/fraudCheck/reportFromShopify': ['showEkata'],

  'GET /api/solr/syncStatus': ['showSolr'],
  'GET /api/solr/update': ['showSolr'],

  'GET /api/priceSpider/settings': ['showPriceSpider'],
  'POST /api/priceSpider/settings': ['showPriceSpider'],
  'GET /api/priceSpider/transfer': ['showPriceSpider'],
  'GET /api/events/list': ['showEvents'],
  'POST /api/events': ['showEvents'],
  'PATCH /api/events/:id': ['showEvents'],
  'PATCH /api/events/archive/:id': ['showEvents'],
  'DELETE /api/events/:id/users': ['showEvents'],
  'POST /api/events/report/:id': ['showEvents'],
  'GET /api/events/invites/list/:eventId': ['showEvents'],
  'POST /api/events/invites/users/:eventId': ['showEvents'],
  'POST /api/events/invites/user/:eventId': ['showEvents'],
  'POST /api/credits/customer': ['showCredits'],
  'POST /api/credits/issueCredits': ['showCredits'],
  'POST /api/credits/adjustBalances': ['showCredits'],
  'GET /api/credits/customers': ['showCredits'],
  'POST /api/credits/customers/export': ['showCredits'],
  'POST /api/credits/customers/import': ['showCredits'],
  // Spec 4 §7 calls GET /credits/transactions; the client's path rewrite (spec 1 §7) lands it here.
  'GET /api/transactions': ['showCredits'],
  'POST /api/credits/transactions/export': ['showCredits'],
  'GET /api/credits/moves/review': ['showCredits'],
  'POST /api/credits/moves/:id/settle': ['showCredits'],

  'GET /api/knot': ['showKnotReport'],

  'POST /api/mail/list': [],
  'POST /api/mail/:id/resend': [],
  // The message's own flag is checked by the service (every flag for a message of no function).
  'GET /api/mail/:id': [],

  'GET /api/store-sync': ['showStoreSync'],
  'POST /api/store-sync/full-load': ['showStoreSync'],

  'POST /api/audit/list': ['showAudit'],
  'POST /api/audit/export': ['showAudit'],
  'GET /api/audit/options': ['showAudit'],

  'GET /api/registrationCodes/list': ['showRegistrationCodes'],
  'GET /api/registrationCodes/partners': ['showRegistrationCodes'],
  'POST /api/registrationCodes/code': ['showRegistrationCodes'],
  'PATCH /api/registrationCodes/code/:id': ['showRegistrationCodes'],
  'PATCH /api/registrationCodes/emailDomains/:id': ['showRegistrationCodes'],
  'GET /api/registrationCodes/history': ['showRegistrationCodes'],

  'POST /api/giveaways': ['showGiveaways'],
  'PATCH /api/giveaways/:id': ['showGiveaways'],
  'DELETE /api/giveaways/:id': ['showGiveaways'],
  'GET /api/giveaways/list': ['showGiveaways'],
  'GET /api/giveaways/report': ['showGiveaways'],
  'POST /api/bulkprice': ['showBulkPrice'],
  'POST /api/bulkpriceupload': ['showBulkPrice'],
  'GET /api/bulkpriceupload/:jobId': ['showBulkPrice'],
  'PATCH /api/updatebulkprice': ['showBulkPrice'],

  'GET /api/pricelog/list': ['showPriceControl'],
  'GET /api/pricelog/list/export': ['showPriceControl'],

  'GET /api/salsifyDisplayName/list': ['showMetafieldDisplayNames'],
  'PUT /api/salsifyDisplayName/list': ['showMetafieldDisplayNames'],

  'GET /api/coupons/list': ['showCoupons'],
  'POST /api/coupons/resend': ['showCoupons'],
  'POST /api/couponsupload': ['showCoupons'],

  'GET /api/shopify/order/search': ['showOrderReturns'],
  'GET /api/shopify/order/returns/recent': ['showOrderReturns'],
  'POST /api/shopify/order/return': ['showOrderReturns'],
  'POST /api/shopify/order/return/:id/refund': ['showOrderReturns'],
};
