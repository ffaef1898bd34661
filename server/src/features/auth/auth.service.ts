import type { FastifyRequest } from 'fastify';
import type { OrgContext } from '../../app-context';
import { HttpError } from '../../platform/http-error';
import { hashPassword, needsRehash, scryptParams, verifyPassword } from '../../platform/passwords';
import { createSession, deleteSession } from '../../platform/sessions';
import type { Flag } from '@console/contracts/common/flags';
import { loadOperator, operatorCredentials, setPasswordHash } from '../../platform/operators';
import { shopOfSignIn } from '../shops/shops.service';
import { writeAudit } from '../../platform/audit';
import { clearFailures, recordFailure, reserveAttempt } from './login-throttle';

/** The options of every sign-in cookie (the shop switch sets `shopName` and `_customApp` with them too). */
export function cookieOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'strict' as const, secure: request.protocol === 'https', httpOnly: false };
}

export interface LoginResult {
  token: string;
  customerId: number;
  shopName: string;
  flags: Flag[];
}

// Checked against when the e-mail is unknown, so the answer takes as long as for a known one (one per cost).
const decoyHashes = new Map<number, Promise<string>>();

/**
 * Signs in (organisation-wide: one password, one session) and answers the shop the operator last switched
 * to (`wantedShop`, the `shopName` cookie, when it is a shop where they hold a flag), else the default shop.
 */
export async function login(
  ctx: OrgContext,
  rawEmail: string,
  password: string,
  clientAddress: string,
  wantedShop?: string,
): Promise<LoginResult> {
  const email = rawEmail.trim().toLowerCase();
  const key = { email, clientAddress };
  // Counted before the hash, so parallel guesses cannot all pass the check.
  const reservation = await reserveAttempt(ctx.db, key);
  if (!('id' in reservation)) {
    const wait = reservation.wait;
    throw new HttpError(429, `Too many failed sign-ins. Try again in ${wait} s.`, undefined, { 'retry-after': String(wait) });
  }

  const operator = await operatorCredentials(ctx.db, email);
  const hashParams = scryptParams(ctx.config.passwordHashCost);
  let decoyHash = decoyHashes.get(ctx.config.passwordHashCost);
  if (!decoyHash) decoyHashes.set(ctx.config.passwordHashCost, (decoyHash = hashPassword('decoy', hashParams)));
  const passwordOk = await verifyPassword(password, operator?.password_hash ?? (await decoyHash));
  if (!operator || operator.disabled !== 0 || !passwordOk) {
    await recordFailure(ctx.db, reservation.id);
    throw new HttpError(401, 'Wrong email or password.');
  }
  // Hashes made at an older cost are upgraded while the clear password is at hand.
  const upgraded = needsRehash(operator.password_hash, hashParams) ? await hashPassword(password, hashParams) : null;
  const token = await ctx.db.transaction().execute(async (trx) => {
    await clearFailures(trx, key);
    if (upgraded) {
      await setPasswordHash(trx, operator.id, upgraded);
      await writeAudit(trx, { shop: null, operatorId: operator.id, action: 'auth.rehash', target: `operator:${operator.id}` });
    }
    await writeAudit(trx, { shop: null, operatorId: operator.id, action: 'auth.login', target: `operator:${operator.id}` });
    return createSession(trx, operator.id, ctx.config);
  });
  const signedIn = await loadOperator(ctx.db, operator, ctx.shops.first().shop.id);
  const { shop, flags } = await shopOfSignIn(ctx, signedIn, wantedShop);
  return { token, customerId: operator.id, shopName: shop.shop.name, flags };
}

export async function logout(ctx: OrgContext, token: string | undefined): Promise<void> {
  if (token) await deleteSession(ctx.db, token);
}
