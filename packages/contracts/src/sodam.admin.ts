import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';
import { SODAM_CATEGORIES, sodamCategorySchema } from './sodam.js';
import { sortSeqSchema } from './studio.admin.js';
import { isPhone } from './validate.js';

/**
 * The 소담상회 desk (판로 담당) of the operator console (issue 39): the shop's stores and their products listed,
 * created and edited, each with one picture (and its alternative text), and shown to visitors or hidden. A hidden
 * store takes its products off the public pages with it. The shop's rows are the portal's own: no shop-mall sync
 * writes them (docs/decisions/055-sodam-and-promotion-desks.md), so every field is the console's to edit.
 */

export const SODAM_DESK_MESSAGES = {
  storeNotFound: '매장을 찾을 수 없습니다.',
  productNotFound: '상품을 찾을 수 없습니다.',
  storeRequired: '매장을 골라 주세요.',
  storeNmRequired: '매장 이름을 입력해 주세요.',
  storeNmTooLong: '매장 이름은 50자 이내로 입력해 주세요.',
  storeNmTaken: '같은 이름의 매장이 이미 있습니다.',
  rgnRequired: '지역을 입력해 주세요.',
  rgnTooLong: '지역은 20자 이내로 입력해 주세요.',
  addrRequired: '주소를 입력해 주세요.',
  addrTooLong: '주소는 200자 이내로 입력해 주세요.',
  oprHrTooLong: '운영 시간은 100자 이내로 입력해 주세요.',
  telInvalid: '전화번호 형식이 맞지 않습니다. 예: 02-1234-5678',
  introRequired: '매장 소개를 입력해 주세요.',
  introTooLong: '매장 소개는 1000자 이내로 입력해 주세요.',
  urlInvalid: 'http:// 또는 https://로 시작하는 주소를 입력해 주세요.',
  ctgrRequired: '상품 분류를 골라 주세요.',
  pdNmRequired: '상품 이름을 입력해 주세요.',
  pdNmTooLong: '상품 이름은 100자 이내로 입력해 주세요.',
  smryRequired: '한 줄 소개를 입력해 주세요.',
  smryTooLong: '한 줄 소개는 200자 이내로 입력해 주세요.',
  descRequired: '상품 설명을 입력해 주세요.',
  descTooLong: '상품 설명은 3000자 이내로 입력해 주세요.',
  prcInvalid: '가격은 0원에서 1억 원 사이의 정수로 입력해 주세요.',
  orgnTooLong: '원산지는 50자 이내로 입력해 주세요.',
  sellerRequired: '판매자를 입력해 주세요.',
  sellerTooLong: '판매자는 50자 이내로 입력해 주세요.',
  sortInvalid: '표시 순서는 0에서 999 사이의 정수로 입력해 주세요.',
  imageTooMany: '사진은 한 장만 올릴 수 있습니다.',
  imageAltRequired: '사진의 대체 텍스트(사진 설명)를 입력해 주세요.',
  imageAltTooLong: '대체 텍스트는 100자 이내로 입력해 주세요.',
  imageNotYours: '사진을 다시 올려 주세요.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  storeCreated: '매장을 등록했습니다.',
  storeUpdated: '매장을 수정했습니다.',
  storeHidden: '매장을 숨겼습니다. 매장과 그 상품이 방문자에게 보이지 않습니다.',
  storeShown: '매장을 다시 공개했습니다.',
  productCreated: '상품을 등록했습니다.',
  productUpdated: '상품을 수정했습니다.',
  productHidden: '상품을 숨겼습니다. 방문자에게 보이지 않습니다.',
  productShown: '상품을 다시 공개했습니다.',
  uploaded: '사진을 올렸습니다.',
} as const;
const M = SODAM_DESK_MESSAGES;

