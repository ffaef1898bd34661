import type { StandInModule } from './stand-in-module';
import type { StandInState } from './stand-in-state';

/**
 * The embedded-app side of the store (docs/outside-interfaces.md 'Shopify'): the shop's myshopify.com domain, staff members,
 * and token exchange of a session token for an online token naming the staff member's e-mail. Each
 * exchange is kept as a `TokenExchange` record, so tests count them.
 */
export const STAND_IN_SHOP = 'console-stand-in.myshopify.com';

/** The shop's domain itself is answered by shop.module.ts, among the base modules. */
export const tokenExchangeModule: StandInModule = {
  name: 'token-exchange',
};

/** A staff member of the store; `sub` is the user id that session tokens carry. */
export function addStaffMember(state: StandInState, sub: string, email: string): void {
  state.create('StaffMember', { sub, email });
}

/** A store that refuses every token exchange this way (an uninstalled app, revoked credentials), until cleared with null. */
const refusals = new WeakMap<StandInState, { status: number; error: string }>();

export function refuseTokenExchange(state: StandInState, refusal: { status: number; error: string } | null): void {
  if (refusal) refusals.set(state, refusal);
  else refusals.delete(state);
}

interface ExchangeInput {
  client_id?: string;
  client_secret?: string;
  subject_token?: string;
  subject_token_type?: string;
  requested_token_type?: string;
}

/** The answer to `POST /admin/oauth/access_token` with the token-exchange grant. */
export function answerTokenExchange(
  state: StandInState,
  input: ExchangeInput,
  client: { id: string; secret: string },
): { status: number; body: unknown } {
  if (input.client_id !== client.id || input.client_secret !== client.secret) return { status: 400, body: { error: 'invalid_client' } };
  if (input.subject_token_type !== 'urn:ietf:params:oauth:token-type:id_token' || !input.subject_token)
    return { status: 400, body: { error: 'invalid_subject_token' } };
  const refusal = refusals.get(state);
  if (refusal) return { status: refusal.status, body: { error: refusal.error } };
  const claims = JSON.parse(Buffer.from(input.subject_token.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}') as { sub?: string };
  state.create('TokenExchange', { sub: claims.sub ?? null, requested: input.requested_token_type ?? null });
  const staff = state.all('StaffMember').find((s) => s.sub === claims.sub);
  const online = input.requested_token_type === 'urn:shopify:params:oauth:token-type:online-access-token';
  if (online && !staff) return { status: 400, body: { error: 'invalid_subject_token' } };
  return {
    status: 200,
    body: {
      access_token: `shpua_stand_in_${state.all('TokenExchange').length}`,
      scope: 'read_customers,write_customers',
      ...(online
        ? {
            expires_in: 86_399,
            associated_user_scope: 'read_customers',
            associated_user: { id: Number(claims.sub), email: staff?.email, account_owner: false },
          }
        : {}),
    },
  };
}
