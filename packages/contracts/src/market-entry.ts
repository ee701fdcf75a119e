import { z } from 'zod';
import { ADMIN_MESSAGES, consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, fieldErrorSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';
import { brnoProblem, checkRequired, isEmail, isPhone, type RequiredRule } from './validate.js';

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
  brnoCheckDigit: '사업자등록번호의 마지막 자리(검증번호)가 앞의 9자리와 맞지 않습니다. 번호를 다시 확인해주세요.',
  marketInvalid: '입점할 마켓을 다시 선택해주세요.',
  categoryInvalid: '상품 분류를 다시 선택해주세요.',
  savedToFix: (labels: string) => `임시 저장되었습니다. 제출 전에 다음 항목을 고쳐주세요: ${labels}`,
  submitToFix: '입력한 내용은 임시 저장했습니다. 다음 항목을 고친 뒤 제출해주세요.',
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
  docNotYours: '본인이 제출한 서류만 내려받을 수 있습니다.',
  searchTooLong: '회사명 검색어는 100자 이내로 입력해주세요.',
  periodOrder: '조회 기간의 끝은 시작과 같거나 뒤여야 합니다.',
  docReasonRequired: '보완이 필요한 이유를 입력해주세요.',
  docCheckInvalid: '서류 확인 결과(적합 또는 보완 필요)를 선택해주세요.',
  docChangedSince: '확인한 뒤에 서류가 바뀌었거나 다른 운영자가 먼저 확인했습니다. 다시 확인한 후 처리해주세요.',
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
/** A document's check as the console names it (issue 39): waiting for a check, fit, or to be supplemented (a reason). */
export const DOC_CHECK = { missing: '미제출', submitted: '확인 전', accepted: '적합', rejected: '보완 필요' } as const;

export const SCM_MNGR_ID_PATTERN = /^[a-z][a-z0-9]{3,19}$/;
export const TEXT_MAX = { cmpnyNm: 100, rprsvNm: 50, picNm: 50, pdNm: 100, pdIntro: 1000, salesChnl: 200 } as const;

const M = MARKET_ENTRY_MESSAGES;

/** The application form's fields, in the form's order. */
export const ENTRY_FIELDS = [
  'mrktCd',
  'cmpnyNm',
  'rprsvNm',
  'bzmnRegNo',
  'scmMngrId',
  'picNm',
  'picTelno',
  'picEml',
  'pdNm',
  'pdCtgr',
  'pdPrc',
  'mnthSplyQty',
  'pdIntro',
  'salesChnl',
] as const;
export type EntryFieldName = (typeof ENTRY_FIELDS)[number];

/** Each field's name as the form labels it (a message that names the field to fix uses it). */
export const ENTRY_FIELD_LABELS: Readonly<Record<EntryFieldName, string>> = {
  mrktCd: '입점할 마켓',
  cmpnyNm: '회사명',
  rprsvNm: '대표자명',
  bzmnRegNo: '사업자등록번호',
  scmMngrId: '공급사 관리자 아이디',
  picNm: '담당자명',
  picTelno: '담당자 연락처',
  picEml: '담당자 이메일',
  pdNm: '대표 상품명',
  pdCtgr: '상품 분류',
  pdPrc: '판매 가격',
  mnthSplyQty: '월 공급 가능 수량',
  pdIntro: '상품 소개',
  salesChnl: '현재 판매 채널',
};

/** How much a field may hold as typed (a draft keeps it even while it is not well formed). */
const INPUT_MAX: Readonly<Record<EntryFieldName, number>> = {
  ...TEXT_MAX,
  mrktCd: 20,
  bzmnRegNo: 20,
  scmMngrId: 40,
  picTelno: 20,
  picEml: 254,
  pdCtgr: 20,
  pdPrc: 20,
  mnthSplyQty: 20,
};

/**
 * A field as typed: what a draft keeps (issue 33, item 10) — any text within its size, a number field's too (the
 * input guard refuses control characters for every field). Empty is null. Whether it is well formed is
 * `checkEntryField`'s question, asked on the field, on save and on submit; never a reason to lose the draft.
 */
const typed = (field: EntryFieldName) =>
  z
    .union([z.string(), z.number()], { error: M.tooLong(ENTRY_FIELD_LABELS[field], INPUT_MAX[field]) })
    .transform((v) => String(v).trim())
    .pipe(z.string().max(INPUT_MAX[field], M.tooLong(ENTRY_FIELD_LABELS[field], INPUT_MAX[field])))
    .nullish()
    .transform((v) => v || null);

export const entryBodySchema = z.object({
  ...(Object.fromEntries(ENTRY_FIELDS.map((f) => [f, typed(f)])) as Record<EntryFieldName, ReturnType<typeof typed>>),
  /** 'Y' submits after saving; 'N' (default) keeps a draft. */
  submitYn: ynSchema.default('N'),
});
export type EntryBody = z.input<typeof entryBodySchema>;
/** The fields as typed (trimmed; empty is null). */
export type EntryInput = Record<EntryFieldName, string | null>;

/** A whole number as typed ('15,000', '15 000'), or null when it is not one. */
function wholeNumber(input: string): number | null {
  const digits = input.replace(/[,\s]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

const inRange = (input: string, max: number) => {
  const n = wholeNumber(input);
  return n !== null && n <= max ? n : null;
};

type Checked = { ok: true; value: string | number } | { ok: false; message: string };
const good = (value: string | number): Checked => ({ ok: true, value });
const bad = (message: string): Checked => ({ ok: false, message });

/**
 * One field's rule, on what was typed (trimmed, not empty): its stored value, or what to fix. The business number
 * names its fault — not 10 digits, or a last digit that is not the check digit of the other nine.
 */
export function checkEntryField(field: EntryFieldName, input: string): Checked {
  switch (field) {
    case 'mrktCd':
      return input in MARKETS ? good(input) : bad(M.marketInvalid);
    case 'pdCtgr':
      return input in PRODUCT_CATEGORIES ? good(input) : bad(M.categoryInvalid);
    case 'bzmnRegNo': {
      const problem = brnoProblem(input);
      if (problem === 'length') return bad(M.brnoInvalid);
      if (problem === 'checkDigit') return bad(M.brnoCheckDigit);
      return good(input.replace(/[-\s]/g, ''));
    }
    case 'scmMngrId': {
      const id = input.toLowerCase();
      return SCM_MNGR_ID_PATTERN.test(id) ? good(id) : bad(M.scmMngrIdRule);
    }
    case 'picTelno':
      return isPhone(input) ? good(input) : bad(M.phoneInvalid);
    case 'picEml':
      return isEmail(input) ? good(input) : bad(M.emailInvalid);
    case 'pdPrc': {
      const n = inRange(input, 100_000_000);
      return n === null ? bad(M.priceInvalid) : good(n);
    }
    case 'mnthSplyQty': {
      const n = inRange(input, 1_000_000);
      return n === null ? bad(M.qtyInvalid) : good(n);
    }
    default:
      return good(input);
  }
}

/** A field kept as typed because it is not well formed yet, with what to fix. */
export const entryKeptSchema = z.object({
  field: z.enum(ENTRY_FIELDS),
  input: z.string(),
  message: z.string(),
});
export type EntryKept = z.infer<typeof entryKeptSchema>;

/**
 * The fields as typed, sorted: the well-formed ones as stored values (`fields`), the others kept as typed with what
 * to fix (`kept`), in the form's order.
 */
export function checkEntryFields(input: EntryInput): { fields: EntryFields; kept: EntryKept[] } {
  const fields = Object.fromEntries(ENTRY_FIELDS.map((f) => [f, null])) as Record<EntryFieldName, unknown>;
  const kept: EntryKept[] = [];
  for (const field of ENTRY_FIELDS) {
    const value = input[field];
    if (!value) continue;
    const checked = checkEntryField(field, value);
    if (checked.ok) fields[field] = checked.value;
    else kept.push({ field, input: value, message: checked.message });
  }
  return { fields: fields as EntryFields, kept };
}

/** The form's own check, field by field as the person leaves it and on submit: what is typed must be well formed. */
export const entryFormSchema = z.object(
  Object.fromEntries(
    ENTRY_FIELDS.map((field) => [
      field,
      z.string().superRefine((value, ctx) => {
        const input = value.trim();
        if (!input) return;
        const checked = checkEntryField(field, input);
        if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
      }),
    ]),
  ) as Record<EntryFieldName, z.ZodString>,
);

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
  /** What was typed and saved but is not well formed yet (shown in its field with what to fix). */
  kept: z.array(entryKeptSchema),
  docs: z.array(entryDocSchema),
  /** Whether the member may edit and submit now (a draft, or a rejected application). */
  editableYn: ynSchema,
  submitDt: z.string().nullable(),
  updtDt: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;
/** The stored values of an application's fields. */
export type EntryFields = Entry['fields'];

/** A save's answer: the fields it kept as typed and what to fix in each (none when all are well formed). */
export const entrySaveResultSchema = commandResultSchema.extend({ errors: z.array(fieldErrorSchema).optional() });
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
    .superRefine((v, ctx) => {
      const checked = checkEntryField('bzmnRegNo', v);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
    })
    .transform((v) => v.replace(/[-\s]/g, '')),
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
/** A console change names the copy it was made on (`updtDt`, decision 034). */
export const moveBodySchema = readCopySchema
  .extend({
    sts: z.enum(['reviewing', 'accepted', 'rejected'], { error: M.badTransition }),
    rjctRsn: z.string().trim().max(500).nullish(),
  })
  .refine((b) => b.sts !== 'rejected' || (b.rjctRsn ?? '').length > 0, {
    message: M.rejectReasonRequired,
    path: ['rjctRsn'],
  });
/** A document's check names the copy of the document it was made on (the document's `updtDt`, decision 034). */
export const docDecisionBodySchema = readCopySchema
  .extend({
    docSts: z.enum(['accepted', 'rejected'], { error: M.docCheckInvalid }),
    rjctRsn: z.string().trim().max(500, M.tooLong('보완 사유', 500)).nullish(),
  })
  .refine((b) => b.docSts !== 'rejected' || (b.rjctRsn ?? '').length > 0, {
    message: M.docReasonRequired,
    path: ['rjctRsn'],
  });

export const adminEntrySchema = entrySchema.extend({ userId: z.number().int() });
export type AdminEntry = z.infer<typeof adminEntrySchema>;

/** The console's filter: waiting (submitted or under review, the default), one state, or all past the draft. */
export const ADMIN_ENTRY_FILTERS = {
  waiting: '대기(제출·검토 중)',
  submitted: '제출',
  reviewing: '검토 중',
  accepted: '입점 승인',
  rejected: '반려',
  all: '전체',
} as const;
export type AdminEntryFilter = keyof typeof ADMIN_ENTRY_FILTERS;
/** A calendar day that exists (yyyyMMdd). */
const realDay = z
  .string({ error: ADMIN_MESSAGES.periodInvalid })
  .regex(/^\d{8}$/, ADMIN_MESSAGES.periodInvalid)
  .refine((v) => {
    const d = new Date(Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, Number(v.slice(6, 8))));
    return d.getUTCMonth() + 1 === Number(v.slice(4, 6)) && d.getUTCDate() === Number(v.slice(6, 8));
  }, ADMIN_MESSAGES.periodInvalid);

/** The console's filters besides the state: submitted within a period (Seoul days), a category, a company name. */
export const adminEntryFiltersSchema = z.object({
  q: z.string().trim().max(100, M.searchTooLong).optional(),
  pdCtgr: z
    .enum(Object.keys(PRODUCT_CATEGORIES) as [ProductCategory, ...ProductCategory[]], {
      error: M.categoryInvalid,
    })
    .optional(),
  from: realDay.optional(),
  to: realDay.optional(),
});
export const adminEntryQuerySchema = consolePageQuerySchema
  .extend({
    sts: z
      .enum(Object.keys(ADMIN_ENTRY_FILTERS) as [AdminEntryFilter, ...AdminEntryFilter[]], {
        error: '신청 상태를 다시 선택해주세요.',
      })
      .default('waiting'),
  })
  .extend(adminEntryFiltersSchema.shape)
  .extend(consoleSortSchema(['submitDt', 'updtDt', 'cmpnyNm']).shape)
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.periodOrder, path: ['to'] });
export type AdminEntryQuery = z.infer<typeof adminEntryQuerySchema>;

