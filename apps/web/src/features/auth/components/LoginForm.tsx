import { zodResolver } from '@hookform/resolvers/zod';
import { isWrongPasswordMessage, LOGIN_REFUSAL, loginBodySchema, type Session } from '@onfan/contracts/auth';
import {
  LOGIN_FIELDS,
  LOGIN_FORM_STATE_KEY,
  loginFormAction,
  type LoginFormRefusal,
  safeReturnPath,
} from '@onfan/contracts/login-form';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { modal } from '@/lib/modal/modal-service';
import { useSession } from '@/lib/session/session-context';
import { isApiError, useLogin } from '../auth-api';
import { showFormErrors } from '../auth-errors';
import { isReTermsHidden, reTermsAction } from '../re-terms';
import styles from './auth-components.module.css';
import { FormPasswordField, FormTextField } from '@/components/form/form-fields';

export const LOGIN_TEXT = {
  lgnId: '아이디',
  userPasswd: '비밀번호',
  submit: '로그인',
  retry: '다시 입력',
  close: '닫기',
  findId: '아이디 찾기',
  findPassword: '비밀번호 찾기',
  join: '회원가입',
} as const;

type LoginInput = z.input<typeof loginBodySchema>;

/** Only local paths are followed after login (no open redirect; the server's rule for its own login page too). */
export const safeReturnUrl = safeReturnPath;

/**
 * The refusal the server answered a login sent before the page's scripts took over (POST /login draws this page
 * again with it): read from the query cache, where the server's drawing put it; never fetched.
 */
function useServerRefusal(): LoginFormRefusal | null {
  const { data } = useQuery({
    queryKey: LOGIN_FORM_STATE_KEY,
    queryFn: (): LoginFormRefusal | null => null,
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? null;
}

/**
 * The re-consent dialog is a chunk of its own, fetched when the form is sent: the dialog machinery (React Aria's modal
 * and, through it, the browser's locale data, 25–60 ms in one task here) stays out of the login page's first scripts.
 */
const loadReTermsDialog = () => import('./ReTermsDialog').then((module) => ({ default: module.ReTermsDialog }));
const ReTermsDialog = lazy(loadReTermsDialog);

/**
 * The login form (spec section 8): a wrong password or unknown id answers '비밀번호가 잘못되었습니다.' with the tries left
 * before the lock ('(남은 시도 n회)', shown as the server words it) and 다시 입력 / 닫기; the 5th failure (LGN_FAIL_TMS)
 * logs out and goes to FindInfo (password); dormant accounts go to recovery.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { login, logout } = useSession();
  const [reTermsOpen, setReTermsOpen] = useState(false);
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const serverRefusal = useServerRefusal();
  // The server's message stands until the person sends the form again.
  const [refusalShown, setRefusalShown] = useState(true);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { lgnId: serverRefusal?.lgnId ?? '', userPasswd: '' },
  });

  const afterLogin = (session: Session) => {
    const action = reTermsAction(session);
    if (action === 'modal' && !isReTermsHidden()) {
      setReTermsOpen(true);
      return;
    }
    void navigate(returnUrl, { replace: true });
  };

  const loginCommand = useLogin({
    onDone: (result) => {
      login(result.token, result.session, result.expiresAt);
      afterLogin(result.session);
    },
    handleRefusal: async (error, values) => {
      if (!isApiError(error)) return false;
      if (error.reason === LOGIN_REFUSAL.lockedOut) {
        await modal.alert(error.message);
        await logout();
        void navigate('/findInfo/password');
        return true;
      }
      if (error.reason === LOGIN_REFUSAL.dormant) {
        await modal.alert(error.message);
        void navigate(`/findInfo/id?restore=${encodeURIComponent(values.lgnId)}`);
        return true;
      }
      if (error.status === 401 && isWrongPasswordMessage(error.message)) {
        const retry = await modal.confirm(error.message, {
          okText: LOGIN_TEXT.retry,
          cancelText: LOGIN_TEXT.close,
          rightNow: true,
        });
        form.setValue('userPasswd', '');
        if (retry) form.setFocus('userPasswd');
        return true;
      }
      return false;
    },
  });
  const onValid = (values: z.output<typeof loginBodySchema>) => loginCommand.run(values);

  return (
    <>
      {/* The page is drawn by the server: sent before the scripts take over, the form posts to the server's login
          (never a GET with the password in the address). */}
      <form
        className={styles.form}
        method="post"
        action={loginFormAction(returnUrl)}
        noValidate
        onSubmit={(e) => {
          setRefusalShown(false);
          void loadReTermsDialog().catch(() => undefined);
          void form.handleSubmit(onValid, showFormErrors)(e);
        }}
        aria-label={LOGIN_TEXT.submit}
      >
        {serverRefusal && refusalShown ? <ServerRefusal refusal={serverRefusal} /> : null}
        <FormTextField
          control={form.control}
          name={LOGIN_FIELDS.lgnId}
          label={LOGIN_TEXT.lgnId}
          autoComplete="username"
          isRequired
        />
        <FormPasswordField
          control={form.control}
          name={LOGIN_FIELDS.userPasswd}
          label={LOGIN_TEXT.userPasswd}
          autoComplete="current-password"
        />
        <Button type="submit" size="large" fullWidth isPending={loginCommand.isPending}>
          {LOGIN_TEXT.submit}
        </Button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/findInfo/id">{LOGIN_TEXT.findId}</Link>
        </li>
        <li>
          <Link to="/findInfo/password">{LOGIN_TEXT.findPassword}</Link>
        </li>
        <li>
          <Link to="/join">{LOGIN_TEXT.join}</Link>
        </li>
      </ul>
      {reTermsOpen ? (
        <Suspense fallback={null}>
          <ReTermsDialog
            isOpen
            onClose={() => {
              setReTermsOpen(false);
              void navigate(returnUrl, { replace: true });
            }}
            onAgreed={() => {
              setReTermsOpen(false);
              void navigate('/convert-membership', { replace: true });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The server's refusal above the fields: its message as the spec words it, and where a locked or dormant account
 * goes on (the scripts' login sends the member there after the alert).
 */
function ServerRefusal({ refusal }: { refusal: LoginFormRefusal }) {
  const next =
    refusal.reason === LOGIN_REFUSAL.lockedOut
      ? { to: '/findInfo/password', label: LOGIN_TEXT.findPassword }
      : refusal.reason === LOGIN_REFUSAL.dormant
        ? { to: `/findInfo/id?restore=${encodeURIComponent(refusal.lgnId)}`, label: LOGIN_TEXT.findId }
        : null;
  return (
    <div className={styles.refusal} role="alert">
      <p>{refusal.message}</p>
      {next ? <Link to={next.to}>{next.label}</Link> : null}
    </div>
  );
}

/** A password field whose input react-hook-form can focus (re-enter after a wrong password). */
