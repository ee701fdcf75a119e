import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { charCount } from './format.js';
import { commandResultSchema, pageQuerySchema, pageSchema, rowIdSchema } from './envelope.js';

/**
 * Broadcasts (issue 13): live, VOD, commerce and shorts (broadcast/…), members' alert subscriptions
 * (broadcast/sms/prog/…), channel follows (sbptn/liveSbptn), broadcast reports (broadcast/brcDclr) and VOD comments
 * with one level of replies and like/dislike (vod/…).
 */

export const BROADCAST_MESSAGES = {
  notFound: '방송을 찾을 수 없습니다.',
  invalidId: '방송 번호가 올바르지 않습니다.',
  invalidType: '방송 구분이 올바르지 않습니다.',
  invalidMonth: '조회 월은 yyyyMM 형식이어야 합니다.',
  searchTooLong: '검색어는 50자 이내로 입력해주세요.',
  alarmAdded: '방송 알림이 신청되었습니다. 방송 10분 전에 문자로 알려드립니다.',
  alarmAllAdded: '선택한 방송의 알림이 모두 신청되었습니다.',
  alarmDeleted: '방송 알림이 해제되었습니다.',
  alarmAllDeleted: '방송 알림이 모두 해제되었습니다.',
  confirmAlarmDeleteAll: '방송 알림을 모두 해제하시겠습니까?',
  alarmNotScheduled: '예정된 방송만 알림을 신청할 수 있습니다.',
  alarmSelectRequired: '알림을 신청할 방송을 선택해주세요.',
  alarmTooMany: '한 번에 50개까지 신청할 수 있습니다.',
  channelNotFound: '채널을 찾을 수 없습니다.',
  invalidChannelId: '채널 번호가 올바르지 않습니다.',
  followed: '채널을 구독했습니다. 새 방송이 시작되기 전에 알려드립니다.',
  unfollowed: '채널 구독이 해제되었습니다.',
  reportReasonRequired: '신고 사유를 선택해주세요.',
  reportTextTooLong: '신고 내용은 200자 이내로 입력해주세요.',
  reported: '신고가 접수되었습니다. 운영자가 확인 후 조치합니다.',
  alreadyReported: '이미 신고하셨습니다.',
  commentRequired: '댓글 내용을 입력해주세요.',
  commentTooLong: '댓글은 300자 이내로 입력해주세요.',
  commentSaved: '댓글이 등록되었습니다.',
  replySaved: '답글이 등록되었습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  invalidCommentId: '댓글 번호가 올바르지 않습니다.',
  replyToReply: '답글에는 답글을 달 수 없습니다.',
  commentNotVod: '다시보기와 숏폼에만 댓글을 남길 수 있습니다.',
  commentRepeated: '같은 댓글을 잠시 후에 다시 등록해주세요.',
  prohibited: '금칙어가 포함되어 있어 등록할 수 없습니다. 욕설·비방, 불법·사행성 광고는 운영정책에 따라 제한됩니다.',
  likeCodeRequired: '좋아요 또는 싫어요를 선택해주세요.',
  liked: '좋아요를 눌렀습니다.',
  disliked: '싫어요를 눌렀습니다.',
  previewEnded: '미리보기 시간이 끝났습니다. 로그인하면 끝까지 시청할 수 있습니다.',
} as const;

/** Broadcast types (brcTypeDcd): shorts are type 3 (spec section 9). */
export const BRC_TYPE = { live: '1', vod: '2', shorts: '3', commerce: '4' } as const;
export const BRC_TYPES = ['1', '2', '3', '4'] as const;
export type BrcType = (typeof BRC_TYPES)[number];
export const BRC_TYPE_NAMES: Record<BrcType, string> = { '1': '라이브', '2': '다시보기', '3': '숏폼', '4': '커머스' };
export const brcTypeSchema = z.enum(BRC_TYPES, { error: BROADCAST_MESSAGES.invalidType });

/** Live status by time (Asia/Seoul): before the start, between start and end, after the end. */
export const BRC_STATUSES = ['SCHEDULED', 'LIVE', 'ENDED'] as const;
export type BrcStatus = (typeof BRC_STATUSES)[number];
export const BRC_STATUS_NAMES: Record<BrcStatus, string> = {
  SCHEDULED: '방송 예정',
  LIVE: '방송 중',
  ENDED: '방송 종료',
};

