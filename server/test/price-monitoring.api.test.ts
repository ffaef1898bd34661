import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceMonitoringContract as c } from '@console/contracts/price-monitoring.contract';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { FEED_COLUMNS } from '../src/features/price-monitoring/price-feed';
import { priceFeedJob } from '../src/features/price-monitoring/price-monitoring.jobs';
import { TRANSFER_FAILED } from '../src/features/price-monitoring/price-monitoring.service';
import { enqueue } from '../src/platform/jobs';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { startFtpPeer, startSftpPeer, type Peer } from './transfer-peers';

/**
 * PriceSpider settings and feed transfer (docs/functions/commerce-tools.md §2.12, §4, §7, §8): settings checked one by one,
 * the password stored encrypted and never sent back, and the feed really arriving at an FTP and an
 * SFTP server started here, under its final name with every variant's row.
 */

const USER = 'feeds';
const PASSWORD = 'S3cret-pass!';

describe('price monitoring', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let ftp: Peer;
  let sftp: Peer;
  let variants: number;
  const roots: string[] = [];
  const tempRoot = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-peer-'));
    roots.push(dir);
    return dir;
  };

  beforeAll(async () => {
    // The peers listen on loopback, which a transfer may reach only when listed.
    server = await startTestServer({ runWorker: false, config: { transferAllowedHosts: ['127.0.0.1'] } });
    await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 3 });
    variants = Number(
      (
        await server.ctx.db
          .selectFrom('commerce_variants')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    headers = (await server.operator(['showPriceSpider'])).headers;
    ftp = await startFtpPeer(tempRoot(), USER, PASSWORD);
    sftp = await startSftpPeer(tempRoot(), USER, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await ftp?.close();
    await sftp?.close();
    for (const dir of roots) fs.rmSync(dir, { recursive: true, force: true });
  });

  const save = (body: Record<string, string | number | boolean | null>) => server.call(c.updateSettings, { body, headers });
  const settings = async () => (await server.call(c.settings, { headers })).data();

  it('answers the defaults, with Download Dir under DATA_DIR and no password', async () => {
    const answer = await settings();
    expect(answer).toMatchObject({ status: true, passwordSet: false });
    expect(answer.settings).toMatchObject({ enable: false, ftpClient: 'FTP', priceSpiderPort: 21, priceSpiderPassword: '' });
    expect(answer.settings?.downloadDir).toBe(path.join(server.ctx.config.dataDir, 'price-monitoring'));
  });

  it('updates each valid setting and reports each invalid one with its reason', async () => {
    const res = await save({
      priceSpiderHost: '127.0.0.1',
      priceSpiderPort: 'abc',
      ftpClient: 'ftps',
      downloadDir: '/tmp',
      wyomindProductFeedsUrl: 'https://shop.example/feeds/pricespider.csv',
      priceSpiderUser: USER,
      priceSpiderPassword: PASSWORD,
    });
    const answer = res.data();
    expect(answer.failed.map((f) => f.setting).sort()).toEqual(['downloadDir', 'ftpClient', 'priceSpiderPort']);
    expect(answer.failed.find((f) => f.setting === 'priceSpiderPort')?.reason).toBe('Must be a port between 1 and 65535.');
    expect(answer.updated.map((u) => u.setting).sort()).toEqual([
      'priceSpiderHost',
      'priceSpiderPassword',
      'priceSpiderUser',
      'wyomindProductFeedsUrl',
    ]);
    // The password is stored encrypted and never answered back, not even in the update's echo or the audit.
    expect(answer.updated.find((u) => u.setting === 'priceSpiderPassword')?.value).toBe('********');
    const stored = await server.ctx.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'price-monitoring.priceSpiderPassword')
      .executeTakeFirstOrThrow();
    expect(stored.value).not.toContain(PASSWORD);
    expect(stored.value).toMatch(/^v1:/);
    const after = await settings();
    expect(after.passwordSet).toBe(true);
    expect(after.settings?.priceSpiderPassword).toBe('');
    expect(JSON.stringify(after)).not.toContain(PASSWORD);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'price-monitoring.settings')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });

  it('refuses Update PriceSpider while Enable is off', async () => {
    const res = (await server.call(c.transfer, { headers })).data();
    expect(res.status).toBe(false);
    expect(res.msg).toContain('not enabled');
  });

  it('uploads the feed over FTP under its final name, with a row per variant', async () => {
    expect(
      (
        await save({ enable: true, priceSpiderPort: ftp.port, priceSpiderPassword: PASSWORD, ftpClient: 'FTP', uploadDir: '/incoming' })
      ).data().failed,
    ).toEqual([]);
    const res = (await server.call(c.transfer, { headers })).data();
    expect(res.msg).toMatch(/^Feed uploaded:/);
    expect(res.status).toBe(true);
    const files = fs.readdirSync(path.join(ftp.root, 'incoming'));
    expect(files).toEqual(['pricespider.csv']);
    const lines = fs
      .readFileSync(path.join(ftp.root, 'incoming', 'pricespider.csv'), 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(FEED_COLUMNS.join(','));
    expect(lines).toHaveLength(variants + 1);
    const drill = lines.find((l) => l.startsWith('TL-1000-STD,'));
    expect(drill).toMatch(/,https:\/\/shop\.example\/products\/[a-z-]+$/);
    // A second run replaces the file (no temporary names left behind).
    expect((await server.call(c.transfer, { headers })).data().status).toBe(true);
    expect(fs.readdirSync(path.join(ftp.root, 'incoming'))).toEqual(['pricespider.csv']);
  });

  it('uploads the feed over SFTP, replacing the previous one', async () => {
    expect(
      (await save({ ftpClient: 'SFTP', priceSpiderPort: sftp.port, priceSpiderPassword: PASSWORD, uploadDir: 'drop' })).data().failed,
    ).toEqual([]);
    fs.mkdirSync(path.join(sftp.root, 'drop'));
    fs.writeFileSync(path.join(sftp.root, 'drop', 'pricespider.csv'), 'old feed\n');
    const res = (await server.call(c.transfer, { headers })).data();
    expect(res).toMatchObject({ status: true });
    expect(fs.readdirSync(path.join(sftp.root, 'drop'))).toEqual(['pricespider.csv']);
    const lines = fs
      .readFileSync(path.join(sftp.root, 'drop', 'pricespider.csv'), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(variants + 1);
  });

  it('keeps a nightly schedule while enabled, whose job uploads the feed', async () => {
    const schedule = await server.ctx.db
      .selectFrom('schedules')
      .selectAll()
      .where('name', '=', 'price-monitoring.nightly')
      .executeTakeFirstOrThrow();
    expect(schedule).toMatchObject({ cron: '0 2 * * *', enabled: 1, job_type: 'price-monitoring.transfer' });
    fs.rmSync(path.join(sftp.root, 'drop', 'pricespider.csv'));
    const jobId = await enqueue(server.ctx.db, priceFeedJob, {}, { shop: server.ctx.shop.id, operatorId: null });
    await server.ctx.jobs.start();
    const job = await server.waitForJob(jobId, headers);
    expect(job.status).toBe('done');
    expect(
      fs
        .readFileSync(path.join(sftp.root, 'drop', 'pricespider.csv'), 'utf8')
        .trim()
        .split('\n'),
    ).toHaveLength(variants + 1);
    await save({ enable: false });
    expect(
      (
        await server.ctx.db
          .selectFrom('schedules')
          .select('enabled')
          .where('name', '=', 'price-monitoring.nightly')
          .executeTakeFirstOrThrow()
      ).enabled,
    ).toBe(0);
    await save({ enable: true });
  });

  it('answers status false alike for a refused sign-in and a closed port, so it is no port scanner', async () => {
    await save({ priceSpiderPassword: 'wrong' });
    const refused = (await server.call(c.transfer, { headers })).data();
    expect(refused.status).toBe(false);
    expect(refused.msg).toMatch(/^Feed transfer failed:/);
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect((await save({ priceSpiderPort: closedPort, priceSpiderPassword: PASSWORD })).data().failed).toEqual([]);
    const nothing = (await server.call(c.transfer, { headers })).data();
    expect(nothing).toEqual(refused);
    expect(nothing.msg).toBe(TRANSFER_FAILED);
    expect((await save({ priceSpiderPort: sftp.port, priceSpiderPassword: PASSWORD })).data().failed).toEqual([]);
  });

  it('needs the PriceSpider flag', async () => {
    const other = await server.operatorSession(['showSolr']);
    expect((await server.call(c.settings, { headers: other.headers })).status).toBe(403);
    expect((await server.call(c.transfer, { headers: other.headers })).status).toBe(403);
  });
});
