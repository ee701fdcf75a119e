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
 * control give `htmlFor` (the select), or `id` for a group that names itself by it (the radio group).
 */
export function FieldLabel({
  children,
  isRequired,
  elementType,
  htmlFor,
  id,
}: {
  children: ReactNode;
  isRequired?: boolean | undefined;
  elementType?: string;
  htmlFor?: string;
  id?: string;
}) {
  return (
    <Label className={styles.label} elementType={elementType} htmlFor={htmlFor} id={id}>
      {children}
      {isRequired ? <RequiredMark /> : null}
    </Label>
  );
}

/** The ids of a native control's description and error, and the `aria-describedby` that names them. */
export function fieldHelpIds(
  controlId: string,
  description: ReactNode,
  errorMessage: string | null | undefined,
): { descriptionId: string | undefined; errorId: string | undefined; describedBy: string | undefined } {
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = errorMessage ? `${controlId}-error` : undefined;
  return { descriptionId, errorId, describedBy: [descriptionId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A native control's description, under its label or its box (React Aria fields use their own `Text`). */
export function FieldDescription({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className={styles.description}>
      {children}
    </p>
  ) : null;
}

/** A native control's error message, under it (React Aria fields use their own `FieldError`). */
export function FieldErrorText({ id, children }: { id: string | undefined; children: string | null | undefined }) {
  return children ? (
    <p id={id} className={styles.error}>
      {children}
    </p>
  ) : null;
}
