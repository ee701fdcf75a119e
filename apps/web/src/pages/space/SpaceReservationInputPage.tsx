import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { CertificatePanel } from '@/features/space/components/CertificatePanel';
import { type CheckedCompany, COMPANY_TEXT, CompanyCheck } from '@/features/space/components/CompanyCheck';
import { ReservationForm } from '@/features/studio/components/ReservationForm';
import { roomQuery, spaceBooking } from '@/features/studio/studio-api';
import { useSession } from '@/lib/session/session-context';
import { loginHref } from '@/lib/session/require-login';
import NotFoundPage from '@/pages/not-found/NotFoundPage';
import styles from '@/pages/studio/studio-pages.module.css';

const YMD = /^\d{8}$/;
const HHMM = /^\d{2}00$/;

/** space/{spaceId}/rsvt/{roomId}/Input: the reservation fields for the chosen day and hours. */
export default function SpaceReservationInputPage() {
  const { spaceId, roomId } = useParams();
  const [params] = useSearchParams();
  const id = Number(roomId);
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [company, setCompany] = useState<CheckedCompany | null>(null);
  const room = useQuery({ ...roomQuery(spaceBooking, id), enabled: Number.isInteger(id) && id > 0, retry: false });
  const selection = {
    rsvtYmd: params.get('rsvtYmd') ?? '',
    rsvtBgngHhmm: params.get('rsvtBgngHhmm') ?? '',
    rsvtEndHhmm: params.get('rsvtEndHhmm') ?? '',
  };
  const back = `/space/${spaceId}/rsvt/${roomId}`;
  if (status === 'anonymous') return <Navigate to={loginHref(location.pathname + location.search)} replace />;
  if (!YMD.test(selection.rsvtYmd) || !HHMM.test(selection.rsvtBgngHhmm) || !HHMM.test(selection.rsvtEndHhmm))
    return <Navigate to={back} replace />;
  if (room.isError) return <NotFoundPage />;
  if (room.isPending || status === 'pending')
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  return (
    <div className={styles.page}>
      <PageHeader
        title="공간 예약 정보 입력"
        breadcrumb={[
          { label: '홈', href: '/' },
          { label: '공간 예약', href: '/space' },
          { label: room.data.studoNm, href: `/space/${spaceId}` },
          { label: '예약 정보 입력' },
        ]}
      />
      <div className={styles.stack}>
        <CertificatePanel />
        <CompanyCheck onChange={setCompany} />
      </div>
      <ReservationForm
        extraCheck={() => (company ? [] : [COMPANY_TEXT.required])}
        company={company}
        booking={spaceBooking}
        room={room.data}
        selection={selection}
        onDone={() => void navigate('/space/myRsvt')}
        onCancel={() => void navigate(back)}
      />
    </div>
  );
}
