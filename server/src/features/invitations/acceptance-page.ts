import type { Config } from '../../platform/config';
import { displayName } from '../registrations/customer-mapping.service';
import { escapeHtml } from '../../platform/html';
import { publicPage as page, shopStorefront, storeNextStep, type Page } from '../../platform/public-page';
import { siteNameOf } from './invitation-mail';
import type { LinkState } from './acceptance.service';

/** The page for a link's state; `token` is only echoed into the form's action, escaped. */
export function acceptancePage(config: Config, link: LinkState, token: string): Page {
  if (link.state === 'unknown') {
    return page(
      404,
      config.siteName,
      'This invitation link is not valid.',
      '<p>Check that you opened the whole link from your invitation e-mail, or ask for a new invitation.</p>',
    );
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
      return page(
        200,
        site,
        'You are registered.',
        `<p>Welcome to ${escapeHtml(site)}, ${name}. Your registration for ${email} is complete.</p>
${storeNextStep(shopStorefront(link.ctx), site, inv.email)}`,
      );
    case 'used':
      return page(
        410,
        site,
        'This invitation has already been used.',
        `<p>The invitation for ${email} was accepted already, so you are registered.</p>
${storeNextStep(shopStorefront(link.ctx), site, inv.email)}`,
      );
    case 'expired':
      return page(410, site, 'This invitation has expired.', '<p>Ask the person who invited you to send a new invitation.</p>');
  }
}
