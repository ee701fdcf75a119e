import { z } from 'zod';
import { REGION_CODES, regionCodeSchema } from './auth.js';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';

/**
 * The announcements desk (알림 발송) of the operator console (issue 40, decision 045): an operator writes an
 * announcement to a group of members (member kind; 광고성 ones only to members with the marketing consent), sees how
 * many it reaches before sending, sends it (in-app always, text and e-mail as chosen and as each member's preferences
 * allow) and reads its delivery counts. Advertising (정보통신망법 제50조): the title starts with "(광고)", every message
 * carries the unsubscribe link, and between 21:00 and 08:00 Seoul it waits until 08:00 for members without the night
 * consent. A group is a member kind and, optionally, a 시·도: the 활동 지역 a member records in 내 정보 (REGIONS of
 * auth.ts); members who recorded none are in no regional group.
 */

export const ANNOUNCEMENT_KINDS = ['INFO', 'AD'] as const;
export const announcementKindSchema = z.enum(ANNOUNCEMENT_KINDS, { error: '알림 종류는 정보성 또는 광고성입니다.' });
export type AnnouncementKind = z.infer<typeof announcementKindSchema>;
export const ANNOUNCEMENT_KIND_NAMES: Record<AnnouncementKind, string> = { INFO: '정보성', AD: '광고성' };

export const ANNOUNCEMENT_STATES = ['DRAFT', 'SENDING', 'DONE'] as const;
export const announcementStateSchema = z.enum(ANNOUNCEMENT_STATES, { error: '발송 상태가 올바르지 않습니다.' });
export type AnnouncementState = z.infer<typeof announcementStateSchema>;
export const ANNOUNCEMENT_STATE_NAMES: Record<AnnouncementState, string> = {
  DRAFT: '작성 중',
  SENDING: '발송 중',
  DONE: '발송 완료',
};

/** The member kinds an announcement may be sent to (operators are not members). */
export const ANNOUNCEMENT_AUDIENCES = ['200', '300', '400'] as const;
export const ANNOUNCEMENT_AUDIENCE_NAMES: Record<(typeof ANNOUNCEMENT_AUDIENCES)[number], string> = {
  '200': '일반 회원',
  '300': '크리에이터',
  '400': '통합(SSO) 회원',
};

/** What an advertising title starts with (정보통신망법 제50조 ④). */
export const AD_TITLE_PREFIX = '(광고)';

export const ANNOUNCEMENT_MESSAGES = {
  notFound: '알림을 찾을 수 없습니다.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: '제목은 100자 이내로 입력해 주세요.',
  adTitle: `광고성 알림의 제목은 "${AD_TITLE_PREFIX}"로 시작해야 합니다.`,
  bodyRequired: '내용을 입력해 주세요.',
  bodyTooLong: '내용은 1,000자 이내로 입력해 주세요.',
  linkInvalid: '연결 페이지는 "/"로 시작하는 온판 주소로 입력해 주세요. (예: /notice)',
  audienceInvalid: '받는 회원 종류가 올바르지 않습니다.',
  regionInvalid: '지역을 목록에서 골라 주세요.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  saved: '알림을 저장했습니다.',
  alreadySent: '이미 발송한 알림은 고칠 수 없습니다.',
  sent: (n: number) => `알림을 발송했습니다. ${n.toLocaleString('ko-KR')}명에게 보냅니다.`,
  nobody: '받을 회원이 없습니다. 받는 회원을 다시 골라 주세요.',
  confirmSend: (n: number) =>
    `이 알림을 ${n.toLocaleString('ko-KR')}명에게 보내시겠습니까? 보낸 뒤에는 고칠 수 없습니다.`,
  reach: (n: number) => `${n.toLocaleString('ko-KR')}명에게 보냅니다.`,
  nightHeld: (n: number) =>
    `지금은 야간(21시~08시)이라 야간 광고 수신에 동의하지 않은 ${n.toLocaleString('ko-KR')}명은 08시에 받습니다.`,
  unsubscribe: (url: string) => `수신거부: ${url}`,
} as const;

/** A portal page an announcement links to: a path of the portal, never another site. */
const linkSchema = z
  .string({ error: ANNOUNCEMENT_MESSAGES.linkInvalid })
  .trim()
  .max(300, ANNOUNCEMENT_MESSAGES.linkInvalid)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*$/, ANNOUNCEMENT_MESSAGES.linkInvalid)
  .nullable()
  .default(null);

export const announcementAudienceSchema = z.object({
  ancmtKind: announcementKindSchema,
  /** A member kind; left out: every member kind. */
  userPattnCd: z.enum(ANNOUNCEMENT_AUDIENCES, { error: ANNOUNCEMENT_MESSAGES.audienceInvalid }).optional(),
  /** A 시·도 (활동 지역) code; left out: every region (members with no region recorded included). */
  rgnCd: regionCodeSchema(ANNOUNCEMENT_MESSAGES.regionInvalid).optional(),
});
export type AnnouncementAudience = z.output<typeof announcementAudienceSchema>;

const announcementFields = announcementAudienceSchema.extend({
  tit: z
    .string({ error: ANNOUNCEMENT_MESSAGES.titleRequired })
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.titleRequired)
    .max(100, ANNOUNCEMENT_MESSAGES.titleTooLong),
  cn: z
    .string({ error: ANNOUNCEMENT_MESSAGES.bodyRequired })
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.bodyRequired)
    .max(1000, ANNOUNCEMENT_MESSAGES.bodyTooLong),
  link: linkSchema,
  smsYn: ynSchema.default('N'),
  emailYn: ynSchema.default('N'),
});

