import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { PROMOTION_KINDS, promotionKindSchema } from './econ-promotion.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';
import { seoulDateSchema } from './notice.admin.js';
import { sortSeqSchema } from './studio.admin.js';

/**
 * The promotions desk (판로 홍보, 판로 담당) of the operator console (issue 39): the programmes of the two promotion
 * pages (구독경제 `promotion/subscription`, 지역경제 `promotion/localeconomic`) listed with filters and paging,
 * created and edited — name, target, benefit, description, the application period (모집 기간) the page's status
 * follows, the running period (운영 기간), one picture with its text, the order — and shown or hidden.
 */

export const ECON_DESK_MESSAGES = {
  notFound: '프로그램을 찾을 수 없습니다.',
  kindRequired: '프로모션을 골라 주세요.',
  nameRequired: '프로그램 이름을 입력해 주세요.',
  nameTooLong: '프로그램 이름은 100자 이내로 입력해 주세요.',
  trgtRequired: '모집 대상을 입력해 주세요.',
  trgtTooLong: '모집 대상은 200자 이내로 입력해 주세요.',
  bnftRequired: '지원 혜택을 입력해 주세요.',
  bnftTooLong: '지원 혜택은 200자 이내로 입력해 주세요.',
  descRequired: '프로그램 설명을 입력해 주세요.',
  descTooLong: '프로그램 설명은 2000자 이내로 입력해 주세요.',
  aplyDatesRequired: '모집 시작일과 종료일을 입력해 주세요.',
  aplyWindowInvalid: '모집 종료일은 모집 시작일과 같거나 뒤여야 합니다.',
  oprDatesBoth: '운영 기간은 시작일과 종료일을 함께 입력해 주세요.',
  oprWindowInvalid: '운영 종료일은 운영 시작일과 같거나 뒤여야 합니다.',
  sortInvalid: '표시 순서는 0에서 999 사이의 정수로 입력해 주세요.',
  imageTooMany: '사진은 한 장만 올릴 수 있습니다.',
  imageAltRequired: '사진의 대체 텍스트(사진 설명)를 입력해 주세요.',
  imageAltTooLong: '대체 텍스트는 100자 이내로 입력해 주세요.',
  imageNotYours: '사진을 다시 올려 주세요.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  created: '프로그램을 등록했습니다.',
  updated: '프로그램을 수정했습니다.',
  hidden: '프로그램을 숨겼습니다. 방문자에게 보이지 않습니다.',
  shown: '프로그램을 다시 공개했습니다.',
  uploaded: '사진을 올렸습니다.',
} as const;
const M = ECON_DESK_MESSAGES;

export { PROMOTION_KINDS };

/** A programme's state by Seoul today: its application period, or hidden. */
export const PRGM_DESK_STATES = ['UPCOMING', 'OPEN', 'CLOSED', 'HIDDEN'] as const;
export const prgmDeskStateSchema = z.enum(PRGM_DESK_STATES, { error: '모집 상태가 올바르지 않습니다.' });
export type PrgmDeskState = z.infer<typeof prgmDeskStateSchema>;
export const PRGM_DESK_STATE_NAMES: Record<PrgmDeskState, string> = {
  UPCOMING: '모집 예정',
  OPEN: '모집 중',
  CLOSED: '마감',
  HIDDEN: '숨김',
};

export const prgmDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, M.searchTooLong).optional(),
    kind: promotionKindSchema.optional(),
    state: prgmDeskStateSchema.optional(),
  })
  .extend(consoleSortSchema(['prgmNm', 'bgngYmd', 'endYmd', 'sortSeq']).shape);
export type PrgmDeskQuery = z.infer<typeof prgmDeskQuerySchema>;

export const prgmDeskRowSchema = z.object({
  prgmId: z.number().int(),
  kind: promotionKindSchema,
  kindNm: z.string(),
  prgmNm: z.string(),
  /** The application period in Seoul days ('yyyy-MM-dd'). */
  bgngDe: z.string(),
  endDe: z.string(),
  /** The running period, when given. */
  oprBgngDe: z.string().nullable(),
  oprEndDe: z.string().nullable(),
  state: prgmDeskStateSchema,
  useYn: ynSchema,
  sortSeq: z.number().int(),
  imgPtUrl: z.string().nullable(),
  updtDt: z.string(),
});
export type PrgmDeskRow = z.infer<typeof prgmDeskRowSchema>;

export const prgmDeskDetailSchema = prgmDeskRowSchema.extend({
  trgt: z.string(),
  bnft: z.string(),
  prgmDesc: z.string(),
  imgs: z.array(z.object({ imgPtUrl: z.string(), imgAlt: z.string() })),
});
export type PrgmDeskDetail = z.infer<typeof prgmDeskDetailSchema>;

const imageSchema = z.object({
  imgPtUrl: z.string({ error: M.imageNotYours }).min(1, M.imageNotYours).max(300, M.imageNotYours),
  imgAlt: z.string({ error: M.imageAltRequired }).trim().min(1, M.imageAltRequired).max(100, M.imageAltTooLong),
});

