import { z } from 'zod';
import { COMMENT_MAX, COMMUNITY_BODY_MAX, COMMUNITY_MAX_IMAGES, COMMUNITY_TITLE_MAX } from './community.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageQuerySchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';
import { charCount } from './format.js';

/**
 * The small-business community (소상공인 커뮤니티, scommunity/…): communities by trade or region that owners join
 * (open, or after an operator's approval), their boards of posts with likes and replies two levels deep, and their
 * operator-written notice and data boards with attachments. Title and body limits, the comment length and the image
 * count are the community board's (community.ts): one set of rules for members' writing.
 */

export const BUSINESS_COMMUNITY_MESSAGES = {
  notFound: '커뮤니티를 찾을 수 없습니다.',
  invalidId: '커뮤니티 번호가 올바르지 않습니다.',
  joined: '커뮤니티에 가입되었습니다.',
  joinRequested: '가입 신청이 접수되었습니다. 운영진 승인 후 이용할 수 있습니다.',
  alreadyJoined: '이미 가입했거나 가입 신청한 커뮤니티입니다.',
  verifiedOnly: '사업자 인증을 마친 회원만 가입할 수 있는 커뮤니티입니다.',
  tradeRequired: '업종을 선택해주세요.',
  regionRequired: '지역을 선택해주세요.',
  tradeMismatch: '이 커뮤니티의 업종과 선택한 업종이 다릅니다.',
  regionMismatch: '이 커뮤니티의 지역과 선택한 지역이 다릅니다.',
  confirmJoin: '커뮤니티에 가입하시겠습니까?',
  confirmLeave: '커뮤니티에서 탈퇴하시겠습니까?',
  left: '커뮤니티에서 탈퇴했습니다.',
  notMember: '커뮤니티에 가입한 회원만 이용할 수 있습니다.',
  ownerCannotLeave: '커뮤니티 개설자는 탈퇴할 수 없습니다.',
  managersOnly: '커뮤니티 운영진만 할 수 있습니다.',
  memberApproved: '가입을 승인했습니다.',
  memberRefused: '가입 신청을 거절했습니다. 회원에게 알렸습니다.',
  refusalReasonRequired: '거절 사유를 입력해주세요.',
  refusalReasonTooLong: '거절 사유는 500자 이내로 입력해주세요.',
  refusalReasonLabel: '거절 사유(회원에게 문자로 알립니다)',
  memberNotWaiting: '승인을 기다리는 가입 신청이 없습니다.',
  boardNotFound: '게시판을 찾을 수 없습니다.',
  invalidBoardId: '게시판 번호가 올바르지 않습니다.',
  postNotFound: '게시글을 찾을 수 없습니다.',
  invalidPostId: '게시글 번호가 올바르지 않습니다.',
  titleRequired: '게시글 제목을 입력해주세요.',
  titleTooLong: '게시글 제목은 100자 이내로 입력해주세요.',
  bodyTooLong: '게시글 내용이 너무 깁니다. 50,000자 이내로 줄여주세요.',
  saved: '게시글이 등록되었습니다.',
  savedWaiting: '게시글이 등록되었습니다. 첫 게시글은 운영진 승인 후 공개됩니다.',
  updated: '게시글이 수정되었습니다.',
  deleted: '게시글이 삭제되었습니다.',
  confirmSave: '게시글을 등록하시겠습니까?',
  confirmUpdate: '게시글을 수정하시겠습니까?',
  confirmDelete: '게시글을 삭제하시겠습니까?',
  notYourPost: '본인이 작성한 게시글만 수정할 수 있습니다.',
  cannotDeletePost: '작성자나 커뮤니티 운영진만 게시글을 삭제할 수 있습니다.',
  pinManagersOnly: '공지로 고정하는 것은 커뮤니티 운영진만 할 수 있습니다.',
  postApproved: '게시글을 승인했습니다.',
  postRefused: '게시글을 거절했습니다. 작성자에게 알렸습니다.',
  postNotWaiting: '승인을 기다리는 게시글이 아닙니다.',
  waitingPost: '운영진 승인을 기다리는 게시글입니다.',
  waitingPostTitle: '승인을 기다리는 게시글',
  waitingPostNote: '이 게시글은 커뮤니티 운영진의 승인을 기다리고 있습니다. 승인되면 커뮤니티에 공개됩니다.',
  firstPostWaits:
    '이 커뮤니티는 첫 게시글을 운영진이 승인한 뒤 공개합니다. 지금 쓰는 글은 승인 후에 다른 회원에게 보입니다.',
  likeSelfOnly: '본인 계정으로만 좋아요를 누를 수 있습니다.',
  liked: '좋아요를 눌렀습니다.',
  unliked: '좋아요를 취소했습니다.',
  replyRequired: '댓글 내용을 입력해주세요.',
  replyTooLong: '댓글은 300자 이내로 입력해주세요.',
  replySaved: '댓글이 등록되었습니다.',
  replyUpdated: '댓글이 수정되었습니다.',
  replyDeleted: '댓글이 삭제되었습니다.',
  confirmReplyDelete: '댓글을 삭제하시겠습니까?',
  replyNotFound: '댓글을 찾을 수 없습니다.',
  invalidReplyId: '댓글 번호가 올바르지 않습니다.',
  replyDepth: '답글에는 다시 답글을 달 수 없습니다.',
  replyToDeleted: '삭제된 댓글에는 답글을 달 수 없습니다.',
  notYourReply: '본인이 작성한 댓글만 수정할 수 있습니다.',
  cannotDeleteReply: '작성자나 커뮤니티 운영진만 댓글을 삭제할 수 있습니다.',
  deletedReply: '삭제된 댓글입니다.',
  hiddenReply: '신고가 누적되어 숨겨진 댓글입니다.',
  hiddenPost: '신고가 누적되어 운영자 확인 중인 게시글입니다.',
  prohibited: '금칙어가 포함되어 있어 등록할 수 없습니다. 욕설·비방, 불법·사행성 광고는 운영정책에 따라 제한됩니다.',
  entryNotFound: '게시물을 찾을 수 없습니다.',
  invalidEntryId: '게시물 번호가 올바르지 않습니다.',
  fileNotFound: '첨부파일을 찾을 수 없습니다.',
  atchInvalid: 'PDF, 한글(HWP), 오피스 문서, ZIP, 이미지 파일만 첨부할 수 있습니다.',
  atchTooMany: '첨부파일은 4개까지 올릴 수 있습니다.',
  atchNotYours: '첨부파일을 다시 올려주세요.',
  searchTooLong: '검색어는 50자 이내로 입력해주세요.',
} as const;

