import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import classes from './row-button.module.css';

export interface RowButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Mantine's compact-xs (the registration lists) or compact-sm. */
  size?: 'xs' | 'sm';
  /** Waiting for the server: a spinner over the label, and no second click. */
  loading?: boolean;
}

/** A table row's action in the look of the console's default button, light enough for every row of a page. */
export const RowButton = forwardRef<HTMLButtonElement, RowButtonProps>(function RowButton(
  { size = 'xs', loading = false, disabled, className, children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `${classes.button} ${className}` : classes.button}
      data-size={size}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...props}
    >
      <span className={classes.label}>{children}</span>
      {loading && <span className={classes.spinner} aria-hidden />}
    </button>
  );
});

/** A row's buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}
