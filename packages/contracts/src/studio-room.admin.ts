import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';
import { MAX_RESERVATION_HOURS } from './studio.js';

/**
 * The rooms desk (예약 담당) of the operator console (issue 38): the rooms of studios and spaces listed, created and
 * edited (name, its one owner — a studio or a space —, pictures with their alternative text, equipment, capacity, fee, opening hours, the consecutive-hour limit),
 * hidden and shown again, and the days one room is closed, on a month calendar beside the public holidays. The public
 * studio pages and the slot engine read the same rows, so what the operator saves is what members see and book.
 */

export const ROOM_IMG_MAX = 5;
export const ROOM_CLOSURE_RSN_MAX = 100;

export const ROOM_DESK_MESSAGES = {
  notFound: '룸을 찾을 수 없습니다.',
  studioRequired: '스튜디오를 선택해 주세요.',
  spaceRequired: '공간을 선택해 주세요.',
  ownerRequired: '룸을 둘 스튜디오나 공간을 하나만 골라 주세요.',
  nameRequired: '룸 이름을 입력해 주세요.',
  nameTooLong: '룸 이름은 50자 이내로 입력해 주세요.',
  introTooLong: '소개는 200자 이내로 입력해 주세요.',
  detailTooLong: '상세 소개는 2000자 이내로 입력해 주세요.',
  equipmentTooLong: '장비는 500자 이내로 입력해 주세요.',
  capacityInvalid: '최대 인원은 1명에서 50명 사이로 입력해 주세요.',
  feeInvalid: '이용료는 0원 이상 1,000,000원 이하의 정수로 입력해 주세요.',
  hourInvalid: '시각을 정시로 골라 주세요.',
  hoursInvalid: '운영 종료 시각은 운영 시작 시각보다 뒤여야 합니다.',
  impssInvalid: '예약 불가 시간은 시작과 끝을 함께, 끝을 시작보다 뒤로 입력해 주세요.',
  maxHoursInvalid: `연속 예약 시간은 1시간에서 ${MAX_RESERVATION_HOURS}시간 사이로 골라 주세요.`,
  imagesRequired: '사진을 한 장 이상 올려 주세요.',
  imagesTooMany: `사진은 ${ROOM_IMG_MAX}장까지 올릴 수 있습니다.`,
  imageAltRequired: '사진마다 대체 텍스트(사진 설명)를 입력해 주세요.',
  imageAltTooLong: '대체 텍스트는 100자 이내로 입력해 주세요.',
  imageNotYours: '사진을 다시 올려 주세요.',
  created: '룸을 등록했습니다.',
  updated: '룸을 수정했습니다.',
  hidden: '룸을 숨겼습니다. 회원에게 보이지 않고 예약할 수 없습니다. 이미 받은 예약은 그대로 남습니다.',
  shown: '룸을 다시 공개했습니다.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  monthInvalid: '월은 yyyyMM 형식으로 입력해 주세요.',
  dayInvalid: '날짜를 올바르게 골라 주세요.',
  reasonRequired: '휴무 사유를 입력해 주세요. 회원에게 보입니다.',
  reasonTooLong: `휴무 사유는 ${ROOM_CLOSURE_RSN_MAX}자 이내로 입력해 주세요.`,
  closureSaved: '휴무일을 지정했습니다. 이날은 예약할 수 없습니다.',
  closureRemoved: '휴무일을 해제했습니다.',
  closureNotFound: '지정된 휴무일이 아닙니다.',
  closurePast: '오늘 이전 날짜는 바꿀 수 없습니다.',
} as const;

/** The slot engine's refusal when a booking is longer than the room's own limit (under 4 hours). */
export function roomMaxHoursMessage(hours: number): string {
  return `이 룸은 최대 ${hours}시간까지만 예약이 가능합니다.`;
}

/** A room belongs to exactly one owner: a studio or a space. */
export const ROOM_OWNER_KINDS = ['studio', 'space'] as const;
export type RoomOwnerKind = (typeof ROOM_OWNER_KINDS)[number];
export const ROOM_OWNER_LABELS: Record<RoomOwnerKind, string> = { studio: '스튜디오', space: '공간' };

