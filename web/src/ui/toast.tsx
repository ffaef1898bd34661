import { useSyncExternalStore } from 'react';
import { CloseButton, Group, Text, UnstyledButton } from '@mantine/core';
import { appBridge } from '../api/embedded-frame';
import { tokens } from './theme/tokens';
import classes from './toast.module.css';

/**
 * Feedback where the spec says nothing (every change answers with what changed): in
 * the Shopify admin's frame through App Bridge's `shopify.toast`, standalone through our own layer,
 * fixed at the bottom of the window so it never moves content. A toast never replaces a message the
 * spec places (its texts, places and durations stay).
 */
export interface ToastOptions {
  /** A failure: shown in the critical tone and kept until dismissed (App Bridge: `isError`). */
  error?: boolean;
  /** A follow-up, e.g. 'Try again' after a failure. */
  action?: { label: string; onAction: () => void };
  /** How long a success stays; the admin's default is 5 s. */
  durationMs?: number;
}

export const TOAST_MS = 5000;
/** A failure with a way to try again stays long enough to be read and acted on. */
const FAILURE_MS = 10_000;

interface ShownToast {
  id: number;
  message: string;
  error: boolean;
  action?: ToastOptions['action'];
}

let shown: readonly ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly ShownToast[]) {
  shown = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(shown.filter((toast) => toast.id !== id));
}

/** Shows a short message about a change that just happened (App Bridge's toast in the frame). */
export function showToast(message: string, options: ToastOptions = {}): void {
  const { error = false, action } = options;
  const bridge = appBridge();
  if (bridge) {
    bridge.toast.show(message, {
      duration: options.durationMs ?? (error ? FAILURE_MS : TOAST_MS),
      ...(error ? { isError: true } : {}),
      ...(action ? { action: action.label, onAction: action.onAction } : {}),
    });
    return;
  }
  const id = nextId++;
  // At most three at once: the oldest gives way.
  publish([...shown.slice(-2), { id, message, error, action }]);
  // A failure stays until dismissed or acted on; a success goes after its time.
  if (!error)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_MS),
    );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The standalone toast layer (mounted once by the app frame). Its live region stays in the page so
 * each new toast is announced; the layer is fixed and takes no room in the layout.
 */
export function ToastLayer() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
  return (
    <div className={classes.layer} aria-live="polite" aria-label="Notifications" role="region">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={classes.toast}
          role={toast.error ? 'alert' : 'status'}
          style={{ background: toast.error ? tokens.tone.critical.text : tokens.color.primaryHover }}
        >
          <Group gap="sm" wrap="nowrap" align="center">
            <Text size="sm" fw={550} c="white" className={classes.message}>
              {toast.message}
            </Text>
            {toast.action && (
              <UnstyledButton
                className={classes.action}
                onClick={() => {
                  dismissToast(toast.id);
                  toast.action?.onAction();
                }}
              >
                {toast.action.label}
              </UnstyledButton>
            )}
            <CloseButton size="sm" variant="transparent" c="white" aria-label="Dismiss" onClick={() => dismissToast(toast.id)} />
          </Group>
        </div>
      ))}
    </div>
  );
}
