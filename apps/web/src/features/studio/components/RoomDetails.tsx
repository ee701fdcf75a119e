import type { Room } from '@onfan/contracts/studio';
import { effectiveMaxUsers, formatHhmm, formatUseFee } from '@onfan/contracts/studio';
import styles from './room.module.css';

export const ROOM_TEXT = {
  details: '상세 정보',
  hours: '운영 시간',
  weekend: '주말 운영',
  holiday: '공휴일 운영',
  capacity: '최대 인원',
  fee: '이용료',
  howTo: '예약 확정',
  howToText: '예약신청 후 운영자가 확인하면 확정되며, 결과는 문자와 이메일로 알려드립니다.',
  blocked: '예약 불가 시간',
  notice: '꼭 확인해주세요',
  yes: '운영',
  no: '휴무',
  people: (n: number) => `${n}명`,
  hourLimit: '한 번에 예약',
  hoursAtMost: (n: number) => `최대 ${n}시간 연속`,
  equipment: '장비',
} as const;

/** Collapsible room details (native <details>: keyboard and screen-reader friendly) and the important-notice box. */
export function RoomDetails({ room }: { room: Room }) {
  return (
    <>
      <details className={styles.details} open>
        <summary className={styles.summary}>{ROOM_TEXT.details}</summary>
        <div className={styles.detailsBody}>
          <p className={styles.intro}>{room.roomDtlIntro}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{ROOM_TEXT.hours}</dt>
              <dd>
                {formatHhmm(room.operBgngHhmm)}~{formatHhmm(room.operEndHhmm)}
              </dd>
            </div>
            <div>
              <dt>{ROOM_TEXT.weekend}</dt>
              <dd>{room.wekendOperYn === 'Y' ? ROOM_TEXT.yes : ROOM_TEXT.no}</dd>
            </div>
            <div>
              <dt>{ROOM_TEXT.holiday}</dt>
              <dd>{room.holdyOperYn === 'Y' ? ROOM_TEXT.yes : ROOM_TEXT.no}</dd>
            </div>
            <div>
              <dt>{ROOM_TEXT.fee}</dt>
              <dd>{formatUseFee(room.useFee)}</dd>
            </div>
            <div>
              <dt>{ROOM_TEXT.howTo}</dt>
              <dd>{ROOM_TEXT.howToText}</dd>
            </div>
            <div>
              <dt>{ROOM_TEXT.capacity}</dt>
              <dd>{ROOM_TEXT.people(effectiveMaxUsers(room.maxRsvtUsrCnt))}</dd>
            </div>
            <div>
              <dt>{ROOM_TEXT.hourLimit}</dt>
              <dd>{ROOM_TEXT.hoursAtMost(room.maxRsvtHr)}</dd>
            </div>
            {room.roomEquCn.trim() ? (
              <div className={styles.wideFact}>
                <dt>{ROOM_TEXT.equipment}</dt>
                <dd>
                  <ul className={styles.equipment}>
                    {room.roomEquCn
                      .split(/[,\n]/)
                      .map((line) => line.trim())
                      .filter(Boolean)
                      .map((line, i) => (
                        <li key={`${i}-${line}`}>{line}</li>
                      ))}
                  </ul>
                </dd>
              </div>
            ) : null}
            {room.rsvtImpssBgngHhmm && room.rsvtImpssEndHhmm ? (
              <div>
                <dt>{ROOM_TEXT.blocked}</dt>
                <dd>
                  {formatHhmm(room.rsvtImpssBgngHhmm)}~{formatHhmm(room.rsvtImpssEndHhmm)}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </details>
      {room.roomEsntlNtc ? (
        <aside className={styles.notice} aria-labelledby="room-notice-title">
          <h2 id="room-notice-title" className={styles.noticeTitle}>
            {ROOM_TEXT.notice}
          </h2>
          <ul>
            {room.roomEsntlNtc.split('\n').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </aside>
      ) : null}
    </>
  );
}
