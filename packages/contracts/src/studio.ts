import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  consolePageQuerySchema,
  consoleSortSchema,
  exportReasonSchema,
  reasonSchema,
  readCopySchema,
} from './admin.js';
import { endpoint } from './endpoint.js';
import { formatWon } from './format.js';
import { commandResultSchema, hhmmSchema, pageSchema, ymdSchema, ynSchema, rowIdSchema } from './envelope.js';
import { certificateStatusSchema } from './auth.js';
import { brnoSchema, isPhone, phoneSchema, VALIDATION_MESSAGES } from './validate.js';

/**
 * Studio and space reservations (spec sections 2-9; api-map `studio`, `space`, `reservation`). One slot engine
 * serves studio rooms and space rooms, so both share these schemas. Hours are half-open: a slot `1000`-`1100`
 * covers [10:00, 11:00); a reservation `1000`-`1300` holds the three slots 10, 11 and 12.
 */

/** Spec section 9: at most 4 consecutive hours; maxRsvtUsrCnt 0 means 4 people. */
export const MAX_RESERVATION_HOURS = 4;
export const DEFAULT_MAX_USERS = 4;
export const REVIEW_MAX_LENGTH = 150;

export function effectiveMaxUsers(maxRsvtUsrCnt: number): number {
  return maxRsvtUsrCnt > 0 ? maxRsvtUsrCnt : DEFAULT_MAX_USERS;
}

export const STUDIO_MESSAGES = {
  // Spec section 5, verbatim.
  selectTime: '예약일시를 선택해주세요.',
  maxHours: '최대 4시간까지만 예약이 가능합니다.',
  consecutive: '연속된 시간만 예약 가능합니다.',
  equipmentRequired: '대여가능 장비를 선택해주세요.',
  usrCntRequired: '참여 인원을 선택해주세요.',
  strNmRequired: '업체명을 입력해주세요.',
  useCtgrRequired: '상품 카테고리를 선택해주세요.',
  rprsGdsRequired: '대표상품명을 입력해주세요.',
  brndRequired: '브랜드를 입력해주세요.',
  shootCtgrRequired: '이용 카테고리를 선택해주세요.',
  strPattnRequired: '업체유형을 선택해주세요.',
  loginRequired: '회원가입 및 로그인이 필요합니다.',
  reviewSaved: '후기가 등록되었습니다.',
  reviewEmpty: '등록된 후기가 없습니다.',
  // Ours, in the spec's tone.
  reserved: '예약 신청이 완료되었습니다. 예약 결과는 마이페이지에서 확인해주세요.',
  certificateRequired:
    '스튜디오·공간 예약은 소상공인 확인서가 승인된 회원만 신청할 수 있습니다. 마이페이지에서 소상공인 확인서를 먼저 등록해주세요.',
  certificatePending: '등록하신 소상공인 확인서를 검토하고 있습니다. 승인된 후에 예약을 신청할 수 있습니다.',
  slotTaken: '이미 예약된 시간이 포함되어 있습니다. 다른 시간을 선택해주세요.',
  dayNotBookable: '예약할 수 없는 날짜입니다. 내일 이후의 운영일을 선택해주세요.',
  hourNotBookable: '예약할 수 없는 시간이 포함되어 있습니다. 다시 선택해주세요.',
  usrCntMax: (max: number) => `참여 인원은 최대 ${max}명까지 선택할 수 있습니다.`,
  codeInvalid: '선택한 항목이 올바르지 않습니다. 다시 선택해주세요.',
  contactRequired: '연락처를 입력해주세요.',
  roomNotFound: '예약할 수 있는 룸을 찾을 수 없습니다.',
  studioNotFound: '스튜디오를 찾을 수 없습니다.',
  rsvtNotFound: '예약 정보를 찾을 수 없습니다.',
  cancelTooLate: '예약일 전날까지만 취소할 수 있습니다.',
  alreadyDecided: '이미 처리된 예약입니다.',
  decideTooLate: '이용일이 지난 예약은 처리할 수 없습니다.',
  canceled: '예약이 취소되었습니다.',
  confirmed: '예약이 확정되었습니다.',
  rejected: '예약이 반려되었습니다.',
  statusInvalid: '변경할 수 없는 예약 상태입니다.',
  reviewCmntRequired: '후기 내용을 입력해주세요.',
  reviewCmntMax: '후기는 150자까지 입력할 수 있습니다.',
  reviewScoreRequired: '별점을 선택해주세요.',
  reviewNotAllowed: '이용이 완료된 본인의 예약에만 후기를 작성할 수 있습니다.',
  reviewDuplicate: '이미 후기를 작성한 예약입니다.',
  textTooLong: (max: number) => `${max}자 이내로 입력해주세요.`,
  outcomeNotAllowed: '이용일이 지난 확정 예약에만 이용 결과를 표시할 수 있습니다.',
  outcomeSaved: (label: string) => `이용 결과를 '${label}'(으)로 표시했습니다.`,
  weekInvalid: '주간 예약표의 시작일이 올바르지 않습니다. 8자리 날짜로 입력해주세요.',
  // The reservation desk's booking on a member's behalf (대리 예약).
  proxyLgnIdRequired: '예약할 회원의 아이디를 입력해주세요.',
  proxyMemberNotFound: '해당 아이디의 회원을 찾을 수 없습니다. 아이디를 정확히 입력해주세요.',
  proxyStatusInvalid: '예약 상태는 예약신청 또는 예약확정 중에서 선택해주세요.',
  proxyReserved: (status: string) => `회원의 예약이 ${status} 상태로 등록되었습니다. 회원에게 문자로 알렸습니다.`,
} as const;

