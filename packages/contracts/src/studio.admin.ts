import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';

/**
 * The studios desk (예약 담당) of the operator console (issue 38): the studios themselves listed, created and edited
 * (name, introduction, address, order on the public pages), hidden and shown again. A hidden studio and its rooms
 * leave the public studio pages and the slot engine refuses booking them; showing it restores both. The rooms are the
 * rooms desk's (studio-room.admin.ts).
 */

export const STUDIO_DESK_MESSAGES = {
  notFound: '스튜디오를 찾을 수 없습니다.',
  nameRequired: '스튜디오 이름을 입력해 주세요.',
  nameTooLong: '스튜디오 이름은 50자 이내로 입력해 주세요.',
  introTooLong: '소개는 1000자 이내로 입력해 주세요.',
  addrTooLong: '주소는 200자 이내로 입력해 주세요.',
  sortInvalid: '표시 순서는 0에서 999 사이의 정수로 입력해 주세요.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  created: '스튜디오를 등록했습니다.',
  updated: '스튜디오를 수정했습니다.',
  hidden:
    '스튜디오를 숨겼습니다. 스튜디오와 그 룸이 회원에게 보이지 않고 예약할 수 없습니다. 이미 받은 예약은 그대로 남습니다.',
  shown: '스튜디오를 다시 공개했습니다.',
} as const;

/** A venue's order on the public pages (smaller first), shared by the studios and spaces desks. */
export function sortSeqSchema(message: string) {
  return z.coerce.number({ error: message }).int(message).min(0, message).max(999, message);
}

export const studioDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, STUDIO_DESK_MESSAGES.searchTooLong).optional(),
    useYn: ynSchema.optional(),
  })
  .extend(consoleSortSchema(['studoNm', 'sortSeq', 'regDt']).shape);
export type StudioDeskQuery = z.infer<typeof studioDeskQuerySchema>;

export const studioDeskRowSchema = z.object({
  studoId: z.number().int(),
  studoNm: z.string(),
  studoAddr: z.string(),
  sortSeq: z.number().int(),
  useYn: ynSchema,
  /** The studio's rooms, shown and hidden. */
  roomCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  updtDt: z.string(),
});
export type StudioDeskRow = z.infer<typeof studioDeskRowSchema>;

export const studioDeskDetailSchema = studioDeskRowSchema.extend({ studoIntro: z.string() });
export type StudioDeskDetail = z.infer<typeof studioDeskDetailSchema>;

const studioWriteFields = z.object({
  studoNm: z
    .string({ error: STUDIO_DESK_MESSAGES.nameRequired })
    .trim()
    .min(1, STUDIO_DESK_MESSAGES.nameRequired)
    .max(50, STUDIO_DESK_MESSAGES.nameTooLong),
  studoIntro: z.string().trim().max(1000, STUDIO_DESK_MESSAGES.introTooLong).default(''),
  studoAddr: z.string().trim().max(200, STUDIO_DESK_MESSAGES.addrTooLong).default(''),
  sortSeq: sortSeqSchema(STUDIO_DESK_MESSAGES.sortInvalid).default(0),
});

export const studioWriteBodySchema = studioWriteFields;
export type StudioWriteBody = z.input<typeof studioWriteBodySchema>;
export type StudioWrite = z.output<typeof studioWriteBodySchema>;
export const studioEditBodySchema = studioWriteFields.extend(readCopySchema.shape);
export type StudioEditBody = z.output<typeof studioEditBodySchema>;

export const studioVisibilityBodySchema = readCopySchema.extend({ useYn: ynSchema });
export type StudioVisibilityBody = z.infer<typeof studioVisibilityBodySchema>;

export const studioDeskParamsSchema = z.object({ studoId: rowIdSchema(STUDIO_DESK_MESSAGES.notFound) });
export const studioSavedSchema = commandResultSchema.extend({ studoId: z.number().int() });

const studioDesk = { roles: ['SYSTEM', 'RESERVATION'] } as const;

export const studioAdminEndpoints = {
  studios: endpoint({
    method: 'GET',
    path: 'studio/admin/studios',
    access: studioDesk,
    summary: '스튜디오 관리 목록(공개 여부·이름 검색; 이름·표시 순서·등록일로 정렬)',
    query: studioDeskQuerySchema,
    response: pageSchema(studioDeskRowSchema),
  }),
  studio: endpoint({
    method: 'GET',
    path: 'studio/admin/studios/:studoId',
    access: studioDesk,
    summary: '스튜디오 상세(수정 화면): 소개, 주소, 표시 순서, 읽은 사본(updtDt)',
    params: studioDeskParamsSchema,
    response: studioDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'studio/admin/studios',
    access: studioDesk,
    summary: '스튜디오 등록',
    body: studioWriteBodySchema,
    response: studioSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'studio/admin/studios/:studoId',
    access: studioDesk,
    summary: '스튜디오 수정(읽은 사본 기준: 다른 담당자가 먼저 고쳤으면 거절)',
    params: studioDeskParamsSchema,
    body: studioEditBodySchema,
    response: studioSavedSchema,
  }),
  visibility: endpoint({
    method: 'PUT',
    path: 'studio/admin/studios/:studoId/visibility',
    access: studioDesk,
    summary: '스튜디오 숨기기·다시 공개(숨긴 스튜디오와 그 룸은 목록에 없고 예약할 수 없음; 받은 예약은 남음)',
    params: studioDeskParamsSchema,
    body: studioVisibilityBodySchema,
    response: commandResultSchema,
  }),
} as const;
