import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema, reasonSchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';
import { cmntSeSchema, BUSINESS_COMMUNITY_REGIONS, BUSINESS_COMMUNITY_TRADES } from './business-community.js';

/**
 * The small-business communities desk (커뮤니티 담당, issue 38) of the operator console (decision 034): communities
 * created, edited, closed and reopened with a reason, and the join requests and first posts waiting for approval,
 * decided by the same rules as on the community's page.
 */

/** How one joins, as the desk names it: the community's join method and its verified-owner requirement together. */
export const JOIN_RULES = ['OPEN', 'APPROVAL', 'VERIFIED'] as const;
export const joinRuleSchema = z.enum(JOIN_RULES, { error: '가입 방식을 골라 주세요.' });
export type JoinRule = z.infer<typeof joinRuleSchema>;
export const JOIN_RULE_NAMES: Record<JoinRule, string> = {
  OPEN: '누구나 가입',
  APPROVAL: '운영진 승인 후 가입',
  VERIFIED: '사업자 인증 회원만 가입',
};

export const CMNT_DESK_STATES = ['OPEN', 'CLOSED'] as const;
export const cmntDeskStateSchema = z.enum(CMNT_DESK_STATES, { error: '운영 상태가 올바르지 않습니다.' });
export type CmntDeskState = z.infer<typeof cmntDeskStateSchema>;
export const CMNT_DESK_STATE_NAMES: Record<CmntDeskState, string> = { OPEN: '운영 중', CLOSED: '닫힘' };

/** Files a notice or data entry carries. */
export const CMNT_ENTRY_MAX_ATCH = 5;
export const CMNT_ENTRY_BODY_MAX = 200_000;
/** The boards the desk writes: the community's notices and its data board. */
export const ENTRY_BOARDS = ['NOTICE', 'DATA'] as const;
export const entryBoardSchema = z.enum(ENTRY_BOARDS, { error: '게시판을 골라 주세요.' });
export type EntryBoard = z.infer<typeof entryBoardSchema>;
export const ENTRY_BOARD_NAMES: Record<EntryBoard, string> = { NOTICE: '공지사항', DATA: '자료실' };

export const BUSINESS_COMMUNITY_DESK_MESSAGES = {
  notFound: '커뮤니티를 찾을 수 없습니다.',
  nameRequired: '커뮤니티 이름을 입력해 주세요.',
  nameTooLong: '커뮤니티 이름은 50자 이내로 입력해 주세요.',
  nameTaken: '같은 이름의 커뮤니티가 이미 있습니다.',
  introTooLong: '소개는 500자 이내로 입력해 주세요.',
  ctgrRequired: '업종 또는 지역을 골라 주세요.',
  ctgrInvalid: '커뮤니티 구분에 맞는 업종 또는 지역을 골라 주세요.',
  coverInvalid: '대표 이미지를 다시 올려 주세요.',
  coverAltRequired: '대표 이미지의 대체 텍스트를 입력해 주세요.',
  coverAltTooLong: '대체 텍스트는 100자 이내로 입력해 주세요.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  created: '커뮤니티를 만들었습니다.',
  updated: '커뮤니티를 수정했습니다.',
  closed: '커뮤니티를 닫았습니다. 회원에게 보이지 않습니다.',
  reopened: '커뮤니티를 다시 열었습니다.',
  alreadyThat: '이미 그렇게 되어 있습니다.',
  coverUploaded: '대표 이미지를 올렸습니다.',
  memberApproved: '가입을 승인했습니다. 회원에게 알렸습니다.',
  memberRefused: '가입 신청을 거절했습니다. 회원에게 알렸습니다.',
  postApproved: '게시글을 승인했습니다. 작성자에게 알렸습니다.',
  postRefused: '게시글을 거절했습니다. 작성자에게 알렸습니다.',
  requestNotFound: '승인을 기다리는 가입 신청이 없습니다.',
  memberQueryRequired: '회원 아이디 또는 이름을 입력해 주세요.',
  memberNotFound: '그 아이디나 이름의 회원이 없습니다.',
  managerAppointed: '운영진으로 지정했습니다. 회원에게 알렸습니다.',
  managerRemoved: '운영진에서 뺐습니다. 회원에게 알렸습니다.',
  ownerStays: '커뮤니티 개설자의 역할은 바꿀 수 없습니다.',
  notManager: '이 커뮤니티의 운영진이 아닙니다.',
  alreadyManager: '이미 이 커뮤니티의 운영진입니다.',
  entryNotFound: '게시물을 찾을 수 없습니다.',
  entryTitleRequired: '제목을 입력해 주세요.',
  entryTitleTooLong: '제목은 200자 이내로 입력해 주세요.',
  entryBodyRequired: '내용을 입력해 주세요.',
  entryBodyTooLong: '내용이 너무 깁니다.',
  atchInvalid: 'PDF, 한글(HWP), 오피스 문서, ZIP, 이미지 파일만 첨부할 수 있습니다.',
  atchTooMany: `첨부파일은 ${CMNT_ENTRY_MAX_ATCH}개까지 올릴 수 있습니다.`,
  atchNotYours: '첨부파일을 다시 올려 주세요.',
  entryCreated: '게시물을 등록했습니다.',
  entryUpdated: '게시물을 수정했습니다.',
  entryDeleted: '게시물을 삭제했습니다.',
  filesUploaded: '파일을 올렸습니다.',
  postNotWaiting: '승인을 기다리는 게시글이 아닙니다.',
} as const;

