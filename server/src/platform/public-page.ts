import type { ShopContext } from '../app-context';
import { FIRST_SHOP_ID } from './shop-id';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import { escapeHtml } from './html';
import { HttpError } from './http-error';
import { takeHit, type Limit } from './rate-limits';

/**
 * The shell of the public pages people open from outside the console (an invitation link, a
 * registration code, a giveaway entry): small and self-contained, styles in a `<style>` element
 * (allowed by the CSP), no scripts.
 */
const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f3f5; color: #212529; }
  main { width: min(28rem, calc(100vw - 2rem)); background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 4px 24px rgba(0, 0, 0, 0.08); }
  .site { margin: 0 0 0.25rem; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: #1864ab; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.3; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #495057; } dd { margin: 0; overflow-wrap: anywhere; }
  label { display: block; margin: 0 0 0.75rem; font-size: 0.875rem; font-weight: 600; }
  input { display: block; box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.5rem 0.75rem; font: inherit; font-weight: 400; border: 1px solid #ced4da; border-radius: 8px; }
  input:focus-visible { outline: 3px solid #a5d8ff; outline-offset: 1px; }
  .error { color: #c92a2a; font-weight: 600; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; margin-top: 0.5rem; padding: 0.75rem 1rem; font: inherit; font-weight: 600; text-align: center; text-decoration: none; color: #fff; background: #1864ab; border: 0; border-radius: 8px; cursor: pointer; }
  button:hover, a.button:hover { background: #145591; } button:focus-visible, a.button:focus-visible { outline: 3px solid #a5d8ff; outline-offset: 2px; }
`;

export interface Page {
  status: number;
  html: string;
}

/** A whole page: `site` and `title` are escaped here, `content` must already be safe HTML. */
export function publicPage(status: number, site: string, title: string, content: string): Page {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(site)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="site">${escapeHtml(site)}</p>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>`;
  return { status, html };
}

/** The store customers shop at: the configured storefront, else the connected Shopify store's own address (it sends its visitors on to the shop's primary domain). */
export function storefrontOf(config: Pick<Config, 'storefrontUrl' | 'shopify'>): string | null {
  return config.storefrontUrl ?? config.shopify?.storeUrl ?? null;
}

/** A shop's storefront: the environment's for the first shop (STOREFRONT_URL, its store), a shop's own store otherwise. */
export function shopStorefront(ctx: Pick<ShopContext, 'config' | 'shop'>): string | null {
  return ctx.shop.id === FIRST_SHOP_ID ? storefrontOf(ctx.config) : ctx.shop.storeUrl;
}

/**
 * What to do after registering: sign in at the store with the registered e-mail, with a link to the
 * store's account page where there is a store to link to. Escapes what it is given.
 */
export function storeNextStep(storefront: string | null, site: string, email: string): string {
  const text = `<p>Sign in at ${escapeHtml(site)} with ${escapeHtml(email)} to shop with your prices.</p>`;
  if (!storefront) return `${text}\n<p>You can close this page.</p>`;
  return `${text}\n<a class="button" href="${escapeHtml(`${storefront}/account`)}">Go to ${escapeHtml(site)}</a>`;
}

/** A labelled text input, its value kept after a failed post. */
export function textField(name: string, label: string, value: string, type: 'text' | 'email' = 'text', maxLength = 200): string {
  return `<label for="${name}">${escapeHtml(label)}<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" maxlength="${maxLength}" required></label>`;
}

/** When the page itself cannot be served (a rate limit, a bad link, a failure): still a page, never JSON. */
export function failurePage(site: string, status: number): Page {
  if (status === 429) return publicPage(status, site, 'Too many attempts.', '<p>Please try again in a few minutes.</p>');
  // The cross-site guard: a form posted from another site's page.
  if (status === 403)
    return publicPage(
      status,
      site,
      'Please use the page itself.',
      '<p>This form can only be sent from its own page. Open your link again and send the form there.</p>',
    );
  if (status < 500) return publicPage(status, site, 'This link is not valid.', '<p>Check the link you were given.</p>');
  return publicPage(status, site, 'Something went wrong.', '<p>Please try again in a few minutes.</p>');
}

export function sendPage(reply: FastifyReply, result: Page): FastifyReply {
  // Pages carry people's details or links that act as credentials: never cached, never a referrer.
  return reply
    .code(result.status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(result.html);
}

/** Per client address and page, across every instance (the counters live in the database). */
export const PAGE_LIMIT: Limit = { max: 60, windowMs: 60_000 };

/** Counts a hit against a limit kept in the database; over it, a 429 the page's error handler shows. */
export async function limitHit(db: Db, key: string, limit: Limit): Promise<void> {
  const answer = await takeHit(db, key, limit);
  if (!answer.allowed) throw new HttpError(429, 'Too many attempts.', undefined, { 'retry-after': String(answer.retryAfterSeconds) });
}

/**
 * Route options of a public page: rate-limited per address so a scanner cannot load the database
 * (the count shared by every instance), and every answer (a limit, a failure) is a page
 * for people.
 */
export function publicPageOptions(db: Db, site: string, what: string, limit: Limit = PAGE_LIMIT) {
  return {
    // Outside /api: people without an operator session open these pages.
    config: { access: 'public' as const },
    onRequest: async (request: FastifyRequest) => limitHit(db, `page:${what}:${request.ip}`, limit),
    errorHandler(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, `${what} failed`);
      if (error instanceof HttpError && error.headers) reply.headers(error.headers);
      return sendPage(reply, failurePage(site, status));
    },
  };
}

/** A posted form field as text: absent or repeated fields read as empty or first. */
export function formField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.trim() : '';
}
