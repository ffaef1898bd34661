import { describe, expect, it } from 'vitest';
import { parseEffectiveDay, parsePrice } from './price-input';

const TZ = 'America/New_York';
const TODAY = '2026-11-23';

describe('bulk price input', () => {
  it('rounds to cents, keeps compare-at optional and accepts the forms a client may send', () => {
    const parsed = parsePrice(
      {
        ID: '7',
        MODEL: ' tl-1000-std ',
        PRICE: '129.999',
        COMPARE_AT_PRICE: '',
        EFFECTIVE_DATE: '12/01/2026',
        BELOW_MAPP_ITEM_TAG: 'True',
      },
      TZ,
      TODAY,
    );
    expect(parsed).toEqual({
      ok: true,
      value: { id: 7, sku: 'TL-1000-STD', priceCents: 13000, compareAtCents: null, day: '2026-12-01', belowMapp: true },
    });
    const numbers = parsePrice(
      { MODEL: 'A', PRICE: 5, COMPARE_AT_PRICE: 6.005, EFFECTIVE_DATE: '2026-11-24', BELOW_MAPP_ITEM_TAG: false },
      TZ,
      TODAY,
    );
    expect(numbers).toMatchObject({ ok: true, value: { id: null, priceCents: 500, compareAtCents: 601, belowMapp: false } });
  });

  it("gives the spec's messages", () => {
    expect(parsePrice({ MODEL: '', PRICE: '-1', EFFECTIVE_DATE: TODAY }, TZ, TODAY)).toEqual({
      ok: false,
      fieldErrors: { MODEL: 'Sku not valid.', PRICE: 'Price not valid.', EFFECTIVE_DATE: 'Date not valid.' },
    });
    expect(parsePrice({ MODEL: 'A', PRICE: 'abc', EFFECTIVE_DATE: '2026-02-30' }, TZ, TODAY)).toMatchObject({
      ok: false,
      fieldErrors: { PRICE: 'Price not valid.', EFFECTIVE_DATE: 'Date not valid.' },
    });
  });

  it('reads instants on the shop clock and Excel serial days', () => {
    expect(parseEffectiveDay('2026-12-02T03:00:00.000Z', TZ)).toBe('2026-12-01');
    expect(parseEffectiveDay(46357, TZ)).toBe('2026-12-01');
    expect(parseEffectiveDay('soon', TZ)).toBeNull();
  });
});
