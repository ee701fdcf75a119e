import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { ProhibitedWordRepository } from './prohibited-word.repository.js';
import { ProhibitedWordService } from './prohibited-word.service.js';

/** Under /v1/app/common. The web checks drafts with the same list and matcher (@onfan/contracts/prohibited). */
export async function prohibitedWordRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new ProhibitedWordService(new ProhibitedWordRepository(deps.database.db));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/prhbWrd',
    {
      config: { access: 'public' },
      schema: { tags: ['common'], summary: '금칙어 목록', response: { 200: z.array(z.string()) } },
    },
    () => service.list(),
  );
}
