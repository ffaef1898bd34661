import { describe, expect, it } from 'vitest';
import { movesAnswer } from './store-credit-answers';

describe('movesAnswer', () => {
  const applied = (email: string) => ({ state: 'applied' as const, moveId: 1, email, balanceAfterCents: 100 });
  it('says what was applied, in the screen words of docs/functions/codes-credits-knot-giveaways.md', () => {
    expect(movesAnswer('credit', 1250, [applied('a@x.test'), applied('b@x.test')])).toEqual({
      status: true,
      msg: 'Credit of $12.50 issued to 2 customers.',
    });
    expect(movesAnswer('adjustment', 500, [applied('a@x.test')])).toEqual({
      status: true,
      msg: 'Balance of 1 customer adjusted by -$5.00.',
    });
  });
  it('says what waits for the store, still a success', () => {
    const answer = movesAnswer('credit', 100, [applied('a@x.test'), { state: 'waiting', moveId: 2, email: 'b@x.test', reason: 'down' }]);
    expect(answer.status).toBe(true);
    expect(answer.msg).toBe(
      'Credit of $1.00 issued to 1 customer. The store did not answer for 1 customer; queued, it will be applied once when the store answers (see Jobs).',
    );
  });
  it('makes any refusal a failure under the error title, with the store words', () => {
    const answer = movesAnswer('adjustment', 100, [
      { state: 'refused', moveId: 3, email: 'c@x.test', message: 'The account does not have sufficient funds.' },
    ]);
    expect(answer).toEqual({
      status: false,
      msg: 'Error adjusting balance: The store refused c@x.test: The account does not have sufficient funds.',
    });
  });
});
