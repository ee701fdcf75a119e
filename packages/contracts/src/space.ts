import { z } from 'zod';
import { companyFieldsSchema } from './auth.js';
import { ynSchema } from './envelope.js';
import { reservationFieldsSchema, roomSummarySchema } from './studio.js';

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
  grpId: z.coerce.number().int().positive().optional(),
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

export const spaceParamsSchema = z.object({ spaceId: z.coerce.number().int().positive() });
export const glryParamsSchema = z.object({
  spaceId: z.coerce.number().int().positive(),
  glryId: z.coerce.number().int().positive(),
});
export const glryQuerySchema = z.object({ spaceId: z.coerce.number().int().positive() });

export const favrSchema = z.object({ spaceId: z.number().int(), favrYn: ynSchema });
export const favrBodySchema = z.object({ favrYn: ynSchema });
export const favrResultSchema = z.object({ number: z.literal(200), message: z.string(), favrYn: ynSchema });

export const roomListQuerySchema = z.object({ spaceId: z.coerce.number().int().positive() });
export const roomInfoQuerySchema = z.object({ roomId: z.coerce.number().int().positive() });

/**
 * POST /v1/app/reservation/create: the reservation fields plus the company check's facts. The server checks
 * brno/openDay/ceoNm/compNm against the business registry (the accounts domain's provider) before anything is written;
 * `brno` is both the checked number and the one stored with the reservation.
 */
export const spaceReservationBodySchema = reservationFieldsSchema.extend({
  roomId: z.coerce.number().int().positive(),
  openDay: companyFieldsSchema.shape.openDay,
  ceoNm: companyFieldsSchema.shape.ceoNm,
  compNm: companyFieldsSchema.shape.compNm,
});
export type SpaceReservationInput = z.input<typeof spaceReservationBodySchema>;

// Inquiries
export const inquiryBodySchema = z.object({
  spaceId: z.coerce.number().int().positive(),
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
export const inquiryDeleteBodySchema = z.object({ inqId: z.coerce.number().int().positive() });
export const inquirySchema = z.object({
  inqId: z.number().int(),
  spaceId: z.number().int(),
  spaceNm: z.string(),
  inqTit: z.string(),
  inqCn: z.string(),
  ansCn: z.string().nullable(),
  ansYn: ynSchema,
  regDt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;
export const inquiryResultSchema = z.object({ number: z.literal(200), message: z.string(), inqId: z.number().int() });

// Reservation notices
export const noticeSchema = z.object({
  ntcId: z.number().int(),
  ntcTit: z.string(),
  ntcCn: z.string(),
  regDt: z.string(),
});
export type SpaceNotice = z.infer<typeof noticeSchema>;
export const noticeParamsSchema = z.object({ ntcId: z.coerce.number().int().positive() });
