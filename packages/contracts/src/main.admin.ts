import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ymdSchema, ynSchema } from './envelope.js';
import { FILE_KEY_PATTERN, FILES_URL_PREFIX } from './upload.js';

/**
 * The main page's console desk (게시 › 메인 화면, decision 034): banners (written, edited, shown or hidden, put in
 * order) and the section groups' order and exposure. Every change names the copy it was made on (`updtDt`), leaves an
 * audit row and clears the main page's cache on every server, so the public page shows it at once. The home page has
 * no popups of its own: its popups are notices (the notice desk's).
 */

export const MAIN_ADMIN_MESSAGES = {
  bannerCreated: '배너를 등록했습니다.',
  bannerSaved: '배너를 수정했습니다.',
  bannerShown: '배너를 메인 화면에 보이게 했습니다.',
  bannerHidden: '배너를 메인 화면에서 숨겼습니다.',
  bannerMoved: (position: number) => `배너를 ${position}번째로 옮겼습니다.`,
  bannerNotFound: '배너를 찾을 수 없습니다.',
  invalidBannerId: '배너 번호가 올바르지 않습니다.',
  sectionShown: '섹션을 메인 화면에 보이게 했습니다.',
  sectionHidden: '섹션을 메인 화면에서 숨겼습니다.',
  sectionMoved: (position: number) => `섹션을 ${position}번째로 옮겼습니다.`,
  sectionNotFound: '섹션을 찾을 수 없습니다.',
  invalidSectionId: '섹션 번호가 올바르지 않습니다.',
  titleRequired: '배너 제목을 입력해 주세요.',
  titleTooLong: '배너 제목은 100자 이내로 입력해 주세요.',
  subTitleTooLong: '배너 부제목은 200자 이내로 입력해 주세요.',
  linkInvalid: '연결 주소는 /로 시작하는 포털 주소나 http(s) 주소로 입력해 주세요.',
  imageInvalid: '배너 그림은 업로드한 이미지만 쓸 수 있습니다.',
  altRequired: '배너 그림의 대체 텍스트를 입력해 주세요.',
  altTooLong: '대체 텍스트는 200자 이내로 입력해 주세요.',
  colorInvalid: '배경색은 #0b50d0처럼 6자리 색상 코드로 입력해 주세요.',
  periodInvalid: '게시 종료일은 시작일과 같거나 뒤여야 합니다.',
  positionInvalid: '옮길 위치가 올바르지 않습니다.',
  exposureInvalid: '노출 여부를 골라 주세요.',
} as const;

const linkUrlSchema = z
  .string()
  .trim()
  .max(500, MAIN_ADMIN_MESSAGES.linkInvalid)
  .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/.test(v), MAIN_ADMIN_MESSAGES.linkInvalid);

/** A picture stored by the upload domain and served to everyone: `/files/<key>`. */
export const bannerImageSchema = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (v.startsWith(FILES_URL_PREFIX) && FILE_KEY_PATTERN.test(v.slice(FILES_URL_PREFIX.length))),
    MAIN_ADMIN_MESSAGES.imageInvalid,
  );

/** What an operator writes of a banner: created with it, or edited on the copy read. */
const bannerFields = z.object({
  bannrTit: z
    .string({ error: MAIN_ADMIN_MESSAGES.titleRequired })
    .trim()
    .min(1, MAIN_ADMIN_MESSAGES.titleRequired)
    .max(100, MAIN_ADMIN_MESSAGES.titleTooLong),
  bannrSubTit: z.string().trim().max(200, MAIN_ADMIN_MESSAGES.subTitleTooLong).default(''),
  linkUrl: linkUrlSchema.default(''),
  newWinYn: ynSchema.default('N'),
  bannrImgPtUrl: bannerImageSchema.default(''),
  bannrImgAlt: z.string().trim().max(200, MAIN_ADMIN_MESSAGES.altTooLong).default(''),
  bgColor: z
    .string()
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, MAIN_ADMIN_MESSAGES.colorInvalid)
    .default('#0b50d0'),
  /** The display period (Seoul days, both ends shown); empty = from now on / without end. */
  pstgBgngYmd: z.union([ymdSchema, z.literal('')]).default(''),
  pstgEndYmd: z.union([ymdSchema, z.literal('')]).default(''),
});

/** A picture needs its alternative text; the period ends on or after its start. */
function checked<T extends z.ZodType<z.output<typeof bannerFields>>>(schema: T) {
  return schema
    .refine((b) => b.bannrImgPtUrl === '' || b.bannrImgAlt !== '', {
      message: MAIN_ADMIN_MESSAGES.altRequired,
      path: ['bannrImgAlt'],
    })
    .refine((b) => b.pstgBgngYmd === '' || b.pstgEndYmd === '' || b.pstgBgngYmd <= b.pstgEndYmd, {
      message: MAIN_ADMIN_MESSAGES.periodInvalid,
      path: ['pstgEndYmd'],
    });
}

export const bannerFormSchema = checked(bannerFields);
export type BannerForm = z.infer<typeof bannerFormSchema>;
export type BannerFormInput = z.input<typeof bannerFormSchema>;

export const bannerEditSchema = checked(bannerFields.extend(readCopySchema.shape));
export type BannerEdit = z.infer<typeof bannerEditSchema>;

export const exposureBodySchema = readCopySchema.extend({
  expsrYn: z.enum(['Y', 'N'], { error: MAIN_ADMIN_MESSAGES.exposureInvalid }),
});
export type ExposureBody = z.infer<typeof exposureBodySchema>;

