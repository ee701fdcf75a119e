import type { ReportReason, WritingReportTarget } from '@onfan/contracts/community';
import { REPORT_REASON_NAMES, REPORT_REASONS, reportBodySchema } from '@onfan/contracts/community';
import { ReasonDialog } from '@/components/form/ReasonDialog';
import { useReport } from '../community-api';

export const REPORT_TEXT = {
  post: '게시글 신고',
  comment: '댓글 신고',
  help: '200자 이내로 입력해주세요. 신고 3건이 모이면 운영자가 확인할 때까지 숨겨집니다.',
} as const;

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_NAMES[value] }));
const schema = reportBodySchema.pick({ rsnCd: true, rsnCn: true });

/** Report a post or a comment: one of the four reasons and, if the member likes, a few words. */
export function ReportDialog({
  comunBltartclId,
  target,
  onClose,
}: {
  comunBltartclId: number;
  target: { trgtType: WritingReportTarget; trgtId: number } | null;
  onClose: () => void;
}) {
  const report = useReport(comunBltartclId, { onDone: onClose });
  return (
    <ReasonDialog
      isOpen={target !== null}
      title={
        target?.trgtType === 'comment' || target?.trgtType === 'cmntReply' ? REPORT_TEXT.comment : REPORT_TEXT.post
      }
      help={REPORT_TEXT.help}
      reasons={REASONS}
      schema={schema}
      isPending={report.isPending}
      onClose={onClose}
      onSend={(v) => {
        if (target) void report.run({ ...target, rsnCd: v.rsnCd as ReportReason, rsnCn: v.rsnCn });
      }}
    />
  );
}
