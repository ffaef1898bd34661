/** Discount-code documents: named operations, validated against the pinned Admin schema. */

export const COUPON_CODES_BULK_ADD = `mutation CouponCodesBulkAdd($discountId: ID!, $codes: [DiscountRedeemCodeInput!]!) {
  discountRedeemCodeBulkAdd(discountId: $discountId, codes: $codes) {
    bulkCreation { id done }
    userErrors { code field message }
  }
}`;

export const COUPON_CODES_BULK_CREATION = `query CouponCodesBulkCreation($id: ID!, $first: Int!) {
  discountRedeemCodeBulkCreation(id: $id) {
    id
    done
    codesCount
    importedCount
    failedCount
    codes(first: $first) {
      nodes {
        code
        discountRedeemCode { id }
        errors { code field message }
      }
    }
  }
}`;

export const COUPON_DISCOUNT_BY_CODE = `query CouponDiscountByCode($code: String!) {
  codeDiscountNodeByCode(code: $code) { id }
}`;

export const COUPON_DISCOUNT_CREATE = `mutation CouponDiscountCreate($basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
    codeDiscountNode { id }
    userErrors { code field message }
  }
}`;

/** Orders changed since a time, with the codes they applied (coupon reconciliation). */
export const COUPON_ORDERS_UPDATED_SINCE = `query CouponOrdersUpdatedSince($query: String!, $after: String) {
  orders(first: 100, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes { name createdAt updatedAt discountCodes }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The largest value the adapter sends for each size variable (the documents' cost is priced at it). */
export const MAX_PAGE_SIZES = { CouponCodesBulkCreation: { first: 250 } } as const;
