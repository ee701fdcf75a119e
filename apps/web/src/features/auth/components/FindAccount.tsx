import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, loginIdSchema } from '@onfan/contracts/auth';
import { maskLoginId } from '@onfan/contracts/mask';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/features/auth/components/ButtonLink';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import {
  type FoundId,
  useFindIds,
  useResetPassword,
  useRestoreDormant,
  useSendIdsByLms,
  useStartPasswordReset,
} from '../auth-api';
import { showFormErrors } from '../auth-errors';
import { type NewPasswordFormInput, newPasswordFormSchema } from '../auth-forms';
import type { IdentityResult } from '../identity-popup';
import { IdentityButton } from './IdentityButton';
import styles from './auth-components.module.css';
import { FormPasswordField } from '@/components/form/form-fields';

export type Division = 'id' | 'password';

const PATTERN_NAME: Record<string, string> = {
  '100': '운영자',
  '200': '소상공인 회원',
  '300': '크리에이터 회원',
  '400': '통합회원',
};

/**
 * findInfo/{division} (and dhfindInfo): find ids (masked, optionally by text message) or reset a password, both
 * after identity verification; both clear the login lock. `?restore=<lgnId>` restores a dormant account.
 */
export function FindAccount({ division, basePath }: { division: Division; basePath: string }) {
  const [params] = useSearchParams();
  const restoreId = params.get('restore');
  return (
    <div className={styles.form}>
      {restoreId ? null : (
        <nav aria-label="찾기 종류">
          <ul className={styles.switcher}>
            {(['id', 'password'] as const).map((d) => (
              <li key={d}>
                <Link
                  to={`${basePath}/${d}`}
                  replace
                  className={d === division ? styles.switchActive : styles.switchLink}
                  aria-current={d === division ? 'page' : undefined}
                >
                  {d === 'id' ? '아이디 찾기' : '비밀번호 재설정'}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {restoreId ? (
        <RestoreDormant lgnId={restoreId} />
      ) : division === 'id' ? (
        <FindIds key="id" />
      ) : (
        <ResetPassword key="password" />
      )}
    </div>
  );
}

function FindIds() {
  const [found, setFound] = useState<{ ticket: string; items: FoundId[] } | null>(null);
  const findIds = useFindIds({ onDone: (result, v) => setFound({ ticket: v.ticket, items: result.items }) });
  const sendIds = useSendIdsByLms();
  const onVerified = (r: IdentityResult) => findIds.run({ ticket: r.ticket });
  const sendLms = () => (found ? sendIds.run({ ticket: found.ticket }) : undefined);
  if (!found) {
    return (
      <>
        <p className={styles.hint}>가입할 때 입력한 휴대폰번호로 본인인증을 하면 아이디를 확인할 수 있습니다.</p>
        <IdentityButton kind="findinfostart" onVerified={(r) => void onVerified(r)} />
      </>
    );
  }
  return (
    <>
      <h2 className={styles.legend}>본인인증 정보로 가입된 아이디</h2>
      <ul className={styles.idList}>
        {found.items.map((item) => (
          <li key={`${item.lgnId}-${item.regDt}`} className={styles.idItem}>
            <strong>{item.lgnId.includes('*') ? item.lgnId : maskLoginId(item.lgnId)}</strong>
            <span className={styles.hint}>
              {PATTERN_NAME[item.userPattnCd] ?? '회원'} · 가입일 {item.regDt.slice(0, 10).replaceAll('-', '.')}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>개인정보 보호를 위해 아이디의 일부를 가려서 보여드립니다.</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={() => void sendLms()} isPending={sendIds.isPending}>
          전체 아이디 문자로 받기
        </Button>
        <ButtonLink href="/login">로그인하기</ButtonLink>
      </div>
    </>
  );
}

function ResetPassword() {
  // Sent before the page's scripts take over, the form posts back to its own page (issue 33), never a GET.
  const { pathname: postAction } = useLocation();
  const navigate = useNavigate();
  const [lgnId, setLgnId] = useState('');
  const [lgnIdError, setLgnIdError] = useState<string>();
  const [resetTicket, setResetTicket] = useState<string | null>(null);
  const form = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { userPasswd: '', userPasswdConfirm: '' },
  });

  const checkId = (): boolean => {
    const parsed = loginIdSchema.safeParse(lgnId);
    setLgnIdError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) modal.formCheck([parsed.error.issues[0]?.message ?? AUTH_MESSAGES.loginIdRule]);
    return parsed.success;
  };
  const startReset = useStartPasswordReset({ onDone: (result) => setResetTicket(result.resetTicket) });
  const reset = useResetPassword({ onDone: () => void navigate('/login') });
  const onVerified = (r: IdentityResult) => startReset.run({ lgnId: lgnId.trim(), ticket: r.ticket });
  const save = (v: NewPasswordFormInput) =>
    resetTicket ? reset.run({ resetTicket, newPasswd: v.userPasswd }) : undefined;

  if (!resetTicket) {
    return (
      <>
        <p className={styles.hint}>
          아이디를 입력하고 본인인증을 하면 새 비밀번호를 설정할 수 있습니다. 비밀번호를 5회 잘못 입력해 잠긴 계정도
          재설정 후 다시 로그인할 수 있습니다.
        </p>
        <TextField
          label="아이디"
          name="lgnId"
          value={lgnId}
          onChange={setLgnId}
          autoComplete="username"
          isRequired
          maxLength={20}
          errorMessage={lgnIdError}
        />
        <VerifyAfterCheck check={checkId} onVerified={(r) => void onVerified(r)} />
      </>
    );
  }
  return (
    <form
      method="post"
      action={postAction}
      className={styles.form}
      noValidate
      aria-label="새 비밀번호 설정"
      onSubmit={(e) => void form.handleSubmit(save, showFormErrors)(e)}
    >
      <p className={styles.verified}>본인인증이 완료되었습니다. 새 비밀번호를 입력해주세요.</p>
      <FormPasswordField
        control={form.control}
        name="userPasswd"
        label="새 비밀번호"
        autoComplete="new-password"
        description="영문, 숫자, 특수문자 포함 9~20자"
      />
      <FormPasswordField
        control={form.control}
        name="userPasswdConfirm"
        label="새 비밀번호 확인"
        autoComplete="new-password"
      />
      <Button type="submit" size="large" fullWidth isPending={reset.isPending}>
        비밀번호 변경
      </Button>
    </form>
  );
}

/** The identity button that first checks the page's own fields. */
function VerifyAfterCheck({ check, onVerified }: { check: () => boolean; onVerified: (r: IdentityResult) => void }) {
  const [ready, setReady] = useState(false);
  if (!ready) {
    return (
      <Button size="large" fullWidth onPress={() => setReady(check())}>
        다음
      </Button>
    );
  }
  return <IdentityButton kind="findinfostart" onVerified={onVerified} />;
}

function RestoreDormant({ lgnId }: { lgnId: string }) {
  const navigate = useNavigate();
  const restore = useRestoreDormant({ onDone: () => void navigate('/login') });
  const onVerified = (r: IdentityResult) => restore.run({ lgnId, ticket: r.ticket });
  return (
    <>
      <h2 className={styles.legend}>휴면 계정 해제</h2>
      <p className={styles.hint}>
        <strong>{maskLoginId(lgnId)}</strong> 계정은 1년 이상 로그인하지 않아 휴면 상태입니다. 본인인증을 하면 휴면
        상태가 해제됩니다.
      </p>
      <IdentityButton kind="findinfostart" onVerified={(r) => void onVerified(r)} />
      <Link to="/login" className={styles.hint}>
        로그인으로 돌아가기
      </Link>
    </>
  );
}
