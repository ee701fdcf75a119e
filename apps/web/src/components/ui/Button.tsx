import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from './class-names';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';

export const NEW_WINDOW_TEXT = '(새 창)';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style' | 'render'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container width (mobile footers, modal buttons). */
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'medium',
  fullWidth = false,
  className?: string,
): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}

/**
 * KRDS button on React Aria's Button: press events, keyboard and focus ring handled for us.
 *
 * Pending is handled here rather than by React Aria's `isPending`: React Aria announces a pending change through
 * its live region with a `<div role="img" aria-labelledby={buttonId}>` that stays for seven seconds, and a form
 * that navigates away on success leaves that image pointing at a button that no longer exists (an image without
 * a text alternative). Here a pending button keeps its focus and name, says `aria-busy` and `aria-disabled`, shows
 * the spinner, ignores presses and cannot submit its form.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth,
  className,
  children,
  isPending = false,
  onPress,
  type,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      type={isPending && type === 'submit' ? 'button' : type}
      {...(isPending ? {} : { onPress })}
      className={buttonClassName(variant, size, fullWidth, className)}
      render={(domProps) => (
        <button
          {...domProps}
          aria-disabled={isPending ? true : domProps['aria-disabled']}
          aria-busy={isPending || undefined}
          data-pending={isPending || undefined}
        />
      )}
    >
      {isPending ? <Spinner size="small" decorative className={styles.spinner} /> : null}
      <span className={styles.label}>{children}</span>
    </AriaButton>
  );
}

export interface LinkButtonProps {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Opens in a new window, with rel=noopener and a visually hidden '(새 창)'. */
  external?: boolean;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A link that looks like a button. Internal hrefs go through React Aria's RouterProvider when the app
 * provides one, so they navigate client-side.
 */
export function LinkButton({
  href,
  variant = 'primary',
  size = 'medium',
  fullWidth,
  external = false,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <AriaLink
      href={href}
      aria-label={rest['aria-label']}
      className={buttonClassName(variant, size, fullWidth, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span className={styles.label}>{children}</span>
      {external ? <span className="sr-only">{NEW_WINDOW_TEXT}</span> : null}
    </AriaLink>
  );
}
