import { LARGE_CHANGE_PERCENT, type LargePriceChange } from '@console/contracts/bulk-price.contract';

/** What a large-change question is about: an upload's file, or the one price of the Edit dialog. */
export type LargeChangeSubject = 'file' | 'price';

/** The words of the question, agreeing with what is asked about and how many prices. */
export function largeChangeText(subject: LargeChangeSubject, changes: readonly LargePriceChange[]) {
  const count = changes.length;
  const one = count === 1;
  const moves =
    subject === 'price' && changes[0] ? `The new price of ${changes[0].sku} changes` : one ? '1 price changes' : `${count} prices change`;
  const rest = subject === 'price' ? 'fix the price' : 'fix the file';
  return {
    title: one ? 'Check 1 large price change' : `Check ${count} large price changes`,
    message: `${moves} by more than ${LARGE_CHANGE_PERCENT}% from the store's price now. Nothing is scheduled yet: ${rest}, or schedule ${one ? 'it as it is' : 'them as they are'}.`,
    fix: subject === 'price' ? 'Fix the price' : 'Fix the file',
    schedule: one ? 'Schedule it' : 'Schedule them',
  };
}
