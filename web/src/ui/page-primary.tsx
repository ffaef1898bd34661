import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { inFrame } from '../api/embedded-frame';
import type { PageAction } from './page-heading';

/**
 * A screen's primary action in one place: in the Shopify admin's frame its title bar (`<ui-title-bar>`, drawn by the
 * admin above the frame, so it never scrolls away), standalone where the screen puts it. A feature marks its primary
 * button by using PrimaryButton instead of Mantine's Button; the screen's PageFrame collects them, and when exactly
 * one is shown (a hidden tab's button unmounts its effects) the frame's title bar takes it and the button itself is
 * not drawn in the page. Two or more on one view: each stays where it is, as there is no one primary to lift.
 */
interface PrimaryRegistry {
  set(id: string, action: PageAction | null): void;
}

const Registry = createContext<PrimaryRegistry | null>(null);
/** Whether the title bar holds this button's action (then the page does not draw it). */
const Lifted = createContext<string | null>(null);

/** Collects the PrimaryButtons inside a screen; answers the one the title bar takes, if any, to its render function. */
export function PagePrimaryScope({ children }: { children: (lifted: PageAction | undefined) => ReactNode }) {
  const [actions, setActions] = useState<ReadonlyMap<string, PageAction>>(new Map());
  const registry = useMemo<PrimaryRegistry>(
    () => ({
      set(id, action) {
        setActions((prev) => {
          const was = prev.get(id);
          if (!action ? !was : was && was.label === action.label && was.disabled === action.disabled) return prev;
          const next = new Map(prev);
          if (action) next.set(id, action);
          else next.delete(id);
          return next;
        });
      },
    }),
    [],
  );
  const only = actions.size === 1 && inFrame() ? [...actions.entries()][0] : undefined;
  return (
    <Registry.Provider value={registry}>
      <Lifted.Provider value={only?.[0] ?? null}>{children(only?.[1])}</Lifted.Provider>
    </Registry.Provider>
  );
}

export interface PrimaryButtonProps extends Omit<ButtonProps, 'children'> {
  onClick: () => void;
  /** The action's name, e.g. 'Create Event': also the title bar button's. */
  children: string;
  disabled?: boolean;
}

/** The screen's primary button (a filled Mantine Button); in the frame the admin's title bar shows it instead. */
export function PrimaryButton({ onClick, children, disabled = false, ...button }: PrimaryButtonProps) {
  const registry = useContext(Registry);
  const lifted = useContext(Lifted);
  const id = useId();
  // The newest handler without registering again on every render.
  const latest = useRef(onClick);
  useEffect(() => {
    latest.current = onClick;
  }, [onClick]);
  useEffect(() => {
    registry?.set(id, { label: children, disabled: disabled || Boolean(button.loading), onAction: () => latest.current() });
  }, [registry, id, children, disabled, button.loading]);
  useEffect(() => () => registry?.set(id, null), [registry, id]);
  if (lifted === id) return null;
  return (
    <Button {...button} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
