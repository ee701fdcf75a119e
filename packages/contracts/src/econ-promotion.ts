import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { inquiryInboxFilterSchema } from './inquiry.admin.js';
import { commandResultSchema, pageSchema, rowIdSchema, ymdSchema } from './envelope.js';
import { isPhone } from './validate.js';

/**
 * The two promotions (`promotion/subscription`: the subscription economy; `promotion/localeconomic`: the local
 * economy; api-map `subsecnmy/subsEcnmy`, `subsEcnmyInq`, `local/econo`, `econoInq`): each page shows its programmes
 * and takes members' inquiries, whose status (received → answered) the member follows in my page.
 */

export const PROMOTION_KINDS = { subs: '구독경제 프로모션', local: '지역경제 프로모션' } as const;
export type PromotionKind = keyof typeof PROMOTION_KINDS;
export const promotionKindSchema = z.enum(['subs', 'local']);

export const PROMOTION_MESSAGES = {
  confirmInq: '문의를 등록하시겠습니까?',
  inqSent: '문의가 접수되었습니다. 답변은 마이페이지의 프로모션 문의 내역에서 확인할 수 있습니다.',
  cmpnyRequired: '회사(상호)명을 입력해주세요.',
  titleRequired: '문의 제목을 입력해주세요.',
  contentRequired: '문의 내용을 입력해주세요.',
  phoneInvalid: '연락처를 정확히 입력해주세요.',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해주세요.`,
  prgmNotFound: '프로그램을 찾을 수 없습니다.',
  inqNotFound: '문의를 찾을 수 없습니다.',
  ansRequired: '답변 내용을 입력해주세요.',
  answered: '답변이 등록되었습니다.',
  ansTooLong: '답변 내용은 2000자 이내로 입력해주세요.',
} as const;

export const INQ_STATUS = { received: '접수', answered: '답변 완료' } as const;

const M = PROMOTION_MESSAGES;

export const programmeSchema = z.object({
  prgmId: z.number().int(),
  prgmNm: z.string(),
  trgt: z.string(),
  bnft: z.string(),
  prgmDesc: z.string(),
  bgngYmd: ymdSchema,
  endYmd: ymdSchema,
  /** The running period (운영 기간), when the desk gave one. */
  oprBgngYmd: ymdSchema.nullable(),
  oprEndYmd: ymdSchema.nullable(),
  /** The programme's picture and its text, when the desk gave one. */
  imgUrl: z.string().nullable(),
  imgAlt: z.string(),
  /** upcoming (모집 예정), open (모집 중), closed (마감), by Seoul today. */
  sts: z.enum(['upcoming', 'open', 'closed']),
  stsNm: z.string(),
});
export type Programme = z.infer<typeof programmeSchema>;

export const promotionSchema = z.object({
  kind: promotionKindSchema,
  title: z.string(),
  programmes: z.array(programmeSchema),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const inquiryBodySchema = z.object({
  /** The programme asked about (optional: a general question). */
  prgmId: rowIdSchema().nullish(),
  cmpnyNm: z.string({ error: M.cmpnyRequired }).trim().min(1, M.cmpnyRequired).max(100, M.tooLong('회사(상호)명', 100)),
  telno: z
    .string({ error: M.phoneInvalid })
    .trim()
    .refine((v) => isPhone(v), M.phoneInvalid),
  inqTtl: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(100, M.tooLong('문의 제목', 100)),
  inqCn: z
    .string({ error: M.contentRequired })
    .trim()
    .min(1, M.contentRequired)
    .max(2000, M.tooLong('문의 내용', 2000)),
});
export type InquiryBody = z.input<typeof inquiryBodySchema>;

export const myInquirySchema = z.object({
  inqId: z.number().int(),
  kind: promotionKindSchema,
  kindNm: z.string(),
  prgmNm: z.string().nullable(),
  inqTtl: z.string(),
  inqCn: z.string(),
  sts: z.enum(['received', 'answered']),
  stsNm: z.string(),
  ansCn: z.string().nullable(),
  ansDt: z.string().nullable(),
  regDt: z.string(),
});
export type MyInquiry = z.infer<typeof myInquirySchema>;

export const inqIdParamsSchema = z.object({ inqId: rowIdSchema(M.inqNotFound) });
/** An operator's answer, on the copy they read (`updtDt`: the row's answer time, or its question time unanswered). */
export const answerBodySchema = readCopySchema.extend({
  ansCn: z.string({ error: M.ansRequired }).trim().min(1, M.ansRequired).max(2000, M.ansTooLong),
});

/** The console's promotion-inquiry queue (문의 답변): unanswered first, by the time asked. */
export const econInquiryQueueQuerySchema = consolePageQuerySchema
  .extend({
    answered: z.enum(['N', 'Y'], { error: '답변 여부가 올바르지 않습니다.' }).default('N'),
  })
  .extend(inquiryInboxFilterSchema.shape)
  .extend(consoleSortSchema(['regDt', 'ansDt', 'inqTtl', 'age']).shape);
export type EconInquiryQueueQuery = z.infer<typeof econInquiryQueueQuerySchema>;

export const econInquiryQueueRowSchema = z.object({
  inqId: z.number().int(),
  kind: promotionKindSchema,
  kindNm: z.string(),
  prgmNm: z.string().nullable(),
  cmpnyNm: z.string(),
  /** The asking member's login id, masked. */
  lgnId: z.string(),
  inqTtl: z.string(),
  inqCn: z.string(),
  regDt: z.string(),
  ansCn: z.string().nullable(),
  ansDt: z.string().nullable(),
  /** The copy an answer names (`readCopySchema`). */
  updtDt: z.string(),
});
export type EconInquiryQueueRow = z.infer<typeof econInquiryQueueRowSchema>;

const inquiryDesk = { roles: ['MARKET', 'SYSTEM'] } as const;

export const econPromotionEndpoints = {
  subscription: endpoint({
    method: 'GET',
    path: 'subsecnmy/subsEcnmy',
    access: 'public',
    summary: '구독경제 프로모션과 프로그램',
    response: promotionSchema,
  }),
  subscriptionInquiry: endpoint({
    method: 'PUT',
    path: 'subsecnmy/subsEcnmyInq',
    access: 'member',
    summary: '구독경제 프로모션 문의 등록',
    body: inquiryBodySchema,
    response: commandResultSchema,
  }),
  local: endpoint({
    method: 'GET',
    path: 'local/econo',
    access: 'public',
    summary: '지역경제 프로모션과 프로그램',
    response: promotionSchema,
  }),
  localInquiry: endpoint({
    method: 'PUT',
    path: 'local/econoInq',
    access: 'member',
    summary: '지역경제 프로모션 문의 등록',
    body: inquiryBodySchema,
    response: commandResultSchema,
  }),
  myInquiries: endpoint({
    method: 'GET',
    path: 'promotion/econ/my/inqs',
    access: 'member',
    summary: '나의 프로모션 문의와 답변',
    response: z.array(myInquirySchema),
  }),
  answer: endpoint({
    method: 'PUT',
    path: 'promotion/econ/inq/:inqId/ans',
    access: inquiryDesk,
    summary: '프로모션 문의 답변(운영자)',
    params: inqIdParamsSchema,
    body: answerBodySchema,
    response: commandResultSchema,
  }),
  inquiryQueue: endpoint({
    method: 'GET',
    path: 'promotion/econ/admin/inqs',
    access: inquiryDesk,
    summary: '프로모션 문의 목록(운영자 콘솔)',
    query: econInquiryQueueQuerySchema,
    response: pageSchema(econInquiryQueueRowSchema),
  }),
} as const;
