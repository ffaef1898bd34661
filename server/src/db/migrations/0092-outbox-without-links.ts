import { sql, type Kysely } from 'kysely';

/**
 * The outbox keeps no live link: links already stored in invitation e-mails are replaced
 * by the markers the send job fills with a fresh link (platform/mail-links.ts, the same texts), so
 * resending an old message sends the link that works then.
 */
const LINK = /https?:\/\/[^\s"<>]+\/(?:event-)?invite\/[A-Za-z0-9_-]{43}/g;
const VALID_UNTIL = /valid until \d{4}-\d{2}-\d{2}/g;

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; text_body: string; html_body: string }>`
    SELECT id, text_body, html_body FROM mail_outbox WHERE kind LIKE 'invitation.%' OR kind = 'event.invite'`.execute(db);
  for (const row of rows.rows) {
    const scrub = (body: string) => body.replace(LINK, '[[link]]').replace(VALID_UNTIL, 'valid until [[link-valid-until]]');
    await sql`UPDATE mail_outbox SET text_body = ${scrub(row.text_body)}, html_body = ${scrub(row.html_body)} WHERE id = ${row.id}`.execute(
      db,
    );
  }
}
