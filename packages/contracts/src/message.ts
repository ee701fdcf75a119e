import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The unread-count stream's path and event (text/event-stream; not JSON, so not an endpoint below). */
export { MESSAGE_EVENT, MESSAGE_EVENTS_PATH } from './message-events.js';
import { commandResultSchema, pageQuerySchema, pageSchema, rowIdSchema } from './envelope.js';

/**
 * Messages between members (common: msgs, msg/rcvr, msg, msg/{msgId}/readg, msg/{msgId}): a member contacts a
 * creator from the foothold's contact button or a post's writer, an operator replies, the receiver reads, deletes
 * and blocks. Sending needs the ALTCHA anti-bot check (a self-hosted proof of work, single-use and expiring).
 * The unread count is pushed over server-sent events (GET common/msg/events) and polled as the fallback.
 */

export const MESSAGE_MESSAGES = {
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: '메시지는 1,000자 이내로 입력해주세요.',
  titleTooLong: '제목은 100자 이내로 입력해주세요.',
  captchaRequired: '자동 방지 버튼을 체크해주시기 바랍니다.',
  /** Answered with number 900 (spec section 8). */
  captchaExpired: '인증이 만료되었습니다. 체크박스를 다시 선택하세요.',
  confirmSend: '메시지를 보내시겠습니까?',
  sent: '메시지가 전송되었습니다.',
  confirmDelete: '메시지를 삭제하시겠습니까?',
  deleted: '메시지가 삭제되었습니다.',
  read: '읽음으로 표시했습니다.',
  notFound: '메시지를 찾을 수 없습니다.',
  invalidId: '메시지 번호가 올바르지 않습니다.',
  receiverRequired: '받는 사람을 선택해주세요.',
  receiverNotFound: '메시지를 받을 수 없는 회원입니다.',
  selfSend: '본인에게는 메시지를 보낼 수 없습니다.',
  relatedRequired: '메시지를 보내는 곳이 올바르지 않습니다.',
  replyNotAllowed: '답장할 수 없는 메시지입니다.',
  confirmBlock: '이 회원이 보내는 메시지를 더 이상 받지 않으시겠습니까?',
  blocked: '이 회원의 메시지를 차단했습니다.',
  unblocked: '메시지 차단을 해제했습니다.',
  notBlocked: '차단한 회원이 아닙니다.',
  selfBlock: '본인은 차단할 수 없습니다.',
} as const;

/** The result number of an expired or reused anti-bot answer (spec section 8). */
export const CAPTCHA_EXPIRED_NUMBER = 900;
export const MESSAGE_CONTENT_MAX = 1000;
export const MESSAGE_TITLE_MAX = 100;

/** What a message is about (rltdTblNo, spec section 3): a community post, a foothold (contact), a reply. */
export const MESSAGE_RELATED = { post: 2, foothold: 3, reply: 4 } as const;
export const rltdTblNoSchema = z.union([z.literal(2), z.literal(3), z.literal(4)], {
  error: MESSAGE_MESSAGES.relatedRequired,
});
export type RltdTblNo = z.infer<typeof rltdTblNoSchema>;

/** The reply template the contact modal starts from (spec section 4: a reply is prefilled). */
export function replyTemplate(original: { userNm: string; regDt: string; msgCn: string }): string {
  const quoted = original.msgCn
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `\n\n---\n${original.userNm}님이 ${original.regDt.slice(0, 10).replaceAll('-', '.')}에 보낸 메시지:\n${quoted}`;
}

export const msgIdParamsSchema = z.object({ msgId: rowIdSchema(MESSAGE_MESSAGES.invalidId) });
export const blockParamsSchema = z.object({ userId: rowIdSchema(MESSAGE_MESSAGES.receiverNotFound) });

export const messageListQuerySchema = pageQuerySchema;

