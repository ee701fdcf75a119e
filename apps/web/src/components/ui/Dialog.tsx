import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import { cx } from './class-names';
import styles from './Dialog.module.css';

export const DIALOG_CLOSE_TEXT = '닫기';

export interface DialogProps {
  isOpen: boolean;
  /** Called for the close button, Escape and (when dismissable) a click on the backdrop. */
  onClose: () => void;
  /** Rendered as the dialog's heading; the dialog is labelled by it (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons at the bottom. */
  footer?: ReactNode;
  /** 'alertdialog' for messages that need a response (alert, confirm). */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  /** Close when the backdrop is clicked. Escape always closes. */
  isDismissable?: boolean;
  showCloseButton?: boolean;
  closeText?: string;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * The modal dialog primitive on React Aria's Modal and Dialog: focus is trapped inside, Escape closes,
 * focus returns to the element that had it before, the page behind is hidden from assistive technology.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  size = 'medium',
  isDismissable = true,
  showCloseButton = true,
  closeText = DIALOG_CLOSE_TEXT,
  className,
  ...aria
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal, styles[size], className)}>
        <AriaDialog role={role} className={styles.dialog} aria-describedby={aria['aria-describedby']}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {showCloseButton ? (
              <AriaButton className={styles.close} onPress={onClose}>
                <span aria-hidden="true" className={styles.closeIcon} />
                <span className="sr-only">{closeText}</span>
              </AriaButton>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * A dialog's two answers, for its `footer`: cancel (secondary: closes, sends nothing) and the one that sends what the
 * dialog asks (primary; pending while it is sent). A dialog with other buttons writes its footer itself.
 */
export function DialogActions({
  cancel,
  onCancel,
  send,
  onSend,
  isPending = false,
  isDisabled = false,
}: {
  cancel: ReactNode;
  onCancel: () => void;
  send: ReactNode;
  onSend: () => void;
  isPending?: boolean;
  isDisabled?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onPress={onCancel}>
        {cancel}
      </Button>
      <Button isPending={isPending} isDisabled={isDisabled} onPress={onSend}>
        {send}
      </Button>
    </>
  );
}
