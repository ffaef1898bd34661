/**
 * Numbers as en-US text ('1,234,567', '1,234.50') without Intl: the first Intl.NumberFormat of a page
 * loads its locale data, tens of milliseconds inside the render that first shows a count or an
 * amount (total blocking time). Rounded as toLocaleString rounds: half away from zero, on
 * the number's shortest decimal text (1.005 to 2 decimals is 1.01, where toFixed says 1.00). Without
 * `fractionDigits`, at most three decimals, trailing zeros dropped.
 */
export function groupedNumber(value: number, fractionDigits?: number): string {
  const abs = Math.abs(value);
  const digits = fractionDigits ?? 3;
  // Exponent notation (below 1e-6, from 1e21) is left to Intl: no count or amount of ours is one.
  if (String(abs).includes('e'))
    return value.toLocaleString('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: digits });
  let text = (Math.round(Number(`${abs}e${digits}`)) / 10 ** digits).toFixed(digits);
  if (fractionDigits === undefined) text = text.replace(/\.?0+$/, '');
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(text) !== 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** A count with its noun agreeing: '1 row', '2 rows', '1,250 entries' (`many` where adding an s is wrong). */
export function countText(count: number, one: string, many = `${one}s`): string {
  return `${groupedNumber(count)} ${count === 1 ? one : many}`;
}
