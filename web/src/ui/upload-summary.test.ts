import { describe, expect, it } from 'vitest';
import { uploadCounts, uploadCountsText } from './upload-summary';

describe('upload summary', () => {
  it('counts done rows by their outcome word and the failed ones', () => {
    const counts = uploadCounts([
      { row: 1, status: 'done', message: 'Created.' },
      { row: 2, status: 'done', message: 'Updated.' },
      { row: 3, status: 'failed', message: 'Email not valid.' },
      { row: 4, status: 'done', message: 'Created.' },
      { row: 5, status: 'done', message: 'Price changed from 10.00 to 12.00 (+20%).' },
    ]);
    expect(counts).toEqual({
      done: [
        ['created', 2],
        ['updated', 1],
        ['done', 1],
      ],
      failed: 1,
    });
    expect(uploadCountsText(counts)).toBe('2 created, 1 updated, 1 done, 1 failed');
  });

  it('says so when nothing was imported', () => {
    expect(uploadCountsText(uploadCounts([]))).toBe('No rows');
    expect(uploadCountsText(uploadCounts([{ row: 1, status: 'failed', message: 'x' }]))).toBe('1 failed');
  });
});
