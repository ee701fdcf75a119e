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

export function FieldLabel({
  children,
  isRequired,
  elementType,
}: {
  children: ReactNode;
  isRequired?: boolean | undefined;
  elementType?: string;
}) {
  return (
    <Label className={styles.label} elementType={elementType}>
      {children}
      {isRequired ? <RequiredMark /> : null}
    </Label>
  );
}
