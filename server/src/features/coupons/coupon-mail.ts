import type { Config } from '../../platform/config';
import { escapeHtml } from '../../platform/html';

/** The coupon e-mail sent again to the customer of the order the coupons were given with. */
export function couponMessage(config: Pick<Config, 'siteName'>, input: { name: string; orderName: string; codes: readonly string[] }) {
  const plural = input.codes.length > 1;
  const subject = `Your coupon code${plural ? 's' : ''} from ${config.siteName}`;
  const text = [
    `Hello ${input.name},`,
    '',
    `Here ${plural ? 'are the coupon codes' : 'is the coupon code'} from your order ${input.orderName}:`,
    '',
    ...input.codes.map((c) => `    ${c}`),
    '',
    'Enter the code at checkout to use it.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>Here ${plural ? 'are the coupon codes' : 'is the coupon code'} from your order ${escapeHtml(input.orderName)}:</p>`,
    `<ul>${input.codes.map((c) => `<li><strong>${escapeHtml(c)}</strong></li>`).join('')}</ul>`,
    '<p>Enter the code at checkout to use it.</p>',
  ].join('\n');
  return { subject, text, html };
}
