/** How a price was last set, as the price log's Source column names it. */
export const SOURCE_NAMES: Readonly<Record<string, string>> = { import: 'Bulk Price Import', edit: 'Bulk Price Edit' };
