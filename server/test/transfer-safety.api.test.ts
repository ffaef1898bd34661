import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceMonitoringContract as c } from '@console/contracts/price-monitoring.contract';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { PASSWORD_AGAIN } from '../src/features/price-monitoring/price-monitoring.service';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * The stored FTP/SFTP password goes nowhere the operator did not type it for, and the
 * transfer reaches no loopback, private, link-local or metadata address (TRANSFER_ALLOWED_HOSTS unset).
 */
describe('price-monitoring transfer safety', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let listener: net.Server;
  let port: number;
  let connections = 0;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 1 });
    headers = (await server.operatorSession(['showPriceSpider'])).headers;
    // Something listening on loopback: a refused transfer must not even connect to it.
    listener = net.createServer((socket) => {
      connections += 1;
      sockets.push(socket);
      socket.end('220 hello\r\n');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  const save = async (body: Record<string, string | number | boolean | null>) =>
    (await server.call(c.updateSettings, { body, headers })).data();
  const stored = async () => (await server.call(c.settings, { headers })).data().settings;

  it('refuses a host, port, user or client change without the password once one is stored', async () => {
    expect(
      (await save({ priceSpiderHost: 'feeds.example.net', priceSpiderUser: 'feeds', priceSpiderPassword: 'S3cret!', enable: true })).failed,
    ).toEqual([]);
    const changes = { priceSpiderHost: 'attacker.example.org', priceSpiderPort: 2121, priceSpiderUser: 'other', ftpClient: 'SFTP' };
    const answer = await save(changes);
    expect(answer.updated).toEqual([]);
    expect(answer.failed.map((f) => [f.setting, f.reason])).toEqual(Object.keys(changes).map((name) => [name, PASSWORD_AGAIN]));
    expect(await stored()).toMatchObject({
      priceSpiderHost: 'feeds.example.net',
      priceSpiderPort: 21,
      priceSpiderUser: 'feeds',
      ftpClient: 'FTP',
    });
    // The same value again is no change, and other settings need no password.
    expect((await save({ priceSpiderHost: 'feeds.example.net', uploadDir: 'in' })).failed).toEqual([]);
    // With the password typed again the change goes through.
    const withPassword = await save({ priceSpiderHost: 'feeds2.example.net', priceSpiderPassword: 'S3cret!' });
    expect(withPassword.failed).toEqual([]);
    expect((await stored())?.priceSpiderHost).toBe('feeds2.example.net');
  });

  for (const host of ['127.0.0.1', '169.254.169.254', '10.1.2.3', '::1', 'localhost']) {
    it(`refuses to connect to ${host}`, async () => {
      expect((await save({ priceSpiderHost: host, priceSpiderPort: port, priceSpiderPassword: 'S3cret!' })).failed).toEqual([]);
      const res = (await server.call(c.transfer, { headers })).data();
      expect(res.status).toBe(false);
      expect(res.msg).toContain('TRANSFER_ALLOWED_HOSTS');
      expect(connections).toBe(0);
      const audit = await server.ctx.db
        .selectFrom('audit_log')
        .select(['target', 'after'])
        .where('action', '=', 'price-monitoring.transfer-failed')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.target).toContain(host);
    });
  }

  it('connects to a loopback address once TRANSFER_ALLOWED_HOSTS lists it', async () => {
    server.ctx.config.transferAllowedHosts = ['127.0.0.0/8'];
    try {
      expect((await save({ priceSpiderHost: '127.0.0.1', priceSpiderPassword: 'S3cret!' })).failed).toEqual([]);
      const res = (await server.call(c.transfer, { headers })).data();
      expect(res.status).toBe(false);
      expect(res.msg).toMatch(/^Feed transfer failed:/);
      expect(connections).toBeGreaterThan(0);
    } finally {
      server.ctx.config.transferAllowedHosts = [];
    }
  });
});
