import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leanConnection, parseHead, requestBytes } from './lean-http';

describe('lean load-generator connection', () => {
  let server: http.Server;
  let url: URL;
  const seen: Array<{ method: string; url: string; type: string | undefined; body: string }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'], body });
        if (req.url === '/split') {
          // The head and the body in separate writes, the body in two halves.
          res.writeHead(200, { 'content-length': '10' });
          res.flushHeaders();
          res.write('01234');
          setTimeout(() => res.end('56789'), 20);
        } else if (req.url === '/chunked') {
          res.write('no length');
          res.end();
        } else {
          // As Fastify answers: the length of the UTF-8 bytes, given.
          const text = req.url === '/missing' ? '{"x":"é"}' : JSON.stringify({ ok: true, pad: 'é'.repeat(100_000) });
          res
            .writeHead(req.url === '/missing' ? 404 : 200, {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(text),
            })
            .end(text);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the request as given and reads answers whole, however they arrive, many on one connection', async () => {
    const body = JSON.stringify({ searchValue: 'é', searchType: 'Email' });
    const big = leanConnection(url, requestBytes(url, 'POST', '/big', { token: 't' }, body));
    const split = leanConnection(url, requestBytes(url, 'GET', '/split', {}));
    const missing = leanConnection(url, requestBytes(url, 'GET', '/missing', {}));
    try {
      for (let i = 0; i < 3; i++) {
        expect(await big.send()).toBe(200);
        expect(await split.send()).toBe(200);
        expect(await missing.send()).toBe(404);
      }
    } finally {
      for (const c of [big, split, missing]) c.close();
    }
    expect(seen.filter((s) => s.url === '/big')).toEqual(Array(3).fill({ method: 'POST', url: '/big', type: 'application/json', body }));
  });

  it('fails loudly on an answer without a length', async () => {
    const chunked = leanConnection(url, requestBytes(url, 'GET', '/chunked', {}));
    try {
      await expect(chunked.send()).rejects.toThrow(/Content-Length/);
    } finally {
      chunked.close();
    }
    expect(() => parseHead('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked')).toThrow(/Content-Length/);
    expect(parseHead('HTTP/1.1 503 Busy\r\nContent-Length: 12')).toEqual({ status: 503, length: 12 });
  });
});
