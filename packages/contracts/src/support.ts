import { z } from 'zod';
import { attachmentSchema } from './content.js';
import { endpoint } from './endpoint.js';
import { MAX_ROW_ID, pageQuerySchema, pageSchema, ymdSchema, ynSchema, rowIdSchema } from './envelope.js';

/** Support programmes (support/*), applications, the MSS feed tables and recommendations. */

export const SUPPORT_MESSAGES = {
  confirmApply: '지원사업에 지원하시겠습니까?',
  applied: '지원사업에 신청이 완료되었습니다.',
  alreadyApplied: '이미 신청한 지원사업입니다. 마이페이지에서 신청 내역을 확인해주세요.',
  notInPeriod: '신청 기간이 아닙니다. 접수 기간을 확인해주세요.',
  externalOnly: '이 지원사업은 주관 기관 누리집에서 신청합니다.',
  notFound: '지원사업을 찾을 수 없습니다.',
  attachmentNotFound: '첨부파일을 찾을 수 없습니다.',
  invalidId: '지원사업 번호가 올바르지 않습니다.',
  invalidYear: '연도가 올바르지 않습니다.',
  invalidBrno: '사업자등록번호는 숫자 10자리로 입력해주세요.',
  otherCompany: '본인 회사의 지원 현황만 조회할 수 있습니다.',
  noBrno: '회원정보에 사업자등록번호가 없습니다. 마이페이지에서 회사 정보를 등록해주세요.',
  /** The member stored a business number but its company check (사업자 확인) has not passed. */
  companyNotVerified:
    '사업자 확인을 마친 회사의 지원 현황만 조회할 수 있습니다. 마이페이지에서 회사 정보 확인을 먼저 진행해주세요.',
} as const;

/** Central ministries (support1) and local governments (support2). */
export const SPRT_PATTN = { central: '1', local: '2' } as const;
export const sprtPattnSchema = z.enum(['1', '2']);
export type SprtPattnDcd = z.infer<typeof sprtPattnSchema>;
export const SPRT_PATTN_NAMES: Record<SprtPattnDcd, string> = { '1': '중앙부처', '2': '지방자치단체' };

export const SUPPORT_FIELDS = [
  { code: 'FIN', name: '금융' },
  { code: 'TECH', name: '기술' },
  { code: 'HR', name: '인력' },
  { code: 'EXPORT', name: '수출' },
  { code: 'MARKET', name: '내수·판로' },
  { code: 'STARTUP', name: '창업' },
  { code: 'MGMT', name: '경영' },
  { code: 'DIGITAL', name: '디지털 전환' },
] as const;
export const SUPPORT_REGIONS = [
  { code: 'ALL', name: '전국' },
  { code: 'SEOUL', name: '서울' },
  { code: 'BUSAN', name: '부산' },
  { code: 'DAEGU', name: '대구' },
  { code: 'INCHEON', name: '인천' },
  { code: 'GWANGJU', name: '광주' },
  { code: 'DAEJEON', name: '대전' },
  { code: 'GYEONGGI', name: '경기' },
  { code: 'GANGWON', name: '강원' },
  { code: 'CHUNGBUK', name: '충북' },
  { code: 'JEONBUK', name: '전북' },
  { code: 'JEONNAM', name: '전남' },
  { code: 'GYEONGNAM', name: '경남' },
  { code: 'JEJU', name: '제주' },
] as const;
export type SupportFieldCode = (typeof SUPPORT_FIELDS)[number]['code'];
export type SupportRegionCode = (typeof SUPPORT_REGIONS)[number]['code'];
/** Who a programme is for: anybody, registered small businesses, start-ups, creators. */
export const SUPPORT_TARGETS = ['ALL', 'SMB', 'STARTUP', 'CREATOR'] as const;
export type SupportTarget = (typeof SUPPORT_TARGETS)[number];
/** Where an application stands (sprt_biz_aply.aply_stts). */
export const APPLY_STATUSES = ['RECEIVED', 'REVIEW', 'SELECTED', 'REJECTED'] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];
export const APPLY_STATUS_NAMES: Record<ApplyStatus, string> = {
  RECEIVED: '접수완료',
  REVIEW: '검토중',
  SELECTED: '선정',
  REJECTED: '미선정',
};

