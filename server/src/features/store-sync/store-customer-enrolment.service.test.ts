import { describe, expect, it } from 'vitest';
import { splitName, storeTag } from './store-customer-enrolment.service';

describe('store enrolment helpers', () => {
  it('makes a tag without commas (Shopify splits tags on them), at most 255 characters', () => {
    expect(storeTag('np', 'Coastal, Fasteners  Inc')).toBe('np:Coastal Fasteners Inc');
    expect(storeTag('spend_limit', 75)).toBe('spend_limit:75');
    expect(storeTag('event', 'x'.repeat(300))).toHaveLength(255);
  });
  it('splits one name into first and last', () => {
    expect(splitName(' Ada  King Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
