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

/** react-hook-form's invalid handler: the generic form check alert with every message, in field order. */
export function showFormErrors<T extends FieldValues>(errors: FieldErrors<T>): void {
  const messages: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) {
      if (!messages.includes(record.message)) messages.push(record.message);
      return;
    }
    for (const value of Object.values(record)) walk(value);
  };
  walk(errors);
  modal.formCheck(messages);
}

/** The field's own message for its inline error (the HTML line break of the password rule becomes a space). */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: keyof T & string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message.replace(/<br\s*\/?>/gi, ' ') : undefined;
}

/** The generic form check for a failed zod parse outside react-hook-form. */
export function showIssues(issues: readonly { message: string }[]): void {
  modal.formCheck([...new Set(issues.map((i) => i.message))]);
}
