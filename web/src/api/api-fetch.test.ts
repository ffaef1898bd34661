import { describe, expect, it } from 'vitest';
import { SHOP_HEADER, shopHeaders } from './api-fetch';

describe('shopHeaders', () => {
  it('names the tab shop on every API call, reads and writes alike', () => {
    expect(SHOP_HEADER).toBe('X-Shop-Name');
    expect(shopHeaders('/api/students/pending', 'employee-store-ca')).toEqual({ 'X-Shop-Name': 'employee-store-ca' });
    expect(shopHeaders('/api/customers', 'employee-store-dev')).toEqual({ 'X-Shop-Name': 'employee-store-dev' });
    // Under another route prefix (docs/functions/shell-students-staff.md §7) too.
    expect(shopHeaders('/proxy/console/students/pending', 'a')).toEqual({ 'X-Shop-Name': 'a' });
  });

  it('sends none without a shop or on the sign-in calls', () => {
    expect(shopHeaders('/api/me', null)).toEqual({});
    expect(shopHeaders('/api/me', '')).toEqual({});
    expect(shopHeaders('/auth/login', 'employee-store-ca')).toEqual({});
    expect(shopHeaders('/auth/logout', 'employee-store-ca')).toEqual({});
  });
});
