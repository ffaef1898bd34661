/** docs/functions/people-invites-events.md §5: something@domain with a 2 to 15 letter suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,15}$/;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
