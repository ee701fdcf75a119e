import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { FormDialog } from '@/components/form/FormDialog';
import type { RadioOption } from '@/components/ui/RadioGroup';

export const DESK_DECISION_TEXT = {
  cancel: '취소',
  save: '저장',
} as const;

/**
 * The desks' one decision on a submission with a reason (a programme's application moved, a campaign's applicant
 * selected or not, a certificate approved or rejected, a festival product approved or rejected, a market-entry
 * application moved): a required choice among `choice.options` and a reason of up to 500 characters, checked by the
 * desk's contract schema (which says when the reason is required), sent by the desk's command (`onSend` with the
 * schema's output; the command confirms, sends and closes the dialog). `children` stand above the choice (what is
 * decided on: facts, the submitted file), `below` under the reason (its history).
 */
export function DeskDecisionDialog<TIn extends FieldValues, TOut>({
  title,
  schema,
  defaultValues,
  choice,
  reason,
  isPending,
  onSend,
  onClose,
  children,
  below,
}: {
  title: string;
  /** The contract's schema of the decision (its Korean messages). */
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  choice: { name: Path<TIn>; label: string; options: readonly RadioOption[] };
  reason: { name: Path<TIn>; label: string; description: string; isRequired?: boolean };
  isPending: boolean;
  onSend: (values: TOut) => void;
  onClose: () => void;
  children?: ReactNode;
  below?: ReactNode;
}) {
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
  // The form kit's fields read the values as typed; only the send gets the schema's output.
  const control = form.control as unknown as Control<TIn>;
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      cancel={DESK_DECISION_TEXT.cancel}
      send={DESK_DECISION_TEXT.save}
      isPending={isPending}
      handleSubmit={form.handleSubmit}
      onValid={onSend}
    >
      {children}
      <FormRadioGroup
        control={control}
        name={choice.name}
        label={choice.label}
        options={choice.options}
        orientation="horizontal"
        isRequired
      />
      <FormTextField
        control={control}
        name={reason.name}
        label={reason.label}
        description={reason.description}
        multiline
        maxLength={500}
        {...(reason.isRequired ? { isRequired: true } : {})}
      />
      {below}
    </FormDialog>
  );
}
