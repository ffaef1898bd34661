import { describe, expect, it } from 'vitest';
import { uploadedRowsGoTo } from './registration-config';
import { registrationTabs } from './registrations.programme';

describe('uploadedRowsGoTo', () => {
  it('names the Approved tab, where the server puts uploaded rows', () => {
    expect(uploadedRowsGoTo({ tabs: registrationTabs() })).toBe('the Approved tab');
    expect(uploadedRowsGoTo({ tabs: registrationTabs({ approvedNextLabel: 'To Next' }) })).toBe('the Approved tab');
  });

  it('says nothing when there is no approved tab', () => {
    expect(uploadedRowsGoTo({ tabs: registrationTabs().filter((tab) => tab.status !== 'approved') })).toBeUndefined();
  });
});
