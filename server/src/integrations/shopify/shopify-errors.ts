/** The store did not answer (network error, timeout, 5xx past the retries): the work should be retried later. */
export class ShopifyUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ShopifyUnavailable';
  }
}

/** How every StoreUninstalled message begins: the job queue finds the jobs that wait for a new install by it. */
export const UNINSTALLED_MESSAGE = 'The app was uninstalled from the store';

/**
 * app/uninstalled was received: the store revoked our tokens, so no call is sent until a staff member
 * opens the app again. An operator's request answers 503; a job waits, its attempt not counted.
 */
export class StoreUninstalled extends ShopifyUnavailable {
  readonly statusCode = 503;
  readonly waitsWithoutAttempt = true;
  constructor(operation: string) {
    super(`${UNINSTALLED_MESSAGE}: ${operation} is not sent to it until the app is installed and opened again.`);
    this.name = 'StoreUninstalled';
  }
}

/** The store answered with GraphQL errors (not a throttle), or refused our credentials. */
export class ShopifyRequestError extends Error {
  constructor(
    message: string,
    readonly operation: string,
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'ShopifyRequestError';
  }
}

export interface ShopifyUserError {
  field?: readonly string[] | null;
  message: string;
  code?: string | null;
}

/** A mutation's `userErrors`: the store refused the change and said why. */
export class ShopifyUserErrors extends Error {
  constructor(
    readonly operation: string,
    readonly userErrors: readonly ShopifyUserError[],
  ) {
    super(`${operation} refused by the store: ${userErrors.map((e) => e.message).join('; ')}`);
    this.name = 'ShopifyUserErrors';
  }
}

/** Throws ShopifyUserErrors when a mutation payload carries any; answers the payload otherwise. */
export function requireNoUserErrors<P extends { userErrors: readonly ShopifyUserError[] }>(
  operation: string,
  payload: P | null | undefined,
): P {
  if (!payload) throw new ShopifyRequestError(`${operation} answered no payload`, operation);
  if (payload.userErrors.length > 0) throw new ShopifyUserErrors(operation, payload.userErrors);
  return payload;
}
