import type { ChatMessage } from '@onfan/contracts/broadcast-chat';
import { formatDate } from '@onfan/contracts/time';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import styles from './LiveChat.module.css';

export const CHAT_LOG_TEXT = {
  log: '채팅 목록',
  pause: '일시정지',
  resume: '다시 재생',
  waiting: (n: number) => `새 채팅 ${n}개가 기다리고 있습니다.`,
  mine: '내 채팅',
} as const;

/**
 * The chat as a log (role="log": new messages are announced politely) that follows the newest message, with a
 * 일시정지 / 다시 재생 button that stops it moving (KWCAG 2.2.2): while paused the list keeps what it showed (a hidden
 * message still leaves it) and says how many new ones wait.
 */
export function ChatLog({
  messages,
  empty,
  tools,
  labelledBy,
}: {
  messages: readonly ChatMessage[];
  empty: string;
  /** The moderation buttons of a message, for those who may use them. */
  tools?: (m: ChatMessage) => ReactNode;
  labelledBy: string;
}) {
  const [frozenAt, setFrozenAt] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const shown = frozenAt === null ? messages : messages.filter((m) => m.chatId <= frozenAt);
  const waiting = messages.length - shown.length;
  const last = shown.at(-1)?.chatId;

  useEffect(() => {
    const el = list.current;
    if (el && frozenAt === null) el.scrollTop = el.scrollHeight;
  }, [last, frozenAt]);

  return (
    <>
      <div className={styles.head}>
        <Button
          size="small"
          variant="secondary"
          onPress={() => setFrozenAt(frozenAt === null ? (messages.at(-1)?.chatId ?? 0) : null)}
        >
          {frozenAt === null ? CHAT_LOG_TEXT.pause : CHAT_LOG_TEXT.resume}
        </Button>
        {waiting > 0 ? <p className={styles.note}>{CHAT_LOG_TEXT.waiting(waiting)}</p> : null}
      </div>
      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-labelledby={labelledBy}
        // A scrolling list is reached by keyboard too (arrow keys scroll it).
        tabIndex={0}
        className={styles.log}
      >
        {shown.length === 0 ? (
          <p className={styles.note}>{empty}</p>
        ) : (
          <ol className={styles.items}>
            {shown.map((m) => (
              <li key={m.chatId} className={styles.item}>
                <span className={styles.who}>
                  <span className={styles.name}>{m.userNm}</span>
                  {m.mine ? <span>({CHAT_LOG_TEXT.mine})</span> : null}
                  <time dateTime={m.regDt}>{formatDate(m.regDt, 'HH:mm')}</time>
                </span>
                <p className={styles.text}>{m.chatCn}</p>
                {tools ? <div className={styles.tools}>{tools(m)}</div> : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
