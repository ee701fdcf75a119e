import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageQuerySchema, pageSchema, rowIdSchema } from './envelope.js';

export { NOTIFICATION_EVENT, NOTIFICATION_EVENTS_PATH, bellLabel } from './notification-events.js';

/**
 * The notification centre (issue 40): what the portal tells a member in the app — a booking confirmed, an application
 * decided, a certificate approved — one row per event, written in the transaction of the change that caused it,
 * with a link to the thing it is about. Member only, each member their own (common/ntfs, common/ntf/…). The unread
 * count is pushed over server-sent events (GET common/ntf/events) and polled as the fallback.
 */

export const NOTIFICATION_MESSAGES = {
  invalidId: '알림 번호가 올바르지 않습니다.',
  notFound: '알림을 찾을 수 없습니다.',
  read: '읽음으로 표시했습니다.',
  allRead: (n: number) => (n > 0 ? `알림 ${n}건을 읽음으로 표시했습니다.` : '읽지 않은 알림이 없습니다.'),
  empty: '받은 알림이 없습니다.',
  loadFailed: '알림을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  confirmPrefs: '알림 받는 방법을 저장하시겠습니까?',
  prefsSaved: '알림 받는 방법을 저장했습니다.',
} as const;

/**
 * What a notification is about: the outbox kinds the portal tells members of, with the title the centre shows when
 * the message has no subject of its own. A kind not listed here shows '알림'.
 */
export const NOTIFICATION_KIND_TITLES: Readonly<Record<string, string>> = {
  'reservation-requested': '예약 신청 접수',
  'reservation-confirmed': '예약 확정',
  'reservation-rejected': '예약 반려',
  'reservation-canceled': '예약 취소',
  'reservation-done': '이용 결과: 이용완료',
  'reservation-noshow': '이용 결과: 미이용(노쇼)',
  'review-hidden': '이용 후기 숨김',
  'broadcast-alert': '방송 알림',
  SUPPORT_APPLICATION_MOVED: '지원사업 신청 상태 변경',
  CERTIFICATE_DECIDED: '소상공인 확인서 심사 결과',
  CAMPAIGN_APPLICATION_DECIDED: '캠페인 선정 결과',
  COMMUNITY_REPORT_DECIDED: '신고된 글 처리 결과',
  COMMUNITY_POSTING_SUSPENSION: '게시 활동 제한',
  MARKET_ENTRY_MOVED: '마켓 입점 신청 상태 변경',
  FESTIVAL_PRODUCT_DECIDED: '동행축제 상품 심사 결과',
  FOOTHOLD_CERTIFICATION: '크리에이터 거점 인증',
  SCOMMUNITY_JOIN_DECIDED: '커뮤니티 가입 결과',
  SCOMMUNITY_POST_DECIDED: '커뮤니티 첫 글 승인 결과',
  SCOMMUNITY_MANAGER_CHANGED: '커뮤니티 운영진 변경',
  SCOMMUNITY_CLOSED: '커뮤니티 운영 종료',
  SODAM_INQUIRY_ANSWERED: '소담상회 문의 답변',
  PROMOTION_INQUIRY_ANSWERED: '프로모션 문의 답변',
  SPACE_INQUIRY_ANSWERED: '공간 문의 답변',
  ANNOUNCEMENT: '온판 안내',
  ANNOUNCEMENT_AD: '온판 광고',
  COMMUNITY_REPLY: '내 글에 새 댓글',
  SCOMMUNITY_REPLY: '내 글에 새 댓글',
  SCOMMUNITY_REPLY_TO_REPLY: '내 댓글에 새 답글',
  'reservation-reminder': '내일 예약 안내',
  COURSE_COMPLETED: '교육 과정 수료',
  MESSAGE_RECEIVED: '새 쪽지',
  COURSE_CERTIFICATE_REVOKED: '수료증 취소',
  COURSE_CERTIFICATE_REISSUED: '수료증 재발급',
  // Sent by text message or e-mail only (never to the centre); named for the operators' outbox.
  IDENTITY_CODE: '본인인증 인증번호',
  FIND_ID: '아이디 찾기',
  LOGIN_LOCKED: '로그인 잠금 안내',
  PASSWORD_RESET_BY_OPERATOR: '임시 비밀번호 안내',
  DORMANT_NOTICE: '휴면 전환 안내',
  MARKETING_CONSENT_REMINDER: '마케팅 수신 동의 안내',
  COMMUNITY_REPORT_OUTCOME: '신고 처리 결과 안내',
};
export function notificationTitle(kind: string): string {
  return NOTIFICATION_KIND_TITLES[kind] ?? '알림';
}

/**
 * The kinds of notification a member chooses channels for (마이페이지 → 알림 → 알림 받는 방법). In-app is always on;
 * text and e-mail follow the choice. Kinds not in a group (identity codes, security notices) always go.
 */
