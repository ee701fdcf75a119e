import type { FieldErrors, FieldValues } from 'react-hook-form';
import { isApiError } from './auth-api';
import { refusalMessage } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';

/** The text to show for a failed call: the server's message, or the generic one (never a raw English error). */
export const errorText = refusalMessage;

/** Shows a failed call's message in an alert (HTML line breaks of the spec's messages are rendered). */
export function alertError(error: unknown): Promise<void> {
  return modal.alert(errorText(error), { html: true });
}

export function errorNumber(error: unknown): number | undefined {
  return isApiError(error) ? error.number : undefined;
}

/** The form check of every form (components/form/form-check.ts). */
export { showFormErrors } from '@/components/form/form-check';

/** The field's own message for its inline error (the HTML line break of the password rule becomes a space). */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: keyof T & string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message.replace(/<br\s*\/?>/gi, ' ') : undefined;
}

/** The generic form check for a failed zod parse outside react-hook-form. */
export function showIssues(issues: readonly { message: string }[]): void {
  modal.formCheck([...new Set(issues.map((i) => i.message))]);
}
