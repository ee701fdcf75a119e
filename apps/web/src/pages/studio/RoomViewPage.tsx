import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { certificateQuery } from '@/features/auth/auth-api';
import { Spinner } from '@/components/ui/Spinner';
import { ReviewSection } from '@/features/studio/components/ReviewSection';
import type { BookingSelection } from '@/features/studio/components/RoomBooking';
import { RoomBooking } from '@/features/studio/components/RoomBooking';
import { CertificateNote, RoomHero } from '@/features/studio/components/RoomHero';
import { ensureCanReserve } from '@/features/studio/ensure-can-reserve';
import { roomQuery, studioBooking } from '@/features/studio/studio-api';
import { HydrateWhenSeen } from '@/lib/hydrate-when-seen';
import { useSession } from '@/lib/session/session-context';
import NotFoundPage from '@/pages/not-found/NotFoundPage';
import styles from './studio-pages.module.css';

export const ROOM_VIEW_TEXT = {
  booking: '예약 일시 선택',
} as const;

/**
 * The reservation modal and its form are a chunk of its own, fetched when 다음 is pressed: React Aria's modal (and,
 * through it, the browser's locale data) and the form stay out of the room page's first scripts.
 */
const loadReservationDialog = () =>
  import('@/features/studio/components/ReservationDialog').then((module) => ({ default: module.ReservationDialog }));
const ReservationDialog = lazy(loadReservationDialog);

/** studio/room/{roomId}/{studoId}: gallery, details, notice, calendar, hours, reservation modal, reviews. */
export default function RoomViewPage() {
  const { roomId } = useParams();
  const id = Number(roomId);
  const valid = Number.isInteger(id) && id > 0;
  const room = useQuery({ ...roomQuery(studioBooking, id), enabled: valid, retry: false });
  const [selection, setSelection] = useState<BookingSelection | null>(null);
  const { isAuthenticated } = useSession();
  // A member whose certificate is accepted needs no reminder of it; a member's reminder waits for the answer, so an
  // accepted member never sees it flash while the certificate is read.
  const certificate = useQuery({ ...certificateQuery(), enabled: isAuthenticated });
  const remind = !isAuthenticated || (certificate.data !== undefined && certificate.data.status !== '승인');

  if (!valid || room.isError) return <NotFoundPage />;
  if (room.isPending)
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  const r = room.data;

  const next = async (sel: BookingSelection) => {
    void loadReservationDialog().catch(() => undefined);
    if (await ensureCanReserve(isAuthenticated)) setSelection(sel);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={`${r.studoNm} ${r.roomNm}`}
        breadcrumb={[{ label: '홈', href: '/' }, { label: '라이브 스튜디오', href: '/studio' }, { label: r.roomNm }]}
      />
      <RoomHero room={r} />
      <section aria-labelledby="booking-title">
        <h2 id="booking-title" className={styles.bookingTitle}>
          {ROOM_VIEW_TEXT.booking}
        </h2>
        {remind ? <CertificateNote /> : null}
        <HydrateWhenSeen>
          <RoomBooking booking={studioBooking} room={r} listHref="/studio" onNext={(sel) => void next(sel)} />
        </HydrateWhenSeen>
      </section>
      <HydrateWhenSeen>
        <ReviewSection roomId={r.roomId} />
      </HydrateWhenSeen>
      {selection ? (
        <Suspense fallback={null}>
          <ReservationDialog
            booking={studioBooking}
            room={r}
            selection={selection}
            onClose={() => setSelection(null)}
            onDone={() => setSelection(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
