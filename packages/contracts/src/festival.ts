import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageQuerySchema, pageSchema, rowIdSchema, ymdSchema, ynSchema } from './envelope.js';
import { isPhone } from './validate.js';

/**
 * 동행축제 (festival) products (api-map `dhfesta`): a festival is held three times a year (May, September, December);
 * a member joins a festival as a participant (their store), registers products, and an operator approves or rejects
 * each one (`aprvSts`) and shows or hides an approved one (`expsr`). Every change is a row of the product's approval
 * history (`aprvHsrList`). The festival section of /promotion/localeconomic lists the approved, shown products by
 * season; my page lists the member's festivals (`sent/myCampnlist`) and products.
 */

export const FESTIVAL_SEASONS = { may: '5월 동행축제', sep: '9월 동행축제', dec: '12월 동행축제' } as const;
export type FestivalSeason = keyof typeof FESTIVAL_SEASONS;
export const festivalSeasonSchema = z.enum(['may', 'sep', 'dec']);

export const APRV_STATUS = { pending: '승인 대기', approved: '승인', rejected: '반려' } as const;
export type AprvStatus = keyof typeof APRV_STATUS;
export const aprvStatusSchema = z.enum(['pending', 'approved', 'rejected']);

/** What a history row records: registration, resubmission after a rejection, a decision, or a change of exposure. */
export const APRV_HISTORY = {
  registered: '상품 등록',
  resubmitted: '수정 후 재신청',
  approved: '승인',
  rejected: '반려',
  shown: '노출',
  hidden: '노출 중지',
} as const;
export type AprvHistoryCd = keyof typeof APRV_HISTORY;

export const FESTIVAL_CATEGORIES = {
  food: '농수산·가공식품',
  living: '생활·주방용품',
  fashion: '패션·잡화',
  beauty: '뷰티·건강',
  craft: '공예·소품',
  etc: '기타',
} as const;
export type FestivalCategory = keyof typeof FESTIVAL_CATEGORIES;
export const festivalCategorySchema = z.enum(['food', 'living', 'fashion', 'beauty', 'craft', 'etc'], {
  error: '상품 분류를 선택해주세요.',
});

