/**
 * docs/functions/shell-students-staff.md §8: call failures show no message to the user, they are only logged.
 * One place, so the logging channel can change without touching every screen.
 */
export function logFailure(what: string, error: unknown): void {
  console.error(what, error);
}
