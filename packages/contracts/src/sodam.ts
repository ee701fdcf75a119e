import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { inquiryInboxFilterSchema } from './inquiry.admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageQuerySchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';

/**
 * The 소담상회 shop (`sodam`): the agency's 소담상회 stores and their products, served by the shop-mall backend under
 * `/v1/api/if/` (its own module; the web's API client sends these paths as they are). Purchase happens at the store
 * or its online mall: the portal takes no payment. Members ask about a product; an operator answers.
 */

export const SODAM_MESSAGES = {
  notFound: '상품을 찾을 수 없습니다.',
  storeNotFound: '매장을 찾을 수 없습니다.',
  inqRequired: '문의 내용을 입력해주세요.',
  inqTooLong: '문의 내용은 500자 이내로 입력해주세요.',
  inqSent: '문의가 등록되었습니다. 답변은 이 상품 페이지의 내 문의에서 확인할 수 있습니다.',
  confirmInq: '문의를 등록하시겠습니까?',
  ansRequired: '답변 내용을 입력해주세요.',
  answered: '답변이 등록되었습니다.',
  ansTooLong: '답변 내용은 1000자 이내로 입력해주세요.',
  inqNotFound: '문의를 찾을 수 없습니다.',
  searchTooLong: '검색어는 50자 이내로 입력해주세요.',
  howToBuy: '온판에서는 결제하지 않습니다. 상품은 소담상회 매장을 방문하거나 매장의 온라인몰에서 구매할 수 있습니다.',
} as const;

export const SODAM_CATEGORIES = {
  food: '먹거리',
  drink: '차·음료',
  craft: '공예·소품',
  living: '생활',
  beauty: '뷰티',
  fashion: '패션',
} as const;
export type SodamCategory = keyof typeof SODAM_CATEGORIES;
export const sodamCategorySchema = z.enum(Object.keys(SODAM_CATEGORIES) as [SodamCategory, ...SodamCategory[]]);

export const storeSchema = z.object({
  storeId: z.number().int(),
  storeNm: z.string(),
  rgnNm: z.string(),
  addr: z.string(),
  oprHr: z.string(),
  telno: z.string(),
  storeIntro: z.string(),
  /** A map search for the address (opens the map site). */
  mapUrl: z.string(),
  /** The store's online mall, when it has one. */
  mallUrl: z.string().nullable(),
  pdCnt: z.number().int(),
  /** The store's picture and its text, when the desk gave one. */
  imgUrl: z.string().nullable(),
  imgAlt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const productSummarySchema = z.object({
  pdId: z.number().int(),
  storeId: z.number().int(),
  storeNm: z.string(),
  ctgrCd: sodamCategorySchema,
  ctgrNm: z.string(),
  pdNm: z.string(),
  pdSmry: z.string(),
  prc: z.number().int(),
  imgUrl: z.string(),
  /** The picture's text: '' for the category's drawing (decorative). */
  imgAlt: z.string(),
  soldOutYn: ynSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;
export const productPageSchema = pageSchema(productSummarySchema);

export const productDetailSchema = productSummarySchema.extend({
  pdDesc: z.string(),
  orgnNm: z.string(),
  sellerNm: z.string(),
  /** The product's sales page (the store's online mall), when it has one. */
  linkUrl: z.string().nullable(),
  store: storeSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productQuerySchema = pageQuerySchema.extend({
  storeId: rowIdSchema().optional().catch(undefined),
  ctgrCd: sodamCategorySchema.optional().catch(undefined),
  searchTerm: z.string().trim().max(50, SODAM_MESSAGES.searchTooLong).optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const pdParamsSchema = z.object({ pdId: rowIdSchema(SODAM_MESSAGES.notFound) });
export const inqParamsSchema = z.object({ inqId: rowIdSchema(SODAM_MESSAGES.inqNotFound) });
export const inqBodySchema = z.object({
  inqCn: z
    .string({ error: SODAM_MESSAGES.inqRequired })
    .trim()
    .min(1, SODAM_MESSAGES.inqRequired)
    .max(500, SODAM_MESSAGES.inqTooLong),
});
/** An operator's answer, on the copy they read (`updtDt`: the row's answer time, or its question time unanswered). */
export const ansBodySchema = readCopySchema.extend({
  ansCn: z
    .string({ error: SODAM_MESSAGES.ansRequired })
    .trim()
    .min(1, SODAM_MESSAGES.ansRequired)
    .max(1000, SODAM_MESSAGES.ansTooLong),
});

/** The console's inquiry queue (문의 답변): unanswered first, by the time asked. */
export const inquiryQueueQuerySchema = consolePageQuerySchema
  .extend({
    answered: z.enum(['N', 'Y'], { error: '답변 여부가 올바르지 않습니다.' }).default('N'),
  })
  .extend(inquiryInboxFilterSchema.shape)
  .extend(consoleSortSchema(['regDt', 'ansDt', 'pdNm', 'age']).shape);
export type InquiryQueueQuery = z.infer<typeof inquiryQueueQuerySchema>;

export const inquiryQueueRowSchema = z.object({
  inqId: z.number().int(),
  pdId: z.number().int(),
  pdNm: z.string(),
  /** The asking member's login id, masked. */
  lgnId: z.string(),
  inqCn: z.string(),
  regDt: z.string(),
  ansCn: z.string().nullable(),
  ansDt: z.string().nullable(),
  /** The copy an answer names (`readCopySchema`). */
  updtDt: z.string(),
});
export type InquiryQueueRow = z.infer<typeof inquiryQueueRowSchema>;

export const inquirySchema = z.object({
  inqId: z.number().int(),
  inqCn: z.string(),
  regDt: z.string(),
  ansCn: z.string().nullable(),
  ansDt: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

const IF = '/v1/api/if/sodam';
export const sodamEndpoints = {
  stores: endpoint({
    method: 'GET',
    path: `${IF}/stores`,
    access: 'public',
    summary: '소담상회 매장 목록',
    response: z.array(storeSchema),
  }),
  products: endpoint({
    method: 'GET',
    path: `${IF}/products`,
    access: 'public',
    summary: '소담상회 상품 목록(매장, 분류, 검색, 페이지)',
    query: productQuerySchema,
    response: productPageSchema,
  }),
  product: endpoint({
    method: 'GET',
    path: `${IF}/product/:pdId`,
    access: 'public',
    summary: '소담상회 상품 상세',
    params: pdParamsSchema,
    response: productDetailSchema,
  }),
  myInquiries: endpoint({
    method: 'GET',
    path: `${IF}/product/:pdId/inqs`,
    access: 'member',
    summary: '이 상품에 대한 내 문의',
    params: pdParamsSchema,
    response: z.array(inquirySchema),
  }),
  ask: endpoint({
    method: 'POST',
    path: `${IF}/product/:pdId/inq`,
    access: 'member',
    summary: '상품 문의 등록',
    params: pdParamsSchema,
    body: inqBodySchema,
    response: commandResultSchema,
  }),
  answer: endpoint({
    method: 'PUT',
    path: `${IF}/inq/:inqId/ans`,
    access: { roles: ['MARKET'] },
    summary: '상품 문의 답변(운영자)',
    params: inqParamsSchema,
    body: ansBodySchema,
    response: commandResultSchema,
  }),
  inquiryQueue: endpoint({
    method: 'GET',
    path: `${IF}/admin/inqs`,
    access: { roles: ['MARKET'] },
    summary: '상품 문의 목록(운영자 콘솔)',
    query: inquiryQueueQuerySchema,
    response: pageSchema(inquiryQueueRowSchema),
  }),
} as const;
