import { zodResolver } from '@hookform/resolvers/zod';
import type { InquiryFormInput, InquiryFormValues } from '@onfan/contracts/space';
import { inquiryFormSchema } from '@onfan/contracts/space';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { spaceQuery, useWriteInquiry } from '@/features/space/space-api';
import { modal } from '@/lib/modal/modal-service';
import { useSession } from '@/lib/session/session-context';
import { loginHref } from '@/lib/session/require-login';
import NotFoundPage from '@/pages/not-found/NotFoundPage';
import styles from '@/pages/studio/studio-pages.module.css';
import formStyles from './space-pages.module.css';

/** space/{spaceId}/inquiry/Input: write an inquiry about a space (the contracts' rules and messages). */
export default function SpaceInquiryInputPage() {
  const { spaceId } = useParams();
  const id = Number(spaceId);
  const space = useQuery({ ...spaceQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useSession();
  const { control, handleSubmit } = useForm<InquiryFormInput, unknown, InquiryFormValues>({
    resolver: zodResolver(inquiryFormSchema),
    defaultValues: { inqTit: '', inqCn: '' },
  });
  const write = useWriteInquiry(id, () => void navigate('/space/inquiry/List'));
  if (status === 'anonymous') return <Navigate to={loginHref(location.pathname)} replace />;
  if (space.isError) return <NotFoundPage />;

  return (
    <div className={styles.page}>
      <PageHeader
        title="공간 문의하기"
        description={space.data ? space.data.spaceNm : undefined}
        breadcrumb={[{ label: '홈', href: '/' }, { label: '공간 예약', href: '/space' }, { label: '문의하기' }]}
      />
      <form
        method="post"
        className={formStyles.form}
        noValidate
        onSubmit={(e) =>
          void handleSubmit(
            (values) => void write.run(values),
            (errors) =>
              modal.formCheck(
                [errors.inqTit?.message, errors.inqCn?.message].filter((m): m is string => typeof m === 'string'),
              ),
          )(e)
        }
      >
        <FormTextField control={control} name="inqTit" label="문의 제목" maxLength={100} isRequired />
        <FormTextField
          control={control}
          name="inqCn"
          label="문의 내용"
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
          <Button type="submit" isPending={write.isPending}>
            문의 등록
          </Button>
        </div>
      </form>
    </div>
  );
}