const hourHhmm = z
  .string({ error: ROOM_DESK_MESSAGES.hourInvalid })
  .regex(/^([01]\d|2[0-4])00$/, ROOM_DESK_MESSAGES.hourInvalid);

export const roomDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, ROOM_DESK_MESSAGES.searchTooLong).optional(),
    /** The owner's kind: the rooms of studios or of spaces. */
    ownerKind: z.enum(ROOM_OWNER_KINDS).optional(),
    studoId: rowIdSchema(ROOM_DESK_MESSAGES.studioRequired).optional(),
    spaceId: rowIdSchema(ROOM_DESK_MESSAGES.spaceRequired).optional(),
    useYn: ynSchema.optional(),
  })
  .extend(consoleSortSchema(['roomNm', 'ownerNm', 'regDt']).shape);
export type RoomDeskQuery = z.infer<typeof roomDeskQuerySchema>;

export const roomDeskRowSchema = z.object({
  roomId: z.number().int(),
  ownerKind: z.enum(ROOM_OWNER_KINDS),
  studoId: z.number().int().nullable(),
  spaceId: z.number().int().nullable(),
  /** The owner's name (the studio's or the space's). */
  ownerNm: z.string(),
  roomNm: z.string(),
  useYn: ynSchema,
  operBgngHhmm: z.string(),
  operEndHhmm: z.string(),
  maxRsvtUsrCnt: z.number().int(),
  maxRsvtHr: z.number().int(),
  useFee: z.number().int(),
  imgCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  updtDt: z.string(),
});
export type RoomDeskRow = z.infer<typeof roomDeskRowSchema>;

export const roomDeskImageSchema = z.object({ imgPtUrl: z.string(), imgAlt: z.string() });
export type RoomDeskImage = z.infer<typeof roomDeskImageSchema>;

export const roomDeskDetailSchema = roomDeskRowSchema.extend({
  roomOnelineIntro: z.string(),
  roomDtlIntro: z.string(),
  roomEquCn: z.string(),
  wekendOperYn: ynSchema,
  holdyOperYn: ynSchema,
  rsvtImpssBgngHhmm: z.string().nullable(),
  rsvtImpssEndHhmm: z.string().nullable(),
  roomImgs: z.array(roomDeskImageSchema),
});
export type RoomDeskDetail = z.infer<typeof roomDeskDetailSchema>;

/** A picture uploaded with `studio/admin/images` (its address) or kept from the room, and what it shows in words. */
const roomImageFields = z.object({
  imgPtUrl: z.string({ error: ROOM_DESK_MESSAGES.imageNotYours }).min(1).max(300, ROOM_DESK_MESSAGES.imageNotYours),
  imgAlt: z
    .string({ error: ROOM_DESK_MESSAGES.imageAltRequired })
    .trim()
    .min(1, ROOM_DESK_MESSAGES.imageAltRequired)
    .max(100, ROOM_DESK_MESSAGES.imageAltTooLong),
});

const roomWriteFields = z.object({
  studoId: rowIdSchema(ROOM_DESK_MESSAGES.studioRequired).nullable().default(null),
  spaceId: rowIdSchema(ROOM_DESK_MESSAGES.spaceRequired).nullable().default(null),
  roomNm: z
    .string({ error: ROOM_DESK_MESSAGES.nameRequired })
    .trim()
    .min(1, ROOM_DESK_MESSAGES.nameRequired)
    .max(50, ROOM_DESK_MESSAGES.nameTooLong),
  roomOnelineIntro: z.string().trim().max(200, ROOM_DESK_MESSAGES.introTooLong).default(''),
  roomDtlIntro: z.string().trim().max(2000, ROOM_DESK_MESSAGES.detailTooLong).default(''),
  roomEquCn: z.string().trim().max(500, ROOM_DESK_MESSAGES.equipmentTooLong).default(''),
  maxRsvtUsrCnt: z.coerce
    .number({ error: ROOM_DESK_MESSAGES.capacityInvalid })
    .int(ROOM_DESK_MESSAGES.capacityInvalid)
    .min(1, ROOM_DESK_MESSAGES.capacityInvalid)
    .max(50, ROOM_DESK_MESSAGES.capacityInvalid),
  useFee: z.coerce
    .number({ error: ROOM_DESK_MESSAGES.feeInvalid })
    .int(ROOM_DESK_MESSAGES.feeInvalid)
    .min(0, ROOM_DESK_MESSAGES.feeInvalid)
    .max(1_000_000, ROOM_DESK_MESSAGES.feeInvalid),
  operBgngHhmm: hourHhmm,
  operEndHhmm: hourHhmm,
  wekendOperYn: ynSchema.default('N'),
  holdyOperYn: ynSchema.default('N'),
  rsvtImpssBgngHhmm: hourHhmm.nullable().default(null),
  rsvtImpssEndHhmm: hourHhmm.nullable().default(null),
  maxRsvtHr: z.coerce
    .number({ error: ROOM_DESK_MESSAGES.maxHoursInvalid })
    .int(ROOM_DESK_MESSAGES.maxHoursInvalid)
    .min(1, ROOM_DESK_MESSAGES.maxHoursInvalid)
    .max(MAX_RESERVATION_HOURS, ROOM_DESK_MESSAGES.maxHoursInvalid),
  roomImgs: z
    .array(roomImageFields, { error: ROOM_DESK_MESSAGES.imagesRequired })
    .min(1, ROOM_DESK_MESSAGES.imagesRequired)
    .max(ROOM_IMG_MAX, ROOM_DESK_MESSAGES.imagesTooMany),
});

