import type { BrcReportReason } from '@onfan/contracts/broadcast';
import { BRC_REPORT_REASON_NAMES, BRC_REPORT_REASONS, brcReportBodySchema } from '@onfan/contracts/broadcast';
import { ReasonDialog } from '@/components/form/ReasonDialog';
import { useBroadcastReport } from '../broadcast-api';

export const BRC_REPORT_TEXT = {
  title: '방송 신고',
  help: '200자 이내로 입력해주세요. 운영자가 확인 후 조치합니다.',
} as const;

const REASONS = BRC_REPORT_REASONS.map((value) => ({ value, label: BRC_REPORT_REASON_NAMES[value] }));
const schema = brcReportBodySchema.pick({ rsnCd: true, rsnCn: true });

/** Report a broadcast (brcDclr, once per member): one of the reasons and, if the member likes, a few words. */
export function BroadcastReportDialog({ brcInfoNo, onClose }: { brcInfoNo: number | null; onClose: () => void }) {
  const report = useBroadcastReport(brcInfoNo ?? 0, { onDone: onClose });
  return (
    <ReasonDialog
      isOpen={brcInfoNo !== null}
      title={BRC_REPORT_TEXT.title}
      help={BRC_REPORT_TEXT.help}
      reasons={REASONS}
      schema={schema}
      isPending={report.isPending}
      onClose={onClose}
      onSend={(v) => {
        if (brcInfoNo !== null) void report.run({ rsnCd: v.rsnCd as BrcReportReason, rsnCn: v.rsnCn });
      }}
    />
  );
}
