/**
 * The notification centre's query keys, apart from its calls so the header's bell (first scripts, no zod) can share
 * the unread count with the panel and the my-page list: marking read there refreshes the bell.
 */
export const notificationKeys = {
  all: ['notification'] as const,
  unread: ['notification', 'unread'] as const,
  lists: ['notification', 'list'] as const,
  page: (pageNo: number, pageSize: number) => ['notification', 'list', pageNo, pageSize] as const,
  prefs: ['notification-prefs'] as const,
};

/** 마이페이지 → 알림. */
export const MY_NOTIFICATIONS_PATH = '/mypage/notifications';
