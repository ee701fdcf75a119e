import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pageQuerySchema, pageSchema, ymdSchema, ynSchema, rowIdSchema } from './envelope.js';

/**
 * The one content engine: news (issue, issue2), interviews, social space (playground 1/2/3), sentcont, sales support
 * and notices share one model — title, sanitized HTML body, thumbnail, category, period, attachments, exposure
 * (expsrYn, useYn) and a view count. Every list pages by 10 and every view carries previous/next.
 */
export const CONTENT_TYPES = [
  'issue',
  'issue2',
  'interview',
  'plygrnd',
  'plygrnd2',
  'plygrnd3',
  'sentcont',
  'smbsales',
  'notice',
  'sprtntc',
  'intrd',
  'intrdexm',
] as const;
export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** Korean name of each content type (search groups, breadcrumbs). */
export const CONTENT_TYPE_NAMES: Record<ContentType, string> = {
  issue: '소식',
  issue2: '정책 소식',
  interview: '인터뷰',
  plygrnd: '소셜 스페이스',
  plygrnd2: '소셜 스페이스',
  plygrnd3: '소셜 스페이스 자료',
  sentcont: '콘텐츠',
  smbsales: '판로 지원',
  notice: '공지사항',
  sprtntc: '지원사업 안내',
  intrd: '지원사업 소개',
  intrdexm: '지원사업 사례',
};

/**
 * Support-business introductions (intrd) and their examples (intrdexm): an example's category is its introduction,
 * `intrd-{intrdId}`, so the examples of one introduction are a category list of the one content engine.
 */
export const intrdCategory = (intrdId: number): string => `intrd-${intrdId}`;

/** sentcont categories (sentContCtgrDcd). */
export const SENTCONT_CATEGORIES = [
  { code: 'guide', name: '창업 가이드' },
  { code: 'story', name: '성장 이야기' },
  { code: 'policy', name: '정책 해설' },
] as const;

/**
 * The live-studio category of social space set 2 (code group 1012: 1012001 소셜 스페이스, 1012002 라이브 스튜디오,
 * 1012003 소담상회). `studio/plygrnds2` and `studio/plygrnd2/{id}` are the content engine's plygrnd2 items of it.
 */
export const STUDIO_PLYGRND2_CTGR = '1012002';

/** The new-content alert (sentcont/list/ntfctn) names the newest items, this many. */
export const SENTCONT_ALERT_COUNT = 5;

export const CONTENT_MESSAGES = {
  notFound: '요청하신 게시물을 찾을 수 없습니다.',
  fileNotFound: '첨부파일을 찾을 수 없습니다.',
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: '제목은 200자 이내로 입력해주세요.',
  bodyRequired: '내용을 입력해주세요.',
  searchTooLong: '검색어는 50자 이내로 입력해주세요.',
  invalidCategory: '카테고리가 올바르지 않습니다.',
  invalidId: '게시물 번호가 올바르지 않습니다.',
  shareCopied: '링크가 복사되었습니다.',
  shareFailed: '링크를 만들지 못했습니다. 다시 시도해주세요.',
  invalidSharePath: '공유할 수 없는 주소입니다.',
} as const;

export const contentIdParamsSchema = z.object({
  id: rowIdSchema(CONTENT_MESSAGES.invalidId),
});

export const contentListQuerySchema = pageQuerySchema.extend({
  searchTerm: z.string().trim().max(50, CONTENT_MESSAGES.searchTooLong).optional(),
  /** Category (ctgrCode: 1012001 …, or a sentcont category). */
  ctgrCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, CONTENT_MESSAGES.invalidCategory)
    .optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** Previous/next of a view: the same type (and category when the list was filtered by one). */
export const contentViewQuerySchema = z.object({
  ctgrCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, CONTENT_MESSAGES.invalidCategory)
    .optional(),
});

