import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.js';
import type { AttachmentFile } from './content.service.js';

/** Sends an attachment as a download with its Korean name (the routes that serve content files use it). */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile) {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(file.fileNm))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-cache')
    .send(file.stream);
}
