import type { BroadcastDetail, BroadcastStatus } from '@onfan/contracts/broadcast';
import { BRC_TYPE_NAMES } from '@onfan/contracts/broadcast';
import { liveComingPath, liveViewPath, liveVodPath } from '@onfan/contracts/portal-path';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { RecordResult } from '@/components/ui/RecordResult';
import { useSession } from '@/lib/session/session-context';
import { broadcastStatusQuery, broadcastViewQuery } from '../broadcast-api';
import { AlarmButton } from './BroadcastList';
import { BroadcastProducts } from './BroadcastProducts';
import { ChannelActions } from './ChannelActions';
import { StatusBadge } from './LiveList';
import { VideoPlayer } from './VideoPlayer';
import list from '@/components/ui/ListPage.module.css';
import styles from './Broadcast.module.css';

export const LIVE_TEXT = {
  notFound: '방송을 찾을 수 없습니다.',
  toList: '라이브 목록',
  schedule: '편성표',
  products: '방송 상품',
  noProducts: '이 방송에서 소개하는 상품이 없습니다.',
  ended: '방송이 종료되었습니다.',
  toReplay: '다시보기로 보기',
  notStarted: '아직 방송이 시작되지 않았습니다.',
  toComing: '방송 예고 보기',
  started: '방송이 시작되었습니다.',
  toLive: '라이브 보러 가기',
  countdown: '방송 시작까지',
  ics: '캘린더에 추가',
  startsAt: '방송 시작',
} as const;

/** A countdown's redraw step: the seconds shown change once a second (the status itself is polled at pollMs). */
export const COUNTDOWN_TICK_MS = 1000;

/** '2일 3시간 4분 5초' until `ms` passes; '0초' once it has. */
export function countdownText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), '일'],
    [Math.floor((s % 86_400) / 3600), '시간'],
    [Math.floor((s % 3600) / 60), '분'],
    [s % 60, '초'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  return parts
    .slice(first === -1 ? 3 : first)
    .map(([n, u]) => `${n}${u}`)
    .join(' ');
}

/** The broadcast and its status, polled at the server's interval while it can still change. */
function useLiveBroadcast() {
  const brcInfoNo = Number(useParams().brcInfoNo);
  const status = useQuery(broadcastStatusQuery(brcInfoNo));
  const live = status.data?.brcSts === 'LIVE' ? status.data.pollMs : false;
  const view = useQuery({
    ...broadcastViewQuery(brcInfoNo),
    // On air without media yet (the development generator starts its stream a moment later): ask again.
    refetchInterval: (q) => (live && q.state.data && !q.state.data.mediaUrl ? live : false),
  });
  useDocumentTitle(view.data?.brcTit ?? '', TITLE_PRIORITY.item);
  return { brcInfoNo, view, status: status.data, statusAt: status.dataUpdatedAt };
}

const NOT_FOUND = { message: LIVE_TEXT.notFound };

/** A broadcast that is not there, or failed to load: said on the live layout's panel, with the way back to the list. */
function missingFrame(state: ReactNode) {
  return (
    <div className={`${list.wrap} ${styles.livePanel} ${styles.livePage}`}>
      {state}
      <p>
        <Link to="/live/list">{LIVE_TEXT.toList}</Link>
      </p>
    </div>
  );
}

function Head({ data, status }: { data: BroadcastDetail; status: BroadcastStatus | undefined }) {
  return (
    <div>
      <p className={styles.badges}>
        <StatusBadge item={{ brcSts: status?.brcSts ?? data.brcSts }} />
        <Badge variant="gray">{BRC_TYPE_NAMES[data.brcTypeDcd]}</Badge>
      </p>
      <h1 className={list.detailTitle}>{data.brcTit}</h1>
      <p className={styles.meta}>
        <span>{data.chnlNm}</span>
        <span>
          {LIVE_TEXT.startsAt} <time dateTime={data.brcBgngDt}>{formatDate(data.brcBgngDt, 'yyyy.MM.dd HH:mm')}</time>
        </span>
      </p>
    </div>
  );
}

function Panel({ data, children }: { data: BroadcastDetail; children?: ReactNode }) {
  return (
    <div className={styles.livePanel}>
      {children}
      {data.brcExpln ? <p>{data.brcExpln}</p> : null}
      <ChannelActions data={data} />
      <BroadcastProducts
        id="live-products"
        title={LIVE_TEXT.products}
        empty={LIVE_TEXT.noProducts}
        products={data.products}
      />
      <p className={styles.meta}>
        <Link to="/live/list">{LIVE_TEXT.toList}</Link>
        <Link to="/live/schedule">{LIVE_TEXT.schedule}</Link>
      </p>
    </div>
  );
}

