import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema, reasonSchema } from './admin.js';
import { BRC_REPORT_REASON_NAMES, BRC_REPORT_REASONS } from './broadcast.js';
import { endpoint } from './endpoint.js';
import { charCount } from './format.js';
import { commandResultSchema, pageQuerySchema, pageSchema, rowIdSchema } from './envelope.js';

/**
 * The community board (community: sbs, sb/{comunBltartclId}, comments): members' posts by category (code group 1007),
 * comments, and reports that hide a post or comment until an operator decides.
 */

export const COMMUNITY_MESSAGES = {
  categoryRequired: '카테고리를 선택해주세요.',
  titleRequired: '커뮤니티 게시글 제목을 입력해주세요.',
  titleTooLong: '게시글 제목은 100자 이내로 입력해주세요.',
  bodyTooLong: '게시글 내용이 너무 깁니다. 50,000자 이내로 줄여주세요.',
  embeddedImage: '이미지는 이미지 업로드 버튼으로 올려주세요.',
  tooManyImages: '이미지는 한 번에 4개까지 올릴 수 있습니다.',
  imageUploadFailed: '이미지를 업로드하지 못하였습니다.',
  invalidVideoUrl: '유튜브 동영상 주소만 넣을 수 있습니다.',
  saved: '게시글이 등록되었습니다.',
  updated: '게시글이 수정되었습니다.',
  confirmSave: '게시글을 등록하시겠습니까?',
  confirmUpdate: '게시글을 수정하시겠습니까?',
  confirmDelete: '게시글을 삭제하시겠습니까?',
  deleted: '게시글이 삭제되었습니다.',
  notFound: '게시글을 찾을 수 없습니다.',
  /** A post its writer or an operator deleted: the address answers 410. */
  gone: '삭제된 게시글입니다.',
  hidden: '신고가 누적되어 운영자 확인 중인 게시글입니다.',
  invalidId: '게시글 번호가 올바르지 않습니다.',
  invalidCategory: '카테고리가 올바르지 않습니다.',
  searchTooLong: '검색어는 50자 이내로 입력해주세요.',
  notYourPost: '본인이 작성한 게시글만 수정하거나 삭제할 수 있습니다.',
  commentRequired: '댓글 내용을 입력해주세요.',
  commentTooLong: '댓글은 300자 이내로 입력해주세요.',
  commentSaved: '댓글이 등록되었습니다.',
  commentUpdated: '댓글이 수정되었습니다.',
  confirmCommentDelete: '댓글을 삭제하시겠습니까?',
  commentDeleted: '댓글이 삭제되었습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  invalidCommentId: '댓글 번호가 올바르지 않습니다.',
  commentPostMismatch: '게시글 번호와 댓글 번호가 맞지 않습니다.',
  notYourComment: '본인이 작성한 댓글만 수정하거나 삭제할 수 있습니다.',
  prohibited: '금칙어가 포함되어 있어 등록할 수 없습니다. 욕설·비방, 불법·사행성 광고는 운영정책에 따라 제한됩니다.',
  reportReasonRequired: '신고 사유를 선택해주세요.',
  reportTextTooLong: '신고 내용은 200자 이내로 입력해주세요.',
  reportTargetRequired: '신고 대상을 선택해주세요.',
  confirmReport: '신고하시겠습니까? 허위 신고는 제재될 수 있습니다.',
  reported: '신고가 접수되었습니다. 운영자가 확인 후 조치합니다.',
  alreadyReported: '이미 신고하셨습니다.',
  ownReport: '본인이 작성한 글은 신고할 수 없습니다.',
  reportNotFound: '처리할 신고를 찾을 수 없습니다.',
  restored: '다시 공개되었습니다.',
  removed: '삭제되었습니다.',
} as const;

/** The longest comment, in characters (spec section 9). */
export const COMMENT_MAX = 300;
/** The longest title, in characters. */
export const COMMUNITY_TITLE_MAX = 100;
/** The longest body (HTML), in characters. */
export const COMMUNITY_BODY_MAX = 50_000;
/** Comment lists ask for this many at once (spec section 9). */
export const COMMENT_PAGE_SIZE = 999;
/** Reports from this many different members hide a post or comment until an operator decides. */
export const REPORT_HIDE_THRESHOLD = 3;
/** The most of a reported text the queue shows expanded. */
export const REPORT_TEXT_MAX = 2000;
/** Images the editor uploads at once (nhn/multi-upload). */
export const COMMUNITY_MAX_IMAGES = 4;

