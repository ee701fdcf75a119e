import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@/components/ui/Button';

/** An in-portal link styled as a KRDS button (a plain router link: one <a>, no extra roles). */
export function ButtonLink({
  href,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  return (
    <Link to={href} className={buttonClassName(variant, size, fullWidth)}>
      {children}
    </Link>
  );
}
