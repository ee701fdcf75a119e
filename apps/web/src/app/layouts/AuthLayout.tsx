import { Link, Outlet } from 'react-router';
import { COPYRIGHT } from '@/lib/site-config';
import { Logo } from './Logo';
import { PRIVACY_PATH, TERMS_PATH } from './navigation';
import { MAIN_CONTENT_ID, SkipLinks } from './SkipLinks';
import styles from './AuthLayout.module.css';

/** Login and sign-up: a centred column with the logo, no site navigation to distract. */
export default function AuthLayout() {
  return (
    <div className={styles.shell}>
      <SkipLinks withNav={false} />
      <header className={styles.header}>
        <Logo />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.card}>
          <Outlet />
        </div>
      </main>
      <footer className={styles.footer}>
        <ul className={styles.links}>
          <li>
            <Link to={PRIVACY_PATH} className={styles.privacy}>
              개인정보처리방침
            </Link>
          </li>
          <li>
            <Link to={TERMS_PATH}>이용약관</Link>
          </li>
        </ul>
        <p>{COPYRIGHT}</p>
      </footer>
    </div>
  );
}