/** A store's or product's picture: one at most, uploaded with `sodam/admin/images` (or kept), with its text. */
export const sodamDeskImageSchema = z.object({
  imgPtUrl: z.string({ error: M.imageNotYours }).min(1, M.imageNotYours).max(300, M.imageNotYours),
  imgAlt: z.string({ error: M.imageAltRequired }).trim().min(1, M.imageAltRequired).max(100, M.imageAltTooLong),
});
export type SodamDeskImage = z.infer<typeof sodamDeskImageSchema>;
const imagesSchema = z.array(sodamDeskImageSchema, { error: M.imageNotYours }).max(1, M.imageTooMany).default([]);

/** An address on the web (a store's online mall, a product's sales page), or '' for none. */
export const webUrlSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), message)
    .default('');

// ---------------------------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------------------------

export const storeDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, M.searchTooLong).optional(),
    useYn: ynSchema.optional(),
  })
  .extend(consoleSortSchema(['storeNm', 'rgnNm', 'sortSeq', 'pdCnt']).shape);
export type StoreDeskQuery = z.infer<typeof storeDeskQuerySchema>;

export const storeDeskRowSchema = z.object({
  storeId: z.number().int(),
  storeNm: z.string(),
  rgnNm: z.string(),
  addr: z.string(),
  sortSeq: z.number().int(),
  useYn: ynSchema,
  /** All its products, and those shown. */
  pdCnt: z.number().int(),
  shownPdCnt: z.number().int(),
  imgPtUrl: z.string().nullable(),
  updtDt: z.string(),
});
export type StoreDeskRow = z.infer<typeof storeDeskRowSchema>;

export const storeDeskDetailSchema = storeDeskRowSchema.extend({
  oprHr: z.string(),
  telno: z.string(),
  storeIntro: z.string(),
  mallUrl: z.string(),
  imgs: z.array(z.object({ imgPtUrl: z.string(), imgAlt: z.string() })),
});
export type StoreDeskDetail = z.infer<typeof storeDeskDetailSchema>;

const storeWriteFields = z.object({
  storeNm: z.string({ error: M.storeNmRequired }).trim().min(1, M.storeNmRequired).max(50, M.storeNmTooLong),
  rgnNm: z.string({ error: M.rgnRequired }).trim().min(1, M.rgnRequired).max(20, M.rgnTooLong),
  addr: z.string({ error: M.addrRequired }).trim().min(1, M.addrRequired).max(200, M.addrTooLong),
  oprHr: z.string({ error: M.oprHrTooLong }).trim().max(100, M.oprHrTooLong).default(''),
  telno: z
    .string({ error: M.telInvalid })
    .trim()
    .refine((v) => v === '' || isPhone(v), M.telInvalid)
    .default(''),
  storeIntro: z.string({ error: M.introRequired }).trim().min(1, M.introRequired).max(1000, M.introTooLong),
  mallUrl: webUrlSchema(M.urlInvalid),
  sortSeq: sortSeqSchema(M.sortInvalid).default(0),
  imgs: imagesSchema,
});
export const storeWriteBodySchema = storeWriteFields;
export type StoreWriteBody = z.input<typeof storeWriteBodySchema>;
export type StoreWrite = z.output<typeof storeWriteBodySchema>;
export const storeEditBodySchema = storeWriteFields.extend(readCopySchema.shape);
export type StoreEdit = z.output<typeof storeEditBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------------------------

export const productDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, M.searchTooLong).optional(),
    storeId: rowIdSchema(M.storeNotFound).optional(),
    ctgrCd: sodamCategorySchema.optional(),
    useYn: ynSchema.optional(),
    soldOutYn: ynSchema.optional(),
  })
  .extend(consoleSortSchema(['pdNm', 'storeNm', 'prc', 'sortSeq']).shape);
export type ProductDeskQuery = z.infer<typeof productDeskQuerySchema>;

