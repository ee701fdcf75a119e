import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, FieldError, Text } from 'react-aria-components';
import { Checkbox } from './Checkbox';
import { cx } from './class-names';
import { FieldLabel } from './field-label';
import styles from './field.module.css';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps {
  label: ReactNode;
  options: readonly CheckboxOption[];
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  orientation?: 'vertical' | 'horizontal';
  description?: ReactNode;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

export function CheckboxGroup({
  label,
  options,
  orientation = 'vertical',
  description,
  errorMessage,
  isRequired,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={isRequired} elementType="span">
        {label}
      </FieldLabel>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <div className={cx(styles.options, orientation === 'horizontal' && styles.horizontal)}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
