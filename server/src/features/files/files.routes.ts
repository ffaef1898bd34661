import type { FastifyInstance } from 'fastify';
import { filesContract } from '@console/contracts/files.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { fileBytesExist, findFile } from '../../platform/files';
import { forbidden, gone, notFound } from '../../platform/http-error';
import { holdsFlagSet } from '../../platform/flag-sets';
import { sendStoredFile } from '../../platform/file-reply';

/** Downloads of the call's shop's stored files (another shop's answers 404); the operator needs every flag of the file (those of the function, or functions, that made it). */
export function registerFileRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, filesContract.download, async ({ ctx, params, operator, reply }) => {
    const file = await findFile(ctx.db, ctx.config.dataDir, ctx.shop.id, params.id);
    if (!file) throw notFound('File');
    if (!holdsFlagSet(operator.flags, file.flags)) throw forbidden();
    if (file.removedAt) throw gone('This file was removed after its retention period. Run the report again for a new one.');
    if (!(await fileBytesExist(ctx.db, file))) throw notFound('File');
    return sendStoredFile(ctx.db, reply, file);
  });
}
