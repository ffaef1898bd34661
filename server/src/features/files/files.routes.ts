import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { filesContract } from '@console/contracts/files.contract';
import type { AppContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { findFile } from '../../platform/files';
import { forbidden, gone, notFound } from '../../platform/http-error';
import { holdsFlagSet } from '../../platform/flag-sets';
import { sendStoredFile } from '../../platform/file-reply';

/** Downloads of stored files; the operator needs every flag of the file (those of the function, or functions, that made it). */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, filesContract.download, async ({ params, operator, reply }) => {
    const file = await findFile(ctx.db, ctx.config.dataDir, params.id);
    if (!file) throw notFound('File');
    if (!holdsFlagSet(operator.flags, file.flags)) throw forbidden();
    if (file.removedAt) throw gone('This file was removed after its retention period. Run the report again for a new one.');
    if (!fs.existsSync(file.absolutePath)) throw notFound('File');
    return sendStoredFile(reply, file);
  });
}
