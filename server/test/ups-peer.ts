import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for UPS's REST APIs (OAuth token + Shipping) on 127.0.0.1 for tests: it records every
 * call and answers like UPS, with a real (tiny) GIF label. Point `carrierUrl` at `peer.url`.
 *
 *   const ups = await startUpsPeer();
 *   ups.failShipWith = 'Missing or invalid ship from phone number';   // next ship calls answer 400
 */
export interface UpsCall {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface UpsPeer {
  url: string;
  clientId: string;
  clientSecret: string;
  tokenCalls: UpsCall[];
  shipCalls: UpsCall[];
  /** When set, ship calls answer HTTP 400 with this message in UPS's error shape. */
  failShipWith: string | null;
  /** Tracking numbers handed out, in order. */
  issued: string[];
  close(): Promise<void>;
}

/** A `width`×`height` two-colour GIF (white, black): pixel (x, y) is black when `black(x, y)`. */
export function tinyGif(width: number, height: number, black: (x: number, y: number) => boolean): Buffer {
  // Minimum code size 2: clear = 4, end = 5. A clear before every two pixels keeps codes 3 bits wide.
  const codes: number[] = [];
  const pixels: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.push(black(x, y) ? 1 : 0);
  for (let i = 0; i < pixels.length; i += 2) codes.push(4, ...pixels.slice(i, i + 2));
  codes.push(5);
  const data: number[] = [];
  let bits = 0;
  let count = 0;
  for (const code of codes) {
    bits |= code << count;
    count += 3;
    while (count >= 8) {
      data.push(bits & 0xff);
      bits >>= 8;
      count -= 8;
    }
  }
  if (count > 0) data.push(bits & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < data.length; i += 255) {
    const part = data.slice(i, i + 255);
    blocks.push(part.length, ...part);
  }
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // global colour table of 2 entries
  const image = Buffer.alloc(10);
  image[0] = 0x2c;
  image.writeUInt16LE(width, 5);
  image.writeUInt16LE(height, 7);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([255, 255, 255, 0, 0, 0]),
    image,
    Buffer.from([2, ...blocks, 0, 0x3b]),
  ]);
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startUpsPeer(): Promise<UpsPeer> {
  const label = tinyGif(12, 8, (x, y) => (x + y) % 3 === 0).toString('base64');
  const peer: Omit<UpsPeer, 'url' | 'close'> = {
    clientId: 'test-client',
    clientSecret: 'test-secret',
    tokenCalls: [],
    shipCalls: [],
    failShipWith: null,
    issued: [],
  };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const call = { path: req.url ?? '', headers: req.headers, body };
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const error = (status: number, message: string) =>
        answer(status, { response: { errors: [{ code: String(status * 100), message }] } });
      if (req.method === 'POST' && call.path === '/security/v1/oauth/token') {
        peer.tokenCalls.push(call);
        const basic = `Basic ${Buffer.from(`${peer.clientId}:${peer.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== basic || new URLSearchParams(body).get('grant_type') !== 'client_credentials')
          return error(401, 'Invalid Authentication Information.');
        return answer(200, {
          token_type: 'Bearer',
          access_token: `token-${peer.tokenCalls.length}`,
          expires_in: '14399',
          status: 'approved',
        });
      }
      if (req.method === 'POST' && call.path === '/api/shipments/v2409/ship') {
        peer.shipCalls.push(call);
        if (!/^Bearer token-\d+$/.test(req.headers.authorization ?? '')) return error(401, 'Invalid Access Token');
        if (peer.failShipWith) return error(400, peer.failShipWith);
        const tracking = `1ZA1B2C390${String(10000000 + peer.shipCalls.length).slice(1)}${peer.shipCalls.length % 10}`;
        peer.issued.push(tracking);
        return answer(200, {
          ShipmentResponse: {
            Response: { ResponseStatus: { Code: '1', Description: 'Success' } },
            ShipmentResults: {
              ShipmentIdentificationNumber: tracking,
              PackageResults: [{ TrackingNumber: tracking, ShippingLabel: { ImageFormat: { Code: 'GIF' }, GraphicImage: label } }],
            },
          },
        });
      }
      return error(404, 'Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(peer, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
