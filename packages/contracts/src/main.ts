import { z } from 'zod';

/** Main page calls (main/*). Banners and section groups are cached 5 minutes (spec section 9). */
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
  newWinYn: z.enum(['Y', 'N']),
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
export const expsrQuerySchema = z.object({ expsrYn: z.enum(['Y', 'N']).default('Y') });
export const useQuerySchema = z.object({ useYn: z.enum(['Y', 'N']).default('Y') });

export const eduBannerSchema = z.object({
  eduBannrId: z.number().int(),
  eduBannrTit: z.string(),
  eduBannrSubTit: z.string().nullable(),
  linkUrl: z.string().nullable(),
  bgColor: z.string(),
});
export type EduBanner = z.infer<typeof eduBannerSchema>;
export const eduBannerListSchema = z.array(eduBannerSchema);

export const courseSchema = z.object({
  courseId: z.number().int(),
  courseNm: z.string(),
  courseDesc: z.string().nullable(),
  lrnHr: z.number().int(),
  lvlNm: z.string(),
  instrNm: z.string(),
  linkUrl: z.string(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.array(courseSchema);
