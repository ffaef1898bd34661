/** A date `days` from today as MM/DD/YYYY, as the pickers take it. */
export function usDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}
