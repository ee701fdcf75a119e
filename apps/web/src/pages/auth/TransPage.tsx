import { zodResolver } from '@hookform/resolvers/zod';
import { ssoMappingBodySchema } from '@onfan/contracts/auth-sso';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormPasswordField, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { authApi, useSsoFinish } from '@/features/auth/auth-api';
import { showFormErrors } from '@/features/auth/auth-errors';
import { IdentityButton } from '@/features/auth/components/IdentityButton';
import { SignupConsents } from '@/features/auth/components/SignupConsents';
import { clearSsoPending, readSsoPending } from '@/features/auth/sso-handoff';
import type { LoginResult } from '@onfan/contracts/auth';
import { useSession } from '@/lib/session/session-context';
import styles from './auth-page.module.css';

/** Linking an existing portal account: its id and password (the SSO token is added from the handoff). */
const mapFormSchema = ssoMappingBodySchema.omit({ ssoToken: true });
type MapInput = z.input<typeof mapFormSchema>;
type MapBody = z.output<typeof mapFormSchema>;

/**
 * trans: an SSO sign-in without a portal member yet — link an existing portal account or join as a new integrated
 * member — or, for a dormant one, restore it after identity verification.
 */
export default function TransPage() {
  // Sent before the page's scripts take over, the form posts back to its own page (issue 33), never a GET.
  const { pathname: postAction } = useLocation();
  const [pending] = useState(() => readSsoPending());
  const navigate = useNavigate();
  const { login } = useSession();
  const finishCommand = useSsoFinish({
    onDone: (result) => {
      clearSsoPending();
      login(result.token, result.session, result.expiresAt);
      void navigate('/', { replace: true });
    },
  });
  const [mode, setMode] = useState<'map' | 'add'>('map');
  const mapForm = useForm<MapInput, unknown, MapBody>({
    resolver: zodResolver(mapFormSchema),
    defaultValues: { lgnId: '', userPasswd: '' },
  });

  if (!pending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>통합회원 전환</h1>
        <p className={styles.lead}>통합로그인 정보가 만료되었습니다. 다시 로그인해주세요.</p>
        <ul className={styles.links}>
          <li>
            <Link to="/login?sso=1">통합 로그인</Link>
          </li>
        </ul>
      </div>
    );
  }
  const finish = (run: () => Promise<LoginResult>) => finishCommand.run(run);
  if (pending.result === 'RESTORE_REQUIRED') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>휴면 계정 해제</h1>
        <p className={styles.lead}>
          {pending.userNm} 님의 계정은 휴면 상태입니다. 본인인증을 하면 휴면 상태가 해제되고 로그인됩니다.
        </p>
        <IdentityButton
          kind="checkmestart"
          onVerified={(r) => void finish(() => authApi.ssoRestore(pending.ssoToken, r.ticket))}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>통합회원 전환</h1>
      <p className={styles.lead}>
        통합회원 <strong>{pending.ssoId}</strong>({pending.userNm}) 님, 온판 계정과 연결해주세요.
      </p>
      <div className={styles.actionsRow}>
        <Button variant={mode === 'map' ? 'primary' : 'secondary'} onPress={() => setMode('map')}>
          기존 온판 계정 연결
        </Button>
        <Button variant={mode === 'add' ? 'primary' : 'secondary'} onPress={() => setMode('add')}>
          새로 가입
        </Button>
      </div>
      {mode === 'map' ? (
        <form
          method="post"
          action={postAction}
          className={styles.form}
          noValidate
          aria-label="기존 온판 계정 연결"
          onSubmit={(e) =>
            void mapForm.handleSubmit(
              (v) => finish(() => authApi.ssoMap(pending.ssoToken, v.lgnId, v.userPasswd)),
              showFormErrors,
            )(e)
          }
        >
          <FormTextField
            control={mapForm.control}
            name="lgnId"
            label="온판 아이디"
            autoComplete="username"
            isRequired
          />
          <FormPasswordField
            control={mapForm.control}
            name="userPasswd"
            label="비밀번호"
            autoComplete="current-password"
          />
          <Button type="submit" size="large" fullWidth isPending={finishCommand.isPending}>
            계정 연결
          </Button>
        </form>
      ) : (
        <SignupConsents onNext={(c) => void finish(() => authApi.ssoAdd({ ssoToken: pending.ssoToken, ...c }))} />
      )}
    </div>
  );
}
