import { describe, expect, it } from 'vitest';
import type { CommerceLineItem, CommerceOrder } from '../../integrations/commerce/commerce.port';
import { checkRemaining, checkWeight, planPackages, returnAddress, wantedLines } from './return-rules';

function item(
  id: number,
  sku: string,
  weight: number,
  fulfilled: number,
  weightUnit: CommerceLineItem['weightUnit'] = 'POUNDS',
): CommerceLineItem {
  return {
    id: `gid://shop/LineItem/${id}`,
    title: sku,
    sku,
    quantity: fulfilled,
    fulfilledQuantity: fulfilled,
    unfulfilledQuantity: 0,
    priceCents: 100,
    imageUrl: null,
    variantId: null,
    weight,
    weightUnit,
  };
}

const order: CommerceOrder = {
  id: 'gid://shop/Order/1',
  number: 1001,
  name: '#1001',
  customer: { id: 'gid://shop/Customer/1', displayName: 'Ava Kim', email: 'ava@shop.test', phone: '' },
  email: 'ava@shop.test',
  totalCents: 100,
  currency: 'USD',
  displayFulfillmentStatus: 'FULFILLED',
  financialStatus: 'PAID',
  lineItems: [item(1, 'DRILL', 4, 2), item(2, 'CHEST', 40, 2), item(3, 'BDGIFTTAG', 0.1, 1), item(4, 'BOLTS', 500, 3, 'OUNCES')],
  shippingAddress: {
    name: 'Ava Kim',
    address1: '1 Main St',
    address2: '',
    city: 'Austin',
    provinceCode: 'TX',
    zip: '73301',
    countryCodeV2: 'US',
    phone: '5125550100',
  },
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('return rules', () => {
  it('takes lines of the order with a quantity, never the gift tags', () => {
    expect(
      wantedLines(order, [
        { id: 1, returningQty: 1, uniqueisChecked1: false },
        { id: '2', returningQty: 0, uniqueisChecked1: false },
      ]).map((l) => l.item.sku),
    ).toEqual(['DRILL']);
    expect(() => wantedLines(order, [{ id: 3, returningQty: 1, uniqueisChecked1: false }])).toThrow('BDGIFTTAG cannot be returned.');
    expect(() => wantedLines(order, [{ id: 1, returningQty: 0, uniqueisChecked1: false }])).toThrow('Choose at least one item to return.');
    expect(() => wantedLines(order, [{ id: 99, returningQty: 1, uniqueisChecked1: false }])).toThrow(/not part of order/);
  });

  it('keeps the return at 70 lb (in pounds, whatever the unit) unless every item has its own tracking number', () => {
    const two = wantedLines(order, [
      { id: 2, returningQty: 1, uniqueisChecked1: false },
      { id: 4, returningQty: 1, uniqueisChecked1: false },
    ]);
    // 40 lb and 500 oz (31.25 lb): 71.25 lb in all.
    // The spec's message, then the weight and what lifts the limit.
    expect(() => checkWeight(two, false)).toThrow(
      "Heavier than the allowable package weight of 70 lbs. This return weighs 71.3 lbs. Check 'ALL Unique Tracking Numbers' to ship every item in its own package, or return fewer items; a line's own 'Unique Tracking Numbers' does not lift the limit.",
    );
    expect(() =>
      checkWeight(
        wantedLines(order, [
          { id: 1, returningQty: 2, uniqueisChecked1: false },
          { id: 2, returningQty: 1, uniqueisChecked1: false },
        ]),
        false,
      ),
    ).not.toThrow();
    const heavy = wantedLines(order, [{ id: 2, returningQty: 2, uniqueisChecked1: false }]);
    expect(() => checkWeight(heavy, false)).toThrow(/^Heavier than the allowable package weight of 70 lbs\. This return weighs 80 lbs\./);
    expect(() => checkWeight(heavy, true)).not.toThrow();
    // A line's own box ships it apart, but the return is still weighed whole (docs/functions/commerce-tools.md §5).
    const ownPackages = wantedLines(order, [{ id: 2, returningQty: 2, uniqueisChecked1: true }]);
    expect(() => checkWeight(ownPackages, false)).toThrow(/does not lift the limit/);
  });

  it('refuses more than fulfilled minus returned', () => {
    const lines = wantedLines(order, [{ id: 1, returningQty: 2, uniqueisChecked1: false }]);
    expect(() => checkRemaining(lines, new Map())).not.toThrow();
    expect(() => checkRemaining(lines, new Map([[1, 1]]))).toThrow('Only 1 of DRILL can still be returned.');
  });

  it('gives each unit with a unique tracking number its own package', () => {
    const lines = wantedLines(order, [
      { id: 1, returningQty: 2, uniqueisChecked1: true },
      { id: 2, returningQty: 1, uniqueisChecked1: false },
      { id: 4, returningQty: 1, uniqueisChecked1: false },
    ]);
    expect(planPackages(lines, false).map((p) => p.map((x) => `${x.line.item.sku}x${x.quantity}`))).toEqual([
      ['DRILLx1'],
      ['DRILLx1'],
      ['CHESTx1', 'BOLTSx1'],
    ]);
    expect(planPackages(lines, true)).toHaveLength(4);
  });

  it('checks the edited address and the completeness of the one used', () => {
    expect(() => returnAddress(order, true, { address1: '', city: 'Austin 2', provinceCode: 'XX', zip: '1', phone: '1' })).toThrow(
      'Address not valid.',
    );
    const edited = returnAddress(order, true, {
      address1: '9 Elm St',
      city: 'El Paso',
      provinceCode: 'tx',
      zip: '79901',
      phone: '+1 915 555 0100',
    });
    expect(edited).toEqual({
      isEdit: true,
      address: expect.objectContaining({
        address1: '9 Elm St',
        provinceCode: 'TX',
        phone: '9155550100',
        countryCodeV2: 'US',
        name: 'Ava Kim',
      }),
    });
    expect(() => returnAddress({ ...order, shippingAddress: null }, false, undefined)).toThrow(
      'Some of the Customer Address Fields are Missing',
    );
  });
});
