import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { type ContentType, contentTypeSchema } from './content.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';
import { faqCategorySchema, faqSchema } from './faq.js';
import { FILE_KEY_PATTERN, FILES_URL_PREFIX } from './upload.js';

/**
 * The content desk of the operator console (decision 034, issue 37): the content boards (news, interviews, social
 * space, sentcont, sales support, support-business introductions and examples) written, edited and hidden with the
 * community's rich-text editor, and the FAQ of `/guide` written, ordered and hidden. Notices are the notice desk's.
 */

/** The boards of this desk, in the console's picker order. */
export const CONSOLE_BOARDS = [
  'issue',
  'issue2',
  'interview',
  'plygrnd',
  'plygrnd2',
  'plygrnd3',
  'sentcont',
  'smbsales',
  'intrd',
  'intrdexm',
] as const satisfies readonly ContentType[];
export type ConsoleBoard = (typeof CONSOLE_BOARDS)[number];

export const CONTENT_DESK_MESSAGES = {
  invalidBoard: '게시판이 올바르지 않습니다.',
  categoryRequired: '분류를 선택해 주세요.',
  thumbnailInvalid: '대표 이미지는 올린 이미지 파일이어야 합니다.',
  thumbnailAltRequired: '대표 이미지의 대체 텍스트를 입력해 주세요.',
  thumbnailAltTooLong: '대체 텍스트는 200자 이내로 입력해 주세요.',
  linkInvalid: '링크는 http:// 또는 https://로 시작하는 주소로 입력해 주세요.',
  created: '게시물을 등록했습니다.',
  updated: '게시물을 수정했습니다.',
  hidden: '게시물을 숨겼습니다. 공개 화면과 검색에서 보이지 않습니다.',
  shown: '게시물을 다시 공개했습니다.',
  faqNotFound: '자주 묻는 질문을 찾을 수 없습니다.',
  faqCategoryInvalid: '질문 분류가 올바르지 않습니다.',
  questionRequired: '질문을 입력해 주세요.',
  questionTooLong: '질문은 200자 이내로 입력해 주세요.',
  answerRequired: '답변을 입력해 주세요.',
  answerTooLong: '답변은 4,000자 이내로 입력해 주세요.',
  faqCreated: '자주 묻는 질문을 등록했습니다.',
  faqUpdated: '자주 묻는 질문을 수정했습니다.',
  faqHidden: '자주 묻는 질문을 숨겼습니다.',
  faqShown: '자주 묻는 질문을 다시 공개했습니다.',
  faqMoved: '순서를 바꿨습니다.',
  faqEdge: '더 옮길 수 없습니다. 분류 안에서 이미 맨 앞이나 맨 뒤입니다.',
  exposureInvalid: '공개 또는 숨김을 골라 주세요.',
} as const;

const M = CONTENT_DESK_MESSAGES;

export const consoleBoardSchema = z.enum(CONSOLE_BOARDS, { error: M.invalidBoard });

