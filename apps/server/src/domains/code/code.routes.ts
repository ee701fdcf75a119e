import { codeListSchema, codeQuerySchema } from '@onfan/contracts/code';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { CodeRepository } from './code.repository.js';
import { CodeService } from './code.service.js';

/** Under /v1/app/common. */
export async function codeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new CodeService(new CodeRepository(deps.database.db));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dcd',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common'],
        summary: '마스터 코드(숫자 그룹) 값 목록',
        querystring: codeQuerySchema,
        response: { 200: codeListSchema },
      },
    },
    (request) => service.list(request.query.cmmnCd),
  );

  r.get(
    '/cd',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common'],
        summary: '공통 코드(이름 그룹) 값 목록',
        querystring: codeQuerySchema,
        response: { 200: codeListSchema },
      },
    },
    (request) => service.list(request.query.cmmnCd),
  );
}
