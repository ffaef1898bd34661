import { failureText } from './call-failure';
import { logFailure } from './log';
import { showToast } from './toast';

export interface ActionFeedback {
  /** A change that worked, named with what changed and for whom: 'Approved jane@school.example.'. */
  success: (text: string) => void;
  /** A change that failed: what was tried, the server's reason, and a way to try again. */
  failure: (what: string, error: unknown, retry?: () => void) => void;
}

/*
 * The spec places no message after these actions (a moved row just leaves the list), so the answer is
 * a toast: it says what changed without pushing the list down under the pointer (item 4).
 */
const feedback: ActionFeedback = {
  success: (text) => showToast(text),
  failure: (what, error, retry) => {
    // Still logged, as the spec says; also shown (never leave an operator guessing).
    logFailure(what, error);
    showToast(failureText(what, error), { error: true, action: retry ? { label: 'Try again', onAction: retry } : undefined });
  },
};

/** Reports an action's outcome as a toast (App Bridge's in the Shopify admin). */
export function useActionFeedback(): ActionFeedback {
  return feedback;
}