export const NOTIFICATION_GROUPS = ['RESERVATION', 'APPLICATION', 'INQUIRY', 'COMMUNITY', 'NOTICE'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];
export const NOTIFICATION_GROUP_NAMES: Readonly<Record<NotificationGroup, string>> = {
  RESERVATION: '예약',
  APPLICATION: '신청·심사 결과',
  INQUIRY: '문의 답변',
  COMMUNITY: '커뮤니티',
  NOTICE: '공지·안내 (광고성 알림은 마케팅 수신 동의가 있을 때만)',
};
const GROUP_OF: Readonly<Record<string, NotificationGroup>> = {
  'reservation-requested': 'RESERVATION',
  'reservation-confirmed': 'RESERVATION',
  'reservation-rejected': 'RESERVATION',
  'reservation-canceled': 'RESERVATION',
  'reservation-done': 'RESERVATION',
  'reservation-noshow': 'RESERVATION',
  'review-hidden': 'RESERVATION',
  SUPPORT_APPLICATION_MOVED: 'APPLICATION',
  CERTIFICATE_DECIDED: 'APPLICATION',
  CAMPAIGN_APPLICATION_DECIDED: 'APPLICATION',
  MARKET_ENTRY_MOVED: 'APPLICATION',
  FESTIVAL_PRODUCT_DECIDED: 'APPLICATION',
  FOOTHOLD_CERTIFICATION: 'APPLICATION',
  SODAM_INQUIRY_ANSWERED: 'INQUIRY',
  PROMOTION_INQUIRY_ANSWERED: 'INQUIRY',
  SPACE_INQUIRY_ANSWERED: 'INQUIRY',
  COMMUNITY_REPORT_DECIDED: 'COMMUNITY',
  COMMUNITY_POSTING_SUSPENSION: 'COMMUNITY',
  SCOMMUNITY_JOIN_DECIDED: 'COMMUNITY',
  SCOMMUNITY_POST_DECIDED: 'COMMUNITY',
  SCOMMUNITY_MANAGER_CHANGED: 'COMMUNITY',
  SCOMMUNITY_CLOSED: 'COMMUNITY',
  ANNOUNCEMENT: 'NOTICE',
  ANNOUNCEMENT_AD: 'NOTICE',
  COMMUNITY_REPLY: 'COMMUNITY',
  SCOMMUNITY_REPLY: 'COMMUNITY',
  SCOMMUNITY_REPLY_TO_REPLY: 'COMMUNITY',
  'reservation-reminder': 'RESERVATION',
  COURSE_COMPLETED: 'APPLICATION',
  MESSAGE_RECEIVED: 'COMMUNITY',
  COURSE_CERTIFICATE_REVOKED: 'APPLICATION',
  COURSE_CERTIFICATE_REISSUED: 'APPLICATION',
};
export function notificationGroup(kind: string): NotificationGroup | null {
  return GROUP_OF[kind] ?? null;
}

const ynOf = (message: string) => z.enum(['Y', 'N'], { error: message });

export const notificationPrefSchema = z.object({
  grp: z.enum(NOTIFICATION_GROUPS, { error: '알림 종류가 올바르지 않습니다.' }),
  smsYn: ynOf('문자 수신 여부는 Y 또는 N이어야 합니다.'),
  emailYn: ynOf('이메일 수신 여부는 Y 또는 N이어야 합니다.'),
});
export type NotificationPref = z.infer<typeof notificationPrefSchema>;
export const notificationPrefsSchema = z.object({
  items: z
    .array(notificationPrefSchema)
    .max(NOTIFICATION_GROUPS.length, '알림 종류가 너무 많습니다.')
    .refine((items) => new Set(items.map((i) => i.grp)).size === items.length, '같은 알림 종류가 두 번 있습니다.'),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

export const ntfIdParamsSchema = z.object({ ntfId: rowIdSchema(NOTIFICATION_MESSAGES.invalidId) });

export const notificationListQuerySchema = pageQuerySchema;
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  ntfId: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The portal page of the thing it is about (a path beginning with '/'). */
  link: z.string(),
  readYn: z.enum(['Y', 'N']),
  /** ISO 8601 +09:00; null while unread. */
  readDt: z.string().nullable(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationPageSchema = pageSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationUnreadSchema = z.object({ unreadCnt: z.number().int() });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

export const markAllReadResultSchema = commandResultSchema.extend({ readCnt: z.number().int() });

export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'common/ntfs',
    access: 'member',
    summary: '내 알림 목록(최신순, 읽은 알림과 읽지 않은 알림; 대상이 삭제된 알림은 제외)',
    query: notificationListQuerySchema,
    response: notificationPageSchema,
  }),
  unread: endpoint({
    method: 'GET',
    path: 'common/ntf/unread',
    access: 'member',
    summary: '읽지 않은 알림 수',
    response: notificationUnreadSchema,
  }),
  markRead: endpoint({
    method: 'PUT',
    path: 'common/ntf/:ntfId/read',
    access: 'member',
    summary: '알림 읽음 처리(받은 회원)',
    params: ntfIdParamsSchema,
    response: commandResultSchema,
  }),
  markAllRead: endpoint({
    method: 'PUT',
    path: 'common/ntfs/read',
    access: 'member',
    summary: '내 알림 모두 읽음 처리',
    response: markAllReadResultSchema,
  }),
  prefs: endpoint({
    method: 'GET',
    path: 'common/ntf/prefs',
    access: 'member',
    summary: '내 알림 받는 방법(종류별 문자·이메일; 앱 알림은 항상 받음)',
    response: notificationPrefsSchema,
  }),
  savePrefs: endpoint({
    method: 'PUT',
    path: 'common/ntf/prefs',
    access: 'member',
    summary: '내 알림 받는 방법 저장',
    body: notificationPrefsSchema,
    response: commandResultSchema,
  }),
} as const;
