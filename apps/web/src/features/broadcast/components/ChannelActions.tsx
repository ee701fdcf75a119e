import { formatNumber } from '@onfan/contracts/format';
import type { BroadcastDetail } from '@onfan/contracts/broadcast';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { useFollow } from '../broadcast-api';
import { BroadcastReportDialog } from './BroadcastReportDialog';
import styles from './Broadcast.module.css';

export const CHANNEL_TEXT = {
  follow: '채널 구독',
  unfollow: '구독 해제',
  followers: '구독자',
  report: '방송 신고',
} as const;

/** The channel of a broadcast with its follow button (sbptn/liveSbptn) and the broadcast's report button (brcDclr). */
export function ChannelActions({ data }: { data: BroadcastDetail }) {
  const { isAuthenticated } = useSession();
  const follow = useFollow();
  const [reporting, setReporting] = useState<number | null>(null);
  const on = data.channel.sbptnYn === 'Y';
  const login = (then: () => void) => {
    void (async () => {
      if (await requireLogin(isAuthenticated)) then();
    })();
  };
  return (
    <div className={styles.channel}>
      <p className={styles.channelName}>
        {data.channel.chnlImgUrl ? (
          <img
            className={styles.channelPicture}
            src={data.channel.chnlImgUrl}
            alt={data.channel.chnlImgAlt ?? ''}
            width={40}
            height={40}
          />
        ) : null}
        <strong>{data.channel.chnlNm}</strong>
        <span>
          {CHANNEL_TEXT.followers} {formatNumber(data.channel.sbptnCnt)}명
        </span>
      </p>
      <div className={styles.cardActions}>
        <Button
          size="small"
          variant={on ? 'secondary' : 'primary'}
          aria-pressed={on}
          isPending={follow.isPending}
          aria-label={`${data.channel.chnlNm} ${on ? CHANNEL_TEXT.unfollow : CHANNEL_TEXT.follow}`}
          onPress={() => login(() => void follow.run({ brcChnlId: data.channel.brcChnlId, sbptnYn: on ? 'N' : 'Y' }))}
        >
          {on ? CHANNEL_TEXT.unfollow : CHANNEL_TEXT.follow}
        </Button>
        <Button size="small" variant="secondary" onPress={() => login(() => setReporting(data.brcInfoNo))}>
          {CHANNEL_TEXT.report}
        </Button>
      </div>
      <BroadcastReportDialog brcInfoNo={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
