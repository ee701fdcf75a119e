import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema, rowIdSchema, ynSchema } from './envelope.js';
import { checkRequired, isEmail, isPhone, isValidBrno, type RequiredRule } from './validate.js';

/**
 * Market entry (마켓 입점, api-map `cmstr`): a member applies to sell in the agency's markets with the company and a
 * product plan, uploads the required documents (each checked by an operator), saves a draft and resumes it, and
 * submits; operators review (draft → submitted → reviewing → accepted / rejected). A rejected application is revised
 * and submitted again. An accepted one is the member's market-entry history: withdrawal then answers 301.
 */

export const MARKET_ENTRY_MESSAGES = {
  saved: '임시 저장되었습니다. 마이페이지에서 이어서 작성할 수 있습니다.',
  confirmSubmit: '입점 신청서를 제출하시겠습니까? 제출 후에는 검토가 끝날 때까지 수정할 수 없습니다.',
  submitted: '입점 신청서가 제출되었습니다. 검토 결과는 마이페이지에서 확인할 수 있습니다.',
  alreadyApplied: '이미 작성 중이거나 제출한 입점 신청서가 있습니다.',
  notFound: '입점 신청서를 찾을 수 없습니다.',
  notEditable: '제출한 신청서는 검토가 끝날 때까지 수정할 수 없습니다.',
  accepted: '입점이 승인된 신청서는 수정할 수 없습니다.',
  incompleteTitle: '입력하지 않은 항목이 있습니다.',
  docsMissing: (names: string) => `필수 서류를 제출해주세요: ${names}`,
  dupBrno: '이미 입점 신청에 사용된 사업자등록번호입니다.',
  brnoFree: '입점 신청에 사용할 수 있는 사업자등록번호입니다.',
  dupScmMngrId: '이미 사용 중인 공급사 관리자 아이디입니다.',
  scmMngrIdFree: '사용할 수 있는 공급사 관리자 아이디입니다.',
  scmMngrIdRule: '공급사 관리자 아이디는 영문 소문자로 시작하는 영문 소문자·숫자 4~20자입니다.',
  brnoInvalid: '사업자등록번호 10자리를 정확히 입력해주세요.',
  phoneInvalid: '담당자 연락처를 정확히 입력해주세요.',
  emailInvalid: '담당자 이메일을 정확히 입력해주세요.',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해주세요.`,
  priceInvalid: '판매 가격은 0원 이상 1억 원 이하로 입력해주세요.',
  qtyInvalid: '월 공급 가능 수량은 0 이상 1,000,000 이하로 입력해주세요.',
  invalidDoc: '서류 종류가 올바르지 않습니다.',
  docFileInvalid: '서류는 PDF 또는 이미지(PNG, JPG) 파일만 등록할 수 있습니다.',
  docUploaded: '서류가 등록되었습니다.',
  docLocked: '확인이 끝난 서류는 바꿀 수 없습니다.',
  docNeedsApplication: '신청서를 먼저 임시 저장한 뒤 서류를 등록해주세요.',
  stsChanged: '신청 상태가 변경되었습니다.',
  badTransition: '지금 상태에서는 이 상태로 바꿀 수 없습니다.',
  rejectReasonRequired: '반려 사유를 입력해주세요.',
  docsNotAccepted: '필수 서류를 모두 확인한 뒤 승인할 수 있습니다.',
  docDecided: '서류 확인 결과가 저장되었습니다.',
  docNotSubmitted: '제출되지 않은 서류입니다.',
} as const;

/** The agency's markets a member may apply to. */
export const MARKETS = {
  sodam: '소담상회 온라인몰',
  pubhome: '공영홈쇼핑 판로 기획전',
  epost: '우체국쇼핑 동행관',
} as const;
export type MarketCd = keyof typeof MARKETS;
export const marketCdSchema = z.enum(Object.keys(MARKETS) as [MarketCd, ...MarketCd[]]);

export const PRODUCT_CATEGORIES = {
  food: '농수산·가공식품',
  living: '생활·주방',
  fashion: '패션·잡화',
  beauty: '뷰티·건강',
  craft: '공예·문구',
  etc: '기타',
} as const;
export type ProductCategory = keyof typeof PRODUCT_CATEGORIES;
export const productCategorySchema = z.enum(Object.keys(PRODUCT_CATEGORIES) as [ProductCategory, ...ProductCategory[]]);

/** An application's state. */
export const ENTRY_STATUS = {
  draft: '작성 중',
  submitted: '제출',
  reviewing: '검토 중',
  accepted: '입점 승인',
  rejected: '반려',
} as const;
export type EntryStatus = keyof typeof ENTRY_STATUS;
export const entryStatusSchema = z.enum(Object.keys(ENTRY_STATUS) as [EntryStatus, ...EntryStatus[]]);

/** The moves an operator makes (the member's own: submit, and editing a rejected one back to a draft). */
export const OPERATOR_MOVES: Readonly<Partial<Record<EntryStatus, readonly EntryStatus[]>>> = {
  submitted: ['reviewing', 'rejected'],
  reviewing: ['accepted', 'rejected'],
};

/** The documents an application carries; the required ones must be submitted to submit. */
export const ENTRY_DOCS = [
  { docCd: 'bizreg', docNm: '사업자등록증', reqYn: 'Y', docDesc: '최근 3개월 이내 발급본' },
  { docCd: 'mailorder', docNm: '통신판매업 신고증', reqYn: 'Y', docDesc: '온라인 판매를 위한 신고증' },
  { docCd: 'bankbook', docNm: '정산 계좌 통장 사본', reqYn: 'Y', docDesc: '대표자 또는 법인 명의 계좌' },
  { docCd: 'proposal', docNm: '상품 제안서', reqYn: 'Y', docDesc: '상품 소개, 가격, 사진(자유 양식)' },
  { docCd: 'quality', docNm: '품질·인증 서류', reqYn: 'N', docDesc: 'HACCP, KC 인증 등 해당하는 경우' },
] as const;
export type EntryDocCd = (typeof ENTRY_DOCS)[number]['docCd'];
export const entryDocCdSchema = z.enum(ENTRY_DOCS.map((d) => d.docCd) as [EntryDocCd, ...EntryDocCd[]], {
  error: MARKET_ENTRY_MESSAGES.invalidDoc,
});

export const DOC_STATUS = { missing: '미제출', submitted: '제출', accepted: '확인', rejected: '반려' } as const;
export type DocStatus = keyof typeof DOC_STATUS;

export const SCM_MNGR_ID_PATTERN = /^[a-z][a-z0-9]{3,19}$/;
export const TEXT_MAX = { cmpnyNm: 100, rprsvNm: 50, picNm: 50, pdNm: 100, pdIntro: 1000, salesChnl: 200 } as const;

const M = MARKET_ENTRY_MESSAGES;
/** A draft may leave anything empty; what is given must be well formed. */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(label, max))
    .nullish()
    .transform((v) => v || null);
const formatted = (check: (v: string) => boolean, message: string, normalize: (v: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? normalize(v) : null))
    .refine((v) => v === null || check(v), message);

export const entryBodySchema = z.object({
  mrktCd: marketCdSchema.nullish().transform((v) => v ?? null),
  cmpnyNm: text('회사명', TEXT_MAX.cmpnyNm),
  rprsvNm: text('대표자명', TEXT_MAX.rprsvNm),
  bzmnRegNo: formatted(isValidBrno, M.brnoInvalid, (v) => v.replace(/-/g, '')),
  scmMngrId: formatted(
    (v) => SCM_MNGR_ID_PATTERN.test(v),
    M.scmMngrIdRule,
    (v) => v.toLowerCase(),
  ),
  picNm: text('담당자명', TEXT_MAX.picNm),
  picTelno: formatted(isPhone, M.phoneInvalid),
  picEml: formatted(isEmail, M.emailInvalid),
  pdNm: text('대표 상품명', TEXT_MAX.pdNm),
  pdCtgr: productCategorySchema.nullish().transform((v) => v ?? null),
  pdPrc: z.coerce.number().int(M.priceInvalid).min(0, M.priceInvalid).max(100_000_000, M.priceInvalid).nullish(),
  mnthSplyQty: z.coerce.number().int(M.qtyInvalid).min(0, M.qtyInvalid).max(1_000_000, M.qtyInvalid).nullish(),
  pdIntro: text('상품 소개', TEXT_MAX.pdIntro),
  salesChnl: text('현재 판매 채널', TEXT_MAX.salesChnl),
  /** 'Y' submits after saving; 'N' (default) keeps a draft. */
  submitYn: ynSchema.default('N'),
});
export type EntryBody = z.input<typeof entryBodySchema>;
export type EntryFields = Omit<z.output<typeof entryBodySchema>, 'submitYn'>;

/** What a submitted application must have, in the form's order ('<label>을(를) 입력해주세요.'). */
export const ENTRY_REQUIRED: readonly RequiredRule<EntryFields>[] = [
  { field: 'mrktCd', message: '입점할 마켓을 선택해주세요.' },
  { field: 'cmpnyNm', label: '회사명' },
  { field: 'rprsvNm', label: '대표자명' },
  { field: 'bzmnRegNo', label: '사업자등록번호' },
  { field: 'scmMngrId', label: '공급사 관리자 아이디' },
  { field: 'picNm', label: '담당자명' },
  { field: 'picTelno', label: '담당자 연락처' },
  { field: 'picEml', label: '담당자 이메일' },
  { field: 'pdNm', label: '대표 상품명' },
  { field: 'pdCtgr', message: '상품 분류를 선택해주세요.' },
  { field: 'pdPrc', label: '판매 가격', kind: 'number' },
  { field: 'mnthSplyQty', label: '월 공급 가능 수량', kind: 'number' },
  { field: 'pdIntro', label: '상품 소개' },
];
export const missingEntryFields = (fields: EntryFields): string[] => checkRequired(fields, ENTRY_REQUIRED);

export const entryDocSchema = z.object({
  docCd: entryDocCdSchema,
  docNm: z.string(),
  reqYn: ynSchema,
  docDesc: z.string(),
  docSts: z.enum(['missing', 'submitted', 'accepted', 'rejected']),
  docStsNm: z.string(),
  fileNm: z.string().nullable(),
  rjctRsn: z.string().nullable(),
});
export type EntryDoc = z.infer<typeof entryDocSchema>;

export const entryHistorySchema = z.object({
  sts: entryStatusSchema,
  stsNm: z.string(),
  memo: z.string().nullable(),
  regDt: z.string(),
});

export const entrySchema = z.object({
  aplyId: z.number().int(),
  sts: entryStatusSchema,
  stsNm: z.string(),
  /** An operator's reason when rejected. */
  rjctRsn: z.string().nullable(),
  fields: z.object({
    mrktCd: marketCdSchema.nullable(),
    cmpnyNm: z.string().nullable(),
    rprsvNm: z.string().nullable(),
    bzmnRegNo: z.string().nullable(),
    scmMngrId: z.string().nullable(),
    picNm: z.string().nullable(),
    picTelno: z.string().nullable(),
    picEml: z.string().nullable(),
    pdNm: z.string().nullable(),
    pdCtgr: productCategorySchema.nullable(),
    pdPrc: z.number().int().nullable(),
    mnthSplyQty: z.number().int().nullable(),
    pdIntro: z.string().nullable(),
    salesChnl: z.string().nullable(),
  }),
  docs: z.array(entryDocSchema),
  /** Whether the member may edit and submit now (a draft, or a rejected application). */
  editableYn: ynSchema,
  submitDt: z.string().nullable(),
  updtDt: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;
/** GET cmstr/aply: the member's application, or null before the first save. */
export const myEntrySchema = entrySchema.nullable();

export const entryStatusViewSchema = z.object({
  sts: entryStatusSchema.nullable(),
  stsNm: z.string(),
  history: z.array(entryHistorySchema),
});
export const productPlanSchema = entrySchema.shape.fields.pick({
  pdNm: true,
  pdCtgr: true,
  pdPrc: true,
  mnthSplyQty: true,
  pdIntro: true,
  salesChnl: true,
});

export const dupBrnoQuerySchema = z.object({
  bzmnRegNo: z
    .string({ error: M.brnoInvalid })
    .trim()
    .transform((v) => v.replace(/-/g, ''))
    .refine(isValidBrno, M.brnoInvalid),
});
export const dupScmQuerySchema = z.object({
  scmMngrId: z
    .string({ error: M.scmMngrIdRule })
    .trim()
    .transform((v) => v.toLowerCase())
    .refine((v) => SCM_MNGR_ID_PATTERN.test(v), M.scmMngrIdRule),
});
export const dupResultSchema = z.object({ dpcnYn: ynSchema, message: z.string() });

export const docParamsSchema = z.object({ docCd: entryDocCdSchema });
export const aplyIdParamsSchema = z.object({ aplyId: rowIdSchema(M.notFound) });
export const aplyDocParamsSchema = aplyIdParamsSchema.extend({ docCd: entryDocCdSchema });
export const moveBodySchema = z
  .object({
    sts: z.enum(['reviewing', 'accepted', 'rejected'], { error: M.badTransition }),
    rjctRsn: z.string().trim().max(500).nullish(),
  })
  .refine((b) => b.sts !== 'rejected' || (b.rjctRsn ?? '').length > 0, {
    message: M.rejectReasonRequired,
    path: ['rjctRsn'],
  });
export const docDecisionBodySchema = z
  .object({
    docSts: z.enum(['accepted', 'rejected'], { error: M.badTransition }),
    rjctRsn: z.string().trim().max(500).nullish(),
  })
  .refine((b) => b.docSts !== 'rejected' || (b.rjctRsn ?? '').length > 0, {
    message: M.rejectReasonRequired,
    path: ['rjctRsn'],
  });

export const adminEntrySchema = entrySchema.extend({ userId: z.number().int() });

export const marketEntryEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'cmstr/aply',
    access: 'member',
    summary: '나의 입점 신청서(없으면 null)',
    response: myEntrySchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'cmstr/aply',
    access: 'member',
    summary: '입점 신청서 작성(임시 저장 또는 제출)',
    body: entryBodySchema,
    response: commandResultSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'cmstr/aply',
    access: 'member',
    summary: '입점 신청서 수정(임시 저장 또는 제출)',
    body: entryBodySchema,
    response: commandResultSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: 'cmstr/aply/sts',
    access: 'member',
    summary: '입점 신청 상태와 이력',
    response: entryStatusViewSchema,
  }),
  productPlan: endpoint({
    method: 'GET',
    path: 'cmstr/aply/pdPlor',
    access: 'member',
    summary: '입점 신청서의 상품 계획',
    response: productPlanSchema.nullable(),
  }),
  uploadDoc: endpoint({
    method: 'POST',
    path: 'cmstr/aply/doc/:docCd',
    access: 'member',
    summary: '입점 서류 등록(multipart uploadFile, PDF 또는 이미지)',
    params: docParamsSchema,
    multipart: true,
    response: commandResultSchema,
  }),
  docs: endpoint({
    method: 'GET',
    path: 'cmstr/docs',
    access: 'public',
    summary: '입점 필요 서류',
    response: z.array(entryDocSchema.pick({ docCd: true, docNm: true, reqYn: true, docDesc: true })),
  }),
  dupBrno: endpoint({
    method: 'GET',
    path: 'cmstr/dpcnBzmnRegNo',
    access: 'member',
    summary: '사업자등록번호 입점 신청 중복 확인',
    query: dupBrnoQuerySchema,
    response: dupResultSchema,
  }),
  dupScmMngrId: endpoint({
    method: 'GET',
    path: '/v1/api/if/pd/cmstrAply/dpcnScmMngrId',
    access: 'member',
    summary: '쇼핑몰: 공급사 관리자 아이디 중복 확인',
    query: dupScmQuerySchema,
    response: dupResultSchema,
  }),
  adminList: endpoint({
    method: 'GET',
    path: 'cmstr/admin/aplys',
    access: { roles: ['MARKET'] },
    summary: '입점 신청 목록(운영자, 작성 중 제외)',
    response: z.array(adminEntrySchema),
  }),
  adminMove: endpoint({
    method: 'PUT',
    path: 'cmstr/admin/aply/:aplyId/sts',
    access: { roles: ['MARKET'] },
    summary: '입점 신청 상태 변경(운영자: 검토 중, 승인, 반려)',
    params: aplyIdParamsSchema,
    body: moveBodySchema,
    response: commandResultSchema,
  }),
  adminDoc: endpoint({
    method: 'PUT',
    path: 'cmstr/admin/aply/:aplyId/doc/:docCd',
    access: { roles: ['MARKET'] },
    summary: '입점 서류 확인(운영자: 확인, 반려)',
    params: aplyDocParamsSchema,
    body: docDecisionBodySchema,
    response: commandResultSchema,
  }),
} as const;
