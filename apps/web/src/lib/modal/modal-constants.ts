/** Timing and texts of the modal service (spec sections 4, 5, 8 and 9), kept in one place. */

/** Confirm and prompt OK callbacks run this long after the modal closes, unless `rightNow` is set. */
export const MODAL_CALLBACK_DELAY_MS = 300;

export const MODAL_TEXT = {
  ok: '확인',
  cancel: '취소',
  close: '닫기',
  defaultTitle: '알림',
  formCheckTitle: '입력정보를 확인하세요',
  genericError: '오류가 발생했습니다. 다시 시도해주세요.',
  saved: '처리되었습니다.',
} as const;

/** The only tags `html: true` messages may use; everything else is shown as text. */
export const MODAL_ALLOWED_TAGS = ['br', 'b', 'strong'] as const;
