import { z } from 'zod';
import { companyCheckResultSchema, companyFieldsSchema } from './auth.js';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { inquiryInboxFilterSchema } from './inquiry.admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageQuerySchema, pageSchema, ynSchema, rowIdSchema } from './envelope.js';
import {
  bookingEndpoints,
  reservationFieldsSchema,
  reserveResultSchema,
  roomSchema,
  roomSummarySchema,
} from './studio.js';

/** Spaces (api-map `space` and `reservation`): groups, spaces, galleries, favourites, inquiries, notices. */

export const SPACE_MESSAGES = {
  spaceNotFound: '공간 정보를 찾을 수 없습니다.',
  glryNotFound: '갤러리 이미지를 찾을 수 없습니다.',
  favrOn: '관심 공간으로 등록되었습니다.',
  favrOff: '관심 공간에서 해제되었습니다.',
  inqTitRequired: '문의 제목을 입력해주세요.',
  inqCnRequired: '문의 내용을 입력해주세요.',
  inqSaved: '문의가 등록되었습니다.',
  inqDeleted: '삭제되었습니다.',
  inqNotFound: '문의 내역을 찾을 수 없습니다.',
  inqAnswered: '답변이 등록된 문의는 삭제할 수 없습니다.',
  ntcNotFound: '공지사항을 찾을 수 없습니다.',
  textTooLong: (max: number) => `${max}자 이내로 입력해주세요.`,
} as const;

export const spaceGroupSchema = z.object({ grpId: z.number().int(), grpNm: z.string(), spaceCnt: z.number().int() });
export const spaceGroupListSchema = z.array(spaceGroupSchema);

export const spaceSummarySchema = z.object({
  spaceId: z.number().int(),
  grpId: z.number().int(),
  grpNm: z.string(),
  spaceNm: z.string(),
  spaceIntro: z.string(),
  spaceAddr: z.string(),
  rprsImgPtUrl: z.string().nullable(),
  favrYn: ynSchema,
});
export type SpaceSummary = z.infer<typeof spaceSummarySchema>;

