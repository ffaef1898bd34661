import { AsyncLocalStorage } from 'node:async_hooks';
/** Deterministic made-up people for demo data and benchmarks; no real person is named. */
const FIRST = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Chloe',
  'Lucas',
  'Amara',
  'Owen',
  'Priya',
  'Mateo',
  'Hana',
  'Felix',
  'Ines',
  'Kofi',
  'Sofia',
  'Arjun',
  'Lena',
  'Tomas',
  'Yara',
  'Caleb',
  'Mei',
  'Diego',
];
const LAST = [
  'Tremblay',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Martin',
  'Kowalski',
  'Haddad',
  'Silva',
  'Larsen',
  'Dubois',
  'Kim',
  'Patel',
  'Moreau',
  'Fischer',
  'Costa',
  'Novak',
  'Ibrahim',
  'Walsh',
  'Bergstrom',
];
export const SCHOOLS = [
  'Lakeside Technical College',
  'Northfield University',
  'Riverbend Trade School',
  'Summit Polytechnic',
  'Harbor Community College',
  'Prairie Institute of Technology',
];
export const COURSES = [
  'Automotive Service',
  'Electrical Apprenticeship',
  'Carpentry',
  'Welding',
  'HVAC Technician',
  'Mechanical Engineering',
  'Plumbing',
];
export const STATES = ['ON', 'QC', 'BC', 'AB', 'MB', 'NS', 'CA', 'TX', 'NY', 'WA'];
export const COUNTRIES = ['Canada', 'United States'];

/** A small linear congruential generator: the same seed gives the same demo data every time. */
/**
 * Which demo shop is being seeded (0 the first): the second demo shop's people, dates and amounts come from
 * other random streams, so switching shops shows other rows (seed-demo.ts runs each shop's steps inside it).
 */
export const demoVariant = new AsyncLocalStorage<number>();

export function seededRandom(seed: number): () => number {
  let state = (seed + (demoVariant.getStore() ?? 0) * 7919) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
}

export function demoPerson(rand: () => number, n: number, domain: string): DemoPerson {
  const firstName = pick(rand, FIRST);
  const lastName = pick(rand, LAST);
  return { firstName, lastName, email: `${firstName}.${lastName}.${n}@${domain}`.toLowerCase() };
}

/** A time within the last `days` days, as ISO text. */
export function pastIso(rand: () => number, days: number, now = Date.now()): string {
  return new Date(now - Math.floor(rand() * days * 86_400_000)).toISOString();
}
