import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { useConvert } from '@/features/auth/auth-api';
import { showIssues } from '@/features/auth/auth-errors';
import { companyFormSchema } from '@/features/auth/auth-forms';
import { COMPANY_TEXT, CompanyFields, type CompanyValues } from '@/features/auth/components/CompanyFields';
import { modal } from '@/lib/modal/modal-service';
import { useSession } from '@/lib/session/session-context';
import { clearConvertTicket, readConvertTicket } from './convert-draft';
import styles from './auth-page.module.css';

/** convert-membership/form: the company fields and check, then the conversion. */
export default function ConvertMembershipFormPage() {
  const navigate = useNavigate();
  const { status, reload } = useSession();
  const convert = useConvert({
    onDone: async () => {
      clearConvertTicket();
      await reload();
      void navigate('/convert-membership/complete', { replace: true });
    },
  });
  const [values, setValues] = useState<CompanyValues>({ brno: '', openDay: '', ceoNm: '', compNm: '' });
  const [verified, setVerified] = useState(false);
  // Read once: the ticket is forgotten on success just before leaving, and that must not send the member back.
  const [ticket] = useState(() => readConvertTicket());
  if (status === 'anonymous') return <Navigate to="/login?returnUrl=%2Fconvert-membership" replace />;
  if (!ticket) return <Navigate to="/convert-membership" replace />;
  const submit = async () => {
    const parsed = companyFormSchema.safeParse(values);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    if (!verified) {
      await modal.alert(COMPANY_TEXT.unverified);
      return;
    }
    await convert.run({ ...parsed.data, ticket });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>통합 사업자회원 전환</h1>
      <p className={styles.verified}>본인인증이 완료되었습니다.</p>
      <CompanyFields
        values={values}
        verified={verified}
        onVerified={setVerified}
        onEdit={(name, value) => {
          setValues((v) => ({ ...v, [name]: value }));
          setVerified(false);
        }}
      />
      <Button size="large" fullWidth onPress={() => void submit()} isPending={convert.isPending}>
        통합 사업자회원으로 전환
      </Button>
    </div>
  );
}
