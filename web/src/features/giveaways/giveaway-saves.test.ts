import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../ui/save-mutation';
import { giveawayChanges } from './giveaways-queries';
import { giveawayKeys, GIVEAWAY_SELECTOR_KEY } from './giveaways-query-keys';

describe('giveaway saves', () => {
  it("a save or delete makes stale every page of the list and the report's selector, and nothing of other features", async () => {
    const client = new QueryClient();
    client.setQueryData(giveawayKeys.list({ page: '1' }), {});
    client.setQueryData(giveawayKeys.list({ page: '2', search: 'x' }), {});
    client.setQueryData(GIVEAWAY_SELECTOR_KEY, {});
    client.setQueryData(['events', 'list'], {});
    await invalidateKeys(client, giveawayChanges());
    expect(client.getQueryState(giveawayKeys.list({ page: '1' }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(giveawayKeys.list({ page: '2', search: 'x' }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(GIVEAWAY_SELECTOR_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['events', 'list'])?.isInvalidated).toBe(false);
  });
});
