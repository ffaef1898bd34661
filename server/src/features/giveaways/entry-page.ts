import { formatUsDate } from '@console/contracts/common/dates';
import { escapeHtml } from '../../platform/html';
import { publicPage, textField, type Page } from '../../platform/public-page';
import type { EntryForm, EntryState } from './entry.service';

/** The entry page of a giveaway, by its unguessable token (never the id). */
export const entryPath = (token: string) => `/giveaway/${token}`;

function dates(state: Extract<EntryState, { giveaway: unknown }>): string {
  const { startDate, endDate } = state.giveaway;
  if (!startDate && !endDate) return '';
  return `<dl>${startDate ? `<dt>Opens</dt><dd>${formatUsDate(startDate)}</dd>` : ''}${endDate ? `<dt>Closes</dt><dd>${formatUsDate(endDate)}</dd>` : ''}</dl>`;
}

function entryForm(
  state: Extract<EntryState, { giveaway: unknown }>,
  form: EntryForm,
  message: string,
  errors: Partial<Record<keyof EntryForm, string>>,
): string {
  const error = (name: keyof EntryForm) => (errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '');
  const intro = state.giveaway.description ? `<p>${escapeHtml(state.giveaway.description)}</p>` : '';
  return `${intro}${dates(state)}${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${escapeHtml(state.giveaway.entryPath)}" novalidate>
${textField('name', 'Name', form.name)}${error('name')}
${textField('email', 'Email', form.email, 'email', 254)}${error('email')}
<button type="submit">Enter giveaway</button>
</form>`;
}

/** The page for a giveaway's state after opening it or posting an entry. */
export function entryPage(site: string, state: EntryState, form: EntryForm = { name: '', email: '' }): Page {
  if (state.state === 'unknown') return publicPage(404, site, 'This giveaway does not exist.', '<p>Check the link you were given.</p>');
  const title = state.giveaway.name;
  switch (state.state) {
    case 'open':
      return publicPage(200, site, title, entryForm(state, form, '', {}));
    case 'invalid':
      return publicPage(400, site, title, entryForm(state, form, 'Please correct the fields below.', state.errors));
    case 'entered':
      return publicPage(
        200,
        site,
        'You are entered.',
        `<p>Thank you, ${escapeHtml(form.name)}. ${escapeHtml(form.email)} is entered in ${escapeHtml(title)}.</p>`,
      );
    case 'already':
      return publicPage(
        200,
        site,
        'You are already entered.',
        `<p>${escapeHtml(form.email)} is entered in ${escapeHtml(title)} already. One entry per e-mail address.</p>`,
      );
    case 'not-started':
      return publicPage(409, site, title, `<p class="error">This giveaway is not open yet.</p>${dates(state)}`);
    case 'ended':
      return publicPage(410, site, title, '<p class="error">This giveaway has ended.</p>');
    case 'full':
      return publicPage(409, site, title, '<p class="error">This giveaway has reached its number of entries.</p>');
  }
}
