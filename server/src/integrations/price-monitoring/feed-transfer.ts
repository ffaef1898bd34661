import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client as FtpClient } from 'basic-ftp';
import SftpClient from 'ssh2-sftp-client';

export type TransferProtocol = 'FTP' | 'SFTP';

export interface TransferTarget {
  protocol: TransferProtocol;
  host: string;
  port: number;
  user: string;
  password: string;
  /** Remote folder; empty means the login folder. */
  dir: string;
}

export interface TransferResult {
  remotePath: string;
  bytes: number;
}

const TIMEOUT_MS = 30_000;

/** `dir/name` in remote (always '/') notation. */
function remoteJoin(dir: string, name: string): string {
  const clean = dir.trim().replace(/\/+$/, '');
  return clean ? `${clean}/${name}` : name;
}

function mismatch(remote: number, local: number, name: string): Error {
  return new Error(`Remote size of ${name} is ${remote} bytes, expected ${local}`);
}

async function uploadFtp(target: TransferTarget, localFile: string, name: string, bytes: number): Promise<string> {
  const client = new FtpClient(TIMEOUT_MS);
  try {
    await client.access({ host: target.host, port: target.port, user: target.user, password: target.password, secure: false });
    if (target.dir.trim()) await client.ensureDir(target.dir.trim());
    const temp = `.${name}.uploading-${randomBytes(4).toString('hex')}`;
    await client.uploadFrom(localFile, temp);
    try {
      const uploaded = await client.size(temp);
      if (uploaded !== bytes) throw mismatch(uploaded, bytes, temp);
      await client.remove(name, true);
      await client.rename(temp, name);
    } catch (err) {
      await client.remove(temp, true);
      throw err;
    }
    const final = await client.size(name);
    if (final !== bytes) throw mismatch(final, bytes, name);
    return remoteJoin(target.dir, name);
  } finally {
    client.close();
  }
}

async function uploadSftp(target: TransferTarget, localFile: string, name: string, bytes: number): Promise<string> {
  const client = new SftpClient();
  await client.connect({
    host: target.host,
    port: target.port,
    username: target.user,
    password: target.password,
    readyTimeout: TIMEOUT_MS,
    retries: 0,
  });
  try {
    const dir = target.dir.trim();
    if (dir && !(await client.exists(dir))) await client.mkdir(dir, true);
    const finalPath = remoteJoin(dir, name);
    const tempPath = remoteJoin(dir, `.${name}.uploading-${randomBytes(4).toString('hex')}`);
    await client.put(localFile, tempPath);
    try {
      const uploaded = (await client.stat(tempPath)).size;
      if (uploaded !== bytes) throw mismatch(uploaded, bytes, tempPath);
      // SFTP v3 rename refuses an existing target: the previous feed goes first.
      if (await client.exists(finalPath)) await client.delete(finalPath);
      await client.rename(tempPath, finalPath);
    } catch (err) {
      await client.delete(tempPath, true);
      throw err;
    }
    const final = (await client.stat(finalPath)).size;
    if (final !== bytes) throw mismatch(final, bytes, finalPath);
    return finalPath;
  } finally {
    await client.end();
  }
}

/**
 * Uploads a file to the price-monitoring provider: under a temporary name first, renamed to its
 * name once the remote size matches, and the size checked again after the rename, so the provider
 * never picks up half a feed.
 */
export async function uploadFeed(
  target: TransferTarget,
  localFile: string,
  name: string = path.basename(localFile),
): Promise<TransferResult> {
  const bytes = (await fs.stat(localFile)).size;
  const remotePath =
    target.protocol === 'SFTP' ? await uploadSftp(target, localFile, name, bytes) : await uploadFtp(target, localFile, name, bytes);
  return { remotePath, bytes };
}
