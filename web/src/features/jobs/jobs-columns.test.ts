import { describe, expect, it } from 'vitest';
import { COMPLETED_WITH_ERRORS, jobOutcomeLabel } from '@console/contracts/jobs.contract';
import { progressText } from './jobs-columns';

describe('progressText', () => {
  it('shows done / total while a job counts its work', () => {
    expect(progressText({ progressDone: 3, progressTotal: 10, failedRows: 0 })).toBe('3 / 10');
  });
  it('counts the failed rows beside it', () => {
    expect(progressText({ progressDone: 4, progressTotal: 4, failedRows: 2 })).toBe('4 / 4, 2 failed');
  });
  it('shows nothing for a job that does not count or found nothing to do (no "0 / 0")', () => {
    expect(progressText({ progressDone: 0, progressTotal: null, failedRows: 0 })).toBe('');
    expect(progressText({ progressDone: 0, progressTotal: 0, failedRows: 0 })).toBe('');
  });
});

describe('jobOutcomeLabel', () => {
  it('says Completed with errors for a done job with failed rows, and the state otherwise', () => {
    expect(jobOutcomeLabel({ status: 'done', failedRows: 1 })).toBe(COMPLETED_WITH_ERRORS);
    expect(jobOutcomeLabel({ status: 'done', failedRows: 0 })).toBe('Done');
    expect(jobOutcomeLabel({ status: 'failed', failedRows: 3 })).toBe('Failed');
    expect(jobOutcomeLabel({ status: 'running', failedRows: 3 })).toBe('Running');
  });
});
