import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { FormPasswordField } from '@/components/form/form-fields';
import { useCheckPassword } from '@/features/auth/auth-api';
import { showFormErrors } from '@/features/auth/auth-errors';
import { type PasswordConfirmInput, passwordConfirmFormSchema } from '@/features/auth/auth-forms';
import { markMyInfoVerified } from '@/features/auth/myinfo-verified';
import { modal } from '@/lib/modal/modal-service';
import { useSession } from '@/lib/session/session-context';
import styles from './section.module.css';

/** mypage2/myinfo-password: the password confirm before my info (spec sections 2 and 5). */
export default function MyInfoPasswordSection() {
  // Sent before the page's scripts take over, the form posts back to its own page (issue 33), never a GET.
  const { pathname: postAction } = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const form = useForm<PasswordConfirmInput>({
    resolver: zodResolver(passwordConfirmFormSchema),
    defaultValues: { userPasswd: '' },
  });
  const check = useCheckPassword({
    onDone: (result) => {
      markMyInfoVerified(result.verifiedUntil);
      void navigate('/mypage2/myinfo', { replace: true });
    },
    onRefused: () => form.reset({ userPasswd: '' }),
  });
  const submit = async ({ userPasswd }: PasswordConfirmInput) => {
    if (!isAuthenticated) {
      await modal.alert(AUTH_MESSAGES.sessionRequired);
      void navigate('/login');
      return;
    }
    await check.run(userPasswd);
  };
  return (
    <section className={styles.section} aria-labelledby="myinfo-password-title">
      <div>
        <h1 id="myinfo-password-title" className={styles.title}>
          비밀번호 확인
        </h1>
        <p className={styles.lead}>회원님의 정보를 안전하게 보호하기 위해 비밀번호를 한 번 더 확인합니다.</p>
      </div>
      <form
        method="post"
        action={postAction}
        className={styles.card}
        noValidate
        aria-label="비밀번호 확인"
        onSubmit={(e) => void form.handleSubmit(submit, showFormErrors)(e)}
      >
        <div className={styles.form}>
          <FormPasswordField
            control={form.control}
            name="userPasswd"
            label="비밀번호"
            autoComplete="current-password"
          />
          <div className={styles.actions}>
            <Button type="submit" isPending={check.isPending}>
              확인
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
