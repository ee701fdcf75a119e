import { Link, Outlet } from 'react-router';
import { COPYRIGHT } from '@/lib/site-config';
import { Logo } from './Logo';
import { MAIN_CONTENT_ID, SkipLinks } from './SkipLinks';
import styles from './LiveLayout.module.css';

/** Live viewing: dark, full-bleed, a slim header so the broadcast fills the screen. */
export default function LiveLayout() {
  return (
    <div className={styles.shell} data-theme="dark">
      <SkipLinks withNav={false} />
      <header className={styles.header}>
        <Logo inverse />
        <span className={styles.section} aria-hidden="true">
          LIVE
        </span>
        <Link to="/" className={styles.home}>
          온판 홈
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>{COPYRIGHT}</p>
      </footer>
    </div>
  );
}
