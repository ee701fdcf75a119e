import { codeListSchema, codeQuerySchema } from '@onfan/contracts/code';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { CACHED_PUBLIC, JsonCache } from '../../http/json-cache.js';
import { CodeRepository } from './code.repository.js';
import { CodeService } from './code.service.js';

/** Under /v1/app/common. */
export async function codeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new CodeService(new CodeRepository(deps.database.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Code values change only with a release (seed data), so every node keeps them for five minutes.
  const cache = new JsonCache(deps.clock, 5 * 60 * 1000);
  const list = (cmmnCd: string, reply: FastifyReply) =>
    cache.send(reply, cmmnCd, codeListSchema, () => service.list(cmmnCd));

  r.get(
    '/dcd',
    {
      config: CACHED_PUBLIC,
      schema: {
        tags: ['common'],
        summary: '마스터 코드(숫자 그룹) 값 목록',
        querystring: codeQuerySchema,
        response: { 200: codeListSchema },
      },
    },
    (request, reply) => list(request.query.cmmnCd, reply),
  );

  r.get(
    '/cd',
    {
      config: CACHED_PUBLIC,
      schema: {
        tags: ['common'],
        summary: '공통 코드(이름 그룹) 값 목록',
        querystring: codeQuerySchema,
        response: { 200: codeListSchema },
      },
    },
    (request, reply) => list(request.query.cmmnCd, reply),
  );
}
