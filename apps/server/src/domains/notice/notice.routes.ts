import { CONTENT_TYPES, contentDetailSchema, contentPageSchema } from '@onfan/contracts/content';
import { fileIdParamsSchema, noticeListQuerySchema, noticePopupListSchema } from '@onfan/contracts/notice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { sendAttachment } from '../content/content.routes.js';
import { ContentService } from '../content/content.service.js';
import { NoticeService } from './notice.service.js';

const ntcParamsSchema = z.object({
  ntcId: z.coerce
    .number({ error: '공지사항 번호가 올바르지 않습니다.' })
    .int()
    .positive('공지사항 번호가 올바르지 않습니다.'),
});

/** Under /v1/app/notice. */
export async function noticeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const content = new ContentService(deps.database.db, deps.clock, deps.storage);
  const service = new NoticeService(content, deps.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/ntcList',
    {
      config: { access: 'public' },
      schema: { tags: ['notice'], summary: '게시 기간 중인 팝업 공지', response: { 200: noticePopupListSchema } },
    },
    () => service.popups(),
  );
  r.get(
    '/notice2/ntcs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notice'],
        summary: '공지사항 게시판(검색: 전체/제목)',
        querystring: noticeListQuerySchema,
        response: { 200: contentPageSchema },
      },
    },
    (request) => content.list(['notice'], request.query, request.query.option === '제목' ? 'title' : 'all'),
  );
  r.get(
    '/ntc/:ntcId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notice'],
        summary: '공지사항 상세',
        params: ntcParamsSchema,
        response: { 200: contentDetailSchema },
      },
    },
    (request) => content.view(['notice'], request.params.ntcId),
  );
  for (const path of ['/download/:fileId', '/dnatch/:fileId']) {
    r.get(
      path,
      {
        config: { access: 'public' },
        schema: { tags: ['notice'], summary: '첨부파일 내려받기(한글 파일명 RFC 5987)', params: fileIdParamsSchema },
      },
      async (request, reply) => sendAttachment(reply, await content.download(request.params.fileId, CONTENT_TYPES)),
    );
  }
}