/** Images a post takes through `post/image/upload` at once (spec section 9). */
export const BUSINESS_COMMUNITY_MAX_IMAGES = COMMUNITY_MAX_IMAGES;
/** Files a post carries (attachments with their Korean names). */
export const BUSINESS_COMMUNITY_MAX_ATCH = 4;
/** What the attachment picker offers (the server decides by the file's content). */
export const BUSINESS_COMMUNITY_ATCH_ACCEPT = '.pdf,.hwp,.xlsx,.docx,.pptx,.zip,.png,.jpg,.jpeg,.gif,.webp';
/** Replies nest this deep: a reply, and replies to it. */
export const BUSINESS_COMMUNITY_REPLY_DEPTH = 2;
/** Top posts (`postTop`). */
export const BUSINESS_COMMUNITY_TOP_SIZE = 5;
/** The view-count types of a post and of a notice or data entry (PUT common/contents/{id}/{type}). */
export const BUSINESS_COMMUNITY_VIEW_TYPE = 'scommunity';
export const BUSINESS_COMMUNITY_ENTRY_VIEW_TYPE = 'scommunityBrd';

/** How a community is organised: by trade (업종) or by region (지역). */
export const CMNT_SE = ['TRADE', 'REGION'] as const;
export const cmntSeSchema = z.enum(CMNT_SE, { error: '커뮤니티 구분이 올바르지 않습니다.' });
export type CmntSe = z.infer<typeof cmntSeSchema>;
export const CMNT_SE_NAMES: Record<CmntSe, string> = { TRADE: '업종별', REGION: '지역별' };

