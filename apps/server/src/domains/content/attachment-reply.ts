import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.js';
import type { AttachmentFile } from './content.service.js';

/**
 * Sends a stored file as a download with its Korean name (every route that serves a file by a checked call uses it).
 * `private`: a file that is not for everyone (market-entry documents, certificates, course materials, attachments
 * whose post only some may read) — no cache may keep it (`private, no-store`).
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile, options: { private?: boolean } = {}) {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(file.fileNm))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', options.private ? 'private, no-store' : 'no-cache')
    .send(file.stream);
}
