import type { ReactNode } from 'react';
import { FieldError, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import { cx } from './class-names';
import { FieldLabel } from './field-label';
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

export function RadioGroup({
  label,
  options,
  orientation = 'vertical',
  description,
  errorMessage,
  isRequired,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={isRequired} elementType="span">
        {label}
      </FieldLabel>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <div className={cx(fieldStyles.options, orientation === 'horizontal' && fieldStyles.horizontal)}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.radio}>
            <span className={styles.circle} aria-hidden="true" />
            <span>{option.label}</span>
          </Radio>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
