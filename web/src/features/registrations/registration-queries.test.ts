import { describe, expect, it } from 'vitest';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import { moveFailedText, moveRows, movedText, whoText } from './registration-queries';

const row = (n: number, name = `Student ${n}`): CustomerRow =>
  ({ id: `gid://shop/Customer/${n}`, displayName: name, email: `s${n}@school.example` }) as CustomerRow;

describe('registration moves', () => {
  it('moves every row once, a refused row never stops the others, outcomes in screen order', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i));
    const calls: string[] = [];
    const outcome = await moveRows(rows, async (r) => {
      calls.push(r.id);
      // Later rows answer sooner, so the calls finish out of order.
      await new Promise((resolve) => setTimeout(resolve, 30 - Number(r.id.split('/').pop())));
      if (r.id.endsWith('/7')) throw new Error('refused');
    });
    expect(calls.sort()).toEqual(rows.map((r) => r.id).sort());
    expect(outcome.moved.map((r) => r.id)).toEqual(rows.filter((r) => !r.id.endsWith('/7')).map((r) => r.id));
    expect(outcome.failed.map((f) => f.row.id)).toEqual(['gid://shop/Customer/7']);
    expect((outcome.failed[0]?.error as Error).message).toBe('refused');
  });

  it('runs at most `concurrency` calls at a time', async () => {
    let running = 0;
    let most = 0;
    await moveRows(
      Array.from({ length: 12 }, (_, i) => row(i)),
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      },
      3,
    );
    expect(most).toBe(3);
  });

  it('messages name what changed and for whom', () => {
    expect(movedText('Approve', [row(1, 'Ada Lovelace')], 'students')).toBe('Approved Ada Lovelace (s1@school.example).');
    expect(movedText('Reject', [row(1), row(2), row(3)], 'staff')).toBe('Rejected 3 staff: Student 1 (s1@school.example) and 2 more.');
    expect(moveFailedText('Approve', [row(4, '')], 'students')).toBe('Approving s4@school.example failed');
    expect(whoText([], 'students')).toBe('no students');
  });
});