/**
 * live/{brcInfoNo}/view: the live player (hls.js starts at the stream's live edge), its status (brcSts) polled at the
 * server's interval while it is on air; when it ends the page says so and links the replay. `chat` (the page's live
 * chat) sits beside the player while it is on air, below it on a narrow screen.
 */
export function LiveView({ chat }: { chat?: ReactNode } = {}) {
  const { brcInfoNo, view, status } = useLiveBroadcast();
  const { isAuthenticated } = useSession();
  return (
    <RecordResult query={view} valid={brcInfoNo > 0} notFound={NOT_FOUND} frame={missingFrame}>
      {(data) => {
        const sts = status?.brcSts ?? data.brcSts;
        return (
          <div className={`${list.wrap} ${styles.liveStage}`}>
            <Head data={data} status={status} />
            {sts === 'ENDED' ? (
              <p role="status" className={styles.liveNote}>
                {LIVE_TEXT.ended} <Link to={liveVodPath(brcInfoNo)}>{LIVE_TEXT.toReplay}</Link>
              </p>
            ) : sts === 'SCHEDULED' ? (
              <p role="status" className={styles.liveNote}>
                {LIVE_TEXT.notStarted} <Link to={liveComingPath(brcInfoNo)}>{LIVE_TEXT.toComing}</Link>
              </p>
            ) : (
              <div className={chat ? styles.liveWithChat : undefined}>
                <VideoPlayer
                  key={data.mediaUrl ?? 'none'}
                  src={data.mediaUrl}
                  poster={data.posterUrl}
                  captions={data.captionUrl}
                  title={data.brcTit}
                  previewSeconds={isAuthenticated ? null : data.prvwTm}
                />
                {chat}
              </div>
            )}
            <Panel data={data} />
          </div>
        );
      }}
    </RecordResult>
  );
}

/** The time left until the start by the server's clock (its `now` when the status came), redrawn each second. */
function useCountdown(status: BroadcastStatus | undefined, statusAt: number): string {
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClientNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!status) return '';
  const serverNow = Date.parse(status.now) + Math.max(0, clientNow - statusAt);
  return countdownText(Date.parse(status.brcBgngDt) - serverNow);
}

/** live/coming/{brcInfoNo}: the countdown to a broadcast, its alert button and .ics; it says when it has started. */
export function LiveComing() {
  const { brcInfoNo, view, status, statusAt } = useLiveBroadcast();
  const left = useCountdown(status, statusAt);
  return (
    <RecordResult query={view} valid={brcInfoNo > 0} notFound={NOT_FOUND} frame={missingFrame}>
      {(data) => {
        const sts = status?.brcSts ?? data.brcSts;
        return (
          <div className={`${list.wrap} ${styles.liveStage}`}>
            <Head data={data} status={status} />
            {/* The poster (the desk's or the seed's drawing); the heading above names what it shows, so no alt
                text. */}
            {data.posterUrl ? (
              <img
                className={styles.comingPoster}
                src={data.posterUrl}
                alt=""
                width={640}
                height={360}
                decoding="async"
              />
            ) : null}
            {sts === 'SCHEDULED' ? (
              <p className={styles.countdown}>
                {LIVE_TEXT.countdown} <span role="timer">{left}</span>
              </p>
            ) : sts === 'LIVE' ? (
              <p role="status" className={styles.liveNote}>
                {LIVE_TEXT.started} <Link to={liveViewPath(brcInfoNo)}>{LIVE_TEXT.toLive}</Link>
              </p>
            ) : (
              <p role="status" className={styles.liveNote}>
                {LIVE_TEXT.ended} <Link to={liveVodPath(brcInfoNo)}>{LIVE_TEXT.toReplay}</Link>
              </p>
            )}
            <Panel data={data}>
              {sts === 'SCHEDULED' ? (
                <div className={styles.cardActions}>
                  <AlarmButton item={data} />
                  <a href={`/v1/app/broadcast/ics/${data.brcInfoNo}`} download>
                    {LIVE_TEXT.ics}
                  </a>
                </div>
              ) : null}
            </Panel>
          </div>
        );
      }}
    </RecordResult>
  );
}
