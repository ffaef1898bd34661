import { describe, expect, it } from 'vitest';
import { rewritePath } from '@console/contracts/common/call';

describe('rewritePath', () => {
  it('drops the first segment and prefixes the route prefix', () => {
    expect(rewritePath('/api/students/pending', '/api')).toBe('/api/students/pending');
    expect(rewritePath('/api/students/pending', '/proxy/console')).toBe('/proxy/console/students/pending');
    expect(rewritePath('/api/customers', undefined)).toBe('/api/customers');
    expect(rewritePath('/credits/transactions', '/api')).toBe('/api/transactions');
    expect(rewritePath('/auth/login', '/proxy')).toBe('/auth/login');
  });
});
