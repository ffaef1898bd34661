import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { Giveaway } from '@console/contracts/giveaways.contract';
import { deleteGiveawayText, removeGiveawayOptions, removeFailedText } from './giveaways-queries';
import { giveawayKeys } from './giveaways-query-keys';

const giveaway: Giveaway = {
  id: 7,
  name: 'Spring raffle',
  description: null,
  startDate: null,
  endDate: null,
  registrationCount: null,
  entryCount: 0,
  entryPath: '/giveaway/abc',
};

function setup() {
  const client = new QueryClient();
  client.setQueryData(giveawayKeys.list({ page: '1' }), { list: [giveaway] });
  const said: string[] = [];
  const retries: Array<() => void> = [];
  const deps = {
    queryClient: client,
    onDeleted: (msg: string) => said.push(msg),
    onFailed: (text: string, retry: () => void) => {
      said.push(text);
      retries.push(retry);
    },
  };
  return { client, said, retries, deps };
}

describe('giveaways queries', () => {
  it("Delete's question names the giveaway and counts the entries that go with it", () => {
    expect(deleteGiveawayText({ name: 'Spring Draw', entryCount: 0 })).toBe(
      'Spring Draw will be deleted. It has no entries, and its entry page stops working. This cannot be undone.',
    );
    expect(deleteGiveawayText({ name: 'Spring Draw', entryCount: 1 })).toBe(
      'Spring Draw will be deleted. Its 1 entry goes with it, and its entry page stops working. This cannot be undone.',
    );
    expect(deleteGiveawayText({ name: 'Spring Draw', entryCount: 1204 })).toContain('Its 1,204 entries go with it');
  });

  it('Delete says what the server said and loads every giveaway list again', async () => {
    const { client, said, deps } = setup();
    const sent: number[] = [];
    const send = async (g: Giveaway) => (sent.push(g.id), { status: true, msg: `Giveaway ${g.name} deleted.` });
    await new MutationObserver(
      client,
      removeGiveawayOptions({ ...deps, send }, () => undefined),
    ).mutate(giveaway);
    expect(sent).toEqual([7]);
    expect(said).toEqual(['Giveaway Spring raffle deleted.']);
    expect(client.getQueryState(giveawayKeys.list({ page: '1' }))?.isInvalidated).toBe(true);
  });

  it("a refusal answered with status false is a failure naming the giveaway, with the server's reason and Retry", async () => {
    const { client, said, retries, deps } = setup();
    const again: Giveaway[] = [];
    const send = async () => ({ status: false, msg: 'Giveaway has entries.' });
    await expect(
      new MutationObserver(
        client,
        removeGiveawayOptions({ ...deps, send }, (g) => again.push(g)),
      ).mutate(giveaway),
    ).rejects.toThrow('Giveaway has entries.');
    expect(said).toEqual(['Error deleting giveaway: Giveaway has entries. (Spring raffle)']);
    expect(removeFailedText(giveaway, new Error('Giveaway not found.'))).toBe(
      'Error deleting giveaway: Giveaway not found. (Spring raffle)',
    );
    retries[0]?.();
    expect(again).toEqual([giveaway]);
    expect(client.getQueryState(giveawayKeys.list({ page: '1' }))?.isInvalidated).toBe(false);
  });
});
