import { useEffect, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../ui/feature-definition';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** App Bridge's navigation menu: the admin draws its links in its own sidebar. */
      'ui-nav-menu': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * Inside the Shopify admin the console's own header and menu give way to App Bridge's
 * `<ui-nav-menu>`: the same functions, under the same names. A click there reaches the app as a
 * `shopify:navigate` event on the link; the router follows it without reloading the frame.
 */
export function AppNavMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: Event) => {
      const href = event.target instanceof Element ? event.target.getAttribute('href') : null;
      if (href?.startsWith('/')) void navigate(href);
    };
    document.addEventListener('shopify:navigate', follow);
    return () => document.removeEventListener('shopify:navigate', follow);
  }, [navigate]);
  return (
    <ui-nav-menu>
      <a href="/" rel="home">
        Home
      </a>
      {entries.map((entry) => (
        <a key={entry.route} href={entry.route}>
          {entry.name}
        </a>
      ))}
    </ui-nav-menu>
  );
}
