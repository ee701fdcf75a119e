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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
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
      schema: { tags, summary: '우리 회사 지원 이력(회원 사업자등록번호)', response: { 200: mssHistoryListSchema } },
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
        summary: '회사별 지원 현황',
        querystring: brnoQuerySchema,
        response: { 200: mssHistoryListSchema },
      },
    },
    (request) => service.companyHistory(currentUser(request), request.query.brno),
  );
}
