import { AUTH_MESSAGES, companyCheckResultSchema, companyFieldsSchema } from '@onfan/contracts/auth';
import { commandResultSchema, pageQuerySchema, pageSchema } from '@onfan/contracts/envelope';
import {
  favrBodySchema,
  favrResultSchema,
  favrSchema,
  galleryImageSchema,
  galleryListSchema,
  glryParamsSchema,
  glryQuerySchema,
  inquiryBodySchema,
  inquiryDeleteBodySchema,
  inquiryResultSchema,
  inquirySchema,
  noticeParamsSchema,
  noticeSchema,
  roomInfoQuerySchema,
  roomListQuerySchema,
  spaceDetailSchema,
  spaceGroupListSchema,
  spaceListQuerySchema,
  spaceParamsSchema,
  spaceReservationBodySchema,
  spaceSummarySchema,
} from '@onfan/contracts/space';
import {
  bookableDaysSchema,
  dayQuerySchema,
  myReservationQuerySchema,
  operatorReservationQuerySchema,
  operatorReservationSchema,
  reservationSchema,
  reserveResultSchema,
  roomParamsSchema,
  roomSchema,
  rsvtParamsSchema,
  slotListSchema,
  slotQuerySchema,
  statusBodySchema,
} from '@onfan/contracts/studio';
import { UPLOAD_FIELD } from '@onfan/contracts/upload';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { currentUser } from '../../http/access.js';
import { CertificateService } from '../auth/certificate/certificate.service.js';
import { TableBusinessRegistryProvider } from '../auth/company/business-registry.js';
import { reservationService } from '../studio/studio.module.js';
import { readFormFiles, withMultipart } from '../upload/upload.multipart.js';
import { SpaceService } from './space.service.js';

const tags = ['space'];

/** Under /v1/app/space (api-map `space`). */
export async function spaceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new SpaceService(deps.database.db, deps.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/grp/lst',
    { config: { access: 'public' }, schema: { tags, summary: '공간 그룹', response: { 200: spaceGroupListSchema } } },
    () => service.groups(),
  );

  r.get(
    '/lst',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '공간 목록(그룹, 관심 공간만)',
        querystring: spaceListQuerySchema,
        response: { 200: pageSchema(spaceSummarySchema) },
      },
    },
    (req) => service.spaces(req.user, req.query),
  );

  r.get(
    '/glry/glryAndDtlList',
    {
      config: { access: 'public' },
      schema: { tags, summary: '공간 갤러리', querystring: glryQuerySchema, response: { 200: galleryListSchema } },
    },
    (req) => service.gallery(req.query.spaceId),
  );

  r.get(
    '/glry/:spaceId/dtl/:glryId',
    {
      config: { access: 'public' },
      schema: { tags, summary: '공간 갤러리 이미지', params: glryParamsSchema, response: { 200: galleryImageSchema } },
    },
    (req) => service.galleryImage(req.params.spaceId, req.params.glryId),
  );

  r.get(
    '/:spaceId',
    {
      config: { access: 'public' },
      schema: { tags, summary: '공간 상세', params: spaceParamsSchema, response: { 200: spaceDetailSchema } },
    },
    (req) => service.detail(req.params.spaceId, req.user),
  );

  r.get(
    '/:spaceId/favr',
    {
      config: { access: 'member' },
      schema: { tags, summary: '관심 공간 여부', params: spaceParamsSchema, response: { 200: favrSchema } },
    },
    (req) => service.favourite(currentUser(req), req.params.spaceId),
  );

  r.put(
    '/:spaceId/favr',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '관심 공간 등록·해제',
        params: spaceParamsSchema,
        body: favrBodySchema,
        response: { 200: favrResultSchema },
      },
    },
    (req) => service.setFavourite(currentUser(req), req.params.spaceId, req.body.favrYn),
  );
}