const cmntIdSchema = rowIdSchema(BUSINESS_COMMUNITY_DESK_MESSAGES.notFound);

export const cmntDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, BUSINESS_COMMUNITY_DESK_MESSAGES.searchTooLong).optional(),
    cmntSeCd: cmntSeSchema.optional(),
    joinRule: joinRuleSchema.optional(),
    state: cmntDeskStateSchema.optional(),
  })
  .extend(consoleSortSchema(['cmntNm', 'mbrCnt', 'regDt']).shape);
export type CmntDeskQuery = z.infer<typeof cmntDeskQuerySchema>;

export const cmntDeskRowSchema = z.object({
  cmntId: z.number().int(),
  cmntNm: z.string(),
  cmntSeCd: cmntSeSchema,
  ctgrNm: z.string(),
  joinRule: joinRuleSchema,
  state: cmntDeskStateSchema,
  /** Active members. */
  mbrCnt: z.number().int(),
  /** Join requests and first posts waiting for approval. */
  waitCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  updtDt: z.string(),
});
export type CmntDeskRow = z.infer<typeof cmntDeskRowSchema>;

export const cmntDeskDetailSchema = cmntDeskRowSchema.extend({
  cmntIntro: z.string(),
  coverImgUrl: z.string().nullable(),
  coverImgAlt: z.string().nullable(),
  firstPostAprvYn: ynSchema,
  /** Why it was closed (while closed). */
  closRsn: z.string().nullable(),
});
export type CmntDeskDetail = z.infer<typeof cmntDeskDetailSchema>;

/** A cover uploaded through `scommunity/admin/cover` (the portal's image flow): a `/files/…` address (or a seed cover under `/img/`). */
const coverUrlSchema = z
  .string({ error: BUSINESS_COMMUNITY_DESK_MESSAGES.coverInvalid })
  .regex(/^\/(files|img)\/[A-Za-z0-9/_.-]{1,200}$/, BUSINESS_COMMUNITY_DESK_MESSAGES.coverInvalid);

const cmntWriteFields = z.object({
  cmntSeCd: cmntSeSchema,
  ctgrNm: z
    .string({ error: BUSINESS_COMMUNITY_DESK_MESSAGES.ctgrRequired })
    .min(1, BUSINESS_COMMUNITY_DESK_MESSAGES.ctgrRequired),
  cmntNm: z
    .string({ error: BUSINESS_COMMUNITY_DESK_MESSAGES.nameRequired })
    .trim()
    .min(1, BUSINESS_COMMUNITY_DESK_MESSAGES.nameRequired)
    .max(50, BUSINESS_COMMUNITY_DESK_MESSAGES.nameTooLong),
  cmntIntro: z.string().trim().max(500, BUSINESS_COMMUNITY_DESK_MESSAGES.introTooLong).default(''),
  joinRule: joinRuleSchema,
  firstPostAprvYn: ynSchema.default('N'),
  coverImgUrl: coverUrlSchema.nullable().default(null),
  coverImgAlt: z.string().trim().max(100, BUSINESS_COMMUNITY_DESK_MESSAGES.coverAltTooLong).nullable().default(null),
});

function checkCommunity(b: z.output<typeof cmntWriteFields>, ctx: z.RefinementCtx): void {
  const codes: readonly string[] = b.cmntSeCd === 'TRADE' ? BUSINESS_COMMUNITY_TRADES : BUSINESS_COMMUNITY_REGIONS;
  if (!codes.includes(b.ctgrNm)) {
    ctx.addIssue({ code: 'custom', path: ['ctgrNm'], message: BUSINESS_COMMUNITY_DESK_MESSAGES.ctgrInvalid });
  }
  if (b.coverImgUrl && !b.coverImgAlt) {
    ctx.addIssue({ code: 'custom', path: ['coverImgAlt'], message: BUSINESS_COMMUNITY_DESK_MESSAGES.coverAltRequired });
  }
}

