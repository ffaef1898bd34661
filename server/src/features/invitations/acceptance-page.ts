import type { Config } from '../../platform/config';
import { displayName } from '../registrations/customer-mapping';
import { escapeHtml } from '../../platform/html';
import { siteNameOf } from './invitation-mail';
import type { LinkState } from './acceptance.service';

/** A small self-contained page: styles in a `<style>` element (allowed by the CSP), no scripts. */
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

function page(status: number, site: string, title: string, content: string): Page {
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

/** The page for a link's state; `token` is only echoed into the form's action, escaped. */
export function acceptancePage(config: Config, link: LinkState, token: string): Page {
  if (link.state === 'unknown') {
    return page(404, config.siteName, 'This invitation link is not valid.', '<p>Check that you opened the whole link from your invitation e-mail, or ask for a new invitation.</p>');
  }
  const inv = link.invitation;
  const site = siteNameOf(config, inv.programme);
  const name = escapeHtml(displayName(inv));
  const email = escapeHtml(inv.email);
  switch (link.state) {
    case 'open':
      return page(
        200,
        site,
        `You are invited to ${site}`,
        `<p>Hello ${name}, accept your invitation to register.</p>
<dl><dt>Name</dt><dd>${name}</dd><dt>Email</dt><dd>${email}</dd></dl>
<form method="post" action="/invite/${encodeURIComponent(token)}"><button type="submit">Accept invitation</button></form>`,
      );
    case 'accepted':
      return page(200, site, 'You are registered.', `<p>Welcome to ${escapeHtml(site)}, ${name}. Your registration for ${email} is complete.</p>`);
    case 'used':
      return page(410, site, 'This invitation has already been used.', `<p>The invitation for ${email} was accepted already, so you are registered. Nothing more to do.</p>`);
    case 'expired':
      return page(410, site, 'This invitation has expired.', '<p>Ask the person who invited you to send a new invitation.</p>');
  }
}

/** When the page itself cannot be served (a rate limit, a failure): still a page, never JSON. */
export function failurePage(config: Config, status: number): Page {
  const title = status === 429 ? 'Too many attempts.' : 'Something went wrong.';
  return page(status, config.siteName, title, '<p>Please try again in a few minutes.</p>');
}
