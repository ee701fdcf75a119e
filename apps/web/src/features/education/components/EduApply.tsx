import { EDU_MESSAGES, EDU_OPEN_AFTER_DAYS } from '@onfan/contracts/education';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, LinkButton } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { modal } from '@/lib/modal/modal-service';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { consentQuery, useEduConsent } from '../education-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Education.module.css';

const AGREE = '위 내용을 확인하였으며 이러닝 정보 수신에 동의합니다.';

/**
 * The e-learning application (educationapply): what the consent means, the agreement box and the consent itself;
 * afterwards the day free courses open. Visitors are asked to log in first.
 */
export function EduApply() {
  const { isAuthenticated, status, reload } = useSession();
  const consent = useQuery(consentQuery(isAuthenticated));
  const apply = useEduConsent();
  const [agreed, setAgreed] = useState(false);

  const onApply = async () => {
    if (!(await requireLogin(isAuthenticated))) return;
    if (!agreed) {
      await modal.alert('동의 항목을 확인해주세요.');
      return;
    }
    if (await apply.run()) await reload();
  };

  const state = consent.data;
  return (
    <div className={list.wrap}>
      <PageHeader
        title={EDU_MESSAGES.consentTitle}
        description="무료 이러닝 과정을 수강하려면 정보 수신에 동의해주세요."
      />
      <section className={list.article} aria-labelledby="edu-terms">
        <h2 id="edu-terms" className={list.articleTitle}>
          이러닝 정보 수신 동의 안내
        </h2>
        <div className={list.articleBody}>
          <ul>
            <li>수집·이용 목적: 온판 이러닝 과정의 수강 안내, 학습 독려와 수료 안내</li>
            <li>수집 항목: 이름, 휴대폰 번호, 이메일(회원 정보에 등록된 항목)</li>
            <li>보유 기간: 회원 탈퇴 또는 동의 철회 시까지 (내 정보에서 언제든 철회할 수 있습니다.)</li>
            <li>
              무료 과정은 동의한 날부터 {EDU_OPEN_AFTER_DAYS}일 뒤에 수강할 수 있습니다. 수강 준비 안내가 이 기간에
              발송됩니다.
            </li>
            <li>동의하지 않아도 온판의 다른 서비스는 그대로 이용할 수 있습니다.</li>
          </ul>
        </div>
      </section>
      {status === 'pending' || (isAuthenticated && consent.isPending) ? (
        <Spinner />
      ) : state?.felrgEduTknlcrsAplyYn === 'Y' ? (
        <div className={styles.result} role="status">
          <p>
            이러닝 정보 수신에 동의하셨습니다
            {state.aplyYmd ? ` (${formatYmd(state.aplyYmd)})` : ''}.{' '}
            {state.openYmd ? (
              <>
                무료 과정은 <strong>{formatYmd(state.openYmd)}</strong>부터 수강할 수 있습니다.
              </>
            ) : (
              '무료 과정을 수강할 수 있습니다.'
            )}
          </p>
          <div className={styles.actions}>
            <LinkButton href="/education">이러닝 과정 보기</LinkButton>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Checkbox isSelected={agreed} onChange={setAgreed}>
            {AGREE}
          </Checkbox>
          <Button onPress={() => void onApply()} isPending={apply.isPending}>
            동의하고 신청하기
          </Button>
        </div>
      )}
    </div>
  );
}
