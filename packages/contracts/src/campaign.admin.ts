import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema, reasonSchema } from './admin.js';
import { CAMPAIGN_MESSAGES, campaignApplyStatusSchema, campaignStateSchema } from './campaign.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ymdSchema } from './envelope.js';

/**
 * The campaigns desk of the operator console (issue 38, decision 034). Campaigns are creator-side marketing, so the
 * desk is the market desk's (MARKET) and the system administrator's (SYSTEM). A campaign is written and edited on the
 * copy read (category, entry and activity periods in Seoul calendar days, description, a picture with alt text, how
 * many creators it wants) and closed early with a reason; its applicants are listed with their foothold and channels
 * (the name masked) and each is selected or declined with a reason — never more selected than the campaign wants.
 */

export const CAMPAIGN_DESK_MESSAGES = {
  nameRequired: '캠페인명을 입력해 주세요.',
  nameTooLong: '캠페인명은 100자 이내로 입력해 주세요.',
  nameTaken: '같은 이름의 캠페인이 이미 있습니다.',
  bodyRequired: '캠페인 내용을 입력해 주세요.',
  bodyTooLong: '캠페인 내용은 5,000자 이내로 입력해 주세요.',
  categoryRequired: '분류를 골라 주세요.',
  dateInvalid: '날짜를 올바르게 입력해 주세요.',
  entryPeriodInvalid: '모집 마감일은 모집 시작일과 같거나 뒤여야 합니다.',
  activityPeriodInvalid: '활동 종료일은 활동 시작일과 같거나 뒤여야 합니다.',
  activityBeforeEntry: '활동 시작일은 모집 마감일 뒤여야 합니다.',
  countInvalid: '모집 인원은 1명에서 1,000명 사이로 입력해 주세요.',
  countBelowSelected: (n: number) => `이미 ${n}명을 선정했습니다. 모집 인원은 ${n}명 이상이어야 합니다.`,
  imageInvalid: '사진을 다시 올려 주세요.',
  altRequired: '사진 설명(대체 텍스트)을 입력해 주세요.',
  altTooLong: '사진 설명은 200자 이내로 입력해 주세요.',
  imageOnly: '사진은 PNG, JPEG, GIF, WEBP 이미지만 올릴 수 있습니다.',
  imageUploaded: '사진을 올렸습니다.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  created: '캠페인을 등록했습니다.',
  updated: '캠페인을 수정했습니다.',
  closed: '캠페인 모집을 조기 마감했습니다.',
  alreadyClosed: '이미 모집이 마감된 캠페인입니다.',
  closedPeriodFixed: '조기 마감한 캠페인의 모집 기간은 바꿀 수 없습니다.',
  applicationNotFound: '신청을 찾을 수 없습니다.',
  decisionInvalid: '선정 또는 미선정을 골라 주세요.',
  alreadyDecided: (name: string) => `이미 '${name}'(으)로 결정한 신청입니다.`,
  full: (n: number) => `모집 인원(${n}명)을 모두 선정했습니다. 더 선정할 수 없습니다.`,
  decided: (name: string) => `'${name}'(으)로 결정했습니다. 크리에이터에게 알렸습니다.`,
  stateInvalid: '신청 상태가 올바르지 않습니다.',
} as const;

/** A Seoul calendar day (yyyyMMdd) that exists. */
const daySchema = ymdSchema.refine((v) => {
  const d = new Date(Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, Number(v.slice(6, 8))));
  return (
    d.getUTCFullYear() === Number(v.slice(0, 4)) &&
    d.getUTCMonth() + 1 === Number(v.slice(4, 6)) &&
    d.getUTCDate() === Number(v.slice(6, 8))
  );
}, CAMPAIGN_DESK_MESSAGES.dateInvalid);
const dayField = z.string({ error: CAMPAIGN_DESK_MESSAGES.dateInvalid }).pipe(daySchema);

/** A picture's address: one the desk's upload returned (/files/…) or a picture the portal ships (/img/campaign/…). */
const picturePathSchema = z
  .string()
  .regex(/^\/(files|img\/campaign)\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}$/, CAMPAIGN_DESK_MESSAGES.imageInvalid)
  .refine((v) => !v.includes('..'), CAMPAIGN_DESK_MESSAGES.imageInvalid);

