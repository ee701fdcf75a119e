import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ButtonLink } from '@/features/auth/components/ButtonLink';
import { GeneralSignupForm } from '@/features/auth/components/GeneralSignupForm';
import { IntegratedSignupForm } from '@/features/auth/components/IntegratedSignupForm';
import { SignupConsents } from '@/features/auth/components/SignupConsents';
import { clearJoinDraft, type JoinKind, readJoinDraft, writeJoinDraft } from '@/features/auth/join-draft';
import styles from './auth-page.module.css';

const KIND_TITLE: Record<JoinKind, string> = {
  general: '일반회원 가입',
  integrated: '통합 사업자회원 가입',
  dhfesta: '축제 참여 회원가입',
};
const KIND_STEPS: Record<JoinKind, readonly string[]> = {
  general: ['약관 동의', '정보 입력', '가입 완료'],
  integrated: ['약관 동의', '본인인증', '정보 입력', '가입 완료'],
  dhfesta: ['약관 동의', '정보 입력', '가입 완료'],
};

function Steps({ kind, current }: { kind: JoinKind; current: number }) {
  const steps = KIND_STEPS[kind];
  return (
    <ol className={styles.steps} aria-label="가입 단계">
      {steps.map((label, i) => (
        <li
          key={label}
          className={i === current ? styles.stepCurrent : styles.step}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className={styles.stepNo}>{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** join/{kind}: the consent step. */
export function JoinTermsStep({ kind }: { kind: JoinKind }) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{KIND_TITLE[kind]}</h1>
      <Steps kind={kind} current={0} />
      <p className={styles.lead}>서비스 이용을 위해 약관에 동의해주세요.</p>
      <SignupConsents
        onNext={(consents) => {
          writeJoinDraft({ kind, ...consents });
          void navigate(kind === 'integrated' ? '/join/integrated/certificate' : `/join/${kind}/form`);
        }}
      />
    </div>
  );
}

/** join/{kind}/form: the account form; without the consent step first, back to it. */
export function JoinFormStep({ kind }: { kind: JoinKind }) {
  const navigate = useNavigate();
  // Read once: on success the draft is rewritten without the identity ticket just before leaving for the
  // completion page, and a render in between must not send the member back to the certificate step.
  const [draft] = useState(() => readJoinDraft(kind));
  if (!draft) return <Navigate to={`/join/${kind}`} replace />;
  if (kind === 'integrated' && !draft.ticket) return <Navigate to="/join/integrated/certificate" replace />;
  const done = (lgnId: string) => {
    writeJoinDraft({ ...draft, lgnId, ticket: undefined });
    void navigate(`/join/${kind}/complete`, { replace: true });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{KIND_TITLE[kind]}</h1>
      <Steps kind={kind} current={kind === 'integrated' ? 2 : 1} />
      {kind === 'integrated' ? (
        <IntegratedSignupForm draft={draft} onDone={done} />
      ) : (
        <GeneralSignupForm draft={draft} onDone={done} />
      )}
    </div>
  );
}

/** join/{kind}/complete and signup/complete. */
export function JoinCompleteStep({ kind }: { kind: JoinKind }) {
  const draft = readJoinDraft(kind);
  const lgnId = draft?.lgnId;
  useEffect(() => {
    // The draft has served its purpose; a reload of this page keeps showing the generic completion text.
    return () => clearJoinDraft();
  }, []);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>회원가입 완료</h1>
      <Steps kind={kind} current={KIND_STEPS[kind].length - 1} />
      <p className={styles.done}>
        {lgnId ? (
          <>
            <strong>{lgnId}</strong> 님, {KIND_TITLE[kind]}이 완료되었습니다.
          </>
        ) : (
          '회원가입이 완료되었습니다.'
        )}
      </p>
      <p className={styles.lead}>로그인 후 온판의 서비스를 이용해보세요.</p>
      <div className={styles.actions}>
        <ButtonLink href="/login" size="large" fullWidth>
          로그인하기
        </ButtonLink>
        {kind === 'dhfesta' ? (
          <ButtonLink href="/promotion/localeconomic" variant="secondary" size="large" fullWidth>
            지역경제 축제 보기
          </ButtonLink>
        ) : (
          <ButtonLink href="/" variant="secondary" size="large" fullWidth>
            홈으로
          </ButtonLink>
        )}
      </div>
      <ul className={styles.links}>
        <li>
          <Link to="/service/privacy-policy">개인정보처리방침</Link>
        </li>
      </ul>
    </div>
  );
}
