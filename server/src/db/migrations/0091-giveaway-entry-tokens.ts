import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * A giveaway's public entry page is reached by an unguessable token, not its sequential id
 *; existing giveaways get one here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('giveaways').addColumn('entry_token', 'text').execute();
  const rows = await sql<{ id: number }>`SELECT id FROM giveaways`.execute(db);
  for (const row of rows.rows) {
    await sql`UPDATE giveaways SET entry_token = ${randomBytes(32).toString('base64url')} WHERE id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('giveaways_entry_token').on('giveaways').column('entry_token').unique().execute();
}