/** Moves a row to a 1-based place in the whole order (drag and drop, or 위로/아래로 one place). */
export const positionBodySchema = readCopySchema.extend({
  position: z.coerce
    .number({ error: MAIN_ADMIN_MESSAGES.positionInvalid })
    .int(MAIN_ADMIN_MESSAGES.positionInvalid)
    .min(1, MAIN_ADMIN_MESSAGES.positionInvalid)
    .max(9999, MAIN_ADMIN_MESSAGES.positionInvalid),
});
export type PositionBody = z.infer<typeof positionBodySchema>;

export const bannerAdminRowSchema = z.object({
  bannrId: z.number().int(),
  bannrTit: z.string(),
  bannrSubTit: z.string(),
  linkUrl: z.string(),
  newWinYn: ynSchema,
  bannrImgPtUrl: z.string(),
  bannrImgAlt: z.string(),
  bgColor: z.string(),
  pstgBgngYmd: z.string(),
  pstgEndYmd: z.string(),
  expsrYn: ynSchema,
  /** The banner's place in the whole order, from 1. */
  position: z.number().int(),
  updtDt: z.string(),
});
export type BannerAdminRow = z.infer<typeof bannerAdminRowSchema>;

export const bannerAdminQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, '검색어는 100자 이내로 입력해 주세요.').optional(),
    expsrYn: z.enum(['Y', 'N'], { error: MAIN_ADMIN_MESSAGES.exposureInvalid }).optional(),
  })
  .extend(consoleSortSchema(['sortSeq', 'bannrTit', 'pstgBgngYmd']).shape);
export type BannerAdminQuery = z.infer<typeof bannerAdminQuerySchema>;

export const sectionAdminRowSchema = z.object({
  sectGrpId: z.number().int(),
  sectGrpNm: z.string(),
  sectGrpDesc: z.string(),
  itemCount: z.number().int(),
  expsrYn: ynSchema,
  position: z.number().int(),
  updtDt: z.string(),
});
export type SectionAdminRow = z.infer<typeof sectionAdminRowSchema>;
/** Every section group in its order (a handful: the order is edited as a whole, so it is not paged). */
export const sectionAdminListSchema = z.object({
  items: z.array(sectionAdminRowSchema),
  totalCount: z.number().int(),
});
export type SectionAdminList = z.infer<typeof sectionAdminListSchema>;

export const bannerIdParamsSchema = z.object({ bannrId: rowIdSchema(MAIN_ADMIN_MESSAGES.invalidBannerId) });
export const sectionIdParamsSchema = z.object({ sectGrpId: rowIdSchema(MAIN_ADMIN_MESSAGES.invalidSectionId) });

const publishingDesk = { roles: ['SYSTEM', 'CONTENT'] } as const;

export const mainAdminEndpoints = {
  banners: endpoint({
    method: 'GET',
    path: 'main/admin/bannrs',
    access: publishingDesk,
    summary: '메인 배너 목록(순서대로; 제목 검색, 노출 여부)',
    query: bannerAdminQuerySchema,
    response: pageSchema(bannerAdminRowSchema),
  }),
  banner: endpoint({
    method: 'GET',
    path: 'main/admin/bannrs/:bannrId',
    access: publishingDesk,
    summary: '메인 배너 하나(수정할 사본)',
    params: bannerIdParamsSchema,
    response: bannerAdminRowSchema,
  }),
  createBanner: endpoint({
    method: 'POST',
    path: 'main/admin/bannrs',
    access: publishingDesk,
    summary: '메인 배너 등록(맨 뒤에 붙고 숨김 상태로 시작; 감사 기록)',
    body: bannerFormSchema,
    response: commandResultSchema.extend({ bannrId: z.number().int() }),
  }),
  editBanner: endpoint({
    method: 'PUT',
    path: 'main/admin/bannrs/:bannrId',
    access: publishingDesk,
    summary: '메인 배너 수정(읽은 사본 기준, 감사 기록; 모든 서버의 배너 캐시를 비움)',
    params: bannerIdParamsSchema,
    body: bannerEditSchema,
    response: commandResultSchema,
  }),
  bannerExposure: endpoint({
    method: 'PUT',
    path: 'main/admin/bannrs/:bannrId/exposure',
    access: publishingDesk,
    summary: '메인 배너 보이기·숨기기(읽은 사본 기준, 감사 기록)',
    params: bannerIdParamsSchema,
    body: exposureBodySchema,
    response: commandResultSchema,
  }),
  bannerPosition: endpoint({
    method: 'PUT',
    path: 'main/admin/bannrs/:bannrId/position',
    access: publishingDesk,
    summary: '메인 배너 순서 바꾸기(읽은 사본 기준, 감사 기록)',
    params: bannerIdParamsSchema,
    body: positionBodySchema,
    response: commandResultSchema,
  }),
  sections: endpoint({
    method: 'GET',
    path: 'main/admin/sections',
    access: publishingDesk,
    summary: '메인 섹션 묶음 전체(순서대로)',
    response: sectionAdminListSchema,
  }),
  sectionExposure: endpoint({
    method: 'PUT',
    path: 'main/admin/sections/:sectGrpId/exposure',
    access: publishingDesk,
    summary: '메인 섹션 보이기·숨기기(읽은 사본 기준, 감사 기록)',
    params: sectionIdParamsSchema,
    body: exposureBodySchema,
    response: commandResultSchema,
  }),
  sectionPosition: endpoint({
    method: 'PUT',
    path: 'main/admin/sections/:sectGrpId/position',
    access: publishingDesk,
    summary: '메인 섹션 순서 바꾸기(끌어 놓기 또는 위로·아래로; 읽은 사본 기준, 감사 기록)',
    params: sectionIdParamsSchema,
    body: positionBodySchema,
    response: commandResultSchema,
  }),
} as const;
