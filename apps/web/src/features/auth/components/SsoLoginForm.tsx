import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_REFUSAL } from '@onfan/contracts/auth';
import { ssoVerifyPwBodySchema } from '@onfan/contracts/auth-sso';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormPasswordField, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import { useSession } from '@/lib/session/session-context';
import { authApi, isApiError, useSsoLogin, useSsoUnlock } from '../auth-api';
import { showFormErrors } from '../auth-errors';
import { keepSsoPending } from '../sso-handoff';
import { IdentityButton } from './IdentityButton';
import styles from './auth-components.module.css';

/** Runs sso/chk for a fresh SSO token: logs in, or hands over to the trans page (mapping or restore). */
export function useSsoHandoff() {
  const navigate = useNavigate();
  const { login } = useSession();
  return async (ssoToken: string) => {
    const check = await authApi.ssoCheck(ssoToken);
    if (check.result === 'LOGIN' && check.token && check.session) {
      login(check.token, check.session, check.expiresAt);
      void navigate('/', { replace: true });
      return;
    }
    keepSsoPending(ssoToken, check);
    await modal.alert(check.message);
    void navigate('/trans', { replace: true });
  };
}

type SsoLoginInput = z.input<typeof ssoVerifyPwBodySchema>;
type SsoLoginBody = z.output<typeof ssoVerifyPwBodySchema>;

export const SSO_UNLOCK_TEXT = {
  title: '통합회원 로그인 잠금 해제',
  lead: '비밀번호를 5회 잘못 입력하여 통합회원 로그인이 잠겼습니다. 계정 주인의 휴대폰 본인인증을 마치면 잠금이 해제됩니다.',
  ssoId: '통합회원 아이디',
  ssoIdRequired: '통합회원 아이디를 입력해주세요.',
  verify: '휴대폰 본인인증으로 잠금 해제',
  back: '통합 로그인으로 돌아가기',
  open: '로그인 잠금 해제',
} as const;

/**
 * Unlocking an SSO account after five wrong passwords (PUT auth/sso/updateLgnFailMtry): identity verification of the
 * account's holder, then back to the login form.
 */
export function SsoUnlock({ initialSsoId, onDone }: { initialSsoId: string; onDone: (ssoId: string) => void }) {
  const [ssoId, setSsoId] = useState(initialSsoId);
  const unlockCommand = useSsoUnlock({ onDone: (_, v) => onDone(v.ssoId) });
  const unlock = (ticket: string) => unlockCommand.run({ ssoId: ssoId.trim(), ticket });
  return (
    <section className={styles.form} aria-labelledby="sso-unlock-title">
      <h2 id="sso-unlock-title" className={styles.legend}>
        {SSO_UNLOCK_TEXT.title}
      </h2>
      <p>{SSO_UNLOCK_TEXT.lead}</p>
      <TextField
        label={SSO_UNLOCK_TEXT.ssoId}
        name="unlockSsoId"
        value={ssoId}
        onChange={setSsoId}
        autoComplete="username"
        isRequired
      />
      {ssoId.trim() ? (
        <IdentityButton kind="findinfostart" onVerified={(r) => void unlock(r.ticket)}>
          {SSO_UNLOCK_TEXT.verify}
        </IdentityButton>
      ) : (
        <Button size="large" fullWidth onPress={() => void modal.alert(SSO_UNLOCK_TEXT.ssoIdRequired)}>
          {SSO_UNLOCK_TEXT.verify}
        </Button>
      )}
      <Button variant="text" onPress={() => onDone(ssoId.trim())}>
        {SSO_UNLOCK_TEXT.back}
      </Button>
    </section>
  );
}

/** The integrated login (pattern 400): the SSO provider's id and password; a locked account is unlocked here too. */
export function SsoLoginForm() {
  const handoff = useSsoHandoff();
  const [unlocking, setUnlocking] = useState(false);
  const form = useForm<SsoLoginInput, unknown, SsoLoginBody>({
    resolver: zodResolver(ssoVerifyPwBodySchema),
    defaultValues: { ssoId: '', ssoPw: '' },
  });
  const ssoLogin = useSsoLogin({
    onDone: (verified) => handoff(verified.ssoToken),
    handleRefusal: async (error) => {
      form.setValue('ssoPw', '');
      if (!(isApiError(error) && error.reason === LOGIN_REFUSAL.lockedOut)) return false;
      await modal.alert(error.message);
      setUnlocking(true);
      return true;
    },
  });
  if (unlocking) {
    return (
      <SsoUnlock
        initialSsoId={form.getValues('ssoId').trim()}
        onDone={(id) => {
          form.reset({ ssoId: id, ssoPw: '' });
          setUnlocking(false);
        }}
      />
    );
  }
  return (
    <>
      <form
        method="post"
        action="/login?sso=1"
        className={styles.form}
        noValidate
        aria-label="통합 로그인"
        onSubmit={(e) => void form.handleSubmit((body) => ssoLogin.run(body), showFormErrors)(e)}
      >
        <FormTextField control={form.control} name="ssoId" label="통합회원 아이디" autoComplete="username" isRequired />
        <FormPasswordField control={form.control} name="ssoPw" label="비밀번호" autoComplete="current-password" />
        <Button type="submit" size="large" fullWidth isPending={ssoLogin.isPending}>
          통합 로그인
        </Button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/login">온판 회원 로그인</Link>
        </li>
        <li>
          <Link to="/join">회원가입</Link>
        </li>
      </ul>
      <p className={styles.links}>
        <Button variant="text" onPress={() => setUnlocking(true)}>
          {SSO_UNLOCK_TEXT.open}
        </Button>
      </p>
    </>
  );
}
