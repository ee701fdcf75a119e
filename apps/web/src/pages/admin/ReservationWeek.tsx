import type { OperatorReservation } from '@onfan/contracts/studio';
import { formatHhmm, hhmmToHour, hourToHhmm, USE_RESULT_LABEL, type UseResult } from '@onfan/contracts/studio';
import { addDaysYmd, formatYmd, parseYmd, seoulYmd, ymdWeekday } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextField } from '@/components/ui/TextField';
import {
  roomWeekQuery,
  useCancelReservation,
  useConfirmReservation,
  useMarkOutcome,
  useRejectReservation,
} from '@/features/studio/reservation-admin-api';
import { isApiError } from '@/lib/api/api-client';
import { useListParams } from '@/lib/use-list-params';
import { useNow } from '@/lib/use-now';
import styles from './ReservationWeek.module.css';

export const WEEK_TEXT = {
  title: '주간 예약표',
  pickRoom: '룸을 고르고 검색하면 그 룸의 주간 예약표가 여기에 보입니다.',
  caption: (place: string, from: string, to: string) => `${place} 주간 예약표 (${formatYmd(from)} ~ ${formatYmd(to)})`,
  prev: '이전 주',
  next: '다음 주',
  thisWeek: '이번 주',
  hour: '시간',
  loading: '주간 예약표를 불러오고 있습니다.',
  error: '주간 예약표를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  empty: '이 주에는 예약이 없습니다.',
  count: (n: number) => `이 주의 예약 ${n}건`,
  open: (no: string) => `${no} 예약 열기`,
  dialog: (no: string) => `${no} 예약`,
  number: '예약번호',
  when: '이용일시',
  member: '회원',
  store: '상호',
  people: '인원',
  state: '상태',
  reason: '사유',
  reasonHelp: '반려·취소 사유는 회원에게 문자와 이메일로 안내됩니다. 200자까지 적을 수 있습니다.',
  reasonRequired: '사유를 입력해 주세요.',
  confirm: '예약 확정',
  reject: '예약 반려',
  cancelRsvt: '예약 취소',
  close: '닫기',
  confirmAsk: (no: string) => `${no} 예약을 확정하시겠습니까? 회원에게 확정 안내가 갑니다.`,
  rejectAsk: (no: string) => `${no} 예약을 반려하시겠습니까? 회원에게 반려 안내가 갑니다.`,
  cancelAsk: (no: string) => `${no} 예약을 취소하시겠습니까? 회원에게 취소 안내가 갑니다.`,
  noAction: '이 예약은 지금 처리할 수 있는 일이 없습니다.',
  outcomeHelp: '이용일이 지난 확정 예약입니다. 실제 이용 여부를 표시하면 회원의 나의 예약에도 그대로 보입니다.',
  markAs: (label: string) => `${label}로 표시`,
  outcomeAsk: (no: string, label: string) => `${no} 예약을 '${label}'(으)로 표시하시겠습니까?`,
} as const;

const WEEKDAY = ['일', '월', '화', '수', '목', '금', '토'];

/** The Monday of the week of a day (the grid's weeks run Monday to Sunday). */
export function mondayOf(ymd: string): string {
  return addDaysYmd(ymd, -((ymdWeekday(ymd) + 6) % 7));
}

/** Which decisions a reservation allows on the desk: confirm and reject while requested, cancel while live. */
function actionsOf(r: OperatorReservation) {
  return {
    confirm: r.rsvtSttsCd === 'REQUESTED',
    reject: r.rsvtSttsCd === 'REQUESTED',
    cancel: r.rsvtSttsCd === 'REQUESTED' || r.rsvtSttsCd === 'CONFIRMED',
    /** A past confirmed one: marked used or not shown up (either may be changed to the other). */
    outcome: r.rsvtSttsCd === 'COMPLETED',
  };
}

const whenOf = (r: OperatorReservation) =>
  `${formatYmd(r.rsvtYmd)} ${formatHhmm(r.rsvtBgngHhmm)}~${formatHhmm(r.rsvtEndHhmm)}`;

