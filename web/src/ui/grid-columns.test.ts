import { describe, expect, it } from 'vitest';
import { buttonsWidth, wrappedText } from './grid-columns';

describe('grid columns', () => {
  it('sizes a cell of compact buttons from their labels, with padding and the gaps between them', () => {
    // No canvas here: 8 px a character, 18 px a button's frame, 20 px the cell's padding, 6 px between buttons.
    expect(buttonsWidth(['Edit'])).toBe(20 + 18 + 32);
    expect(buttonsWidth(['Approve', 'Reject'])).toBe(20 + 18 + 56 + 6 + 18 + 48);
    expect(buttonsWidth(['Reject', 'Agora Sync'])).toBeGreaterThan(buttonsWidth(['Approve', 'Reject']));
  });

  it('wraps text within the row height: between words, inside a word only when it alone is too wide, anywhere when asked', () => {
    const words = wrappedText(45);
    expect(words).toMatchObject({ wrapText: true, autoHeight: true, cellStyle: { minHeight: 41, overflowWrap: 'anywhere' } });
    expect(words.cellStyle).not.toHaveProperty('wordBreak');
    expect(wrappedText(50, { anywhere: true }).cellStyle).toMatchObject({
      overflowWrap: 'anywhere',
      wordBreak: 'break-word',
      minHeight: 46,
    });
  });
});
