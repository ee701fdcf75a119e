import type { SendMessageBody } from '@onfan/contracts/message';
import { CAPTCHA_EXPIRED_NUMBER, MESSAGE_MESSAGES, messageEndpoints } from '@onfan/contracts/message';
import { endpointPath } from '@onfan/contracts/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_BASE, AUTH_HEADER, isApiError } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';
import { readToken } from '@/lib/session/token-storage';

/** The message feature's calls: the inbox, reading, deleting, blocking, and sending with the anti-bot check. */

export const MESSAGE_PAGE_SIZE = 10;

export const messageKeys = {
  all: ['message'] as const,
  inbox: ['message', 'msgs'] as const,
  inboxPage: (pageNo: number) => ['message', 'msgs', pageNo] as const,
};

export const inboxQuery = (pageNo: number) =>
  queryOptions({
    queryKey: messageKeys.inboxPage(pageNo),
    queryFn: () => call(messageEndpoints.inbox, { query: { pageNo, pageSize: MESSAGE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** Where the ALTCHA widget fetches a fresh challenge (one per check; the server accepts each answer once). */
export const CHALLENGE_URL = `${API_BASE}/${endpointPath(messageEndpoints.challenge)}`;

/** The widget's fetch: the challenge is for members, so it carries the session token like every call. */
export const challengeFetch: typeof fetch = (input, init) => {
  const token = readToken();
  const headers = new Headers(init?.headers);
  if (token) headers.set(AUTH_HEADER, token);
  return fetch(input, { ...init, headers });
};

/** An expired, reused or forged anti-bot answer (result 900): the widget must be checked again. */
export function isCaptchaExpired(error: unknown): boolean {
  return isApiError(error) && error.number === CAPTCHA_EXPIRED_NUMBER;
}

/** Send: confirm ('메시지를 보내시겠습니까?') → send → '메시지가 전송되었습니다.'; every refusal shows its message. */
export function useSendMessage(handlers: CommandHandlers<SendMessageBody, { message: string; msgId: number }>) {
  return useCommand({
    mutationFn: (body: SendMessageBody) => call(messageEndpoints.send, { body }),
    confirm: MESSAGE_MESSAGES.confirmSend,
    invalidate: [messageKeys.inbox],
    ...handlers,
  });
}

/** Marks a received message read when it is opened; quietly, the list shows the change. */
export function useMarkRead() {
  return useCommand({
    mutationFn: (msgId: number) => call(messageEndpoints.markRead, { params: { msgId } }),
    success: false,
    invalidate: [messageKeys.inbox],
  });
}

/** Deletes a received message after '메시지를 삭제하시겠습니까?' → '메시지가 삭제되었습니다.'. */
export function useDeleteMessage(handlers: CommandHandlers<number, { message: string }> = {}) {
  return useCommand({
    mutationFn: (msgId: number) => call(messageEndpoints.remove, { params: { msgId } }),
    confirm: MESSAGE_MESSAGES.confirmDelete,
    invalidate: [messageKeys.inbox],
    ...handlers,
  });
}

/** Stops messages from a sender, after asking. */
export function useBlockSender() {
  return useCommand({
    mutationFn: (userId: number) => call(messageEndpoints.block, { params: { userId } }),
    confirm: MESSAGE_MESSAGES.confirmBlock,
    invalidate: [messageKeys.inbox],
  });
}

/** Allows a blocked sender's messages again. */
export function useUnblockSender() {
  return useCommand({
    mutationFn: (userId: number) => call(messageEndpoints.unblock, { params: { userId } }),
    invalidate: [messageKeys.inbox],
  });
}
