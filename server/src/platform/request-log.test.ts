import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OneLinePerRequest, requestLogger } from './request-log';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Record<string, unknown>);
      done();
    },
  });
  return { lines, parent: pino({ level: 'info' }, stream) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('a request logger', () => {
  it('makes its pino child only when the request first logs, then writes the child lines with the request id', async () => {
    const { lines, parent } = capture();
    const child = vi.spyOn(parent, 'child');
    const log = requestLogger(parent, { reqId: 'r-1' }, {});
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    log.warn({ shopDomain: 'a.myshopify.com' }, 'webhook for another shop ignored');
    log.info('second');
    log.debug('below the level');
    await flush();
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'r-1', shopDomain: 'a.myshopify.com', msg: 'webhook for another shop ignored' }),
      expect.objectContaining({ level: 30, reqId: 'r-1', msg: 'second' }),
    ]);
  });

  it("keeps a route's own level and the child's bindings", async () => {
    const { lines, parent } = capture();
    const log = requestLogger(parent, { reqId: 'r-2' }, { level: 'warn' });
    expect(log.level).toBe('warn');
    log.info('not written');
    log.child({ jobId: 7 }).error('failed');
    await flush();
    expect(lines).toEqual([expect.objectContaining({ level: 50, reqId: 'r-2', jobId: 7, msg: 'failed' })]);
    log.level = 'debug';
    log.debug('now written');
    await flush();
    expect(lines.at(-1)).toMatchObject({ level: 20, reqId: 'r-2', msg: 'now written' });
  });

  it("writes the request's one line without making its child, and through the child when the route has its own level", async () => {
    const { lines, parent } = capture();
    const child = vi.spyOn(parent, 'child');
    // Fastify binds the request's id as `reqId`.
    const complete = (id: string, options: { level?: string }, url: string) =>
      new OneLinePerRequest().requestCompleted(
        null,
        { id, method: 'POST', url, log: requestLogger(parent, { reqId: id }, options) } as unknown as FastifyRequest,
        { statusCode: 200, elapsedTime: 1.26 } as unknown as FastifyReply,
      );
    complete('r-3', {}, '/api/students/approved');
    complete('r-4', {}, '/healthz');
    expect(child).not.toHaveBeenCalled();
    complete('r-5', { level: 'debug' }, '/healthz');
    expect(child).toHaveBeenCalledTimes(1);
    await flush();
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        hostname: expect.any(String),
        reqId: 'r-3',
        method: 'POST',
        url: '/api/students/approved',
        statusCode: 200,
        ms: 1.3,
        msg: 'request',
      },
      expect.objectContaining({ level: 20, reqId: 'r-5', url: '/healthz', msg: 'request' }),
    ]);
    // The same key order as a child's line: the request id comes right after pino's own fields.
    expect(Object.keys(lines[0] ?? {})).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'ms', 'msg']);
  });
});
