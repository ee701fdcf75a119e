import type { ReportReason } from '@onfan/contracts/community';
import { REPORT_REASON_NAMES, REPORT_REASONS, reportBodySchema } from '@onfan/contracts/community';
import { ReasonDialog } from '@/components/form/ReasonDialog';
import { useCommentReport } from '../broadcast-api';

export const COMMENT_REPORT_TEXT = {
  title: '댓글 신고',
  help: '200자 이내로 입력해주세요. 신고 3건이 모이면 운영자가 확인할 때까지 숨겨집니다.',
} as const;

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_NAMES[value] }));
const schema = reportBodySchema.pick({ rsnCd: true, rsnCn: true });

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
  const report = useCommentReport(brcInfoNo, vodCmntId, { onDone: onClose });
  return (
    <ReasonDialog
      isOpen={vodCmntId !== null}
      title={COMMENT_REPORT_TEXT.title}
      help={COMMENT_REPORT_TEXT.help}
      reasons={REASONS}
      schema={schema}
      isPending={report.isPending}
      onClose={onClose}
      onSend={(v) => {
        if (vodCmntId !== null) void report.run({ rsnCd: v.rsnCd as ReportReason, rsnCn: v.rsnCn });
      }}
    />
  );
}
