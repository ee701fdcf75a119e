import { cx } from './class-names';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  /** Inside a control that announces its own state (a pending button): render only the graphic. */
  decorative?: boolean;
  className?: string;
}

export const SPINNER_DEFAULT_LABEL = '불러오는 중';

export function Spinner({
  size = 'medium',
  label = SPINNER_DEFAULT_LABEL,
  decorative = false,
  className,
}: SpinnerProps) {
  const graphic = <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />;
  if (decorative) return <span className={cx(styles.wrap, className)}>{graphic}</span>;
  return (
    <span role="status" className={cx(styles.wrap, className)}>
      {graphic}
      <span className="sr-only">{label}</span>
    </span>
  );
}
