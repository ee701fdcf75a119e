import { BRC_TYPE, BRC_TYPE_NAMES, type BrcType } from '@onfan/contracts/broadcast';
import { broadcastPath, liveVodPath } from '@onfan/contracts/portal-path';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { RecordResult } from '@/components/ui/RecordResult';
import { broadcastViewQuery } from '../broadcast-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Broadcast.module.css';
import { useSession } from '@/lib/session/session-context';
import { BroadcastProducts } from './BroadcastProducts';
import { ChannelActions } from './ChannelActions';
import { VideoPlayer } from './VideoPlayer';
import { VodComments } from './VodComments';

const isRecordingType = (t: BrcType) => t === BRC_TYPE.vod || t === BRC_TYPE.shorts;

export const VIEW_TEXT = {
  products: '방송 상품',
  noProducts: '이 방송에서 소개한 상품이 없습니다.',
  notFound: '방송을 찾을 수 없습니다.',
  toList: '방송 목록',
  pre: '이전 방송',
  next: '다음 방송',
  pager: '이전·다음 방송',
} as const;

/**
 * A recording: the player with captions (a guest's preview stops at the broadcast's prvwTm), the channel with its
 * follow and report buttons, the products, previous/next, and the comments. `live` is the live layout's replay page
 * (live/vod/{brcInfoNo}): its links stay in the live layout, it sits on the layout's light panel, and a live
 * broadcast's replay has no comments (only recordings take them).
 */
export function VodView({
  live = false,
  chat,
}: {
  live?: boolean;
  /** The chat written during a live broadcast, shown in time with the video (null: no video to follow). */
  chat?: (brcInfoNo: number, seconds: number | null) => ReactNode;
}) {
  const brcInfoNo = Number(useParams().brcInfoNo);
  const [seconds, setSeconds] = useState(0);
  // The chat moves on whole seconds: a redraw per second, not per timeupdate.
  const onTime = useCallback((t: number) => setSeconds(Math.floor(t)), []);
  const query = useQuery(broadcastViewQuery(brcInfoNo));
  const loaded = query.data;
  const { isAuthenticated } = useSession();
  useDocumentTitle(loaded?.brcTit ?? '', TITLE_PRIORITY.item);
  const listPath = live ? '/live/list' : `/broadcast${loaded ? `?brcType=${loaded.brcTypeDcd}` : ''}`;
  const itemPath = live ? liveVodPath : broadcastPath;
  const wrap = live ? `${list.wrap} ${styles.livePanel} ${styles.livePage}` : list.wrap;

  return (
    <RecordResult
      query={query}
      valid={brcInfoNo > 0}
      notFound={{ message: VIEW_TEXT.notFound }}
      frame={(state) => (
        <div className={wrap}>
          {state}
          <p>
            <Link to={listPath}>{VIEW_TEXT.toList}</Link>
          </p>
        </div>
      )}
    >
      {(data) => (
        <div className={`${wrap} ${styles.view}`}>
          <div>
            <Badge variant="gray">{BRC_TYPE_NAMES[data.brcTypeDcd]}</Badge>
            <h1 className={list.detailTitle}>{data.brcTit}</h1>
            <p className={styles.meta}>
              <span>{data.channel.chnlNm}</span>
              <span>
                <time dateTime={data.brcBgngDt}>{formatDate(data.brcBgngDt, 'yyyy.MM.dd HH:mm')}</time>
              </span>
            </p>
          </div>
          <VideoPlayer
            src={data.mediaUrl}
            poster={data.posterUrl}
            captions={data.captionUrl}
            title={data.brcTit}
            previewSeconds={isAuthenticated ? null : data.prvwTm}
            {...(chat ? { onTime } : {})}
          />
          {chat ? chat(data.brcInfoNo, data.mediaUrl ? seconds : null) : null}
          {data.brcExpln ? <p>{data.brcExpln}</p> : null}
          <ChannelActions data={data} />
          <BroadcastProducts
            id="vod-products"
            title={VIEW_TEXT.products}
            empty={VIEW_TEXT.noProducts}
            products={data.products}
          />
          <nav aria-label={VIEW_TEXT.pager} className={styles.meta}>
            {data.preNo ? <Link to={itemPath(data.preNo)}>{VIEW_TEXT.pre}</Link> : null}
            <Link to={listPath}>{VIEW_TEXT.toList}</Link>
            {data.nextNo ? <Link to={itemPath(data.nextNo)}>{VIEW_TEXT.next}</Link> : null}
          </nav>
          {isRecordingType(data.brcTypeDcd) ? <VodComments brcInfoNo={data.brcInfoNo} /> : null}
        </div>
      )}
    </RecordResult>
  );
}
