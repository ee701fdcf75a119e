import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';

/**
 * The notices desk (공지사항, `notice2`) of the operator console (decision 034, issue 37): notices written and edited
 * with the community's editor, attachments, pinning, a posting window and a popup window, hidden and shown again.
 * A notice is visible to visitors only while its posting window holds now (Asia/Seoul), decided at read time.
 */

export const NOTICE_DESK_STATES = ['POSTED', 'SCHEDULED', 'ENDED', 'HIDDEN'] as const;
export const noticeDeskStateSchema = z.enum(NOTICE_DESK_STATES, { error: '게시 상태가 올바르지 않습니다.' });
export type NoticeDeskState = z.infer<typeof noticeDeskStateSchema>;
export const NOTICE_DESK_STATE_NAMES: Record<NoticeDeskState, string> = {
  POSTED: '게시 중',
  SCHEDULED: '예약',
  ENDED: '종료',
  HIDDEN: '숨김',
};

/** How long 'N일간 보지 않기' hides a popup: the operator's choice. */
export const POPUP_HIDE_CHOICES = [1, 30] as const;
export const NOTICE_MAX_ATCH = 5;
export const NOTICE_BODY_MAX = 200_000;

export const NOTICE_DESK_MESSAGES = {
  notFound: '공지사항을 찾을 수 없습니다.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: '제목은 200자 이내로 입력해 주세요.',
  bodyRequired: '내용을 입력해 주세요.',
  bodyTooLong: '내용이 너무 깁니다.',
  dateTimeInvalid: '날짜와 시각을 올바르게 입력해 주세요.',
  dateInvalid: '날짜를 올바르게 입력해 주세요.',
  postingWindowInvalid: '게시 종료는 게시 시작보다 뒤여야 합니다.',
  popupDatesRequired: '팝업 시작일과 종료일을 입력해 주세요.',
  popupWindowInvalid: '팝업 종료일은 팝업 시작일과 같거나 뒤여야 합니다.',
  popupHideInvalid: '보지 않기 기간은 1일 또는 30일 중에서 골라 주세요.',
  atchInvalid: 'PDF, 한글(HWP), 오피스 문서, ZIP, 이미지 파일만 첨부할 수 있습니다.',
  atchTooMany: `첨부파일은 ${NOTICE_MAX_ATCH}개까지 올릴 수 있습니다.`,
  atchNotYours: '첨부파일을 다시 올려 주세요.',
  created: '공지사항을 등록했습니다.',
  updated: '공지사항을 수정했습니다.',
  hidden: '공지사항을 숨겼습니다. 방문자에게 보이지 않습니다.',
  unhidden: '공지사항을 다시 게시했습니다.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
} as const;

