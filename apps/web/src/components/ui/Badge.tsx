import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './Badge.module.css';

export type BadgeVariant =
  'primary' | 'secondary' | 'gray' | 'point' | 'danger' | 'warning' | 'success' | 'information';

export interface BadgeProps {
  variant?: BadgeVariant;
  /** Filled (strong) or tinted (light) background. */
  appearance?: 'filled' | 'light';
  children: ReactNode;
  className?: string;
}

export function Badge({ variant = 'primary', appearance = 'light', children, className }: BadgeProps) {
  return <span className={cx(styles.badge, styles[variant], styles[appearance], className)}>{children}</span>;
}
