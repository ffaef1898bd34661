import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '@console/contracts/common/flags';
import { migrateToLatest } from '../src/db/migrate';
import { databaseBefore, type DatabaseBefore } from './migration-support';

/**
 * Migration 0080 on a database with jobs and files of before: one flag becomes a set of one; no
 * flag (a bulk reinvite across programmes, its error file) becomes every flag, so such a job is no
 * longer visible to every operator but only to one who holds them all.
 */
describe('0080 flag sets', () => {
  let before: DatabaseBefore | undefined;

  beforeAll(async () => {
    before = await databaseBefore('0080');
  });
  afterAll(async () => {
    await before?.close();
  });

  it('keeps one flag as a set of one and gives the flagless rows every flag', async () => {
    if (!before) throw new Error('setup');
    const { db, legacy } = before;
    const now = new Date().toISOString();
    const job = (type: string, flag: string | null) => ({
      type,
      payload: '{}',
      status: 'done',
      attempts: 1,
      max_attempts: 3,
      run_after: now,
      operator_id: null,
      flag,
      created_at: now,
      updated_at: now,
    });
    await legacy
      .insertInto('jobs')
      .values([job('invitations.reinvite', null), job('coupons.upload', 'showCoupons')])
      .execute();
    const file = (name: string, flag: string | null) => ({
      name,
      content_type: 'text/plain',
      size: 1,
      storage_path: name,
      operator_id: null,
      flag,
      created_at: now,
    });
    await legacy
      .insertInto('files')
      .values([file('Failed_Rows_Job_1.xlsx', null), file('Coupons.xlsx', 'showCoupons')])
      .execute();

    await migrateToLatest(db as unknown as Kysely<unknown>);

    const every = [...FLAGS].sort().join(',');
    expect(await db.selectFrom('jobs').select(['type', 'flags', 'error_file_id']).orderBy('id').execute()).toEqual([
      { type: 'invitations.reinvite', flags: every, error_file_id: null },
      { type: 'coupons.upload', flags: 'showCoupons', error_file_id: null },
    ]);
    expect(await db.selectFrom('files').select(['name', 'flags']).orderBy('id').execute()).toEqual([
      { name: 'Failed_Rows_Job_1.xlsx', flags: every },
      { name: 'Coupons.xlsx', flags: 'showCoupons' },
    ]);
  });
});
