/**
 * The unread-count event stream's names, apart from the message schemas so the web's shell (the header banner) can
 * use them without loading zod: the stream's path (text/event-stream, not JSON) and its event.
 */
export const MESSAGE_EVENTS_PATH = 'common/msg/events';
/** The event the stream sends when the caller's unread count changes (and once on connect). */
export const MESSAGE_EVENT = 'unread';
