import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Config } from './config';
import { escapeHtml } from './html';

/**
 * The public pages behind e-mailed links (invitation and event acceptance): plain server-rendered
 * HTML outside /api, with no operator identity. A small self-contained page: styles in a `<style>`
 * element (allowed by the CSP), no scripts.
 */
const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f3f5; color: #212529; }
  main { width: min(28rem, calc(100vw - 2rem)); background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 4px 24px rgba(0, 0, 0, 0.08); }
  .site { margin: 0 0 0.25rem; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: #1c7ed6; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.3; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #868e96; } dd { margin: 0; overflow-wrap: anywhere; }
  button { width: 100%; padding: 0.75rem 1rem; font: inherit; font-weight: 600; color: #fff; background: #1c7ed6; border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: #1971c2; } button:focus-visible { outline: 3px solid #a5d8ff; outline-offset: 2px; }
`;

export interface Page {
  status: number;
  html: string;
}

/** A page: `site` and `title` are text (escaped here); `content` is HTML the caller escaped. */
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

/** When the page itself cannot be served (a rate limit, a failure): still a page, never JSON. */
export function failurePage(config: Pick<Config, 'siteName'>, status: number): Page {
  const title = status === 429 ? 'Too many attempts.' : 'Something went wrong.';
  return publicPage(status, config.siteName, title, '<p>Please try again in a few minutes.</p>');
}

export function sendPage(reply: FastifyReply, result: Page): FastifyReply {
  // The link is a credential: never cached, never passed on as a referrer.
  return reply.code(result.status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(result.html);
}

/**
 * Route options of a link page: rate-limited (token guessing is hopeless at 256 bits; the limit keeps
 * a scanner from loading the database), and every failure answered as a page.
 */
export function linkPageOptions(config: Pick<Config, 'siteName'>, what: string): RouteShorthandOptions {
  return {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    errorHandler(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, `${what} page failed`);
      return sendPage(reply, failurePage(config, status));
    },
  };
}
