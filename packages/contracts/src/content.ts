import { z } from 'zod';
import { pageQuerySchema, pageSchema, ymdSchema } from './envelope.js';

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
  id: z.coerce
    .number({ error: CONTENT_MESSAGES.invalidId })
    .int(CONTENT_MESSAGES.invalidId)
    .positive(CONTENT_MESSAGES.invalidId),
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
  fixYn: z.enum(['Y', 'N']),
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
