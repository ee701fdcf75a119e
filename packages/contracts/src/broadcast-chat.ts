import { z } from 'zod';
import { readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, rowIdSchema } from './envelope.js';
import { charCount } from './format.js';

/**
 * Live chat during a broadcast (issue 40, decision 046): members write beside a live (or commerce) broadcast while it
 * is on air, every viewer reads it through the broadcast's event stream, and the replay plays it in time with the
 * video (each message keeps its offset from the start). The console's 방송 담당 and system administrators hide a
 * message or mute a member for the broadcast.
 */

/** The longest chat message, in characters (after trimming). */
export const CHAT_MAX = 200;
/** Each member may post this many messages per broadcast in each fixed window of `windowSeconds`. */
export const CHAT_RATE = { max: 5, windowSeconds: 10 } as const;
/** The newest messages a live page starts with; a page of `after` reads at most CHAT_PAGE_MAX. */
export const CHAT_RECENT = 50;
export const CHAT_PAGE_MAX = 200;
/** The longest moderation reason. */
export const CHAT_REASON_MAX = 200;

export const BROADCAST_CHAT_MESSAGES = {
  required: '채팅 내용을 입력해주세요.',
  tooLong: `채팅은 ${CHAT_MAX}자 이내로 입력해주세요.`,
  invalidId: '채팅 번호가 올바르지 않습니다.',
  notFound: '채팅을 찾을 수 없습니다.',
  notLive: '방송 중에만 채팅할 수 있습니다.',
  muted: '운영자가 이 방송에서 회원님의 채팅을 제한했습니다.',
  tooFast: `채팅은 ${CHAT_RATE.windowSeconds}초에 ${CHAT_RATE.max}번까지 보낼 수 있습니다. 잠시 후 다시 보내주세요.`,
  sent: '채팅을 보냈습니다.',
  reasonRequired: '사유를 입력해주세요.',
  reasonTooLong: `사유는 ${CHAT_REASON_MAX}자 이내로 입력해주세요.`,
  hidden: '채팅을 숨겼습니다. 모든 시청자의 화면에서 사라집니다.',
  alreadyHidden: '이미 숨긴 채팅입니다.',
  mutedMember: '이 방송에서 회원의 채팅을 제한했습니다.',
  alreadyMuted: '이미 이 방송에서 채팅이 제한된 회원입니다.',
  invalidAfter: '이어 읽을 채팅 번호가 올바르지 않습니다.',
  invalidLimit: `한 번에 ${CHAT_PAGE_MAX}개까지 읽을 수 있습니다.`,
} as const;

const chatIdSchema = rowIdSchema(BROADCAST_CHAT_MESSAGES.invalidId);
const brcInfoNoSchema = rowIdSchema('방송 번호가 올바르지 않습니다.');

export const chatBrcParamsSchema = z.object({ brcInfoNo: brcInfoNoSchema });
export const chatIdParamsSchema = z.object({ chatId: chatIdSchema });

/** The text of a message: 1–CHAT_MAX characters after trimming. */
export const chatCnSchema = z
  .string({ error: BROADCAST_CHAT_MESSAGES.required })
  .trim()
  .min(1, { message: BROADCAST_CHAT_MESSAGES.required, abort: true })
  .refine((s) => charCount(s) <= CHAT_MAX, BROADCAST_CHAT_MESSAGES.tooLong);

export const chatPostBodySchema = z.object({ chatCn: chatCnSchema });
export type ChatPostBody = z.input<typeof chatPostBodySchema>;

/**
 * GET broadcast/chat/:brcInfoNo: without `after`, the newest `limit` messages (CHAT_RECENT by default); with it, the
 * oldest `limit` messages after that id (the replay reads the whole chat this way, from `after=0`). Oldest first.
 */
