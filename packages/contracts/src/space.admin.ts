import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';
import { sortSeqSchema } from './studio.admin.js';
import { isPhone } from './validate.js';

/**
 * The spaces desk (예약 담당) of the operator console (issue 38): the spaces listed, created and edited (group, name,
 * one-line and detailed introduction, address, phone, use guide, order), their gallery pictures uploaded with the
 * alternative text each needs, put in order or removed, and hidden and shown again. A hidden space and its rooms leave
 * the public space pages and the slot engine refuses booking them. A space's rooms are the rooms desk's.
 */

export const SPACE_IMG_MAX = 10;

export const SPACE_DESK_MESSAGES = {
  notFound: '공간을 찾을 수 없습니다.',
  groupRequired: '공간 분류를 골라 주세요.',
  nameRequired: '공간 이름을 입력해 주세요.',
  nameTooLong: '공간 이름은 50자 이내로 입력해 주세요.',
  introTooLong: '한 줄 소개는 200자 이내로 입력해 주세요.',
  detailTooLong: '상세 소개는 2000자 이내로 입력해 주세요.',
  addrTooLong: '주소는 200자 이내로 입력해 주세요.',
  telInvalid: '전화번호 형식이 맞지 않습니다. 예: 02-1234-5678',
  guideTooLong: '이용 안내는 2000자 이내로 입력해 주세요.',
  sortInvalid: '표시 순서는 0에서 999 사이의 정수로 입력해 주세요.',
  imagesRequired: '사진을 한 장 이상 올려 주세요.',
  imagesTooMany: `사진은 ${SPACE_IMG_MAX}장까지 올릴 수 있습니다.`,
  imageAltRequired: '사진마다 대체 텍스트(사진 설명)를 입력해 주세요.',
  imageAltTooLong: '대체 텍스트는 100자 이내로 입력해 주세요.',
  imageNotYours: '사진을 다시 올려 주세요.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  created: '공간을 등록했습니다.',
  updated: '공간을 수정했습니다.',
  hidden:
    '공간을 숨겼습니다. 공간과 그 룸이 회원에게 보이지 않고 예약할 수 없습니다. 이미 받은 예약은 그대로 남습니다.',
  shown: '공간을 다시 공개했습니다.',
  uploaded: '사진을 올렸습니다.',
} as const;

export const spaceDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, SPACE_DESK_MESSAGES.searchTooLong).optional(),
    grpId: rowIdSchema(SPACE_DESK_MESSAGES.groupRequired).optional(),
    useYn: ynSchema.optional(),
  })
  .extend(consoleSortSchema(['spaceNm', 'sortSeq', 'regDt']).shape);
export type SpaceDeskQuery = z.infer<typeof spaceDeskQuerySchema>;

export const spaceDeskRowSchema = z.object({
  spaceId: z.number().int(),
  grpId: z.number().int(),
  grpNm: z.string(),
  spaceNm: z.string(),
  spaceAddr: z.string(),
  sortSeq: z.number().int(),
  useYn: ynSchema,
  imgCnt: z.number().int(),
  roomCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  updtDt: z.string(),
});
export type SpaceDeskRow = z.infer<typeof spaceDeskRowSchema>;

export const spaceDeskImageSchema = z.object({ imgPtUrl: z.string(), imgAlt: z.string() });
export type SpaceDeskImage = z.infer<typeof spaceDeskImageSchema>;

export const spaceDeskDetailSchema = spaceDeskRowSchema.extend({
  spaceIntro: z.string(),
  spaceDtlIntro: z.string(),
  telNo: z.string(),
  useGuide: z.string(),
  spaceImgs: z.array(spaceDeskImageSchema),
});
export type SpaceDeskDetail = z.infer<typeof spaceDeskDetailSchema>;

/** A picture uploaded with `space/admin/images` (its address) or kept from the gallery, and what it shows in words. */
const spaceImageFields = z.object({
  imgPtUrl: z.string({ error: SPACE_DESK_MESSAGES.imageNotYours }).min(1).max(300, SPACE_DESK_MESSAGES.imageNotYours),
  imgAlt: z
    .string({ error: SPACE_DESK_MESSAGES.imageAltRequired })
    .trim()
    .min(1, SPACE_DESK_MESSAGES.imageAltRequired)
    .max(100, SPACE_DESK_MESSAGES.imageAltTooLong),
});

