import net from 'node:net';

/**
 * One keep-alive HTTP/1.1 connection for load generation that sends one request, built once, over and over and
 * reads each answer only as far as its status and its length (the body's bytes are counted, not kept or decoded).
 * The load generator shares this two-core machine with the servers it measures: Node's HTTP client spent 0.3–0.5 ms
 * of CPU per answer, more on a slower server, so part of any gap it measured was its own. Only answers
 * with Content-Length are read (both servers send it); anything else fails loudly.
 */
export interface LeanConnection {
  /** Sends the request and resolves with the answer's status once its whole body has arrived. */
  send(): Promise<number>;
  close(): void;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** The request as bytes: method, path, Host, the given headers, and the body with its length. */
export function requestBytes(url: URL, method: string, path: string, headers: Record<string, string>, body?: string): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${url.host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (body !== undefined) lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body ?? '', 'utf8')]);
}

/** The status and Content-Length of an answer's head (the bytes before the blank line), or an error. */
export function parseHead(head: string): { status: number; length: number } {
  const status = Number(head.slice(9, 12));
  const match = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (!head.startsWith('HTTP/1.1 ') || !Number.isInteger(status) || match === null)
    throw new Error(`answer without a status or a Content-Length: ${head.slice(0, 200)}`);
  return { status, length: Number(match[1]) };
}

export function leanConnection(url: URL, request: Buffer): LeanConnection {
  const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
  let pending: { resolve: (status: number) => void; reject: (err: Error) => void } | null = null;
  let head: Buffer | null = null;
  let status = 0;
  let bodyLeft = -1;

  const fail = (err: Error) => {
    const waiting = pending;
    pending = null;
    waiting?.reject(err);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('connection closed')));
  socket.on('data', (chunk: Buffer) => {
    if (pending === null) return fail(new Error('bytes with no request waiting'));
    let rest = chunk;
    if (bodyLeft < 0) {
      head = head === null ? chunk : Buffer.concat([head, chunk]);
      const end = head.indexOf(HEADER_END);
      if (end < 0) return;
      try {
        const parsed = parseHead(head.toString('latin1', 0, end));
        status = parsed.status;
        bodyLeft = parsed.length;
      } catch (err) {
        return fail(err as Error);
      }
      rest = head.subarray(end + HEADER_END.length);
      head = null;
    }
    bodyLeft -= rest.length;
    if (bodyLeft > 0) return;
    if (bodyLeft < 0) return fail(new Error('more bytes than the answer said'));
    bodyLeft = -1;
    const done = pending;
    pending = null;
    done.resolve(status);
  });

  return {
    send: () =>
      new Promise<number>((resolve, reject) => {
        if (pending !== null) return reject(new Error('one request at a time on a connection'));
        pending = { resolve, reject };
        socket.write(request);
      }),
    close: () => socket.destroy(),
  };
}