export const FESTIVAL_MESSAGES = {
  campnNotFound: '동행축제를 찾을 수 없습니다.',
  campnClosed: '이미 끝난 동행축제입니다.',
  alreadyJoined: '이미 참여 신청한 동행축제입니다.',
  joined: '동행축제 참여 신청이 완료되었습니다. 마이페이지에서 상품을 등록해주세요.',
  confirmJoin: '동행축제에 참여 신청하시겠습니까?',
  notParticipant: '동행축제 참여 신청 후 상품을 등록할 수 있습니다.',
  strRequired: '상호(매장)명을 입력해주세요.',
  phoneInvalid: '연락처를 정확히 입력해주세요.',
  nameRequired: '상품명을 입력해주세요.',
  priceInvalid: '판매가를 0원 이상 1억 원 이하의 숫자로 입력해주세요.',
  descRequired: '상품 소개를 입력해주세요.',
  urlInvalid: '구매 링크는 https:// 로 시작하는 주소로 입력해주세요.',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해주세요.`,
  tooMany: (max: number) => `한 동행축제에 상품은 ${max}개까지 등록할 수 있습니다.`,
  duplicateName: '같은 이름의 상품을 이미 등록했습니다.',
  confirmRegister: '상품을 등록하시겠습니까? 운영자 승인 후 축제 페이지에 노출됩니다.',
  registered: '상품이 등록되었습니다. 운영자 승인 후 축제 페이지에 노출됩니다.',
  confirmResubmit: '수정한 내용으로 다시 승인 신청하시겠습니까?',
  resubmitted: '수정한 상품이 다시 승인 대기 상태가 되었습니다.',
  notEditable: '반려되었거나 승인 대기 중인 상품만 수정할 수 있습니다.',
  prdNotFound: '상품을 찾을 수 없습니다.',
  notOwner: '본인이 등록한 상품만 볼 수 있습니다.',
  notPending: '승인 대기 중인 상품만 승인하거나 반려할 수 있습니다.',
  changedSince: '확인한 뒤에 상품 정보가 바뀌었습니다. 다시 확인한 후 처리해주세요.',
  rjctRsnRequired: '반려 사유를 입력해주세요.',
  approved: '상품을 승인했습니다.',
  rejected: '상품을 반려했습니다.',
  notApproved: '승인된 상품만 노출하거나 숨길 수 있습니다.',
  alreadyShown: '이미 노출 중인 상품입니다.',
  alreadyHidden: '이미 노출하지 않는 상품입니다.',
  shown: '상품을 축제 페이지에 노출했습니다.',
  hidden: '상품을 축제 페이지에서 숨겼습니다.',
  campnNmRequired: '회차 이름을 입력해주세요.',
  seasonRequired: '시즌(5월·9월·12월)을 선택해주세요.',
  dateInvalid: '날짜를 yyyyMMdd 형식의 실제 날짜로 입력해주세요.',
  periodOrder: '축제 종료일은 시작일과 같거나 뒤여야 합니다.',
  aplyPeriodOrder: '참여 신청 마감일은 신청 시작일과 같거나 뒤여야 합니다.',
  aplyAfterEnd: '참여 신청 마감일은 축제 종료일보다 늦을 수 없습니다.',
  aplyPeriodBoth: '참여 신청 기간은 시작일과 마감일을 함께 입력해주세요.',
  seasonTaken: '같은 해에 같은 시즌의 동행축제가 이미 있습니다.',
  seasonCreated: '동행축제 회차를 등록했습니다.',
  seasonUpdated: '동행축제 회차를 수정했습니다.',
  confirmSeasonCreate: '동행축제 회차를 등록하시겠습니까?',
  confirmSeasonUpdate: '수정한 내용으로 저장하시겠습니까?',
  notApplying: '동행축제 참여 신청 기간이 아닙니다.',
} as const;
const M = FESTIVAL_MESSAGES;

/** A participant registers at most this many products per festival. */
export const MAX_PRODUCTS_PER_FESTIVAL = 20;

export const festivalSchema = z.object({
  campnId: z.number().int(),
  campnNm: z.string(),
  season: festivalSeasonSchema,
  seasonNm: z.string(),
  campnDesc: z.string(),
  bgngYmd: ymdSchema,
  endYmd: ymdSchema,
  /** upcoming (개최 예정), open (진행 중), closed (종료), by Seoul today. */
  sts: z.enum(['upcoming', 'open', 'closed']),
  stsNm: z.string(),
});
export type Festival = z.infer<typeof festivalSchema>;

/** An approved, shown product as the public festival page lists it. */
export const shownProductSchema = z.object({
  manprdId: z.number().int(),
  manprdNm: z.string(),
  strNm: z.string(),
  ctgrCd: festivalCategorySchema,
  ctgrNm: z.string(),
  prc: z.number().int(),
  manprdDesc: z.string(),
  buyUrl: z.string().nullable(),
});
export type ShownProduct = z.infer<typeof shownProductSchema>;

export const festivalShowcaseSchema = z.object({
  festivals: z.array(festivalSchema.extend({ products: z.array(shownProductSchema) })),
});
export type FestivalShowcase = z.infer<typeof festivalShowcaseSchema>;

export const productSchema = shownProductSchema.extend({
  campnId: z.number().int(),
  campnNm: z.string(),
  userId: z.number().int(),
  aprvSts: aprvStatusSchema,
  aprvStsNm: z.string(),
  expsrYn: ynSchema,
  rjctRsn: z.string().nullable(),
  regDt: z.string(),
  updtDt: z.string(),
});
export type FestivalProduct = z.infer<typeof productSchema>;

export const historySchema = z.object({
  hstCd: z.enum(['registered', 'resubmitted', 'approved', 'rejected', 'shown', 'hidden']),
  hstNm: z.string(),
  aprvSts: aprvStatusSchema,
  expsrYn: ynSchema,
  memo: z.string().nullable(),
  byOperatorYn: ynSchema,
  regDt: z.string(),
});
export type AprvHistory = z.infer<typeof historySchema>;

export const myFestivalSchema = festivalSchema.extend({
  strNm: z.string(),
  prtcpDt: z.string(),
  /** This member's products in the festival, by approval state, and how many are shown. */
  prdCnt: z.number().int(),
  pendingCnt: z.number().int(),
  approvedCnt: z.number().int(),
  rejectedCnt: z.number().int(),
  shownCnt: z.number().int(),
});
export type MyFestival = z.infer<typeof myFestivalSchema>;

export const campnIdParamsSchema = z.object({ campnId: rowIdSchema(M.campnNotFound) });
export const manprdIdParamsSchema = z.object({ manprdId: rowIdSchema(M.prdNotFound) });

export const joinBodySchema = z.object({
  strNm: z.string({ error: M.strRequired }).trim().min(1, M.strRequired).max(100, M.tooLong('상호(매장)명', 100)),
  telno: z
    .string({ error: M.phoneInvalid })
    .trim()
    .refine((v) => isPhone(v), M.phoneInvalid),
});
export type JoinBody = z.input<typeof joinBodySchema>;

const productFields = {
  manprdNm: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(60, M.tooLong('상품명', 60)),
  ctgrCd: festivalCategorySchema,
  prc: z.coerce
    .number({ error: M.priceInvalid })
    .int(M.priceInvalid)
    .min(0, M.priceInvalid)
    .max(100_000_000, M.priceInvalid),
  manprdDesc: z.string({ error: M.descRequired }).trim().min(1, M.descRequired).max(1000, M.tooLong('상품 소개', 1000)),
  buyUrl: z
    .string({ error: M.urlInvalid })
    .trim()
    .max(500, M.urlInvalid)
    .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), M.urlInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
};

export const registerBodySchema = z.object({ campnId: rowIdSchema(M.campnNotFound), ...productFields });
export type RegisterBody = z.input<typeof registerBodySchema>;
export type RegisterInput = z.output<typeof registerBodySchema>;
export const editBodySchema = z.object(productFields);
export type EditBody = z.input<typeof editBodySchema>;
export type EditInput = z.output<typeof editBodySchema>;

export const aprvListQuerySchema = pageQuerySchema.extend({
  /** The operator's filter (default: awaiting approval); a member always sees all of their own. */
  aprvSts: aprvStatusSchema.optional(),
  campnId: rowIdSchema(M.campnNotFound).optional(),
});

/** A console change names the copy it was made on (`updtDt`, decision 034): a product changed since is not decided (409). */
export const aprvStsBodySchema = readCopySchema
  .extend({
    aprvSts: z.enum(['approved', 'rejected'], { error: '승인 또는 반려를 선택해주세요.' }),
    rjctRsn: z.string().trim().max(500, M.tooLong('반려 사유', 500)).nullish(),
  })
  .refine((b) => b.aprvSts !== 'rejected' || (b.rjctRsn ?? '') !== '', {
    error: M.rjctRsnRequired,
    path: ['rjctRsn'],
  });

/** The console's festival desk filter: awaiting approval (the default), one decided state, or all. */
export const FESTIVAL_DESK_FILTERS = { pending: '승인 대기', approved: '승인', rejected: '반려', all: '전체' } as const;
export type FestivalDeskFilter = keyof typeof FESTIVAL_DESK_FILTERS;
export const festivalDeskQuerySchema = consolePageQuerySchema
  .extend({
    aprvSts: z
      .enum(Object.keys(FESTIVAL_DESK_FILTERS) as [FestivalDeskFilter, ...FestivalDeskFilter[]], {
        error: '승인 상태를 다시 선택해주세요.',
      })
      .default('pending'),
  })
  .extend(consoleSortSchema(['regDt', 'manprdNm']).shape);
export type FestivalDeskQuery = z.infer<typeof festivalDeskQuerySchema>;
/** Showing or hiding names the copy it was made on (`updtDt`, decision 034). */
export const expsrBodySchema = readCopySchema.extend({
  expsrYn: z.enum(['Y', 'N'], { error: '노출 여부를 선택해주세요.' }),
});

// The seasons desk (issue 39): the editions, their application period and whether the public page shows them.

const day = z
  .string({ error: M.dateInvalid })
  .regex(/^\d{8}$/, M.dateInvalid)
  .refine((v) => {
    const d = new Date(Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, Number(v.slice(6, 8))));
    return d.getUTCMonth() + 1 === Number(v.slice(4, 6)) && d.getUTCDate() === Number(v.slice(6, 8));
  }, M.dateInvalid);
const optionalDay = z
  .union([z.literal(''), day, z.null()], { error: M.dateInvalid })
  .optional()
  .transform((v) => v || null);

const seasonFields = z.object({
  campnNm: z
    .string({ error: M.campnNmRequired })
    .trim()
    .min(1, M.campnNmRequired)
    .max(100, M.tooLong('회차 이름', 100)),
  season: z.enum(['may', 'sep', 'dec'], { error: M.seasonRequired }),
  campnDesc: z.string({ error: M.descRequired }).trim().max(1000, M.tooLong('회차 소개', 1000)).default(''),
  bgngYmd: day,
  endYmd: day,
  aplyBgngYmd: optionalDay,
  aplyEndYmd: optionalDay,
  expsrYn: ynSchema.default('Y'),
});

/** The season's dates in order: the festival's period, the application period (both or neither) within it. */
function checkPeriods(b: z.output<typeof seasonFields>, ctx: z.RefinementCtx) {
  if (b.bgngYmd > b.endYmd) ctx.addIssue({ code: 'custom', message: M.periodOrder, path: ['endYmd'] });
  if ((b.aplyBgngYmd === null) !== (b.aplyEndYmd === null))
    ctx.addIssue({ code: 'custom', message: M.aplyPeriodBoth, path: [b.aplyBgngYmd ? 'aplyEndYmd' : 'aplyBgngYmd'] });
  if (b.aplyBgngYmd && b.aplyEndYmd && b.aplyBgngYmd > b.aplyEndYmd)
    ctx.addIssue({ code: 'custom', message: M.aplyPeriodOrder, path: ['aplyEndYmd'] });
  if (b.aplyEndYmd && b.aplyEndYmd > b.endYmd)
    ctx.addIssue({ code: 'custom', message: M.aplyAfterEnd, path: ['aplyEndYmd'] });
}

/** A season as the operator writes it: the period, the application period (both or neither), shown or not. */
export const seasonBodySchema = seasonFields.superRefine(checkPeriods);
export type SeasonBody = z.input<typeof seasonBodySchema>;
export type SeasonInput = z.output<typeof seasonBodySchema>;
/** An edit names the copy it was made on. */
export const seasonUpdateBodySchema = seasonFields.extend(readCopySchema.shape).superRefine(checkPeriods);

export const adminSeasonSchema = festivalSchema.extend({
  yr: z.number().int(),
  aplyBgngYmd: z.string().nullable(),
  aplyEndYmd: z.string().nullable(),
  expsrYn: ynSchema,
  prtcpCnt: z.number().int(),
  prdCnt: z.number().int(),
  pendingCnt: z.number().int(),
  updtDt: z.string(),
});
export type AdminSeason = z.infer<typeof adminSeasonSchema>;

/** A company taking part in a season: the store, and the member's name, id and phone masked. */
export const participantSchema = z.object({
  userId: z.number().int(),
  strNm: z.string(),
  userNm: z.string(),
  lgnId: z.string(),
  telno: z.string(),
  prdCnt: z.number().int(),
  approvedCnt: z.number().int(),
  regDt: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;
export const participantQuerySchema = consolePageQuerySchema.extend({
  q: z.string().trim().max(100, M.tooLong('상호(매장)명 검색어', 100)).optional(),
});

/** A product's history on the desk: who made each change (the participant, or the operator by name). */
export const deskHistorySchema = historySchema.extend({ hstId: z.number().int(), byNm: z.string() });
export type DeskHistory = z.infer<typeof deskHistorySchema>;

export const festivalEndpoints = {
  campns: endpoint({
    method: 'GET',
    path: 'dhfesta/campns',
    access: 'public',
    summary: '동행축제 회차(5월·9월·12월)',
    response: z.array(festivalSchema),
  }),
  showcase: endpoint({
    method: 'GET',
    path: 'dhfesta/manprd/expsrList',
    access: 'public',
    summary: '회차별 승인·노출된 동행축제 상품',
    response: festivalShowcaseSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: 'dhfesta/sent/campn/:campnId/prtcp',
    access: 'member',
    summary: '동행축제 참여 신청',
    params: campnIdParamsSchema,
    body: joinBodySchema,
    response: commandResultSchema,
  }),
  myCampns: endpoint({
    method: 'GET',
    path: 'dhfesta/sent/myCampnlist',
    access: 'member',
    summary: '내가 참여한 동행축제와 상품 현황',
    response: z.array(myFestivalSchema),
  }),
  register: endpoint({
    method: 'POST',
    path: 'dhfesta/manprd',
    access: 'member',
    summary: '동행축제 상품 등록(참여자)',
    body: registerBodySchema,
    response: commandResultSchema.extend({ manprdId: z.number().int() }),
  }),
  edit: endpoint({
    method: 'PUT',
    path: 'dhfesta/manprd/:manprdId',
    access: 'member',
    summary: '반려·대기 상품 수정 후 재신청(등록자)',
    params: manprdIdParamsSchema,
    body: editBodySchema,
    response: commandResultSchema,
  }),
  aprvList: endpoint({
    method: 'GET',
    path: 'dhfesta/manprd/aprvList',
    access: 'member',
    summary: '동행축제 상품 승인 목록(참여자는 본인 상품, 운영자는 전체)',
    query: aprvListQuerySchema,
    response: pageSchema(productSchema),
  }),
  product: endpoint({
    method: 'GET',
    path: 'dhfesta/manprd/:manprdId',
    access: 'member',
    summary: '동행축제 상품 한 건(등록자·운영자)',
    params: manprdIdParamsSchema,
    response: productSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: 'dhfesta/manprd/:manprdId/aprvHsrList',
    access: 'member',
    summary: '동행축제 상품 승인 이력(등록자·운영자)',
    params: manprdIdParamsSchema,
    response: z.array(historySchema),
  }),
  deskList: endpoint({
    method: 'GET',
    path: 'dhfesta/admin/manprds',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '동행축제 상품 승인 데스크 목록(운영자; 기본은 승인 대기, 등록일·상품명 정렬)',
    query: festivalDeskQuerySchema,
    response: pageSchema(productSchema),
  }),
  decide: endpoint({
    method: 'PUT',
    path: 'dhfesta/manprd/:manprdId/aprvSts',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '동행축제 상품 승인·반려(운영자, 읽은 사본의 updtDt)',
    params: manprdIdParamsSchema,
    body: aprvStsBodySchema,
    response: commandResultSchema,
  }),
  seasons: endpoint({
    method: 'GET',
    path: 'dhfesta/admin/campns',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '동행축제 회차 목록(운영자: 숨긴 회차 포함, 참여 업체·상품 수)',
    response: z.array(adminSeasonSchema),
  }),
  season: endpoint({
    method: 'GET',
    path: 'dhfesta/admin/campn/:campnId',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '동행축제 회차 한 건(운영자)',
    params: campnIdParamsSchema,
    response: adminSeasonSchema,
  }),
  createSeason: endpoint({
    method: 'POST',
    path: 'dhfesta/admin/campn',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '동행축제 회차 등록(이름, 시즌, 기간, 참여 신청 기간, 노출)',
    body: seasonBodySchema,
    response: commandResultSchema.extend({ campnId: z.number().int() }),
  }),
  updateSeason: endpoint({
    method: 'PUT',
    path: 'dhfesta/admin/campn/:campnId',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '동행축제 회차 수정(읽은 사본의 updtDt)',
    params: campnIdParamsSchema,
    body: seasonUpdateBodySchema,
    response: commandResultSchema,
  }),
  participants: endpoint({
    method: 'GET',
    path: 'dhfesta/admin/campn/:campnId/prtcpts',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '동행축제 회차의 참여 업체(회원 이름·아이디·연락처는 가림)',
    params: campnIdParamsSchema,
    query: participantQuerySchema,
    response: pageSchema(participantSchema),
  }),
  deskHistory: endpoint({
    method: 'GET',
    path: 'dhfesta/admin/manprd/:manprdId/hist',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '동행축제 상품 처리 이력(운영자: 누가, 언제, 무엇을, 사유)',
    params: manprdIdParamsSchema,
    response: z.array(deskHistorySchema),
  }),
  expose: endpoint({
    method: 'PUT',
    path: 'dhfesta/manprd/:manprdId/expsr',
    access: { roles: ['SYSTEM', 'MARKET'] },
    summary: '동행축제 상품 노출·숨김(운영자, 읽은 사본의 updtDt)',
    params: manprdIdParamsSchema,
    body: expsrBodySchema,
    response: commandResultSchema,
  }),
} as const;