export const productDeskRowSchema = z.object({
  pdId: z.number().int(),
  storeId: z.number().int(),
  storeNm: z.string(),
  /** The store's own state: a hidden store hides its products whatever theirs. */
  storeUseYn: ynSchema,
  ctgrCd: sodamCategorySchema,
  ctgrNm: z.string(),
  pdNm: z.string(),
  prc: z.number().int(),
  soldOutYn: ynSchema,
  useYn: ynSchema,
  sortSeq: z.number().int(),
  /** The picture visitors see (the product's own, or its category's drawing). */
  imgUrl: z.string(),
  updtDt: z.string(),
});
export type ProductDeskRow = z.infer<typeof productDeskRowSchema>;

export const productDeskDetailSchema = productDeskRowSchema.extend({
  pdSmry: z.string(),
  pdDesc: z.string(),
  orgnNm: z.string(),
  sellerNm: z.string(),
  linkUrl: z.string(),
  imgs: z.array(z.object({ imgPtUrl: z.string(), imgAlt: z.string() })),
});
export type ProductDeskDetail = z.infer<typeof productDeskDetailSchema>;

export const SODAM_PRICE_MAX = 100_000_000;

const productWriteFields = z.object({
  storeId: rowIdSchema(M.storeRequired),
  ctgrCd: z.enum(Object.keys(SODAM_CATEGORIES) as [string, ...string[]], { error: M.ctgrRequired }),
  pdNm: z.string({ error: M.pdNmRequired }).trim().min(1, M.pdNmRequired).max(100, M.pdNmTooLong),
  pdSmry: z.string({ error: M.smryRequired }).trim().min(1, M.smryRequired).max(200, M.smryTooLong),
  pdDesc: z.string({ error: M.descRequired }).trim().min(1, M.descRequired).max(3000, M.descTooLong),
  prc: z.number({ error: M.prcInvalid }).int(M.prcInvalid).min(0, M.prcInvalid).max(SODAM_PRICE_MAX, M.prcInvalid),
  orgnNm: z.string({ error: M.orgnTooLong }).trim().max(50, M.orgnTooLong).default(''),
  sellerNm: z.string({ error: M.sellerRequired }).trim().min(1, M.sellerRequired).max(50, M.sellerTooLong),
  linkUrl: webUrlSchema(M.urlInvalid),
  soldOutYn: ynSchema.default('N'),
  sortSeq: sortSeqSchema(M.sortInvalid).default(0),
  imgs: imagesSchema,
});
export const productWriteBodySchema = productWriteFields;
export type ProductWriteBody = z.input<typeof productWriteBodySchema>;
export type ProductWrite = z.output<typeof productWriteBodySchema>;
export const productEditBodySchema = productWriteFields.extend(readCopySchema.shape);
export type ProductEdit = z.output<typeof productEditBodySchema>;

/** Shown to visitors or hidden, on the copy read. */
export const sodamVisibilityBodySchema = readCopySchema.extend({ useYn: ynSchema });
export type SodamVisibilityBody = z.infer<typeof sodamVisibilityBodySchema>;

export const storeDeskParamsSchema = z.object({ storeId: rowIdSchema(M.storeNotFound) });
export const productDeskParamsSchema = z.object({ pdId: rowIdSchema(M.productNotFound) });
export const storeSavedSchema = commandResultSchema.extend({ storeId: z.number().int() });
export const productSavedSchema = commandResultSchema.extend({ pdId: z.number().int() });
export const sodamImagesResultSchema = commandResultSchema.extend({ imgPtUrls: z.array(z.string()) });
export const storeOptionsSchema = z.array(
  z.object({ storeId: z.number().int(), storeNm: z.string(), useYn: ynSchema }),
);

const IF = '/v1/api/if/sodam/admin';
const sodamDesk = { roles: ['MARKET', 'SYSTEM'] } as const;

