import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useIdentitySendCode, useIdentityVerify } from '@/features/auth/auth-api';
import { showFormErrors } from '@/features/auth/auth-errors';
import { type IdentityPersonInput, identityPersonSchema } from '@/features/auth/auth-forms';
import { IDENTITY_MESSAGE_TYPE, type IdentityMessage } from '@/features/auth/identity-popup';
import { modal } from '@/lib/modal/modal-service';
import styles from './identity-local.module.css';
import { FormTextField } from '@/components/form/form-fields';
import { Form } from '@/components/ui/Form';

type Person = { userNm: string; mblNo: string; birth: string };

/**
 * The built-in identity provider's popup (identity/local): name, mobile and birth day → a 6-digit code by text
 * message → verify → the ticket goes back to the window that opened this one. The code only ever arrives by text
 * message; without a gateway (development) it is read in the operators' outbox or the server log (decision 009).
 */
export default function IdentityLocalPage() {
  // Sent before the page's scripts take over, the form posts back to its own page (issue 33), never a GET.
  const { pathname: postAction } = useLocation();
  const [params] = useSearchParams();
  const txId = params.get('txId') ?? '';
  const [sent, setSent] = useState<{ person: Person } | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const form = useForm<IdentityPersonInput, unknown, Person>({
    resolver: zodResolver(identityPersonSchema),
    defaultValues: { userNm: '', mblNo: '', birth: '' },
  });

  const sendCommand = useIdentitySendCode({
    title: '본인인증',
    onDone: (_, v) => {
      setSent({ person: { userNm: v.userNm, mblNo: v.mblNo, birth: v.birth } });
      setCode('');
    },
  });
  const verifyCommand = useIdentityVerify({
    title: '본인인증',
    onDone: (result, v) => {
      const message: IdentityMessage = {
        type: IDENTITY_MESSAGE_TYPE,
        txId,
        ticket: result.ticket,
        userNm: result.userNm,
        mblNo: result.mblNo,
        birth: v.birth,
      };
      setDone(true);
      // The opener takes the result and closes this window itself: closing it here could let the opener see the
      // window closed (a person giving up) before the posted message reaches it.
      const opener = window.opener as Window | null;
      if (opener && !opener.closed) opener.postMessage(message, window.location.origin);
    },
  });

  const sendCode = (person: Person) => sendCommand.run({ txId, ...person });

  const verify = async () => {
    if (!sent) return;
    if (!code.trim()) {
      await modal.alert(AUTH_MESSAGES.identityCodeRequired);
      return;
    }
    await verifyCommand.run({ txId, ...sent.person, code: code.trim() });
  };

  if (!txId) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>본인인증</h1>
        <p className={styles.text}>{AUTH_MESSAGES.identityTxExpired}</p>
      </div>
    );
  }
  if (done) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>본인인증</h1>
        <p className={styles.text} role="status">
          {AUTH_MESSAGES.identityOk} 이 창을 닫고 원래 화면에서 계속 진행해주세요.
        </p>
        <Button onPress={() => window.close()}>창 닫기</Button>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>휴대폰 본인인증</h1>
      <p className={styles.text}>본인 명의의 휴대폰으로 인증번호를 받아 입력해주세요.</p>
      <form
        method="post"
        action={postAction}
        className={styles.form}
        noValidate
        aria-label="본인 정보 입력"
        onSubmit={(e) => void form.handleSubmit(sendCode, showFormErrors)(e)}
      >
        <FormTextField
          control={form.control}
          name="userNm"
          label="이름"
          autoComplete="name"
          isRequired
          isReadOnly={sent !== null}
        />
        <FormTextField
          control={form.control}
          name="birth"
          label="생년월일"
          inputMode="numeric"
          maxLength={8}
          description="8자리 숫자 (예: 19900101)"
          isRequired
          isReadOnly={sent !== null}
        />
        <FormTextField
          control={form.control}
          name="mblNo"
          label="휴대폰번호"
          type="tel"
          inputMode="tel"
          maxLength={13}
          isRequired
          isReadOnly={sent !== null}
        />
        {sent ? (
          <Button variant="secondary" onPress={() => setSent(null)}>
            정보 다시 입력
          </Button>
        ) : (
          <Button type="submit" isPending={sendCommand.isPending}>
            인증번호 받기
          </Button>
        )}
      </form>
      {sent ? (
        <Form
          action={postAction}
          className={styles.form}
          noValidate
          aria-label="인증번호 확인"
          onSubmit={() => void verify()}
        >
          <TextField
            label="인증번호"
            name="code"
            value={code}
            onChange={setCode}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            isRequired
            description="5분 안에 입력해주세요."
          />
          <Button type="submit" isPending={verifyCommand.isPending}>
            인증하기
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
