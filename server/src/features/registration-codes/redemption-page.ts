import { REDEMPTION_PATH, REDEMPTION_SHOP_PARAM } from '@console/contracts/registration-codes.contract';
import { escapeHtml } from '../../platform/html';
import { publicPage, storeNextStep, textField, type Page } from '../../platform/public-page';
import type { RedemptionForm, RedemptionOutcome } from './redemption.service';

const EMPTY: RedemptionForm = { code: '', firstName: '', lastName: '', email: '' };

/**
 * One answer for every code that cannot be used (unknown, not open yet, ended, another domain,
 * full): a different one would tell a guesser which codes exist.
 */
export const CODE_REFUSED = {
  status: 400,
  text: 'This registration code cannot be used. Check the code and your e-mail address, or ask whoever gave you the code.',
} as const;

/** A page link naming a shop this install does not serve (removed, or mistyped). */
export function unknownShopPage(site: string): Page {
  return publicPage(
    404,
    site,
    'This registration page is not valid.',
    '<p>Check the link you were given, or ask whoever gave you the code.</p>',
  );
}

/** The form, with the values entered so far and any message above or under the fields; it posts back to its shop's page. */
export function redemptionFormPage(
  site: string,
  shopName: string,
  form: RedemptionForm = EMPTY,
  status = 200,
  message = '',
  errors: Partial<Record<keyof RedemptionForm, string>> = {},
): Page {
  const error = (name: keyof RedemptionForm) => (errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '');
  const content = `${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '<p>Enter the registration code you were given and your details.</p>'}
<form method="post" action="${escapeHtml(`${REDEMPTION_PATH}?${REDEMPTION_SHOP_PARAM}=${encodeURIComponent(shopName)}`)}" novalidate>
${textField('code', 'Registration code', form.code, 'text', 40)}${error('code')}
${textField('firstName', 'First name', form.firstName, 'text', 100)}${error('firstName')}
${textField('lastName', 'Last name', form.lastName, 'text', 100)}${error('lastName')}
${textField('email', 'Email', form.email, 'email', 254)}${error('email')}
<button type="submit">Register</button>
</form>`;
  return publicPage(status, site, 'Register with a code', content);
}

export function redemptionResultPage(
  site: string,
  shopName: string,
  storefront: string | null,
  form: RedemptionForm,
  outcome: RedemptionOutcome,
): Page {
  switch (outcome.state) {
    case 'registered':
      return publicPage(
        200,
        site,
        'You are registered.',
        `<p>Welcome, ${escapeHtml(form.firstName)}. ${escapeHtml(form.email)} is registered with ${escapeHtml(outcome.partner)}.</p>
${storeNextStep(storefront, site, form.email)}`,
      );
    case 'already':
      return publicPage(
        200,
        site,
        'You are already registered.',
        `<p>${escapeHtml(form.email)} is registered with this code already.</p>
${storeNextStep(storefront, site, form.email)}`,
      );
    case 'invalid':
      return redemptionFormPage(site, shopName, form, 400, 'Please correct the fields below.', outcome.errors);
    default:
      return redemptionFormPage(site, shopName, form, CODE_REFUSED.status, CODE_REFUSED.text);
  }
}