/** Stored states plus the two derived from the calendar (completed, expired). */
export const RSVT_STATUS = {
  requested: 'REQUESTED',
  confirmed: 'CONFIRMED',
  rejected: 'REJECTED',
  canceled: 'CANCELED',
  completed: 'COMPLETED',
  expired: 'EXPIRED',
} as const;
export const rsvtStatusSchema = z.enum(['REQUESTED', 'CONFIRMED', 'REJECTED', 'CANCELED', 'COMPLETED', 'EXPIRED']);
export type RsvtStatus = z.infer<typeof rsvtStatusSchema>;
export const RSVT_STATUS_LABEL: Record<RsvtStatus, string> = {
  REQUESTED: '예약신청',
  CONFIRMED: '예약확정',
  REJECTED: '예약반려',
  CANCELED: '예약취소',
  COMPLETED: '이용완료',
  EXPIRED: '기간만료',
};

/** What each state means for the member, shown beside it (my page) and in the notices. */
export const RSVT_STATUS_HELP: Record<RsvtStatus, string> = {
  REQUESTED: '운영자가 확인하고 있습니다. 확정되면 문자와 이메일로 알려드립니다.',
  CONFIRMED: '예약이 확정되었습니다. 이용 시간 10분 전까지 도착해주세요.',
  REJECTED: '운영자가 예약을 반려했습니다. 사유를 확인해주세요.',
  CANCELED: '취소된 예약입니다.',
  COMPLETED: '이용이 끝난 예약입니다.',
  EXPIRED: '운영자 확인 전에 이용일이 지나 만료된 예약입니다.',
};

/** The booking number a member quotes: 'R' and the reservation's id in 8 digits ('R00000123'). */
export function reservationNumber(rsvtId: number): string {
  return `R${String(rsvtId).padStart(8, '0')}`;
}

/** The room's fee as a member reads it: '무료', or the price per hour. */
export function formatUseFee(useFee: number): string {
  return useFee > 0 ? `시간당 ${formatWon(useFee)}` : '무료';
}

/** The booking notices sent through the outbox (text message and e-mail) when a reservation is made or decided. */
export const RSVT_NOTICE = {
  REQUESTED: '예약이 신청되었습니다. 운영자 확인 후 확정되면 다시 알려드립니다.',
  CONFIRMED: '예약이 확정되었습니다. 이용 시간 10분 전까지 도착해주세요.',
  REJECTED: '예약이 반려되었습니다.',
  CANCELED: '예약이 취소되었습니다.',
} as const;
export type RsvtNoticeEvent = keyof typeof RSVT_NOTICE;

/** E available, R reserved by someone, M mine. */
export const slotStateSchema = z.enum(['E', 'R', 'M']);
export type SlotState = z.infer<typeof slotStateSchema>;

export const slotSchema = z.object({
  rsvtYmd: z.string(),
  rsvtBgngHhmm: z.string(),
  rsvtEndHhmm: z.string(),
  state: slotStateSchema,
  mineYn: ynSchema,
});
export type Slot = z.infer<typeof slotSchema>;
export const slotListSchema = z.array(slotSchema);

export const slotQuerySchema = z.object({ rsvtYmd: ymdSchema });
export const dayQuerySchema = z.object({
  rsvtYm: z.string().regex(/^\d{6}$/, '월은 yyyyMM 형식이어야 합니다.'),
});
/** The month's days with the server's verdict (today and before, weekends, holidays), so the calendar never guesses. */
export const bookableDaysSchema = z.object({
  rsvtYm: z.string(),
  todayYmd: z.string(),
  days: z.array(
    z.object({
      ymd: z.string(),
      bookableYn: ynSchema,
      holidayYn: ynSchema,
      /** The reason, when an operator closed this room on the day (the rooms desk). */
      closedRsn: z.string().optional(),
    }),
  ),
});
export type BookableDays = z.infer<typeof bookableDaysSchema>;

