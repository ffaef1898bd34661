import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_MIN_HASH_COST, scryptParams, verifyPassword } from './passwords';

const PRODUCTION = scryptParams(OWASP_MIN_HASH_COST);

/** A hash in the first format, `scrypt$N$salt$hash` with r=8, p=1 implied. */
function legacyHash(password: string, N: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r: 8, p: 1 });
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse', PRODUCTION);
    expect(hash.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(needsRehash(hash, PRODUCTION)).toBe(false);
    // Three hashes at the full OWASP cost: seconds each on a busy two-core machine, over 30 s in all when CI's first
    // minutes compile SQLite, build the web app and typecheck beside it.
  }, 120_000);

  it('salts each hash', async () => {
    expect(await hashPassword('same', { N: 1024, r: 8, p: 1 })).not.toBe(await hashPassword('same', { N: 1024, r: 8, p: 1 }));
  });

  it('verifies with the cost stored in the hash, old format included, and asks for a rehash', async () => {
    const old = legacyHash('correct horse', 16384);
    expect(await verifyPassword('correct horse', old)).toBe(true);
    expect(await verifyPassword('wrong horse', old)).toBe(false);
    expect(needsRehash(old, PRODUCTION)).toBe(true);
    const cheap = await hashPassword('correct horse', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(needsRehash(cheap, PRODUCTION)).toBe(true);
    // A test install's cheap hash is not upgraded while that install runs at the cheap cost.
    expect(needsRehash(cheap, scryptParams(10))).toBe(false);
    // Two hashes at 16,384: well over Vitest's default 5 s on a loaded machine.
  }, 60_000);

  it('rejects malformed or out-of-bounds hashes without trying them', async () => {
    for (const bad of [
      '',
      'bcrypt$x$y',
      'scrypt$1000$8$1$c2FsdA==$aGFzaA==',
      'scrypt$16384$8$1$$',
      `scrypt$${2 ** 24}$8$1$c2FsdA==$aGFzaA==`,
    ]) {
      expect(await verifyPassword('x', bad), bad).toBe(false);
    }
  });
});
