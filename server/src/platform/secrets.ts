import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from './config';
import { ensureDataDir } from './data-dir';

const KEY_FILE = 'secrets.key';

/** The 32-byte key: SECRETS_KEY (hex or base64), else DATA_DIR/secrets.key, made once with mode 0600. */
function secretsKey(config: Pick<Config, 'secretsKey' | 'dataDir'>): Buffer {
  if (config.secretsKey) {
    const text = config.secretsKey.trim();
    const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    ensureDataDir(config.dataDir);
    try {
      // 'wx': two instances starting together keep the first key.
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
}

/** Encrypts a secret for storage (AES-256-GCM): `v1:<iv>:<tag>:<ciphertext>`, base64 parts. */
export function sealSecret(config: Pick<Config, 'secretsKey' | 'dataDir'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretsKey(config), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

export function openSecret(config: Pick<Config, 'secretsKey' | 'dataDir'>, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Stored secret is not readable');
  const decipher = createDecipheriv('aes-256-gcm', secretsKey(config), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}
