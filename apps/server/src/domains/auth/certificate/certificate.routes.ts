import {
  certificateBodySchema,
  certificateDecisionBodySchema,
  certificateSchema,
  userIdParamsSchema,
} from '@onfan/contracts/auth';
import { commandResultSchema } from '@onfan/contracts/envelope';
import { UPLOAD_FIELD } from '@onfan/contracts/upload';
import { currentUser } from '../../../http/access.js';
import type { FileStorage } from '../../upload/storage.js';
import { readFormFiles, withMultipart } from '../../upload/upload.multipart.js';
import type { AuthModule } from '../auth.module.js';
import type { ZodApp } from '../../../http/zod-app.js';

const tags = ['auth'];

export function registerCertificateRoutes(r: ZodApp, m: AuthModule, storage: FileStorage): void {
  withMultipart(r, (mp) => {
    mp.post(
      '/certificate/upload',
      {
        config: { access: 'member', limit: 'upload' },
        schema: {
          tags,
          summary: '소상공인 확인서 파일 업로드 및 등록 (multipart uploadFile, 이미지 또는 PDF)',
          consumes: ['multipart/form-data'],
          response: { 200: commandResultSchema },
        },
      },
      async (req) => {
        const [file] = await readFormFiles(req, UPLOAD_FIELD.single, 1);
        return m.certificate.uploadAndSubmit(currentUser(req), file!, storage);
      },
    );
  });

  r.get(
    '/certificate',
    {
      config: { access: 'member' },
      schema: { tags, summary: '내 소상공인 확인서 상태', response: { 200: certificateSchema } },
    },
    (req) => m.certificate.get(currentUser(req)),
  );

  r.post(
    '/certificate',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '소상공인 확인서 등록',
        body: certificateBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => m.certificate.submit(currentUser(req), req.body.fileId),
  );

  r.put(
    '/certificate/:userId/decision',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: '소상공인 확인서 승인/반려 (운영자)',
        params: userIdParamsSchema,
        body: certificateDecisionBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => m.certificate.decide(currentUser(req), req.params.userId, req.body),
  );
}
