import {
  certificateBodySchema,
  certificateDecisionBodySchema,
  certificateSchema,
  userIdParamsSchema,
} from '@onfan/contracts/auth';
import { commandResultSchema } from '@onfan/contracts/envelope';
import { currentUser } from '../../../http/access.js';
import type { AuthModule } from '../auth.module.js';
import type { ZodApp } from '../route-types.js';

const tags = ['auth'];

export function registerCertificateRoutes(r: ZodApp, m: AuthModule): void {
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