function checkHours(b: z.output<typeof roomWriteFields>, ctx: z.RefinementCtx): void {
  if ((b.studoId === null) === (b.spaceId === null)) {
    ctx.addIssue({ code: 'custom', path: ['studoId'], message: ROOM_DESK_MESSAGES.ownerRequired });
  }
  if (b.operEndHhmm <= b.operBgngHhmm) {
    ctx.addIssue({ code: 'custom', path: ['operEndHhmm'], message: ROOM_DESK_MESSAGES.hoursInvalid });
  }
  const from = b.rsvtImpssBgngHhmm;
  const to = b.rsvtImpssEndHhmm;
  if ((from === null) !== (to === null) || (from !== null && to !== null && to <= from)) {
    ctx.addIssue({ code: 'custom', path: ['rsvtImpssEndHhmm'], message: ROOM_DESK_MESSAGES.impssInvalid });
  }
}

export const roomWriteBodySchema = roomWriteFields.superRefine(checkHours);
export type RoomWriteBody = z.input<typeof roomWriteBodySchema>;
export type RoomWrite = z.output<typeof roomWriteBodySchema>;
export const roomEditBodySchema = roomWriteFields.extend(readCopySchema.shape).superRefine(checkHours);
export type RoomEditBody = z.output<typeof roomEditBodySchema>;

export const roomVisibilityBodySchema = readCopySchema.extend({
  useYn: ynSchema,
});
export type RoomVisibilityBody = z.infer<typeof roomVisibilityBodySchema>;

export const roomDeskParamsSchema = z.object({ roomId: rowIdSchema(ROOM_DESK_MESSAGES.notFound) });
export const roomSavedSchema = commandResultSchema.extend({ roomId: z.number().int() });
export const roomImagesResultSchema = commandResultSchema.extend({ imgPtUrls: z.array(z.string()) });

/** The owners a room may have: every studio and every space, hidden ones marked (the filters and the form). */
export const roomOwnerOptionsSchema = z.object({
  studios: z.array(z.object({ studoId: z.number().int(), studoNm: z.string(), useYn: ynSchema })),
  spaces: z.array(z.object({ spaceId: z.number().int(), spaceNm: z.string(), useYn: ynSchema })),
});
export type RoomOwnerOptions = z.infer<typeof roomOwnerOptionsSchema>;

/** A room's month on the console: its closed days with reasons, and the public holidays. */
export const roomMonthQuerySchema = z.object({
  ym: z
    .string({ error: ROOM_DESK_MESSAGES.monthInvalid })
    .regex(/^\d{4}(0[1-9]|1[0-2])$/, ROOM_DESK_MESSAGES.monthInvalid),
});
export const roomMonthSchema = z.object({
  ym: z.string(),
  todayYmd: z.string(),
  closures: z.array(z.object({ ymd: z.string(), rsn: z.string() })),
  holidays: z.array(z.object({ ymd: z.string(), name: z.string() })),
});
export type RoomMonth = z.infer<typeof roomMonthSchema>;

