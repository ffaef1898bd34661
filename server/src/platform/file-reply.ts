import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FileRecord } from './files';

/** Streams a stored file as a download under its own name. */
export function sendStoredFile(reply: FastifyReply, file: FileRecord): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`)
    .send(fs.createReadStream(file.absolutePath));
}
