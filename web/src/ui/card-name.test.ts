import { describe, expect, it } from 'vitest';
import { cardName } from './card-name';

describe('cardName', () => {
  it("gives the card's name, the role rather than the partner", () => {
    expect(cardName('/solr')).toBe('Search-index sync');
    expect(cardName('/solrFilters')).toBe('Search filters');
    expect(cardName('/salsify')).toBe('Product-information field reports');
    expect(cardName('/priceSpider')).toBe('Price-monitoring integration');
  });
});
