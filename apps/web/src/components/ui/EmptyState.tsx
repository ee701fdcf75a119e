import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './EmptyState.module.css';

export const EMPTY_STATE_DEFAULT_MESSAGE = '등록된 내용이 없습니다.';

export interface EmptyStateProps {
  message?: ReactNode;
  description?: ReactNode;
  /** An optional action (a button or link) under the text. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ message = EMPTY_STATE_DEFAULT_MESSAGE, description, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.empty, className)}>
      <span className={styles.icon} aria-hidden="true" />
      <p className={styles.message}>{message}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
