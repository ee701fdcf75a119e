import { Link } from 'react-router';
import { CUSTOMER_CENTER } from '@/lib/site-config';
import styles from '../not-found/status-page.module.css';

export interface ErrorNoticeProps {
  title: string;
  /** Lines of explanation under the title. */
  lines: readonly string[];
  /** Offer to load the page again (the failure may be temporary). */
  canRetry?: boolean;
}

/** The body of every error screen: what happened, how to go on, where to get help. */
export function ErrorNotice({ title, lines, canRetry = true }: ErrorNoticeProps) {
  return (
    <div className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        !
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>
        {lines.map((line, i) => (
          <span key={line}>
            {i > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </p>
      <div className={styles.actions}>
        {canRetry ? (
          <button type="button" className={styles.secondaryAction} onClick={() => window.location.reload()}>
            다시 시도
          </button>
        ) : null}
        <Link to="/" className={styles.primaryAction}>
          홈으로 이동
        </Link>
      </div>
      <p className={styles.help}>
        문제가 계속되면 고객센터 <a href={CUSTOMER_CENTER.tel}>{CUSTOMER_CENTER.phone}</a>({CUSTOMER_CENTER.hours},{' '}
        {CUSTOMER_CENTER.lunch})로 문의해주세요.
      </p>
    </div>
  );
}

export const SERVICE_ERROR_LINES = [
  '일시적인 오류로 서비스에 연결할 수 없습니다.',
  '잠시 후 다시 시도해주세요.',
] as const;
