import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useEagerQuery } from './eager-query';

/** Renders without committing (no effects run): what a screen's first render does before React commits it. */
function renderOnce(client: QueryClient, Screen: () => null): void {
  renderToString(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
}

describe('useEagerQuery', () => {
  it('asks while rendering, once, where useQuery waits for the commit', async () => {
    const client = new QueryClient();
    let asked = 0;
    const queryFn = () => {
      asked += 1;
      return Promise.resolve(['row']);
    };
    const Plain = () => {
      useQuery({ queryKey: ['plain'], queryFn });
      return null;
    };
    const Eager = () => {
      useEagerQuery({ queryKey: ['eager'], queryFn });
      return null;
    };
    renderOnce(client, Plain);
    expect(asked).toBe(0);
    renderOnce(client, Eager);
    renderOnce(client, Eager);
    expect(asked).toBe(1);
    expect(await client.fetchQuery({ queryKey: ['eager'], queryFn })).toEqual(['row']);
    expect(asked).toBe(1);
  });

  it('does not ask for a query that is not enabled', () => {
    const client = new QueryClient();
    let asked = 0;
    const Eager = () => {
      useEagerQuery({ queryKey: ['off'], queryFn: () => Promise.resolve((asked += 1)), enabled: false });
      return null;
    };
    renderOnce(client, Eager);
    expect(asked).toBe(0);
  });
});