export const roomImageSchema = z.object({ roomImgId: z.number().int(), imgPtUrl: z.string(), imgAlt: z.string() });

export const roomSchema = z.object({
  roomId: z.number().int(),
  studoId: z.number().int().nullable(),
  spaceId: z.number().int().nullable(),
  studoNm: z.string(),
  roomNm: z.string(),
  roomOnelineIntro: z.string(),
  roomDtlIntro: z.string(),
  roomEsntlNtc: z.string(),
  operBgngHhmm: z.string(),
  operEndHhmm: z.string(),
  wekendOperYn: ynSchema,
  holdyOperYn: ynSchema,
  maxRsvtUsrCnt: z.number().int(),
  rsvtImpssBgngHhmm: z.string().nullable(),
  rsvtImpssEndHhmm: z.string().nullable(),
  /** Won per hour; 0 is free. */
  useFee: z.number().int(),
  /** The equipment the operator lists, items separated by commas ('' when none is listed). */
  roomEquCn: z.string(),
  /** The most consecutive hours one booking may take (1–4, set at the rooms desk). */
  maxRsvtHr: z.number().int(),
  roomImgs: z.array(roomImageSchema),
});
export type Room = z.infer<typeof roomSchema>;

export const roomSummarySchema = z.object({
  roomId: z.number().int(),
  roomNm: z.string(),
  roomOnelineIntro: z.string(),
  operBgngHhmm: z.string(),
  operEndHhmm: z.string(),
  wekendOperYn: ynSchema,
  holdyOperYn: ynSchema,
  maxRsvtUsrCnt: z.number().int(),
  rprsImgPtUrl: z.string().nullable(),
});
export type RoomSummary = z.infer<typeof roomSummarySchema>;

export const studioSchema = z.object({
  studoId: z.number().int(),
  studoNm: z.string(),
  studoIntro: z.string(),
  studoAddr: z.string(),
  rprsImgPtUrl: z.string().nullable(),
  rooms: z.array(roomSummarySchema),
});
export type Studio = z.infer<typeof studioSchema>;
export const studioListSchema = z.array(studioSchema);

export const roomParamsSchema = z.object({ roomId: rowIdSchema() });
export const rsvtParamsSchema = z.object({ rsvtId: rowIdSchema() });

const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: STUDIO_MESSAGES.textTooLong(max) });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: STUDIO_MESSAGES.textTooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));
const codeValue = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .regex(/^\d{7}$/, { error: STUDIO_MESSAGES.codeInvalid });

/**
 * POST studio/room/{roomId}/rsvt and reservation/create: the Reservation fields of spec section 3. The server checks
 * the codes against their groups, the day and hours against the room and the calendar, and the certificate.
 */
export const reservationFieldsSchema = z.object({
  rsvtYmd: ymdSchema,
  rsvtBgngHhmm: hhmmSchema,
  rsvtEndHhmm: hhmmSchema,
  rsvtUsrcnt: z.coerce
    .number({ error: STUDIO_MESSAGES.usrCntRequired })
    .int({ error: STUDIO_MESSAGES.usrCntRequired })
    .min(1, { error: STUDIO_MESSAGES.usrCntRequired }),
  rsvtUserCnctel: phoneSchema,
  rsvtDmndCn: optionalText(500),
  strNm: requiredText(STUDIO_MESSAGES.strNmRequired),
  brno: brnoSchema,
  useCtgrDcd: codeValue(STUDIO_MESSAGES.useCtgrRequired),
  shootCtgrDcd: codeValue(STUDIO_MESSAGES.shootCtgrRequired),
  strPattnDcd: codeValue(STUDIO_MESSAGES.strPattnRequired),
  rprsGdsNm: requiredText(STUDIO_MESSAGES.rprsGdsRequired),
  brndNm: requiredText(STUDIO_MESSAGES.brndRequired),
  letoffChnl: optionalText(100),
  /** Comma list of code group 1023 values. */
  loanPssEqu: z
    .string({ error: STUDIO_MESSAGES.equipmentRequired })
    .trim()
    .min(1, { error: STUDIO_MESSAGES.equipmentRequired, abort: true })
    .regex(/^\d{7}(,\d{7})*$/, { error: STUDIO_MESSAGES.codeInvalid }),
  osdAddExpctEqu: optionalText(200),
});
export type ReservationFields = z.infer<typeof reservationFieldsSchema>;
export type ReservationInput = z.input<typeof reservationFieldsSchema>;

export const reserveResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  rsvtId: z.number().int(),
});

/**
 * The reservation form of the browser (spec section 3): the fields without the chosen day and hours, the equipment as
 * the checked list, the business number with or without hyphens, and the contact's messages as the form says them.
 */
