import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

/** A keep-alive HTTP client for loopback benchmarks: no fetch/undici overhead in the figures. */
export interface BenchHttp {
  readonly baseUrl: string;
  /** `body` may be pre-serialized text, so a timed loop does not measure JSON.stringify. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpAnswer>;
  /** Parsed JSON of a 2xx answer; throws with the answer otherwise. */
  json<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** Streams the answer to `onData` without keeping it; resolves with the status. */
  drain(method: string, path: string, body: unknown, headers: Record<string, string>, onData: (chunk: Buffer) => void): Promise<number>;
  close(): void;
}

function payload(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export function createBenchHttp(baseUrl: string, maxSockets = 16): BenchHttp {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  function send(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
    onResponse: (res: http.IncomingMessage) => void,
    reject: (err: Error) => void,
  ): void {
    const text = payload(body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent,
        headers: {
          ...headers,
          ...(text === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }),
        },
      },
      onResponse,
    );
    req.on('error', reject);
    req.end(text);
  }

  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      send(
        method,
        path,
        body,
        headers,
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
        reject,
      );
    });

  return {
    baseUrl,
    request,
    async json<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
      const answer = await request(method, path, body, headers);
      if (answer.status < 200 || answer.status > 299)
        throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      return JSON.parse(answer.body) as T;
    },
    drain(method, path, body, headers, onData) {
      return new Promise<number>((resolve, reject) => {
        send(
          method,
          path,
          body,
          headers,
          (res) => {
            res.on('data', onData);
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', reject);
          },
          reject,
        );
      });
    },
    close: () => agent.destroy(),
  };
}
