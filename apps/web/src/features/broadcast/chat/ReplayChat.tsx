import { useQuery } from '@tanstack/react-query';
import { replayChatQuery } from './chat-api';
import { ChatLog } from './ChatLog';
import styles from './LiveChat.module.css';

export const REPLAY_CHAT_TEXT = {
  title: '방송 중 채팅',
  empty: '이 시점까지 쓰인 채팅이 없습니다.',
  none: '이 방송에는 채팅이 없습니다.',
  failed: '채팅을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  note: '영상을 재생하면 방송 중 그 시점에 쓰인 채팅이 함께 나옵니다.',
  noVideo: '영상이 없어 방송 중 쓰인 채팅을 모두 보여드립니다.',
} as const;

/**
 * A recording's chat as it was written during the broadcast, in time with the video: a message appears when the
 * video reaches its offset from the start (and leaves again when the video is sought back before it). Without a
 * video (`seconds` null) the whole chat is shown.
 */
export function ReplayChat({ brcInfoNo, seconds }: { brcInfoNo: number; seconds: number | null }) {
  const { data, isError } = useQuery(replayChatQuery(brcInfoNo));
  const titleId = `replay-chat-${brcInfoNo}`;
  const all = data ?? [];
  const shown = seconds === null ? all : all.filter((m) => m.ofstSec <= seconds);
  return (
    <section className={`${styles.panel} ${styles.panel}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {REPLAY_CHAT_TEXT.title}
      </h2>
      {isError ? (
        <p role="alert">{REPLAY_CHAT_TEXT.failed}</p>
      ) : (
        <div>
          <ChatLog
            messages={shown}
            empty={data && data.length === 0 ? REPLAY_CHAT_TEXT.none : REPLAY_CHAT_TEXT.empty}
            labelledBy={titleId}
          />
        </div>
      )}
      <p className={styles.note}>{seconds === null ? REPLAY_CHAT_TEXT.noVideo : REPLAY_CHAT_TEXT.note}</p>
    </section>
  );
}