export const roomClosureBodySchema = z.object({
  ymd: z.string({ error: ROOM_DESK_MESSAGES.dayInvalid }).regex(/^\d{8}$/, ROOM_DESK_MESSAGES.dayInvalid),
  rsn: z
    .string({ error: ROOM_DESK_MESSAGES.reasonRequired })
    .trim()
    .min(1, ROOM_DESK_MESSAGES.reasonRequired)
    .max(ROOM_CLOSURE_RSN_MAX, ROOM_DESK_MESSAGES.reasonTooLong),
});
export type RoomClosureBody = z.infer<typeof roomClosureBodySchema>;
export const roomClosureParamsSchema = z.object({
  roomId: rowIdSchema(ROOM_DESK_MESSAGES.notFound),
  ymd: z.string().regex(/^\d{8}$/, ROOM_DESK_MESSAGES.dayInvalid),
});

const roomDesk = { roles: ['SYSTEM', 'RESERVATION'] } as const;

export const studioRoomAdminEndpoints = {
  rooms: endpoint({
    method: 'GET',
    path: 'studio/admin/rooms',
    access: roomDesk,
    summary: '룸 관리 목록(스튜디오·공간, 공개 여부, 이름 검색; 룸 이름·소속·등록일로 정렬)',
    query: roomDeskQuerySchema,
    response: pageSchema(roomDeskRowSchema),
  }),
  owners: endpoint({
    method: 'GET',
    path: 'studio/admin/room-owners',
    access: roomDesk,
    summary: '룸을 둘 수 있는 스튜디오와 공간 목록(필터와 등록 화면의 선택지)',
    response: roomOwnerOptionsSchema,
  }),
  room: endpoint({
    method: 'GET',
    path: 'studio/admin/rooms/:roomId',
    access: roomDesk,
    summary: '룸 상세(수정 화면): 사진과 대체 텍스트, 장비, 운영 시간, 연속 예약 시간, 읽은 사본(updtDt)',
    params: roomDeskParamsSchema,
    response: roomDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'studio/admin/rooms',
    access: roomDesk,
    summary: '룸 등록(스튜디오 또는 공간 하나에; 사진은 studio/admin/images로 먼저 올림)',
    body: roomWriteBodySchema,
    response: roomSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'studio/admin/rooms/:roomId',
    access: roomDesk,
    summary: '룸 수정(읽은 사본 기준: 다른 담당자가 먼저 고쳤으면 거절)',
    params: roomDeskParamsSchema,
    body: roomEditBodySchema,
    response: roomSavedSchema,
  }),
  visibility: endpoint({
    method: 'PUT',
    path: 'studio/admin/rooms/:roomId/visibility',
    access: roomDesk,
    summary: '룸 숨기기·다시 공개(숨긴 룸은 목록에 없고 예약할 수 없음; 받은 예약은 남음)',
    params: roomDeskParamsSchema,
    body: roomVisibilityBodySchema,
    response: commandResultSchema,
  }),
  uploadImages: endpoint({
    method: 'POST',
    path: 'studio/admin/images',
    access: roomDesk,
    summary: '룸 사진 올리기(multipart uploadFiles, PNG·JPEG·WEBP·GIF, 최대 5장)',
    multipart: true,
    response: roomImagesResultSchema,
  }),
  month: endpoint({
    method: 'GET',
    path: 'studio/admin/rooms/:roomId/closures',
    access: roomDesk,
    summary: '룸의 한 달: 휴무일과 사유, 공휴일',
    params: roomDeskParamsSchema,
    query: roomMonthQuerySchema,
    response: roomMonthSchema,
  }),
  close: endpoint({
    method: 'POST',
    path: 'studio/admin/rooms/:roomId/closures',
    access: roomDesk,
    summary: '룸 휴무일 지정(회원에게 보이는 사유와 함께; 이날은 예약할 수 없음)',
    params: roomDeskParamsSchema,
    body: roomClosureBodySchema,
    response: commandResultSchema,
  }),
  reopen: endpoint({
    method: 'DELETE',
    path: 'studio/admin/rooms/:roomId/closures/:ymd',
    access: roomDesk,
    summary: '룸 휴무일 해제',
    params: roomClosureParamsSchema,
    response: commandResultSchema,
  }),
} as const;