export const reservationFormSchema = reservationFieldsSchema
  .omit({ rsvtYmd: true, rsvtBgngHhmm: true, rsvtEndHhmm: true })
  .extend({
    /** Typed with or without hyphens. */
    brno: z
      .string({ error: VALIDATION_MESSAGES.brnoRequired })
      .transform((v) => v.replace(/-/g, ''))
      .pipe(brnoSchema),
    rsvtUserCnctel: z
      .string({ error: STUDIO_MESSAGES.contactRequired })
      .trim()
      .min(1, { error: STUDIO_MESSAGES.contactRequired, abort: true })
      .refine(isPhone, { error: VALIDATION_MESSAGES.phoneFormat }),
    /** The checked equipment codes; the wire takes them as a comma list. */
    loanPssEqu: z
      .array(z.string(), { error: STUDIO_MESSAGES.equipmentRequired })
      .min(1, { error: STUDIO_MESSAGES.equipmentRequired }),
  });
export type ReservationFormInput = z.input<typeof reservationFormSchema>;
export type ReservationFormValues = z.output<typeof reservationFormSchema>;

/**
 * A past confirmed reservation's outcome, marked at the desk (stored beside the state, which stays 이용완료):
 * used, or not shown up. The member's 나의 예약 and the week grid show it in place of the state's name.
 */
export const USE_RESULTS = ['DONE', 'NOSHOW'] as const;
export const useResultSchema = z.enum(USE_RESULTS, {
  error: '이용 결과는 이용완료 또는 미이용(노쇼) 중에서 골라 주세요.',
});
export type UseResult = z.infer<typeof useResultSchema>;
export const USE_RESULT_LABEL: Record<UseResult, string> = { DONE: '이용완료', NOSHOW: '미이용(노쇼)' };

