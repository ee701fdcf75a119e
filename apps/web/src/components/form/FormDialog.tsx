import type { ReactNode } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { Dialog, DialogActions, type DialogProps } from '@/components/ui/Dialog';
import { showFormErrors } from './form-check';

/**
 * The one dialog that sends a form (a report, a refusal, a review, a desk's decision, template, code, banner, FAQ,
 * answer, export or role change): the caller's fields in a `Dialog` whose footer holds the cancel and send buttons.
 * Send checks the form with the caller's schema (react-hook-form's `handleSubmit`): what is missing or wrong is said in
 * the form check's alert, and checked values go to `onValid`, which runs the caller's command (it confirms, sends and
 * closes the dialog). Cancel, Escape and 닫기 call `onClose` and send nothing.
 */
export function FormDialog<TIn extends FieldValues, TOut>({
  isOpen = true,
  title,
  size,
  onClose,
  cancel,
  send,
  isPending = false,
  isDisabled = false,
  handleSubmit,
  onValid,
  children,
}: {
  isOpen?: boolean;
  title: ReactNode;
  size?: DialogProps['size'];
  onClose: () => void;
  cancel: ReactNode;
  send: ReactNode;
  /** The command is running: the send button is busy and ignores presses. */
  isPending?: boolean;
  /** Nothing can be sent yet (e.g. an empty review). */
  isDisabled?: boolean;
  /** The form's own `handleSubmit`. */
  handleSubmit: UseFormHandleSubmit<TIn, TOut>;
  onValid: (values: TOut) => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      {...(size ? { size } : {})}
      footer={
        <DialogActions
          cancel={cancel}
          onCancel={onClose}
          send={send}
          isPending={isPending}
          isDisabled={isDisabled}
          onSend={() => void handleSubmit((values) => onValid(values), showFormErrors)()}
        />
      }
    >
      {children}
    </Dialog>
  );
}
