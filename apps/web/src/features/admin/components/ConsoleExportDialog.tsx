import { zodResolver } from '@hookform/resolvers/zod';
import { exportFormatSchema, exportReasonSchema, type ExportFormat } from '@onfan/contracts/admin';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useCommand } from '@/lib/api/use-command';

export const CONSOLE_EXPORT_TEXT = {
  format: '파일 형식',
  formats: [
    { value: 'xlsx', label: '엑셀(XLSX)' },
    { value: 'csv', label: 'CSV' },
  ],
  reason: '내려받는 사유',
  cancel: '취소',
  download: '내려받기',
} as const;

const exportForm = z.object({ format: exportFormatSchema, reason: exportReasonSchema });

/**
 * The console's one way to take personal data out of the portal (개인정보의 안전성 확보조치 기준): the operator
 * writes why, picks the file's format where the desk offers both, and the browser saves the file; the server writes
 * the reason with the count into the access log. The desk says what the file holds (`help`) and makes the call
 * (`download`); a refusal is shown as every command's is, and the dialog closes when the file is saved.
 */
export function ConsoleExportDialog({
  title,
  help,
  chooseFormat = false,
  download,
  onClose,
}: {
  title: string;
  help: string;
  /** Whether the operator picks XLSX or CSV; without it the desk's one format, CSV, is written. */
  chooseFormat?: boolean;
  download: (choice: { format: ExportFormat; reason: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(exportForm),
    defaultValues: { format: chooseFormat ? 'xlsx' : 'csv', reason: '' } as z.input<typeof exportForm>,
  });
  const run = useCommand({ mutationFn: download, success: false, onDone: onClose });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      cancel={CONSOLE_EXPORT_TEXT.cancel}
      send={CONSOLE_EXPORT_TEXT.download}
      isPending={run.isPending}
      handleSubmit={form.handleSubmit}
      onValid={(v) => void run.run(v)}
    >
      <p>{help}</p>
      {chooseFormat ? (
        <FormRadioGroup
          control={form.control}
          name="format"
          label={CONSOLE_EXPORT_TEXT.format}
          options={CONSOLE_EXPORT_TEXT.formats}
          orientation="horizontal"
          isRequired
        />
      ) : null}
      <FormTextField
        control={form.control}
        name="reason"
        label={CONSOLE_EXPORT_TEXT.reason}
        multiline
        maxLength={500}
        isRequired
      />
    </FormDialog>
  );
}