export const reservationSchema = z.object({
  rsvtId: z.number().int(),
  /** The booking number (reservationNumber). */
  rsvtNo: z.string(),
  roomId: z.number().int(),
  roomNm: z.string(),
  studoNm: z.string(),
  studoId: z.number().int().nullable(),
  spaceId: z.number().int().nullable(),
  rsvtYmd: z.string(),
  rsvtBgngHhmm: z.string(),
  rsvtEndHhmm: z.string(),
  rsvtUsrcnt: z.number().int(),
  rsvtSttsCd: rsvtStatusSchema,
  rsvtSttsNm: z.string(),
  sttsRsn: z.string().nullable(),
  cancelableYn: ynSchema,
  reviewableYn: ynSchema,
  revwYn: ynSchema,
  /** The outcome an operator marked on a past confirmed reservation (null until marked); rsvtSttsNm names it. */
  useRsltCd: useResultSchema.nullable(),
  /** The member's review hidden by an operator (the review desk): 'Y' shows it marked hidden in 나의 예약. */
  revwHideYn: ynSchema,
  rprsImgPtUrl: z.string().nullable(),
  regDt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** Operator list rows add the member and the business fields. */
export const operatorReservationSchema = reservationSchema.extend({
  lgnId: z.string(),
  userNm: z.string(),
  strNm: z.string(),
  rsvtUserCnctel: z.string(),
  /** The copy a decision names (readCopySchema): the time of the row's last change, or its booking. */
  updtDt: z.string(),
});
export type OperatorReservation = z.infer<typeof operatorReservationSchema>;

/** PUT studio/rsvts/sts, reservation/updateStatus: the member (or an operator) cancels. */
export const statusBodySchema = z.object({
  rsvtId: rowIdSchema(),
  rsvtSttsCd: z.literal('CANCELED', { error: STUDIO_MESSAGES.statusInvalid }),
  sttsRsn: optionalText(200),
});

/**
 * Operator decisions: PUT studio/opr/rsvt/{rsvtId}/{confirm|cancel}, made on the copy read (`updtDt`, decision 034);
 * a reject names its reason (told to the member).
 */
export const decisionBodySchema = readCopySchema.extend({ sttsRsn: optionalText(200) });
export type DecisionBody = z.input<typeof decisionBodySchema>;
export const rejectBodySchema = readCopySchema.extend({
  sttsRsn: z
    .string({ error: ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.reasonRequired, abort: true })
    .max(200, { error: STUDIO_MESSAGES.textTooLong(200) }),
});
export type RejectBody = z.input<typeof rejectBodySchema>;
/** PUT studio/opr/rsvt/{rsvtId}/outcome: used or not shown up, on the copy read. */
export const outcomeBodySchema = readCopySchema.extend({ useRsltCd: useResultSchema });
export type OutcomeBody = z.input<typeof outcomeBodySchema>;

export const myReservationQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
/** The operators' list: state, studio or room, a use-date period, sortable by use date and booking time. */
export const OPERATOR_RESERVATION_SORTS = ['rsvtYmd', 'regDt'] as const;
export const operatorReservationQuerySchema = myReservationQuerySchema.extend({
  rsvtSttsCd: rsvtStatusSchema.optional(),
  studoId: z.coerce.number().int().min(1).optional(),
  roomId: z.coerce.number().int().min(1).optional(),
  from: ymdSchema.optional(),
  to: ymdSchema.optional(),
  /** The member's login id, exactly as registered (the list still shows it masked). */
  lgnId: z
    .string()
    .trim()
    .max(50, { error: STUDIO_MESSAGES.textTooLong(50) })
    .optional()
    .transform((v) => (v ? v : undefined)),
  ...consoleSortSchema(OPERATOR_RESERVATION_SORTS).shape,
});
export type OperatorReservationQuery = z.infer<typeof operatorReservationQuerySchema>;
/** GET studio/opr/rsvts/export: the filtered list as CSV, with the reason the access log keeps (decision 034). */
export const reservationExportQuerySchema = operatorReservationQuerySchema
  .omit({ pageNo: true, pageSize: true, sort: true, order: true })
  .extend({
    reason: exportReasonSchema,
  });
export type ReservationExportQuery = z.infer<typeof reservationExportQuerySchema>;

/**
 * GET studio/opr/rooms/{roomId}/week: one room's seven days from `from` (the week grid of the reservation desk), with
 * the live reservations (requested and confirmed, past ones as completed or expired) and the room's opening hours.
 */
export const roomWeekQuerySchema = z.object({ from: ymdSchema });
export const roomWeekSchema = z.object({
  roomId: z.number().int(),
  roomNm: z.string(),
  studoNm: z.string(),
  operBgngHhmm: z.string(),
  operEndHhmm: z.string(),
  todayYmd: z.string(),
  /** The seven days shown, `from` first (yyyyMMdd). */
  days: z.array(z.string()),
  rows: z.array(operatorReservationSchema),
});
export type RoomWeek = z.infer<typeof roomWeekSchema>;

/**
 * The reservation desk's booking on a member's behalf (대리 예약): the member named by the exact login id, then the
 * same Reservation fields and rules as the member's own booking (slot engine), in the state the operator chooses.
 */
const proxyLgnIdSchema = z
  .string({ error: STUDIO_MESSAGES.proxyLgnIdRequired })
  .trim()
  .min(1, { error: STUDIO_MESSAGES.proxyLgnIdRequired, abort: true })
  .max(50, { error: STUDIO_MESSAGES.textTooLong(50) });
/** GET studio/opr/members: the member a booking is for, by exact login id (shown masked). */
export const proxyMemberQuerySchema = z.object({ lgnId: proxyLgnIdSchema });
export const proxyMemberSchema = z.object({
  /** Masked (maskLoginId), as the desk's list shows members. */
  lgnId: z.string(),
  /** Masked (maskName). */
  userNm: z.string(),
  /** The small-business certificate's state: only '승인' may book (the slot engine checks again). */
  certificate: certificateStatusSchema,
});
export type ProxyMember = z.infer<typeof proxyMemberSchema>;
export const PROXY_STATUSES = ['REQUESTED', 'CONFIRMED'] as const;
/** POST studio/opr/room/{roomId}/rsvt: the member, the state chosen, and the member's own Reservation fields. */
export const proxyReservationBodySchema = reservationFieldsSchema.extend({
  lgnId: proxyLgnIdSchema,
  rsvtSttsCd: z.enum(PROXY_STATUSES, { error: STUDIO_MESSAGES.proxyStatusInvalid }),
});
export type ProxyReservationBody = z.infer<typeof proxyReservationBodySchema>;
export type ProxyReservationInput = z.input<typeof proxyReservationBodySchema>;

// Reviews
export const reviewBodySchema = z.object({
  rsvtId: rowIdSchema(STUDIO_MESSAGES.reviewNotAllowed),
  revwCmnt: z
    .string({ error: STUDIO_MESSAGES.reviewCmntRequired })
    .trim()
    .min(1, { error: STUDIO_MESSAGES.reviewCmntRequired, abort: true })
    .max(REVIEW_MAX_LENGTH, { error: STUDIO_MESSAGES.reviewCmntMax }),
  starrtScore: z.coerce
    .number({ error: STUDIO_MESSAGES.reviewScoreRequired })
    .int({ error: STUDIO_MESSAGES.reviewScoreRequired })
    .min(1, { error: STUDIO_MESSAGES.reviewScoreRequired })
    .max(5, { error: STUDIO_MESSAGES.reviewScoreRequired }),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;
export const reviewResultSchema = commandResultSchema.extend({ revwId: z.number().int() });
/** The review dialog of the browser: the score and the text of a review (the reservation is the dialog's). */
export const reviewFormSchema = reviewBodySchema.omit({ rsvtId: true });
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

export const reviewSchema = z.object({
  revwId: z.number().int(),
  rsvtId: z.number().int(),
  roomNm: z.string(),
  /** Masked (maskLoginId). */
  lgnId: z.string(),
  revwCmnt: z.string(),
  starrtScore: z.number().int(),
  regDt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewCountSchema = z.object({ starrtScore: z.number().int(), revwCnt: z.number().int() });
export type ReviewCount = z.infer<typeof reviewCountSchema>;
/** One entry per score, 5 down to 1, zeros included. */
export const reviewCountListSchema = z.array(reviewCountSchema);

/** Average to one decimal and each score's share of all reviews, in whole percent. */
export function summarizeReviews(counts: readonly ReviewCount[]) {
  const total = counts.reduce((s, c) => s + c.revwCnt, 0);
  const sum = counts.reduce((s, c) => s + c.revwCnt * c.starrtScore, 0);
  const average = total === 0 ? '0.0' : (Math.round((sum / total) * 10) / 10).toFixed(1);
  const bars = [5, 4, 3, 2, 1].map((score) => {
    const cnt = counts.find((c) => c.starrtScore === score)?.revwCnt ?? 0;
    return { starrtScore: score, revwCnt: cnt, percent: total === 0 ? 0 : Math.round((cnt / total) * 100) };
  });
  return { total, average, bars };
}

/** HHmm of an hour: 9 → '0900', 24 → '2400'. */
export function hourToHhmm(hour: number): string {
  return `${String(hour).padStart(2, '0')}00`;
}
export function hhmmToHour(hhmm: string): number {
  return Number(hhmm.slice(0, 2));
}
/** '1000' → '10:00' */
export function formatHhmm(hhmm: string): string {
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;
}

/**
 * The selection rules the room view applies before opening the reservation modal (the server applies them again):
 * returns the spec's message, or null when the chosen hours can be booked.
 */
export function checkHourSelection(hours: readonly number[]): string | null {
  if (hours.length === 0) return STUDIO_MESSAGES.selectTime;
  if (hours.length > MAX_RESERVATION_HOURS) return STUDIO_MESSAGES.maxHours;
  const sorted = [...hours].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) if (sorted[i] !== sorted[i - 1]! + 1) return STUDIO_MESSAGES.consecutive;
  return null;
}

export const reservationPageSchema = pageSchema(reservationSchema);
export const operatorReservationPageSchema = pageSchema(operatorReservationSchema);
export const reviewPageSchema = pageSchema(reviewSchema);

/**
 * The review desk (예약 담당, issue 38): every studio review with its room, shown or hidden, the text in place. An
 * operator hides one with a reason and shows it again, each on the copy read (`updtDt`); a hidden review leaves the
 * public list and the public counts, and its writer sees it marked hidden in 나의 예약.
 */
export const REVIEW_DESK_MESSAGES = {
  notFound: '후기를 찾을 수 없습니다.',
  hidden: '후기를 숨겼습니다. 방문자에게 보이지 않습니다.',
  shown: '후기를 다시 보이게 했습니다.',
  alreadyHidden: '이미 숨긴 후기입니다.',
  alreadyShown: '이미 보이는 후기입니다.',
  visibilityInvalid: '공개 상태는 공개 또는 숨김 중에서 골라 주세요.',
  periodInvalid: '작성일 끝은 작성일 시작과 같거나 뒤여야 합니다.',
} as const;
export const REVIEW_VISIBILITIES = ['SHOWN', 'HIDDEN'] as const;
export const reviewVisibilitySchema = z.enum(REVIEW_VISIBILITIES, { error: REVIEW_DESK_MESSAGES.visibilityInvalid });
export type ReviewVisibility = z.infer<typeof reviewVisibilitySchema>;
export const REVIEW_VISIBILITY_LABEL: Record<ReviewVisibility, string> = { SHOWN: '공개', HIDDEN: '숨김' };

export const REVIEW_DESK_SORTS = ['regDt', 'starrtScore', 'roomNm'] as const;
export const reviewDeskQuerySchema = consolePageQuerySchema
  .extend({
    roomId: z.coerce.number().int().min(1).optional(),
    visibility: reviewVisibilitySchema.optional(),
    /** The written day, Seoul (yyyyMMdd), both ends inclusive. */
    from: ymdSchema.optional(),
    to: ymdSchema.optional(),
  })
  .extend(consoleSortSchema(REVIEW_DESK_SORTS).shape);
export type ReviewDeskQuery = z.infer<typeof reviewDeskQuerySchema>;

export const reviewDeskRowSchema = z.object({
  revwId: z.number().int(),
  rsvtId: z.number().int(),
  rsvtNo: z.string(),
  roomId: z.number().int(),
  roomNm: z.string(),
  studoNm: z.string(),
  /** Masked (maskLoginId). */
  lgnId: z.string(),
  revwCmnt: z.string(),
  starrtScore: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  visibility: reviewVisibilitySchema,
  hideRsn: z.string().nullable(),
  /** When it was hidden (ISO 8601 +09:00) and by whom (the operator's name). */
  hideDt: z.string().nullable(),
  hideOprNm: z.string().nullable(),
  /** The copy a change names (readCopySchema): the time of the review's last change, or its writing. */
  updtDt: z.string(),
});
export type ReviewDeskRow = z.infer<typeof reviewDeskRowSchema>;
export const reviewDeskPageSchema = pageSchema(reviewDeskRowSchema);
export const reviewDeskParamsSchema = z.object({ revwId: rowIdSchema(REVIEW_DESK_MESSAGES.notFound) });
/** Hiding names the reason (kept with the review and in the audit row). */
export const reviewHideBodySchema = readCopySchema.extend({ hideRsn: reasonSchema });
export type ReviewHideBody = z.input<typeof reviewHideBodySchema>;
export const reviewShowBodySchema = readCopySchema;
export type ReviewShowBody = z.input<typeof reviewShowBodySchema>;

/** Where one catalogue's booking calls live: studio rooms under `studio/`, space rooms under `reservation/`. */
export interface BookingPaths {
  days: string;
  slots: string;
  mine: string;
  cancel: string;
  ics: string;
  operatorList: string;
}

/**
 * The booking calls every catalogue has, declared once for the one slot engine: the month's days, a day's hours, my
 * reservations, cancel, the calendar file and the operators' list. `place` names the catalogue in the summaries.
 */
export function bookingEndpoints<const P extends BookingPaths>(paths: P, place: string) {
  return {
    days: endpoint({
      method: 'GET',
      path: paths.days,
      access: 'public',
      summary: `${place} 달력: 한 달의 예약 가능일(오늘 이전, 주말, 공휴일 반영)`,
      params: roomParamsSchema,
      query: dayQuerySchema,
      response: bookableDaysSchema,
    }),
    slots: endpoint({
      method: 'GET',
      path: paths.slots,
      access: 'public',
      summary: `${place} 하루의 시간대별 예약 상태(E 가능, R 예약됨, M 내 예약)`,
      params: roomParamsSchema,
      query: slotQuerySchema,
      response: slotListSchema,
    }),
    mine: endpoint({
      method: 'GET',
      path: paths.mine,
      access: 'member',
      summary: `내 ${place} 예약 목록`,
      query: myReservationQuerySchema,
      response: reservationPageSchema,
    }),
    cancel: endpoint({
      method: 'PUT',
      path: paths.cancel,
      access: 'member',
      summary: `${place} 예약 취소(본인: 이용일 전날까지, 운영자: 언제나)`,
      body: statusBodySchema,
      response: commandResultSchema,
    }),
    ics: endpoint({
      method: 'GET',
      path: paths.ics,
      access: 'member',
      summary: `${place} 예약 캘린더 파일(.ics)`,
      params: rsvtParamsSchema,
    }),
    operatorList: endpoint({
      method: 'GET',
      path: paths.operatorList,
      access: { roles: ['SYSTEM', 'RESERVATION'] },
      summary: `운영자: ${place} 예약 목록`,
      query: operatorReservationQuerySchema,
      response: operatorReservationPageSchema,
    }),
  } as const;
}
export type BookingEndpoints = ReturnType<typeof bookingEndpoints>;

/** An operator's decision on a reservation (a reject or a cancel with its reason): PUT studio/opr/rsvt/{rsvtId}/{confirm|reject|cancel}. */
const decision = <const A extends 'confirm' | 'reject' | 'cancel'>(action: A, summary: string) =>
  endpoint({
    method: 'PUT',
    path: `studio/opr/rsvt/:rsvtId/${action}`,
    access: { roles: ['SYSTEM', 'RESERVATION'] },
    summary,
    params: rsvtParamsSchema,
    // A reject or a cancel names its reason (told to the member); a confirm may add a note.
    body: action === 'confirm' ? decisionBodySchema : rejectBodySchema,
    response: commandResultSchema,
  });

/** The calls of the studio domain (api-map `studio`): the catalogue, studio-room booking, reviews, decisions. */
export const studioEndpoints = {
  studios: endpoint({
    method: 'GET',
    path: 'studio/infos',
    access: 'public',
    summary: '스튜디오와 룸 목록',
    response: studioListSchema,
  }),
  room: endpoint({
    method: 'GET',
    path: 'studio/room/:roomId',
    access: 'public',
    summary: '룸 상세(이미지 포함)',
    params: roomParamsSchema,
    response: roomSchema,
  }),
  ...bookingEndpoints(
    {
      days: 'studio/room/:roomId/rsvt/days',
      slots: 'studio/room/:roomId/rsvt/schds',
      mine: 'studio/rsvts',
      cancel: 'studio/rsvts/sts',
      ics: 'studio/rsvts/:rsvtId/ics',
      operatorList: 'studio/opr/rsvts',
    },
    '스튜디오',
  ),
  reserve: endpoint({
    method: 'POST',
    path: 'studio/room/:roomId/rsvt',
    access: 'member',
    summary: '예약 신청(소상공인 확인서 승인 회원)',
    params: roomParamsSchema,
    body: reservationFieldsSchema,
    response: reserveResultSchema,
  }),
  reviews: endpoint({
    method: 'GET',
    path: 'studio/:roomId/revws',
    access: 'public',
    summary: '룸 후기 목록',
    params: roomParamsSchema,
    query: myReservationQuerySchema,
    response: reviewPageSchema,
  }),
  reviewCounts: endpoint({
    method: 'GET',
    path: 'studio/:roomId/revw/cnts',
    access: 'public',
    summary: '룸 후기 별점별 개수',
    params: roomParamsSchema,
    response: reviewCountListSchema,
  }),
  writeReview: endpoint({
    method: 'POST',
    path: 'studio/room/:roomId/revw',
    access: 'member',
    summary: '후기 작성(이용 완료된 본인 예약, 1회)',
    params: roomParamsSchema,
    body: reviewBodySchema,
    response: reviewResultSchema,
  }),
  exportReservations: endpoint({
    method: 'GET',
    path: 'studio/opr/rsvts/export',
    access: { roles: ['SYSTEM', 'RESERVATION'] },
    summary: '운영자: 스튜디오 예약 목록 내려받기(CSV; 사유 필수, 개인정보 접근기록에 다운로드로 남음)',
    query: reservationExportQuerySchema,
  }),
  roomWeek: endpoint({
    method: 'GET',
    path: 'studio/opr/rooms/:roomId/week',
    access: { roles: ['SYSTEM', 'RESERVATION'] },
    summary: '운영자: 룸의 주간 예약표(7일)',
    params: roomParamsSchema,
    query: roomWeekQuerySchema,
    response: roomWeekSchema,
  }),
  reviewDesk: endpoint({
    method: 'GET',
    path: 'studio/opr/revws',
    access: { roles: ['SYSTEM', 'RESERVATION'] },
    summary: '운영자: 스튜디오 후기 목록(룸, 공개·숨김, 작성 기간; 작성일·별점·룸으로 정렬)',
    query: reviewDeskQuerySchema,
    response: reviewDeskPageSchema,
  }),
  hideReview: endpoint({
    method: 'PUT',
    path: 'studio/opr/revws/:revwId/hide',
    access: { roles: ['SYSTEM', 'RESERVATION'] },
    summary: '운영자: 후기 숨기기(사유 필수, 읽은 사본 기준; 공개 목록과 별점 집계에서 빠짐)',
    params: reviewDeskParamsSchema,
    body: reviewHideBodySchema,
    response: commandResultSchema,
  }),
  showReview: endpoint({
    method: 'PUT',
    path: 'studio/opr/revws/:revwId/show',
    access: { roles: ['SYSTEM', 'RESERVATION'] },
    summary: '운영자: 숨긴 후기 다시 보이기(읽은 사본 기준)',
    params: reviewDeskParamsSchema,
    body: reviewShowBodySchema,
    response: commandResultSchema,
  }),
  markOutcome: endpoint({
    method: 'PUT',
    path: 'studio/opr/rsvt/:rsvtId/outcome',
    access: { roles: ['SYSTEM', 'RESERVATION'] },
    summary: '운영자: 지난 확정 예약의 이용 결과 표시(이용완료 또는 미이용(노쇼), 읽은 사본 기준)',
    params: rsvtParamsSchema,
    body: outcomeBodySchema,
    response: commandResultSchema,
  }),
  proxyMember: endpoint({
    method: 'GET',
    path: 'studio/opr/members',
    access: { roles: ['SYSTEM', 'RESERVATION'] },
    summary: '운영자: 대리 예약할 회원 찾기(정확한 아이디; 마스킹해서 보여줌)',
    query: proxyMemberQuerySchema,
    response: proxyMemberSchema,
  }),
  proxyReserve: endpoint({
    method: 'POST',
    path: 'studio/opr/room/:roomId/rsvt',
    access: { roles: ['SYSTEM', 'RESERVATION'] },
    summary: '운영자: 회원 대신 예약(슬롯 규칙·중복 예약 금지 동일; 예약신청 또는 예약확정; 회원에게 문자)',
    params: roomParamsSchema,
    body: proxyReservationBodySchema,
    response: reserveResultSchema,
  }),
  confirm: decision('confirm', '운영자: 예약 확정'),
  reject: decision('reject', '운영자: 예약 반려'),
  operatorCancel: decision('cancel', '운영자: 예약 취소'),
} as const;