/** One reservation opened from the grid: its facts, a reason, and the decisions its state allows. */
function DecisionDialog({ row, onClose }: { row: OperatorReservation; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** A Korean 400 of the server is shown at the reason field; any other refusal in the alert, then the dialog closes. */
  const handlers = {
    onDone: onClose,
    onRefused: (e: unknown) => {
      if (!(isApiError(e) && e.status === 400)) onClose();
    },
    handleRefusal: (e: unknown) => {
      if (isApiError(e) && e.status === 400) {
        setError(e.message);
        return true;
      }
      return false;
    },
  };
  const confirm = useConfirmReservation({ ...handlers, confirm: () => WEEK_TEXT.confirmAsk(row.rsvtNo) });
  const reject = useRejectReservation({ ...handlers, confirm: () => WEEK_TEXT.rejectAsk(row.rsvtNo) });
  const cancel = useCancelReservation({ ...handlers, confirm: () => WEEK_TEXT.cancelAsk(row.rsvtNo) });
  const outcome = useMarkOutcome({
    ...handlers,
    confirm: (v) => WEEK_TEXT.outcomeAsk(row.rsvtNo, USE_RESULT_LABEL[v.useRsltCd as UseResult]),
  });
  const can = actionsOf(row);
  const withReason = (run: (sttsRsn: string) => void) => {
    const sttsRsn = reason.trim();
    if (!sttsRsn) {
      setError(WEEK_TEXT.reasonRequired);
      return;
    }
    run(sttsRsn);
  };
  const any = can.confirm || can.reject || can.cancel;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={WEEK_TEXT.dialog(row.rsvtNo)}
      footer={
        <div className={styles.actions}>
          {can.confirm && (
            <Button
              isPending={confirm.isPending}
              onPress={() =>
                void confirm.run({ rsvtId: row.rsvtId, updtDt: row.updtDt, sttsRsn: reason.trim() || null })
              }
            >
              {WEEK_TEXT.confirm}
            </Button>
          )}
          {can.reject && (
            <Button
              variant="secondary"
              isPending={reject.isPending}
              onPress={() =>
                withReason((sttsRsn) => void reject.run({ rsvtId: row.rsvtId, updtDt: row.updtDt, sttsRsn }))
              }
            >
              {WEEK_TEXT.reject}
            </Button>
          )}
          {can.cancel && (
            <Button
              variant="secondary"
              isPending={cancel.isPending}
              onPress={() =>
                withReason((sttsRsn) => void cancel.run({ rsvtId: row.rsvtId, updtDt: row.updtDt, sttsRsn }))
              }
            >
              {WEEK_TEXT.cancelRsvt}
            </Button>
          )}
          {can.outcome &&
            (['DONE', 'NOSHOW'] as const)
              .filter((u) => u !== row.useRsltCd)
              .map((u) => (
                <Button
                  key={u}
                  variant="secondary"
                  isPending={outcome.isPending}
                  onPress={() => void outcome.run({ rsvtId: row.rsvtId, updtDt: row.updtDt, useRsltCd: u })}
                >
                  {WEEK_TEXT.markAs(USE_RESULT_LABEL[u])}
                </Button>
              ))}
          <Button variant="tertiary" onPress={onClose}>
            {WEEK_TEXT.close}
          </Button>
        </div>
      }
    >
      <dl className={styles.details}>
        <dt>{WEEK_TEXT.number}</dt>
        <dd>{row.rsvtNo}</dd>
        <dt>{WEEK_TEXT.when}</dt>
        <dd>
          {row.studoNm} {row.roomNm} · {whenOf(row)}
        </dd>
        <dt>{WEEK_TEXT.member}</dt>
        <dd>
          {row.lgnId} ({row.userNm}) · {row.rsvtUserCnctel}
        </dd>
        <dt>{WEEK_TEXT.store}</dt>
        <dd>{row.strNm}</dd>
        <dt>{WEEK_TEXT.people}</dt>
        <dd>{row.rsvtUsrcnt}명</dd>
        <dt>{WEEK_TEXT.state}</dt>
        <dd>{row.sttsRsn ? `${row.rsvtSttsNm} (${row.sttsRsn})` : row.rsvtSttsNm}</dd>
      </dl>
      {can.outcome ? (
        <p>{WEEK_TEXT.outcomeHelp}</p>
      ) : any ? (
        <TextField
          label={WEEK_TEXT.reason}
          description={WEEK_TEXT.reasonHelp}
          value={reason}
          onChange={(v) => {
            setReason(v);
            setError(null);
          }}
          multiline
          maxLength={200}
          errorMessage={error}
        />
      ) : (
        <p>{WEEK_TEXT.noAction}</p>
      )}
    </Dialog>
  );
}

