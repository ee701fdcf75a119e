import { commandResultSchema, pageSchema } from '@onfan/contracts/envelope';
import {
  bookableDaysSchema,
  decisionBodySchema,
  dayQuerySchema,
  myReservationQuerySchema,
  operatorReservationQuerySchema,
  operatorReservationSchema,
  reservationFieldsSchema,
  reservationSchema,
  reserveResultSchema,
  reviewBodySchema,
  reviewCountListSchema,
  reviewSchema,
  roomParamsSchema,
  roomSchema,
  rsvtParamsSchema,
  slotListSchema,
  slotQuerySchema,
  statusBodySchema,
  STUDIO_MESSAGES,
  studioListSchema,
} from '@onfan/contracts/studio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { currentUser } from '../../http/access.js';
import { reservationService } from './studio.module.js';

const tags = ['studio'];

/** Under /v1/app/studio (api-map `studio`), plus the operator decisions under /v1/app/studio/opr. */
export async function studioRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = reservationService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/infos',
    {
      config: { access: 'public' },
      schema: { tags, summary: '스튜디오와 룸 목록', response: { 200: studioListSchema } },
    },
    () => service.studios(),
  );

  r.get(
    '/room/:roomId',
    {
      config: { access: 'public' },
      schema: { tags, summary: '룸 상세(이미지 포함)', params: roomParamsSchema, response: { 200: roomSchema } },
    },
    (req) => service.roomDetail(req.params.roomId, 'studio'),
  );

  r.get(
    '/room/:roomId/rsvt/days',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '달력: 한 달의 예약 가능일(오늘 이전, 주말, 공휴일 반영)',
        params: roomParamsSchema,
        querystring: dayQuerySchema,
        response: { 200: bookableDaysSchema },
      },
    },
    (req) => service.days(req.params.roomId, 'studio', req.query.rsvtYm),
  );

  r.get(
    '/room/:roomId/rsvt/schds',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '하루의 시간대별 예약 상태(E 가능, R 예약됨, M 내 예약)',
        params: roomParamsSchema,
        querystring: slotQuerySchema,
        response: { 200: slotListSchema },
      },
    },
    (req) => service.slots(req.params.roomId, 'studio', req.query.rsvtYmd, req.user),
  );

  r.post(
    '/room/:roomId/rsvt',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '예약 신청(소상공인 확인서 승인 회원)',
        params: roomParamsSchema,
        body: reservationFieldsSchema,
        response: { 200: reserveResultSchema },
      },
    },
    (req) => service.reserve(req.params.roomId, 'studio', currentUser(req), req.body),
  );

  r.get(
    '/rsvts',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '내 스튜디오 예약 목록',
        querystring: myReservationQuerySchema,
        response: { 200: pageSchema(reservationSchema) },
      },
    },
    (req) => service.myReservations(currentUser(req), 'studio', req.query),
  );

  r.put(
    '/rsvts/sts',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '예약 취소(본인: 이용일 전날까지, 운영자: 언제나)',
        body: statusBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => service.changeStatus(currentUser(req), req.body.rsvtId, req.body.sttsRsn),
  );

  r.get(
    '/rsvts/:rsvtId/ics',
    {
      config: { access: 'member' },
      schema: { tags, summary: '예약 캘린더 파일(.ics)', params: rsvtParamsSchema },
    },
    async (req, reply) => {
      const file = await service.ics(currentUser(req), req.params.rsvtId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  r.get(
    '/:roomId/revws',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '룸 후기 목록',
        params: roomParamsSchema,
        querystring: myReservationQuerySchema,
        response: { 200: pageSchema(reviewSchema) },
      },
    },
    (req) => service.reviews(req.params.roomId, req.query),
  );

  r.get(
    '/:roomId/revw/cnts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '룸 후기 별점별 개수',
        params: roomParamsSchema,
        response: { 200: reviewCountListSchema },
      },
    },
    (req) => service.reviewCounts(req.params.roomId),
  );

  r.post(
    '/room/:roomId/revw',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '후기 작성(이용 완료된 본인 예약, 1회)',
        params: roomParamsSchema,
        body: reviewBodySchema,
        response: { 200: commandResultSchema.extend({ revwId: z.number().int() }) },
      },
    },
    (req) => service.writeReview(currentUser(req), req.params.roomId, req.body),
  );

  // plygrnds2 and plygrnd2/{id} are the content engine's (content.routes.ts studioContentRoutes), not the studio's.

  // Operator decisions (the operator screens come later; the endpoints and their rules exist now).
  r.get(
    '/opr/rsvts',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: '운영자: 스튜디오 예약 목록',
        querystring: operatorReservationQuerySchema,
        response: { 200: pageSchema(operatorReservationSchema) },
      },
    },
    (req) => service.allReservations('studio', req.query),
  );

  const decision = (action: 'confirm' | 'reject' | 'cancel', summary: string, message: string) =>
    r.put(
      `/opr/rsvt/:rsvtId/${action}`,
      {
        config: { access: 'operator' },
        schema: {
          tags,
          summary,
          params: rsvtParamsSchema,
          body: decisionBodySchema,
          response: { 200: commandResultSchema },
        },
      },
      async (req) => {
        const op = currentUser(req);
        const reason = req.body?.sttsRsn ?? null;
        if (action === 'confirm') await service.engine.confirm(op, req.params.rsvtId, reason);
        else if (action === 'reject') await service.engine.reject(op, req.params.rsvtId, reason);
        else await service.engine.cancel(op, req.params.rsvtId, reason, true);
        return { number: 200 as const, message };
      },
    );
  decision('confirm', '운영자: 예약 확정', STUDIO_MESSAGES.confirmed);
  decision('reject', '운영자: 예약 반려', STUDIO_MESSAGES.rejected);
  decision('cancel', '운영자: 예약 취소', STUDIO_MESSAGES.canceled);
}
