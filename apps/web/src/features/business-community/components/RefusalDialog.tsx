import { zodResolver } from '@hookform/resolvers/zod';
import { refusalBodySchema, BUSINESS_COMMUNITY_MESSAGES } from '@onfan/contracts/business-community';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-fields';
import { FormDialog } from '@/components/form/FormDialog';
import { reasonErrors, useRefuseMember, useRefusePost } from '../business-community-api';

export const REFUSAL_TEXT = {
  memberTitle: '가입 신청 거절',
  postTitle: '게시글 거절',
  memberHelp: (who: string) => `${who} 회원의 가입 신청을 거절합니다. 회원에게 거절 사유를 문자로 알립니다.`,
  postHelp: (title: string) => `'${title}' 글을 거절합니다. 글은 삭제되고 작성자에게 거절 사유를 문자로 알립니다.`,
  reason: BUSINESS_COMMUNITY_MESSAGES.refusalReasonLabel,
  cancel: '취소',
  refuse: '거절',
} as const;

/** What a manager refuses: a join request or a first post waiting for approval. */
export type RefusalTarget =
  { kind: 'member'; userId: number; name: string } | { kind: 'post'; cmntPostId: number; title: string };

/**
 * A manager's refusal on the community's page: the reason the member is told, typed in a labelled text area (the
 * Korean message at the field when it is empty or too long, the server's too), sent by the refusal call. Closing
 * returns focus to the button that opened it (the dialog's own); a refusal at the field keeps what was typed.
 */
export function RefusalDialog({
  cmntId,
  target,
  onClose,
}: {
  cmntId: number;
  target: RefusalTarget;
  onClose: () => void;
}) {
  const form = useForm({ resolver: zodResolver(refusalBodySchema), defaultValues: { reason: '' } });
  // The server's field errors are shown at the field, the dialog staying open; any other refusal closes it.
  const atField = (error: unknown) => {
    const messages = reasonErrors(error);
    if (messages) form.setError('reason', { message: messages[0] });
    return messages !== null;
  };
  const handlers = {
    onDone: onClose,
    handleRefusal: atField,
    onRefused: (error: unknown) => {
      if (reasonErrors(error) === null) onClose();
    },
  };
  const member = useRefuseMember(cmntId, handlers);
  const post = useRefusePost(cmntId, handlers);
  const send = ({ reason }: { reason: string }) =>
    target.kind === 'member'
      ? void member.run({ userId: target.userId, reason })
      : void post.run({ cmntPostId: target.cmntPostId, reason });
  return (
    <FormDialog
      title={target.kind === 'member' ? REFUSAL_TEXT.memberTitle : REFUSAL_TEXT.postTitle}
      onClose={onClose}
      cancel={REFUSAL_TEXT.cancel}
      send={REFUSAL_TEXT.refuse}
      isPending={member.isPending || post.isPending}
      handleSubmit={form.handleSubmit}
      onValid={send}
    >
      <p>{target.kind === 'member' ? REFUSAL_TEXT.memberHelp(target.name) : REFUSAL_TEXT.postHelp(target.title)}</p>
      <FormTextField
        control={form.control}
        name="reason"
        label={REFUSAL_TEXT.reason}
        multiline
        rows={3}
        maxLength={500}
        showCounter
        isRequired
      />
    </FormDialog>
  );
}
