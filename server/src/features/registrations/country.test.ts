import { describe, expect, it } from 'vitest';
import { canonicalCountry } from './country';

describe('canonicalCountry', () => {
  it('reads codes and aliases as the name the seed and the store use', () => {
    expect(canonicalCountry('US')).toBe('United States');
    expect(canonicalCountry(' usa ')).toBe('United States');
    expect(canonicalCountry('United States of America')).toBe('United States');
    expect(canonicalCountry('United States')).toBe('United States');
    expect(canonicalCountry('CA')).toBe('Canada');
  });

  it('keeps anything else as given, trimmed', () => {
    expect(canonicalCountry(' Mexico ')).toBe('Mexico');
    expect(canonicalCountry('')).toBe('');
    expect(canonicalCountry(null)).toBeNull();
  });

  it("keeps a country named like one of Object's members as given", () => {
    expect(canonicalCountry('constructor')).toBe('constructor');
    expect(canonicalCountry('__proto__')).toBe('__proto__');
    expect(canonicalCountry('toString')).toBe('toString');
  });
});
