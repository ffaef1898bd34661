import { emailDomain } from '@console/contracts/registration-codes.contract';

/** The domain as it is stored: lower case, without a leading @ (the contract's own reading). */
export const storedDomain = (typed: string): string => typed.trim().toLowerCase().replace(/^@/, '');

/**
 * What is wrong with a typed e-mail domain, in words that say how to write it; null when the server will
 * take it. The contract's pattern decides; the words name the first thing that breaks it.
 */
export function domainProblem(typed: string, listed: readonly string[] = []): string | null {
  const domain = storedDomain(typed);
  if (domain === '') return 'Type a domain, e.g. school.example.';
  if (domain.includes('@')) return `Type only the part after @: ${domain.slice(domain.lastIndexOf('@') + 1) || 'school.example'}.`;
  if (/\s/.test(domain)) return 'A domain has no spaces.';
  if (listed.includes(domain)) return `${domain} is already on the list.`;
  if (emailDomain.safeParse(domain).success) return null;
  const odd = [...new Set(domain.replace(/[a-z0-9.-]/g, ''))];
  if (odd.length > 0) return `A domain has only letters, digits, hyphens and dots, not ${odd.map((c) => `"${c}"`).join(' or ')}.`;
  if (!domain.includes('.')) return `A domain ends with a dot and a name, e.g. ${domain}.example.`;
  if (/\.\.|^\.|\.$/.test(domain)) return 'Dots go between names: no dot at the start or end, nor two in a row.';
  if (/(^|\.)-|-($|\.)/.test(domain)) return 'A name in a domain does not start or end with a hyphen.';
  return 'The last part of a domain is 2 or more letters, e.g. .com or .example.';
}
