import type { AdminResult, AdminVariables, ShopifyClient } from './shopify-client';
import { requireNoUserErrors, ShopifyRequestError, type ShopifyUserError } from './shopify-errors';
import {
  COUPON_CODES_BULK_ADD,
  COUPON_CODES_BULK_CREATION,
  COUPON_DISCOUNT_BY_CODE,
  COUPON_DISCOUNT_CREATE,
  COUPON_ORDERS_UPDATED_SINCE,
  MAX_PAGE_SIZES,
} from './shopify-discounts.graphql';

/**
 * Coupon codes on Shopify: codes are redeem codes of one code discount, added with
 * `discountRedeemCodeBulkAdd` (at most 250 a call; the store adds them in the background), and the
 * orders that applied them. Adding a code twice is refused by the store as taken, so a repeated add
 * (after a crash or a lost answer) is recognised by the code already belonging to our discount.
 */
export const CODES_PER_CALL = MAX_PAGE_SIZES.CouponCodesBulkCreation.first;

export interface CouponCodeOutcome {
  code: string;
  added: boolean;
  /** The store's words when it refused the code. */
  message: string | null;
}

export interface OrderCodes {
  /** The order number (1001 for '#1001'). */
  number: string;
  createdAt: string;
  updatedAt: string;
  codes: string[];
}

interface BulkCreation {
  id: string;
  done: boolean;
  codes: { nodes: { code: string; discountRedeemCode: { id: string } | null; errors: ShopifyUserError[] }[] };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** '#1001' -> '1001'. */
export function orderNumberOf(name: string): string {
  return name.replace(/^#/, '');
}

/** The code discount a code belongs to, or null. */
export async function discountOfCode(client: ShopifyClient, code: string): Promise<string | null> {
  const data = await client.request(COUPON_DISCOUNT_BY_CODE, { code });
  return data.codeDiscountNodeByCode?.id ?? null;
}

/** Adds up to 250 codes to the discount and answers each code's outcome once the store is done. */
export async function addCouponCodes(
  client: ShopifyClient,
  discountId: string,
  codes: readonly string[],
  pollMs = 500,
): Promise<CouponCodeOutcome[]> {
  if (codes.length > CODES_PER_CALL) throw new Error(`At most ${CODES_PER_CALL} codes a call`);
  // Safe to resend: a code that went in the first time comes back as taken by our own discount.
  const added = await client.request(COUPON_CODES_BULK_ADD, { discountId, codes: codes.map((code) => ({ code })) }, { idempotent: true });
  const payload = requireNoUserErrors('CouponCodesBulkAdd', added.discountRedeemCodeBulkAdd);
  if (!payload.bulkCreation) throw new ShopifyRequestError('discountRedeemCodeBulkAdd answered no bulk creation', 'CouponCodesBulkAdd');
  let creation: BulkCreation | null;
  for (;;) {
    const data = await client.request(COUPON_CODES_BULK_CREATION, { id: payload.bulkCreation.id, first: CODES_PER_CALL });
    creation = data.discountRedeemCodeBulkCreation;
    if (!creation) throw new ShopifyRequestError(`Bulk creation ${payload.bulkCreation.id} is gone`, 'CouponCodesBulkCreation');
    if (creation.done) break;
    await sleep(pollMs);
  }
  const outcomes: CouponCodeOutcome[] = [];
  for (const node of creation.codes.nodes) {
    if (node.discountRedeemCode || node.errors.length === 0) {
      outcomes.push({ code: node.code, added: true, message: null });
      continue;
    }
    const ours = (await discountOfCode(client, node.code)) === discountId;
    outcomes.push({ code: node.code, added: ours, message: ours ? null : node.errors.map((e) => e.message).join(' ') });
  }
  return outcomes;
}

/**
 * Makes the console's code discount once, keyed by its own code (chosen and stored before the call):
 * a repeated call finds the discount by that code instead of making a second one.
 */
export async function ensureCouponDiscount(client: ShopifyClient, code: string, startsAt: string): Promise<string> {
  const existing = await discountOfCode(client, code);
  if (existing) return existing;
  const input: AdminVariables<typeof COUPON_DISCOUNT_CREATE>['basicCodeDiscount'] = {
    title: 'Console coupons',
    code,
    startsAt,
    appliesOncePerCustomer: true,
    context: { all: 'ALL' },
    customerGets: { value: { percentage: 0.1 }, items: { all: true } },
  };
  const data = await client.request(COUPON_DISCOUNT_CREATE, { basicCodeDiscount: input }, { idempotent: false });
  const payload = requireNoUserErrors('CouponDiscountCreate', data.discountCodeBasicCreate);
  if (!payload.codeDiscountNode) throw new ShopifyRequestError('discountCodeBasicCreate answered no discount', 'CouponDiscountCreate');
  return payload.codeDiscountNode.id;
}

/** Orders the store changed after `since` (ISO), oldest change first, with the codes they applied. */
export async function* ordersUpdatedSince(client: ShopifyClient, since: string): AsyncGenerator<OrderCodes> {
  for (let after: string | null = null; ;) {
    const data: AdminResult<typeof COUPON_ORDERS_UPDATED_SINCE> = await client.request(COUPON_ORDERS_UPDATED_SINCE, {
      query: `updated_at:>'${since}'`,
      after,
    });
    for (const o of data.orders.nodes)
      yield { number: orderNumberOf(o.name), createdAt: o.createdAt, updatedAt: o.updatedAt, codes: o.discountCodes };
    if (!data.orders.pageInfo.hasNextPage || !data.orders.pageInfo.endCursor) return;
    after = data.orders.pageInfo.endCursor;
  }
}
