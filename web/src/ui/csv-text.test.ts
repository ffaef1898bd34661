import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-text';

describe('toCsv', () => {
  it('quotes fields with commas, quotes or line breaks', () => {
    expect(
      toCsv([
        ['First Name', 'Note'],
        ['Ann', 'say "hi", ok'],
      ]),
    ).toBe('\uFEFFFirst Name,Note\r\nAnn,"say ""hi"", ok"\r\n');
  });
});