export const chatListQuerySchema = z.object({
  after: z.coerce
    .number({ error: BROADCAST_CHAT_MESSAGES.invalidAfter })
    .int(BROADCAST_CHAT_MESSAGES.invalidAfter)
    .min(0, BROADCAST_CHAT_MESSAGES.invalidAfter)
    .max(2_147_483_647, BROADCAST_CHAT_MESSAGES.invalidAfter)
    .optional(),
  limit: z.coerce
    .number({ error: BROADCAST_CHAT_MESSAGES.invalidLimit })
    .int(BROADCAST_CHAT_MESSAGES.invalidLimit)
    .min(1, BROADCAST_CHAT_MESSAGES.invalidLimit)
    .max(CHAT_PAGE_MAX, BROADCAST_CHAT_MESSAGES.invalidLimit)
    .optional(),
});
export type ChatListQuery = z.input<typeof chatListQuerySchema>;

export const chatMessageSchema = z.object({
  chatId: z.number().int(),
  brcInfoNo: z.number().int(),
  /** The writer's name, masked (maskName). */
  userNm: z.string(),
  chatCn: z.string(),
  /** Seconds from the broadcast's start when it was written: the replay shows it at this point of the video. */
  ofstSec: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  /** The copy a moderation names (readCopySchema). */
  updtDt: z.string(),
  /** The caller wrote it. */
  mine: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatListSchema = z.object({
  items: z.array(chatMessageSchema),
  /** Members may write now: the broadcast is a live or commerce one on air. */
  open: z.boolean(),
  /** The caller is muted in this broadcast. */
  muted: z.boolean(),
});
export type ChatList = z.infer<typeof chatListSchema>;

export const chatPostResultSchema = commandResultSchema.extend({ chat: chatMessageSchema });

const reasonSchema = z
  .string({ error: BROADCAST_CHAT_MESSAGES.reasonRequired })
  .trim()
  .min(1, { message: BROADCAST_CHAT_MESSAGES.reasonRequired, abort: true })
  .refine((s) => charCount(s) <= CHAT_REASON_MAX, BROADCAST_CHAT_MESSAGES.reasonTooLong);

/** A moderation names the message's copy it was decided on (its updtDt) and why. */
export const chatModerationBodySchema = readCopySchema.extend({ rsn: reasonSchema });
export type ChatModerationBody = z.input<typeof chatModerationBodySchema>;

/**
 * The broadcast's chat stream (text/event-stream, not JSON): `chat-ready` once the stream hears every message written
 * from then on (the page then reads what it may have missed before), a new message, and a message an operator hid.
 */
export const CHAT_EVENTS_PATH = 'broadcast/chat/:brcInfoNo/events';
export const chatEventsPath = (brcInfoNo: number) => `broadcast/chat/${brcInfoNo}/events`;
export const CHAT_EVENT = { ready: 'chat-ready', message: 'chat', hide: 'chat-hide' } as const;

export const broadcastChatEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'broadcast/chat/:brcInfoNo',
    access: 'public',
    summary: '방송 채팅 목록(최근 채팅, 또는 after 다음부터 오래된 순)',
    params: chatBrcParamsSchema,
    query: chatListQuerySchema,
    response: chatListSchema,
  }),
  post: endpoint({
    method: 'POST',
    path: 'broadcast/chat/:brcInfoNo',
    access: 'member',
    publishes: true,
    summary: `방송 채팅 보내기(방송 중, ${CHAT_MAX}자 이내, 금칙어 확인, ${CHAT_RATE.windowSeconds}초에 ${CHAT_RATE.max}번)`,
    params: chatBrcParamsSchema,
    body: chatPostBodySchema,
    response: chatPostResultSchema,
  }),
} as const;

const chatDesk = { roles: ['SYSTEM', 'BROADCAST'] } as const;

export const broadcastChatAdminEndpoints = {
  hide: endpoint({
    method: 'PUT',
    path: 'broadcast/admin/chat/:chatId/hide',
    access: chatDesk,
    summary: '방송 채팅 숨기기(사유, 읽은 사본 기준; 모든 시청자에게서 사라짐)',
    params: chatIdParamsSchema,
    body: chatModerationBodySchema,
    response: commandResultSchema,
  }),
  mute: endpoint({
    method: 'PUT',
    path: 'broadcast/admin/chat/:chatId/mute',
    access: chatDesk,
    summary: '채팅을 쓴 회원을 이 방송에서 채팅 제한(사유, 읽은 사본 기준)',
    params: chatIdParamsSchema,
    body: chatModerationBodySchema,
    response: commandResultSchema,
  }),
} as const;
