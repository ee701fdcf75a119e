import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/Spinner';
import { useSsoHandoff } from '@/features/auth/components/SsoLoginForm';
import { errorText } from '@/features/auth/auth-errors';
import styles from './auth-page.module.css';

/** join/loading: where an SSO provider sends the member back (`?ssoToken=`); logs in or continues to trans. */
export default function JoinLoadingPage() {
  const [params] = useSearchParams();
  const ssoToken = params.get('ssoToken');
  const handoff = useSsoHandoff();
  const [failure, setFailure] = useState<string | null>(
    ssoToken ? null : '통합로그인 정보가 없습니다. 다시 로그인해주세요.',
  );
  const started = useRef(false);
  useEffect(() => {
    if (!ssoToken || started.current) return;
    started.current = true;
    handoff(ssoToken).catch((error: unknown) => setFailure(errorText(error)));
  }, [ssoToken, handoff]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>회원가입 처리 중</h1>
      {failure ? (
        <>
          <p className={styles.lead} role="alert">
            {failure}
          </p>
          <ul className={styles.links}>
            <li>
              <Link to="/login?sso=1">통합 로그인</Link>
            </li>
            <li>
              <Link to="/">홈으로</Link>
            </li>
          </ul>
        </>
      ) : (
        <div className={styles.lead}>
          <Spinner />
          <p>통합회원 정보를 확인하고 있습니다. 잠시만 기다려주세요.</p>
        </div>
      )}
    </div>
  );
}