/** The default preview time, in seconds (spec section 9). */
export const DEFAULT_PREVIEW_SECONDS = 180;
/** A text message is written this long before a subscribed broadcast starts. */
export const ALARM_LEAD_MS = 10 * 60_000;
/** Broadcasts one "add all" may subscribe. */
export const ALARM_ADD_ALL_MAX = 50;
/** The longest VOD comment, in characters. */
export const VOD_COMMENT_MAX = 300;
/** How many of a comment's replies (the oldest) the comment list carries; the rest are read with vod/vodCmntReply. */
export const VOD_REPLY_PREVIEW = 3;
/**
 * The comment threshold of spec section 9 (400000 ms): the same member's identical comment under the same video is
 * refused within this window (a double post, not a new thought).
 */
export const VOD_COMMENT_THRESHOLD_MS = 400_000;
/** Like and dislike codes (spec section 9). */
export const LK_DSK = { like: '100', dislike: '200' } as const;
export const lkDskSchema = z.enum(['100', '200'], { error: BROADCAST_MESSAGES.likeCodeRequired });
export type LkDskCd = z.infer<typeof lkDskSchema>;

export const BRC_REPORT_REASONS = ['inappropriate', 'copyright', 'fraud', 'other'] as const;
export const brcReportReasonSchema = z.enum(BRC_REPORT_REASONS, { error: BROADCAST_MESSAGES.reportReasonRequired });
export type BrcReportReason = z.infer<typeof brcReportReasonSchema>;
export const BRC_REPORT_REASON_NAMES: Record<BrcReportReason, string> = {
  inappropriate: '부적절한 내용',
  copyright: '저작권 침해',
  fraud: '허위·과장 광고',
  other: '기타',
};

const brcInfoNoSchema = rowIdSchema(BROADCAST_MESSAGES.invalidId);
const brcChnlIdSchema = rowIdSchema(BROADCAST_MESSAGES.invalidChannelId);
const vodCmntIdSchema = rowIdSchema(BROADCAST_MESSAGES.invalidCommentId);

export const brcInfoNoParamsSchema = z.object({ brcInfoNo: brcInfoNoSchema });

export const broadcastListQuerySchema = pageQuerySchema.extend({
  brcType: brcTypeSchema.default('1'),
  searchTerm: z.string().trim().max(50, BROADCAST_MESSAGES.searchTooLong).optional(),
});
export type BroadcastListQuery = z.infer<typeof broadcastListQuerySchema>;

export const channelSchema = z.object({
  brcChnlId: z.number().int(),
  chnlNm: z.string(),
  chnlExpln: z.string(),
  /** Followers (sbptn/liveSbptn). */
  sbptnCnt: z.number().int(),
  /** The caller follows it. */
  sbptnYn: z.enum(['Y', 'N']),
  /** The channel's picture and its text, set at the console's broadcast desk (absent or null: none). */
  chnlImgUrl: z.string().nullable().optional(),
  chnlImgAlt: z.string().nullable().optional(),
});
export type BroadcastChannel = z.infer<typeof channelSchema>;

export const productSchema = z.object({
  prdctNm: z.string(),
  prc: z.number().int(),
  sellerNm: z.string(),
});

export const broadcastSummarySchema = z.object({
  brcInfoNo: z.number().int(),
  brcTypeDcd: brcTypeSchema,
  brcTit: z.string(),
  brcChnlId: z.number().int(),
  chnlNm: z.string(),
  /** ISO 8601 +09:00 */
  brcBgngDt: z.string(),
  brcEndDt: z.string(),
  brcSts: z.enum(BRC_STATUSES),
  /** The poster image, or null when the media were not generated. */
  posterUrl: z.string().nullable(),
  inqCnt: z.number().int(),
  cmntCnt: z.number().int(),
  /** The caller subscribed to its alert (N for visitors). */
  alarmYn: z.enum(['Y', 'N']),
});
export type BroadcastSummary = z.infer<typeof broadcastSummarySchema>;
export const broadcastPageSchema = pageSchema(broadcastSummarySchema);

export const broadcastDetailSchema = broadcastSummarySchema.extend({
  brcExpln: z.string(),
  /** The HLS master playlist, or null when the media were not generated. */
  mediaUrl: z.string().nullable(),
  /** Korean WebVTT captions, or null when the media were not generated. */
  captionUrl: z.string().nullable(),
  /** Seconds a guest may watch (spec section 9: 180). */
  prvwTm: z.number().int(),
  channel: channelSchema,
  products: z.array(productSchema),
  /** The previous and next broadcast of the same type (shorts swipe). */
  preNo: z.number().int().nullable(),
  nextNo: z.number().int().nullable(),
});
export type BroadcastDetail = z.infer<typeof broadcastDetailSchema>;

export const broadcastStatusSchema = z.object({
  brcInfoNo: z.number().int(),
  brcSts: z.enum(BRC_STATUSES),
  brcBgngDt: z.string(),
  brcEndDt: z.string(),
  /** The server's time (ISO +09:00), for countdowns. */
  now: z.string(),
  /** How often a page showing this broadcast asks again while it is scheduled or live (ms, from the server's config). */
  pollMs: z.number().int(),
});
export type BroadcastStatus = z.infer<typeof broadcastStatusSchema>;

