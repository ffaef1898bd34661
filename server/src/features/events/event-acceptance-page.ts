import type { Config } from '../../platform/config';
import { escapeHtml } from '../../platform/html';
import { publicPage, type Page } from '../../platform/public-page';
import { eventTimeText, inviteeName } from './event-invite-mail';
import type { EventLinkState } from './event-acceptance.service';

/** The page for an event link's state; `token` is only echoed into the form's action, escaped. */
export function eventAcceptancePage(config: Config, link: EventLinkState, token: string): Page {
  const site = config.siteName;
  if (link.state === 'unknown') {
    return publicPage(
      404,
      site,
      'This event invitation link is not valid.',
      '<p>Check that you opened the whole link from your invitation e-mail, or ask for a new invitation.</p>',
    );
  }
  const { invite, event } = link;
  const name = escapeHtml(inviteeName(invite));
  const eventName = escapeHtml(event.name);
  const when = `${escapeHtml(eventTimeText(event.date_from))} to ${escapeHtml(eventTimeText(event.date_to))}`;
  switch (link.state) {
    case 'open':
      return publicPage(
        200,
        site,
        `You are invited to ${event.name}`,
        `<p>Hello ${name}, register for the event by accepting your invitation.</p>
<dl><dt>Event</dt><dd>${eventName}</dd><dt>When</dt><dd>${when}</dd><dt>Name</dt><dd>${name}</dd><dt>Email</dt><dd>${escapeHtml(invite.email)}</dd></dl>
<form method="post" action="/event-invite/${encodeURIComponent(token)}"><button type="submit">Register for the event</button></form>`,
      );
    case 'accepted':
      return publicPage(
        200,
        site,
        'You are registered for the event.',
        `<p>Thank you, ${name}. You are registered for ${eventName}, ${when}.</p>`,
      );
    case 'used':
      return publicPage(
        410,
        site,
        'This invitation has already been used.',
        `<p>${escapeHtml(invite.email)} is registered for ${eventName} already. Nothing more to do.</p>`,
      );
    case 'closed':
      return publicPage(410, site, 'This event is no longer open.', '<p>The event was withdrawn, so registration is closed.</p>');
    case 'expired':
      return publicPage(410, site, 'This invitation has expired.', '<p>Ask the person who invited you to send a new invitation.</p>');
  }
}
