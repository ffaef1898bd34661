import { z } from 'zod';
import { defineCall } from './common/call';
import { isUsStateCode } from './common/us-states';

export const EXCLUDED_RETURN_SKUS = ['BDGIFTTAG', 'BDGIFTBAGTAG'] as const;
export const MAX_PACKAGE_POUNDS = 70;
export const ADDRESS_MAX = 35;
export const ZIP_INPUT_MAX = 5;
export const PHONE_INPUT_MAX = 16;

export const RETURN_MESSAGES = {
  addressMissing: 'Some of the Customer Address Fields are Missing',
  carrier: 'Error from UPS: Unable to Create Shipping Label',
  tooHeavy: 'Heavier than the allowable package weight of 70 lbs.',
  generic: 'Error: Unable To Create Return',
  address: 'Address not valid.',
  city: 'City not valid.',
  zip: 'Zip code not valid.',
  phone: 'Phone not valid.',
  state: 'State not valid.',
  noRecords: 'No Records Found',
} as const;

const POUNDS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * docs/functions/commerce-tools.md §5's weight message, then what the return weighs and what lifts the limit: only 'ALL Unique Tracking
 * Numbers' skips the check (a line's own box ships that line apart but the return is still weighed whole).
 */
export function tooHeavyText(pounds: number): string {
  return (
    `${RETURN_MESSAGES.tooHeavy} This return weighs ${POUNDS.format(pounds)} lbs. Check 'ALL Unique Tracking Numbers' to ship every ` +
    `item in its own package, or return fewer items; a line's own 'Unique Tracking Numbers' does not lift the limit.`
  );
}

/** A US phone: 10 digits, optionally prefixed with 1, after dropping everything else; null otherwise. */
export function normalizeUsPhone(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

export const ZIP_PATTERN = /^\d{5}([- ]\d{4})?$/;
export const CITY_PATTERN = /^[A-Za-z ]+$/;

/** The edited shipping address of the Create Return form (docs/functions/commerce-tools.md §5); country is always US. */
export const returnAddressInput = z.object({
  address1: z.string({ error: RETURN_MESSAGES.address }).trim().min(1, RETURN_MESSAGES.address).max(ADDRESS_MAX, RETURN_MESSAGES.address),
  city: z
    .string({ error: RETURN_MESSAGES.city })
    .trim()
    .min(1, RETURN_MESSAGES.city)
    .max(ADDRESS_MAX, RETURN_MESSAGES.city)
    .regex(CITY_PATTERN, RETURN_MESSAGES.city),
  provinceCode: z.string({ error: RETURN_MESSAGES.state }).trim().toUpperCase().refine(isUsStateCode, RETURN_MESSAGES.state),
  zip: z.string({ error: RETURN_MESSAGES.zip }).trim().regex(ZIP_PATTERN, RETURN_MESSAGES.zip),
  phone: z
    .string({ error: RETURN_MESSAGES.phone })
    .trim()
    .max(PHONE_INPUT_MAX, RETURN_MESSAGES.phone)
    .refine((v) => normalizeUsPhone(v) !== null, RETURN_MESSAGES.phone),
  countryCodeV2: z.literal('US').default('US'),
});
export type ReturnAddressInput = z.infer<typeof returnAddressInput>;

export const shippingAddress = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  provinceCode: z.string(),
  zip: z.string(),
  countryCodeV2: z.string(),
  phone: z.string(),
});

export const orderLineItem = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string(),
  quantity: z.number(),
  unfulfilledQuantity: z.number(),
  fulfilledQuantity: z.number(),
  /** Fulfilled and not yet returned: what may still be returned. */
  remainingQty: z.number(),
  image: z.object({ url: z.string() }).nullable(),
  variant: z.object({ weight: z.number(), weightUnit: z.string() }),
  /** The gift tags are never offered for return. */
  excluded: z.boolean(),
});
export type OrderLineItem = z.infer<typeof orderLineItem>;

/** docs/functions/commerce-tools.md §3 order, in the store platform's shape. */
export const orderDetails = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  customer: z.object({ displayName: z.string(), email: z.string() }).nullable(),
  totalPriceSet: z.object({ shopMoney: z.object({ amount: z.string(), currencyCode: z.string() }) }),
  displayFulfillmentStatus: z.string(),
  lineItems: z.array(orderLineItem),
  shippingAddress: shippingAddress.nullable(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/** docs/functions/commerce-tools.md §3 return (one returned line item); dates are ISO instants. */
export const returnRow = z.object({
  id: z.number(),
  lineitem_id: z.string(),
  sku: z.string(),
  title: z.string(),
  quantity: z.number(),
  refund_status: z.boolean(),
  tracking_number: z.string(),
  shopify_order_date: z.string(),
  created_date: z.string(),
  shipping_label_url: z.string().nullable(),
  isedit: z.boolean(),
  country: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  phone: z.string(),
});
export type ReturnRow = z.infer<typeof returnRow>;

/** A return in the list of the newest, with the number of its order ('1001'). */
export const recentReturnRow = returnRow.extend({ order_number: z.string() });
export type RecentReturnRow = z.infer<typeof recentReturnRow>;

const quantity = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : Number(v)),
  z.number().int('Quantity must be a whole number.').min(0, 'Quantity must be 0 or more.'),
);

export const returnLineInput = z.object({
  id: z.union([z.string().trim().min(1).max(100), z.number().int().positive()]),
  returningQty: quantity,
  uniqueisChecked1: z.boolean().optional().default(false),
});

/**
 * The Create Return request (docs/functions/commerce-tools.md §3). Only ids and quantities of `lineItems` are read; weights
 * and remaining quantities come from the store. With `editShippingAdress` the edited address is
 * `orderDetails.shippingAddress` (or `shippingAddress`). `idempotencyKey` makes a retried submit
 * answer the first result instead of buying a second label.
 */
export const returnRequestBody = z.object({
  orderDetails: z.looseObject({ shippingAddress: z.unknown().optional() }).optional(),
  shippingAddress: z.unknown().optional(),
  lineItems: z.array(returnLineInput).min(1, 'Choose at least one item to return.').max(200),
  orderId: z.union([z.string().trim().min(1).max(100), z.number().int().positive()]),
  editShippingAdress: z.boolean().optional().default(false),
  isChecked1: z.boolean().optional().default(false),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBody>;
export type ReturnRequestInput = z.input<typeof returnRequestBody>;

export const returnsContract = {
  search: defineCall({
    method: 'GET',
    path: '/api/shopify/order/search',
    flags: ['showOrderReturns'],
    query: z.object({ value: z.string().trim().max(60).default('') }),
    response: z.object({
      success: z.boolean(),
      data: z.object({ returns: z.array(returnRow), orderDetails: orderDetails.nullable(), orderId: z.string().nullable() }),
    }),
  }),
  /** The newest returns of every order, newest first: what Returns opens on. */
  recent: defineCall({
    method: 'GET',
    path: '/api/shopify/order/returns/recent',
    flags: ['showOrderReturns'],
    response: z.object({ returns: z.array(recentReturnRow) }),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/shopify/order/return',
    flags: ['showOrderReturns'],
    body: returnRequestBody,
    response: z.object({ success: z.boolean(), upsError: z.boolean(), message: z.string(), returns: z.array(returnRow) }),
  }),
  /** The store platform (or an operator) reports the refund: the return turns from PENDING to PAID. */
  refund: defineCall({
    method: 'POST',
    path: '/api/shopify/order/return/:id/refund',
    flags: ['showOrderReturns'],
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: returnRow,
  }),
} as const;