export const liveChannelSchema = channelSchema.extend({ live: broadcastSummarySchema.nullable() });
export const liveChannelsSchema = z.array(liveChannelSchema);

export const scheduleQuerySchema = z.object({
  ym: z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/, BROADCAST_MESSAGES.invalidMonth),
});
export const scheduleItemSchema = broadcastSummarySchema;
export const scheduleSchema = z.array(scheduleItemSchema);
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export const alarmBodySchema = z.object({ brcInfoNo: brcInfoNoSchema });
export const alarmAllBodySchema = z.object({
  brcInfoNos: z
    .array(brcInfoNoSchema, { error: BROADCAST_MESSAGES.alarmSelectRequired })
    .min(1, BROADCAST_MESSAGES.alarmSelectRequired)
    .max(ALARM_ADD_ALL_MAX, BROADCAST_MESSAGES.alarmTooMany),
});
export const alarmListBodySchema = pageQuerySchema;
export const alarmItemSchema = broadcastSummarySchema.extend({ alarmRegDt: z.string() });
export const alarmPageSchema = pageSchema(alarmItemSchema);

export const followBodySchema = z.object({ brcChnlId: brcChnlIdSchema, sbptnYn: z.enum(['Y', 'N']) });
export const followsSchema = z.array(channelSchema);

export const brcReportBodySchema = z.object({
  brcInfoNo: brcInfoNoSchema,
  rsnCd: brcReportReasonSchema,
  rsnCn: z.string().trim().max(200, BROADCAST_MESSAGES.reportTextTooLong).optional(),
});

const cmntCnSchema = z
  .string({ error: BROADCAST_MESSAGES.commentRequired })
  .trim()
  .min(1, { message: BROADCAST_MESSAGES.commentRequired, abort: true })
  .refine((s) => charCount(s) <= VOD_COMMENT_MAX, BROADCAST_MESSAGES.commentTooLong);

export const vodCommentQuerySchema = pageQuerySchema.extend({ brcInfoNo: brcInfoNoSchema });
export const vodCommentBodySchema = z.object({ brcInfoNo: brcInfoNoSchema, cmntCn: cmntCnSchema });
export const vodReplyBodySchema = z.object({ vodCmntId: vodCmntIdSchema, cmntCn: cmntCnSchema });
/** GET vod/vodCmntReply?vodCmntId=&pageNo=&pageSize=: a page of one comment's replies, oldest first. */
export const vodReplyQuerySchema = pageQuerySchema.extend({ vodCmntId: vodCmntIdSchema });
export const vodLikeBodySchema = z.object({ vodCmntId: vodCmntIdSchema, lkDskCd: lkDskSchema });

const vodCommentBase = z.object({
  vodCmntId: z.number().int(),
  cmntCn: z.string(),
  /** The writer's name, masked (maskName). */
  userNm: z.string(),
  mine: z.boolean(),
  lkCnt: z.number().int(),
  dskCnt: z.number().int(),
  /** The caller's own choice: 100 like, 200 dislike. */
  myLkDskCd: lkDskSchema.nullable(),
  regDt: z.string(),
});
export const vodCommentSchema = vodCommentBase.extend({
  /** How many replies the comment has (shown ones). */
  rplyCnt: z.number().int(),
  /** Its first VOD_REPLY_PREVIEW replies, oldest first; vod/vodCmntReply pages them all. */
  replies: z.array(vodCommentBase),
});
export type VodComment = z.infer<typeof vodCommentSchema>;
export type VodReply = z.infer<typeof vodCommentBase>;
export const vodCommentPageSchema = pageSchema(vodCommentSchema);
export const vodReplyPageSchema = pageSchema(vodCommentBase);
export const vodCommentSaveSchema = commandResultSchema.extend({ vodCmntId: z.number().int() });
/** The main page's live section: on air now, starting next, and the newest recordings. */
export const mainLiveSchema = z.object({
  onAir: z.array(broadcastSummarySchema),
  next: z.array(broadcastSummarySchema),
  replays: z.array(broadcastSummarySchema),
});
export type MainLive = z.infer<typeof mainLiveSchema>;
/** How many cards each part of the main page's live section shows at most. */
export const MAIN_LIVE_CARDS = 4;

export const vodLikeResultSchema = commandResultSchema.extend({
  lkCnt: z.number().int(),
  dskCnt: z.number().int(),
  myLkDskCd: lkDskSchema,
});

