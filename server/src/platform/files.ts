import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Flag } from '@console/contracts/common/flags';
import { dbKind } from '../db/dialect';
import type { DbOrTrx } from './db';
import { nowIso } from './db';
import { flagSetText } from './flag-sets';
import type { ShopId } from './shop-id';

export interface StoredFile {
  id: number;
  name: string;
  contentType: string;
  size: number;
}

export interface FileRecord extends StoredFile {
  /** Absolute path of the bytes on this instance's disk (SQLite); null when they are rows of the database. */
  absolutePath: string | null;
  operatorId: number | null;
  /** Stored flag set (platform/flag-sets): every flag an operator needs to download it. */
  flags: string;
  createdAt: string;
  /** Set when the retention clean-up removed the bytes. */
  removedAt: string | null;
}

export interface NewFile {
  /** The shop whose file it is: only that shop's calls find it (a job's files: the job's shop). */
  shop: ShopId;
  name: string;
  contentType: string;
  operatorId: number | null;
  /** Every flag an operator needs to download it; at least one. */
  flags: readonly Flag[];
  /** Never removed by the retention clean-up (FILE_RETENTION_DAYS), e.g. a shipping label reprinted months later. */
  keep?: boolean;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `storage_path` of a file whose bytes are rows of `file_chunks`. */
const IN_DATABASE = 'db:';
const CHUNK_BYTES = 512 * 1024;

/**
 * Where the bytes of made files live: on PostgreSQL in the database (several instances share
 * nothing else, docs/conventions.md 'What we build'), on SQLite under DATA_DIR/files as the database itself is there.
 */
function inDatabase(db: DbOrTrx): boolean {
  return dbKind(db) === 'postgres';
}

/** A file being written; renamed without it when complete, so a crash never leaves a file that looks made. */
export const PARTIAL_SUFFIX = '.partial';
const PARTIAL_MAX_AGE_MS = 86_400_000;

/** Removes what writes cut short by a crash left (`*.partial` older than a day) under DATA_DIR/files. */
export function removePartialFiles(dataDir: string, now: Date = new Date()): number {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return 0;
  let removed = 0;
  for (const month of fs.readdirSync(root, { withFileTypes: true })) {
    if (!month.isDirectory()) continue;
    const folder = path.join(root, month.name);
    for (const name of fs.readdirSync(folder)) {
      if (!name.endsWith(PARTIAL_SUFFIX)) continue;
      const file = path.join(folder, name);
      if (now.getTime() - fs.statSync(file).mtimeMs < PARTIAL_MAX_AGE_MS) continue;
      fs.rmSync(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** A file name safe on any file system, keeping the readable part. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120) || 'file';
}

/**
 * Reserves a place under DATA_DIR/files for a file about to be written (a streamed report writes
 * straight there). On PostgreSQL it is a working copy that recordFile moves into the database.
 */
export function newFilePath(dataDir: string, name: string): { relative: string; absolute: string } {
  const month = new Date().toISOString().slice(0, 7);
  const relative = path.join('files', month, `${crypto.randomBytes(12).toString('hex')}-${safeName(name)}`);
  const absolute = path.join(dataDir, relative);
  fs.mkdirSync(path.dirname(absolute), { recursive: true, mode: 0o700 });
  return { relative, absolute };
}

async function insertFileRow(db: DbOrTrx, file: NewFile, size: number, storagePath: string): Promise<StoredFile> {
  const row = await db
    .insertInto('files')
    .values({
      shop_id: file.shop,
      name: file.name,
      content_type: file.contentType,
      size,
      storage_path: storagePath,
      operator_id: file.operatorId,
      flags: flagSetText(file.flags),
      kept: file.keep ? 1 : 0,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: file.name, contentType: file.contentType, size };
}

/** Runs `work` in the caller's transaction, or in a new one: a file row never exists without all its chunks. */
async function inTransaction<T>(db: DbOrTrx, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

async function writeChunks(trx: DbOrTrx, fileId: number, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
  let seq = 0;
  for await (const data of chunks) await trx.insertInto('file_chunks').values({ file_id: fileId, seq: seq++, data }).execute();
}

function* slices(bytes: Uint8Array): Iterable<Buffer> {
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield Buffer.from(bytes.subarray(at, at + CHUNK_BYTES));
}

/** Records a file already written at `relative` (under DATA_DIR); on PostgreSQL its bytes move into the database. */
export async function recordFile(db: DbOrTrx, dataDir: string, relative: string, file: NewFile): Promise<StoredFile> {
  const absolute = path.join(dataDir, relative);
  const size = fs.statSync(absolute).size;
  if (!inDatabase(db)) return insertFileRow(db, file, size, relative);
  const stored = await inTransaction(db, async (trx) => {
    const row = await insertFileRow(trx, file, size, IN_DATABASE);
    await writeChunks(trx, row.id, fs.createReadStream(absolute, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>);
    return row;
  });
  fs.rmSync(absolute, { force: true });
  return stored;
}

/** Stores bytes (under DATA_DIR/files, or in the database on PostgreSQL) and records them. */
export async function storeFile(db: DbOrTrx, dataDir: string, file: NewFile & { bytes: Uint8Array }): Promise<StoredFile> {
  flagSetText(file.flags);
  if (inDatabase(db)) {
    return inTransaction(db, async (trx) => {
      const row = await insertFileRow(trx, file, file.bytes.length, IN_DATABASE);
      await writeChunks(trx, row.id, slices(file.bytes));
      return row;
    });
  }
  const { relative, absolute } = newFilePath(dataDir, file.name);
  fs.writeFileSync(absolute, file.bytes);
  return recordFile(db, dataDir, relative, file);
}

/** The shop's file by id; another shop's file is not found, as if it did not exist. */
export async function findFile(db: DbOrTrx, dataDir: string, shop: ShopId, id: number): Promise<FileRecord | null> {
  const row = await db.selectFrom('files').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    absolutePath: row.storage_path === IN_DATABASE ? null : path.join(dataDir, row.storage_path),
    operatorId: row.operator_id,
    flags: row.flags,
    createdAt: row.created_at,
    removedAt: row.removed_at,
  };
}

/** Whether the bytes of a recorded file are still there. */
export async function fileBytesExist(db: DbOrTrx, file: FileRecord): Promise<boolean> {
  if (file.absolutePath !== null) return fs.existsSync(file.absolutePath);
  if (file.size === 0) return true;
  const chunk = await db.selectFrom('file_chunks').select('seq').where('file_id', '=', file.id).limit(1).executeTakeFirst();
  return chunk !== undefined;
}

/** The bytes of a recorded file as a stream, one chunk in memory at a time. */
export function openFileBytes(db: DbOrTrx, file: FileRecord): Readable {
  if (file.absolutePath !== null) return fs.createReadStream(file.absolutePath);
  async function* chunks(): AsyncIterable<Buffer> {
    for (let seq = 0; ; seq++) {
      const chunk = await db
        .selectFrom('file_chunks')
        .select('data')
        .where('file_id', '=', file.id)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!chunk) return;
      yield Buffer.from(chunk.data);
    }
  }
  return Readable.from(chunks());
}

/** The whole of a (small) recorded file, e.g. a mail attachment. */
export async function readFileBytes(db: DbOrTrx, file: FileRecord): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of openFileBytes(db, file)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Removes the bytes of a recorded file wherever they live. */
export async function removeRecordedBytes(db: DbOrTrx, file: FileRecord): Promise<void> {
  if (file.absolutePath === null) await db.deleteFrom('file_chunks').where('file_id', '=', file.id).execute();
  else fs.rmSync(file.absolutePath, { force: true });
}

/** Removes the bytes of a file (its row stays): the retention clean-up. */
export async function removeFileBytes(db: DbOrTrx, dataDir: string, file: { id: number; storage_path: string }): Promise<void> {
  if (file.storage_path === IN_DATABASE) await db.deleteFrom('file_chunks').where('file_id', '=', file.id).execute();
  else fs.rmSync(path.join(dataDir, file.storage_path), { force: true });
}
