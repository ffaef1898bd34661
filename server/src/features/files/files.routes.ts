import type { FastifyInstance } from 'fastify';
import { filesContract } from '@console/contracts/files.contract';
import { isFlag } from '@console/contracts/common/flags';
import type { AppContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { fileBytesExist, findFile } from '../../platform/files';
import { gone, notFound } from '../../platform/http-error';
import { requireFlag } from '../../platform/access';
import { sendStoredFile } from '../../platform/file-reply';

/** Downloads of stored files; the file's flag is checked like the function that made it. */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, filesContract.download, async ({ params, operator, reply }) => {
    const file = await findFile(ctx.db, ctx.config.dataDir, params.id);
    if (!file) throw notFound('File');
    if (file.flag && isFlag(file.flag)) requireFlag(operator, file.flag);
    if (file.removedAt) throw gone('This file was removed after its retention period. Run the report again for a new one.');
    if (!(await fileBytesExist(ctx.db, file))) throw notFound('File');
    return sendStoredFile(ctx.db, reply, file);
  });
}
