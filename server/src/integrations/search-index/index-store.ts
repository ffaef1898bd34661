import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Shop } from '../../app-context';
import type { Db } from '../../platform/db';
import { FIRST_SHOP_ID, type ShopId } from '../../platform/shop-id';
import { nowIso } from '../../platform/db';
import { writeFileAtomic } from './atomic-file';

/**
 * Where the embedded index keeps its two documents (the index, the facets): each is replaced whole,
 * and `version` changes with every write so an instance reloads only what another one changed.
 */
export interface IndexDocumentStore {
  version(name: string): Promise<string | null>;
  read(name: string): Promise<{ version: string; text: string } | null>;
  /** Replaces the document in one step; answers its new version. */
  write(name: string, text: string): Promise<string>;
}

/**
 * The folder of a shop's index files: the first shop keeps DATA_DIR/search-index, where an install
 * from before several shops has its index; every other shop has `search-index/shops/<name>` (a shop
 * name is lower-case letters, digits and hyphens, so it never meets the first shop's `*.json` files).
 */
export function indexFolder(dataDir: string, shop: Pick<Shop, 'id' | 'name'>): string {
  const base = path.join(dataDir, 'search-index');
  return shop.id === FIRST_SHOP_ID ? base : path.join(base, 'shops', shop.name);
}

/** SQLite: one shop's files under DATA_DIR/search-index, renamed into place; the version is the file's mtime. */
export function fileIndexStore(dataDir: string, shop: Pick<Shop, 'id' | 'name'>): IndexDocumentStore {
  const dir = indexFolder(dataDir, shop);
  const fileOf = (name: string) => path.join(dir, `${name}.json`);
  async function version(name: string): Promise<string | null> {
    try {
      return String((await fs.stat(fileOf(name))).mtimeMs);
    } catch {
      return null;
    }
  }
  return {
    version,
    async read(name) {
      const at = await version(name);
      if (at === null) return null;
      return { version: at, text: await fs.readFile(fileOf(name), 'utf8') };
    },
    async write(name, text) {
      await writeFileAtomic(fileOf(name), text);
      return (await version(name)) ?? String(Date.now());
    },
  };
}

/** PostgreSQL: one shop's rows of `search_index_documents`, so every instance sees the index a worker built. */
export function databaseIndexStore(db: Db, shop: ShopId): IndexDocumentStore {
  return {
    async version(name) {
      const row = await db
        .selectFrom('search_index_documents')
        .select('version')
        .where('shop_id', '=', shop)
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.version ?? null;
    },
    async read(name) {
      const row = await db
        .selectFrom('search_index_documents')
        .select(['version', 'body'])
        .where('shop_id', '=', shop)
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? { version: row.version, text: row.body } : null;
    },
    async write(name, text) {
      const version = randomUUID();
      const values = { shop_id: shop, name, version, body: text, updated_at: nowIso() };
      await db
        .insertInto('search_index_documents')
        .values(values)
        .onConflict((oc) => oc.columns(['shop_id', 'name']).doUpdateSet({ version, body: text, updated_at: values.updated_at }))
        .execute();
      return version;
    },
  };
}
