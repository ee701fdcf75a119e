import type { ChatMessage } from '@onfan/contracts/broadcast-chat';
import { BROADCAST_CHAT_MESSAGES, CHAT_MAX } from '@onfan/contracts/broadcast-chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import { loginHref } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import {
  catchUp,
  chatRefusal,
  CHAT_POLL_MS,
  chatKeys,
  dropMessage,
  liveChatQuery,
  mergeMessages,
  openChatStream,
  useCanModerate,
  useChatHide,
  useChatMute,
  useChatPost,
} from './chat-api';
import { ChatLog } from './ChatLog';
import styles from './LiveChat.module.css';
import { Form } from '@/components/ui/Form';

export const LIVE_CHAT_TEXT = {
  title: '실시간 채팅',
  label: '채팅 입력',
  help: `${CHAT_MAX}자 이내로 입력해주세요.`,
  send: '보내기',
  empty: '아직 채팅이 없습니다. 첫 채팅을 남겨주세요.',
  failed: '채팅을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  login: '로그인하고 채팅에 참여하기',
  visitorNote: '채팅은 누구나 볼 수 있고, 로그인한 회원만 쓸 수 있습니다.',
  closed: BROADCAST_CHAT_MESSAGES.notLive,
  muted: BROADCAST_CHAT_MESSAGES.muted,
  hide: '숨기기',
  mute: '채팅 제한',
  hideLabel: (name: string) => `${name}님의 채팅 숨기기`,
  muteLabel: (name: string) => `${name}님을 이 방송에서 채팅 제한`,
  hidePrompt: '이 채팅을 모든 시청자의 화면에서 숨깁니다. 숨기는 사유를 입력해주세요.',
  mutePrompt: '이 회원은 이 방송에서 더 이상 채팅할 수 없게 됩니다. 제한하는 사유를 입력해주세요.',
  reason: '사유',
} as const;

/**
 * The broadcast's chat stream kept open while the page shows it: new messages join the list and hidden ones leave it
 * at once. When the server ends a healthy stream the page opens it again (and reads what it missed); when the stream
 * cannot be held (refused, replaced by a newer tab) the page reads the chat every CHAT_POLL_MS instead.
 */
function useChatStream(brcInfoNo: number) {
  const client = useQueryClient();
  useEffect(() => {
    let close: (() => void) | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const open = () => {
      close = openChatStream(brcInfoNo, {
        // Listening now: read what was written before (after a reconnect, or while the stream was being opened).
        onReady: () => void catchUp(client, brcInfoNo).catch(() => undefined),
        onMessage: (m) => mergeMessages(client, brcInfoNo, [m]),
        onHide: (chatId) => dropMessage(client, brcInfoNo, chatId),
        onEnd: (reconnect) => {
          if (stopped) return;
          if (reconnect) open();
          else
            poll ??= setInterval(
              () => void client.invalidateQueries({ queryKey: chatKeys.live(brcInfoNo) }),
              CHAT_POLL_MS,
            );
        },
      });
    };
    open();
    return () => {
      stopped = true;
      close?.();
      clearInterval(poll);
    };
  }, [brcInfoNo, client]);
}

function Moderation({ m, brcInfoNo }: { m: ChatMessage; brcInfoNo: number }) {
  const client = useQueryClient();
  const hide = useChatHide({ onDone: (_r, v) => dropMessage(client, brcInfoNo, v.chatId) });
  const mute = useChatMute();
  const ask = async (prompt: string, run: typeof hide.run) => {
    const rsn = await modal.prompt(prompt, { label: LIVE_CHAT_TEXT.reason });
    if (rsn !== null) await run({ chatId: m.chatId, body: { updtDt: m.updtDt, rsn } });
  };
  return (
    <>
      <Button
        size="small"
        variant="text"
        aria-label={LIVE_CHAT_TEXT.hideLabel(m.userNm)}
        isPending={hide.isPending}
        onPress={() => void ask(LIVE_CHAT_TEXT.hidePrompt, hide.run)}
      >
        {LIVE_CHAT_TEXT.hide}
      </Button>
      <Button
        size="small"
        variant="text"
        aria-label={LIVE_CHAT_TEXT.muteLabel(m.userNm)}
        isPending={mute.isPending}
        onPress={() => void ask(LIVE_CHAT_TEXT.mutePrompt, mute.run)}
      >
        {LIVE_CHAT_TEXT.mute}
      </Button>
    </>
  );
}

/** What a member types, with the server's refusal shown at the field; what was typed stays until it is sent. */
function ChatForm({ brcInfoNo }: { brcInfoNo: number }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = useChatPost(brcInfoNo, {
    onDone: (r) => {
      setText('');
      setError(null);
      mergeMessages(client, brcInfoNo, [r.chat]);
    },
    handleRefusal: (e) => {
      const refusal = chatRefusal(e);
      if (!refusal) return false;
      setError(refusal.message);
      // Muted, or the broadcast ended: the panel says so in place of the box.
      if (refusal.status === 403) void client.invalidateQueries({ queryKey: chatKeys.live(brcInfoNo) });
      return true;
    },
  });
  return (
    <Form className={styles.form} onSubmit={() => void post.run(text)}>
      <TextField
        label={LIVE_CHAT_TEXT.label}
        maxLength={CHAT_MAX}
        showCounter
        value={text}
        onChange={(v) => {
          setText([...v].slice(0, CHAT_MAX).join(''));
          setError(null);
        }}
        description={LIVE_CHAT_TEXT.help}
        errorMessage={error}
      />
      <div className={styles.formActions}>
        <Button type="submit" isPending={post.isPending}>
          {LIVE_CHAT_TEXT.send}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The live page's chat beside the video: everyone reads it (pushed by the broadcast's event stream), members write
 * while the broadcast is on air, visitors get a login link, and the console's 방송 담당 and system administrators
 * hide a message or mute its writer from here.
 */
export function LiveChat({ brcInfoNo }: { brcInfoNo: number }) {
  const { isAuthenticated } = useSession();
  const { data, isError } = useQuery(liveChatQuery(brcInfoNo));
  const canModerate = useCanModerate();
  // From the router, not window: the page is also drawn on the server.
  const here = useLocation();
  useChatStream(brcInfoNo);
  const titleId = `live-chat-${brcInfoNo}`;
  return (
    <section className={`${styles.panel} ${styles.panel}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {LIVE_CHAT_TEXT.title}
      </h2>
      {isError ? (
        <p role="alert">{LIVE_CHAT_TEXT.failed}</p>
      ) : (
        <div>
          <ChatLog
            messages={data?.items ?? []}
            empty={LIVE_CHAT_TEXT.empty}
            labelledBy={titleId}
            {...(canModerate ? { tools: (m: ChatMessage) => <Moderation m={m} brcInfoNo={brcInfoNo} /> } : {})}
          />
        </div>
      )}
      {!data ? null : !data.open ? (
        <p className={styles.note}>{LIVE_CHAT_TEXT.closed}</p>
      ) : !isAuthenticated ? (
        <p className={styles.note}>
          {LIVE_CHAT_TEXT.visitorNote} <Link to={loginHref(here.pathname + here.search)}>{LIVE_CHAT_TEXT.login}</Link>
        </p>
      ) : data.muted ? (
        <p className={styles.note}>{LIVE_CHAT_TEXT.muted}</p>
      ) : (
        <ChatForm brcInfoNo={brcInfoNo} />
      )}
    </section>
  );
}
