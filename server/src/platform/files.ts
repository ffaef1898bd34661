import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Flag } from '@console/contracts/common/flags';
import type { DbOrTrx } from './db';
import { nowIso } from './db';
import { flagSetText } from './flag-sets';

export interface StoredFile {
  id: number;
  name: string;
  contentType: string;
  size: number;
}

export interface FileRecord extends StoredFile {
  /** Absolute path of the bytes. */
  absolutePath: string;
  operatorId: number | null;
  /** Stored flag set (platform/flag-sets): every flag an operator needs to download it. */
  flags: string;
  createdAt: string;
  /** Set when the retention clean-up removed the bytes. */
  removedAt: string | null;
}

export interface NewFile {
  name: string;
  contentType: string;
  operatorId: number | null;
  /** Every flag an operator needs to download it; at least one. */
  flags: readonly Flag[];
  /** Never removed by the retention clean-up (FILE_RETENTION_DAYS), e.g. a shipping label reprinted months later. */
  keep?: boolean;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
 * straight there). DATA_DIR is shared storage when several instances run (DESIGN.md §4).
 */
export function newFilePath(dataDir: string, name: string): { relative: string; absolute: string } {
  const month = new Date().toISOString().slice(0, 7);
  const relative = path.join('files', month, `${crypto.randomBytes(12).toString('hex')}-${safeName(name)}`);
  const absolute = path.join(dataDir, relative);
  fs.mkdirSync(path.dirname(absolute), { recursive: true, mode: 0o700 });
  return { relative, absolute };
}

/** Records a file already written at `relative` (under DATA_DIR). */
export async function recordFile(db: DbOrTrx, dataDir: string, relative: string, file: NewFile): Promise<StoredFile> {
  const size = fs.statSync(path.join(dataDir, relative)).size;
  const row = await db
    .insertInto('files')
    .values({ name: file.name, content_type: file.contentType, size, storage_path: relative, operator_id: file.operatorId, flags: flagSetText(file.flags), kept: file.keep ? 1 : 0, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: file.name, contentType: file.contentType, size };
}

/** Writes bytes under DATA_DIR/files and records them. */
export async function storeFile(db: DbOrTrx, dataDir: string, file: NewFile & { bytes: Uint8Array }): Promise<StoredFile> {
  flagSetText(file.flags);
  const { relative, absolute } = newFilePath(dataDir, file.name);
  fs.writeFileSync(absolute, file.bytes);
  return recordFile(db, dataDir, relative, file);
}

export async function findFile(db: DbOrTrx, dataDir: string, id: number): Promise<FileRecord | null> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    absolutePath: path.join(dataDir, row.storage_path),
    operatorId: row.operator_id,
    flags: row.flags,
    createdAt: row.created_at,
    removedAt: row.removed_at,
  };
}
