import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { RadioOption } from '@/components/ui/RadioGroup';
import { FormDialog } from './FormDialog';
import { FormRadioGroup, FormTextField } from './form-fields';

export const REASON_DIALOG_TEXT = {
  reason: '신고 사유',
  detail: '신고 내용',
  submit: '신고하기',
  cancel: '취소',
} as const;

/** What a reason dialog sends: the chosen reason code and, if the person likes, a few words. */
export interface ReasonValues {
  rsnCd: string;
  rsnCn?: string | undefined;
}

/**
 * The one report dialog (posts and comments of the boards, small-business communities, broadcasts and their comments):
 * a required reason among `reasons` and up to 200 optional words, checked by the caller's contract schema, sent by
 * the caller's command. It clears itself when it closes.
 */
export function ReasonDialog({
  isOpen,
  title,
  help,
  reasons,
  schema,
  isPending,
  onClose,
  onSend,
}: {
  isOpen: boolean;
  title: string;
  help: string;
  reasons: readonly RadioOption[];
  /** The contract's schema of `rsnCd` and `rsnCn` (its Korean messages). */
  schema: z.ZodType<ReasonValues, { rsnCd?: unknown; rsnCn?: string | undefined }>;
  isPending: boolean;
  onClose: () => void;
  onSend: (values: ReasonValues) => void;
}) {
  const { control, handleSubmit, reset } = useForm<{ rsnCd?: unknown; rsnCn?: string }, unknown, ReasonValues>({
    resolver: zodResolver(schema),
    defaultValues: { rsnCn: '' },
  });
  // Closed by cancelling or by the caller after a sent report: the next report starts empty.
  useEffect(() => {
    if (!isOpen) reset();
  }, [isOpen, reset]);
  const close = onClose;
  return (
    <FormDialog
      isOpen={isOpen}
      title={title}
      onClose={close}
      cancel={REASON_DIALOG_TEXT.cancel}
      send={REASON_DIALOG_TEXT.submit}
      isPending={isPending}
      handleSubmit={handleSubmit}
      onValid={(v) => onSend({ rsnCd: v.rsnCd, rsnCn: v.rsnCn || undefined })}
    >
      <FormRadioGroup control={control} name="rsnCd" label={REASON_DIALOG_TEXT.reason} options={reasons} isRequired />
      <FormTextField
        control={control}
        name="rsnCn"
        label={REASON_DIALOG_TEXT.detail}
        multiline
        rows={3}
        maxLength={200}
        showCounter
        description={help}
      />
    </FormDialog>
  );
}