export const sodamAdminEndpoints = {
  stores: endpoint({
    method: 'GET',
    path: `${IF}/stores`,
    access: sodamDesk,
    summary: '소담상회 매장 관리 목록(이름·지역 검색, 공개 여부; 이름·지역·표시 순서·상품 수로 정렬)',
    query: storeDeskQuerySchema,
    response: pageSchema(storeDeskRowSchema),
  }),
  storeOptions: endpoint({
    method: 'GET',
    path: `${IF}/store-options`,
    access: sodamDesk,
    summary: '소담상회 매장 선택지(상품 필터와 상품 등록 화면)',
    response: storeOptionsSchema,
  }),
  store: endpoint({
    method: 'GET',
    path: `${IF}/stores/:storeId`,
    access: sodamDesk,
    summary: '소담상회 매장 상세(수정 화면): 소개, 연락처, 온라인몰, 사진, 읽은 사본(updtDt)',
    params: storeDeskParamsSchema,
    response: storeDeskDetailSchema,
  }),
  createStore: endpoint({
    method: 'POST',
    path: `${IF}/stores`,
    access: sodamDesk,
    summary: '소담상회 매장 등록(사진은 images로 먼저 올림)',
    body: storeWriteBodySchema,
    response: storeSavedSchema,
  }),
  updateStore: endpoint({
    method: 'PUT',
    path: `${IF}/stores/:storeId`,
    access: sodamDesk,
    summary: '소담상회 매장 수정(읽은 사본 기준: 다른 담당자가 먼저 고쳤으면 거절)',
    params: storeDeskParamsSchema,
    body: storeEditBodySchema,
    response: storeSavedSchema,
  }),
  storeVisibility: endpoint({
    method: 'PUT',
    path: `${IF}/stores/:storeId/visibility`,
    access: sodamDesk,
    summary: '소담상회 매장 숨기기·다시 공개(숨긴 매장의 상품도 방문자에게 보이지 않음)',
    params: storeDeskParamsSchema,
    body: sodamVisibilityBodySchema,
    response: commandResultSchema,
  }),
  products: endpoint({
    method: 'GET',
    path: `${IF}/products`,
    access: sodamDesk,
    summary: '소담상회 상품 관리 목록(매장·분류·공개·품절·이름 검색; 이름·매장·가격·표시 순서로 정렬)',
    query: productDeskQuerySchema,
    response: pageSchema(productDeskRowSchema),
  }),
  product: endpoint({
    method: 'GET',
    path: `${IF}/products/:pdId`,
    access: sodamDesk,
    summary: '소담상회 상품 상세(수정 화면): 가격, 설명, 판매 링크, 사진, 읽은 사본(updtDt)',
    params: productDeskParamsSchema,
    response: productDeskDetailSchema,
  }),
  createProduct: endpoint({
    method: 'POST',
    path: `${IF}/products`,
    access: sodamDesk,
    summary: '소담상회 상품 등록(매장 하나에; 사진은 images로 먼저 올림)',
    body: productWriteBodySchema,
    response: productSavedSchema,
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: `${IF}/products/:pdId`,
    access: sodamDesk,
    summary: '소담상회 상품 수정(읽은 사본 기준: 다른 담당자가 먼저 고쳤으면 거절)',
    params: productDeskParamsSchema,
    body: productEditBodySchema,
    response: productSavedSchema,
  }),
  productVisibility: endpoint({
    method: 'PUT',
    path: `${IF}/products/:pdId/visibility`,
    access: sodamDesk,
    summary: '소담상회 상품 숨기기·다시 공개(읽은 사본 기준)',
    params: productDeskParamsSchema,
    body: sodamVisibilityBodySchema,
    response: commandResultSchema,
  }),
  uploadImages: endpoint({
    method: 'POST',
    path: `${IF}/images`,
    access: sodamDesk,
    summary: '소담상회 매장·상품 사진 올리기(multipart uploadFiles, PNG·JPEG·WEBP·GIF, 한 장)',
    multipart: true,
    response: sodamImagesResultSchema,
  }),
} as const;
