import { zodResolver } from '@hookform/resolvers/zod';
import { reasonSchema } from '@onfan/contracts/admin';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form/form-fields';
import { FormDialog } from '@/components/form/FormDialog';

export const CONSOLE_REASON_TEXT = {
  reason: '사유',
  cancel: '취소',
} as const;

/**
 * The console's one decision with a reason (closing a programme or a campaign, revoking a certificate or a badge,
 * deciding a report, resetting a second factor): what is decided (`help`, above the field), the reason the
 * audit row keeps — required, 1–500 characters, the contracts' `reasonSchema` and its messages, or the desk's own
 * `rule` — and the button that
 * sends it. The desk's command confirms, sends and closes the dialog (`onSend` with the trimmed reason, `isPending`
 * while it runs).
 */
export function ConsoleReasonDialog({
  title,
  label = CONSOLE_REASON_TEXT.reason,
  description,
  send,
  isPending,
  onSend,
  onClose,
  help,
  rule = reasonSchema,
  maxLength = 500,
}: {
  title: string;
  /** The field's label where the desk says more than 사유 (e.g. 마감 사유). */
  label?: string;
  /** Who reads the reason, below the field. */
  description?: string;
  /** The sending button's words (e.g. 마감하기). */
  send: string;
  isPending: boolean;
  onSend: (reason: string) => void;
  onClose: () => void;
  /** What is decided and what follows from it, above the field. */
  help?: string;
  /** The contract's rule of the reason where the desk's call has its own (e.g. a reject told by text, 200 at most). */
  rule?: z.ZodType<string, string>;
  maxLength?: number;
}) {
  const form = useForm({ resolver: zodResolver(z.object({ reason: rule })), defaultValues: { reason: '' } });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      cancel={CONSOLE_REASON_TEXT.cancel}
      send={send}
      isPending={isPending}
      handleSubmit={form.handleSubmit}
      onValid={(v) => onSend(v.reason)}
    >
      {help ? <p>{help}</p> : null}
      <FormTextField
        control={form.control}
        name="reason"
        label={label}
        {...(description ? { description } : {})}
        multiline
        maxLength={maxLength}
        isRequired
      />
    </FormDialog>
  );
}
