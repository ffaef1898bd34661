import { useCallback, useMemo, useRef, useState } from 'react';
import type { LargePriceChange } from '@console/contracts/bulk-price.contract';
import { checkPriceUpload } from './bulk-price-queries';

type CheckedRows = Parameters<typeof checkPriceUpload>[0];

/**
 * Asks about the rows' prices that move by more than 50% (a file's, or the one price of the Edit
 * dialog) before they are sent: `ask` answers whether to send them, after the operator's answer in
 * the LargeChangeDialog when there are any. Spread `dialog` onto that dialog.
 */
export function useLargeChangeCheck() {
  const [changes, setChanges] = useState<readonly LargePriceChange[] | null>(null);
  const answer = useRef<(send: boolean) => void>(() => undefined);
  const ask = useCallback(async (rows: CheckedRows): Promise<boolean> => {
    const large = await checkPriceUpload(rows);
    if (large.length === 0) return true;
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setChanges(large);
    });
  }, []);
  const dialog = useMemo(() => {
    const reply = (send: boolean) => {
      setChanges(null);
      answer.current(send);
    };
    return { changes, onSchedule: () => reply(true), onFix: () => reply(false) };
  }, [changes]);
  return { ask, dialog };
}
