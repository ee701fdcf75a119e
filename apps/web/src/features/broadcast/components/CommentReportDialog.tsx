import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_REASON_NAMES, REPORT_REASONS, reportBodySchema } from '@onfan/contracts/community';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { useCommentReport } from '../broadcast-api';

export const COMMENT_REPORT_TEXT = {
  title: '댓글 신고',
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

/** Report a VOD comment (the community's reasons and queue): one reason and, if the member likes, a few words. */
export function CommentReportDialog({
  brcInfoNo,
  vodCmntId,
  onClose,
}: {
  brcInfoNo: number;
  vodCmntId: number | null;
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
  const report = useCommentReport(brcInfoNo, vodCmntId, { onDone: close });
  const send = (values: ReportFormValues) => {
    if (vodCmntId !== null) void report.run({ rsnCd: values.rsnCd, rsnCn: values.rsnCn || undefined });
  };
  return (
    <Dialog
      isOpen={vodCmntId !== null}
      onClose={close}
      title={COMMENT_REPORT_TEXT.title}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {COMMENT_REPORT_TEXT.cancel}
          </Button>
          <Button onPress={() => void handleSubmit(send, showFormErrors)()} isPending={report.isPending}>
            {COMMENT_REPORT_TEXT.submit}
          </Button>
        </>
      }
    >
      <FormRadioGroup control={control} name="rsnCd" label={COMMENT_REPORT_TEXT.reason} options={REASONS} isRequired />
      <FormTextField
        control={control}
        name="rsnCn"
        label={COMMENT_REPORT_TEXT.detail}
        multiline
        rows={3}
        maxLength={200}
        showCounter
        description={COMMENT_REPORT_TEXT.help}
      />
    </Dialog>
  );
}
