import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** log2 of scrypt's N at the OWASP Password Storage Cheat Sheet minimum: N=2^17, r=8, p=1 (128 MiB, one lane). */
export const OWASP_MIN_HASH_COST = 17;
/** The lowest cost PASSWORD_HASH_COST takes at all, and only under NODE_ENV=test (config.ts). */
export const TEST_MIN_HASH_COST = 10;
export const MAX_HASH_COST = 20;

/** The parameters of new hashes at a cost (log2 N); r and p stay at the OWASP values. */
export function scryptParams(cost: number): ScryptParams {
  return { N: 2 ** cost, r: 8, p: 1 };
}
const KEY_LENGTH = 64;
// Bounds for parameters read back from a stored hash, so a tampered row cannot exhaust the server.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; scrypt needs 128·N·r bytes plus headroom.
  const maxmem = 256 * params.N * params.r;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...params, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

/**
 * `scrypt$N$r$p$salt$hash` (base64 salt and hash); the older `scrypt$N$salt$hash` had r=8, p=1.
 * The parameters travel with the hash so the cost can be raised without breaking stored passwords.
 */
function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [n, r, p, salt, hash] = parts.length === 4 ? [parts[1], '8', '1', parts[2], parts[3]] : parts.length === 6 ? parts.slice(1) : [];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= MAX_R &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= MAX_P;
  if (!valid || !salt || !hash) return null;
  return { params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks with the parameters stored in the hash, whatever today's cost is. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(key, parsed.hash);
}

/** True when the hash was made with less than today's parameters (or is unreadable): rehash on sign-in. */
export function needsRehash(stored: string, current: ScryptParams): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < current.N || r < current.r || p < current.p || parsed.hash.length < KEY_LENGTH;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
