import { z } from 'zod';
import { mainLiveSchema } from './broadcast.js';
import { shortUrlQuerySchema, shortUrlResultSchema } from './content.js';
import { endpoint } from './endpoint.js';
import { ynSchema } from './envelope.js';

/**
 * Main page calls (main/*). Banners and section groups are cached 5 minutes (spec section 9); the console desk
 * (main.admin.ts) changes them and clears the cache on every server.
 */
export const MAIN_CACHE_MS = 300_000;
/** Slideshow: autoplay every 4 s, transition 1 s. */
export const SLIDE_AUTOPLAY_MS = 4000;
export const SLIDE_SPEED_MS = 1000;

export const bannerSchema = z.object({
  bannrId: z.number().int(),
  bannrTit: z.string(),
  bannrSubTit: z.string().nullable(),
  bannrImgPtUrl: z.string().nullable(),
  bannrImgAlt: z.string(),
  linkUrl: z.string().nullable(),
  newWinYn: ynSchema,
  bgColor: z.string(),
  sortSeq: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);

export const sectionItemSchema = z.object({
  sectItemId: z.number().int(),
  itemTit: z.string(),
  itemDesc: z.string().nullable(),
  linkUrl: z.string(),
  badgeNm: z.string().nullable(),
  icon: z.string().nullable(),
});
export const sectionGroupSchema = z.object({
  sectGrpId: z.number().int(),
  sectGrpNm: z.string(),
  sectGrpDesc: z.string().nullable(),
  moreUrl: z.string().nullable(),
  items: z.array(sectionItemSchema),
});
export type SectionGroup = z.infer<typeof sectionGroupSchema>;
export const sectionGroupListSchema = z.array(sectionGroupSchema);
export const expsrQuerySchema = z.object({ expsrYn: ynSchema.default('Y') });
export const useQuerySchema = z.object({ useYn: ynSchema.default('Y') });

export const eduBannerSchema = z.object({
  eduBannrId: z.number().int(),
  eduBannrTit: z.string(),
  eduBannrSubTit: z.string().nullable(),
  linkUrl: z.string().nullable(),
  bgColor: z.string(),
});
export type EduBanner = z.infer<typeof eduBannerSchema>;
export const eduBannerListSchema = z.array(eduBannerSchema);

/** A featured e-learning course (the catalogue's own rows, featured for the main page's course cards). */
export const courseSchema = z.object({
  courseId: z.number().int(),
  courseNm: z.string(),
  courseDesc: z.string().nullable(),
  /** Learning time in minutes. */
  lrnMin: z.number().int(),
  lvlNm: z.string(),
  instrNm: z.string(),
  /** The course's picture (the catalogue's own thumbnail). */
  thmbUrl: z.string(),
  linkUrl: z.string(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.array(courseSchema);

/** A short link's code (`/s/{code}`, a redirect for browsers outside /v1/app): anything but a known code is 404. */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

/** The calls of the main page (banners, sections, education, courses: answered from the app cache) and share links. */
export const mainEndpoints = {
  banners: endpoint({
    method: 'GET',
    path: 'main/bannrs',
    access: 'public',
    summary: '메인 배너(5분 캐시)',
    query: expsrQuerySchema,
    response: bannerListSchema,
  }),
  sectionGroups: endpoint({
    method: 'GET',
    path: 'main/sect/grps',
    access: 'public',
    summary: '메인 섹션 묶음(5분 캐시)',
    query: expsrQuerySchema,
    response: sectionGroupListSchema,
  }),
  eduBanners: endpoint({
    method: 'GET',
    path: 'main/edu/bannrs',
    access: 'public',
    summary: '교육 배너',
    query: useQuerySchema,
    response: eduBannerListSchema,
  }),
  courses: endpoint({
    method: 'GET',
    path: 'main/courses',
    access: 'public',
    summary: '추천 교육 과정',
    response: courseListSchema,
  }),
  live: endpoint({
    method: 'GET',
    path: 'main/live',
    access: 'public',
    summary: '메인 라이브 영역(지금 방송 중, 다음 방송, 최근 다시보기; 시각에 따라 바뀌어 캐시하지 않음)',
    response: mainLiveSchema,
  }),
  shortUrl: endpoint({
    method: 'GET',
    path: 'main/util/shortUrl',
    access: 'public',
    summary: '공유용 짧은 주소',
    query: shortUrlQuerySchema,
    response: shortUrlResultSchema,
  }),
} as const;
