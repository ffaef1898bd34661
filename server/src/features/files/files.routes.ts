import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { filesContract } from '@console/contracts/files.contract';
import { isFlag } from '@console/contracts/common/flags';
import type { AppContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { findFile } from '../../platform/files';
import { notFound } from '../../platform/http-error';
import { requireFlag } from '../../platform/access';
import { sendStoredFile } from '../../platform/file-reply';

/** Downloads of stored files; the file's flag is checked like the function that made it. */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, filesContract.download, async ({ params, operator, reply }) => {
    const file = await findFile(ctx.db, ctx.config.dataDir, params.id);
    if (!file || !fs.existsSync(file.absolutePath)) throw notFound('File');
    if (file.flag && isFlag(file.flag)) requireFlag(operator, file.flag);
    return sendStoredFile(reply, file);
  });
}