/** How one joins: at once (OPEN) or after an operator's approval (APPROVAL). */
export const JOIN_MTHD = ['OPEN', 'APPROVAL'] as const;
export type JoinMthd = (typeof JOIN_MTHD)[number];
export const JOIN_MTHD_NAMES: Record<JoinMthd, string> = { OPEN: '누구나 가입', APPROVAL: '운영진 승인 후 가입' };

export const MBR_ROLES = ['OWNER', 'MANAGER', 'MEMBER'] as const;
export type MbrRole = (typeof MBR_ROLES)[number];
export const MBR_ROLE_NAMES: Record<MbrRole, string> = { OWNER: '개설자', MANAGER: '운영진', MEMBER: '회원' };
export type MbrStts = 'WAIT' | 'ACTIVE';

/** Boards of a community: members' posts, operators' notices, operators' shared files. */
export const BRD_SE = ['POST', 'NOTICE', 'DATA'] as const;
export type BrdSe = (typeof BRD_SE)[number];

/** The trades and regions a member answers when a community asks (userAtbtInfo). */
export const BUSINESS_COMMUNITY_TRADES = [
  '제과·제빵',
  '음식점',
  '카페',
  '의류·잡화',
  '미용',
  '전통시장',
  '온라인 판매',
  '기타',
] as const;
export const BUSINESS_COMMUNITY_REGIONS = [
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '세종',
  '경기',
  '강원',
  '충북',
  '충남',
  '전북',
  '전남',
  '경북',
  '경남',
  '제주',
] as const;

export const BUSINESS_COMMUNITY_SEARCH_OPTIONS = ['all', 'title'] as const;

const searchTermSchema = z.string().trim().max(50, BUSINESS_COMMUNITY_MESSAGES.searchTooLong).optional();
const cmntIdSchema = rowIdSchema(BUSINESS_COMMUNITY_MESSAGES.invalidId);
const cmntPostIdSchema = rowIdSchema(BUSINESS_COMMUNITY_MESSAGES.invalidPostId);
const cmntBrdMntIdSchema = rowIdSchema(BUSINESS_COMMUNITY_MESSAGES.invalidBoardId);
const cmntBrdIdSchema = rowIdSchema(BUSINESS_COMMUNITY_MESSAGES.invalidEntryId);
const replyIdSchema = rowIdSchema(BUSINESS_COMMUNITY_MESSAGES.invalidReplyId);

// Communities.

export const cmntListQuerySchema = pageQuerySchema.extend({
  cmntSeCd: cmntSeSchema.optional(),
  searchTerm: searchTermSchema,
});
export type CmntListQuery = z.infer<typeof cmntListQuerySchema>;

export const cmntIdParamsSchema = z.object({ cmntId: cmntIdSchema });
export const cmntMemberParamsSchema = z.object({ cmntId: cmntIdSchema, userId: rowIdSchema() });

/** The refusal's `reason` when a post exists but waits for its community's approval (not shown to the caller). */
export const WAITING_POST_REASON = 'WAITING_APPROVAL';

/** A manager's refusal of a join request or a first post: the reason the member is told. */
export const refusalBodySchema = z.object({
  reason: z
    .string({ error: BUSINESS_COMMUNITY_MESSAGES.refusalReasonRequired })
    .trim()
    .min(1, BUSINESS_COMMUNITY_MESSAGES.refusalReasonRequired)
    .max(500, BUSINESS_COMMUNITY_MESSAGES.refusalReasonTooLong),
});
export type RefusalBody = z.infer<typeof refusalBodySchema>;

export const cmntSummarySchema = z.object({
  cmntId: z.number().int(),
  cmntNm: z.string(),
  cmntIntro: z.string(),
  cmntSeCd: cmntSeSchema,
  cmntSeNm: z.string(),
  /** The trade or region the community gathers. */
  ctgrNm: z.string(),
  coverImgUrl: z.string().nullable(),
  /** The cover's alternative text the operator wrote (null without a cover). */
  coverImgAlt: z.string().nullable(),
  joinMthdCd: z.enum(JOIN_MTHD),
  joinMthdNm: z.string(),
  /** Only members whose company is verified may join. */
  bzVrfcRqrYn: ynSchema,
  /** The trade, and the region, a joining member is asked. */
  tpbizRqrYn: ynSchema,
  rgnRqrYn: ynSchema,
  /** A new member's first post waits for an operator's approval. */
  firstPostAprvYn: ynSchema,
  mbrCnt: z.number().int(),
  postCnt: z.number().int(),
});
export type CmntSummary = z.infer<typeof cmntSummarySchema>;
export const cmntPageSchema = pageSchema(cmntSummarySchema);

