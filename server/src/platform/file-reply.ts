import type { FastifyReply } from 'fastify';
import type { DbOrTrx } from './db';
import { openFileBytes, type FileRecord } from './files';

/** Streams a stored file as a download under its own name. */
export function sendStoredFile(db: DbOrTrx, reply: FastifyReply, file: FileRecord): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`)
    .send(openFileBytes(db, file));
}
