import { ROOM_CLOSURE_RSN_MAX } from '@onfan/contracts/studio-room.admin';
import { addDaysYmd, seoulYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Calendar } from '@/components/ui/Calendar';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import consoleStyles from '@/features/admin/components/console.module.css';
import { roomMonthQuery, useCloseRoomDay, useReopenRoomDay } from '@/features/studio/studio-room-admin-api';
import { isApiError } from '@/lib/api/api-client';
import formStyles from '@/features/admin/components/console-form.module.css';
import styles from './rooms.module.css';

export const CLOSURES_TEXT = {
  title: '휴무일과 공휴일',
  help: '달력에서 날짜를 고른 뒤 사유와 함께 휴무일로 지정합니다. 사유는 회원의 예약 화면에 보이고, 이날은 예약할 수 없습니다. 이미 받은 예약은 그대로 남습니다.',
  calendar: '휴무일 달력',
  chosen: (ymd: string) => `선택한 날: ${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}`,
  choose: '달력에서 날짜를 골라 주세요.',
  reason: '휴무 사유(회원에게 보입니다)',
  close: '휴무일 지정',
  reopen: '휴무일 해제',
  marks: '이달의 휴무일과 공휴일',
  none: '이달에는 휴무일도 공휴일도 없습니다.',
  closed: (rsn: string) => `휴무 — ${rsn}`,
  holiday: (name: string) => `공휴일 — ${name}`,
  failed: '달력을 불러오지 못했습니다. 잠시 후 다시 열어 주세요.',
} as const;

const dayText = (ymd: string) => `${Number(ymd.slice(4, 6))}월 ${Number(ymd.slice(6, 8))}일`;

/** One room's month on the console: the closed days with their reasons, the public holidays, and a day to change. */
export function RoomClosures({ roomId }: { roomId: number }) {
  const [month, setMonth] = useState(() => addDaysYmd(seoulYmd(new Date()), 1).slice(0, 6));
  const [day, setDay] = useState<string | null>(null);
  const [rsn, setRsn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const data = useQuery(roomMonthQuery(roomId, month));
  const closures = new Map((data.data?.closures ?? []).map((c) => [c.ymd, c.rsn]));
  const holidays = new Map((data.data?.holidays ?? []).map((h) => [h.ymd, h.name]));
  const showError = (e: unknown) => {
    const field = isApiError(e) ? e.errors?.find((f) => f.field === 'rsn' || f.field === 'ymd') : undefined;
    setError(field?.message ?? null);
    return field !== undefined;
  };
  const close = useCloseRoomDay({ handleRefusal: showError, onDone: () => setRsn('') });
  const reopen = useReopenRoomDay();
  const marks = [...new Set([...closures.keys(), ...holidays.keys()])].sort();
  const closedDay = day !== null && closures.has(day);

  return (
    <section className={styles.calendar} aria-labelledby="room-closures-title">
      <div>
        <h2 id="room-closures-title">{CLOSURES_TEXT.title}</h2>
        <p className={consoleStyles.note}>{CLOSURES_TEXT.help}</p>
        <Calendar
          label={CLOSURES_TEXT.calendar}
          value={day}
          onChange={(ymd) => {
            setDay(ymd);
            setError(null);
            setRsn(closures.get(ymd) ?? '');
          }}
          {...(data.data ? { minValue: data.data.todayYmd } : {})}
          visibleMonth={month}
          onVisibleMonthChange={setMonth}
        />
      </div>
      <div>
        <h3>{CLOSURES_TEXT.marks}</h3>
        {data.isPending ? (
          <Spinner />
        ) : data.isError ? (
          <p role="alert">{CLOSURES_TEXT.failed}</p>
        ) : marks.length === 0 ? (
          <p>{CLOSURES_TEXT.none}</p>
        ) : (
          <ul className={styles.marks} data-room-marks="">
            {marks.map((ymd) => (
              <li key={ymd}>
                {dayText(ymd)} {closures.has(ymd) ? CLOSURES_TEXT.closed(closures.get(ymd)!) : null}
                {closures.has(ymd) && holidays.has(ymd) ? ', ' : null}
                {holidays.has(ymd) ? CLOSURES_TEXT.holiday(holidays.get(ymd)!) : null}
              </li>
            ))}
          </ul>
        )}
        <p aria-live="polite">{day ? CLOSURES_TEXT.chosen(day) : CLOSURES_TEXT.choose}</p>
        {day ? (
          <form
            method="post"
            noValidate
            className={formStyles.form}
            onSubmit={(e) => {
              e.preventDefault();
              setError(null);
              void close.run({ roomId, ymd: day, rsn });
            }}
          >
            <TextField
              label={CLOSURES_TEXT.reason}
              value={rsn}
              onChange={setRsn}
              maxLength={ROOM_CLOSURE_RSN_MAX}
              errorMessage={error}
              isRequired
            />
            <div className={formStyles.formActions}>
              {closedDay ? (
                <Button
                  variant="secondary"
                  isPending={reopen.isPending}
                  onPress={() => void reopen.run({ roomId, ymd: day })}
                >
                  {CLOSURES_TEXT.reopen}
                </Button>
              ) : null}
              <Button type="submit" isPending={close.isPending}>
                {CLOSURES_TEXT.close}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </section>
  );
}
