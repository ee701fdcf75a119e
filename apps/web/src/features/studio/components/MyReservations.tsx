import type { Reservation } from '@onfan/contracts/studio';
import { formatHhmm, RSVT_STATUS_HELP } from '@onfan/contracts/studio';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BadgeVariant } from '@/components/ui/Badge';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { modal } from '@/lib/modal/modal-service';
import type { BookingApi } from '../studio-api';
import { downloadIcs, myReservationsQuery, STUDIO_CONFIRM, useCancelReservation } from '../studio-api';
import styles from './my-reservations.module.css';
import { ReviewDialog } from './ReviewDialog';

export const MY_RSVT_TEXT = {
  empty: '예약 내역이 없습니다.',
  emptyAction: '예약하러 가기',
  cancel: '예약 취소',
  cancelConfirm: STUDIO_CONFIRM.cancel,
  ics: '캘린더에 추가',
  icsFail: '캘린더 파일을 내려받지 못했습니다. 잠시 후 다시 시도해주세요.',
  review: '후기 작성',
  reviewed: '후기 작성 완료',
  reviewHidden: '후기 숨김 처리됨 (운영 정책에 따라 다른 회원에게 보이지 않습니다)',
  people: (n: number) => `${n}명`,
  reason: '사유',
  number: '예약번호',
  cancelHelp: '예약 취소는 이용일 전날까지 할 수 있습니다.',
} as const;

const STATUS_BADGE: Record<Reservation['rsvtSttsCd'], BadgeVariant> = {
  REQUESTED: 'information',
  CONFIRMED: 'success',
  REJECTED: 'danger',
  CANCELED: 'gray',
  COMPLETED: 'primary',
  EXPIRED: 'gray',
};
const PAGE_SIZE = 10;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

function weekday(ymd: string): string {
  return WEEKDAYS[new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8))).getUTCDay()]!;
}

/**
 * My reservations of one catalogue, with state, cancel (until the day before), calendar file and review, on the one
 * list chain (loading, failed, empty, paged).
 */
export function MyReservations({ booking, browseHref }: { booking: BookingApi; browseHref: string }) {
  const [pageNo, setPageNo] = useState(1);
  const [reviewTarget, setReviewTarget] = useState<{ roomId: number; rsvtId: number; roomNm: string } | null>(null);
  const list = useQuery(myReservationsQuery(booking, pageNo, PAGE_SIZE));
  const cancel = useCancelReservation(booking);

  const ics = async (r: Reservation) => {
    try {
      await downloadIcs(booking, r.rsvtId);
    } catch {
      await modal.alert(MY_RSVT_TEXT.icsFail);
    }
  };

  return (
    <>
      <ListResults
        query={list}
        empty={{
          message: MY_RSVT_TEXT.empty,
          action: (
            <LinkButton href={browseHref} variant="secondary">
              {MY_RSVT_TEXT.emptyAction}
            </LinkButton>
          ),
        }}
        paging={{ pageNo, pageSize: PAGE_SIZE, onChange: setPageNo }}
      >
        {(items) => (
          <>
            <p className={styles.help}>{MY_RSVT_TEXT.cancelHelp}</p>
            <ul className={styles.list}>
              {items.map((r) => {
                const live = r.rsvtSttsCd === 'REQUESTED' || r.rsvtSttsCd === 'CONFIRMED';
                return (
                  <li key={r.rsvtId} className={styles.item} data-rsvt-id={r.rsvtId}>
                    {r.rprsImgPtUrl ? <img src={r.rprsImgPtUrl} alt="" className={styles.thumb} /> : null}
                    <div className={styles.body}>
                      <p className={styles.head}>
                        <Badge variant={STATUS_BADGE[r.rsvtSttsCd]}>{r.rsvtSttsNm}</Badge>
                        <strong className={styles.name}>
                          {r.studoNm} · {r.roomNm}
                        </strong>
                      </p>
                      <p className={styles.help}>{RSVT_STATUS_HELP[r.rsvtSttsCd]}</p>
                      <p className={styles.when}>
                        {formatYmd(r.rsvtYmd)} ({weekday(r.rsvtYmd)}) {formatHhmm(r.rsvtBgngHhmm)}~
                        {formatHhmm(r.rsvtEndHhmm)} · {MY_RSVT_TEXT.people(r.rsvtUsrcnt)}
                      </p>
                      <p className={styles.number}>
                        {MY_RSVT_TEXT.number} {r.rsvtNo}
                      </p>
                      {r.sttsRsn ? (
                        <p className={styles.reason}>
                          {MY_RSVT_TEXT.reason}: {r.sttsRsn}
                        </p>
                      ) : null}
                    </div>
                    <div className={styles.buttons}>
                      {live ? (
                        <Button variant="tertiary" size="small" onPress={() => void ics(r)}>
                          {MY_RSVT_TEXT.ics}
                        </Button>
                      ) : null}
                      {r.cancelableYn === 'Y' ? (
                        <Button variant="secondary" size="small" onPress={() => void cancel.run(r.rsvtId)}>
                          {MY_RSVT_TEXT.cancel}
                        </Button>
                      ) : null}
                      {booking.kind === 'studio' && r.reviewableYn === 'Y' ? (
                        <Button
                          size="small"
                          onPress={() => setReviewTarget({ roomId: r.roomId, rsvtId: r.rsvtId, roomNm: r.roomNm })}
                        >
                          {MY_RSVT_TEXT.review}
                        </Button>
                      ) : null}
                      {r.revwYn === 'Y' ? <Badge variant="gray">{MY_RSVT_TEXT.reviewed}</Badge> : null}
                      {r.revwHideYn === 'Y' ? <Badge variant="gray">{MY_RSVT_TEXT.reviewHidden}</Badge> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </ListResults>
      <ReviewDialog target={reviewTarget} onClose={() => setReviewTarget(null)} />
    </>
  );
}
