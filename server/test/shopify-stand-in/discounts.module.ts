import { connection, type ConnectionArgs } from './stand-in-connection';
import type { StandInContext, StandInModule, StandInResolver } from './stand-in-module';
import type { StandInRecord } from './stand-in-state';

/**
 * Code discounts of the stand-in: `discountCodeBasicCreate` (one code), redeem codes added
 * with `discountRedeemCodeBulkAdd` (a bulk creation, done at once, each code's outcome; a code that
 * exists anywhere in the shop is refused as taken, as on Shopify), `discountRedeemCodeBulkCreation`
 * and `codeDiscountNodeByCode`. A discount is a DiscountCodeNode record whose `_codes` are its codes.
 */
interface DiscountRecord extends StandInRecord {
  _title: string;
  _codes: string[];
}

const TAKEN = { code: 'TAKEN', field: ['code'], message: 'Code must be unique. Please try a different code.' };

function discountOf(ctx: StandInContext, code: string): DiscountRecord | null {
  const wanted = code.toUpperCase();
  return (ctx.state.all('DiscountCodeNode') as DiscountRecord[]).find((d) => d._codes.some((c) => c.toUpperCase() === wanted)) ?? null;
}

/** A discount of the stand-in with these codes (for tests: the operator's SHOPIFY_COUPON_DISCOUNT_ID). */
export function seedDiscount(ctx: StandInContext, title: string, codes: string[] = []): DiscountRecord {
  return ctx.state.create('DiscountCodeNode', { _title: title, _codes: codes }) as DiscountRecord;
}

/** The codes of a discount, for assertions. */
export function discountCodes(ctx: StandInContext, discountId: string): string[] {
  return [...((ctx.state.get(discountId) as DiscountRecord | null)?._codes ?? [])];
}

const bulkAdd: StandInResolver = (_source, args, ctx) => {
  const discount = ctx.state.get(String(args.discountId)) as DiscountRecord | null;
  if (ctx.refuse.has('discountRedeemCodeBulkAdd'))
    return {
      bulkCreation: null,
      userErrors: [{ code: 'INVALID', field: ['discountId'], message: 'The discount cannot take more codes.' }],
    };
  if (!discount || discount.__typename !== 'DiscountCodeNode')
    return { bulkCreation: null, userErrors: [{ code: 'INVALID', field: ['discountId'], message: 'Discount does not exist' }] };
  const codes = (args.codes as { code: string }[]).map((c) => c.code);
  if (codes.length > 250) return { bulkCreation: null, userErrors: [{ code: 'TOO_LONG', field: ['codes'], message: 'At most 250 codes' }] };
  const outcomes = codes.map((code) => {
    if (discountOf(ctx, code)) return { code, discountRedeemCode: null, errors: [TAKEN] };
    discount._codes.push(code);
    return { code, discountRedeemCode: { id: ctx.state.newId('DiscountRedeemCode'), code }, errors: [] };
  });
  const failed = outcomes.filter((o) => o.errors.length).length;
  const creation = ctx.state.create('DiscountRedeemCodeBulkCreation', {
    done: true,
    codesCount: codes.length,
    importedCount: codes.length - failed,
    failedCount: failed,
    createdAt: new Date().toISOString(),
    _discountId: discount.id,
    _codes: outcomes,
  });
  return { bulkCreation: creation, userErrors: [] };
};

const basicCreate: StandInResolver = (_source, args, ctx) => {
  const input = args.basicCodeDiscount as { title?: string; code?: string };
  if (!input.code)
    return {
      codeDiscountNode: null,
      userErrors: [{ code: 'BLANK', field: ['basicCodeDiscount', 'code'], message: "Code can't be blank" }],
    };
  if (discountOf(ctx, input.code)) return { codeDiscountNode: null, userErrors: [TAKEN] };
  return { codeDiscountNode: seedDiscount(ctx, input.title ?? '', [input.code]), userErrors: [] };
};

export const discountsModule: StandInModule = {
  name: 'discounts',
  query: {
    codeDiscountNodeByCode: (_source, args, ctx) => discountOf(ctx, String(args.code)),
    discountRedeemCodeBulkCreation: (_source, args, ctx) => {
      const record = ctx.state.get(String(args.id));
      return record?.__typename === 'DiscountRedeemCodeBulkCreation' ? record : null;
    },
  },
  mutation: { discountRedeemCodeBulkAdd: bulkAdd, discountCodeBasicCreate: basicCreate },
  types: {
    DiscountRedeemCodeBulkCreation: { codes: (source, args) => connection(source._codes as unknown[], args as ConnectionArgs) },
  },
};
