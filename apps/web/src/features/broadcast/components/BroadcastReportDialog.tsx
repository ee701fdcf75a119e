import { zodResolver } from '@hookform/resolvers/zod';
import { BRC_REPORT_REASON_NAMES, BRC_REPORT_REASONS, brcReportBodySchema } from '@onfan/contracts/broadcast';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { useBroadcastReport } from '../broadcast-api';

export const BRC_REPORT_TEXT = {
  title: '방송 신고',
  reason: '신고 사유',
  detail: '신고 내용',
  help: '200자 이내로 입력해주세요. 운영자가 확인 후 조치합니다.',
  submit: '신고하기',
  cancel: '취소',
} as const;

const REASONS = BRC_REPORT_REASONS.map((value) => ({ value, label: BRC_REPORT_REASON_NAMES[value] }));
const reportFormSchema = brcReportBodySchema.pick({ rsnCd: true, rsnCn: true });
type ReportFormInput = z.input<typeof reportFormSchema>;
type ReportFormValues = z.output<typeof reportFormSchema>;

/** Report a broadcast (brcDclr, once per member): one of the reasons and, if the member likes, a few words. */
export function BroadcastReportDialog({ brcInfoNo, onClose }: { brcInfoNo: number | null; onClose: () => void }) {
  const { control, handleSubmit, reset } = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { rsnCn: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const report = useBroadcastReport(brcInfoNo ?? 0, { onDone: close });
  const send = (values: ReportFormValues) => {
    if (brcInfoNo !== null) void report.run({ rsnCd: values.rsnCd, rsnCn: values.rsnCn || undefined });
  };

  return (
    <Dialog
      isOpen={brcInfoNo !== null}
      onClose={close}
      title={BRC_REPORT_TEXT.title}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {BRC_REPORT_TEXT.cancel}
          </Button>
          <Button onPress={() => void handleSubmit(send, showFormErrors)()} isPending={report.isPending}>
            {BRC_REPORT_TEXT.submit}
          </Button>
        </>
      }
    >
      <FormRadioGroup control={control} name="rsnCd" label={BRC_REPORT_TEXT.reason} options={REASONS} isRequired />
      <FormTextField
        control={control}
        name="rsnCn"
        label={BRC_REPORT_TEXT.detail}
        multiline
        rows={3}
        maxLength={200}
        showCounter
        description={BRC_REPORT_TEXT.help}
      />
    </Dialog>
  );
}
