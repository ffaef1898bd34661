import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CappedCount } from '../../platform/capped-count';
import { createDb } from '../../platform/db';
import { FIRST_SHOP_ID, shopIdOf } from '../../platform/shop-id';
import { customersChanged, rememberedCount } from './customer-counts';
import type { CustomerListFilter } from './customers.repository';

/** The queues' remembered totals under the interleavings that could keep a stale one, forced step by step. */

const filter: CustomerListFilter = { programme: 'student', status: 'pending', search: { searchValue: '', searchType: 'Email' } };

/** A count that answers when told to, and how often it was asked. */
function heldCounts() {
  const held: Array<(n: number) => void> = [];
  let asked = 0;
  const count = () => {
    asked += 1;
    return new Promise<CappedCount>((resolve) => held.push((n) => resolve({ total: n, totalCapped: false })));
  };
  return { count, held, asked: () => asked };
}

describe('remembered queue totals', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-counts-test-'));
  const db = createDb({ dataDir, databaseUrl: null });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shares one count among concurrent pages and keeps it until a customer changes', async () => {
    // Whatever an earlier test left remembered is dropped: this one starts from no count.
    customersChanged();
    const counts = heldCounts();
    const first = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
    const second = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
    counts.held[0]?.(5);
    expect(await first).toEqual({ total: 5, totalCapped: false });
    expect(await second).toEqual({ total: 5, totalCapped: false });
    expect(await rememberedCount(db, FIRST_SHOP_ID, filter, counts.count)).toEqual({ total: 5, totalCapped: false });
    expect(counts.asked()).toBe(1);
    // Another filter and another database count on their own.
    void rememberedCount(db, FIRST_SHOP_ID, { ...filter, status: 'approved' }, counts.count);
    // Filters whose parts would run together if joined without a separator, and a left-out state, count apart.
    void rememberedCount(db, FIRST_SHOP_ID, { ...filter, search: { searchType: 'Email', searchValue: 'a' } }, counts.count);
    void rememberedCount(db, FIRST_SHOP_ID, { ...filter, storeState: 'ENABLED' }, counts.count);
    void rememberedCount(db, FIRST_SHOP_ID, { ...filter, storeState: '-' }, counts.count);
    void rememberedCount({} as typeof db, FIRST_SHOP_ID, filter, counts.count);
    // Another shop's total under the same filter is its own.
    void rememberedCount(db, shopIdOf(2), filter, counts.count);
    expect(counts.asked()).toBe(7);

    customersChanged();
    const after = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
    expect(counts.asked()).toBe(8);
    counts.held[7]?.(6);
    expect(await after).toEqual({ total: 6, totalCapped: false });
  });

  it('does not keep a count that was running when a customer changed', async () => {
    customersChanged();
    const counts = heldCounts();
    const running = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
    // The change lands while the count still reads the rows as they were.
    customersChanged();
    counts.held[0]?.(7);
    expect(await running).toEqual({ total: 7, totalCapped: false });
    const next = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
    expect(counts.asked()).toBe(2);
    counts.held[1]?.(8);
    expect(await next).toEqual({ total: 8, totalCapped: false });
  });

  it('does not keep a count made between a change and the commit of its transaction', async () => {
    customersChanged();
    const counts = heldCounts();
    let commit!: () => void;
    const open = new Promise<void>((resolve) => (commit = resolve));
    let changed!: () => void;
    const changeWritten = new Promise<void>((resolve) => (changed = resolve));
    const transaction = db.transaction().execute(async () => {
      customersChanged();
      changed();
      await open;
    });
    await changeWritten;
    // A page outside the transaction counts the rows as they were before the commit.
    const before = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
    counts.held[0]?.(9);
    expect(await before).toEqual({ total: 9, totalCapped: false });
    commit();
    await transaction;
    const after = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
    expect(counts.asked()).toBe(2);
    counts.held[1]?.(10);
    expect(await after).toEqual({ total: 10, totalCapped: false });
  });

  it('counts afresh inside a transaction and forgets a failed count', async () => {
    customersChanged();
    const counts = heldCounts();
    await db.transaction().execute(async () => {
      const inside = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
      counts.held[0]?.(11);
      expect(await inside).toEqual({ total: 11, totalCapped: false });
    });
    const outside = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
    expect(counts.asked()).toBe(2);
    counts.held[1]?.(12);
    await outside;

    customersChanged();
    const failing = rememberedCount(db, FIRST_SHOP_ID, filter, () => Promise.reject(new Error('database gone')));
    await expect(failing).rejects.toThrow('database gone');
    const retried = rememberedCount(db, FIRST_SHOP_ID, filter, counts.count);
    expect(counts.asked()).toBe(3);
    counts.held[2]?.(13);
    expect(await retried).toEqual({ total: 13, totalCapped: false });
  });
});
