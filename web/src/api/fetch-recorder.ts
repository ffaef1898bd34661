import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * For unit tests of the query modules: replaces fetch (and an empty cookie jar) so each request a
 * module makes is recorded as sent, and answered with `answer`.
 */
export function recordRequests(answer: unknown = {}): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}
