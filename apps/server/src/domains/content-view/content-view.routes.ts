import { clickBodySchema, contentViewParamsSchema, contentViewResultSchema } from '@onfan/contracts/content-view';
import { COMMON_MESSAGES, commandResultSchema } from '@onfan/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { ContentViewRepository } from './content-view.repository.js';
import type { Viewer } from './content-view.service.js';
import { ContentViewService } from './content-view.service.js';

function viewerOf(request: FastifyRequest): Viewer {
  const ua = request.headers['user-agent'];
  return { userId: request.user?.userId ?? null, ip: request.ip, userAgent: typeof ua === 'string' ? ua : '' };
}

/** Under /v1/app/common. */
export async function contentViewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new ContentViewService(new ContentViewRepository(deps.database.db), deps.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/contents/:contentsId/:contentsType',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common'],
        summary: '조회수 반영(같은 사람·같은 글은 10분에 한 번)',
        params: contentViewParamsSchema,
        response: { 200: contentViewResultSchema },
      },
    },
    async (request) => {
      const result = await service.countView(request.params, viewerOf(request));
      return { number: 200 as const, message: COMMON_MESSAGES.ok, ...result };
    },
  );

  const click = {
    config: { access: 'public' as const },
    schema: {
      tags: ['common'],
      summary: '클릭 기록',
      body: clickBodySchema,
      response: { 200: commandResultSchema },
    },
  };
  const recordClick = async (request: FastifyRequest<{ Body: { clickTrgtTyp: string; clickTrgtVal: string } }>) => {
    await service.recordClick(request.body, request.user?.userId ?? null);
    return { number: 200 as const, message: COMMON_MESSAGES.ok };
  };
  r.put('/potal/update/click', click, recordClick);
  r.post('/potal/update/click', click, recordClick);
}
