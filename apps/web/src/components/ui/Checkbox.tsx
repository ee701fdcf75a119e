import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { cx } from './class-names';
import styles from './Checkbox.module.css';

export interface CheckboxProps {
  /** The visible label. */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** The value inside a CheckboxGroup. */
  value?: string;
  name?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  isIndeterminate?: boolean;
  className?: string;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx(styles.checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 16 16" className={styles.mark}>
                <path d="M3 8h10" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 16 16" className={styles.mark}>
                <path d="M3 8.5l3.2 3L13 4.5" />
              </svg>
            ) : null}
          </span>
          <span className={styles.label}>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
