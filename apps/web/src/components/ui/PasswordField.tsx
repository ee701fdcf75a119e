import { TextField } from './TextField';

export interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  /** Receives the input element (focus on a refused submit). */
  inputRef?: (el: HTMLInputElement | null) => void;
  autoComplete: string;
  errorMessage?: string | null | undefined;
  isRequired?: boolean;
  description?: string;
  onBlur?: () => void;
}

/** A password input (the design system's text field, masked), required unless told otherwise. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  inputRef,
  autoComplete,
  errorMessage,
  isRequired = true,
  description,
  onBlur,
}: PasswordFieldProps) {
  return (
    <div
      ref={(el) => {
        inputRef?.(el?.querySelector('input') ?? null);
      }}
    >
      <TextField
        label={label}
        type="password"
        name={name}
        value={value}
        onChange={onChange}
        {...(onBlur ? { onBlur } : {})}
        autoComplete={autoComplete}
        isRequired={isRequired}
        errorMessage={errorMessage ?? undefined}
        {...(description ? { description } : {})}
      />
    </div>
  );
}
