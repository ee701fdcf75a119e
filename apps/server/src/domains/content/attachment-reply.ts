import type { FastifyReply } from 'fastify';
import type { AttachmentFile } from './content.service.js';

/** RFC 5987/6266 Content-Disposition: an ASCII fallback plus the UTF-8 name, so Korean names survive every browser. */
export function contentDisposition(fileNm: string): string {
  const fallback = fileNm.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileNm).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

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