/** Status in Asia/Seoul: upcoming, open, closing (open and ends within 3 days), closed. */
export const SUPPORT_STATUSES = ['upcoming', 'open', 'closing', 'closed'] as const;
export const supportStatusSchema = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof supportStatusSchema>;
export const SUPPORT_STATUS_NAMES: Record<SupportStatus, string> = {
  upcoming: '접수예정',
  open: '접수중',
  closing: '마감임박',
  closed: '마감',
};
/** "Closing soon": open and the last day is at most this many days away. */
export const CLOSING_SOON_DAYS = 3;

const fieldCodes = SUPPORT_FIELDS.map((f) => f.code) as [SupportFieldCode, ...SupportFieldCode[]];
const regionCodes = SUPPORT_REGIONS.map((r) => r.code) as [SupportRegionCode, ...SupportRegionCode[]];
export const supportFieldSchema = z.enum(fieldCodes);
export const supportRegionSchema = z.enum(regionCodes);

export const supportListQuerySchema = pageQuerySchema.extend({
  sprtPattnDcd: sprtPattnSchema.optional(),
  year: z.coerce
    .number({ error: SUPPORT_MESSAGES.invalidYear })
    .int()
    .min(2000, SUPPORT_MESSAGES.invalidYear)
    .max(2100, SUPPORT_MESSAGES.invalidYear)
    .optional(),
  fld: supportFieldSchema.optional(),
  rgn: supportRegionSchema.optional(),
  /** open includes closing-soon programmes. */
  status: supportStatusSchema.optional(),
  searchTerm: z.string().trim().max(50, '검색어는 50자 이내로 입력해주세요.').optional(),
});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;

export const sprtBizIdParamsSchema = z.object({
  sprtBizId: rowIdSchema(SUPPORT_MESSAGES.invalidId),
});

export const sprtBizAtchParamsSchema = sprtBizIdParamsSchema.extend({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '첨부파일 번호가 올바르지 않습니다.'),
});

/** Where a programme's attachment is downloaded (under /v1/app). */
export function supportAttachmentPath(sprtBizId: number, fileId: string): string {
  return `support/biz/${sprtBizId}/atch/${fileId}`;
}

export const supportSummarySchema = z.object({
  sprtBizId: z.number().int(),
  sprtBizNm: z.string(),
  sprtBizYr: z.number().int(),
  aplyBgngYmd: ymdSchema,
  aplyEndYmd: ymdSchema,
  aplyUrl: z.string().nullable(),
  sprtPattnDcd: sprtPattnSchema,
  sprtPattnNm: z.string(),
  bizDesc: z.string(),
  instNm: z.string(),
  fldCd: supportFieldSchema,
  fldNm: z.string(),
  rgnCd: supportRegionSchema,
  rgnNm: z.string(),
  status: supportStatusSchema,
  statusNm: z.string(),
  /** Days until the last application day (0 = today); null once closed. */
  dday: z.number().int().nullable(),
  /** Y: apply inside the portal; N: apply at aplyUrl. */
  prtlAplyYn: ynSchema,
});
export type SupportSummary = z.infer<typeof supportSummarySchema>;
export const supportPageSchema = pageSchema(supportSummarySchema);

