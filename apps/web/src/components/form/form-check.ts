import type { FieldErrors, FieldValues } from 'react-hook-form';
import { modal } from '@/lib/modal/modal-service';

/** Every field's message once, in field order. */
export function formErrorMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const messages: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) {
      if (!messages.includes(record.message)) messages.push(record.message);
      return;
    }
    // `ref` is the field's element: nothing to read there.
    for (const [key, value] of Object.entries(record)) if (key !== 'ref') walk(value);
  };
  walk(errors);
  return messages;
}

/**
 * react-hook-form's invalid handler, the one way every form reports a refused submit: the portal's form check alert
 * (spec section 4: '입력정보를 확인하세요.') with the fields' messages. A check outside the fields (the anti-bot box)
 * adds its message to `formErrorMessages(errors)` and calls `modal.formCheck` itself.
 */
export function showFormErrors<T extends FieldValues>(errors: FieldErrors<T>): void {
  modal.formCheck(formErrorMessages(errors));
}
