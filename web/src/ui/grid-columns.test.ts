import { describe, expect, it } from 'vitest';
import { buttonsWidth } from './grid-columns';

describe('grid columns', () => {
  it('sizes a cell of compact buttons from their labels, with padding and the gaps between them', () => {
    // No canvas here: 8 px a character, 18 px a button's frame, 16 px the cell's padding, 6 px between buttons.
    expect(buttonsWidth(['Edit'])).toBe(16 + 18 + 32);
    expect(buttonsWidth(['Approve', 'Reject'])).toBe(16 + 18 + 56 + 6 + 18 + 48);
    expect(buttonsWidth(['Reject', 'Agora Sync'])).toBeGreaterThan(buttonsWidth(['Approve', 'Reject']));
  });
});
