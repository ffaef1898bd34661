import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestServer, type TestServer } from './harness';

const SCRIPT = 'console.log("the console");\n'.repeat(300);

/** The built web app: hashed assets precompressed and kept a year; index.html revalidated every time. */
describe('web assets', () => {
  let server: TestServer;

  beforeAll(async () => {
    const database = await createTestDatabase();
    // A small build as Vite and the precompress plugin leave it.
    const webDist = path.join(database.config.dataDir, 'web');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(SCRIPT));
    server = await startTestServer({ database, runWorker: false, config: { webDist } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, acceptEncoding: string) => fetch(`${server.url}${url}`, { headers: { 'accept-encoding': acceptEncoding } });

  it('sends the precompressed file the browser accepts, as it is, cached for a year', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
      ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ] as const) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      // Undici would decode it; read the raw bytes by asking Node's own client instead.
      const raw = await new Promise<Buffer>((resolve, reject) => {
        import('node:http').then(({ get: httpGet }) => {
          httpGet(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': accept } }, (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve(Buffer.concat(chunks)));
          }).on('error', reject);
        }, reject);
      });
      expect(decode(raw).toString()).toBe(SCRIPT);
    }
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never lets index.html be kept without asking, at / and at client routes', async () => {
    for (const url of ['/', '/students', '/jobs']) {
      const res = await get(url, 'gzip, br');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('/assets/index-abc123.js');
    }
  });
});
