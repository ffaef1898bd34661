import { describe, expect, it } from 'vitest';
import { largeChangeText } from './large-change-text';

const change = (row: number, sku: string) => ({ row, sku, oldPrice: 129.99, newPrice: 9.1, changePercent: -93 });

describe('large change question', () => {
  it("names the Edit dialog's SKU and asks to fix the price or schedule it", () => {
    expect(largeChangeText('price', [change(1, 'TL-1016-STD')])).toEqual({
      title: 'Check 1 large price change',
      message:
        "The new price of TL-1016-STD changes by more than 50% from the store's price now. Nothing is scheduled yet: fix the price, or schedule it as it is.",
      fix: 'Fix the price',
      schedule: 'Schedule it',
    });
  });

  it("agrees with the number of a file's prices", () => {
    const one = largeChangeText('file', [change(1, 'A')]);
    expect(one.message).toBe(
      "1 price changes by more than 50% from the store's price now. Nothing is scheduled yet: fix the file, or schedule it as it is.",
    );
    expect([one.fix, one.schedule]).toEqual(['Fix the file', 'Schedule it']);
    const two = largeChangeText('file', [change(1, 'A'), change(3, 'B')]);
    expect(two.title).toBe('Check 2 large price changes');
    expect(two.message).toBe(
      "2 prices change by more than 50% from the store's price now. Nothing is scheduled yet: fix the file, or schedule them as they are.",
    );
    expect(two.schedule).toBe('Schedule them');
  });
});