export const broadcastEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'broadcast/list',
    access: 'public',
    summary: '방송 목록(라이브·다시보기·숏폼·커머스, 검색, 페이지)',
    query: broadcastListQuerySchema,
    response: broadcastPageSchema,
  }),
  liveChannels: endpoint({
    method: 'GET',
    path: 'broadcast/lc',
    access: 'public',
    summary: '라이브 채널 목록(지금 방송 중인 방송)',
    response: liveChannelsSchema,
  }),
  view: endpoint({
    method: 'GET',
    path: 'broadcast/brcInfo/:brcInfoNo',
    access: 'public',
    summary: '방송 상세(영상, 상품, 채널, 이전·다음)',
    params: brcInfoNoParamsSchema,
    response: broadcastDetailSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: 'broadcast/brcSts/:brcInfoNo',
    access: 'public',
    summary: '방송 상태(서울 시각 기준 예정·방송 중·종료)',
    params: brcInfoNoParamsSchema,
    response: broadcastStatusSchema,
  }),
  report: endpoint({
    method: 'POST',
    path: 'broadcast/brcDclr',
    access: 'member',
    summary: '방송 신고(회원당 한 번)',
    body: brcReportBodySchema,
    response: commandResultSchema,
  }),
  alarmBanners: endpoint({
    method: 'GET',
    path: 'broadcast/sms/progbannrs',
    access: 'public',
    summary: '알림 신청 배너(다가오는 방송)',
    response: scheduleSchema,
  }),
  alarmList: endpoint({
    method: 'POST',
    path: 'broadcast/sms/prog/list',
    access: 'member',
    summary: '내 방송 알림 목록',
    body: alarmListBodySchema,
    response: alarmPageSchema,
  }),
  alarmAdd: endpoint({
    method: 'POST',
    path: 'broadcast/sms/prog/add',
    access: 'member',
    summary: '방송 알림 신청(예정된 방송, 여러 번 신청해도 하나)',
    body: alarmBodySchema,
    response: commandResultSchema,
  }),
  alarmAddAll: endpoint({
    method: 'POST',
    path: 'broadcast/sms/prog/addAll',
    access: 'member',
    summary: '방송 알림 모두 신청(50개까지)',
    body: alarmAllBodySchema,
    response: commandResultSchema,
  }),
  alarmDelete: endpoint({
    method: 'POST',
    path: 'broadcast/sms/prog/del',
    access: 'member',
    summary: '방송 알림 해제',
    body: alarmBodySchema,
    response: commandResultSchema,
  }),
  alarmDeleteAll: endpoint({
    method: 'POST',
    path: 'broadcast/sms/prog/delAll',
    access: 'member',
    summary: '방송 알림 모두 해제',
    response: commandResultSchema,
  }),
  schedule: endpoint({
    method: 'GET',
    path: 'broadcast/sms/prog/schedule',
    access: 'public',
    summary: '방송 편성표(월별)',
    query: scheduleQuerySchema,
    response: scheduleSchema,
  }),
  follows: endpoint({
    method: 'GET',
    path: 'sbptn/liveSbptn',
    access: 'member',
    summary: '내가 구독한 라이브 채널',
    response: followsSchema,
  }),
  follow: endpoint({
    method: 'POST',
    path: 'sbptn/liveSbptn',
    access: 'member',
    summary: '라이브 채널 구독·해제',
    body: followBodySchema,
    response: commandResultSchema,
  }),
  comments: endpoint({
    method: 'GET',
    path: 'vod/vodCmnt',
    access: 'public',
    summary: '다시보기 댓글과 답글',
    query: vodCommentQuerySchema,
    response: vodCommentPageSchema,
  }),
  comment: endpoint({
    method: 'POST',
    path: 'vod/vodCmnt',
    access: 'member',
    publishes: true,
    summary: '다시보기 댓글 등록(300자 이내, 금칙어 확인)',
    body: vodCommentBodySchema,
    response: vodCommentSaveSchema,
  }),
  replies: endpoint({
    method: 'GET',
    path: 'vod/vodCmntReply',
    access: 'public',
    summary: '다시보기 댓글의 답글(오래된 순, 쪽 단위)',
    query: vodReplyQuerySchema,
    response: vodReplyPageSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: 'vod/vodCmntReply',
    access: 'member',
    publishes: true,
    summary: '다시보기 댓글에 답글 등록(한 단계)',
    body: vodReplyBodySchema,
    response: vodCommentSaveSchema,
  }),
  likeDislike: endpoint({
    method: 'PUT',
    path: 'vod/vodCmntLkDsk',
    access: 'member',
    summary: '다시보기 댓글 좋아요(100)·싫어요(200), 회원당 하나',
    body: vodLikeBodySchema,
    response: vodLikeResultSchema,
  }),
} as const;