/**
 * The desk's week grid of one room (`roomId` in the address bar, the week's Monday as `week`): days across, hours
 * down, each reservation a button over the hours it holds, opening its decisions. The table scrolls in its own region.
 */
export function ReservationWeek({ roomId }: { roomId: number }) {
  const params = useListParams();
  const now = useNow();
  const asked = params.get('week');
  const from = parseYmd(asked) ? mondayOf(asked) : mondayOf(seoulYmd(now));
  const week = useQuery(roomWeekQuery(roomId, from));
  const [open, setOpen] = useState<OperatorReservation | null>(null);
  const turn = (ymd: string) => params.update({ week: ymd }, { replace: true });

  const data = week.data;
  const days = data?.days ?? Array.from({ length: 7 }, (_, i) => addDaysYmd(from, i));
  const first = data ? hhmmToHour(data.operBgngHhmm) : 0;
  const end = data ? hhmmToHour(data.operEndHhmm) : 0;
  const hours = Array.from({ length: Math.max(0, end - first) }, (_, i) => first + i);
  /** The reservation starting at (day, hour), and the hours each holds (covered cells are not drawn). */
  const starts = new Map<string, OperatorReservation>();
  const covered = new Set<string>();
  for (const r of data?.rows ?? []) {
    const a = hhmmToHour(r.rsvtBgngHhmm);
    const b = hhmmToHour(r.rsvtEndHhmm);
    starts.set(`${r.rsvtYmd}-${a}`, r);
    for (let h = a + 1; h < b; h++) covered.add(`${r.rsvtYmd}-${h}`);
  }
  const place = data ? `${data.studoNm} ${data.roomNm}` : '';
  const caption = WEEK_TEXT.caption(place, days[0]!, days[6]!);

  return (
    <section aria-labelledby="reservation-week-title">
      <div className={styles.bar}>
        <h2 id="reservation-week-title">{WEEK_TEXT.title}</h2>
        <div className={styles.turns}>
          <Button size="small" variant="secondary" onPress={() => turn(addDaysYmd(from, -7))}>
            {WEEK_TEXT.prev}
          </Button>
          <Button size="small" variant="tertiary" onPress={() => turn('')}>
            {WEEK_TEXT.thisWeek}
          </Button>
          <Button size="small" variant="secondary" onPress={() => turn(addDaysYmd(from, 7))}>
            {WEEK_TEXT.next}
          </Button>
        </div>
      </div>
      {week.isError ? (
        <p role="alert">{WEEK_TEXT.error}</p>
      ) : !data ? (
        <p role="status">{WEEK_TEXT.loading}</p>
      ) : (
        <>
          <p role="status">{data.rows.length ? WEEK_TEXT.count(data.rows.length) : WEEK_TEXT.empty}</p>
          <div className={styles.box} tabIndex={0} role="region" aria-label={caption}>
            <table className={styles.grid}>
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{WEEK_TEXT.hour}</th>
                  {days.map((d) => (
                    <th key={d} scope="col" className={d === data.todayYmd ? styles.today : undefined}>
                      {`${d.slice(4, 6)}.${d.slice(6, 8)} (${WEEKDAY[ymdWeekday(d)]})`}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {hours.map((h) => (
                  <tr key={h}>
                    <th scope="row">{formatHhmm(hourToHhmm(h))}</th>
                    {days.map((d) => {
                      const key = `${d}-${h}`;
                      if (covered.has(key)) return null;
                      const r = starts.get(key);
                      if (!r) return <td key={key} />;
                      const span = hhmmToHour(r.rsvtEndHhmm) - hhmmToHour(r.rsvtBgngHhmm);
                      return (
                        <td key={key} rowSpan={span}>
                          <button
                            type="button"
                            className={`${styles.cell} ${r.rsvtSttsCd === 'REQUESTED' ? styles.requested : styles.confirmed}`}
                            onClick={() => setOpen(r)}
                            aria-haspopup="dialog"
                          >
                            <strong>{r.rsvtSttsNm}</strong>
                            {formatHhmm(r.rsvtBgngHhmm)}~{formatHhmm(r.rsvtEndHhmm)}
                            <br />
                            {r.rsvtNo}
                            <span className="sr-only"> ({WEEK_TEXT.open(r.rsvtNo)})</span>
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {open && <DecisionDialog row={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