export const spaceListQuerySchema = z.object({
  grpId: rowIdSchema().optional(),
  favrYn: ynSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const galleryImageSchema = z.object({
  glryId: z.number().int(),
  spaceId: z.number().int(),
  imgPtUrl: z.string(),
  imgAlt: z.string(),
});
export const galleryListSchema = z.array(galleryImageSchema);

export const spaceDetailSchema = spaceSummarySchema.extend({
  spaceDtlIntro: z.string(),
  telNo: z.string(),
  useGuide: z.string(),
  imgs: z.array(galleryImageSchema),
  rooms: z.array(roomSummarySchema),
});
export type SpaceDetail = z.infer<typeof spaceDetailSchema>;

export const spaceParamsSchema = z.object({ spaceId: rowIdSchema() });
export const glryParamsSchema = z.object({
  spaceId: rowIdSchema(),
  glryId: rowIdSchema(),
});
export const glryQuerySchema = z.object({ spaceId: rowIdSchema() });

export const favrSchema = z.object({ spaceId: z.number().int(), favrYn: ynSchema });
export const favrBodySchema = z.object({ favrYn: ynSchema });
export const favrResultSchema = z.object({ number: z.literal(200), message: z.string(), favrYn: ynSchema });

export const roomListQuerySchema = z.object({ spaceId: rowIdSchema() });
export const roomInfoQuerySchema = z.object({ roomId: rowIdSchema() });

/**
 * POST /v1/app/reservation/create: the reservation fields plus the company check's facts. The server checks
 * brno/openDay/ceoNm/compNm against the business registry (the accounts domain's provider) before anything is written;
 * `brno` is both the checked number and the one stored with the reservation.
 */
export const spaceReservationBodySchema = reservationFieldsSchema.extend({
  roomId: rowIdSchema(),
  openDay: companyFieldsSchema.shape.openDay,
  ceoNm: companyFieldsSchema.shape.ceoNm,
  compNm: companyFieldsSchema.shape.compNm,
});
export type SpaceReservationInput = z.input<typeof spaceReservationBodySchema>;

// Inquiries
export const inquiryBodySchema = z.object({
  spaceId: rowIdSchema(),
  inqTit: z
    .string({ error: SPACE_MESSAGES.inqTitRequired })
    .trim()
    .min(1, { error: SPACE_MESSAGES.inqTitRequired, abort: true })
    .max(100, { error: SPACE_MESSAGES.textTooLong(100) }),
  inqCn: z
    .string({ error: SPACE_MESSAGES.inqCnRequired })
    .trim()
    .min(1, { error: SPACE_MESSAGES.inqCnRequired, abort: true })
    .max(1000, { error: SPACE_MESSAGES.textTooLong(1000) }),
});
export type InquiryBody = z.infer<typeof inquiryBodySchema>;
/** The inquiry form of the browser: title and text (the space is the page's). */
export const inquiryFormSchema = inquiryBodySchema.omit({ spaceId: true });
export type InquiryFormInput = z.input<typeof inquiryFormSchema>;
export type InquiryFormValues = z.output<typeof inquiryFormSchema>;
export const inquiryDeleteBodySchema = z.object({ inqId: rowIdSchema() });
export const inquirySchema = z.object({
  inqId: z.number().int(),
  spaceId: z.number().int(),
  spaceNm: z.string(),
  inqTit: z.string(),
  inqCn: z.string(),
  ansCn: z.string().nullable(),
  ansYn: ynSchema,
  regDt: z.string(),
  /** When the operator answered (Seoul time), null while unanswered. */
  ansDt: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** The console's space-inquiry desk (문의 답변, decision 034): an answer on the copy read (`updtDt`). */
export const SPACE_INQ_DESK_MESSAGES = {
  ansRequired: '답변 내용을 입력해주세요.',
  ansTooLong: '답변 내용은 2000자 이내로 입력해주세요.',
  answered: '답변이 등록되었습니다.',
} as const;
export const spaceAnswerBodySchema = readCopySchema.extend({
  ansCn: z
    .string({ error: SPACE_INQ_DESK_MESSAGES.ansRequired })
    .trim()
    .min(1, SPACE_INQ_DESK_MESSAGES.ansRequired)
    .max(2000, SPACE_INQ_DESK_MESSAGES.ansTooLong),
});
export const spaceInqIdParamsSchema = z.object({ inqId: rowIdSchema(SPACE_MESSAGES.inqNotFound) });
export const spaceInquiryQueueQuerySchema = consolePageQuerySchema
  .extend({
    answered: z.enum(['N', 'Y'], { error: '답변 여부가 올바르지 않습니다.' }).default('N'),
  })
  .extend(inquiryInboxFilterSchema.shape)
  .extend(consoleSortSchema(['regDt', 'ansDt', 'spaceNm', 'age']).shape);
export type SpaceInquiryQueueQuery = z.infer<typeof spaceInquiryQueueQuerySchema>;
export const spaceInquiryQueueRowSchema = z.object({
  inqId: z.number().int(),
  spaceId: z.number().int(),
  spaceNm: z.string(),
  /** The asking member's login id, masked. */
  lgnId: z.string(),
  inqTit: z.string(),
  inqCn: z.string(),
  regDt: z.string(),
  ansCn: z.string().nullable(),
  ansDt: z.string().nullable(),
  /** The copy an answer names (`readCopySchema`). */
  updtDt: z.string(),
});
export type SpaceInquiryQueueRow = z.infer<typeof spaceInquiryQueueRowSchema>;
const spaceInquiryDesk = { roles: ['RESERVATION', 'SYSTEM'] } as const;

export const inquiryResultSchema = z.object({ number: z.literal(200), message: z.string(), inqId: z.number().int() });

// Reservation notices
export const noticeSchema = z.object({
  ntcId: z.number().int(),
  ntcTit: z.string(),
  ntcCn: z.string(),
  regDt: z.string(),
});
export type SpaceNotice = z.infer<typeof noticeSchema>;
export const noticeParamsSchema = z.object({ ntcId: rowIdSchema() });

export const spacePageSchema = pageSchema(spaceSummarySchema);
export const inquiryPageSchema = pageSchema(inquirySchema);
export const noticePageSchema = pageSchema(noticeSchema);

/**
 * The calls of the space domain (api-map `space` and `reservation`): the catalogue, favourites, inquiries, notices, and
 * space-room booking through the same slot engine and the same booking calls as studio rooms.
 */
export const spaceEndpoints = {
  groups: endpoint({
    method: 'GET',
    path: 'space/grp/lst',
    access: 'public',
    summary: '공간 그룹',
    response: spaceGroupListSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: 'space/lst',
    access: 'public',
    summary: '공간 목록(그룹, 관심 공간만)',
    query: spaceListQuerySchema,
    response: spacePageSchema,
  }),
  gallery: endpoint({
    method: 'GET',
    path: 'space/glry/glryAndDtlList',
    access: 'public',
    summary: '공간 갤러리',
    query: glryQuerySchema,
    response: galleryListSchema,
  }),
  galleryImage: endpoint({
    method: 'GET',
    path: 'space/glry/:spaceId/dtl/:glryId',
    access: 'public',
    summary: '공간 갤러리 이미지',
    params: glryParamsSchema,
    response: galleryImageSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: 'space/:spaceId',
    access: 'public',
    summary: '공간 상세',
    params: spaceParamsSchema,
    response: spaceDetailSchema,
  }),
  favourite: endpoint({
    method: 'GET',
    path: 'space/:spaceId/favr',
    access: 'member',
    summary: '관심 공간 여부',
    params: spaceParamsSchema,
    response: favrSchema,
  }),
  setFavourite: endpoint({
    method: 'PUT',
    path: 'space/:spaceId/favr',
    access: 'member',
    summary: '관심 공간 등록·해제',
    params: spaceParamsSchema,
    body: favrBodySchema,
    response: favrResultSchema,
  }),
  notices: endpoint({
    method: 'GET',
    path: 'reservation/ntc/lst',
    access: 'public',
    summary: '공간 예약 공지',
    query: pageQuerySchema,
    response: noticePageSchema,
  }),
  notice: endpoint({
    method: 'GET',
    path: 'reservation/ntc/:ntcId',
    access: 'public',
    summary: '공간 예약 공지 상세',
    params: noticeParamsSchema,
    response: noticeSchema,
  }),
  inquiries: endpoint({
    method: 'GET',
    path: 'reservation/inq/lst',
    access: 'member',
    summary: '내 공간 문의',
    query: pageQuerySchema,
    response: inquiryPageSchema,
  }),
  writeInquiry: endpoint({
    method: 'POST',
    path: 'reservation/inq',
    access: 'member',
    summary: '공간 문의 작성',
    body: inquiryBodySchema,
    response: inquiryResultSchema,
  }),
  deleteInquiry: endpoint({
    method: 'PUT',
    path: 'reservation/inq/del',
    access: 'member',
    summary: '공간 문의 삭제(답변 전)',
    body: inquiryDeleteBodySchema,
    response: commandResultSchema,
  }),
  inquiryQueue: endpoint({
    method: 'GET',
    path: 'reservation/admin/inqs',
    access: spaceInquiryDesk,
    summary: '공간 문의 목록(운영자 콘솔)',
    query: spaceInquiryQueueQuerySchema,
    response: pageSchema(spaceInquiryQueueRowSchema),
  }),
  answerInquiry: endpoint({
    method: 'PUT',
    path: 'reservation/inq/:inqId/ans',
    access: spaceInquiryDesk,
    summary: '공간 문의 답변(운영자)',
    params: spaceInqIdParamsSchema,
    body: spaceAnswerBodySchema,
    response: commandResultSchema,
  }),
  rooms: endpoint({
    method: 'GET',
    path: 'reservation/roomList',
    access: 'public',
    summary: '공간의 룸 목록',
    query: roomListQuerySchema,
    response: z.array(roomSummarySchema),
  }),
  room: endpoint({
    method: 'GET',
    path: 'reservation/roomInfo',
    access: 'public',
    summary: '공간 룸 상세',
    query: roomInfoQuerySchema,
    response: roomSchema,
  }),
  ...bookingEndpoints(
    {
      days: 'reservation/room/:roomId/days',
      slots: 'reservation/room/:roomId/schds',
      mine: 'reservation/lst',
      cancel: 'reservation/updateStatus',
      ics: 'reservation/:rsvtId/ics',
      operatorList: 'reservation/opr/lst',
    },
    '공간',
  ),
  checkCompany: endpoint({
    method: 'POST',
    path: 'reservation/cmpyValidation',
    access: 'member',
    summary: '업체 확인',
    body: companyFieldsSchema,
    response: companyCheckResultSchema,
  }),
  reserve: endpoint({
    method: 'POST',
    path: 'reservation/create',
    access: 'member',
    summary: '공간 예약 신청 (업체 확인: brno, openDay, ceoNm, compNm이 사업자 정보와 일치해야 함)',
    body: spaceReservationBodySchema,
    response: reserveResultSchema,
  }),
  uploadCertificate: endpoint({
    method: 'POST',
    path: 'reservation/idnty',
    access: 'member',
    summary: '소상공인 확인서 업로드 및 등록 (multipart uploadFile, 이미지 또는 PDF; auth/certificate/upload와 같음)',
    multipart: true,
    response: commandResultSchema,
  }),
} as const;
