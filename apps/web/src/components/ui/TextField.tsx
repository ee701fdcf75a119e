import { useContext, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  FieldError,
  Input,
  Text,
  TextArea,
  TextAreaContext,
  TextField as AriaTextField,
  type TextAreaProps,
} from 'react-aria-components';
import { cx } from './class-names';
import { FieldLabel } from './field-label';
import styles from './field.module.css';

export type TextFieldType = 'text' | 'password' | 'email' | 'tel' | 'search' | 'url' | 'date' | 'datetime-local';

export interface TextFieldProps {
  /** Always visible: fields are never labelled by placeholder alone. */
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: TextFieldType;
  name?: string;
  id?: string;
  placeholder?: string;
  description?: ReactNode;
  /** Shown under the field and tied to it by aria-describedby; its presence marks the field invalid. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  maxLength?: number;
  /** Show 'n/max' under the field (needs maxLength). */
  showCounter?: boolean;
  /** Renders a multi-line textarea instead of an input. */
  multiline?: boolean;
  rows?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | 'none';
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent) => void;
  onBlur?: () => void;
  className?: string;
}

export const COUNTER_SR_TEXT = '입력한 글자 수';

/**
 * React Aria's TextField learns that it holds a textarea from a ref, after its first render: until then (the server's
 * HTML and the first render in the browser) it hands the textarea an input's `type="text"`, which a textarea does not
 * have (a Nu HTML checker error). The textarea is given the field's props without it.
 */
function UntypedTextArea(props: TextAreaProps) {
  const context = useContext(TextAreaContext);
  const { type: _inputOnly, ...fieldProps } = (context ?? {}) as Record<string, unknown> & { type?: unknown };
  return (
    <TextAreaContext.Provider value={fieldProps as typeof context}>
      <TextArea {...props} />
    </TextAreaContext.Provider>
  );
}

export function TextField({
  label,
  value,
  defaultValue,
  onChange,
  type = 'text',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isReadOnly,
  maxLength,
  showCounter = false,
  multiline = false,
  rows,
  placeholder,
  autoComplete,
  inputMode,
  autoFocus,
  onKeyDown,
  onBlur,
  className,
  name,
  id,
}: TextFieldProps) {
  // The counter needs the length even when the field is uncontrolled.
  const [innerLength, setInnerLength] = useState((defaultValue ?? '').length);
  const length = value !== undefined ? value.length : innerLength;
  const isInvalid = Boolean(errorMessage);

  const handleChange = (next: string) => {
    setInnerLength(next.length);
    onChange?.(next);
  };

  const controlProps = {
    className: styles.input,
    placeholder,
    ...(multiline ? { rows: rows ?? 5 } : {}),
  };

  return (
    <AriaTextField
      className={cx(styles.field, className)}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      type={multiline ? undefined : type}
      name={name}
      id={id}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={isInvalid}
      maxLength={maxLength}
      autoComplete={autoComplete}
      inputMode={inputMode}
      autoFocus={autoFocus}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      // Our own messages are shown; the browser's built-in validation bubbles are not.
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {multiline ? <UntypedTextArea {...controlProps} /> : <Input {...controlProps} />}
      {description || isInvalid || (showCounter && maxLength) ? (
        <div className={styles.footer}>
          <div>
            {description ? (
              <Text slot="description" className={styles.description}>
                {description}
              </Text>
            ) : null}
            <FieldError className={styles.error}>{errorMessage}</FieldError>
          </div>
          {showCounter && maxLength ? (
            <span className={cx(styles.counter, length > maxLength && styles.counterOver)}>
              <span className="sr-only">{COUNTER_SR_TEXT} </span>
              {length}/{maxLength}
            </span>
          ) : null}
        </div>
      ) : null}
    </AriaTextField>
  );
}