export const cmntWriteBodySchema = cmntWriteFields.superRefine(checkCommunity);
export type CmntWriteBody = z.input<typeof cmntWriteBodySchema>;
export type CmntWrite = z.output<typeof cmntWriteBodySchema>;

export const cmntEditBodySchema = cmntWriteFields.extend(readCopySchema.shape).superRefine(checkCommunity);
export type CmntEditBody = z.input<typeof cmntEditBodySchema>;

export const cmntStateBodySchema = readCopySchema.extend({
  action: z.enum(['CLOSE', 'REOPEN'], { error: '닫기 또는 다시 열기를 골라 주세요.' }),
  reason: reasonSchema,
});
export type CmntStateBody = z.infer<typeof cmntStateBodySchema>;

export const cmntSavedSchema = commandResultSchema.extend({ cmntId: z.number().int() });
export const cmntCoverResultSchema = commandResultSchema.extend({ url: z.string() });
export const cmntDeskParamsSchema = z.object({ cmntId: cmntIdSchema });

// Waiting for approval.

export const cmntWaitingMemberSchema = z.object({
  userId: z.number().int(),
  /** Masked (홍*동). */
  userNm: z.string(),
  vrfcYn: ynSchema,
  tpbizNm: z.string().nullable(),
  rgnNm: z.string().nullable(),
  /** The request's copy: when it was made (ISO, as stored). */
  updtDt: z.string(),
  regDt: z.string(),
});
export const cmntWaitingPostSchema = z.object({
  cmntPostId: z.number().int(),
  postTit: z.string(),
  smry: z.string(),
  userNm: z.string(),
  updtDt: z.string(),
  regDt: z.string(),
});
export const cmntWaitingSchema = z.object({
  members: z.array(cmntWaitingMemberSchema),
  posts: z.array(cmntWaitingPostSchema),
});
export type CmntWaiting = z.infer<typeof cmntWaitingSchema>;

export const cmntDecisionBodySchema = readCopySchema.extend({
  decision: z.enum(['APPROVE', 'REFUSE'], { error: '승인 또는 거절을 골라 주세요.' }),
  /** Told to the member with a refusal. */
  reason: reasonSchema.optional(),
});
export type CmntDecisionBody = z.infer<typeof cmntDecisionBodySchema>;
export const cmntMemberParamsSchema = z.object({ cmntId: cmntIdSchema, userId: rowIdSchema() });
export const cmntPostParamsSchema = z.object({ cmntId: cmntIdSchema, cmntPostId: rowIdSchema() });

// Managers.

export const cmntManagerSchema = z.object({
  userId: z.number().int(),
  /** Masked (홍*동, ab***). */
  userNm: z.string(),
  lgnId: z.string(),
  mbrRoleCd: z.enum(['OWNER', 'MANAGER', 'MEMBER']),
  /** The member's standing in this community: NONE when not a member. */
  mbrSttsCd: z.enum(['ACTIVE', 'WAIT', 'NONE']),
});
export type CmntManager = z.infer<typeof cmntManagerSchema>;
export const cmntManagersSchema = z.array(cmntManagerSchema);
export const cmntMemberSearchSchema = z.object({
  q: z
    .string({ error: BUSINESS_COMMUNITY_DESK_MESSAGES.memberQueryRequired })
    .trim()
    .min(1, BUSINESS_COMMUNITY_DESK_MESSAGES.memberQueryRequired)
    .max(50, BUSINESS_COMMUNITY_DESK_MESSAGES.searchTooLong),
});
export const cmntManagerBodySchema = readCopySchema.extend({
  action: z.enum(['APPOINT', 'REMOVE'], { error: '지정 또는 해제를 골라 주세요.' }),
});
export type CmntManagerBody = z.infer<typeof cmntManagerBodySchema>;

// Notices and data entries.

export const cmntEntryQuerySchema = consolePageQuerySchema
  .extend({ brdSeCd: entryBoardSchema.optional() })
  .extend(consoleSortSchema(['brdTit', 'regDt']).shape);
export type CmntEntryQuery = z.infer<typeof cmntEntryQuerySchema>;

export const cmntEntryFileSchema = z.object({ fileId: z.string(), fileNm: z.string(), fileSize: z.number().int() });
export type CmntEntryFile = z.infer<typeof cmntEntryFileSchema>;