/** The view-count type of a post (PUT common/contents/{comunBltartclId}/community). */
export const COMMUNITY_VIEW_TYPE = 'community';

/** Search options of the board (spec section 9: 전체, 제목). */
export const COMMUNITY_SEARCH_OPTIONS = ['all', 'title'] as const;
export const COMMUNITY_SEARCH_OPTION_NAMES: Record<(typeof COMMUNITY_SEARCH_OPTIONS)[number], string> = {
  all: '전체',
  title: '제목',
};

/** Report reasons (Discourse's four). */
export const REPORT_REASONS = ['off_topic', 'inappropriate', 'spam', 'other'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS, { error: COMMUNITY_MESSAGES.reportReasonRequired });
export type ReportReason = z.infer<typeof reportReasonSchema>;
export const REPORT_REASON_NAMES: Record<ReportReason, string> = {
  off_topic: '주제와 관계없음',
  inappropriate: '부적절한 내용',
  spam: '스팸·광고',
  other: '기타',
};

/**
 * What may be reported: the board's posts and comments, the small-business community's posts (cmntPost) and
 * replies (cmntReply), and the broadcasts' VOD comments (vodCmnt), all in the one queue (those domains register
 * their targets with the community's reports in app.ts).
 */
export const REPORT_TARGETS = ['post', 'comment', 'cmntPost', 'cmntReply', 'vodCmnt', 'brc'] as const;
export const reportTargetSchema = z.enum(REPORT_TARGETS, { error: COMMUNITY_MESSAGES.reportTargetRequired });
export type ReportTarget = z.infer<typeof reportTargetSchema>;
/**
 * What a member reports through the community's call: writing. A broadcast (`brc`) is reported with its own reasons
 * through `broadcast/brcDclr` into the same queue (decision 041).
 */
export const WRITING_REPORT_TARGETS = ['post', 'comment', 'cmntPost', 'cmntReply', 'vodCmnt'] as const;
const writingReportTargetSchema = z.enum(WRITING_REPORT_TARGETS, { error: COMMUNITY_MESSAGES.reportTargetRequired });
export type WritingReportTarget = (typeof WRITING_REPORT_TARGETS)[number];
/** Every reason the queue holds: the writing's and the broadcasts' own. */
export const QUEUE_REPORT_REASONS = [...new Set([...REPORT_REASONS, ...BRC_REPORT_REASONS])] as [
  ReportReason | (typeof BRC_REPORT_REASONS)[number],
  ...(ReportReason | (typeof BRC_REPORT_REASONS)[number])[],
];
export type QueueReportReason = (typeof QUEUE_REPORT_REASONS)[number];
/** A reason's name in the queue: a broadcast's reason by the broadcast's names, writing's by the community's. */
export function queueReasonName(trgtType: ReportTarget, rsnCd: QueueReportReason): string {
  const names: Record<string, string> = trgtType === 'brc' ? BRC_REPORT_REASON_NAMES : REPORT_REASON_NAMES;
  return names[rsnCd] ?? rsnCd;
}

/** A community category code (1007xxx). */
const ctgrCodeSchema = z.string().regex(/^1007\d{3}$/, COMMUNITY_MESSAGES.invalidCategory);

export const communityListQuerySchema = pageQuerySchema.extend({
  /** Category; 1007001 when absent; 1007000 (전체) lists every category. */
  ctgrCode: ctgrCodeSchema.optional(),
  searchOption: z.enum(COMMUNITY_SEARCH_OPTIONS, { error: '검색 조건이 올바르지 않습니다.' }).default('all'),
  searchTerm: z.string().trim().max(50, COMMUNITY_MESSAGES.searchTooLong).optional(),
});
export type CommunityListQuery = z.infer<typeof communityListQuerySchema>;

