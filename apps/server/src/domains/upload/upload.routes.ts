import {
  editorMultiUploadResultSchema,
  editorUploadResultSchema,
  UPLOAD_FIELD,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  UPLOAD_TOKEN_HEADER,
  uploadAuthSchema,
  uploadParamsSchema,
  uploadResultSchema,
} from '@onfan/contracts/upload';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { currentUser } from '../../http/access.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { isValidFileKey } from './storage.js';
import { UploadTokenSigner } from './upload-token.js';
import { readFormFiles, withMultipart } from './upload.multipart.js';
import { createUploadService } from './upload.service.js';

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Under /v1/app: common/{menuType}/upload/{contentsType} and the editor's nhn/* calls. */
export async function uploadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = createUploadService(deps.database.db, deps.storage, deps.clock, deps.config.uploadQuota);
  const tokens = UploadTokenSigner.inDataDir(deps.config.dataDir, deps.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Editor calls may carry the upload token; when they do it must be valid and belong to the session's member. */
  async function checkEditorToken(request: FastifyRequest, userId: number): Promise<void> {
    const raw = request.headers[UPLOAD_TOKEN_HEADER];
    if (raw === undefined) return;
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || !(await tokens.verify(token, userId))) throw AppError.unauthorized(UPLOAD_MESSAGES.tokenInvalid);
  }

  withMultipart(app, (mp) => {
    mp.post(
      '/common/:menuType/upload/:contentsType',
      {
        config: { access: 'member', limit: 'upload' },
        schema: {
          tags: ['common'],
          summary: '이미지 업로드(multipart uploadFile) — 거점·마이페이지 대표/본문 이미지',
          consumes: ['multipart/form-data'],
          params: uploadParamsSchema,
          response: { 200: uploadResultSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const files = await readFormFiles(request, UPLOAD_FIELD.single, 1);
        const [saved] = await service.saveImages(files, { ...request.params, userId: user.userId });
        return { number: 200 as const, message: UPLOAD_MESSAGES.uploaded, filePath: saved!.url };
      },
    );

    mp.post(
      '/nhn/upload',
      {
        config: { access: 'member', limit: 'upload' },
        schema: {
          tags: ['editor'],
          summary: '에디터 이미지 업로드(multipart uploadFile)',
          consumes: ['multipart/form-data'],
          response: { 200: editorUploadResultSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await checkEditorToken(request, user.userId);
        const files = await readFormFiles(request, UPLOAD_FIELD.single, 1);
        const [saved] = await service.saveImages(files, {
          menuType: 'editor',
          contentsType: 'editor',
          userId: user.userId,
        });
        return { number: 200 as const, message: UPLOAD_MESSAGES.uploaded, url: saved!.url };
      },
    );

    mp.post(
      '/nhn/multi-upload',
      {
        config: { access: 'member', limit: 'upload' },
        schema: {
          tags: ['editor'],
          summary: '에디터 이미지 여러 장 업로드(multipart uploadFiles, 최대 4개)',
          consumes: ['multipart/form-data'],
          response: { 200: editorMultiUploadResultSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await checkEditorToken(request, user.userId);
        const files = await readFormFiles(request, UPLOAD_FIELD.multiple, UPLOAD_LIMITS.maxFiles);
        const saved = await service.saveImages(files, {
          menuType: 'editor',
          contentsType: 'editor',
          userId: user.userId,
        });
        return { number: 200 as const, message: UPLOAD_MESSAGES.uploaded, urls: saved.map((s) => s.url) };
      },
    );
  });

  r.get(
    '/nhn/upload-auth',
    {
      config: { access: 'member' },
      schema: {
        tags: ['editor'],
        summary: '에디터 업로드 토큰(1시간)',
        response: { 200: uploadAuthSchema },
      },
    },
    async (request) => {
      const { token, expiresAt } = await tokens.issue(currentUser(request).userId);
      return { token, expiresAt: toSeoulIso(expiresAt) };
    },
  );
}

/** Under /files: read-only access to stored uploads by key. No listing; anything but a well-formed key is 404. */
export async function fileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { key: string } }>(
    '/:key',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params;
      if (!isValidFileKey(key)) throw AppError.notFound();
      const file = await deps.storage.get(key);
      if (!file) throw AppError.notFound();
      const ext = key.slice(key.lastIndexOf('.') + 1);
      return reply
        .header('Content-Type', MIME_BY_EXT[ext] ?? 'application/octet-stream')
        .header('Content-Length', String(file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
}
