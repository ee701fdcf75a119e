import { type ReactNode, useId } from 'react';
import { cx } from './class-names';
import { FieldDescription, FieldErrorText, FieldLabel, fieldHelpIds } from './field-label';
import fieldStyles from './field.module.css';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  description?: ReactNode;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * KRDS's radio group: the browser's own radio buttons, one name per group, under the group's visible label. The
 * keyboard is the browser's (Tab enters the group at the chosen option, the arrow keys move and choose). A required
 * group is marked for screen readers (aria-required), not by the browser's own check: the form's Korean message is the
 * one shown. React Aria's radio group brought its locale module, and with it the browser's locale data (25–60 ms in
 * one task here), into every form's first scripts.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'vertical',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
}: RadioGroupProps) {
  const ownId = useId();
  const groupId = `radio-${ownId}`;
  const labelId = `${groupId}-label`;
  const { descriptionId, errorId, describedBy } = fieldHelpIds(groupId, description, errorMessage);
  const invalid = Boolean(errorMessage);
  // Only pass checked when the caller controls the value, so an uncontrolled group keeps its own state.
  const checkedProps = (optionValue: string) =>
    value !== undefined ? { checked: value === optionValue } : { defaultChecked: defaultValue === optionValue };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-required={isRequired || undefined}
      aria-invalid={invalid || undefined}
      aria-disabled={isDisabled || undefined}
      aria-orientation={orientation}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={isRequired} elementType="span" id={labelId}>
        {label}
      </FieldLabel>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <div className={cx(fieldStyles.options, orientation === 'horizontal' && fieldStyles.horizontal)}>
        {options.map((option) => {
          const disabled = isDisabled || option.isDisabled;
          return (
            <label key={option.value} className={cx(styles.radio, disabled && styles.disabled)}>
              <input
                type="radio"
                className={styles.input}
                name={name ?? groupId}
                value={option.value}
                {...checkedProps(option.value)}
                onChange={(event) => {
                  if (event.target.checked) onChange?.(option.value);
                }}
                disabled={disabled}
                aria-invalid={invalid || undefined}
              />
              <span className={styles.circle} aria-hidden="true" />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>
    </div>
  );
}