/** A moment in Seoul as a `datetime-local` field holds it: 'yyyy-MM-ddTHH:mm'. */
export const seoulDateTimeSchema = z
  .string({ error: NOTICE_DESK_MESSAGES.dateTimeInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, NOTICE_DESK_MESSAGES.dateTimeInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00+09:00`)), NOTICE_DESK_MESSAGES.dateTimeInvalid);
/** A Seoul day as a `date` field holds it: 'yyyy-MM-dd'. */
export const seoulDateSchema = z
  .string({ error: NOTICE_DESK_MESSAGES.dateInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, NOTICE_DESK_MESSAGES.dateInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, NOTICE_DESK_MESSAGES.dateInvalid);

/** 'yyyy-MM-ddTHH:mm' in Seoul → the instant (ISO, UTC). */
export function seoulDateTimeToIso(local: string): string {
  return new Date(`${local}:00+09:00`).toISOString();
}
/** An instant (ISO) → 'yyyy-MM-ddTHH:mm' in Seoul. */
export function isoToSeoulDateTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
}

export const noticeDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, NOTICE_DESK_MESSAGES.searchTooLong).optional(),
    state: noticeDeskStateSchema.optional(),
  })
  .extend(consoleSortSchema(['tit', 'regDt', 'atchCnt']).shape);
export type NoticeDeskQuery = z.infer<typeof noticeDeskQuerySchema>;

export const noticeDeskRowSchema = z.object({
  ntcId: z.number().int(),
  tit: z.string(),
  state: noticeDeskStateSchema,
  fixYn: ynSchema,
  /** The posting window in Seoul ('yyyy-MM-ddTHH:mm'); null: from registration / without end. */
  pstgBgngDt: z.string().nullable(),
  pstgEndDt: z.string().nullable(),
  popupYn: ynSchema,
  /** The popup window in Seoul days ('yyyy-MM-dd'), when the notice is a popup. */
  popupBgngDe: z.string().nullable(),
  popupEndDe: z.string().nullable(),
  atchCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  updtDt: z.string(),
});
export type NoticeDeskRow = z.infer<typeof noticeDeskRowSchema>;

export const noticeDeskFileSchema = z.object({
  fileId: z.string(),
  fileNm: z.string(),
  fileSize: z.number().int(),
});
export type NoticeDeskFile = z.infer<typeof noticeDeskFileSchema>;

export const noticeDeskDetailSchema = noticeDeskRowSchema.extend({
  cn: z.string(),
  popupHideDays: z.number().int(),
  atchFiles: z.array(noticeDeskFileSchema),
});
export type NoticeDeskDetail = z.infer<typeof noticeDeskDetailSchema>;

const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, NOTICE_DESK_MESSAGES.atchNotYours);

/** What the write and edit pages send. */
const noticeWriteFields = z.object({
  tit: z
    .string({ error: NOTICE_DESK_MESSAGES.titleRequired })
    .trim()
    .min(1, NOTICE_DESK_MESSAGES.titleRequired)
    .max(200, NOTICE_DESK_MESSAGES.titleTooLong),
  cn: z
    .string({ error: NOTICE_DESK_MESSAGES.bodyRequired })
    .min(1, NOTICE_DESK_MESSAGES.bodyRequired)
    .max(NOTICE_BODY_MAX, NOTICE_DESK_MESSAGES.bodyTooLong),
  fixYn: ynSchema.default('N'),
  pstgBgngDt: seoulDateTimeSchema.nullable().default(null),
  pstgEndDt: seoulDateTimeSchema.nullable().default(null),
  popupYn: ynSchema.default('N'),
  popupBgngDe: seoulDateSchema.nullable().default(null),
  popupEndDe: seoulDateSchema.nullable().default(null),
  popupHideDays: z
    .number({ error: NOTICE_DESK_MESSAGES.popupHideInvalid })
    .int()
    .refine((n) => (POPUP_HIDE_CHOICES as readonly number[]).includes(n), NOTICE_DESK_MESSAGES.popupHideInvalid)
    .default(1),
  /** Files uploaded with `notice/admin/files` (kept ones of the notice too), in order. */
  atchFileIds: z.array(fileIdSchema).max(NOTICE_MAX_ATCH, NOTICE_DESK_MESSAGES.atchTooMany).default([]),
});

function checkWindows(b: z.output<typeof noticeWriteFields>, ctx: z.RefinementCtx): void {
  if (b.pstgBgngDt && b.pstgEndDt && b.pstgEndDt <= b.pstgBgngDt) {
    ctx.addIssue({ code: 'custom', path: ['pstgEndDt'], message: NOTICE_DESK_MESSAGES.postingWindowInvalid });
  }
  if (b.popupYn === 'Y') {
    if (!b.popupBgngDe || !b.popupEndDe) {
      ctx.addIssue({ code: 'custom', path: ['popupBgngDe'], message: NOTICE_DESK_MESSAGES.popupDatesRequired });
    } else if (b.popupEndDe < b.popupBgngDe) {
      ctx.addIssue({ code: 'custom', path: ['popupEndDe'], message: NOTICE_DESK_MESSAGES.popupWindowInvalid });
    }
  }
}

export const noticeWriteBodySchema = noticeWriteFields.superRefine(checkWindows);
export type NoticeWriteBody = z.input<typeof noticeWriteBodySchema>;
export type NoticeWrite = z.output<typeof noticeWriteBodySchema>;

export const noticeEditBodySchema = noticeWriteFields.extend(readCopySchema.shape).superRefine(checkWindows);
export type NoticeEditBody = z.input<typeof noticeEditBodySchema>;

export const noticeVisibilityBodySchema = readCopySchema.extend({
  action: z.enum(['HIDE', 'UNHIDE'], { error: '숨기기 또는 다시 게시를 골라 주세요.' }),
});
export type NoticeVisibilityBody = z.infer<typeof noticeVisibilityBodySchema>;

export const noticeSavedSchema = commandResultSchema.extend({ ntcId: z.number().int() });
export const noticeFilesResultSchema = commandResultSchema.extend({ files: z.array(noticeDeskFileSchema) });
export const noticeDeskParamsSchema = z.object({ ntcId: rowIdSchema(NOTICE_DESK_MESSAGES.notFound) });

const noticeDesk = { roles: ['SYSTEM', 'CONTENT'] } as const;

export const noticeAdminEndpoints = {
  notices: endpoint({
    method: 'GET',
    path: 'notice/admin/notices',
    access: noticeDesk,
    summary: '공지사항 관리 목록(제목 검색, 게시 상태, 상단 고정 먼저; 제목·등록일·첨부 수로 정렬)',
    query: noticeDeskQuerySchema,
    response: pageSchema(noticeDeskRowSchema),
  }),
  notice: endpoint({
    method: 'GET',
    path: 'notice/admin/notices/:ntcId',
    access: noticeDesk,
    summary: '공지사항 관리 상세(수정 화면): 게시 기간, 팝업 기간, 첨부파일, 읽은 사본(updtDt)',
    params: noticeDeskParamsSchema,
    response: noticeDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'notice/admin/notices',
    access: noticeDesk,
    summary: '공지사항 등록(본문은 서버에서 정리, 첨부파일, 상단 고정, 게시·팝업 기간)',
    body: noticeWriteBodySchema,
    response: noticeSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'notice/admin/notices/:ntcId',
    access: noticeDesk,
    summary: '공지사항 수정(읽은 사본 기준: 다른 담당자가 먼저 고쳤으면 거절)',
    params: noticeDeskParamsSchema,
    body: noticeEditBodySchema,
    response: noticeSavedSchema,
  }),
  visibility: endpoint({
    method: 'PUT',
    path: 'notice/admin/notices/:ntcId/visibility',
    access: noticeDesk,
    summary: '공지사항 숨기기·다시 게시(읽은 사본 기준)',
    params: noticeDeskParamsSchema,
    body: noticeVisibilityBodySchema,
    response: commandResultSchema,
  }),
  uploadFiles: endpoint({
    method: 'POST',
    path: 'notice/admin/files',
    access: noticeDesk,
    summary: '공지사항 첨부파일 올리기(multipart uploadFiles, 최대 4개; 등록·수정 때 atchFileIds로 붙임)',
    multipart: true,
    response: noticeFilesResultSchema,
  }),
} as const;