export const cmntBoardSchema = z.object({
  cmntBrdMntId: z.number().int(),
  brdNm: z.string(),
  brdSeCd: z.enum(BRD_SE),
});
export type CmntBoard = z.infer<typeof cmntBoardSchema>;

export const cmntDetailSchema = cmntSummarySchema.extend({
  boards: z.array(cmntBoardSchema),
  /** The caller's membership: none, waiting for approval, or active. */
  myMbrSttsCd: z.enum(['NONE', 'WAIT', 'ACTIVE']),
  myRoleCd: z.enum(MBR_ROLES).nullable(),
  /** The caller approves members and posts, pins and deletes (the community's owner and managers, operators). */
  canManage: z.boolean(),
  /** The caller's next post waits for approval (first-post approval, an active member with no approved post). */
  myFirstPostWaits: z.boolean(),
});
export type CmntDetail = z.infer<typeof cmntDetailSchema>;

export const userAtbtInfoSchema = z.object({
  /** The member's company is verified ('verified owner'). */
  vrfcYn: ynSchema,
  compNm: z.string().nullable(),
  tpbizOptions: z.array(z.string()),
  rgnOptions: z.array(z.string()),
});
export type UserAtbtInfo = z.infer<typeof userAtbtInfoSchema>;

export const joinBodySchema = z.object({
  tpbizNm: z.string().trim().max(30).optional(),
  rgnNm: z.string().trim().max(30).optional(),
});
export type JoinBody = z.infer<typeof joinBodySchema>;
export const joinResultSchema = commandResultSchema.extend({ mbrSttsCd: z.enum(['WAIT', 'ACTIVE']) });

// Posts.

