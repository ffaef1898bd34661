import type { AppContext } from '../../app-context';
import { nowIso } from '../../platform/db';
import { HttpError } from '../../platform/http-error';
import { verifyPassword } from '../../platform/passwords';
import { createSession, deleteSession } from '../../platform/sessions';
import { parseFlags, type Flag } from '@console/contracts/common/flags';
import { writeAudit } from '../../platform/audit';

const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;

export interface LoginResult {
  token: string;
  customerId: number;
  shopName: string;
  flags: Flag[];
}

export async function login(ctx: AppContext, rawEmail: string, password: string): Promise<LoginResult> {
  const email = rawEmail.trim().toLowerCase();
  const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
  const failures = await ctx.db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(failures.n) >= MAX_FAILURES) throw new HttpError(429, 'Too many failed sign-ins. Try again in a few minutes.');

  const operator = await ctx.db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
  const ok = operator !== undefined && operator.disabled === 0 && (await verifyPassword(password, operator.password_hash));
  if (!operator || !ok) {
    await ctx.db.insertInto('login_failures').values({ email, created_at: nowIso() }).execute();
    throw new HttpError(401, 'Wrong email or password.');
  }
  await ctx.db.deleteFrom('login_failures').where('email', '=', email).execute();
  const token = await createSession(ctx.db, operator.id, ctx.config);
  await writeAudit(ctx.db, { operatorId: operator.id, action: 'auth.login', target: `operator:${operator.id}` });
  return { token, customerId: operator.id, shopName: ctx.config.shopName, flags: parseFlags(operator.flags) };
}

export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await deleteSession(ctx.db, token);
}
