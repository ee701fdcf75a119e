import { adminEndpoints } from '@onfan/contracts/admin';
import type { ChatList, ChatMessage, ChatModerationBody } from '@onfan/contracts/broadcast-chat';
import {
  broadcastChatAdminEndpoints,
  broadcastChatEndpoints,
  CHAT_EVENT,
  CHAT_PAGE_MAX,
  chatEventsPath,
} from '@onfan/contracts/broadcast-chat';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { openEventStream } from '@/lib/api/event-stream';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';
import { useSession } from '@/lib/session/session-context';

/** The live chat's calls: the list, a post, the stream of new messages and hides, and the console's moderation. */

/** The most messages a live page keeps (older ones scroll away). */
export const CHAT_KEEP = 200;
/** How often the page asks for new messages when its stream cannot be held open (ms). */
export const CHAT_POLL_MS = 5000;

export const chatKeys = {
  live: (brcInfoNo: number) => ['broadcast', 'chat', brcInfoNo] as const,
  replay: (brcInfoNo: number) => ['broadcast', 'chat', brcInfoNo, 'replay'] as const,
};

export const liveChatQuery = (brcInfoNo: number) =>
  queryOptions({
    queryKey: chatKeys.live(brcInfoNo),
    queryFn: () => call(broadcastChatEndpoints.list, { params: { brcInfoNo }, query: {} }),
    enabled: brcInfoNo > 0,
    staleTime: Infinity,
  });

/** The whole chat of a broadcast, oldest first, a page of CHAT_PAGE_MAX at a time (for the replay). */
export const replayChatQuery = (brcInfoNo: number) =>
  queryOptions({
    queryKey: chatKeys.replay(brcInfoNo),
    queryFn: async () => {
      const all: ChatMessage[] = [];
      for (;;) {
        const after = all.at(-1)?.chatId ?? 0;
        const page = await call(broadcastChatEndpoints.list, {
          params: { brcInfoNo },
          query: { after, limit: CHAT_PAGE_MAX },
        });
        all.push(...page.items);
        if (page.items.length < CHAT_PAGE_MAX) return all;
      }
    },
    enabled: brcInfoNo > 0,
  });

/** Adds messages to the cached list (each once, by id, in id order), keeping the newest CHAT_KEEP. */
export function mergeMessages(client: QueryClient, brcInfoNo: number, incoming: readonly ChatMessage[]): void {
  client.setQueryData<ChatList>(chatKeys.live(brcInfoNo), (old) => {
    if (!old) return old;
    const known = new Set(old.items.map((m) => m.chatId));
    const fresh = incoming.filter((m) => !known.has(m.chatId));
    if (fresh.length === 0) return old;
    const items = [...old.items, ...fresh].sort((a, b) => a.chatId - b.chatId).slice(-CHAT_KEEP);
    return { ...old, items };
  });
}

/** Takes a hidden message out of the cached list. */
export function dropMessage(client: QueryClient, brcInfoNo: number, chatId: number): void {
  client.setQueryData<ChatList>(chatKeys.live(brcInfoNo), (old) =>
    old ? { ...old, items: old.items.filter((m) => m.chatId !== chatId) } : old,
  );
}

/** The messages after the newest one the page has (after a reconnect, or a poll). */
export async function catchUp(client: QueryClient, brcInfoNo: number): Promise<void> {
  const old = client.getQueryData<ChatList>(chatKeys.live(brcInfoNo));
  // Not loaded yet: the page's own list call reads it.
  if (!old) return;
  const after = old.items.at(-1)?.chatId;
  if (after === undefined) {
    await client.invalidateQueries({ queryKey: chatKeys.live(brcInfoNo) });
    return;
  }
  const page = await call(broadcastChatEndpoints.list, {
    params: { brcInfoNo },
    query: { after, limit: CHAT_PAGE_MAX },
  });
  mergeMessages(client, brcInfoNo, page.items);
}

export interface ChatStreamHandlers {
  /** The stream hears every message written from now on: read what came before it. */
  onReady: () => void;
  onMessage: (m: ChatMessage) => void;
  onHide: (chatId: number) => void;
  /** The stream closed; `reconnect` when the server ended a healthy one (idle, lifetime, restart). */
  onEnd: (reconnect: boolean) => void;
}

/**
 * The broadcast's chat stream (text/event-stream), read with fetch so a member's token goes in its header like every
 * call (the stream marks the member's own messages). Answers the function that closes it.
 */
export function openChatStream(brcInfoNo: number, h: ChatStreamHandlers): () => void {
  return openEventStream(chatEventsPath(brcInfoNo), {
    onEvent: (event, data) => {
      if (event === CHAT_EVENT.ready) h.onReady();
      else if (event === CHAT_EVENT.message) h.onMessage(data as ChatMessage);
      else if (event === CHAT_EVENT.hide) h.onHide((data as { chatId: number }).chatId);
    },
    onEnd: h.onEnd,
  });
}

export function useChatPost(brcInfoNo: number, handlers: CommandHandlers<string, { chat: ChatMessage }> = {}) {
  return useCommand({
    mutationFn: (chatCn: string) => call(broadcastChatEndpoints.post, { params: { brcInfoNo }, body: { chatCn } }),
    success: false,
    ...handlers,
  });
}

export interface Moderation {
  chatId: number;
  body: ChatModerationBody;
}

export function useChatHide(handlers: CommandHandlers<Moderation, { message: string }> = {}) {
  return useCommand({
    mutationFn: ({ chatId, body }: Moderation) => call(broadcastChatAdminEndpoints.hide, { params: { chatId }, body }),
    ...handlers,
  });
}

export function useChatMute(handlers: CommandHandlers<Moderation, { message: string }> = {}) {
  return useCommand({
    mutationFn: ({ chatId, body }: Moderation) => call(broadcastChatAdminEndpoints.mute, { params: { chatId }, body }),
    ...handlers,
  });
}

/**
 * Whether the caller may moderate the chat: an operator whose console session (second factor given) holds 방송 담당
 * or 시스템 관리. Asked only for operators; everybody else never calls the console.
 */
export function useCanModerate(): boolean {
  const { session } = useSession();
  const operator = session?.userPattnCd === USER_PATTERN.operator;
  const me = useQuery({
    queryKey: ['broadcast', 'chat', 'moderator', session?.userId ?? 0],
    queryFn: () => call(adminEndpoints.me),
    enabled: operator,
    retry: false,
    staleTime: 60_000,
  });
  return operator && !!me.data?.roles.some((r) => r === 'BROADCAST' || r === 'SYSTEM');
}

/**
 * A post's refusal the box shows at its field: the field's own message (400), or the refusal's (429 too fast, 403
 * muted, 400 not on air), with its status. Null for what the page does not answer itself (offline, a login prompt).
 */
export function chatRefusal(error: unknown): { message: string; status: number } | null {
  if (!isApiError(error) || error.isNetworkError || error.loginPrompted) return null;
  return { message: error.errors?.find((f) => f.field === 'chatCn')?.message ?? error.message, status: error.status };
}
