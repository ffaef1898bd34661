import { describe, expect, it } from 'vitest';
import { progressText } from './jobs-columns';

describe('progressText', () => {
  it('shows done / total while a job counts its work', () => {
    expect(progressText({ progressDone: 3, progressTotal: 10 })).toBe('3 / 10');
  });
  it('shows nothing for a job that does not count or found nothing to do (no "0 / 0")', () => {
    expect(progressText({ progressDone: 0, progressTotal: null })).toBe('');
    expect(progressText({ progressDone: 0, progressTotal: 0 })).toBe('');
  });
});
