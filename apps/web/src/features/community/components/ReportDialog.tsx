import { zodResolver } from '@hookform/resolvers/zod';
import type { ReportTarget } from '@onfan/contracts/community';
import { REPORT_REASON_NAMES, REPORT_REASONS, reportBodySchema } from '@onfan/contracts/community';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { useReport } from '../community-api';

export const REPORT_TEXT = {
  post: '게시글 신고',
  comment: '댓글 신고',
  reason: '신고 사유',
  detail: '신고 내용',
  help: '200자 이내로 입력해주세요. 신고 3건이 모이면 운영자가 확인할 때까지 숨겨집니다.',
  submit: '신고하기',
  cancel: '취소',
} as const;

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_NAMES[value] }));
const reportFormSchema = reportBodySchema.pick({ rsnCd: true, rsnCn: true });
type ReportFormInput = z.input<typeof reportFormSchema>;
type ReportFormValues = z.output<typeof reportFormSchema>;

/** Report a post or a comment: one of the four reasons and, if the member likes, a few words. */
export function ReportDialog({
  comunBltartclId,
  target,
  onClose,
}: {
  comunBltartclId: number;
  target: { trgtType: ReportTarget; trgtId: number } | null;
  onClose: () => void;
}) {
  const { control, handleSubmit, reset } = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { rsnCn: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const report = useReport(comunBltartclId, { onDone: close });
  const send = (values: ReportFormValues) => {
    if (target) void report.run({ ...target, ...values });
  };

  return (
    <Dialog
      isOpen={target !== null}
      onClose={close}
      title={
        target?.trgtType === 'comment' || target?.trgtType === 'cmntReply' ? REPORT_TEXT.comment : REPORT_TEXT.post
      }
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {REPORT_TEXT.cancel}
          </Button>
          <Button onPress={() => void handleSubmit(send, showFormErrors)()} isPending={report.isPending}>
            {REPORT_TEXT.submit}
          </Button>
        </>
      }
    >
      <FormRadioGroup control={control} name="rsnCd" label={REPORT_TEXT.reason} options={REASONS} isRequired />
      <FormTextField
        control={control}
        name="rsnCn"
        label={REPORT_TEXT.detail}
        multiline
        rows={3}
        maxLength={200}
        showCounter
        description={REPORT_TEXT.help}
      />
    </Dialog>
  );
}
