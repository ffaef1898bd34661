/**
 * One form of a country (issue 26): uploads wrote 'US' where the seed and the store wrote 'United States'.
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

/** The country's one form: a known code or alias as its name, anything else as given (trimmed). */
export function canonicalCountry(text: string): string;
export function canonicalCountry(text: string | null): string | null;
export function canonicalCountry(text: string | null): string | null {
  if (text === null) return null;
  const trimmed = text.trim();
  // A Map, not an object: a stored 'constructor' or '__proto__' would have read Object's own members.
  return ALIASES.get(trimmed.toLowerCase()) ?? trimmed;
}