export const cmntEntryRowSchema = z.object({
  cmntBrdId: z.number().int(),
  brdSeCd: entryBoardSchema,
  brdTit: z.string(),
  fixYn: ynSchema,
  atchCnt: z.number().int(),
  regDt: z.string(),
  updtDt: z.string(),
});
export type CmntEntryRow = z.infer<typeof cmntEntryRowSchema>;
export const cmntEntryDetailSchema = cmntEntryRowSchema.extend({
  cmntId: z.number().int(),
  brdCn: z.string(),
  atchFiles: z.array(cmntEntryFileSchema),
});
export type CmntEntryDetail = z.infer<typeof cmntEntryDetailSchema>;

const entryFileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, BUSINESS_COMMUNITY_DESK_MESSAGES.atchNotYours);
const entryFields = z.object({
  brdTit: z
    .string({ error: BUSINESS_COMMUNITY_DESK_MESSAGES.entryTitleRequired })
    .trim()
    .min(1, BUSINESS_COMMUNITY_DESK_MESSAGES.entryTitleRequired)
    .max(200, BUSINESS_COMMUNITY_DESK_MESSAGES.entryTitleTooLong),
  brdCn: z
    .string({ error: BUSINESS_COMMUNITY_DESK_MESSAGES.entryBodyRequired })
    .min(1, BUSINESS_COMMUNITY_DESK_MESSAGES.entryBodyRequired)
    .max(CMNT_ENTRY_BODY_MAX, BUSINESS_COMMUNITY_DESK_MESSAGES.entryBodyTooLong),
  fixYn: ynSchema.default('N'),
  /** Files uploaded with `scommunity/admin/files` (the entry's own ones too), in order. */
  atchFileIds: z
    .array(entryFileIdSchema)
    .max(CMNT_ENTRY_MAX_ATCH, BUSINESS_COMMUNITY_DESK_MESSAGES.atchTooMany)
    .default([]),
});
export const cmntEntryWriteBodySchema = entryFields.extend({ brdSeCd: entryBoardSchema });
export type CmntEntryWrite = z.output<typeof cmntEntryWriteBodySchema>;
export const cmntEntryEditBodySchema = entryFields.extend(readCopySchema.shape);
export type CmntEntryEdit = z.output<typeof cmntEntryEditBodySchema>;
export const cmntEntryParamsSchema = z.object({
  cmntId: cmntIdSchema,
  cmntBrdId: rowIdSchema(BUSINESS_COMMUNITY_DESK_MESSAGES.entryNotFound),
});
export const cmntEntrySavedSchema = commandResultSchema.extend({ cmntBrdId: z.number().int() });
export const cmntEntryFilesResultSchema = commandResultSchema.extend({ files: z.array(cmntEntryFileSchema) });

const desk = { roles: ['SYSTEM', 'COMMUNITY'] } as const;

