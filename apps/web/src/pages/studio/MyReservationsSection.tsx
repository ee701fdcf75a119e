import { MyReservations } from '@/features/studio/components/MyReservations';
import { spaceBooking, studioBooking } from '@/features/studio/studio-api';
import styles from './studio-pages.module.css';

export const MY_RESERVATIONS_TEXT = {
  title: '나의 예약',
  lead: '스튜디오와 공간 예약의 진행 상태를 확인하고, 이용일 전날까지 취소할 수 있습니다. 이용이 끝난 스튜디오 예약에는 후기를 남겨주세요.',
  studio: '스튜디오 예약',
  space: '공간 예약',
} as const;

/** mypage/reservations: my studio and space reservations. */
export default function MyReservationsSection() {
  return (
    <section aria-labelledby="my-rsvt-title">
      <h1 id="my-rsvt-title" className={styles.studioName}>
        {MY_RESERVATIONS_TEXT.title}
      </h1>
      <p className={styles.intro}>{MY_RESERVATIONS_TEXT.lead}</p>
      <h2 className={styles.bookingTitle}>{MY_RESERVATIONS_TEXT.studio}</h2>
      <MyReservations booking={studioBooking} browseHref="/studio" />
      <h2 className={styles.bookingTitle}>{MY_RESERVATIONS_TEXT.space}</h2>
      <MyReservations booking={spaceBooking} browseHref="/space" />
    </section>
  );
}
