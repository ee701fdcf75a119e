import { pageQuerySchema } from '@onfan/contracts/envelope';
import {
  applyResultSchema,
  brnoQuerySchema,
  mssHistoryListSchema,
  mssListQuerySchema,
  mssProgrammePageSchema,
  myApplicationPageSchema,
  recommendationListSchema,
  sprtBizIdParamsSchema,
  supportDetailSchema,
  supportListQuerySchema,
  SUPPORT_MESSAGES,
  supportNoticeListSchema,
  supportPageSchema,
  treeMenuListSchema,
} from '@onfan/contracts/support';
import {
  CONTENT_MESSAGES,
  contentDetailSchema,
  contentIdParamsSchema,
  contentListQuerySchema,
  contentPageSchema,
  intrdCategory,
} from '@onfan/contracts/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { currentUser } from '../../http/access.js';
import { ContentService } from '../content/content.service.js';
import { SupportService } from './support.service.js';

/** Under /v1/app/support. */
export async function supportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new SupportService(deps.database.db, deps.clock);
  const content = new ContentService(deps.database.db, deps.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];

  r.get(
    '/bizs',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '지원사업 목록(중앙/지방, 연도, 분야, 지역, 상태, 검색)',
        querystring: supportListQuerySchema,
        response: { 200: supportPageSchema },
      },
    },
    (request) => service.list(request.query),
  );
  r.get(
    '/biz/:sprtBizId',
    {
      config: { access: 'public' },
      schema: { tags, summary: '지원사업 상세', params: sprtBizIdParamsSchema, response: { 200: supportDetailSchema } },
    },
    (request) => service.view(request.params.sprtBizId, request.user),
  );
  r.post(
    '/biz/:sprtBizId/aply',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '지원사업 신청(회원당 한 번, 접수 기간 중)',
        params: sprtBizIdParamsSchema,
        response: { 200: applyResultSchema },
      },
    },
    async (request) => {
      const aplyId = await service.apply(request.params.sprtBizId, currentUser(request));
      return { number: 200 as const, message: SUPPORT_MESSAGES.applied, aplyId };
    },
  );
  r.get(
    '/aplys',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '나의 지원사업 신청 내역',
        querystring: pageQuerySchema,
        response: { 200: myApplicationPageSchema },
      },
    },
    (request) => service.myApplications(currentUser(request), request.query),
  );
  r.get(
    '/ntcs',
    {
      config: { access: 'public' },
      schema: { tags, summary: '지원사업 안내(유의사항) 공지', response: { 200: supportNoticeListSchema } },
    },
    async () => {
      const rows = await content.latest(['sprtntc'], 10);
      return rows.map((n) => ({
        sprtBizNtcId: n.contentsId,
        sprtBizNtcTit: n.tit,
        sprtBizNtcCn: n.cn,
        regDt: new Date(n.regDt).toISOString(),
      }));
    },
  );
  // Support-business introductions and their examples: the content engine's intrd and intrdexm items; an example's
  // category is its introduction. `intrds` (the list the supportbiz pages open with) is not in the api map's table.
  r.get(
    '/intrds',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '지원사업 소개 목록',
        querystring: contentListQuerySchema.omit({ ctgrCode: true }),
        response: { 200: contentPageSchema },
      },
    },
    (request) => content.list(['intrd'], request.query),
  );
  r.get(
    '/intrd/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: '지원사업 소개', params: contentIdParamsSchema, response: { 200: contentDetailSchema } },
    },
    (request) => content.view(['intrd'], request.params.id),
  );
  r.get(
    '/intrd/:id/exms',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '지원사업 소개의 사례 목록',
        params: contentIdParamsSchema,
        querystring: contentListQuerySchema.omit({ ctgrCode: true }),
        response: { 200: contentPageSchema },
      },
    },
    async (request) => {
      if (!(await content.exists(['intrd'], request.params.id))) throw AppError.notFound(CONTENT_MESSAGES.notFound);
      return content.list(['intrdexm'], { ...request.query, ctgrCode: intrdCategory(request.params.id) });
    },
  );
  r.get(
    '/intrd/exm/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '지원사업 사례(같은 소개의 이전글/다음글)',
        params: contentIdParamsSchema,
        response: { 200: contentDetailSchema },
      },
    },
    (request) => content.viewInOwnCategory(['intrdexm'], request.params.id),
  );
  r.get(
    '/sprt/biz/treeMenus',
    {
      config: { access: 'public' },
      schema: { tags, summary: '지원사업 메뉴 트리', response: { 200: treeMenuListSchema } },
    },
    () => service.treeMenus(),
  );
  r.get(
    '/supt/biz',
    {
      config: { access: 'member' },
      schema: { tags, summary: '나에게 맞는 지원사업 추천', response: { 200: recommendationListSchema } },
    },
    (request) => service.recommendations(currentUser(request)),
  );
  r.get(
    '/mss/sprt/biz',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '중소벤처기업부 지원사업 공고',
        querystring: mssListQuerySchema,
        response: { 200: mssProgrammePageSchema },
      },
    },
    (request) => service.mssList(request.query),
  );
  r.get(
    '/mss/sprt/biz/srch/list',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '중소벤처기업부 지원사업 공고 검색',
        querystring: mssListQuerySchema,
        response: { 200: mssProgrammePageSchema },
      },
    },
    (request) => service.mssList(request.query),
  );
  r.get(
    '/mss/sprt/biz/hist/info/list',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '우리 회사 지원 이력(사업자 확인을 마친 회원의 사업자등록번호)',
        response: { 200: mssHistoryListSchema },
      },
    },
    (request) => service.companyHistory(currentUser(request)),
  );
}

/** Under /v1/app/mss. */
export async function mssRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new SupportService(deps.database.db, deps.clock);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sprt/biz/cmpny/statusList',
    {
      config: { access: 'member' },
      schema: {
        tags: ['support'],
        summary: '회사별 지원 현황(회원은 사업자 확인을 마친 자기 회사만, 운영자는 모든 회사)',
        querystring: brnoQuerySchema,
        response: { 200: mssHistoryListSchema },
      },
    },
    (request) => service.companyHistory(currentUser(request), request.query.brno),
  );
}
