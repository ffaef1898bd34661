import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { EventRow } from '@console/contracts/events.contract';
import type { ActionFeedback } from '../../ui/action-feedback';
import {
  eventActionOptions,
  eventActionText,
  eventSavedText,
  invitedText,
  peopleText,
  reinvitedText,
  removeEventQuestion,
  removeUsersQuestion,
  type EventAction,
} from './events-queries';
import { eventKeys } from './events-query-keys';

const row: EventRow = {
  id: 4,
  name: 'Spring Fair',
  description: '',
  dateFrom: '2026-12-01T10:00',
  dateTo: '2026-12-01T12:00',
  active: true,
  isDeleted: false,
  createdBy: 1,
  createdByEmail: null,
  invited: 3,
  registered: 1,
};

function setup() {
  const client = new QueryClient();
  client.setQueryData(eventKeys.list(), [row]);
  const said: Array<{ text: string; retry?: () => void }> = [];
  const feedback: ActionFeedback = {
    success: (text) => said.push({ text }),
    failure: (what, error, retry) => said.push({ text: `${what}: ${(error as Error).message}`, retry }),
  };
  return { client, said, feedback };
}

describe('events queries', () => {
  it('names the people and the event in what the screen says', () => {
    expect(peopleText(['a@x.example'])).toBe('a@x.example');
    expect(peopleText(['a@x.example', 'b@x.example'])).toBe('a@x.example and b@x.example');
    expect(peopleText(['a@x.example', 'b@x.example', 'c@x.example'])).toBe('a@x.example and 2 more');
    expect(reinvitedText(row, [{ email: 'a@x.example' }], 1)).toBe(
      'Invitation sent again to 1 user. Reinvited a@x.example to Spring Fair.',
    );
    expect(invitedText(row, { email: 'a@x.example' })).toBe('Invited a@x.example to Spring Fair.');
    expect(eventSavedText(null, { name: 'Spring Fair' })).toBe('Created event Spring Fair.');
    expect(eventSavedText(row, { name: 'Spring Fair 2' })).toBe('Saved event Spring Fair 2.');
  });

  it('Remove users keeps the documented count, names the event and loads the events again', async () => {
    const { client, said, feedback } = setup();
    const sent: Array<[EventAction, number]> = [];
    const send = async (action: EventAction, r: EventRow) => (sent.push([action, r.id]), { deleted: 3 });
    await new MutationObserver(
      client,
      eventActionOptions({ queryClient: client, feedback, send }, () => undefined),
    ).mutate({ row, action: 'removeUsers' });
    expect(sent).toEqual([['removeUsers', 4]]);
    expect(said.map((s) => s.text)).toEqual(['3 users removed from Spring Fair.']);
    expect(client.getQueryState(eventKeys.list())?.isInvalidated).toBe(true);
  });

  it('Remove and Remove Users ask naming the event and how many people go; one user is a user', () => {
    expect(removeUsersQuestion(row)).toMatchObject({
      title: 'Remove the users of Spring Fair?',
      message: '4 users (3 invited, 1 registered) will be removed from the invite list of Spring Fair. This cannot be undone.',
      confirmLabel: 'Remove users',
    });
    expect(removeUsersQuestion({ ...row, invited: 0, registered: 0 }).message).toBe('Spring Fair has no users on its invite list.');
    expect(removeEventQuestion(row).title).toBe('Remove event Spring Fair?');
    expect(eventActionText('removeUsers', row, { deleted: 1 })).toBe('1 user removed from Spring Fair.');
  });

  it('Reports opens the Reports modal and loads nothing again', async () => {
    const { client, said, feedback } = setup();
    let asked = 0;
    const send = async () => ({ message: 'queued' });
    await new MutationObserver(
      client,
      eventActionOptions({ queryClient: client, feedback, send, onReportAsked: () => (asked += 1) }, () => undefined),
    ).mutate({ row, action: 'reports' });
    expect(asked).toBe(1);
    expect(said.map((s) => s.text)).toEqual(['The report of Spring Fair will be e-mailed to you.']);
    expect(client.getQueryState(eventKeys.list())?.isInvalidated).toBe(false);
  });

  it("a refused remove shows the server's reason naming the event, and Retry sends the same again", async () => {
    const { client, said, feedback } = setup();
    const again: unknown[] = [];
    const send = () => Promise.reject(new Error('Event not found.'));
    await expect(
      new MutationObserver(
        client,
        eventActionOptions({ queryClient: client, feedback, send }, (input) => again.push(input)),
      ).mutate({ row, action: 'remove' }),
    ).rejects.toThrow();
    expect(said[0]?.text).toBe('Removing event Spring Fair failed: Event not found.');
    said[0]?.retry?.();
    expect(again).toEqual([{ row, action: 'remove' }]);
  });
});