const prgmWriteFields = z.object({
  kind: z.enum(['subs', 'local'], { error: M.kindRequired }),
  prgmNm: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  trgt: z.string({ error: M.trgtRequired }).trim().min(1, M.trgtRequired).max(200, M.trgtTooLong),
  bnft: z.string({ error: M.bnftRequired }).trim().min(1, M.bnftRequired).max(200, M.bnftTooLong),
  prgmDesc: z.string({ error: M.descRequired }).trim().min(1, M.descRequired).max(2000, M.descTooLong),
  bgngDe: seoulDateSchema,
  endDe: seoulDateSchema,
  oprBgngDe: seoulDateSchema.nullable().default(null),
  oprEndDe: seoulDateSchema.nullable().default(null),
  sortSeq: sortSeqSchema(M.sortInvalid).default(0),
  imgs: z.array(imageSchema, { error: M.imageNotYours }).max(1, M.imageTooMany).default([]),
});

/** The periods' rules, at the field they are about. */
export function checkPrgmPeriods(
  b: { bgngDe: string; endDe: string; oprBgngDe: string | null; oprEndDe: string | null },
  ctx: z.RefinementCtx,
): void {
  if (b.endDe < b.bgngDe) ctx.addIssue({ code: 'custom', path: ['endDe'], message: M.aplyWindowInvalid });
  if ((b.oprBgngDe === null) !== (b.oprEndDe === null)) {
    ctx.addIssue({ code: 'custom', path: [b.oprBgngDe ? 'oprEndDe' : 'oprBgngDe'], message: M.oprDatesBoth });
  } else if (b.oprBgngDe && b.oprEndDe && b.oprEndDe < b.oprBgngDe) {
    ctx.addIssue({ code: 'custom', path: ['oprEndDe'], message: M.oprWindowInvalid });
  }
}

export const prgmWriteBodySchema = prgmWriteFields.superRefine(checkPrgmPeriods);
export type PrgmWriteBody = z.input<typeof prgmWriteBodySchema>;
export type PrgmWrite = z.output<typeof prgmWriteBodySchema>;
export const prgmEditBodySchema = prgmWriteFields.extend(readCopySchema.shape).superRefine(checkPrgmPeriods);
export type PrgmEdit = z.output<typeof prgmEditBodySchema>;

export const prgmVisibilityBodySchema = readCopySchema.extend({ useYn: ynSchema });
export type PrgmVisibilityBody = z.infer<typeof prgmVisibilityBodySchema>;

export const prgmDeskParamsSchema = z.object({ prgmId: rowIdSchema(M.notFound) });
export const prgmSavedSchema = commandResultSchema.extend({ prgmId: z.number().int() });
export const prgmImagesResultSchema = commandResultSchema.extend({ imgPtUrls: z.array(z.string()) });

const promotionDesk = { roles: ['MARKET', 'SYSTEM'] } as const;

export const econPromotionAdminEndpoints = {
  programmes: endpoint({
    method: 'GET',
    path: 'promotion/econ/admin/prgms',
    access: promotionDesk,
    summary: '판로 홍보 프로그램 관리 목록(프로모션·모집 상태·이름 검색; 이름·모집 기간·표시 순서로 정렬)',
    query: prgmDeskQuerySchema,
    response: pageSchema(prgmDeskRowSchema),
  }),
  programme: endpoint({
    method: 'GET',
    path: 'promotion/econ/admin/prgms/:prgmId',
    access: promotionDesk,
    summary: '판로 홍보 프로그램 상세(수정 화면): 대상, 혜택, 설명, 기간, 사진, 읽은 사본(updtDt)',
    params: prgmDeskParamsSchema,
    response: prgmDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'promotion/econ/admin/prgms',
    access: promotionDesk,
    summary: '판로 홍보 프로그램 등록(사진은 images로 먼저 올림)',
    body: prgmWriteBodySchema,
    response: prgmSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'promotion/econ/admin/prgms/:prgmId',
    access: promotionDesk,
    summary: '판로 홍보 프로그램 수정(읽은 사본 기준: 다른 담당자가 먼저 고쳤으면 거절)',
    params: prgmDeskParamsSchema,
    body: prgmEditBodySchema,
    response: prgmSavedSchema,
  }),
  visibility: endpoint({
    method: 'PUT',
    path: 'promotion/econ/admin/prgms/:prgmId/visibility',
    access: promotionDesk,
    summary: '판로 홍보 프로그램 숨기기·다시 공개(읽은 사본 기준)',
    params: prgmDeskParamsSchema,
    body: prgmVisibilityBodySchema,
    response: commandResultSchema,
  }),
  uploadImages: endpoint({
    method: 'POST',
    path: 'promotion/econ/admin/images',
    access: promotionDesk,
    summary: '판로 홍보 프로그램 사진 올리기(multipart uploadFiles, PNG·JPEG·WEBP·GIF, 한 장)',
    multipart: true,
    response: prgmImagesResultSchema,
  }),
} as const;