/** A document as the console checks it: its check's name and the copy (`updtDt`) a check is made on. */
export const adminEntryDocSchema = entryDocSchema.extend({ checkNm: z.string(), updtDt: z.string().nullable() });
export type AdminEntryDoc = z.infer<typeof adminEntryDocSchema>;

/** One state move of an application: who (the applicant, or the operator by name), when, from, to and why. */
export const adminEntryHistorySchema = z.object({
  histId: z.number().int(),
  fromSts: entryStatusSchema.nullable(),
  fromStsNm: z.string().nullable(),
  sts: entryStatusSchema,
  stsNm: z.string(),
  memo: z.string().nullable(),
  byOperYn: ynSchema,
  byNm: z.string(),
  regDt: z.string(),
});
export type AdminEntryHistory = z.infer<typeof adminEntryHistorySchema>;

/** One application on its console page: masked as in the list, each document's check and the moves' history. */
export const adminEntryDetailSchema = adminEntrySchema.extend({
  docs: z.array(adminEntryDocSchema),
  history: z.array(adminEntryHistorySchema),
});
export type AdminEntryDetail = z.infer<typeof adminEntryDetailSchema>;

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
    response: entrySaveResultSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'cmstr/aply',
    access: 'member',
    summary: '입점 신청서 수정(임시 저장 또는 제출)',
    body: entryBodySchema,
    response: entrySaveResultSchema,
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
  docFile: endpoint({
    method: 'GET',
    path: 'cmstr/aply/:aplyId/doc/:docCd',
    access: 'member',
    summary: '입점 서류 내려받기(신청한 회원·운영자, 한글 파일명 RFC 5987)',
    params: aplyDocParamsSchema,
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
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '입점 신청 목록(운영자, 작성 중 제외; 기본은 대기 중, 개인 이름은 가림)',
    query: adminEntryQuerySchema,
    response: pageSchema(adminEntrySchema),
  }),
  adminMove: endpoint({
    method: 'PUT',
    path: 'cmstr/admin/aply/:aplyId/sts',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '입점 신청 상태 변경(운영자: 검토 중, 승인, 반려)',
    params: aplyIdParamsSchema,
    body: moveBodySchema,
    response: commandResultSchema,
  }),
  adminGet: endpoint({
    method: 'GET',
    path: 'cmstr/admin/aply/:aplyId',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '입점 신청 한 건(운영자: 개인 이름은 가림, 서류별 확인 상태, 상태 변경 이력)',
    params: aplyIdParamsSchema,
    response: adminEntryDetailSchema,
  }),
  adminDocFile: endpoint({
    method: 'GET',
    path: 'cmstr/admin/aply/:aplyId/doc/:docCd/file',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '입점 서류 보기(운영자; 개인정보 접근기록에 조회로 남음)',
    params: aplyDocParamsSchema,
  }),
  adminDoc: endpoint({
    method: 'PUT',
    path: 'cmstr/admin/aply/:aplyId/doc/:docCd',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '입점 서류 확인(운영자: 적합, 보완 필요와 사유; 읽은 서류의 updtDt)',
    params: aplyDocParamsSchema,
    body: docDecisionBodySchema,
    response: commandResultSchema,
  }),
} as const;
