import { useCallback, useEffect, useState } from 'react';
import { Text } from '@mantine/core';

export interface TimedText {
  text: string;
  tone: 'success' | 'error';
}

/**
 * A message that disappears after `ms` (docs/functions/shell-students-staff.md §8: 7 s for the discount limit; the contract
 * (docs/functions/people-invites-events.md) uses 5 s and 4 s).
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedText | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  // A new object each time, so showing the same text again restarts the timer.
  const show = useCallback((text: string, tone: TimedText['tone'] = 'success') => setMessage({ text, tone }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}

/** The live region stays mounted so screen readers announce each message. */
export function TimedMessage({ message }: { message: TimedText | null }) {
  return (
    <Text component="div" role="status" aria-live="polite" size="sm" c={message?.tone === 'error' ? 'red' : 'teal.8'} fw={500}>
      {message?.text ?? ''}
    </Text>
  );
}