export const supportDetailSchema = supportSummarySchema.extend({
  sprtBizCn: z.string(),
  trgtNm: z.string(),
  /** Y when the logged-in member has applied. */
  aplyDoneYn: ynSchema,
  /** The programme's attachments (공고문, 신청서 양식 …), downloaded at `downloadUrl`. */
  atchFiles: z.array(attachmentSchema),
  preId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type SupportDetail = z.infer<typeof supportDetailSchema>;

export const applyResultSchema = z.object({ number: z.literal(200), message: z.string(), aplyId: z.number().int() });
export type ApplyResult = z.infer<typeof applyResultSchema>;

export const myApplicationSchema = z.object({
  aplyId: z.number().int(),
  sprtBizId: z.number().int(),
  sprtBizNm: z.string(),
  instNm: z.string(),
  aplyBgngYmd: ymdSchema,
  aplyEndYmd: ymdSchema,
  status: supportStatusSchema,
  statusNm: z.string(),
  aplySttsNm: z.string(),
  aplyDt: z.string(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationPageSchema = pageSchema(myApplicationSchema);

export const supportNoticeSchema = z.object({
  sprtBizNtcId: z.number().int(),
  sprtBizNtcTit: z.string(),
  sprtBizNtcCn: z.string(),
  regDt: z.string(),
});
export type SupportNotice = z.infer<typeof supportNoticeSchema>;
export const supportNoticeListSchema = z.array(supportNoticeSchema);

export interface TreeMenu {
  menuId: string;
  menuNm: string;
  path: string;
  children: TreeMenu[];
}
/** Recursive, so named: the OpenAPI document refers to it as the component `TreeMenu`. */
export const treeMenuSchema: z.ZodType<TreeMenu> = z
  .lazy(() => z.object({ menuId: z.string(), menuNm: z.string(), path: z.string(), children: z.array(treeMenuSchema) }))
  .meta({ id: 'TreeMenu', description: '지원사업 메뉴 트리의 한 항목(하위 메뉴는 children)' });
export const treeMenuListSchema = z.array(treeMenuSchema);

export const recommendationSchema = supportSummarySchema.extend({ rcmdRsn: z.string() });
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationListSchema = z.array(recommendationSchema);

/* MSS (Ministry of SMEs and Startups) feed, filled by the import command. */
export const mssProgrammeSchema = z.object({
  pblancId: z.string(),
  pblancNm: z.string(),
  jrsdInsttNm: z.string(),
  excInsttNm: z.string().nullable(),
  reqstBgngYmd: ymdSchema,
  reqstEndYmd: ymdSchema,
  pblancUrl: z.string().nullable(),
  bsnsSumryCn: z.string().nullable(),
  sprtFldNm: z.string().nullable(),
  trgetNm: z.string().nullable(),
  status: supportStatusSchema,
  statusNm: z.string(),
});
export type MssProgramme = z.infer<typeof mssProgrammeSchema>;
export const mssProgrammePageSchema = pageSchema(mssProgrammeSchema);
export const mssListQuerySchema = pageQuerySchema.extend({
  searchTerm: z.string().trim().max(50, '검색어는 50자 이내로 입력해주세요.').optional(),
});
export type MssListQuery = z.infer<typeof mssListQuerySchema>;

export const mssHistorySchema = z.object({
  histId: z.number().int(),
  brno: z.string(),
  pblancId: z.string().nullable(),
  bizNm: z.string(),
  sprtYmd: ymdSchema,
  sprtAmt: z.number().int().nullable(),
  sttsNm: z.string(),
});
export type MssHistory = z.infer<typeof mssHistorySchema>;
export const mssHistoryListSchema = z.array(mssHistorySchema);
export const brnoQuerySchema = z.object({
  brno: z.string({ error: SUPPORT_MESSAGES.invalidBrno }).regex(/^\d{10}$/, SUPPORT_MESSAGES.invalidBrno),
});

/** The import file (JSON): {programmes: [...], history: [...]}; CSV holds programmes only. */
export const mssImportProgrammeSchema = z.object({
  pblancId: z.string().trim().min(1).max(64),
  pblancNm: z.string().trim().min(1).max(300),
  jrsdInsttNm: z.string().trim().min(1).max(100),
  excInsttNm: z.string().trim().max(100).optional().nullable(),
  reqstBgngYmd: ymdSchema,
  reqstEndYmd: ymdSchema,
  pblancUrl: z.string().trim().max(500).optional().nullable(),
  bsnsSumryCn: z.string().max(20000).optional().nullable(),
  sprtFldNm: z.string().trim().max(50).optional().nullable(),
  trgetNm: z.string().trim().max(200).optional().nullable(),
});
export type MssImportProgramme = z.infer<typeof mssImportProgrammeSchema>;
export const mssImportHistorySchema = z.object({
  brno: z.string().regex(/^\d{10}$/),
  pblancId: z.string().trim().max(64).optional().nullable(),
  bizNm: z.string().trim().min(1).max(300),
  sprtYmd: ymdSchema,
  // A 32-bit integer column (won): larger amounts are refused, never an overflow in the database.
  sprtAmt: z.coerce.number().int().min(0).max(MAX_ROW_ID).optional().nullable(),
  sttsNm: z.string().trim().min(1).max(50),
});
export type MssImportHistory = z.infer<typeof mssImportHistorySchema>;

/**
 * The calls of the support domain (support programmes, applications, recommendations, the MSS feed). The
 * support-business introductions and examples (support/intrd…) are content-engine items declared in content.ts
 * (`supportBizEndpoints`); the support domain registers them.
 */
export const supportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'support/bizs',
    access: 'public',
    summary: '지원사업 목록(중앙/지방, 연도, 분야, 지역, 상태, 검색)',
    query: supportListQuerySchema,
    response: supportPageSchema,
  }),
  view: endpoint({
    method: 'GET',
    path: 'support/biz/:sprtBizId',
    access: 'public',
    summary: '지원사업 상세',
    params: sprtBizIdParamsSchema,
    response: supportDetailSchema,
  }),
  attachment: endpoint({
    method: 'GET',
    path: 'support/biz/:sprtBizId/atch/:fileId',
    access: 'public',
    summary: '지원사업 첨부파일 내려받기(게시 중인 사업의 첨부파일만, 한글 파일명 RFC 5987)',
    params: sprtBizAtchParamsSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: 'support/biz/:sprtBizId/aply',
    access: 'member',
    summary: '지원사업 신청(회원당 한 번, 접수 기간 중)',
    params: sprtBizIdParamsSchema,
    response: applyResultSchema,
  }),
  myApplications: endpoint({
    method: 'GET',
    path: 'support/aplys',
    access: 'member',
    summary: '나의 지원사업 신청 내역',
    query: pageQuerySchema,
    response: myApplicationPageSchema,
  }),
  notices: endpoint({
    method: 'GET',
    path: 'support/ntcs',
    access: 'public',
    summary: '지원사업 안내(유의사항) 공지',
    response: supportNoticeListSchema,
  }),
  treeMenus: endpoint({
    method: 'GET',
    path: 'support/sprt/biz/treeMenus',
    access: 'public',
    summary: '지원사업 메뉴 트리',
    response: treeMenuListSchema,
  }),
  recommendations: endpoint({
    method: 'GET',
    path: 'support/supt/biz',
    access: 'member',
    summary: '나에게 맞는 지원사업 추천',
    response: recommendationListSchema,
  }),
  mssList: endpoint({
    method: 'GET',
    path: 'support/mss/sprt/biz',
    access: 'public',
    summary: '중소벤처기업부 지원사업 공고',
    query: mssListQuerySchema,
    response: mssProgrammePageSchema,
  }),
  mssSearch: endpoint({
    method: 'GET',
    path: 'support/mss/sprt/biz/srch/list',
    access: 'public',
    summary: '중소벤처기업부 지원사업 공고 검색',
    query: mssListQuerySchema,
    response: mssProgrammePageSchema,
  }),
  ownCompanyHistory: endpoint({
    method: 'GET',
    path: 'support/mss/sprt/biz/hist/info/list',
    access: 'member',
    summary: '우리 회사 지원 이력(사업자 확인을 마친 회원의 사업자등록번호)',
    response: mssHistoryListSchema,
  }),
  companyStatus: endpoint({
    method: 'GET',
    path: 'mss/sprt/biz/cmpny/statusList',
    access: 'member',
    summary: '회사별 지원 현황(회원은 사업자 확인을 마친 자기 회사만, 운영자는 모든 회사)',
    query: brnoQuerySchema,
    response: mssHistoryListSchema,
  }),
} as const;
