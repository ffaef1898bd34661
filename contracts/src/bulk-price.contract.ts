import { z } from 'zod';
import { defineCall } from './common/call';
import { pageQuery, pageResponse } from './common/paging';
import { SEARCH_MAX_LENGTH } from './common/search-text';
import { UPLOAD_BODY_LIMIT, uploadAccepted, uploadRows } from './common/upload';

export const BULK_PRICE_PAGE_SIZE = 25;

export const SKU_NOT_VALID = 'Sku not valid.';
export const PRICE_NOT_VALID = 'Price not valid.';
export const DATE_NOT_VALID = 'Date not valid.';

/** A change of more than this, either way, is flagged in the import results. */
export const LARGE_CHANGE_PERCENT = 50;

/** Columns of the upload template (docs/functions/commerce-tools.md §3 bulk price row). */
export const BULK_PRICE_TEMPLATE_COLUMNS = ['ID', 'MODEL', 'PRICE', 'COMPARE_AT_PRICE', 'EFFECTIVE_DATE', 'BELOW_MAPP_ITEM_TAG'] as const;

/** `cancelled`: still waiting for its day, but an operator cancelled its apply job (Retry on Jobs schedules it again). */
export const bulkPriceStatus = z.enum(['scheduled', 'applied', 'failed', 'cancelled']);
export type BulkPriceStatus = z.infer<typeof bulkPriceStatus>;

/** docs/functions/commerce-tools.md §3 bulk price row; money in dollars with 2 decimals, the date as YYYY-MM-DD (shop time zone). */
export const bulkPriceRow = z.object({
  ID: z.number(),
  MODEL: z.string(),
  PRICE: z.number(),
  COMPARE_AT_PRICE: z.number().nullable(),
  EFFECTIVE_DATE: z.string(),
  BELOW_MAPP_ITEM_TAG: z.enum(['true', 'false']),
  /** scheduled until its day starts in the shop's time zone, then applied (or failed with a reason). */
  status: bulkPriceStatus,
  appliedAt: z.string().nullable(),
  message: z.string().nullable(),
  /** The variant's price on the store now, beside the scheduled one; null when the store did not say (unknown SKU, store unreachable). */
  STORE_PRICE: z.number().nullable().optional(),
  /** The job that applies this revision on its day (Jobs screen), when the list knows it. */
  applyJobId: z.number().nullable().optional(),
});
export type BulkPriceRow = z.infer<typeof bulkPriceRow>;

export const bulkPriceSearchBody = z.object({
  searchValue: z.string().trim().max(SEARCH_MAX_LENGTH, 'Search text is at most 60 characters.').default(''),
  searchType: z.literal('SKU').default('SKU'),
  /** Only the prices waiting for their Effective Date (Price Control links here); absent is every price. */
  status: z.literal('scheduled').optional(),
});

const cellValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]).optional();

/**
 * The Edit (or new) price. Every form a client may send is accepted here: numbers or numeric text,
 * 'true'/'false' or booleans, dates as YYYY-MM-DD, MM/DD/YYYY or an ISO instant; the server then
 * applies docs/functions/commerce-tools.md §5 and answers every failed field with the spec's message ('Sku not valid.',
 * 'Price not valid.', 'Date not valid.'). Without ID a new price is created (or the one of that
 * SKU and day is updated).
 */
export const bulkPriceUpdateBody = z.object({
  ID: cellValue,
  MODEL: cellValue,
  PRICE: cellValue,
  COMPARE_AT_PRICE: cellValue,
  EFFECTIVE_DATE: cellValue,
  BELOW_MAPP_ITEM_TAG: cellValue,
});
export type BulkPriceUpdateBody = z.infer<typeof bulkPriceUpdateBody>;
export type BulkPriceUpdateInput = z.input<typeof bulkPriceUpdateBody>;

/** One row of an import's results: the price before and after and the change in percent. */
export const bulkPriceImportResult = z.object({
  /** 1 is the first row under the headers, as in the job's outcomes: shown as its sheet line. */
  row: z.number(),
  sku: z.string(),
  status: z.enum(['done', 'failed']),
  message: z.string(),
  oldPrice: z.number().nullable(),
  newPrice: z.number().nullable(),
  changePercent: z.number().nullable(),
  /** The change is more than 50% either way. */
  largeChange: z.boolean(),
});
export type BulkPriceImportResult = z.infer<typeof bulkPriceImportResult>;

/** A price of an upload that moves by more than LARGE_CHANGE_PERCENT from the store's price now. */
export const largePriceChange = z.object({
  /** The row of the upload as its import numbers it (1 is the first row under the headers): shown as its sheet line. */
  row: z.number(),
  sku: z.string(),
  oldPrice: z.number(),
  newPrice: z.number(),
  changePercent: z.number(),
});
export type LargePriceChange = z.infer<typeof largePriceChange>;

export const bulkPriceContract = {
  list: defineCall({
    method: 'POST',
    path: '/api/bulkprice',
    flags: ['showBulkPrice'],
    query: pageQuery,
    body: bulkPriceSearchBody,
    response: pageResponse(bulkPriceRow),
  }),
  upload: defineCall({
    method: 'POST',
    path: '/api/bulkpriceupload',
    flags: ['showBulkPrice'],
    body: z.object({ excelData: uploadRows }),
    response: uploadAccepted,
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  /** The upload's rows checked before they are sent: which prices change by more than 50%, so the operator confirms or fixes them first. */
  checkUpload: defineCall({
    method: 'POST',
    path: '/api/bulkpriceupload/check',
    flags: ['showBulkPrice'],
    body: z.object({ excelData: uploadRows }),
    response: z.object({ largeChanges: z.array(largePriceChange) }),
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/api/updatebulkprice',
    flags: ['showBulkPrice'],
    body: bulkPriceUpdateBody,
    response: bulkPriceRow,
  }),
  importResults: defineCall({
    method: 'GET',
    path: '/api/bulkpriceupload/:jobId',
    flags: ['showBulkPrice'],
    params: z.object({ jobId: z.coerce.number().int().positive() }),
    response: z.object({ status: z.enum(['pending', 'running', 'done', 'failed']), results: z.array(bulkPriceImportResult) }),
  }),
} as const;
