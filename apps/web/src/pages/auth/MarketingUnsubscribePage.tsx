import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/features/auth/components/ButtonLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { useUnsubscribeMarketing } from '@/features/auth/auth-api';
import shared from '@/pages/shared/page.module.css';
import styles from './auth-page.module.css';

/** marketing/{userData}: unsubscribe from marketing messages through the signed link a message carried. */
export default function MarketingUnsubscribePage() {
  const { userData = '' } = useParams();
  const [done, setDone] = useState(false);
  const command = useUnsubscribeMarketing({ onDone: () => setDone(true) });
  const unsubscribe = () => command.run(userData);
  return (
    <div className={`${shared.container} ${shared.narrow}`}>
      <PageHeader title="마케팅 정보 수신 거부" />
      <div className={styles.page}>
        {done ? (
          <p className={styles.done} role="status">
            마케팅 정보 수신 거부가 처리되었습니다. 앞으로 온판의 마케팅 정보를 보내지 않습니다.
          </p>
        ) : (
          <>
            <p className={styles.notice}>
              온판에서 보내는 이벤트, 교육, 지원사업 홍보 등 마케팅 정보(문자메시지, 이메일) 수신을 거부합니다. 서비스
              이용에 꼭 필요한 안내는 계속 발송됩니다. 수신 동의는 마이페이지에서 언제든 다시 할 수 있습니다.
            </p>
            <Button size="large" onPress={() => void unsubscribe()} isPending={command.isPending}>
              수신 거부
            </Button>
          </>
        )}
        <ButtonLink href="/" variant="secondary">
          홈으로
        </ButtonLink>
      </div>
    </div>
  );
}
