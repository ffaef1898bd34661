import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { MailRow } from '@console/contracts/mail.contract';
import type { ActionFeedback } from '../../ui/action-feedback';
import { jobKeys } from '../../api/jobs-query-keys';
import { resendMailOptions, resentText } from './mail-queries';
import { mailKeys } from './mail-query-keys';

const row: MailRow = {
  id: 7,
  to: 'ada@school.example',
  subject: 'Your invitation',
  kind: 'invitation.site',
  status: 'failed',
  attempts: 5,
  lastError: '550',
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: null,
};

function recorder() {
  const said: Array<{ kind: string; text: string; retry?: () => void }> = [];
  const feedback: ActionFeedback = {
    success: (text) => said.push({ kind: 'success', text }),
    failure: (what, error, retry) => said.push({ kind: 'failure', text: `${what}: ${(error as Error).message}`, retry }),
  };
  return { said, feedback };
}

/** A client holding mail lists and messages and the jobs' list and a job, to see what a resend invalidates. */
function clientWithLists(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(mailKeys.list({ status: 'all' }), { rows: [row] });
  client.setQueryData(mailKeys.detail(7), row);
  client.setQueryData(mailKeys.detail(8), row);
  client.setQueryData(jobKeys.list({ status: null }), { rows: [] });
  client.setQueryData(jobKeys.detail(3), {});
  client.setQueryData(['other'], 1);
  return client;
}

describe('mail queries', () => {
  it('Resend says what was queued for whom, and loads the outbox and the jobs again', async () => {
    const client = clientWithLists();
    const { said, feedback } = recorder();
    let settled = 0;
    const sent: number[] = [];
    const options = resendMailOptions(
      { queryClient: client, feedback, afterQueued: () => (settled += 1), send: async (r) => sent.push(r.id) },
      () => undefined,
    );
    await new MutationObserver(client, options).mutate(row);
    expect(sent).toEqual([7]);
    expect(said).toEqual([{ kind: 'success', text: "Queued 'Your invitation' to ada@school.example to be sent again." }]);
    expect(settled).toBe(1);
    expect(client.getQueryState(mailKeys.list({ status: 'all' }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(mailKeys.detail(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(jobKeys.list({ status: null }))?.isInvalidated).toBe(true);
    // Another message, any job's detail and other features' queries stay fresh.
    expect(client.getQueryState(mailKeys.detail(8))?.isInvalidated).toBe(false);
    expect(client.getQueryState(jobKeys.detail(3))?.isInvalidated).toBe(false);
    expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
  });

  it("a failed Resend shows the server's reason with a Retry that sends the same message", async () => {
    const client = clientWithLists();
    const { said, feedback } = recorder();
    const retried: MailRow[] = [];
    const options = resendMailOptions(
      {
        queryClient: client,
        feedback,
        afterQueued: () => undefined,
        send: () => Promise.reject(new Error('The message is already queued.')),
      },
      (r) => retried.push(r),
    );
    await expect(new MutationObserver(client, options).mutate(row)).rejects.toThrow('already queued');
    expect(said.map((s) => s.text)).toEqual([
      "Sending 'Your invitation' to ada@school.example again failed: The message is already queued.",
    ]);
    said[0]?.retry?.();
    expect(retried).toEqual([row]);
    expect(client.getQueryState(mailKeys.list({ status: 'all' }))?.isInvalidated).toBe(false);
  });

  it('names a message by subject and recipient', () => {
    expect(resentText(row)).toBe("Queued 'Your invitation' to ada@school.example to be sent again.");
    expect(mailKeys.detail(7)).toEqual(['mail', 'detail', 7]);
  });
});
