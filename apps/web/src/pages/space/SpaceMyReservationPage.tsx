import { Navigate, useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { MyReservations } from '@/features/studio/components/MyReservations';
import { spaceBooking } from '@/features/studio/studio-api';
import { useSession } from '@/lib/session/session-context';
import { loginHref } from '@/lib/session/require-login';
import styles from '@/pages/studio/studio-pages.module.css';

/** space/myRsvt: my space reservations with cancel and the calendar file. */
export default function SpaceMyReservationPage() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'anonymous') return <Navigate to={loginHref(location.pathname)} replace />;
  return (
    <div className={styles.page}>
      <PageHeader
        title="나의 공간 예약"
        breadcrumb={[{ label: '홈', href: '/' }, { label: '공간 예약', href: '/space' }, { label: '나의 공간 예약' }]}
      />
      {status === 'pending' ? <Spinner /> : <MyReservations booking={spaceBooking} browseHref="/space" />}
    </div>
  );
}
