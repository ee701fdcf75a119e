import type { ReactNode } from 'react';
import { Label } from 'react-aria-components';
import styles from './field.module.css';

export const REQUIRED_TEXT = '(필수)';

/** The marker shown after a required field's label: '*' on screen, '(필수)' for screen readers. */
export function RequiredMark() {
  return (
    <>
      <span className={styles.requiredMark} aria-hidden="true">
        *
      </span>
      <span className="sr-only"> {REQUIRED_TEXT}</span>
    </>
  );
}

/**
 * A field's visible label. Inside a React Aria field it is tied to the input by the field itself; for a native
 * control (the select) give `htmlFor`.
 */
export function FieldLabel({
  children,
  isRequired,
  elementType,
  htmlFor,
}: {
  children: ReactNode;
  isRequired?: boolean | undefined;
  elementType?: string;
  htmlFor?: string;
}) {
  return (
    <Label className={styles.label} elementType={elementType} htmlFor={htmlFor}>
      {children}
      {isRequired ? <RequiredMark /> : null}
    </Label>
  );
}
