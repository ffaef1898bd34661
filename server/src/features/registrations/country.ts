/**
 * One form of a country: uploads wrote 'US' where the seed and the store wrote 'United States'.
 * New input is stored in the long form and stored rows read in it, so no rewrite of old rows is needed.
 */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['us', 'United States'],
  ['usa', 'United States'],
  ['u.s.', 'United States'],
  ['u.s.a.', 'United States'],
  ['united states of america', 'United States'],
  ['ca', 'Canada'],
  ['can', 'Canada'],
]);

/**
 * Countries as stored, with their one form: a list page reads the same few on every row, and trimming and
 * lower-casing each anew was a visible share of its mapping. Bounded, as stored text is free.
 */
const READ = new Map<string, string>();
const READ_LIMIT = 1000;

/** The country's one form: a known code or alias as its name, anything else as given (trimmed). */
export function canonicalCountry(text: string): string;
export function canonicalCountry(text: string | null): string | null;
export function canonicalCountry(text: string | null): string | null {
  if (text === null) return null;
  const known = READ.get(text);
  if (known !== undefined) return known;
  const trimmed = text.trim();
  // A Map, not an object: a stored 'constructor' or '__proto__' would have read Object's own members.
  const canonical = ALIASES.get(trimmed.toLowerCase()) ?? trimmed;
  if (READ.size < READ_LIMIT) READ.set(text, canonical);
  return canonical;
}
