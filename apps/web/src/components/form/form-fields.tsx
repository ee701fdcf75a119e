import '@onfan/contracts/zod-setup';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { CheckboxGroup, type CheckboxGroupProps } from '@/components/ui/CheckboxGroup';
import { PasswordField, type PasswordFieldProps } from '@/components/ui/PasswordField';
import { RadioGroup, type RadioGroupProps } from '@/components/ui/RadioGroup';
import { Select, type SelectProps } from '@/components/ui/Select';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/**
 * The form kit: the design system's fields bound to react-hook-form, so every form takes its rules and Korean
 * messages from the contracts' zod schemas (zodResolver) and shows a field's error under it the same way.
 */
/** A field's message under it: the spec's HTML line breaks (the password rule) read as a space there. */
function inlineError(message: string | undefined): string | null {
  return message ? message.replace(/<br\s*\/?>/gi, ' ') : null;
}

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'name' | 'errorMessage'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={inlineError(fieldState.error?.message)}
    />
  );
}

/** A password field (show/hide toggle); the field's ref lets a form focus it again after a refusal. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<PasswordFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'errorMessage' | 'inputRef'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={inlineError(fieldState.error?.message)}
    />
  );
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<SelectProps, 'value' | 'defaultValue' | 'onChange' | 'name' | 'errorMessage'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(v) => field.onChange(v ?? '')}
      errorMessage={inlineError(fieldState.error?.message)}
    />
  );
}

export function FormCheckboxGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<CheckboxGroupProps, 'value' | 'defaultValue' | 'onChange' | 'errorMessage'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CheckboxGroup
      {...props}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      errorMessage={inlineError(fieldState.error?.message)}
    />
  );
}

/** Radio buttons (Y/N consents, a gender code, a star score): the value is the chosen option's string. */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'name' | 'errorMessage'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioGroup
      {...props}
      name={field.name}
      value={field.value === undefined || field.value === null ? null : String(field.value)}
      onChange={field.onChange}
      errorMessage={inlineError(fieldState.error?.message)}
    />
  );
}
