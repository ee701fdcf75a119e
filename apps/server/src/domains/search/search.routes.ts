import { searchQuerySchema, searchResultSchema } from '@onfan/contracts/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** Under /v1/app/common. */
export async function searchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new SearchService(new SearchRepository(deps.database.db, deps.database.dialect));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/search',
    {
      config: { access: 'public', limit: 'search' },
      schema: {
        tags: ['common'],
        summary: '통합검색(유형별 묶음, 전체/제목, 초성)',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema },
      },
    },
    (request) => service.search(request.query),
  );
}
