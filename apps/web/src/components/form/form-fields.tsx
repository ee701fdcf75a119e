import '@onfan/contracts/zod-setup';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { CheckboxGroup, type CheckboxGroupProps } from '@/components/ui/CheckboxGroup';
import { PasswordField, type PasswordFieldProps } from '@/components/ui/PasswordField';
import { Select, type SelectProps } from '@/components/ui/Select';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/**
 * The form kit: the design system's fields bound to react-hook-form, so every form takes its rules and Korean
 * messages from the contracts' zod schemas (zodResolver) and shows a field's error under it the same way.
 */
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
      errorMessage={fieldState.error?.message ?? null}
    />
  );
}

/** A password field; the error's HTML line break (the spec's password rule) shows as a space under the field. */
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
      errorMessage={fieldState.error?.message?.replace(/<br\s*\/?>/gi, ' ') ?? null}
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
      errorMessage={fieldState.error?.message ?? null}
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
      errorMessage={fieldState.error?.message ?? null}
    />
  );
}