export const businessCommunityAdminEndpoints = {
  communities: endpoint({
    method: 'GET',
    path: 'scommunity/admin/communities',
    access: desk,
    summary: '커뮤니티 관리 목록(이름 검색, 구분·가입 방식·운영 상태; 이름·회원 수·개설일로 정렬)',
    query: cmntDeskQuerySchema,
    response: pageSchema(cmntDeskRowSchema),
  }),
  community: endpoint({
    method: 'GET',
    path: 'scommunity/admin/communities/:cmntId',
    access: desk,
    summary: '커뮤니티 관리 상세(수정 화면): 대표 이미지와 대체 텍스트, 닫은 사유, 읽은 사본(updtDt)',
    params: cmntDeskParamsSchema,
    response: cmntDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'scommunity/admin/communities',
    access: desk,
    summary: '커뮤니티 만들기(업종 또는 지역, 이름, 소개, 가입 방식, 대표 이미지; 게시판 세 개를 함께 만듦)',
    body: cmntWriteBodySchema,
    response: cmntSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'scommunity/admin/communities/:cmntId',
    access: desk,
    summary: '커뮤니티 수정(읽은 사본 기준: 다른 담당자가 먼저 고쳤으면 거절)',
    params: cmntDeskParamsSchema,
    body: cmntEditBodySchema,
    response: cmntSavedSchema,
  }),
  state: endpoint({
    method: 'PUT',
    path: 'scommunity/admin/communities/:cmntId/state',
    access: desk,
    summary: '커뮤니티 닫기·다시 열기(사유, 읽은 사본 기준)',
    params: cmntDeskParamsSchema,
    body: cmntStateBodySchema,
    response: commandResultSchema,
  }),
  uploadCover: endpoint({
    method: 'POST',
    path: 'scommunity/admin/cover',
    access: desk,
    summary: '커뮤니티 대표 이미지 올리기(multipart uploadFiles, 1개; 저장 때 coverImgUrl로 붙임)',
    multipart: true,
    response: cmntCoverResultSchema,
  }),
  managers: endpoint({
    method: 'GET',
    path: 'scommunity/admin/communities/:cmntId/managers',
    access: desk,
    summary: '커뮤니티 개설자와 운영진(이름·아이디는 가림)',
    params: cmntDeskParamsSchema,
    response: cmntManagersSchema,
  }),
  memberSearch: endpoint({
    method: 'GET',
    path: 'scommunity/admin/communities/:cmntId/member-search',
    access: desk,
    summary: '운영진으로 지정할 회원 찾기(아이디 또는 이름이 같은 회원, 가려서 최대 10명)',
    params: cmntDeskParamsSchema,
    query: cmntMemberSearchSchema,
    response: cmntManagersSchema,
  }),
  manager: endpoint({
    method: 'PUT',
    path: 'scommunity/admin/communities/:cmntId/managers/:userId',
    access: desk,
    summary: '운영진 지정·해제(커뮤니티의 읽은 사본 기준, 변경 이력; 회원에게 알림)',
    params: cmntMemberParamsSchema,
    body: cmntManagerBodySchema,
    response: commandResultSchema,
  }),
  entries: endpoint({
    method: 'GET',
    path: 'scommunity/admin/communities/:cmntId/entries',
    access: desk,
    summary: '커뮤니티 공지사항·자료실 게시물 목록(제목·등록일로 정렬)',
    params: cmntDeskParamsSchema,
    query: cmntEntryQuerySchema,
    response: pageSchema(cmntEntryRowSchema),
  }),
  entry: endpoint({
    method: 'GET',
    path: 'scommunity/admin/communities/:cmntId/entries/:cmntBrdId',
    access: desk,
    summary: '커뮤니티 게시물 상세(수정 화면): 본문, 첨부파일, 읽은 사본',
    params: cmntEntryParamsSchema,
    response: cmntEntryDetailSchema,
  }),
  createEntry: endpoint({
    method: 'POST',
    path: 'scommunity/admin/communities/:cmntId/entries',
    access: desk,
    summary: '커뮤니티 공지사항·자료실 게시물 등록(본문은 서버에서 정리, 첨부파일, 상단 고정)',
    params: cmntDeskParamsSchema,
    body: cmntEntryWriteBodySchema,
    response: cmntEntrySavedSchema,
  }),
  updateEntry: endpoint({
    method: 'PUT',
    path: 'scommunity/admin/communities/:cmntId/entries/:cmntBrdId',
    access: desk,
    summary: '커뮤니티 게시물 수정(읽은 사본 기준)',
    params: cmntEntryParamsSchema,
    body: cmntEntryEditBodySchema,
    response: cmntEntrySavedSchema,
  }),
  deleteEntry: endpoint({
    method: 'PUT',
    path: 'scommunity/admin/communities/:cmntId/entries/:cmntBrdId/delete',
    access: desk,
    summary: '커뮤니티 게시물 삭제(읽은 사본 기준)',
    params: cmntEntryParamsSchema,
    body: readCopySchema,
    response: commandResultSchema,
  }),
  uploadFiles: endpoint({
    method: 'POST',
    path: 'scommunity/admin/files',
    access: desk,
    summary: '커뮤니티 게시물 첨부파일 올리기(multipart uploadFiles, 최대 5개; 등록·수정 때 atchFileIds로 붙임)',
    multipart: true,
    response: cmntEntryFilesResultSchema,
  }),
  waiting: endpoint({
    method: 'GET',
    path: 'scommunity/admin/communities/:cmntId/waiting',
    access: desk,
    summary: '승인을 기다리는 가입 신청과 첫 게시글(이름은 가림)',
    params: cmntDeskParamsSchema,
    response: cmntWaitingSchema,
  }),
  decideMember: endpoint({
    method: 'PUT',
    path: 'scommunity/admin/communities/:cmntId/members/:userId/decision',
    access: desk,
    summary: '가입 신청 승인·거절(커뮤니티 화면과 같은 규칙, 신청 시각이 읽은 사본; 회원에게 알림)',
    params: cmntMemberParamsSchema,
    body: cmntDecisionBodySchema,
    response: commandResultSchema,
  }),
  decidePost: endpoint({
    method: 'PUT',
    path: 'scommunity/admin/communities/:cmntId/posts/:cmntPostId/decision',
    access: desk,
    summary: '첫 게시글 승인·거절(커뮤니티 화면과 같은 규칙, 읽은 사본 기준; 작성자에게 알림)',
    params: cmntPostParamsSchema,
    body: cmntDecisionBodySchema,
    response: commandResultSchema,
  }),
} as const;