const spaceWriteFields = z.object({
  grpId: rowIdSchema(SPACE_DESK_MESSAGES.groupRequired),
  spaceNm: z
    .string({ error: SPACE_DESK_MESSAGES.nameRequired })
    .trim()
    .min(1, SPACE_DESK_MESSAGES.nameRequired)
    .max(50, SPACE_DESK_MESSAGES.nameTooLong),
  spaceIntro: z.string().trim().max(200, SPACE_DESK_MESSAGES.introTooLong).default(''),
  spaceDtlIntro: z.string().trim().max(2000, SPACE_DESK_MESSAGES.detailTooLong).default(''),
  spaceAddr: z.string().trim().max(200, SPACE_DESK_MESSAGES.addrTooLong).default(''),
  telNo: z
    .string({ error: SPACE_DESK_MESSAGES.telInvalid })
    .trim()
    .refine((v) => v === '' || isPhone(v), SPACE_DESK_MESSAGES.telInvalid)
    .default(''),
  useGuide: z.string().trim().max(2000, SPACE_DESK_MESSAGES.guideTooLong).default(''),
  sortSeq: sortSeqSchema(SPACE_DESK_MESSAGES.sortInvalid).default(0),
  spaceImgs: z
    .array(spaceImageFields, { error: SPACE_DESK_MESSAGES.imagesRequired })
    .min(1, SPACE_DESK_MESSAGES.imagesRequired)
    .max(SPACE_IMG_MAX, SPACE_DESK_MESSAGES.imagesTooMany),
});

export const spaceWriteBodySchema = spaceWriteFields;
export type SpaceWriteBody = z.input<typeof spaceWriteBodySchema>;
export type SpaceWrite = z.output<typeof spaceWriteBodySchema>;
export const spaceEditBodySchema = spaceWriteFields.extend(readCopySchema.shape);
export type SpaceEditBody = z.output<typeof spaceEditBodySchema>;

export const spaceVisibilityBodySchema = readCopySchema.extend({ useYn: ynSchema });
export type SpaceVisibilityBody = z.infer<typeof spaceVisibilityBodySchema>;

export const spaceDeskParamsSchema = z.object({ spaceId: rowIdSchema(SPACE_DESK_MESSAGES.notFound) });
export const spaceSavedSchema = commandResultSchema.extend({ spaceId: z.number().int() });
export const spaceImagesResultSchema = commandResultSchema.extend({ imgPtUrls: z.array(z.string()) });
export const spaceGroupOptionsSchema = z.array(z.object({ grpId: z.number().int(), grpNm: z.string() }));

const spaceDesk = { roles: ['SYSTEM', 'RESERVATION'] } as const;

export const spaceAdminEndpoints = {
  spaces: endpoint({
    method: 'GET',
    path: 'space/admin/spaces',
    access: spaceDesk,
    summary: '공간 관리 목록(분류·공개 여부·이름 검색; 이름·표시 순서·등록일로 정렬)',
    query: spaceDeskQuerySchema,
    response: pageSchema(spaceDeskRowSchema),
  }),
  groups: endpoint({
    method: 'GET',
    path: 'space/admin/groups',
    access: spaceDesk,
    summary: '공간 분류 목록(필터와 등록 화면의 선택지)',
    response: spaceGroupOptionsSchema,
  }),
  space: endpoint({
    method: 'GET',
    path: 'space/admin/spaces/:spaceId',
    access: spaceDesk,
    summary: '공간 상세(수정 화면): 소개, 연락처, 이용 안내, 사진과 대체 텍스트, 읽은 사본(updtDt)',
    params: spaceDeskParamsSchema,
    response: spaceDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'space/admin/spaces',
    access: spaceDesk,
    summary: '공간 등록(사진은 space/admin/images로 먼저 올림)',
    body: spaceWriteBodySchema,
    response: spaceSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'space/admin/spaces/:spaceId',
    access: spaceDesk,
    summary: '공간 수정(사진 순서와 빼기 포함; 읽은 사본 기준: 다른 담당자가 먼저 고쳤으면 거절)',
    params: spaceDeskParamsSchema,
    body: spaceEditBodySchema,
    response: spaceSavedSchema,
  }),
  visibility: endpoint({
    method: 'PUT',
    path: 'space/admin/spaces/:spaceId/visibility',
    access: spaceDesk,
    summary: '공간 숨기기·다시 공개(숨긴 공간과 그 룸은 목록에 없고 예약할 수 없음; 받은 예약은 남음)',
    params: spaceDeskParamsSchema,
    body: spaceVisibilityBodySchema,
    response: commandResultSchema,
  }),
  uploadImages: endpoint({
    method: 'POST',
    path: 'space/admin/images',
    access: spaceDesk,
    summary: `공간 사진 올리기(multipart uploadFiles, PNG·JPEG·WEBP·GIF, 최대 ${SPACE_IMG_MAX}장)`,
    multipart: true,
    response: spaceImagesResultSchema,
  }),
} as const;
