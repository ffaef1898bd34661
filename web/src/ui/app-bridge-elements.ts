import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/*
 * App Bridge's web components as JSX (shopify.dev, "App Bridge web components"): the admin reads them
 * from the frame's DOM and draws them itself; outside the admin they are unknown elements that draw
 * nothing.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** The admin's title bar: `title`, and `<button variant="primary">` children for the page's action. */
      'ui-title-bar': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { title?: string };
      /** The admin's save bar, shown with `shopify.saveBar.show(id)`; a primary `<button>` saves, a plain one discards. */
      'ui-save-bar': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { id: string };
    }
  }
}

/** App Bridge tells its title-bar and save-bar buttons apart by this attribute, which React's `<button>` type does not know. */
export const PRIMARY_VARIANT: Record<string, string> = { variant: 'primary' };
