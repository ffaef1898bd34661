import { describe, expect, it } from 'vitest';
import { createTabShopStore, storageSlot, type TabShop, type TextSlot } from './tab-shop';

function memorySlot(initial: string | null = null): TextSlot & { value: string | null } {
  const slot = {
    value: initial,
    get: () => slot.value,
    set: (v: string) => {
      slot.value = v;
    },
    remove: () => {
      slot.value = null;
    },
  };
  return slot;
}

/** A storage that throws as the admin's frame or a blocked browser does. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 } as unknown as Storage;
}

describe('the tab shop store', () => {
  it('starts on the cookies shop and keeps it when the cookies move to another (another tab switched)', () => {
    let cookies: TabShop | null = { name: 'employee-store-dev', flags: ['showStudents'] };
    const slot = memorySlot();
    const store = createTabShopStore(slot, () => cookies);
    expect(store.current()).toEqual({ name: 'employee-store-dev', flags: ['showStudents'] });
    cookies = { name: 'employee-store-ca', flags: ['showStudents', 'showRetireeUsers'] };
    expect(store.current()?.name).toBe('employee-store-dev');
    // A reload of the same tab reads its own shop back.
    expect(createTabShopStore(slot, () => cookies).current()?.name).toBe('employee-store-dev');
  });

  it('switches, tells its listeners, and answers the same snapshot until the next change', () => {
    const store = createTabShopStore(memorySlot(), () => ({ name: 'a', flags: [] }));
    let told = 0;
    const unsubscribe = store.subscribe(() => (told += 1));
    const first = store.current();
    expect(store.current()).toBe(first);
    store.set({ name: 'b', flags: ['showAudit'] });
    expect(told).toBe(1);
    expect(store.current()).toEqual({ name: 'b', flags: ['showAudit'] });
    store.set({ name: 'b', flags: ['showAudit'] });
    expect(told).toBe(1);
    unsubscribe();
    store.set({ name: 'c', flags: [] });
    expect(told).toBe(1);
  });

  it('forgets its shop at sign-out and then takes the cookies again (none while signed out)', () => {
    let cookies: TabShop | null = { name: 'a', flags: [] };
    const slot = memorySlot(JSON.stringify({ name: 'b', flags: ['showStudents'] }));
    const store = createTabShopStore(slot, () => cookies);
    expect(store.current()?.name).toBe('b');
    cookies = null;
    store.clear();
    expect(slot.value).toBeNull();
    expect(store.current()).toBeNull();
    cookies = { name: 'a', flags: ['showStaff'] };
    expect(store.current()).toEqual({ name: 'a', flags: ['showStaff'] });
  });

  it('drops what it cannot read: bad JSON, no name, unknown flags', () => {
    expect(createTabShopStore(memorySlot('{'), () => null).current()).toBeNull();
    expect(createTabShopStore(memorySlot('{"flags":[]}'), () => null).current()).toBeNull();
    expect(createTabShopStore(memorySlot('{"name":"a","flags":["showStudents","nope",3]}'), () => null).current()).toEqual({
      name: 'a',
      flags: ['showStudents'],
    });
  });

  it('keeps the shop in memory where web storage throws', () => {
    const slot = storageSlot(throwingStorage, 'k');
    expect(slot.get()).toBeNull();
    slot.set('x');
    expect(slot.get()).toBe('x');
    slot.remove();
    expect(slot.get()).toBeNull();
    const store = createTabShopStore(slot, () => ({ name: 'a', flags: [] }));
    store.set({ name: 'b', flags: [] });
    expect(store.current()?.name).toBe('b');
  });
});