export const comunBltartclIdParamsSchema = z.object({
  comunBltartclId: rowIdSchema(COMMUNITY_MESSAGES.invalidId),
});

export const communityViewQuerySchema = z.object({
  /** The list's category: previous/next stay in it. */
  ctgrCode: ctgrCodeSchema.optional(),
});

export const communityPostBodySchema = z.object({
  comunCtgrDcd: z
    .string({ error: COMMUNITY_MESSAGES.categoryRequired })
    .trim()
    .min(1, { message: COMMUNITY_MESSAGES.categoryRequired, abort: true })
    .regex(/^1007\d{3}$/, COMMUNITY_MESSAGES.categoryRequired),
  comunBltartclTit: z
    .string({ error: COMMUNITY_MESSAGES.titleRequired })
    .trim()
    .min(1, { message: COMMUNITY_MESSAGES.titleRequired, abort: true })
    .refine((s) => charCount(s) <= COMMUNITY_TITLE_MAX, COMMUNITY_MESSAGES.titleTooLong),
  comunBltartclCn: z
    .string({ error: '게시글 내용 형식이 올바르지 않습니다.' })
    .max(COMMUNITY_BODY_MAX, COMMUNITY_MESSAGES.bodyTooLong)
    .default(''),
});
export type CommunityPostBody = z.input<typeof communityPostBodySchema>;

const writerFields = {
  /** The writer (a message about the post goes to them). */
  userId: z.number().int(),
  /** The writer's name, masked (maskName). */
  userNm: z.string(),
  nickNm: z.string().nullable(),
  imgPtUrl: z.string().nullable(),
  /** The caller wrote it ('own' badge). */
  mine: z.boolean(),
  /** Written by an operator (pattern 100). */
  manager: z.boolean(),
};

export const communityPostSummarySchema = z.object({
  comunBltartclId: z.number().int(),
  comunCtgrDcd: z.string(),
  comunCtgrNm: z.string(),
  comunBltartclTit: z.string(),
  /** The first image of the body. */
  thmbnlImgPtUrl: z.string().nullable(),
  /** Plain-text start of the body. */
  smry: z.string(),
  inqCnt: z.number().int(),
  cmntCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  mdfcnDt: z.string(),
  ...writerFields,
});
export type CommunityPostSummary = z.infer<typeof communityPostSummarySchema>;
export const communityPageSchema = pageSchema(communityPostSummarySchema);

const pagerLinkSchema = z.object({ id: z.number().int(), tit: z.string() }).nullable();

export const communityPostDetailSchema = communityPostSummarySchema.extend({
  /** Sanitized HTML, as saved. */
  comunBltartclCn: z.string(),
  preId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
  pre: pagerLinkSchema,
  next: pagerLinkSchema,
  /** The caller may edit (the author) and delete (the author or an operator). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Hidden by reports (only an operator sees such a post). */
  hidden: z.boolean(),
});
export type CommunityPostDetail = z.infer<typeof communityPostDetailSchema>;

export const communitySaveResultSchema = commandResultSchema.extend({ comunBltartclId: z.number().int() });

const cmntCnSchema = z
  .string({ error: COMMUNITY_MESSAGES.commentRequired })
  .trim()
  .min(1, { message: COMMUNITY_MESSAGES.commentRequired, abort: true })
  .refine((s) => charCount(s) <= COMMENT_MAX, COMMUNITY_MESSAGES.commentTooLong);

const cmntIdSchema = rowIdSchema(COMMUNITY_MESSAGES.invalidCommentId);

export const commentListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(COMMENT_PAGE_SIZE).default(COMMENT_PAGE_SIZE),
});
export const commentCreateBodySchema = z.object({ cmntCn: cmntCnSchema });
export const commentUpdateBodySchema = z.object({ cmntId: cmntIdSchema, cmntCn: cmntCnSchema });
export const commentDeleteBodySchema = z.object({
  comunBltartclId: rowIdSchema(COMMUNITY_MESSAGES.invalidId),
  cmntId: cmntIdSchema,
});
export type CommentCreateBody = z.infer<typeof commentCreateBodySchema>;
export type CommentUpdateBody = z.infer<typeof commentUpdateBodySchema>;
export type CommentDeleteBody = z.infer<typeof commentDeleteBodySchema>;

