import { describe, expect, it } from 'vitest';
import { creditQuestion, creditWhomText } from './credits-queries';

const c = (name: string, email: string) => ({ name, email });

describe('credits queries: whom a money change is for', () => {
  it('names the first customers and counts the rest', () => {
    expect(creditWhomText([c('Ada Lovelace', 'ada@x.test')])).toBe('Ada Lovelace (ada@x.test)');
    expect(creditWhomText([c('Ada', 'ada@x.test'), c('', 'bo@x.test')])).toBe('Ada (ada@x.test) and bo@x.test');
    expect(creditWhomText([c('A', 'a@x'), c('B', 'b@x'), c('C', 'c@x'), c('D', 'd@x')])).toBe('A (a@x), B (b@x) and 2 more');
  });

  it('asks first, saying the amount, how many and whom', () => {
    expect(creditQuestion('issue', '$10.00', [c('Ada', 'ada@x.test'), c('Bo', 'bo@x.test')])).toEqual({
      title: 'Issue $10.00 credit to 2 customers?',
      message: 'Each of Ada (ada@x.test) and Bo (bo@x.test) gets $10.00 of store credit they can spend at once.',
      confirm: 'Issue credit',
    });
    expect(creditQuestion('adjust', '-$5.00', [c('Ada', 'ada@x.test')]).title).toBe('Adjust the balance of 1 customer by -$5.00?');
  });
});