export const attachmentSchema = z.object({
  fileId: z.string(),
  fileNm: z.string(),
  fileSize: z.number().int(),
  /** Download path under /v1/app. */
  downloadUrl: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const contentSummarySchema = z.object({
  contentsId: z.number().int(),
  contentsType: contentTypeSchema,
  ctgrCode: z.string().nullable(),
  ctgrNm: z.string().nullable(),
  tit: z.string(),
  smry: z.string().nullable(),
  thmbnlImgPtUrl: z.string().nullable(),
  bgngYmd: ymdSchema.nullable(),
  endYmd: ymdSchema.nullable(),
  fixYn: ynSchema,
  inqCnt: z.number().int(),
  atchCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentPageSchema = pageSchema(contentSummarySchema);

export const pagerLinkSchema = z.object({ id: z.number().int(), tit: z.string() }).nullable();

export const contentDetailSchema = contentSummarySchema.extend({
  cn: z.string(),
  linkUrl: z.string().nullable(),
  atchFiles: z.array(attachmentSchema),
  preId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
  pre: pagerLinkSchema,
  next: pagerLinkSchema,
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

/** GET main/util/shortUrl?url=/notice/3/view → a short link to share. */
export const shortUrlQuerySchema = z.object({
  url: z
    .string({ error: CONTENT_MESSAGES.invalidSharePath })
    .max(500, CONTENT_MESSAGES.invalidSharePath)
    .regex(/^\/(?!\/)[^\s\\]*$/, CONTENT_MESSAGES.invalidSharePath),
});
export const shortUrlResultSchema = z.object({ shortUrl: z.string(), code: z.string() });
export type ShortUrlResult = z.infer<typeof shortUrlResultSchema>;

/** A file of a social-space item (set 2 and 3): the one named, or the item's first. */
export const contentDownloadQuerySchema = z.object({
  fileId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/** A board's list: paged by 10, searched in title and body, by category where the board has them. */
function listOf<const P extends string>(path: P, name: string) {
  return endpoint({
    method: 'GET',
    path,
    access: 'public',
    summary: `${name} 목록`,
    query: contentListQuerySchema,
    response: contentPageSchema,
  });
}

/** One item of a board, with previous/next (within `ctgrCode` when given). */
function viewOf<const P extends string>(path: P, name: string) {
  return endpoint({
    method: 'GET',
    path,
    access: 'public',
    summary: `${name} 상세(이전글/다음글)`,
    params: contentIdParamsSchema,
    query: contentViewQuerySchema,
    response: contentDetailSchema,
  });
}

/** A social-space attachment: a file, not JSON. */
function downloadOf<const P extends string>(path: P) {
  return endpoint({
    method: 'GET',
    path,
    access: 'public',
    summary: '소셜 스페이스 첨부파일 내려받기(fileId 없으면 첫 파일)',
    params: contentIdParamsSchema,
    query: contentDownloadQuerySchema,
  });
}

/** The calls of the content engine (information, studio and community boards, sentcont, sales support). */
export const contentEndpoints = {
  plygrnds: listOf('information/plygrnds', '소셜 스페이스'),
  plygrnd: viewOf('information/plygrnd/:id', '소셜 스페이스'),
  /** Social space set 2 by category (ctgrCode 1012001 …); studio/plygrnds2 serves its studio category. */
  plygrnds2: listOf('information/plygrnds2', '소셜 스페이스(분류별)'),
  plygrnd2: viewOf('information/plygrnd2/:id', '소셜 스페이스(분류별)'),
  issues: listOf('information/issues', '소식'),
  issue: viewOf('information/issue/:id', '소식'),
  issues2: listOf('information/issues2', '정책 소식'),
  issue2: viewOf('information/issue2/:id', '정책 소식'),
  interviews: listOf('information/interviews', '인터뷰'),
  interview: viewOf('information/interview/:id', '인터뷰'),
  /** The live-studio category (STUDIO_PLYGRND2_CTGR) of set 2: the query's category is ignored. */
  studioPlygrnds2: listOf('studio/plygrnds2', '스튜디오 소셜 스페이스 콘텐츠'),
  studioPlygrnd2: viewOf('studio/plygrnd2/:id', '스튜디오 소셜 스페이스 콘텐츠'),
  plygrnds3: listOf('community/plygrnds3', '소셜 스페이스 자료'),
  plygrnd3: viewOf('community/plygrnd3/:id', '소셜 스페이스 자료'),
  plygrnd2Download: downloadOf('community/plygrnd2/:id/download'),
  plygrnd3Download: downloadOf('community/plygrnd3/:id/download'),
  sentconts: endpoint({
    method: 'GET',
    path: 'sentcont/list',
    access: 'public',
    summary: '콘텐츠 목록(분류 ctgrCode)',
    query: contentListQuerySchema,
    response: contentPageSchema,
  }),
  sentcontAlerts: endpoint({
    method: 'GET',
    path: 'sentcont/list/ntfctn',
    access: 'public',
    summary: '새 콘텐츠 알림(최근 5건)',
    response: contentPageSchema,
  }),
  sentcont: endpoint({
    method: 'GET',
    path: 'sentcont/:id/view',
    access: 'public',
    summary: '콘텐츠 상세',
    params: contentIdParamsSchema,
    query: contentViewQuerySchema,
    response: contentDetailSchema,
  }),
  smbSales: listOf('support/smb-sales', '판로 지원'),
  smbSale: viewOf('support/smb-sales/:id', '판로 지원'),
} as const;

/** The introductions list without a category: an introduction has none. */
export const introductionListQuerySchema = contentListQuerySchema.omit({ ctgrCode: true });

/**
 * Support-business introductions (intrd) and their examples (intrdexm): content-engine items served under
 * support/intrd… (registered by the support domain, which owns those pages' rules). `intrds` (the list the
 * supportbiz pages open with) is not in the api map's table.
 */
export const supportBizEndpoints = {
  introductions: endpoint({
    method: 'GET',
    path: 'support/intrds',
    access: 'public',
    summary: '지원사업 소개 목록',
    query: introductionListQuerySchema,
    response: contentPageSchema,
  }),
  introduction: endpoint({
    method: 'GET',
    path: 'support/intrd/:id',
    access: 'public',
    summary: '지원사업 소개',
    params: contentIdParamsSchema,
    response: contentDetailSchema,
  }),
  examples: endpoint({
    method: 'GET',
    path: 'support/intrd/:id/exms',
    access: 'public',
    summary: '지원사업 소개의 사례 목록',
    params: contentIdParamsSchema,
    query: introductionListQuerySchema,
    response: contentPageSchema,
  }),
  example: endpoint({
    method: 'GET',
    path: 'support/intrd/exm/:id',
    access: 'public',
    summary: '지원사업 사례(같은 소개의 이전글/다음글)',
    params: contentIdParamsSchema,
    response: contentDetailSchema,
  }),
} as const;
