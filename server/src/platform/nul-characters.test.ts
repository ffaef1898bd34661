import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from './nul-characters';

describe('nulCharacterPath', () => {
  it('finds a NUL in a string, a nested value or a key, and nothing in clean input', () => {
    expect(nulCharacterPath({ email: 'a@b.c', password: 'x' })).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
    expect(nulCharacterPath('a\u0000b')).toBe('');
    expect(nulCharacterPath({ email: 'a\u0000@b.c' })).toBe('email');
    expect(nulCharacterPath({ rows: [{ name: 'ok' }, { name: 'x\u0000' }] })).toBe('rows.1.name');
    expect(nulCharacterPath({ filters: { 'k\u0000': 1 } })).toBe('filters.k\\0');
  });

  it('reads own keys only, as a parsed body has them, and a Buffer as bytes', () => {
    expect(nulCharacterPath(Object.create({ inherited: 'x\u0000' }))).toBeNull();
    expect(nulCharacterPath({ file: Buffer.from('a\u0000b') })).toBeNull();
    expect(nulCharacterPath({ a: { b: ['ok', { 'c\u0000d': 'ok' }] } })).toBe('a.b.1.c\\0d');
  });

  it('walks a very deep value without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulCharacterPath(deep)).toMatch(/^0(\.0)*$/);
  });
});