export const commentSchema = z.object({
  cmntId: z.number().int(),
  comunBltartclId: z.number().int(),
  cmntCn: z.string(),
  regDt: z.string(),
  mdfcnDt: z.string(),
  /** Written by the post's author ('writer' badge). */
  writer: z.boolean(),
  ...writerFields,
});
export type CommunityComment = z.infer<typeof commentSchema>;
export const commentPageSchema = pageSchema(commentSchema);
export const commentSaveResultSchema = commandResultSchema.extend({ cmntId: z.number().int() });

export const reportBodySchema = z.object({
  trgtType: writingReportTargetSchema,
  trgtId: rowIdSchema(COMMUNITY_MESSAGES.invalidId),
  rsnCd: reportReasonSchema,
  rsnCn: z.string().trim().max(200, COMMUNITY_MESSAGES.reportTextTooLong).optional(),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportTargetParamsSchema = z.object({
  trgtType: reportTargetSchema,
  trgtId: rowIdSchema(COMMUNITY_MESSAGES.invalidId),
});

/** One reported post or comment in the operators' queue (pending reports only). */
export const reportQueueItemSchema = z.object({
  trgtType: reportTargetSchema,
  trgtId: z.number().int(),
  /** The post the target belongs to (a board post, or a small-business community post). */
  comunBltartclId: z.number().int(),
  /** The page where the target is shown. */
  trgtUrl: z.string(),
  /** The post's title, or the comment's text. */
  excerpt: z.string(),
  /** The reported text in full, as plain text (at most REPORT_TEXT_MAX characters): shown when the row is expanded. */
  text: z.string(),
  /** The writer's member number (a posting suspension is decided from the queue); null when the target is gone. */
  writerId: z.number().int().nullable(),
  writerLgnId: z.string(),
  writerNm: z.string(),
  /** Reports, one per member (comun_rpt_once_uq): the number of distinct reporters. */
  rptCnt: z.number().int(),
  reasons: z.array(z.object({ rsnCd: z.enum(QUEUE_REPORT_REASONS), rsnNm: z.string(), cnt: z.number().int() })),
  /** Hidden by the threshold. */
  hidden: z.boolean(),
  lastRptDt: z.string(),
});
export type ReportQueueItem = z.infer<typeof reportQueueItemSchema>;
export const reportQueuePageSchema = pageSchema(reportQueueItemSchema);

/** Where a target's reports stand: waiting for an operator, or closed by a restore or a removal. */
export const REPORT_STATES = ['PENDING', 'RESTORED', 'REMOVED'] as const;
export const reportStateSchema = z.enum(REPORT_STATES, { error: '처리 상태가 올바르지 않습니다.' });
export type ReportState = z.infer<typeof reportStateSchema>;
export const REPORT_STATE_NAMES: Record<ReportState, string> = {
  PENDING: '처리 대기',
  RESTORED: '다시 공개함',
  REMOVED: '삭제함',
};
export const REPORT_TARGET_NAMES: Record<ReportTarget, string> = {
  post: '게시글',
  comment: '댓글',
  cmntPost: '소상공인 커뮤니티 글',
  cmntReply: '소상공인 커뮤니티 답글',
  vodCmnt: '다시보기 댓글',
  brc: '방송',
};

/** The console's report queue (커뮤니티 › 신고 처리): waiting targets by default, by state and kind, sortable. */
export const reportQueueQuerySchema = consolePageQuerySchema
  .extend({
    prcsStts: reportStateSchema.default('PENDING'),
    trgtType: reportTargetSchema.optional(),
  })
  .extend(consoleSortSchema(['rptCnt', 'lastRptDt']).shape);
export type ReportQueueQuery = z.infer<typeof reportQueueQuerySchema>;

/**
 * An operator's decision on a reported target, with its reason (kept in the audit), on the copy read: `updtDt` is the
 * queue row's `lastRptDt`; a report since, or another operator's decision first, makes it stale (409).
 */
export const reportDecisionBodySchema = readCopySchema.extend({ reason: reasonSchema });
export type ReportDecisionBody = z.infer<typeof reportDecisionBodySchema>;

export const communityEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'community/sbs',
    access: 'public',
    summary: '커뮤니티 게시글 목록(카테고리, 검색, 10건씩)',
    query: communityListQuerySchema,
    response: communityPageSchema,
  }),
  view: endpoint({
    method: 'GET',
    path: 'community/sb/:comunBltartclId',
    access: 'public',
    summary: '커뮤니티 게시글 상세(이전·다음 글)',
    params: comunBltartclIdParamsSchema,
    query: communityViewQuerySchema,
    response: communityPostDetailSchema,
    gone: true,
  }),
  create: endpoint({
    method: 'POST',
    path: 'community/sb',
    access: 'member',
    publishes: true,
    summary: '커뮤니티 게시글 등록',
    body: communityPostBodySchema,
    response: communitySaveResultSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'community/sb/:comunBltartclId',
    access: 'member',
    publishes: true,
    summary: '커뮤니티 게시글 수정(작성자)',
    params: comunBltartclIdParamsSchema,
    body: communityPostBodySchema,
    response: communitySaveResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'community/sb/:comunBltartclId',
    access: 'member',
    summary: '커뮤니티 게시글 삭제(작성자, 운영자)',
    params: comunBltartclIdParamsSchema,
    response: commandResultSchema,
  }),
  comments: endpoint({
    method: 'GET',
    path: 'community/sb/:comunBltartclId/comments',
    access: 'public',
    summary: '커뮤니티 댓글 목록',
    params: comunBltartclIdParamsSchema,
    query: commentListQuerySchema,
    response: commentPageSchema,
    gone: true,
  }),
  createComment: endpoint({
    method: 'POST',
    path: 'community/sb/:comunBltartclId/comment',
    access: 'member',
    publishes: true,
    summary: '커뮤니티 댓글 등록(300자 이내)',
    params: comunBltartclIdParamsSchema,
    body: commentCreateBodySchema,
    response: commentSaveResultSchema,
    gone: true,
  }),
  updateComment: endpoint({
    method: 'PUT',
    path: 'community/sb/:comunBltartclId/comment',
    access: 'member',
    publishes: true,
    summary: '커뮤니티 댓글 수정(작성자)',
    params: comunBltartclIdParamsSchema,
    body: commentUpdateBodySchema,
    response: commentSaveResultSchema,
  }),
  removeComment: endpoint({
    method: 'DELETE',
    path: 'community/sb/:comunBltartclId/comment',
    access: 'member',
    summary: '커뮤니티 댓글 삭제(작성자, 운영자)',
    params: comunBltartclIdParamsSchema,
    body: commentDeleteBodySchema,
    response: commandResultSchema,
  }),
  report: endpoint({
    method: 'POST',
    path: 'community/rpt',
    access: 'member',
    summary: '커뮤니티 게시글·댓글 신고(서로 다른 회원 3명이 신고하면 숨김)',
    body: reportBodySchema,
    response: commandResultSchema,
  }),
  reportQueue: endpoint({
    method: 'GET',
    path: 'community/opr/rpts',
    access: { roles: ['COMMUNITY', 'SYSTEM'] },
    summary: '신고된 게시글·댓글 목록(운영자)',
    query: reportQueueQuerySchema,
    response: reportQueuePageSchema,
  }),
  restoreReported: endpoint({
    method: 'PUT',
    path: 'community/opr/rpt/:trgtType/:trgtId/restore',
    access: { roles: ['COMMUNITY', 'SYSTEM'] },
    summary: '신고된 게시글·댓글 다시 공개(운영자)',
    params: reportTargetParamsSchema,
    body: reportDecisionBodySchema,
    response: commandResultSchema,
  }),
  removeReported: endpoint({
    method: 'PUT',
    path: 'community/opr/rpt/:trgtType/:trgtId/remove',
    access: { roles: ['COMMUNITY', 'SYSTEM'] },
    summary: '신고된 게시글·댓글 삭제(운영자)',
    params: reportTargetParamsSchema,
    body: reportDecisionBodySchema,
    response: commandResultSchema,
  }),
} as const;
