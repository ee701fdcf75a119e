import { BRC_TYPE } from '@onfan/contracts/broadcast';
import { shortsPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Button } from '@/components/ui/Button';
import { RecordResult } from '@/components/ui/RecordResult';
import { broadcastViewQuery } from '../broadcast-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Broadcast.module.css';
import { useSession } from '@/lib/session/session-context';
import { VideoPlayer } from './VideoPlayer';
import { VodComments } from './VodComments';

export const SHORTS_TEXT = {
  pre: '이전 숏폼',
  next: '다음 숏폼',
  hint: '위아래로 밀거나 위·아래 화살표 키로 다른 숏폼을 볼 수 있습니다.',
  notFound: '숏폼을 찾을 수 없습니다.',
  toList: '숏폼 목록',
} as const;

/** A swipe shorter than this (px) is a tap or a scroll, not a move to another short. */
const SWIPE_PX = 60;

const isField = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/** A short in a vertical player: previous/next by buttons, by swiping up/down on the player and by the arrow keys. */
export function ShortsView() {
  const brcInfoNo = Number(useParams().brcInfoNo);
  const navigate = useNavigate();
  const query = useQuery(broadcastViewQuery(brcInfoNo));
  const loaded = query.data;
  const { isAuthenticated } = useSession();
  useDocumentTitle(loaded?.brcTit ?? '', TITLE_PRIORITY.item);
  const touchY = useRef<number | null>(null);
  const preNo = loaded?.brcTypeDcd === BRC_TYPE.shorts ? loaded.preNo : null;
  const nextNo = loaded?.brcTypeDcd === BRC_TYPE.shorts ? loaded.nextNo : null;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isField(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      const to =
        e.key === 'ArrowDown' || e.key === 'PageDown'
          ? nextNo
          : e.key === 'ArrowUp' || e.key === 'PageUp'
            ? preNo
            : null;
      if (to === null) return;
      e.preventDefault();
      void navigate(shortsPath(to));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, preNo, nextNo]);

  return (
    <RecordResult
      query={query}
      valid={brcInfoNo > 0}
      notFound={{ message: SHORTS_TEXT.notFound }}
      // A replay or a live broadcast is not a short: not found at a short's address.
      isFound={(data) => data.brcTypeDcd === BRC_TYPE.shorts}
      frame={(state) => (
        <div className={list.wrap}>
          {state}
          <p>
            <Link to={`/broadcast?brcType=${BRC_TYPE.shorts}`}>{SHORTS_TEXT.toList}</Link>
          </p>
        </div>
      )}
    >
      {(data) => (
        <div className={`${list.wrap} ${styles.view}`}>
          <h1 className={list.detailTitle}>{data.brcTit}</h1>
          <div className={styles.shorts}>
            <div
              className={styles.shortsPlayer}
              onTouchStart={(e) => {
                touchY.current = e.touches[0]?.clientY ?? null;
              }}
              onTouchEnd={(e) => {
                const start = touchY.current;
                const end = e.changedTouches[0]?.clientY;
                touchY.current = null;
                if (start === null || end === undefined) return;
                const to = start - end > SWIPE_PX ? nextNo : end - start > SWIPE_PX ? preNo : null;
                if (to !== null) void navigate(shortsPath(to));
              }}
            >
              <VideoPlayer
                key={data.brcInfoNo}
                src={data.mediaUrl}
                poster={data.posterUrl}
                captions={data.captionUrl}
                title={data.brcTit}
                previewSeconds={isAuthenticated ? null : data.prvwTm}
              />
            </div>
            <div className={styles.shortsNav}>
              <Button
                variant="secondary"
                isDisabled={preNo === null}
                onPress={() => preNo !== null && void navigate(shortsPath(preNo))}
              >
                {SHORTS_TEXT.pre}
              </Button>
              <Button
                variant="secondary"
                isDisabled={nextNo === null}
                onPress={() => nextNo !== null && void navigate(shortsPath(nextNo))}
              >
                {SHORTS_TEXT.next}
              </Button>
            </div>
          </div>
          <p className={styles.meta}>
            <span>{data.channel.chnlNm}</span>
            <span>{SHORTS_TEXT.hint}</span>
          </p>
          {data.brcExpln ? <p>{data.brcExpln}</p> : null}
          <VodComments brcInfoNo={data.brcInfoNo} />
        </div>
      )}
    </RecordResult>
  );
}