/** Under /v1/app/reservation (api-map `reservation`): space rooms through the same slot engine as studio rooms. */
export async function spaceReservationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const spaces = new SpaceService(deps.database.db, deps.clock);
  const rsvt = reservationService(deps);
  // The accounts domain's company check (auth/company), reused: the browser's check is a convenience, the server decides.
  const registry = new TableBusinessRegistryProvider(deps.database.db);
  const certificates = new CertificateService(deps.database.db, deps.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reservation'];

  r.get(
    '/ntc/lst',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '공간 예약 공지',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(noticeSchema) },
      },
    },
    (req) => spaces.notices(req.query),
  );

  r.get(
    '/ntc/:ntcId',
    {
      config: { access: 'public' },
      schema: { tags, summary: '공간 예약 공지 상세', params: noticeParamsSchema, response: { 200: noticeSchema } },
    },
    (req) => spaces.notice(req.params.ntcId),
  );

  r.get(
    '/inq/lst',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '내 공간 문의',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(inquirySchema) },
      },
    },
    (req) => spaces.inquiries(currentUser(req), req.query),
  );

  r.post(
    '/inq',
    {
      config: { access: 'member' },
      schema: { tags, summary: '공간 문의 작성', body: inquiryBodySchema, response: { 200: inquiryResultSchema } },
    },
    (req) => spaces.writeInquiry(currentUser(req), req.body),
  );

  r.put(
    '/inq/del',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '공간 문의 삭제(답변 전)',
        body: inquiryDeleteBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => spaces.deleteInquiry(currentUser(req), req.body.inqId),
  );

  r.get(
    '/roomList',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '공간의 룸 목록',
        querystring: roomListQuerySchema,
        response: {
          200: z.array(
            roomSchema
              .pick({
                roomId: true,
                roomNm: true,
                roomOnelineIntro: true,
                operBgngHhmm: true,
                operEndHhmm: true,
                wekendOperYn: true,
                holdyOperYn: true,
                maxRsvtUsrCnt: true,
              })
              .extend({ rprsImgPtUrl: z.string().nullable() }),
          ),
        },
      },
    },
    (req) => spaces.roomList(req.query.spaceId),
  );

  r.get(
    '/roomInfo',
    {
      config: { access: 'public' },
      schema: { tags, summary: '공간 룸 상세', querystring: roomInfoQuerySchema, response: { 200: roomSchema } },
    },
    (req) => rsvt.roomDetail(req.query.roomId, 'space'),
  );

  r.get(
    '/room/:roomId/days',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '공간 룸 달력: 한 달의 예약 가능일',
        params: roomParamsSchema,
        querystring: dayQuerySchema,
        response: { 200: bookableDaysSchema },
      },
    },
    (req) => rsvt.days(req.params.roomId, 'space', req.query.rsvtYm),
  );

  r.get(
    '/room/:roomId/schds',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '공간 룸 시간대별 예약 상태',
        params: roomParamsSchema,
        querystring: slotQuerySchema,
        response: { 200: slotListSchema },
      },
    },
    (req) => rsvt.slots(req.params.roomId, 'space', req.query.rsvtYmd, req.user),
  );

  r.post(
    '/cmpyValidation',
    {
      config: { access: 'member' },
      schema: { tags, summary: '업체 확인', body: companyFieldsSchema, response: { 200: companyCheckResultSchema } },
    },
    async (req) => {
      if (!(await registry.matches(req.body))) throw AppError.badRequest(AUTH_MESSAGES.compFail);
      return { number: 200 as const, message: AUTH_MESSAGES.compOk };
    },
  );

  r.post(
    '/create',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '공간 예약 신청 (업체 확인: brno, openDay, ceoNm, compNm이 사업자 정보와 일치해야 함)',
        body: spaceReservationBodySchema,
        response: { 200: reserveResultSchema },
      },
    },
    async (req) => {
      const { roomId, openDay, ceoNm, compNm, ...fields } = req.body;
      // Checked before anything is written: a mismatch leaves no reservation behind.
      if (!(await registry.matches({ brno: fields.brno, openDay, ceoNm, compNm })))
        throw AppError.badRequest(AUTH_MESSAGES.compFail);
      return rsvt.reserve(roomId, 'space', currentUser(req), fields);
    },
  );

  withMultipart(r, (mp) => {
    mp.post(
      '/idnty',
      {
        config: { access: 'member', limit: 'upload' },
        schema: {
          tags,
          summary:
            '소상공인 확인서 업로드 및 등록 (multipart uploadFile, 이미지 또는 PDF; auth/certificate/upload와 같음)',
          consumes: ['multipart/form-data'],
          response: { 200: commandResultSchema },
        },
      },
      async (req) => {
        const [file] = await readFormFiles(req, UPLOAD_FIELD.single, 1);
        return certificates.uploadAndSubmit(currentUser(req), file!, deps.storage);
      },
    );
  });

  r.get(
    '/lst',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '내 공간 예약',
        querystring: myReservationQuerySchema,
        response: { 200: pageSchema(reservationSchema) },
      },
    },
    (req) => rsvt.myReservations(currentUser(req), 'space', req.query),
  );

  r.put(
    '/updateStatus',
    {
      config: { access: 'member' },
      schema: { tags, summary: '공간 예약 취소', body: statusBodySchema, response: { 200: commandResultSchema } },
    },
    (req) => rsvt.changeStatus(currentUser(req), req.body.rsvtId, req.body.sttsRsn),
  );

  r.get(
    '/:rsvtId/ics',
    {
      config: { access: 'member' },
      schema: { tags, summary: '공간 예약 캘린더 파일(.ics)', params: rsvtParamsSchema },
    },
    async (req, reply) => {
      const file = await rsvt.ics(currentUser(req), req.params.rsvtId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  r.get(
    '/opr/lst',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: '운영자: 공간 예약 목록',
        querystring: operatorReservationQuerySchema,
        response: { 200: pageSchema(operatorReservationSchema) },
      },
    },
    (req) => rsvt.allReservations('space', req.query),
  );
}
