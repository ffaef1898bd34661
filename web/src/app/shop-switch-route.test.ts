import { describe, expect, it } from 'vitest';
import { pathAfterSwitch, routeFlag } from './shop-switch-route';

describe('pathAfterSwitch', () => {
  it('keeps the route and its list, from the first page, when the new shop gives its flag', () => {
    expect(pathAfterSwitch('/students', '?tab=1&search=ada&cursor=abc&dir=next', ['showStudents'])).toBe('/students?tab=1&search=ada');
    expect(pathAfterSwitch('/students', '', ['showStudents'])).toBe('/students');
    expect(pathAfterSwitch('/jobs', '?status=failed&page=3', [])).toBe('/jobs?status=failed');
  });

  it('goes home when the new shop lacks the route flag', () => {
    expect(pathAfterSwitch('/retireeusers', '?tab=1', ['showStudents'])).toBe('/');
    expect(pathAfterSwitch('/audit', '', ['showStudents'])).toBe('/');
    expect(pathAfterSwitch('/audit', '', ['showAudit'])).toBe('/audit');
  });

  it('stays home on home', () => {
    expect(pathAfterSwitch('/', '', [])).toBe('/');
  });
});

describe('routeFlag', () => {
  it('names the flag of a card route and of a shell screen', () => {
    expect(routeFlag('/students')).toBe('showStudents');
    expect(routeFlag('/retireeusers')).toBe('showRetireeUsers');
    expect(routeFlag('/audit')).toBe('showAudit');
    expect(routeFlag('/jobs')).toBeNull();
    expect(routeFlag('/')).toBeUndefined();
  });
});
