import { zodResolver } from '@hookform/resolvers/zod';
import type { Enrolment } from '@onfan/contracts/auth-second-factor';
import { codeBodySchema } from '@onfan/contracts/auth-second-factor';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-fields';
import { showFormErrors } from '@/components/form/form-check';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Spinner } from '@/components/ui/Spinner';
import { refusalMessage } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';
import { secondFactorStatusQuery, startEnrolment, useConfirmEnrolment, useVerifySecondFactor } from '../auth-admin-api';
import styles from './second-factor.module.css';

export const SECOND_FACTOR_TEXT = {
  verifyTitle: '2단계 인증',
  verifyLead:
    '관리자 화면은 2단계 인증을 마친 운영자만 이용할 수 있습니다. 인증 앱에 표시된 6자리 숫자를 입력해 주세요.',
  code: '인증 코드',
  codeHelp: '인증 앱의 6자리 숫자, 또는 휴대폰을 잃어버렸다면 복구 코드(예: abcd-efgh)를 입력합니다.',
  enrolCodeHelp: 'QR 코드를 찍은 인증 앱에 나타난 6자리 숫자를 입력합니다.',
  verify: '인증하기',
  enrolTitle: '2단계 인증 등록',
  enrolLead:
    '처음 한 번, 휴대폰의 인증 앱에 온판 관리자 계정을 등록합니다. 등록하면 로그인할 때마다 앱의 코드를 입력합니다.',
  steps: [
    '휴대폰에 인증 앱(Google Authenticator, Microsoft Authenticator 등)을 설치합니다.',
    '앱에서 QR 코드를 찍거나, 아래 키를 직접 입력합니다.',
    '앱에 나타난 6자리 숫자를 입력하고 등록을 마칩니다.',
  ],
  start: 'QR 코드 보기',
  qrAlt: '인증 앱으로 찍을 QR 코드',
  secret: '직접 입력할 키',
  secretHelp: 'QR 코드는 이 화면에서 한 번만 보입니다. 다른 사람이 보지 않게 해 주세요.',
  confirm: '등록 마치기',
  codesTitle: '복구 코드',
  codesLead:
    '휴대폰을 잃어버렸을 때 인증 코드 대신 쓰는 코드 10개입니다. 각 코드는 한 번만 쓸 수 있고, 이 화면을 벗어나면 다시 볼 수 없습니다.',
  download: '복구 코드 파일로 저장',
  stored: '복구 코드를 안전한 곳에 보관했습니다.',
  storedRequired: '복구 코드를 보관했는지 확인해 주세요.',
  continue: '관리자 화면으로',
  notOperator: '운영자 계정만 2단계 인증을 사용합니다.',
} as const;

/** The ten recovery codes as a text file the operator keeps. */
function downloadCodes(codes: readonly string[]) {
  const text = `온판 관리자 복구 코드\n각 코드는 한 번만 쓸 수 있습니다.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = '온판-관리자-복구코드.txt';
  a.click();
  URL.revokeObjectURL(url);
}

function CodeForm({
  onValid,
  submit,
  help,
  isPending,
}: {
  onValid: (code: string) => void;
  submit: string;
  help: string;
  isPending: boolean;
}) {
  const form = useForm({ resolver: zodResolver(codeBodySchema), defaultValues: { code: '' } });
  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(e) => void form.handleSubmit((v) => onValid(v.code), showFormErrors)(e)}
    >
      <FormTextField
        control={form.control}
        name="code"
        label={SECOND_FACTOR_TEXT.code}
        description={help}
        autoComplete="one-time-code"
        inputMode="text"
        isRequired
        autoFocus
      />
      <Button type="submit" size="large" fullWidth isPending={isPending}>
        {submit}
      </Button>
    </form>
  );
}

/** Registers the app: the QR code and its key (shown once), the first code, then the ten recovery codes. */
function Enrol({ onDone }: { onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [stored, setStored] = useState(false);
  const confirm = useConfirmEnrolment({ onDone: (r) => setCodes(r.recoveryCodes) });

  if (codes) {
    return (
      <section aria-labelledby="recovery-title">
        <h2 id="recovery-title" className={styles.subtitle}>
          {SECOND_FACTOR_TEXT.codesTitle}
        </h2>
        <p>{SECOND_FACTOR_TEXT.codesLead}</p>
        <ol className={styles.codes}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => downloadCodes(codes)}>
            {SECOND_FACTOR_TEXT.download}
          </Button>
        </div>
        <Checkbox isSelected={stored} onChange={setStored}>
          {SECOND_FACTOR_TEXT.stored}
        </Checkbox>
        <Button
          size="large"
          fullWidth
          onPress={() => (stored ? onDone() : void modal.alert(SECOND_FACTOR_TEXT.storedRequired))}
        >
          {SECOND_FACTOR_TEXT.continue}
        </Button>
      </section>
    );
  }
  return (
    <>
      <p>{SECOND_FACTOR_TEXT.enrolLead}</p>
      <ol className={styles.steps}>
        {SECOND_FACTOR_TEXT.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      {enrolment ? (
        <>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;base64,${btoa(enrolment.qrSvg)}`}
            alt={SECOND_FACTOR_TEXT.qrAlt}
            width={192}
            height={192}
          />
          <p>
            {SECOND_FACTOR_TEXT.secret}:{' '}
            <code className={styles.secret}>{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <p className={styles.hint}>{SECOND_FACTOR_TEXT.secretHelp}</p>
          <CodeForm
            onValid={(code) => void confirm.run({ code })}
            submit={SECOND_FACTOR_TEXT.confirm}
            help={SECOND_FACTOR_TEXT.enrolCodeHelp}
            isPending={confirm.isPending}
          />
        </>
      ) : (
        <Button
          size="large"
          fullWidth
          isPending={starting}
          onPress={() => {
            setStarting(true);
            startEnrolment()
              .then(setEnrolment, (error: unknown) => void modal.alert(refusalMessage(error)))
              .finally(() => setStarting(false));
          }}
        >
          {SECOND_FACTOR_TEXT.start}
        </Button>
      )}
    </>
  );
}

/**
 * An operator's second factor (decision 034): the code at each login, or the registration the first time. `onDone`
 * runs once the session has passed it.
 */
export function SecondFactorForm({ onDone }: { onDone: () => void }) {
  const client = useQueryClient();
  const status = useQuery(secondFactorStatusQuery());
  const passed = () => {
    // Everything asked before the second factor (the console's own refusal among it) is asked again.
    void client.invalidateQueries();
    onDone();
  };
  const verify = useVerifySecondFactor({
    onDone: async (r) => {
      await modal.alert(r.message);
      passed();
    },
  });
  if (status.isPending) return <Spinner />;
  if (status.isError) return <p>{refusalMessage(status.error) || SECOND_FACTOR_TEXT.notOperator}</p>;
  const enrolled = status.data.enrolled;
  return (
    <div className={styles.wrap}>
      <h1 className={styles.title}>{enrolled ? SECOND_FACTOR_TEXT.verifyTitle : SECOND_FACTOR_TEXT.enrolTitle}</h1>
      {enrolled ? (
        <>
          <p>{SECOND_FACTOR_TEXT.verifyLead}</p>
          <CodeForm
            onValid={(code) => void verify.run({ code })}
            submit={SECOND_FACTOR_TEXT.verify}
            help={SECOND_FACTOR_TEXT.codeHelp}
            isPending={verify.isPending}
          />
        </>
      ) : (
        <Enrol onDone={passed} />
      )}
    </div>
  );
}
