import { creatorBodySchema, creatorResultSchema, creatorSaveResultSchema } from '@onfan/contracts/auth';
import { currentUser } from '../../../http/access.js';
import type { AuthModule } from '../auth.module.js';
import type { ZodApp } from '../../../http/zod-app.js';

const tags = ['auth'];

export function registerCreatorRoutes(r: ZodApp, m: AuthModule): void {
  r.get(
    '/ctr',
    {
      config: { access: 'member' },
      schema: { tags, summary: '내 크리에이터 정보', response: { 200: creatorResultSchema } },
    },
    (req) => m.creator.get(currentUser(req)),
  );

  r.post(
    '/ctr',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '크리에이터 정보 저장 (소상공인 회원은 크리에이터로 전환)',
        body: creatorBodySchema,
        response: { 200: creatorSaveResultSchema },
      },
    },
    (req) => m.creator.save(currentUser(req), req.body),
  );
}
