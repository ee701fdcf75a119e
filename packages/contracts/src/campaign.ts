import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pageQuerySchema, pageSchema, rowIdSchema, ymdSchema } from './envelope.js';

/** Campaigns (promotion: clss, campns, campn/{id}, campn/aply, campn/aplys): creators apply to brands' campaigns. */

export const CAMPAIGN_MESSAGES = {
  confirmApply: '캠페인에 신청하시겠습니까?',
  applied: '캠페인 신청이 완료되었습니다.',
  alreadyApplied: '이미 신청한 캠페인입니다. 마이페이지에서 신청 내역을 확인해주세요.',
  notStarted: '아직 모집 기간이 아닙니다. 모집 시작일을 확인해주세요.',
  closed: '모집이 마감된 캠페인입니다.',
  creatorOnly: '캠페인은 크리에이터만 신청할 수 있습니다. 마이페이지에서 크리에이터로 전환해주세요.',
  notFound: '캠페인을 찾을 수 없습니다.',
  invalidId: '캠페인 번호가 올바르지 않습니다.',
  invalidCategory: '캠페인 분류가 올바르지 않습니다.',
} as const;

/** Where a campaign's entry stands (Asia/Seoul): upcoming, open, closed. */
export const CAMPAIGN_STATES = ['upcoming', 'open', 'closed'] as const;
export const campaignStateSchema = z.enum(CAMPAIGN_STATES);
export type CampaignState = z.infer<typeof campaignStateSchema>;
export const CAMPAIGN_STATE_NAMES: Record<CampaignState, string> = {
  upcoming: '모집예정',
  open: '모집중',
  closed: '모집마감',
};

/** Where an application stands (campn_aply.aply_stts): applied, selected, not selected. */
export const CAMPAIGN_APPLY_STATUSES = ['APPLIED', 'SELECTED', 'NOT_SELECTED'] as const;
export const campaignApplyStatusSchema = z.enum(CAMPAIGN_APPLY_STATUSES);
export type CampaignApplyStatus = z.infer<typeof campaignApplyStatusSchema>;
export const CAMPAIGN_APPLY_STATUS_NAMES: Record<CampaignApplyStatus, string> = {
  APPLIED: '신청완료',
  SELECTED: '선정',
  NOT_SELECTED: '미선정',
};

export const categoryQuerySchema = z.object({
  clsLv: z.coerce
    .number({ error: CAMPAIGN_MESSAGES.invalidCategory })
    .int(CAMPAIGN_MESSAGES.invalidCategory)
    .min(1, CAMPAIGN_MESSAGES.invalidCategory)
    .max(3, CAMPAIGN_MESSAGES.invalidCategory)
    .default(1),
});
export const categorySchema = z.object({ gdsClsId: z.number().int(), clsNm: z.string() });
export type CampaignCategory = z.infer<typeof categorySchema>;

export const campaignListQuerySchema = pageQuerySchema.extend({
  gdsClsId: rowIdSchema(CAMPAIGN_MESSAGES.invalidCategory).optional(),
  state: campaignStateSchema.optional(),
  searchTerm: z.string().trim().max(50, '검색어는 50자 이내로 입력해주세요.').optional(),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

export const matchCampnIdParamsSchema = z.object({ matchCampnId: rowIdSchema(CAMPAIGN_MESSAGES.invalidId) });
export const campaignApplyBodySchema = z.object({ matchCampnId: rowIdSchema(CAMPAIGN_MESSAGES.invalidId) });
export type CampaignApplyBody = z.infer<typeof campaignApplyBodySchema>;

export const campaignSummarySchema = z.object({
  matchCampnId: z.number().int(),
  matchCampnNm: z.string(),
  entryBgngYmd: ymdSchema,
  entryEndYmd: ymdSchema,
  /** The instant entry closes (ISO 8601, Seoul offset). */
  entryEndDt: z.string(),
  matchCampnBgngYmd: ymdSchema,
  matchCampnEndYmd: ymdSchema,
  gdsClsId: z.number().int(),
  clsNm: z.string(),
  rprsImgPt: z.string().nullable(),
  state: campaignStateSchema,
  stateNm: z.string(),
  /** Days left until the last entry day (0 = today); null once closed or before the start. */
  dday: z.number().int().nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;
export const campaignPageSchema = pageSchema(campaignSummarySchema);

export const campaignDetailSchema = campaignSummarySchema.extend({
  matchCampnCn: z.string(),
  /** The picture's alt text the operator wrote (null: the page names the picture by the campaign). */
  imgAlt: z.string().nullable(),
  /** How many creators the campaign selects. */
  rcrtCnt: z.number().int(),
  /** Set when the desk closed entry early. */
  closedEarly: z.boolean(),
  /** Whether the caller (a logged-in member) already applied. */
  applied: z.boolean(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export const campaignApplyResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  campnAplyId: z.number().int(),
});

export const myCampaignApplicationSchema = z.object({
  campnAplyId: z.number().int(),
  matchCampnId: z.number().int(),
  matchCampnNm: z.string(),
  clsNm: z.string(),
  entryEndYmd: ymdSchema,
  matchCampnBgngYmd: ymdSchema,
  matchCampnEndYmd: ymdSchema,
  aplyStts: campaignApplyStatusSchema,
  aplySttsNm: z.string(),
  aplyDt: z.string(),
});
export type MyCampaignApplication = z.infer<typeof myCampaignApplicationSchema>;
export const myCampaignApplicationPageSchema = pageSchema(myCampaignApplicationSchema);

export const campaignEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: 'promotion/clss',
    access: 'public',
    summary: '캠페인 분류(상품 분류) 목록',
    query: categoryQuerySchema,
    response: z.array(categorySchema),
  }),
  list: endpoint({
    method: 'GET',
    path: 'promotion/campns',
    access: 'public',
    summary: '캠페인 목록(분류, 모집 상태, 검색)',
    query: campaignListQuerySchema,
    response: campaignPageSchema,
  }),
  view: endpoint({
    method: 'GET',
    path: 'promotion/campn/:matchCampnId',
    access: 'public',
    summary: '캠페인 상세',
    params: matchCampnIdParamsSchema,
    response: campaignDetailSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: 'promotion/campn/aply',
    access: 'member',
    summary: '캠페인 신청(크리에이터, 모집 기간 중, 한 번)',
    body: campaignApplyBodySchema,
    response: campaignApplyResultSchema,
  }),
  myApplications: endpoint({
    method: 'GET',
    path: 'promotion/campn/aplys',
    access: 'member',
    summary: '나의 캠페인 신청 내역',
    query: pageQuerySchema,
    response: myCampaignApplicationPageSchema,
  }),
} as const;