export const postListQuerySchema = pageQuerySchema.extend({
  /** A community; absent searches every community (scommunity/search). */
  cmntId: cmntIdSchema.optional(),
  cmntBrdMntId: cmntBrdMntIdSchema.optional(),
  searchOption: z.enum(BUSINESS_COMMUNITY_SEARCH_OPTIONS, { error: '검색 조건이 올바르지 않습니다.' }).default('all'),
  searchTerm: searchTermSchema,
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postTopQuerySchema = z.object({ cmntId: cmntIdSchema.optional() });
export const postIdParamsSchema = z.object({ cmntPostId: cmntPostIdSchema });

const writerFields = {
  userId: z.number().int(),
  /** Masked (maskName). */
  userNm: z.string(),
  nickNm: z.string().nullable(),
  imgPtUrl: z.string().nullable(),
  mine: z.boolean(),
  /** The community's owner or a manager ('운영진' badge). */
  cmntMngr: z.boolean(),
  /** The writer's company is verified ('인증 사업자' badge). */
  vrfcYn: ynSchema,
};

export const postSummarySchema = z.object({
  cmntPostId: z.number().int(),
  cmntId: z.number().int(),
  cmntNm: z.string(),
  cmntBrdMntId: z.number().int(),
  brdNm: z.string(),
  postTit: z.string(),
  smry: z.string(),
  thmbnlImgPtUrl: z.string().nullable(),
  /** A pinned notice (shown first in its community). */
  fixYn: ynSchema,
  /** WAIT: a first post waiting for approval (its writer and the operators see it). */
  aprvSttsCd: z.enum(['APPROVED', 'WAIT']),
  inqCnt: z.number().int(),
  likCnt: z.number().int(),
  rplyCnt: z.number().int(),
  regDt: z.string(),
  mdfcnDt: z.string(),
  ...writerFields,
});
export type PostSummary = z.infer<typeof postSummarySchema>;
export const postPageSchema = pageSchema(postSummarySchema);
export const postTopSchema = z.array(postSummarySchema);

const fileSchema = z.object({
  fileId: z.string(),
  fileNm: z.string(),
  fileSz: z.number().int(),
  downloadUrl: z.string(),
});

export const postDetailSchema = postSummarySchema.extend({
  /** Sanitized HTML. */
  postCn: z.string(),
  /** Attachments, downloaded under their Korean names. */
  atchList: z.array(fileSchema),
  myLikYn: ynSchema,
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canApprove: z.boolean(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postBodySchema = z.object({
  cmntId: cmntIdSchema,
  cmntBrdMntId: z.coerce.number({ error: '게시판을 선택해주세요.' }).int().min(1, '게시판을 선택해주세요.'),
  postTit: z
    .string({ error: BUSINESS_COMMUNITY_MESSAGES.titleRequired })
    .trim()
    .min(1, { message: BUSINESS_COMMUNITY_MESSAGES.titleRequired, abort: true })
    .refine((s) => charCount(s) <= COMMUNITY_TITLE_MAX, BUSINESS_COMMUNITY_MESSAGES.titleTooLong),
  postCn: z
    .string({ error: '게시글 내용 형식이 올바르지 않습니다.' })
    .max(COMMUNITY_BODY_MAX, BUSINESS_COMMUNITY_MESSAGES.bodyTooLong)
    .default(''),
  fixYn: ynSchema.default('N'),
  /** Files uploaded with `post/atch/upload` (by the writer), in order. */
  atchFileIds: z
    .array(z.string().uuid(BUSINESS_COMMUNITY_MESSAGES.atchNotYours))
    .max(BUSINESS_COMMUNITY_MAX_ATCH, BUSINESS_COMMUNITY_MESSAGES.atchTooMany)
    .default([]),
});
export type PostBody = z.input<typeof postBodySchema>;
export const postSaveResultSchema = commandResultSchema.extend({
  cmntPostId: z.number().int(),
  aprvSttsCd: z.enum(['APPROVED', 'WAIT']),
});

export const likeParamsSchema = z.object({ cmntPostId: cmntPostIdSchema, userId: rowIdSchema() });
/** Y likes, N unlikes; absent toggles. */
export const likeBodySchema = z.object({ likYn: ynSchema.optional() }).default({});
export const likeResultSchema = commandResultSchema.extend({ likYn: ynSchema, likCnt: z.number().int() });

export const imageUploadResultSchema = commandResultSchema.extend({ urls: z.array(z.string()) });
export const atchUploadResultSchema = commandResultSchema.extend({ files: z.array(fileSchema) });
export const postFileParamsSchema = z.object({
  cmntPostId: cmntPostIdSchema,
  fileId: z.string().uuid(BUSINESS_COMMUNITY_MESSAGES.fileNotFound),
});

// Replies.

const rplyCnSchema = z
  .string({ error: BUSINESS_COMMUNITY_MESSAGES.replyRequired })
  .trim()
  .min(1, { message: BUSINESS_COMMUNITY_MESSAGES.replyRequired, abort: true })
  .refine((s) => charCount(s) <= COMMENT_MAX, BUSINESS_COMMUNITY_MESSAGES.replyTooLong);

export const replyParamsSchema = z.object({ cmntPostId: cmntPostIdSchema, cmntPostRplyId: replyIdSchema });
export const replyCreateBodySchema = z.object({
  rplyCn: rplyCnSchema,
  /** The reply this one answers (a nested reply); absent for a reply to the post. */
  upRplyId: replyIdSchema.optional(),
});
export type ReplyCreateBody = z.infer<typeof replyCreateBodySchema>;
export const replyUpdateBodySchema = z.object({ rplyCn: rplyCnSchema });
export const replySaveResultSchema = commandResultSchema.extend({ cmntPostRplyId: z.number().int() });

const replyBase = z.object({
  cmntPostRplyId: z.number().int(),
  upRplyId: z.number().int().nullable(),
  /** '삭제된 댓글입니다.' when deleted (kept for its replies). */
  rplyCn: z.string(),
  delYn: ynSchema,
  regDt: z.string(),
  mdfcnDt: z.string(),
  /** Written by the post's writer. */
  writer: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  ...writerFields,
});
export const replySchema = replyBase.extend({ children: z.array(replyBase) });
export type Reply = z.infer<typeof replySchema>;
export type ReplyChild = z.infer<typeof replyBase>;
export const replyListSchema = z.object({ items: z.array(replySchema), totalCount: z.number().int() });

// Notice and data boards.

export const boardListQuerySchema = z.object({ cmntId: cmntIdSchema });
export const boardParamsSchema = z.object({ cmntBrdMntId: cmntBrdMntIdSchema });
export const boardEntriesQuerySchema = pageQuerySchema.extend({ searchTerm: searchTermSchema });
export const entryParamsSchema = z.object({ cmntBrdId: cmntBrdIdSchema });
export const entryFileParamsSchema = z.object({
  cmntBrdId: cmntBrdIdSchema,
  fileId: z.string().uuid(BUSINESS_COMMUNITY_MESSAGES.fileNotFound),
});

export const boardListSchema = z.array(cmntBoardSchema.extend({ cmntId: z.number().int(), entCnt: z.number().int() }));

export const atchSchema = fileSchema;
export type Atch = z.infer<typeof atchSchema>;
export const atchListSchema = z.array(atchSchema);

export const entrySummarySchema = z.object({
  cmntBrdId: z.number().int(),
  cmntBrdMntId: z.number().int(),
  cmntId: z.number().int(),
  brdTit: z.string(),
  fixYn: ynSchema,
  inqCnt: z.number().int(),
  atchCnt: z.number().int(),
  regDt: z.string(),
  ...writerFields,
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;
export const boardEntriesSchema = pageSchema(entrySummarySchema).extend({
  board: cmntBoardSchema.extend({ cmntId: z.number().int(), cmntNm: z.string() }),
});

export const entryDetailSchema = entrySummarySchema.extend({
  cmntNm: z.string(),
  brdNm: z.string(),
  brdSeCd: z.enum(BRD_SE),
  brdCn: z.string(),
  atchList: atchListSchema,
});
export type EntryDetail = z.infer<typeof entryDetailSchema>;

export const prhbWrdQuerySchema = z.object({ cmntId: cmntIdSchema });

// Managers.

export const waitingSchema = z.object({
  members: z.array(
    z.object({
      userId: z.number().int(),
      userNm: z.string(),
      nickNm: z.string().nullable(),
      vrfcYn: ynSchema,
      tpbizNm: z.string().nullable(),
      rgnNm: z.string().nullable(),
      regDt: z.string(),
    }),
  ),
  posts: z.array(postSummarySchema),
});

// My page.

export const myCmntCntSchema = z.object({ cnt: z.number().int() });
export const myCmntSchema = z.object({
  cmntPostRplyId: z.number().int(),
  rplyCn: z.string(),
  cmntPostId: z.number().int(),
  postTit: z.string(),
  cmntId: z.number().int(),
  cmntNm: z.string(),
  regDt: z.string(),
});
export type MyCmnt = z.infer<typeof myCmntSchema>;
export const myCmntPageSchema = pageSchema(myCmntSchema);

export const businessCommunityEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'scommunity/list',
    access: 'public',
    summary: '소상공인 커뮤니티 목록(업종별·지역별, 검색)',
    query: cmntListQuerySchema,
    response: cmntPageSchema,
  }),
  userAtbtInfo: endpoint({
    method: 'GET',
    path: 'scommunity/userAtbtInfo',
    access: 'member',
    summary: '커뮤니티 가입에 쓰는 내 속성(사업자 인증, 업종·지역 선택지)',
    response: userAtbtInfoSchema,
  }),
  postTop: endpoint({
    method: 'GET',
    path: 'scommunity/postTop',
    access: 'public',
    summary: '인기 게시글(좋아요·조회 순)',
    query: postTopQuerySchema,
    response: postTopSchema,
  }),
  prhbWrd: endpoint({
    method: 'GET',
    path: 'scommunity/prhbWrd',
    access: 'public',
    summary: '커뮤니티 자체 금칙어(포털 금칙어에 더해 적용)',
    query: prhbWrdQuerySchema,
    response: z.array(z.string()),
  }),
  myCmntCnt: endpoint({
    method: 'GET',
    path: 'scommunity/myCmntCnt',
    access: 'member',
    summary: '내가 쓴 커뮤니티 댓글 수',
    response: myCmntCntSchema,
  }),
  myCmntList: endpoint({
    method: 'GET',
    path: 'scommunity/myCmntList',
    access: 'member',
    summary: '내가 쓴 커뮤니티 댓글 목록',
    query: pageQuerySchema,
    response: myCmntPageSchema,
  }),
  boards: endpoint({
    method: 'GET',
    path: 'scommunity/brd',
    access: 'public',
    summary: '커뮤니티 게시판 목록(게시글·공지·자료실)',
    query: boardListQuerySchema,
    response: boardListSchema,
  }),
  boardEntries: endpoint({
    method: 'GET',
    path: 'scommunity/brd/:cmntBrdMntId',
    access: 'public',
    summary: '공지·자료실 게시판의 게시물 목록',
    params: boardParamsSchema,
    query: boardEntriesQuerySchema,
    response: boardEntriesSchema,
  }),
  entry: endpoint({
    method: 'GET',
    path: 'scommunity/info/:cmntBrdId',
    access: 'public',
    summary: '공지·자료실 게시물 상세(첨부파일 포함)',
    params: entryParamsSchema,
    response: entryDetailSchema,
  }),
  attachments: endpoint({
    method: 'GET',
    path: 'scommunity/atch/:cmntBrdId',
    access: 'public',
    summary: '공지·자료실 게시물의 첨부파일 목록',
    params: entryParamsSchema,
    response: atchListSchema,
  }),
  download: endpoint({
    method: 'GET',
    path: 'scommunity/atch/:cmntBrdId/:fileId',
    access: 'public',
    summary: '첨부파일 내려받기(한글 파일명 RFC 5987)',
    params: entryFileParamsSchema,
  }),
  imageUpload: endpoint({
    method: 'POST',
    path: 'scommunity/post/image/upload',
    access: 'member',
    summary: '게시글 이미지 업로드(multipart uploadFiles, 최대 4개)',
    multipart: true,
    response: imageUploadResultSchema,
  }),
  atchUpload: endpoint({
    method: 'POST',
    path: 'scommunity/post/atch/upload',
    access: 'member',
    summary: '게시글 첨부파일 업로드(multipart uploadFiles, 최대 4개, 한글 파일명)',
    multipart: true,
    response: atchUploadResultSchema,
  }),
  postDownload: endpoint({
    method: 'GET',
    path: 'scommunity/post/:cmntPostId/atch/:fileId',
    access: 'public',
    summary: '게시글 첨부파일 내려받기(한글 파일명 RFC 5987)',
    params: postFileParamsSchema,
  }),
  posts: endpoint({
    method: 'GET',
    path: 'scommunity/post',
    access: 'public',
    summary: '커뮤니티 게시글 목록(커뮤니티·게시판별, 전체 검색; 고정 공지 먼저)',
    query: postListQuerySchema,
    response: postPageSchema,
  }),
  createPost: endpoint({
    method: 'POST',
    path: 'scommunity/post',
    access: 'member',
    publishes: true,
    summary: '커뮤니티 게시글 등록(가입 회원; 첫 글 승인제)',
    body: postBodySchema,
    response: postSaveResultSchema,
  }),
  post: endpoint({
    method: 'GET',
    path: 'scommunity/post/:cmntPostId',
    access: 'public',
    summary: '커뮤니티 게시글 상세',
    params: postIdParamsSchema,
    response: postDetailSchema,
  }),
  updatePost: endpoint({
    method: 'PUT',
    path: 'scommunity/post/:cmntPostId',
    access: 'member',
    publishes: true,
    summary: '커뮤니티 게시글 수정(작성자)',
    params: postIdParamsSchema,
    body: postBodySchema,
    response: postSaveResultSchema,
  }),
  removePost: endpoint({
    method: 'DELETE',
    path: 'scommunity/post/:cmntPostId',
    access: 'member',
    summary: '커뮤니티 게시글 삭제(작성자, 커뮤니티 운영진, 운영자)',
    params: postIdParamsSchema,
    response: commandResultSchema,
  }),
  approvePost: endpoint({
    method: 'PUT',
    path: 'scommunity/post/:cmntPostId/aprv',
    access: 'member',
    summary: '승인 대기 게시글 승인(커뮤니티 운영진, 운영자)',
    params: postIdParamsSchema,
    response: commandResultSchema,
  }),
  refusePost: endpoint({
    method: 'PUT',
    path: 'scommunity/post/:cmntPostId/rfsl',
    access: 'member',
    summary: '승인 대기 게시글 거절(커뮤니티 운영진, 운영자; 사유를 작성자에게 문자로)',
    params: postIdParamsSchema,
    body: refusalBodySchema,
    response: commandResultSchema,
  }),
  like: endpoint({
    method: 'POST',
    path: 'scommunity/post/:cmntPostId/lik/:userId',
    access: 'member',
    summary: '좋아요·취소(회원당 한 번, 본인만)',
    params: likeParamsSchema,
    body: likeBodySchema,
    response: likeResultSchema,
  }),
  replies: endpoint({
    method: 'GET',
    path: 'scommunity/post/:cmntPostId/reply',
    access: 'public',
    summary: '댓글과 답글(2단계)',
    params: postIdParamsSchema,
    response: replyListSchema,
  }),
  createReply: endpoint({
    method: 'POST',
    path: 'scommunity/post/:cmntPostId/reply',
    access: 'member',
    publishes: true,
    summary: '댓글·답글 등록(가입 회원, 300자 이내)',
    params: postIdParamsSchema,
    body: replyCreateBodySchema,
    response: replySaveResultSchema,
  }),
  updateReply: endpoint({
    method: 'PUT',
    path: 'scommunity/post/:cmntPostId/reply/:cmntPostRplyId',
    access: 'member',
    publishes: true,
    summary: '댓글 수정(작성자)',
    params: replyParamsSchema,
    body: replyUpdateBodySchema,
    response: replySaveResultSchema,
  }),
  removeReply: endpoint({
    method: 'DELETE',
    path: 'scommunity/post/:cmntPostId/reply/:cmntPostRplyId',
    access: 'member',
    summary: '댓글 삭제(작성자, 커뮤니티 운영진, 운영자; 답글은 남음)',
    params: replyParamsSchema,
    response: commandResultSchema,
  }),
  community: endpoint({
    method: 'GET',
    path: 'scommunity/:cmntId',
    access: 'public',
    summary: '커뮤니티 상세(게시판, 내 가입 상태)',
    params: cmntIdParamsSchema,
    response: cmntDetailSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: 'scommunity/:cmntId/user',
    access: 'member',
    summary: '커뮤니티 가입(요구 속성; 자유 가입 또는 승인제)',
    params: cmntIdParamsSchema,
    body: joinBodySchema,
    response: joinResultSchema,
  }),
  leave: endpoint({
    method: 'DELETE',
    path: 'scommunity/:cmntId/user',
    access: 'member',
    summary: '커뮤니티 탈퇴',
    params: cmntIdParamsSchema,
    response: commandResultSchema,
  }),
  approveMember: endpoint({
    method: 'PUT',
    path: 'scommunity/:cmntId/user/:userId',
    access: 'member',
    summary: '가입 신청 승인(커뮤니티 운영진, 운영자)',
    params: cmntMemberParamsSchema,
    response: commandResultSchema,
  }),
  refuseMember: endpoint({
    method: 'PUT',
    path: 'scommunity/:cmntId/user/:userId/rfsl',
    access: 'member',
    summary: '가입 신청 거절(커뮤니티 운영진, 운영자; 사유를 회원에게 문자로)',
    params: cmntMemberParamsSchema,
    body: refusalBodySchema,
    response: commandResultSchema,
  }),
  waiting: endpoint({
    method: 'GET',
    path: 'scommunity/:cmntId/wait',
    access: 'member',
    summary: '승인 대기 중인 가입 신청과 게시글(커뮤니티 운영진, 운영자)',
    params: cmntIdParamsSchema,
    response: waitingSchema,
  }),
} as const;
