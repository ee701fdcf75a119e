import { SPACE_MESSAGES } from '@onfan/contracts/space';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { TextField } from '@/components/ui/TextField';
import { spaceQuery } from '@/features/space/queries';
import { spaceApi } from '@/features/space/space-api';
import { modal } from '@/lib/modal/modal-service';
import { saveWithConfirm } from '@/lib/modal/save-with-confirm';
import { useSubmitGuard } from '@/lib/modal/use-submit-guard';
import { useSession } from '@/lib/session/session-context';
import NotFoundPage from '@/pages/not-found/NotFoundPage';
import styles from '@/pages/studio/studio-pages.module.css';
import formStyles from './space-pages.module.css';

/** space/{spaceId}/inquiry/Input: write an inquiry about a space. */
export default function SpaceInquiryInputPage() {
  const { spaceId } = useParams();
  const id = Number(spaceId);
  const space = useQuery({ ...spaceQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [inqTit, setTit] = useState('');
  const [inqCn, setCn] = useState('');
  const guard = useSubmitGuard();
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useSession();
  if (status === 'anonymous')
    return <Navigate to={`/login?returnUrl=${encodeURIComponent(location.pathname)}`} replace />;
  if (space.isError) return <NotFoundPage />;

  const submit = () =>
    guard.run(async () => {
      const messages = [
        ...(inqTit.trim() ? [] : [SPACE_MESSAGES.inqTitRequired]),
        ...(inqCn.trim() ? [] : [SPACE_MESSAGES.inqCnRequired]),
      ];
      if (!modal.formCheck(messages)) return;
      await saveWithConfirm({
        confirmMessage: '문의를 등록하시겠습니까?',
        action: () => spaceApi.writeInquiry({ spaceId: id, inqTit: inqTit.trim(), inqCn: inqCn.trim() }),
        onDone: () => void navigate('/space/inquiry/List'),
      });
    });

  return (
    <div className={styles.page}>
      <PageHeader
        title="공간 문의하기"
        description={space.data ? space.data.spaceNm : undefined}
        breadcrumb={[{ label: '홈', href: '/' }, { label: '공간 예약', href: '/space' }, { label: '문의하기' }]}
      />
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label="문의 제목" value={inqTit} onChange={setTit} maxLength={100} isRequired />
        <TextField
          label="문의 내용"
          value={inqCn}
          onChange={setCn}
          multiline
          rows={6}
          maxLength={1000}
          showCounter
          isRequired
        />
        <div className={formStyles.actions}>
          <Button variant="secondary" onPress={() => void navigate(`/space/${id}`)}>
            취소
          </Button>
          <Button type="submit" isPending={guard.pending}>
            문의 등록
          </Button>
        </div>
      </form>
    </div>
  );
}
