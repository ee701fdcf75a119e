/**
 * The notification centre's unread-count stream, apart from the notification schemas so the web's shell (the header's
 * bell) can use it without loading zod: the stream's path (text/event-stream, not JSON) and its event.
 */
export const NOTIFICATION_EVENTS_PATH = 'common/ntf/events';
/** The event the stream sends with `{"unreadCnt":n}` when the caller's unread count changes (and once on connect). */
export const NOTIFICATION_EVENT = 'ntf-unread';
/** The accessible name of the header's bell. */
export function bellLabel(unread: number): string {
  return `알림 ${unread}건`;
}
