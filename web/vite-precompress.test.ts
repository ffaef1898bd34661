import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from './vite-precompress';

describe('precompress (build plugin)', () => {
  it('writes .br and .gz beside each text asset that shrinks, and leaves images alone', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    try {
      const assets = path.join(root, 'dist', 'assets');
      fs.mkdirSync(assets, { recursive: true });
      const js = 'export const shop = "console";\n'.repeat(200);
      fs.writeFileSync(path.join(assets, 'index-abc123.js'), js);
      fs.writeFileSync(path.join(assets, 'tiny-abc123.css'), 'a{}');
      fs.writeFileSync(path.join(assets, 'logo-abc123.png'), Buffer.alloc(4000, 7));
      const plugin = precompress();
      (plugin.configResolved as (c: ResolvedConfig) => void)({ root, build: { outDir: 'dist' } } as ResolvedConfig);
      await (plugin.closeBundle as () => Promise<void>)();
      expect(fs.readdirSync(assets).sort()).toEqual([
        'index-abc123.js',
        'index-abc123.js.br',
        'index-abc123.js.gz',
        'logo-abc123.png',
        'tiny-abc123.css',
      ]);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, 'index-abc123.js.br'))).toString()).toBe(js);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, 'index-abc123.js.gz'))).toString()).toBe(js);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
