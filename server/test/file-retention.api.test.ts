import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesContract } from '@console/contracts/files.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { FILE_RETENTION_SCHEDULE, fileRetentionJob, removeExpiredFiles } from '../src/platform/file-retention';
import { fileBytesExist, findFile, readFileBytes, storeFile } from '../src/platform/files';
import { enqueue } from '../src/platform/jobs';
import { queueMail } from '../src/platform/mail';
import { startTestServer, type Identity, type TestServer } from './harness';

const DAY = 86_400_000;

describe('retention of made files (FILE_RETENTION_DAYS)', () => {
  let server: TestServer;
  let admin: Identity;

  beforeAll(async () => {
    // No worker here, so the queued e-mails stay queued; the job test starts a worker instance on the same database.
    server = await startTestServer({ runWorker: false, config: { fileRetentionDays: 30 } });
    admin = await server.operator(['showAudit', 'showOrderReturns', 'showStudents']);
  }, 60_000);
  afterAll(() => server?.close());

  /** A made file whose row says it was made `daysAgo` days ago; `label`: stored as the returns service stores a label. */
  async function madeFile(name: string, daysAgo: number, label = false): Promise<number> {
    const { db, config } = server.ctx;
    const file = await storeFile(db, config.dataDir, {
      shop: server.ctx.shop.id,
      name,
      contentType: 'text/plain',
      bytes: Buffer.from(name),
      operatorId: admin.operator.id,
      flags: [label ? 'showOrderReturns' : 'showStudents'],
      keep: label,
    });
    await db
      .updateTable('files')
      .set({ created_at: new Date(Date.now() - daysAgo * DAY).toISOString() })
      .where('id', '=', file.id)
      .execute();
    return file.id;
  }
  const download = (id: number) => server.call(filesContract.download, { params: { id }, headers: admin.headers });
  const bytesOf = async (id: number) => {
    const file = await findFile(server.ctx.db, server.ctx.config.dataDir, server.ctx.shop.id, id);
    return file && (await fileBytesExist(server.ctx.db, file)) ? (await readFileBytes(server.ctx.db, file)).toString('utf8') : null;
  };

  it('removes old reports (410 on download, no longer offered on the Jobs screen) and keeps labels, unsent attachments and recent files', async () => {
    const { db } = server.ctx;
    const oldReport = await madeFile('old-report.xlsx', 31);
    const recentReport = await madeFile('recent-report.xlsx', 29);
    const oldLabel = await madeFile('Return_Label_1Z.pdf', 400, true);
    const queuedAttachment = await madeFile('queued-attachment.xlsx', 60);
    const sentAttachment = await madeFile('sent-attachment.xlsx', 60);
    const mailOf = (attachment: number, to: string) => ({
      to,
      subject: 'Report',
      text: 'see attached',
      html: '<p>see attached</p>',
      kind: 'report',
      flag: null,
      relatedId: null,
      attachments: [attachment],
    });
    await queueMail(db, mailOf(queuedAttachment, 'waiting@shop.example'), {
      shop: server.ctx.shop.id,
      operatorId: admin.operator.id,
      maxAttempts: 1,
    });
    const sent = await queueMail(db, mailOf(sentAttachment, 'done@shop.example'), {
      shop: server.ctx.shop.id,
      operatorId: admin.operator.id,
      maxAttempts: 1,
    });
    await db.updateTable('mail_outbox').set({ status: 'sent' }).where('id', '=', sent.mailId).execute();
    const reportJob = await enqueue(
      db,
      fileRetentionJob,
      {},
      {
        shop: server.ctx.shop.id,
        operatorId: admin.operator.id,
        runAt: new Date(Date.now() + 3_600_000),
      },
    );
    await db.updateTable('jobs').set({ result_file_id: oldReport }).where('id', '=', reportJob).execute();

    expect(await removeExpiredFiles(server.ctx)).toBe(2);
    expect(await bytesOf(oldReport)).toBeNull();
    expect(await bytesOf(sentAttachment)).toBeNull();
    for (const [id, text] of [
      [recentReport, 'recent-report.xlsx'],
      [oldLabel, 'Return_Label_1Z.pdf'],
      [queuedAttachment, 'queued-attachment.xlsx'],
    ] as const)
      expect(await bytesOf(id)).toBe(text);

    const goneAnswer = await download(oldReport);
    expect(goneAnswer.status).toBe(410);
    expect(goneAnswer.error().message).toBe('This file was removed after its retention period. Run the report again for a new one.');
    expect((await download(oldLabel)).status).toBe(200);
    expect((await download(recentReport)).status).toBe(200);
    const jobs = (await server.call(jobsContract.list, { body: {}, headers: admin.headers })).data();
    expect(jobs.rows.find((j) => j.id === reportJob)?.resultFileId).toBeNull();

    // Twice, or on a second instance: nothing more to do.
    expect(await removeExpiredFiles(server.ctx)).toBe(0);
    await db.deleteFrom('jobs').where('id', '=', reportJob).execute();
  });

  it('keeps every file when FILE_RETENTION_DAYS is 0; a worker schedules it nightly and runs it as a job seen with showAudit', async () => {
    const { db, config } = server.ctx;
    const old = await madeFile('older-report.xlsx', 45);
    expect(await removeExpiredFiles({ ...server.ctx, config: { ...config, fileRetentionDays: 0 } })).toBe(0);
    expect(await bytesOf(old)).toBe('older-report.xlsx');
    // The e-mail still waiting fails for good before a worker could send it: its attachment stays (it can be sent again).
    await db.updateTable('mail_outbox').set({ status: 'failed' }).where('to_address', '=', 'waiting@shop.example').execute();

    const worker = await startTestServer({ database: server.database, config: { fileRetentionDays: 30 } });
    try {
      const schedule = await db
        .selectFrom('schedules')
        .selectAll()
        .where('shop_id', '=', server.ctx.shop.id)
        .where('name', '=', FILE_RETENTION_SCHEDULE)
        .executeTakeFirstOrThrow();
      expect(schedule).toMatchObject({ cron: '30 3 * * *', job_type: fileRetentionJob.type, enabled: 1 });
      const jobId = await enqueue(db, fileRetentionJob, {}, { shop: server.ctx.shop.id, operatorId: null });
      worker.ctx.jobs.notify(jobId);
      const done = await worker.waitForJob(jobId, admin.headers);
      expect(done).toMatchObject({ status: 'done', progressDone: 1, startedBy: null, title: fileRetentionJob.title });
      expect(await bytesOf(old)).toBeNull();
      const clerk = await server.operator(['showStudents']);
      expect((await server.call(jobsContract.detail, { params: { id: jobId }, headers: clerk.headers })).status).toBe(403);
    } finally {
      await worker.stop();
    }
  });
});
