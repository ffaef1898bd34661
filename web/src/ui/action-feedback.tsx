import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { failureText } from './call-failure';
import { logFailure } from './log';

interface Feedback {
  kind: 'success' | 'failure';
  text: string;
  retry?: () => void;
}

export interface ActionFeedback {
  /** A change that worked, named with what changed and for whom: 'Approved jane@school.example.'. */
  success: (text: string) => void;
  /** A change that failed: what was tried, the server's reason, and a way to try again. */
  failure: (what: string, error: unknown, retry?: () => void) => void;
}

const FeedbackContext = createContext<ActionFeedback | null>(null);
const MessageContext = createContext<{ message: Feedback | null; clear: () => void }>({ message: null, clear: () => undefined });

/** Holds the last action's message for one screen (PageFrame provides it to every screen). */
export function ActionFeedbackProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Feedback | null>(null);
  const clear = useCallback(() => setMessage(null), []);
  const actions = useMemo<ActionFeedback>(
    () => ({
      success: (text) => setMessage({ kind: 'success', text }),
      failure: (what, error, retry) => {
        // Still logged, as the spec says; now also shown (issue 19: never leave an operator guessing).
        logFailure(what, error);
        setMessage({ kind: 'failure', text: failureText(what, error), retry });
      },
    }),
    [],
  );
  const shown = useMemo(() => ({ message, clear }), [message, clear]);
  return (
    <FeedbackContext.Provider value={actions}>
      <MessageContext.Provider value={shown}>{children}</MessageContext.Provider>
    </FeedbackContext.Provider>
  );
}

/** Reports an action's outcome on the screen it was made on; outside a screen (tests), only logs failures. */
export function useActionFeedback(): ActionFeedback {
  return useContext(FeedbackContext) ?? { success: () => undefined, failure: (what, error) => logFailure(what, error) };
}

/** The message of the last action, with Retry after a failure; sits under the screen's title. */
export function ActionFeedbackMessage() {
  const { message, clear } = useContext(MessageContext);
  if (!message) return null;
  const failed = message.kind === 'failure';
  return (
    <Alert
      color={failed ? 'red' : 'teal'}
      variant="light"
      role={failed ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={clear}
      mb="md"
      py="xs"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500}>
          {message.text}
        </Text>
        {failed && message.retry && (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              const retry = message.retry;
              clear();
              retry?.();
            }}
          >
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
