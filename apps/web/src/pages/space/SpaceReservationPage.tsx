import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { RoomBooking } from '@/features/studio/components/RoomBooking';
import { RoomHero } from '@/features/studio/components/RoomHero';
import { ensureCanReserve } from '@/features/studio/ensure-can-reserve';
import { roomQuery, spaceBooking } from '@/features/studio/studio-api';
import { useSession } from '@/lib/session/session-context';
import NotFoundPage from '@/pages/not-found/NotFoundPage';
import styles from '@/pages/studio/studio-pages.module.css';

/** space/{spaceId}/rsvt/{roomId}: the space room's calendar and hours; next step opens the input page. */
export default function SpaceReservationPage() {
  const { spaceId, roomId } = useParams();
  const id = Number(roomId);
  const valid = Number.isInteger(id) && id > 0;
  const room = useQuery({ ...roomQuery(spaceBooking, id), enabled: valid, retry: false });
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  if (!valid || room.isError || (room.data && String(room.data.spaceId) !== spaceId)) return <NotFoundPage />;
  if (room.isPending)
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  const r = room.data;
  return (
    <div className={styles.page}>
      <PageHeader
        title={`${r.studoNm} ${r.roomNm}`}
        breadcrumb={[
          { label: '홈', href: '/' },
          { label: '공간 예약', href: '/space' },
          { label: r.studoNm, href: `/space/${spaceId}` },
          { label: r.roomNm },
        ]}
      />
      <RoomHero room={r} />
      <section aria-labelledby="booking-title">
        <h2 id="booking-title" className={styles.bookingTitle}>
          예약 일시 선택
        </h2>
        <RoomBooking
          booking={spaceBooking}
          room={r}
          listHref={`/space/${spaceId}`}
          onNext={(sel) => {
            void (async () => {
              if (!(await ensureCanReserve(isAuthenticated, false))) return;
              const q = new URLSearchParams({
                rsvtYmd: sel.rsvtYmd,
                rsvtBgngHhmm: sel.rsvtBgngHhmm,
                rsvtEndHhmm: sel.rsvtEndHhmm,
              });
              void navigate(`/space/${spaceId}/rsvt/${r.roomId}/Input?${q.toString()}`);
            })();
          }}
        />
      </section>
    </div>
  );
}