export const sendMessageBodySchema = z.object({
  /** The message this one answers (rltdTblNo 4). */
  relMsgId: rowIdSchema(MESSAGE_MESSAGES.invalidId).nullish(),
  msgTit: z
    .string()
    .trim()
    .max(MESSAGE_TITLE_MAX, MESSAGE_MESSAGES.titleTooLong)
    .nullish()
    .transform((v) => v || null),
  msgCn: z
    .string({ error: MESSAGE_MESSAGES.contentRequired })
    .trim()
    .min(1, { message: MESSAGE_MESSAGES.contentRequired, abort: true })
    .max(MESSAGE_CONTENT_MAX, MESSAGE_MESSAGES.contentTooLong),
  rcvrUserId: rowIdSchema(MESSAGE_MESSAGES.receiverRequired),
  rltdTblNo: rltdTblNoSchema,
  /** The post id (2), the foothold id (3) or the original message id (4), as text. */
  rltdTblKey: z.string().trim().max(40).nullish(),
  /** The ALTCHA widget's answer (its base64 payload). */
  captcha: z
    .string({ error: MESSAGE_MESSAGES.captchaRequired })
    .trim()
    .min(1, MESSAGE_MESSAGES.captchaRequired)
    .max(4000, MESSAGE_MESSAGES.captchaExpired),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const messageSchema = z.object({
  msgId: z.number().int(),
  relMsgId: z.number().int().nullable(),
  msgTit: z.string().nullable(),
  msgCn: z.string(),
  /** The sender. */
  userId: z.number().int(),
  /** The sender's nickname, or the name masked with maskName. */
  userNm: z.string(),
  imgPtUrl: z.string().nullable(),
  userPattnCd: z.string(),
  /** The sender is an operator (pattern 100). */
  mngrYn: z.enum(['Y', 'N']),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  readgYn: z.enum(['Y', 'N']),
  rltdTblNo: z.number().int(),
  rltdTblKey: z.string().nullable(),
  /** The portal page the message is about (the post, the foothold), when it still exists. */
  rltdPath: z.string().nullable(),
  /** The caller may answer it (pattern 100 with site access Y, not one's own). */
  canReply: z.boolean(),
  /** The caller has blocked this sender. */
  senderBlocked: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;
export const messagePageSchema = pageSchema(messageSchema);

export const unreadCountSchema = z.object({ rcvrMsgCnt: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** An ALTCHA challenge as altcha-lib's createChallenge makes it (passed to the widget as is). */
export const captchaChallengeSchema = z.looseObject({});

export const sendResultSchema = commandResultSchema.extend({ msgId: z.number().int() });

export const messageEndpoints = {
  inbox: endpoint({
    method: 'GET',
    path: 'common/msgs',
    access: 'member',
    summary: '받은 메시지 목록(최신순)',
    query: messageListQuerySchema,
    response: messagePageSchema,
  }),
  unread: endpoint({
    method: 'GET',
    path: 'common/msg/rcvr',
    access: 'member',
    summary: '읽지 않은 메시지 수',
    response: unreadCountSchema,
  }),
  challenge: endpoint({
    method: 'GET',
    path: 'common/msg/challenge',
    access: 'member',
    summary: '자동 방지(ALTCHA) 문제 발급(1회용, 만료 있음)',
    response: captchaChallengeSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: 'common/msg',
    access: 'member',
    summary: '메시지 보내기(자동 방지 확인, 회원별 횟수 제한)',
    body: sendMessageBodySchema,
    response: sendResultSchema,
  }),
  markRead: endpoint({
    method: 'PUT',
    path: 'common/msg/:msgId/readg',
    access: 'member',
    summary: '메시지 읽음 처리(받은 사람)',
    params: msgIdParamsSchema,
    response: commandResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'common/msg/:msgId',
    access: 'member',
    summary: '메시지 삭제(받은 사람)',
    params: msgIdParamsSchema,
    response: commandResultSchema,
  }),
  block: endpoint({
    method: 'POST',
    path: 'common/msg/block/:userId',
    access: 'member',
    summary: '보낸 회원 차단',
    params: blockParamsSchema,
    response: commandResultSchema,
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: 'common/msg/block/:userId',
    access: 'member',
    summary: '보낸 회원 차단 해제',
    params: blockParamsSchema,
    response: commandResultSchema,
  }),
} as const;
