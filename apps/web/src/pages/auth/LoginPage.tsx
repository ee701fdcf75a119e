import { publicPageText } from '@onfan/contracts/page-meta';
import { useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { SsoLoginForm } from '@/features/auth/components/SsoLoginForm';
import styles from './auth-page.module.css';

/** login: the portal login, or with `?sso=1` the integrated (single sign-on) login of pattern-400 members. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const sso = params.get('sso') === '1';
  // The heading and lead are the first paint's (contracts' page-meta): `?sso=1` is the integrated login.
  const text = publicPageText('/login', params);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text.title}</h1>
      <p className={styles.lead}>{text.description}</p>
      {sso ? <SsoLoginForm /> : <LoginForm />}
    </div>
  );
}
