import { z } from 'zod';
import { contentDetailSchema, contentPageSchema } from './content.js';
import { endpoint } from './endpoint.js';
import { pageQuerySchema, ymdSchema, ynSchema, rowIdSchema } from './envelope.js';

/** Notices: the board (notice2/ntcs, ntc/{ntcId}) lives in the content engine; popups (ntcList) are notices too. */

/** Popup kinds and how long "do not show" hides them (spec section 9). */
export const POPUP_KINDS = ['common', 'support', 'edu'] as const;
export const popupKindSchema = z.enum(POPUP_KINDS);
export type PopupKind = z.infer<typeof popupKindSchema>;
export const POPUP_HIDE_DAYS: Record<PopupKind, number> = { common: 1, support: 1, edu: 30 };
/** Fixed support and education notices run until this day. */
export const FIXED_NOTICE_END_YMD = '20990131';

export const NOTICE_MESSAGES = {
  hideToday: '오늘 하루 보지 않기',
  hideMonth: '30일 동안 보지 않기',
  close: '닫기',
  popupDocked: '공지 팝업',
  popupReopen: '공지 다시 보기',
  invalidId: '공지사항 번호가 올바르지 않습니다.',
  invalidFileId: '첨부파일 번호가 올바르지 않습니다.',
  searchTooLong: '검색어는 50자 이내로 입력해주세요.',
} as const;

export const noticePopupSchema = z.object({
  ntcId: z.number().int(),
  ntcTit: z.string(),
  ntcCn: z.string(),
  ntcUrl: z.string().nullable(),
  ntcImgFilePtUrl: z.string().nullable(),
  ntcImgFileNm: z.string().nullable(),
  pstgBgngYmd: ymdSchema,
  pstgEndYmd: ymdSchema,
  expsrYn: ynSchema,
  useYn: ynSchema,
  popupKind: popupKindSchema,
  hideDays: z.number().int(),
  regDt: z.string(),
});
export type NoticePopup = z.infer<typeof noticePopupSchema>;
export const noticePopupListSchema = z.array(noticePopupSchema);

export const noticeListQuerySchema = pageQuerySchema.extend({
  searchTerm: z.string().trim().max(50, NOTICE_MESSAGES.searchTooLong).optional(),
  /** 전체 (title and body) or 제목 (title only). */
  option: z.enum(['전체', '제목']).default('전체'),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

export const fileIdParamsSchema = z.object({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, NOTICE_MESSAGES.invalidFileId),
});

export const ntcParamsSchema = z.object({
  ntcId: rowIdSchema(NOTICE_MESSAGES.invalidId),
});

/** An attachment of any visible content item, with its Korean name (RFC 5987): a file, not JSON. */
function attachmentDownload<const P extends string>(path: P) {
  return endpoint({
    method: 'GET',
    path,
    access: 'public',
    summary: '첨부파일 내려받기(한글 파일명 RFC 5987)',
    params: fileIdParamsSchema,
  });
}

/** The calls of the notice domain. */
export const noticeEndpoints = {
  popups: endpoint({
    method: 'GET',
    path: 'notice/ntcList',
    access: 'public',
    summary: '게시 기간 중인 팝업 공지',
    response: noticePopupListSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: 'notice/notice2/ntcs',
    access: 'public',
    summary: '공지사항 게시판(검색: 전체/제목)',
    query: noticeListQuerySchema,
    response: contentPageSchema,
  }),
  view: endpoint({
    method: 'GET',
    path: 'notice/ntc/:ntcId',
    access: 'public',
    summary: '공지사항 상세',
    params: ntcParamsSchema,
    response: contentDetailSchema,
  }),
  download: attachmentDownload('notice/download/:fileId'),
  downloadAttachment: attachmentDownload('notice/dnatch/:fileId'),
} as const;