const campaignFields = z.object({
  matchCampnNm: z
    .string({ error: CAMPAIGN_DESK_MESSAGES.nameRequired })
    .trim()
    .min(1, CAMPAIGN_DESK_MESSAGES.nameRequired)
    .max(100, CAMPAIGN_DESK_MESSAGES.nameTooLong),
  gdsClsId: z.number({ error: CAMPAIGN_DESK_MESSAGES.categoryRequired }).int().positive(),
  entryBgngYmd: dayField,
  entryEndYmd: dayField,
  matchCampnBgngYmd: dayField,
  matchCampnEndYmd: dayField,
  matchCampnCn: z
    .string({ error: CAMPAIGN_DESK_MESSAGES.bodyRequired })
    .trim()
    .min(1, CAMPAIGN_DESK_MESSAGES.bodyRequired)
    .max(5000, CAMPAIGN_DESK_MESSAGES.bodyTooLong),
  rcrtCnt: z
    .number({ error: CAMPAIGN_DESK_MESSAGES.countInvalid })
    .int(CAMPAIGN_DESK_MESSAGES.countInvalid)
    .min(1, CAMPAIGN_DESK_MESSAGES.countInvalid)
    .max(1000, CAMPAIGN_DESK_MESSAGES.countInvalid),
  rprsImgPt: picturePathSchema.nullable().default(null),
  imgAlt: z.string().trim().max(200, CAMPAIGN_DESK_MESSAGES.altTooLong).nullable().default(null),
});

function campaignRules(b: z.output<typeof campaignFields>, ctx: z.RefinementCtx): void {
  if (b.entryEndYmd < b.entryBgngYmd) {
    ctx.addIssue({ code: 'custom', path: ['entryEndYmd'], message: CAMPAIGN_DESK_MESSAGES.entryPeriodInvalid });
  }
  if (b.matchCampnEndYmd < b.matchCampnBgngYmd) {
    ctx.addIssue({
      code: 'custom',
      path: ['matchCampnEndYmd'],
      message: CAMPAIGN_DESK_MESSAGES.activityPeriodInvalid,
    });
  }
  if (b.matchCampnBgngYmd <= b.entryEndYmd) {
    ctx.addIssue({ code: 'custom', path: ['matchCampnBgngYmd'], message: CAMPAIGN_DESK_MESSAGES.activityBeforeEntry });
  }
  if (b.rprsImgPt && !b.imgAlt) {
    ctx.addIssue({ code: 'custom', path: ['imgAlt'], message: CAMPAIGN_DESK_MESSAGES.altRequired });
  }
}

export const campaignFormSchema = campaignFields.superRefine(campaignRules);
export type CampaignFormBody = z.input<typeof campaignFormSchema>;
export type CampaignForm = z.output<typeof campaignFormSchema>;
export const campaignEditSchema = campaignFields.extend(readCopySchema.shape).superRefine(campaignRules);
export type CampaignEditBody = z.input<typeof campaignEditSchema>;
export type CampaignEdit = z.output<typeof campaignEditSchema>;

export const campaignCloseSchema = readCopySchema.extend({ reason: reasonSchema });
export type CampaignClose = z.infer<typeof campaignCloseSchema>;

/** A Seoul day for a list filter (yyyyMMdd). */
const filterDay = daySchema.optional();

export const campaignDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, CAMPAIGN_DESK_MESSAGES.searchTooLong).optional(),
    state: campaignStateSchema.optional(),
    gdsClsId: rowIdSchema(CAMPAIGN_MESSAGES.invalidCategory).optional(),
    /** Campaigns whose entry period touches [from, to] (Seoul days). */
    from: filterDay,
    to: filterDay,
  })
  .extend(consoleSortSchema(['matchCampnId', 'entryEndYmd', 'aplyCnt']).shape);
export type CampaignDeskQuery = z.infer<typeof campaignDeskQuerySchema>;

export const campaignDeskRowSchema = z.object({
  matchCampnId: z.number().int(),
  matchCampnNm: z.string(),
  clsNm: z.string(),
  entryBgngYmd: ymdSchema,
  entryEndYmd: ymdSchema,
  state: campaignStateSchema,
  stateNm: z.string(),
  rcrtCnt: z.number().int(),
  slctCnt: z.number().int(),
  aplyCnt: z.number().int(),
  closRsn: z.string().nullable(),
  regDt: z.string(),
});
export type CampaignDeskRow = z.infer<typeof campaignDeskRowSchema>;

export const campaignDeskDetailSchema = campaignDeskRowSchema.extend({
  gdsClsId: z.number().int(),
  matchCampnCn: z.string(),
  matchCampnBgngYmd: ymdSchema,
  matchCampnEndYmd: ymdSchema,
  rprsImgPt: z.string().nullable(),
  imgAlt: z.string().nullable(),
  closDt: z.string().nullable(),
  updtDt: z.string(),
});
export type CampaignDeskDetail = z.infer<typeof campaignDeskDetailSchema>;

