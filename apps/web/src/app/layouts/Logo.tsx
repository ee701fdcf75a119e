import { Link } from 'react-router';
import { cx } from '@/components/ui/class-names';
import { SITE_NAME, SITE_NAME_EN } from '@/lib/site-config';
import styles from './Logo.module.css';

/** The portal's logo, a link to the main page. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <Link to="/" className={cx(styles.logo, inverse && styles.inverse, className)}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <text x="16" y="22" fontSize="16" textAnchor="middle" fill="#fff" fontWeight="700">
          온
        </text>
      </svg>
      <span className={styles.name}>{SITE_NAME}</span>
      <span className={styles.en}>{SITE_NAME_EN}</span>
      <span className="sr-only"> 홈으로</span>
    </Link>
  );
}
