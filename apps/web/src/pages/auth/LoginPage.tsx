import { publicPageDescription } from '@onfan/contracts/page-meta';
import { useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { SsoLoginForm } from '@/features/auth/components/SsoLoginForm';
import styles from './auth-page.module.css';

/** login: the portal login, or with `?sso=1` the integrated (single sign-on) login of pattern-400 members. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const sso = params.get('sso') === '1';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{sso ? '통합 로그인' : '로그인'}</h1>
      <p className={styles.lead}>
        {sso ? '에이전트 사이트와 함께 쓰는 통합회원 아이디로 로그인합니다.' : publicPageDescription('/login')}
      </p>
      {sso ? <SsoLoginForm /> : <LoginForm />}
    </div>
  );
}
