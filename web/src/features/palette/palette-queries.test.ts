import { describe, expect, it } from 'vitest';
import { paletteQueryText } from './palette-queries';
import { paletteKeys } from './palette-query-keys';

describe('palette queries', () => {
  it('sends trimmed text of two characters or more, within the contract limit', () => {
    expect(paletteQueryText('  ada@school.example ')).toBe('ada@school.example');
    expect(paletteQueryText('1')).toBeNull();
    expect(paletteQueryText('   ')).toBeNull();
    expect(paletteQueryText('x'.repeat(121))).toBeNull();
    expect(paletteQueryText('#1001')).toBe('#1001');
  });

  it('keys every search under the feature root, so one invalidation reaches them all', () => {
    expect(paletteKeys.list({ text: 'ada' })).toEqual(['palette', 'list', { text: 'ada' }]);
    expect(paletteKeys.list({ text: 'ada' }).slice(0, 1)).toEqual(paletteKeys.all);
  });
});
