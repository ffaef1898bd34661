import { describe, expect, it } from 'vitest';
import { prefixEnd } from './list-search';

/** Code points, the order the databases compare text in (UTF-8 bytes); JavaScript's `<` compares UTF-16 units. */
const codePoints = (text: string) => Array.from(text, (c) => c.codePointAt(0) ?? 0);
function before(a: string, b: string): boolean {
  const [x, y] = [codePoints(a), codePoints(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] ?? 0) < (y[i] ?? 0);
  return x.length < y.length;
}

describe('prefixEnd', () => {
  it('raises the last character by one', () => {
    expect(prefixEnd('ada@')).toBe('adaA');
    expect(prefixEnd('gid://shop/Customer/12')).toBe('gid://shop/Customer/13');
  });

  it('never makes a NUL or a lone surrogate: U+FFFF raises to U+10000, U+D7FF past the surrogates', () => {
    expect(prefixEnd('a\uFFFF')).toBe('a\u{10000}');
    expect(prefixEnd('\uD7FF')).toBe('\uE000');
    expect(prefixEnd('x😀')).toBe('x😁');
    for (const prefix of ['\uFFFF', 'a\uFFFF', '\uD7FF', 'x😀', 'z\u{10FFFF}']) {
      const end = prefixEnd(prefix);
      expect(end.includes(String.fromCharCode(0)), prefix).toBe(false);
      expect(end, prefix).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u);
    }
  });

  it('drops a last character that is already the highest and raises the one before; alone, the range is empty', () => {
    expect(prefixEnd('a\u{10FFFF}')).toBe('b');
    expect(prefixEnd('\u{10FFFF}')).toBe('\u{10FFFF}');
  });

  it('bounds every text that starts with the prefix from above, and nothing between', () => {
    for (const prefix of ['a', 'ab\uFFFF', 'q\u{10FFFF}', 'é', '\uD7FF']) {
      const end = prefixEnd(prefix);
      for (const tail of ['', 'a', '\uFFFF', '\u{10FFFF}', '😀']) expect(before(prefix + tail, end), `${prefix}${tail}`).toBe(true);
      expect(before(prefix, end)).toBe(true);
    }
  });
});
