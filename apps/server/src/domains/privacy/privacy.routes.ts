import { privacyPolicyListSchema, privacyPolicyParamsSchema, privacyPolicySchema } from '@onfan/contracts/privacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { PrivacyRepository } from './privacy.repository.js';
import { PrivacyService } from './privacy.service.js';

/** Under /v1/app/privacy. */
export async function privacyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new PrivacyService(new PrivacyRepository(deps.database.db), deps.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/prvcPrcsPolic',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        summary: '개인정보처리방침 버전 목록(최신순)',
        response: { 200: privacyPolicyListSchema },
      },
    },
    () => service.list(),
  );

  r.get(
    '/prvcPrcsPolicLatest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        summary: '현재 시행 중인 개인정보처리방침',
        response: { 200: privacyPolicySchema },
      },
    },
    () => service.latest(),
  );

  r.get(
    '/prvcPrcsPolic/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        summary: '개인정보처리방침 한 버전',
        params: privacyPolicyParamsSchema,
        response: { 200: privacyPolicySchema },
      },
    },
    (request) => service.get(request.params.id),
  );
}
