import type { ContentType } from '@onfan/contracts/content';
import {
  CONTENT_MESSAGES,
  STUDIO_PLYGRND2_CTGR,
  contentDetailSchema,
  contentIdParamsSchema,
  contentListQuerySchema,
  contentPageSchema,
  contentViewQuerySchema,
} from '@onfan/contracts/content';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import type { AttachmentFile } from './content.service.js';
import { ContentService, contentDisposition } from './content.service.js';

export function sendAttachment(reply: FastifyReply, file: AttachmentFile) {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(file.fileNm))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-cache')
    .send(file.stream);
}

function contentService(deps: AppDeps) {
  return new ContentService(deps.database.db, deps.clock, deps.storage);
}

/**
 * A list (paged by 10) and a view (with previous/next) of one or more content types. With `ctgrCode` the routes serve
 * that one category only: the list ignores the query's category, a view of another category is not found.
 */
function listAndView(
  app: FastifyInstance,
  service: ContentService,
  o: {
    list: string;
    view: string;
    types: readonly ContentType[];
    tag: string;
    name: string;
    downloadBase?: string;
    ctgrCode?: string;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    o.list,
    {
      config: { access: 'public' },
      schema: {
        tags: [o.tag],
        summary: `${o.name} 목록`,
        querystring: contentListQuerySchema,
        response: { 200: contentPageSchema },
      },
    },
    (request) => service.list(o.types, o.ctgrCode ? { ...request.query, ctgrCode: o.ctgrCode } : request.query),
  );
  r.get(
    o.view,
    {
      config: { access: 'public' },
      schema: {
        tags: [o.tag],
        summary: `${o.name} 상세(이전글/다음글)`,
        params: contentIdParamsSchema,
        querystring: contentViewQuerySchema,
        response: { 200: contentDetailSchema },
      },
    },
    async (request) => {
      const item = await service.view(o.types, request.params.id, o.ctgrCode ?? request.query.ctgrCode, o.downloadBase);
      if (o.ctgrCode && item.ctgrCode !== o.ctgrCode) throw AppError.notFound(CONTENT_MESSAGES.notFound);
      return item;
    },
  );
}

const downloadQuerySchema = z.object({
  fileId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/** Under /v1/app/information: social space, news (issue, issue2 with ?kind=issue2), interviews. */
export async function informationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = contentService(deps);
  listAndView(app, service, {
    list: '/plygrnds',
    view: '/plygrnd/:id',
    types: ['plygrnd'],
    tag: 'information',
    name: '소셜 스페이스',
  });
  // Social space set 2 by category (ctgrCode 1012001 …). studio/plygrnds2 serves the studio category of the same items.
  listAndView(app, service, {
    list: '/plygrnds2',
    view: '/plygrnd2/:id',
    types: ['plygrnd2'],
    tag: 'information',
    name: '소셜 스페이스(분류별)',
  });
  listAndView(app, service, {
    list: '/issues',
    view: '/issue/:id',
    types: ['issue'],
    tag: 'information',
    name: '소식',
  });
  listAndView(app, service, {
    list: '/issues2',
    view: '/issue2/:id',
    types: ['issue2'],
    tag: 'information',
    name: '정책 소식',
  });
  listAndView(app, service, {
    list: '/interviews',
    view: '/interview/:id',
    types: ['interview'],
    tag: 'information',
    name: '인터뷰',
  });
}

/**
 * Under /v1/app/studio (api-map `studio`: plygrnds2, plygrnd2/{id}): the content engine's social space set 2 items of
 * the live-studio category, the same items as information/plygrnds2?ctgrCode=1012002. No studio-owned copy.
 */
export async function studioContentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  listAndView(app, contentService(deps), {
    list: '/plygrnds2',
    view: '/plygrnd2/:id',
    types: ['plygrnd2'],
    tag: 'studio',
    name: '스튜디오 소셜 스페이스 콘텐츠',
    ctgrCode: STUDIO_PLYGRND2_CTGR,
  });
}

/** Under /v1/app/community: social space set 3 and the set 2/3 file downloads. */
export async function communityContentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = contentService(deps);
  listAndView(app, service, {
    list: '/plygrnds3',
    view: '/plygrnd3/:id',
    types: ['plygrnd3'],
    tag: 'community',
    name: '소셜 스페이스 자료',
    downloadBase: '/v1/app/notice/download',
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const type of ['plygrnd2', 'plygrnd3'] as const) {
    r.get(
      `/${type}/:id/download`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['community'],
          summary: '소셜 스페이스 첨부파일 내려받기(fileId 없으면 첫 파일)',
          params: contentIdParamsSchema,
          querystring: downloadQuerySchema,
        },
      },
      async (request, reply) => {
        const fileId = request.query.fileId ?? (await service.firstAttachmentId(request.params.id));
        return sendAttachment(reply, await service.download(fileId, [type]));
      },
    );
  }
}

/** Under /v1/app/sentcont. */
export async function sentcontRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = contentService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sentcont'],
        summary: '콘텐츠 목록(분류 ctgrCode)',
        querystring: contentListQuerySchema,
        response: { 200: contentPageSchema },
      },
    },
    (request) => service.list(['sentcont'], request.query),
  );
  r.get(
    '/list/ntfctn',
    {
      config: { access: 'public' },
      schema: { tags: ['sentcont'], summary: '새 콘텐츠 알림(최근 5건)', response: { 200: contentPageSchema } },
    },
    () => service.list(['sentcont'], { pageNo: 1, pageSize: 5 }),
  );
  r.get(
    '/:id/view',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sentcont'],
        summary: '콘텐츠 상세',
        params: contentIdParamsSchema,
        querystring: contentViewQuerySchema,
        response: { 200: contentDetailSchema },
      },
    },
    (request) => service.view(['sentcont'], request.params.id, request.query.ctgrCode),
  );
}

/** Under /v1/app/support: sales-support items. */
export async function smbSalesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  listAndView(app, contentService(deps), {
    list: '/smb-sales',
    view: '/smb-sales/:id',
    types: ['smbsales'],
    tag: 'support',
    name: '판로 지원',
  });
}
