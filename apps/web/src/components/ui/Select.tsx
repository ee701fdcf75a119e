import { type ReactNode, useId } from 'react';
import { cx } from './class-names';
import { FieldDescription, FieldErrorText, FieldLabel, fieldHelpIds } from './field-label';
import fieldStyles from './field.module.css';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export const SELECT_PLACEHOLDER = '선택하세요';

/**
 * An option's value in the markup. '' is the placeholder's (nothing chosen), so an option valued '' ('전체') is
 * written as EMPTY_KEY: with both valued '', the browser could not tell 전체 from nothing chosen.
 */
const EMPTY_KEY = '(empty)';
const toKey = (value: string): string => (value === '' ? EMPTY_KEY : value);
const fromKey = (key: string): string | null => (key === '' ? null : key === EMPTY_KEY ? '' : key);

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * KRDS's select: the browser's own `<select>` under a visible label, so a phone opens its native picker and the
 * keyboard works as everywhere else. Nothing chosen shows the placeholder ('선택하세요'), which cannot be chosen back.
 * A required select is marked for screen readers (aria-required), not by the browser's own check: the form's
 * Korean message is the one shown.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = SELECT_PLACEHOLDER,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  id,
  className,
}: SelectProps) {
  const ownId = useId();
  const selectId = id ?? `select-${ownId}`;
  const { descriptionId, errorId, describedBy } = fieldHelpIds(selectId, description, errorMessage);
  // A value no option has (null, or a form's '' before anything is chosen) shows the placeholder.
  const keyOf = (v: string | null | undefined): string =>
    v === null || v === undefined || !options.some((o) => o.value === v) ? '' : toKey(v);
  // Only pass value when the caller controls it, so an uncontrolled select keeps its own state.
  const valueProps = value !== undefined ? { value: keyOf(value) } : { defaultValue: keyOf(defaultValue) };
  return (
    <div className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={isRequired} htmlFor={selectId}>
        {label}
      </FieldLabel>
      <div className={styles.box}>
        <select
          id={selectId}
          name={name}
          className={cx(fieldStyles.input, styles.select)}
          {...valueProps}
          onChange={(event) => onChange?.(fromKey(event.target.value))}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={toKey(option.value)} value={toKey(option.value)} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true" />
      </div>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>
    </div>
  );
}
