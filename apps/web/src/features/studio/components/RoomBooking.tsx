import { addDaysYmd, seoulYmd } from '@onfan/contracts/time';
import type { Room } from '@onfan/contracts/studio';
import { checkHourSelection, formatHhmm, hhmmToHour, hourToHhmm, STUDIO_MESSAGES } from '@onfan/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Button, LinkButton } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { HydrateWhenSeen } from '@/lib/hydrate-when-seen';
import { loadLocaleDataSoon } from '@/lib/locale-data';
import { modal } from '@/lib/modal/modal-service';
import type { BookingApi } from '../studio-api';
import { daysQuery, slotsQuery } from '../studio-api';
import styles from './booking.module.css';
import { HourList } from './HourList';

export const BOOKING_TEXT = {
  calendarLabel: '예약일 선택',
  calendarHelp: '오늘 이전, 휴무일은 선택할 수 없습니다. 내일부터 예약할 수 있습니다.',
  /** The days an operator closed this room in the shown month, with the reasons (the rooms desk). */
  closedDays: (days: readonly { ymd: string; closedRsn: string }[]) =>
    ` 이달의 휴무일: ${days
      .map((d) => `${Number(d.ymd.slice(4, 6))}월 ${Number(d.ymd.slice(6, 8))}일(${d.closedRsn})`)
      .join(', ')}.`,
  chooseDay: '달력에서 예약일을 선택하면 예약 가능한 시간이 표시됩니다.',
  noSlots: '선택한 날짜에는 예약할 수 있는 시간이 없습니다.',
  next: '다음 단계',
  list: '목록',
  selection: (ymd: string, from: string, to: string) =>
    `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)} ${formatHhmm(from)}~${formatHhmm(to)}`,
  noSelection: '선택한 시간이 없습니다.',
  selectedLabel: '선택한 예약 일시',
} as const;

export interface BookingSelection {
  rsvtYmd: string;
  rsvtBgngHhmm: string;
  rsvtEndHhmm: string;
}

const importCalendar = () => {
  loadLocaleDataSoon();
  return import('@/components/ui/Calendar').then((module) => ({ default: module.Calendar }));
};
let calendarModule: ReturnType<typeof importCalendar> | undefined;

/**
 * The calendar is a chunk of its own (React Aria's calendar and its date library), with the browser's locale data
 * loaded in a task of its own as its download starts (decision 027). On a page the server drew, the server's day
 * grid stays until the visitor comes near it, and then hydrates in one go (decision 028); an in-app visit shows a
 * spinner in the calendar's place while the chunk loads.
 */
function loadCalendar() {
  calendarModule ??= importCalendar();
  return calendarModule;
}
const Calendar = lazy(loadCalendar);

/**
 * Calendar + hour list + next-step and list buttons for one room. The month's bookable days come from the server
 * (today and before, weekends and holidays per the room, Asia/Seoul), so the calendar never disagrees with it.
 */
export function RoomBooking({
  booking,
  room,
  listHref,
  onNext,
}: {
  booking: BookingApi;
  room: Room;
  listHref: string;
  onNext: (selection: BookingSelection) => void;
}) {
  // Booking opens tomorrow: the calendar starts on tomorrow's month (the next one on a month's last day), and the
  // month it shows is always the month whose days were asked for.
  const [month, setMonth] = useState(() => addDaysYmd(seoulYmd(new Date()), 1).slice(0, 6));
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setHours] = useState<number[]>([]);
  const days = useQuery(daysQuery(booking, room.roomId, month));
  const slots = useQuery({ ...slotsQuery(booking, room.roomId, day ?? ''), enabled: day !== null });

  const bookable = new Map(days.data?.days.map((d) => [d.ymd, d.bookableYn === 'Y']) ?? []);
  const isUnavailable = (ymd: string) => !bookable.get(ymd);
  const closedDays = (days.data?.days ?? []).flatMap((d) =>
    d.closedRsn !== undefined ? [{ ymd: d.ymd, closedRsn: d.closedRsn }] : [],
  );
  const tomorrow = days.data ? addDaysYmd(days.data.todayYmd, 1) : undefined;

  // Hours taken meanwhile (by this booking or another member's) drop out of the selection.
  const free = new Set((slots.data ?? []).filter((s) => s.state === 'E').map((s) => hhmmToHour(s.rsvtBgngHhmm)));
  const hours = chosen.filter((h) => free.has(h));

  const toggle = (hour: number) => {
    const next = hours.includes(hour) ? hours.filter((h) => h !== hour) : [...hours, hour];
    if (next.length > 0) {
      const message = checkHourSelection(next);
      if (message) {
        void modal.alert(message);
        return;
      }
    }
    setHours(next.sort((a, b) => a - b));
  };

  const selection: BookingSelection | null =
    day && hours.length > 0
      ? { rsvtYmd: day, rsvtBgngHhmm: hourToHhmm(hours[0]!), rsvtEndHhmm: hourToHhmm(hours[hours.length - 1]! + 1) }
      : null;

  const next = () => {
    const message = day ? checkHourSelection(hours) : STUDIO_MESSAGES.selectTime;
    if (message || !selection) {
      void modal.alert(message ?? STUDIO_MESSAGES.selectTime);
      return;
    }
    onNext(selection);
  };

  return (
    <div className={styles.booking}>
      <HydrateWhenSeen
        className={styles.calendarBox}
        prepare={loadCalendar}
        fallback={
          <div className={styles.calendarLoading}>
            <Spinner />
          </div>
        }
      >
        <Calendar
          label={BOOKING_TEXT.calendarLabel}
          value={day}
          onChange={(ymd) => {
            if (!bookable.get(ymd)) return;
            setDay(ymd);
            setHours([]);
          }}
          {...(tomorrow ? { minValue: tomorrow, defaultFocusedValue: tomorrow } : {})}
          isDateUnavailable={isUnavailable}
          visibleMonth={month}
          onVisibleMonthChange={setMonth}
          description={
            closedDays.length > 0
              ? `${BOOKING_TEXT.calendarHelp}${BOOKING_TEXT.closedDays(closedDays)}`
              : BOOKING_TEXT.calendarHelp
          }
        />
      </HydrateWhenSeen>
      <div className={styles.hourBox} data-hour-box="" data-day={day ?? ''} aria-busy={day !== null && slots.isPending}>
        {day === null ? (
          <p className={styles.placeholder}>{BOOKING_TEXT.chooseDay}</p>
        ) : slots.isPending ? (
          <Spinner />
        ) : (slots.data?.length ?? 0) === 0 ? (
          <p className={styles.placeholder}>{BOOKING_TEXT.noSlots}</p>
        ) : (
          <HourList slots={slots.data ?? []} selected={hours} onToggle={toggle} />
        )}
        <p className={styles.selection} aria-live="polite">
          <strong>{BOOKING_TEXT.selectedLabel}</strong>{' '}
          {selection
            ? BOOKING_TEXT.selection(selection.rsvtYmd, selection.rsvtBgngHhmm, selection.rsvtEndHhmm)
            : BOOKING_TEXT.noSelection}
        </p>
      </div>
      <div className={styles.actions}>
        <LinkButton href={listHref} variant="secondary" size="large">
          {BOOKING_TEXT.list}
        </LinkButton>
        <Button size="large" onPress={next}>
          {BOOKING_TEXT.next}
        </Button>
      </div>
    </div>
  );
}