function checkAdTitle(b: { ancmtKind: AnnouncementKind; tit: string }, ctx: z.RefinementCtx): void {
  if (b.ancmtKind === 'AD' && !b.tit.startsWith(AD_TITLE_PREFIX)) {
    ctx.addIssue({ code: 'custom', path: ['tit'], message: ANNOUNCEMENT_MESSAGES.adTitle });
  }
}

export const announcementWriteBodySchema = announcementFields.superRefine(checkAdTitle);
export type AnnouncementWriteBody = z.input<typeof announcementWriteBodySchema>;
export type AnnouncementWrite = z.output<typeof announcementWriteBodySchema>;

export const announcementEditBodySchema = announcementFields.extend(readCopySchema.shape).superRefine(checkAdTitle);
export type AnnouncementEditBody = z.input<typeof announcementEditBodySchema>;

export const announcementSendBodySchema = readCopySchema;

export const announcementQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, ANNOUNCEMENT_MESSAGES.searchTooLong).optional(),
    ancmtKind: announcementKindSchema.optional(),
    state: announcementStateSchema.optional(),
  })
  .extend(consoleSortSchema(['tit', 'regDt', 'sndDt']).shape);
export type AnnouncementQuery = z.infer<typeof announcementQuerySchema>;

/** What each channel did, read from the delivery rows (never a counter). */
export const announcementCountsSchema = z.object({
  /** Members the announcement was written to (shown, held or dropped). */
  targetCnt: z.number().int(),
  /** In-app notifications shown. */
  shownCnt: z.number().int(),
  smsCnt: z.number().int(),
  emailCnt: z.number().int(),
  /** Channels a member turned off, and held advertising whose consent was withdrawn before 08:00. */
  excludedCnt: z.number().int(),
  /** Advertising waiting for 08:00 (night, no night consent). */
  heldCnt: z.number().int(),
});
export type AnnouncementCounts = z.infer<typeof announcementCountsSchema>;

export const announcementRowSchema = z.object({
  ancmtId: z.number().int(),
  tit: z.string(),
  ancmtKind: announcementKindSchema,
  userPattnCd: z.enum(ANNOUNCEMENT_AUDIENCES).nullable(),
  /** The 시·도 of the group; null: every region. */
  rgnCd: z.enum(REGION_CODES).nullable(),
  smsYn: ynSchema,
  emailYn: ynSchema,
  state: announcementStateSchema,
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  sndDt: z.string().nullable(),
  /** The copy a change names. */
  updtDt: z.string(),
  counts: announcementCountsSchema,
});
export type AnnouncementRow = z.infer<typeof announcementRowSchema>;

export const announcementDetailSchema = announcementRowSchema.extend({
  cn: z.string(),
  link: z.string().nullable(),
  /** When held deliveries go out next (08:00 Seoul), ISO 8601 +09:00. */
  nextRunDt: z.string().nullable(),
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

export const announcementReachSchema = z.object({
  reachCnt: z.number().int(),
  /** Of them, advertising that would wait for 08:00 if sent now. */
  nightHeldCnt: z.number().int(),
});
export type AnnouncementReach = z.infer<typeof announcementReachSchema>;

export const announcementSavedSchema = commandResultSchema.extend({
  ancmtId: z.number().int(),
  updtDt: z.string(),
});
export const announcementSentSchema = commandResultSchema.extend({ reachCnt: z.number().int() });
export const announcementParamsSchema = z.object({ ancmtId: rowIdSchema(ANNOUNCEMENT_MESSAGES.notFound) });

const desk = { roles: ['SYSTEM', 'CONTENT'] } as const;

export const notificationAdminEndpoints = {
  announcements: endpoint({
    method: 'GET',
    path: 'notification/admin/announcements',
    access: desk,
    summary: '알림 발송 목록(제목 검색, 종류, 상태; 제목·작성일·발송일로 정렬; 채널별 발송 수)',
    query: announcementQuerySchema,
    response: pageSchema(announcementRowSchema),
  }),
  reach: endpoint({
    method: 'GET',
    path: 'notification/admin/announcements/reach',
    access: desk,
    summary: '받을 회원 수(발송과 같은 조건: 회원 종류, 지역, 광고성은 마케팅 수신 동의)',
    query: announcementAudienceSchema,
    response: announcementReachSchema,
  }),
  announcement: endpoint({
    method: 'GET',
    path: 'notification/admin/announcements/:ancmtId',
    access: desk,
    summary: '알림 상세(읽은 사본 updtDt, 채널별 발송 수)',
    params: announcementParamsSchema,
    response: announcementDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'notification/admin/announcements',
    access: desk,
    summary: '알림 임시 저장(작성 중)',
    body: announcementWriteBodySchema,
    response: announcementSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'notification/admin/announcements/:ancmtId',
    access: desk,
    summary: '작성 중인 알림 수정(읽은 사본 기준)',
    params: announcementParamsSchema,
    body: announcementEditBodySchema,
    response: announcementSavedSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: 'notification/admin/announcements/:ancmtId/send',
    access: desk,
    summary: '알림 발송(읽은 사본 기준; 발송 작업이 회원마다 한 번씩 보냄)',
    params: announcementParamsSchema,
    body: announcementSendBodySchema,
    response: announcementSentSchema,
  }),
} as const;