/** A board as the picker shows it, with the categories an item of it takes (none: the board has no categories). */
export const consoleBoardInfoSchema = z.object({
  board: consoleBoardSchema,
  name: z.string(),
  categories: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ConsoleBoardInfo = z.infer<typeof consoleBoardInfoSchema>;

export const boardParamsSchema = z.object({ board: consoleBoardSchema });
export const boardItemParamsSchema = z.object({ board: consoleBoardSchema, contentsId: rowIdSchema() });

export const boardItemQuerySchema = consolePageQuerySchema
  .extend({
    /** Searched in the title. */
    searchTerm: z.string().trim().max(50, '검색어는 50자 이내로 입력해 주세요.').optional(),
    /** Y: shown on the public pages; N: hidden. */
    expsrYn: z.enum(['Y', 'N'], { error: M.exposureInvalid }).optional(),
  })
  .extend(consoleSortSchema(['tit', 'expsrYn', 'regDt']).shape);
export type BoardItemQuery = z.infer<typeof boardItemQuerySchema>;

export const boardItemRowSchema = z.object({
  contentsId: z.number().int(),
  contentsType: contentTypeSchema,
  ctgrCode: z.string().nullable(),
  ctgrNm: z.string().nullable(),
  tit: z.string(),
  thmbnlImgPtUrl: z.string().nullable(),
  expsrYn: ynSchema,
  regDt: z.string(),
  /** The copy a change names. */
  updtDt: z.string(),
  /** The item's public page. */
  publicPath: z.string(),
});
export type BoardItemRow = z.infer<typeof boardItemRowSchema>;

export const boardItemDetailSchema = boardItemRowSchema.extend({
  cn: z.string(),
  thmbnlImgAlt: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type BoardItemDetail = z.infer<typeof boardItemDetailSchema>;

/** A stored picture's address (`/files/<key>`), as the upload answered it. */
const fileAddressSchema = z
  .string({ error: M.thumbnailInvalid })
  .max(200, M.thumbnailInvalid)
  .refine((v) => v.startsWith(FILES_URL_PREFIX) && FILE_KEY_PATTERN.test(v.slice(FILES_URL_PREFIX.length)), {
    message: M.thumbnailInvalid,
  });

/** An item as written: title, sanitized body, category where the board has them, the thumbnail with its alt text. */
const boardItemFields = z.object({
  ctgrCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, M.categoryRequired)
    .nullish(),
  tit: z
    .string({ error: '제목을 입력해주세요.' })
    .trim()
    .min(1, '제목을 입력해주세요.')
    .max(200, '제목은 200자 이내로 입력해주세요.'),
  cn: z.string({ error: '내용을 입력해주세요.' }).min(1, '내용을 입력해주세요.').max(200_000, '내용이 너무 깁니다.'),
  thmbnlImgPtUrl: fileAddressSchema.nullish(),
  thmbnlImgAlt: z.string().trim().max(200, M.thumbnailAltTooLong).nullish(),
  linkUrl: z
    .string()
    .trim()
    .max(500, M.linkInvalid)
    .regex(/^https?:\/\/\S+$/, M.linkInvalid)
    .nullish(),
});
/** A thumbnail is described for people who cannot see it. */
const altGiven = (b: { thmbnlImgPtUrl?: string | null; thmbnlImgAlt?: string | null }) =>
  !b.thmbnlImgPtUrl || !!b.thmbnlImgAlt;
const altRule = { message: M.thumbnailAltRequired, path: ['thmbnlImgAlt'] };

export const boardItemBodySchema = boardItemFields.refine(altGiven, altRule);
export type BoardItemBody = z.infer<typeof boardItemBodySchema>;

export const boardItemEditSchema = boardItemFields.extend(readCopySchema.shape).refine(altGiven, altRule);
export type BoardItemEdit = z.infer<typeof boardItemEditSchema>;

export const exposureBodySchema = readCopySchema.extend({
  expsrYn: z.enum(['Y', 'N'], { error: M.exposureInvalid }),
});
export type ExposureBody = z.infer<typeof exposureBodySchema>;

export const boardItemCreatedSchema = commandResultSchema.extend({ contentsId: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------
// The FAQ of /guide
// ---------------------------------------------------------------------------------------------------------------

export const faqRowSchema = faqSchema.extend({
  sortSeq: z.number().int(),
  expsrYn: ynSchema,
  updtDt: z.string(),
});
export type FaqRow = z.infer<typeof faqRowSchema>;

export const faqQuerySchema = consolePageQuerySchema
  .extend({
    ctgrCd: faqCategorySchema.optional(),
    expsrYn: z.enum(['Y', 'N'], { error: M.exposureInvalid }).optional(),
  })
  // `sortSeq`, the default: the display order the desk edits (categories as /guide shows them, then each one's order).
  .extend(consoleSortSchema(['sortSeq', 'qstn', 'expsrYn']).shape);
export type FaqQuery = z.infer<typeof faqQuerySchema>;

export const faqBodySchema = z.object({
  ctgrCd: faqCategorySchema,
  qstn: z.string({ error: M.questionRequired }).trim().min(1, M.questionRequired).max(200, M.questionTooLong),
  ans: z.string({ error: M.answerRequired }).trim().min(1, M.answerRequired).max(4000, M.answerTooLong),
});
export type FaqBody = z.infer<typeof faqBodySchema>;
export const faqEditSchema = faqBodySchema.extend(readCopySchema.shape);
export type FaqEdit = z.infer<typeof faqEditSchema>;

export const faqMoveSchema = readCopySchema.extend({
  direction: z.enum(['UP', 'DOWN'], { error: '옮길 방향을 골라 주세요.' }),
});
export type FaqMove = z.infer<typeof faqMoveSchema>;

export const faqParamsSchema = z.object({ faqId: rowIdSchema() });
export const faqCreatedSchema = commandResultSchema.extend({ faqId: z.number().int() });

const contentDesk = { roles: ['SYSTEM', 'CONTENT'] } as const;

export const contentAdminEndpoints = {
  boards: endpoint({
    method: 'GET',
    path: 'content/admin/boards',
    access: contentDesk,
    summary: '콘텐츠 게시판 목록(게시판별 분류)',
    response: z.array(consoleBoardInfoSchema),
  }),
  items: endpoint({
    method: 'GET',
    path: 'content/admin/boards/:board/items',
    access: contentDesk,
    summary: '게시판의 게시물 목록(제목 검색, 공개·숨김, 숨긴 글 포함)',
    params: boardParamsSchema,
    query: boardItemQuerySchema,
    response: pageSchema(boardItemRowSchema),
  }),
  item: endpoint({
    method: 'GET',
    path: 'content/admin/boards/:board/items/:contentsId',
    access: contentDesk,
    summary: '게시물 한 건(수정용; updtDt가 읽은 사본)',
    params: boardItemParamsSchema,
    response: boardItemDetailSchema,
  }),
  createItem: endpoint({
    method: 'POST',
    path: 'content/admin/boards/:board/items',
    access: contentDesk,
    summary: '게시물 등록(본문은 서버에서 정리, 검색 색인 반영)',
    params: boardParamsSchema,
    body: boardItemBodySchema,
    response: boardItemCreatedSchema,
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: 'content/admin/boards/:board/items/:contentsId',
    access: contentDesk,
    summary: '게시물 수정(읽은 사본 기준, 변경 이력)',
    params: boardItemParamsSchema,
    body: boardItemEditSchema,
    response: commandResultSchema,
  }),
  itemExposure: endpoint({
    method: 'PUT',
    path: 'content/admin/boards/:board/items/:contentsId/exposure',
    access: contentDesk,
    summary: '게시물 숨기기·다시 공개(읽은 사본 기준; 숨기면 공개 목록·상세·검색에서 빠짐)',
    params: boardItemParamsSchema,
    body: exposureBodySchema,
    response: commandResultSchema,
  }),
  faqs: endpoint({
    method: 'GET',
    path: 'content/admin/faqs',
    access: contentDesk,
    summary: '자주 묻는 질문 목록(분류, 공개·숨김; 분류와 순서대로)',
    query: faqQuerySchema,
    response: pageSchema(faqRowSchema),
  }),
  createFaq: endpoint({
    method: 'POST',
    path: 'content/admin/faqs',
    access: contentDesk,
    summary: '자주 묻는 질문 등록(분류의 맨 뒤)',
    body: faqBodySchema,
    response: faqCreatedSchema,
  }),
  updateFaq: endpoint({
    method: 'PUT',
    path: 'content/admin/faqs/:faqId',
    access: contentDesk,
    summary: '자주 묻는 질문 수정(읽은 사본 기준)',
    params: faqParamsSchema,
    body: faqEditSchema,
    response: commandResultSchema,
  }),
  faqExposure: endpoint({
    method: 'PUT',
    path: 'content/admin/faqs/:faqId/exposure',
    access: contentDesk,
    summary: '자주 묻는 질문 숨기기·다시 공개(읽은 사본 기준)',
    params: faqParamsSchema,
    body: exposureBodySchema,
    response: commandResultSchema,
  }),
  moveFaq: endpoint({
    method: 'PUT',
    path: 'content/admin/faqs/:faqId/order',
    access: contentDesk,
    summary: '자주 묻는 질문 순서 바꾸기(분류 안에서 한 칸 위·아래)',
    params: faqParamsSchema,
    body: faqMoveSchema,
    response: commandResultSchema,
  }),
} as const;
