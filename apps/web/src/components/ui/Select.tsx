import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { cx } from './class-names';
import { FieldLabel } from './field-label';
import fieldStyles from './field.module.css';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export const SELECT_PLACEHOLDER = '선택하세요';

/**
 * The key of an option whose value is '' ('전체'). React Aria's hidden native select has an empty placeholder
 * option of its own; with both valued '', server-drawn markup would mark both selected (invalid HTML).
 */
const EMPTY_KEY = '(empty)';
const toKey = (value: string): string => (value === '' ? EMPTY_KEY : value);
const fromKey = (key: Key): string => (key === EMPTY_KEY ? '' : String(key));

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
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => toKey(o.value));
  return (
    <AriaSelect
      className={cx(fieldStyles.field, className)}
      // Only pass value when the caller controls it, so an uncontrolled select keeps its own state.
      {...(value !== undefined ? { value: value === null ? null : toKey(value) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: defaultValue === null ? null : toKey(defaultValue) } : {})}
      onChange={(key: Key | null) => onChange?.(key === null ? null : fromKey(key))}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      disabledKeys={disabledKeys}
      name={name}
      id={id}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaButton className={cx(fieldStyles.input, styles.trigger)}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true" />
      </AriaButton>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox} items={options.map((o) => ({ ...o, id: toKey(o.value) }))}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
