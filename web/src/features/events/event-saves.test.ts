import { describe, expect, it } from 'vitest';
import { cacheHolding } from '../../ui/query-cache-probe';
import { invalidateKeys } from '../../ui/save-mutation';
import { eventActionChanges, eventSave, inviteEventUserSave } from './events-queries';
import { eventKeys } from './events-query-keys';

/** A cache holding the events list, two events and a page of each one's invites. */
function cache() {
  return cacheHolding({
    list: eventKeys.list(),
    four: eventKeys.detail(4),
    five: eventKeys.detail(5),
    fourInvites: eventKeys.named('invites', { eventId: 4, tab: 'All', search: '', page: 1 }),
    fiveInvites: eventKeys.named('invites', { eventId: 5, tab: 'All', search: '', page: 1 }),
  });
}

describe('event saves', () => {
  it('an edit makes stale the list and that event; its invites stay fresh', async () => {
    const { client, stale } = cache();
    await eventSave(client, { id: 4 }).invalidate({} as never);
    expect(stale()).toEqual(['list', 'four']);
  });

  it('a create makes stale the list only', async () => {
    const { client, stale } = cache();
    await eventSave(client, null).invalidate({} as never);
    expect(stale()).toEqual(['list']);
  });

  it("an invite makes stale the list's counts and that event's invites, not another event's", async () => {
    const { client, stale } = cache();
    await inviteEventUserSave(client, { id: 4 }).invalidate({} as never);
    expect(stale()).toEqual(['list', 'fourInvites']);
  });

  it('Remove and Remove Users make stale the list, that event and its invites', async () => {
    const { client, stale } = cache();
    await invalidateKeys(client, eventActionChanges({ id: 5 }));
    expect(stale()).toEqual(['list', 'five', 'fiveInvites']);
  });
});
