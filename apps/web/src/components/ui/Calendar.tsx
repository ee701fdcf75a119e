import { getDayOfWeek, isSameMonth, isToday, today, type CalendarDate, type DateValue } from '@internationalized/date';
import { useContext, useId, useMemo, useRef, useState } from 'react';
import { mergeProps, useCalendarCell, useFocusRing, useHover } from 'react-aria';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Heading,
  I18nProvider,
  Text,
} from 'react-aria-components';
import { calendarDateToYmd, ymdToCalendarDate } from './calendar-date';
import { cx } from './class-names';
import styles from './Calendar.module.css';

export const CALENDAR_LOCALE = 'ko-KR';
/** The portal's days are Seoul's days, wherever the visitor's computer thinks it is. */
export const CALENDAR_TIME_ZONE = 'Asia/Seoul';
export const CALENDAR_TEXT = {
  previousMonth: '이전 달',
  nextMonth: '다음 달',
} as const;

export interface CalendarProps {
  /** Visible name of the calendar, e.g. '예약일 선택'. */
  label: string;
  /** Selected day as 'yyyyMMdd' (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (ymd: string) => void;
  /** Earliest selectable day, 'yyyyMMdd'. */
  minValue?: string;
  /** Latest selectable day, 'yyyyMMdd'. */
  maxValue?: string;
  /** Days that are shown but cannot be chosen (closed days, holidays). They stay focusable and are announced as unavailable. */
  isDateUnavailable?: (ymd: string) => boolean;
  /** Which day has keyboard focus first, 'yyyyMMdd' (defaults to the value, the shown month's first day or today). */
  defaultFocusedValue?: string;
  /**
   * The month shown, 'yyyyMM' (controlled). A caller that loads a month's data owns the month: it shows what it has
   * loaded, and `onVisibleMonthChange` tells it of every turn, the first one included.
   */
  visibleMonth?: string;
  /** Called with 'yyyyMM' whenever the shown month changes (the month buttons, Page Up/Down, arrow keys). */
  onVisibleMonthChange?: (yyyyMM: string) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Shown under the grid, e.g. a legend or a validation message. */
  description?: string;
  errorMessage?: string | null;
  className?: string;
}

/**
 * One day of the month grid. React Aria's own cell writes `role="gridcell"` on the `<td>`, which the table's `grid`
 * role already implies — an error in the Nu HTML checker (KWCAG 마크업 오류 방지) — so the cell is built from the same
 * hook without that attribute; the day inside it keeps React Aria's behaviour (focus, keys, selection, names).
 */
function DayCell({ date, className }: { date: CalendarDate; className?: string }) {
  const state = useContext(CalendarStateContext);
  if (!state) throw new Error('DayCell must be inside a Calendar');
  const ref = useRef<HTMLDivElement>(null);
  const isOutsideMonth = !isSameMonth(state.visibleRange.start, date);
  const {
    cellProps: { role: _implied, ...cellProps },
    buttonProps,
    formattedDate,
    ...day
  } = useCalendarCell({ date, isOutsideMonth }, state, ref);
  const { hoverProps, isHovered } = useHover({ isDisabled: day.isDisabled || day.isUnavailable });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <td {...cellProps}>
      <div
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        // The name starts with what the cell shows (KWCAG 2.5.3): '1일, 2026년 11월 1일 일요일', not the full date first.
        aria-label={`${date.day}일, ${buttonProps['aria-label'] ?? ''}`.replace(/, $/, '')}
        ref={ref}
        className={className}
        data-weekday={getDayOfWeek(date, CALENDAR_LOCALE)}
        data-selected={day.isSelected || undefined}
        data-disabled={day.isDisabled || undefined}
        data-unavailable={day.isUnavailable || undefined}
        data-outside-month={isOutsideMonth || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={(isFocusVisible && day.isFocused) || undefined}
        data-today={isToday(date, state.timeZone) || undefined}
      >
        {formattedDate}
      </div>
    </td>
  );
}

function monthOf(date: CalendarDate): string {
  return calendarDateToYmd(date).slice(0, 6);
}

/** A month calendar (React Aria) with Korean month and weekday labels and yyyyMMdd values. */
export function Calendar({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  defaultFocusedValue,
  visibleMonth,
  onVisibleMonthChange,
  isDisabled,
  isReadOnly,
  description,
  errorMessage,
  className,
}: CalendarProps) {
  const labelId = useId();
  const descriptionId = useId();
  const controlled = value !== undefined ? { value: ymdToCalendarDate(value) } : {};
  const initial = defaultValue !== undefined ? { defaultValue: ymdToCalendarDate(defaultValue) } : {};
  const min = ymdToCalendarDate(minValue);
  const max = ymdToCalendarDate(maxValue);
  const [focusedDate, setFocusedDate] = useState<CalendarDate>(
    () =>
      ymdToCalendarDate(defaultFocusedValue) ??
      ymdToCalendarDate(value ?? defaultValue) ??
      ymdToCalendarDate(visibleMonth ? `${visibleMonth}01` : null) ??
      today(CALENDAR_TIME_ZONE),
  );
  // The caller's month wins over the focused day's: a month it turned to (its address bar, say) is shown from its
  // first day.
  const shown =
    visibleMonth && visibleMonth !== monthOf(focusedDate)
      ? (ymdToCalendarDate(`${visibleMonth}01`) ?? focusedDate)
      : focusedDate;

  const unavailable = useMemo(
    () => (isDateUnavailable ? (date: DateValue) => isDateUnavailable(calendarDateToYmd(date)) : undefined),
    [isDateUnavailable],
  );

  const handleFocusChange = (date: CalendarDate) => {
    setFocusedDate(date);
    if (monthOf(date) !== monthOf(shown)) onVisibleMonthChange?.(monthOf(date));
  };

  return (
    <I18nProvider locale={CALENDAR_LOCALE}>
      <div className={cx(styles.wrapper, className)}>
        <p id={labelId} className={styles.label}>
          {label}
        </p>
        <AriaCalendar<CalendarDate>
          aria-labelledby={labelId}
          {...(description ? { 'aria-describedby': descriptionId } : {})}
          className={styles.calendar}
          {...controlled}
          {...initial}
          focusedValue={shown}
          onChange={(date) => onChange?.(calendarDateToYmd(date))}
          onFocusChange={handleFocusChange}
          minValue={min}
          maxValue={max}
          isDateUnavailable={unavailable}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          isInvalid={Boolean(errorMessage)}
        >
          <header className={styles.header}>
            <AriaButton slot="previous" aria-label={CALENDAR_TEXT.previousMonth} className={styles.nav}>
              <span aria-hidden="true">‹</span>
            </AriaButton>
            <Heading className={styles.heading} />
            <AriaButton slot="next" aria-label={CALENDAR_TEXT.nextMonth} className={styles.nav}>
              <span aria-hidden="true">›</span>
            </AriaButton>
          </header>
          <CalendarGrid className={styles.grid} weekdayStyle="short">
            <CalendarGridHeader>
              {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
            </CalendarGridHeader>
            <CalendarGridBody>{(date) => <DayCell date={date} className={styles.cell} />}</CalendarGridBody>
          </CalendarGrid>
          {errorMessage ? (
            <Text slot="errorMessage" className={styles.error}>
              {errorMessage}
            </Text>
          ) : null}
        </AriaCalendar>
        {/* React Aria's Calendar has no description slot: a plain element, linked by aria-describedby. */}
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
    </I18nProvider>
  );
}