export const campaignSavedSchema = commandResultSchema.extend({ matchCampnId: z.number().int() });
export const campaignImageSchema = commandResultSchema.extend({ url: z.string() });

export const campaignApplicantQuerySchema = consolePageQuerySchema
  .extend({ state: campaignApplyStatusSchema.optional() })
  .extend(consoleSortSchema(['aplyDt', 'lgnId', 'aplyStts']).shape);
export type CampaignApplicantQuery = z.infer<typeof campaignApplicantQuerySchema>;

export const creatorChannelSchema = z.object({ name: z.string(), url: z.string() });
/** An applicant as the desk lists them: the name masked (the one masking function), the foothold and its channels. */
export const campaignApplicantSchema = z.object({
  campnAplyId: z.number().int(),
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  ctrFthldId: z.number().int().nullable(),
  fthldNm: z.string().nullable(),
  certCtrYn: z.enum(['Y', 'N']).nullable(),
  channels: z.array(creatorChannelSchema),
  aplyStts: campaignApplyStatusSchema,
  aplySttsNm: z.string(),
  sttsRsn: z.string().nullable(),
  aplyDt: z.string(),
  updtDt: z.string(),
});
export type CampaignApplicant = z.infer<typeof campaignApplicantSchema>;

export const campaignDecisionSchema = readCopySchema.extend({
  to: z.enum(['SELECTED', 'NOT_SELECTED'], { error: CAMPAIGN_DESK_MESSAGES.decisionInvalid }),
  reason: reasonSchema,
});
export type CampaignDecision = z.infer<typeof campaignDecisionSchema>;

const campaignDesk = { roles: ['SYSTEM', 'MARKET'] } as const;
const campaignParams = z.object({ matchCampnId: rowIdSchema(CAMPAIGN_MESSAGES.invalidId) });
const applicationParams = z.object({ campnAplyId: rowIdSchema(CAMPAIGN_DESK_MESSAGES.applicationNotFound) });

export const campaignAdminEndpoints = {
  campaigns: endpoint({
    method: 'GET',
    path: 'promotion/admin/campaigns',
    access: campaignDesk,
    summary: '캠페인 관리 목록(모집 상태, 분류, 모집 기간, 검색; 번호·마감일·신청 수로 정렬)',
    query: campaignDeskQuerySchema,
    response: pageSchema(campaignDeskRowSchema),
  }),
  campaign: endpoint({
    method: 'GET',
    path: 'promotion/admin/campaigns/:matchCampnId',
    access: campaignDesk,
    summary: '캠페인 관리 상세(수정 양식, 읽은 사본 updtDt)',
    params: campaignParams,
    response: campaignDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'promotion/admin/campaigns',
    access: campaignDesk,
    summary: '캠페인 등록(분류, 모집·활동 기간, 내용, 사진과 대체 텍스트, 모집 인원; 감사 기록)',
    body: campaignFormSchema,
    response: campaignSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'promotion/admin/campaigns/:matchCampnId',
    access: campaignDesk,
    summary: '캠페인 수정(읽은 사본 기준, 감사 기록)',
    params: campaignParams,
    body: campaignEditSchema,
    response: campaignSavedSchema,
  }),
  close: endpoint({
    method: 'PUT',
    path: 'promotion/admin/campaigns/:matchCampnId/close',
    access: campaignDesk,
    summary: '캠페인 모집 조기 마감(사유 필수, 읽은 사본 기준, 감사 기록)',
    params: campaignParams,
    body: campaignCloseSchema,
    response: commandResultSchema,
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: 'promotion/admin/images',
    access: campaignDesk,
    summary: '캠페인 사진 올리기(multipart uploadFile; PNG·JPEG·GIF·WEBP, 공개 주소를 돌려줌)',
    multipart: true,
    response: campaignImageSchema,
  }),
  applicants: endpoint({
    method: 'GET',
    path: 'promotion/admin/campaigns/:matchCampnId/applicants',
    access: campaignDesk,
    summary: '캠페인 신청자 목록(거점과 채널; 이름은 가림; 상태 필터, 신청일·아이디·상태로 정렬)',
    params: campaignParams,
    query: campaignApplicantQuerySchema,
    response: pageSchema(campaignApplicantSchema),
  }),
  decide: endpoint({
    method: 'PUT',
    path: 'promotion/admin/applications/:campnAplyId/state',
    access: campaignDesk,
    summary: '캠페인 신청 선정·미선정(사유 필수, 모집 인원 초과 불가, 읽은 사본 기준, 크리에이터에게 알림)',
    params: applicationParams,
    body: campaignDecisionSchema,
    response: commandResultSchema,
  }),
} as const;
