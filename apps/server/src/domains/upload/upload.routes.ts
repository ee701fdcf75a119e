import { UPLOAD_TOKEN_HEADER, uploadEndpoints as api } from '@onfan/contracts/upload';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { EditorUploadService } from './upload-editor.service.js';
import { formFiles, withMultipart } from './upload.multipart.js';
import type { UploadService } from './upload.service.js';

/**
 * Uploads (common/{menuType}/upload/{contentsType} and the editor's nhn/* calls), and GET /files/<key>: read-only
 * access by key to the stored files meant for everyone — the images pages show (a document, outside the API; no
 * listing). Every other file (documents, certificates, materials, attachments) is read only through its domain's
 * checked call.
 */
export function uploadRoutes(app: FastifyInstance, m: { uploads: UploadService; editor: EditorUploadService }): void {
  // The calls that read files live in a scope of their own with @fastify/multipart registered.
  withMultipart(app, (scope) => {
    route(scope, api.upload, (req) => m.uploads.upload(currentUser(req), req.params, formFiles(req)), {
      limit: 'upload',
    });
    route(
      scope,
      api.editorUpload,
      (req) => m.editor.upload(currentUser(req), req.headers[UPLOAD_TOKEN_HEADER], formFiles(req)),
      { limit: 'upload' },
    );
    route(
      scope,
      api.editorMultiUpload,
      (req) => m.editor.uploadMany(currentUser(req), req.headers[UPLOAD_TOKEN_HEADER], formFiles(req)),
      { limit: 'upload' },
    );
  });
  route(app, api.uploadAuth, (req) => m.editor.auth(currentUser(req)));

  app.get<{ Params: { key: string } }>(
    '/files/:key',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const file = await m.uploads.file(request.params.key);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
}
