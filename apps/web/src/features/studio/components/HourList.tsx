import type { Slot } from '@onfan/contracts/studio';
import { formatHhmm, hhmmToHour } from '@onfan/contracts/studio';
import { ToggleButton } from 'react-aria-components';
import styles from './booking.module.css';

export const HOUR_TEXT = {
  legend: '예약 시간 선택',
  available: '예약 가능',
  reserved: '예약 마감',
  mine: '내 예약',
  selected: '선택됨',
  hint: '1시간 단위로 연속된 시간을 최대 4시간까지 선택할 수 있습니다.',
} as const;

const STATE_LABEL = { E: HOUR_TEXT.available, R: HOUR_TEXT.reserved, M: HOUR_TEXT.mine } as const;

/** The hour list of a day: only E (available) hours can be toggled; R and M are shown but disabled. */
export function HourList({
  slots,
  selected,
  onToggle,
}: {
  slots: readonly Slot[];
  selected: readonly number[];
  onToggle: (hour: number) => void;
}) {
  return (
    <div role="group" aria-labelledby="hour-list-legend">
      <p id="hour-list-legend" className={styles.sectionLabel}>
        {HOUR_TEXT.legend}
      </p>
      <p className={styles.hint}>{HOUR_TEXT.hint}</p>
      <ul className={styles.hourGrid}>
        {slots.map((s) => {
          const hour = hhmmToHour(s.rsvtBgngHhmm);
          const isSelected = selected.includes(hour);
          const label = `${formatHhmm(s.rsvtBgngHhmm)}~${formatHhmm(s.rsvtEndHhmm)}`;
          const status = isSelected ? HOUR_TEXT.selected : STATE_LABEL[s.state];
          return (
            <li key={s.rsvtBgngHhmm}>
              <ToggleButton
                className={styles.hour}
                data-state={s.state}
                isSelected={isSelected}
                isDisabled={s.state !== 'E'}
                onChange={() => onToggle(hour)}
                aria-label={`${label} ${status}`}
              >
                <span className={styles.hourTime}>{label}</span>
                <span className={styles.hourState} aria-hidden="true">
                  {status}
                </span>
              </ToggleButton>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
