import { useState } from 'react';
import type { TimedText } from './timed-message';
import { logFailure } from './log';

/**
 * A button that asks the server for something answering `{status, msg}` (docs/functions/commerce-tools.md §8): the message is
 * shown as answered, red when status is false; a network failure shows `<failurePrefix>: <reason>`.
 */
export function useStatusRequest(failurePrefix: string) {
  const [message, setMessage] = useState<TimedText | null>(null);
  const [running, setRunning] = useState(false);
  async function run(request: () => Promise<{ status: boolean; msg: string }>): Promise<void> {
    setRunning(true);
    setMessage(null);
    try {
      const answer = await request();
      setMessage({ text: answer.msg, tone: answer.status ? 'success' : 'error' });
    } catch (error) {
      logFailure(failurePrefix, error);
      setMessage({ text: `${failurePrefix}: ${error instanceof Error ? error.message : String(error)}`, tone: 'error' });
    } finally {
      setRunning(false);
    }
  }
  return { message, running, run };
}
