import fs from 'node:fs';

/**
 * DATA_DIR holds the embedded database, the secrets key, made files and the outbox: only the
 * console's own user may read it. A folder the console creates is 0700; one the operator made is
 * left as it is (DATA_DIR could be a shared mount).
 */
export function ensureDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Makes a file of the console's own (the SQLite database) readable by its owner only, created
 * empty when absent: SQLite gives its WAL and shared-memory files the database file's mode.
 */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
}
