import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CUSTOMER_CENTER } from '@/lib/site-config';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { useWithdraw } from '@/features/auth/auth-api';
import { errorNumber } from '@/features/auth/auth-errors';
import { modal } from '@/lib/modal/modal-service';
import { useSession } from '@/lib/session/session-context';
import { sessionStore } from '@/lib/session/session-store';
import { clearMyInfoVerified } from '@/features/auth/myinfo-verified';
import styles from './section.module.css';

export const WITHDRAW_CONFIRM = '탈퇴하시겠습니까?';

/** The refusal text of spec section 8 for a failed withdrawal. */
export function withdrawalFailure(number: number | undefined): string {
  if (number === 301) return `${AUTH_MESSAGES.withdrawMarketEntry}<br>고객센터 ${CUSTOMER_CENTER.phone}`;
  if (number === 302) return AUTH_MESSAGES.withdrawAdmin;
  return AUTH_MESSAGES.withdrawFail;
}

/**
 * mypage2/withdrawal: the acknowledge checkbox enables the button → password prompt → '탈퇴하시겠습니까?' → the call;
 * success '탈퇴가 완료되었습니다.', logout, Main.
 */
export default function WithdrawalSection() {
  const navigate = useNavigate();
  const { session } = useSession();
  const [acknowledged, setAcknowledged] = useState(false);
  const withdrawCommand = useWithdraw({
    confirm: WITHDRAW_CONFIRM,
    title: '회원 탈퇴',
    success: AUTH_MESSAGES.withdrawOk,
    handleRefusal: async (error) => {
      const text =
        error instanceof Error && error.message === AUTH_MESSAGES.passwordCheckWrong
          ? AUTH_MESSAGES.passwordCheckWrong
          : withdrawalFailure(errorNumber(error));
      await modal.alert(text, { title: '회원 탈퇴', html: true });
      return true;
    },
    onDone: () => {
      // The server has already revoked every session of the account: forget it here and go to Main.
      clearMyInfoVerified();
      sessionStore.clear();
      void navigate('/', { replace: true });
    },
  });
  const withdraw = async () => {
    const password = await modal.prompt('본인 확인을 위해 비밀번호를 입력해주세요.', {
      title: '회원 탈퇴',
      label: '비밀번호',
      inputType: 'password',
    });
    if (password === null) return;
    if (!password) {
      await modal.alert(AUTH_MESSAGES.passwordRequired);
      return;
    }
    await withdrawCommand.run({ lgnId: session?.lgnId ?? '', userPasswd: password });
  };
  return (
    <section className={styles.section} aria-labelledby="withdrawal-title">
      <div>
        <h1 id="withdrawal-title" className={styles.title}>
          회원 탈퇴
        </h1>
        <p className={styles.lead}>탈퇴하기 전에 아래 안내를 꼭 확인해주세요.</p>
      </div>
      <div className={styles.card}>
        <div className={styles.notice}>
          <strong>탈퇴 안내</strong>
          <ul>
            <li>탈퇴하면 회원 정보(이름, 연락처, 이메일, 사업자 정보 등)는 개인정보처리방침에 따라 삭제됩니다.</li>
            <li>
              작성한 게시글과 댓글은 삭제되지 않고 작성자 정보 없이 남습니다. 필요하면 탈퇴 전에 직접 삭제해주세요.
            </li>
            <li>스튜디오 예약, 지원사업 신청 내역은 더 이상 조회할 수 없습니다.</li>
            <li>마켓 입점 이력이 있거나 관리자 권한이 있는 계정은 고객센터({CUSTOMER_CENTER.phone})로 문의해주세요.</li>
          </ul>
        </div>
        <div className={styles.checkRow}>
          <Checkbox isSelected={acknowledged} onChange={setAcknowledged}>
            위 안내 사항을 모두 확인하였으며 회원 탈퇴에 동의합니다.
          </Checkbox>
        </div>
        <div className={styles.actions}>
          <Button isDisabled={!acknowledged} onPress={() => void withdraw()} isPending={withdrawCommand.isPending}>
            회원 탈퇴
          </Button>
        </div>
      </div>
    </section>
  );
}
