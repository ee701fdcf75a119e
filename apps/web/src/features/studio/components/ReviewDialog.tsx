import { REVIEW_MAX_LENGTH } from '@onfan/contracts/studio';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import { serverErrorMessage } from '@/lib/modal/save-with-confirm';
import { MODAL_TEXT } from '@/lib/modal/modal-constants';
import { useSubmitGuard } from '@/lib/modal/use-submit-guard';
import { studioKeys } from '../queries';
import { studioApi } from '../studio-api';

export const REVIEW_DIALOG_TEXT = {
  title: '이용 후기 작성',
  score: '별점',
  comment: '후기 내용',
  help: `${REVIEW_MAX_LENGTH}자 이내로 입력해주세요.`,
  save: '후기 등록',
  cancel: '취소',
  star: (n: number) => `${'★'.repeat(n)} ${n}점`,
} as const;

/** The review modal (roomId, rsvtId): 1-5 stars, up to 150 characters, save disabled while the text is blank. */
export function ReviewDialog({
  target,
  onClose,
}: {
  target: { roomId: number; rsvtId: number; roomNm: string } | null;
  onClose: () => void;
}) {
  const [score, setScore] = useState('5');
  const [comment, setComment] = useState('');
  const guard = useSubmitGuard();
  const queryClient = useQueryClient();
  const close = () => {
    setScore('5');
    setComment('');
    onClose();
  };

  const save = () =>
    guard.run(async () => {
      if (!target || !comment.trim()) return;
      try {
        const res = await studioApi.writeReview(target.roomId, {
          rsvtId: target.rsvtId,
          revwCmnt: comment.trim().slice(0, REVIEW_MAX_LENGTH),
          starrtScore: Number(score),
        });
        await queryClient.invalidateQueries({ queryKey: studioKeys.all });
        await modal.alert(res.message);
        close();
      } catch (error) {
        await modal.alert(serverErrorMessage(error) ?? MODAL_TEXT.genericError);
      }
    });

  return (
    <Dialog
      isOpen={target !== null}
      onClose={close}
      title={`${REVIEW_DIALOG_TEXT.title}${target ? ` - ${target.roomNm}` : ''}`}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {REVIEW_DIALOG_TEXT.cancel}
          </Button>
          <Button onPress={() => void save()} isDisabled={!comment.trim()} isPending={guard.pending}>
            {REVIEW_DIALOG_TEXT.save}
          </Button>
        </>
      }
    >
      <RadioGroup
        label={REVIEW_DIALOG_TEXT.score}
        options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: REVIEW_DIALOG_TEXT.star(n) }))}
        value={score}
        onChange={setScore}
        orientation="horizontal"
        isRequired
      />
      <TextField
        label={REVIEW_DIALOG_TEXT.comment}
        value={comment}
        onChange={(value) => setComment(value.slice(0, REVIEW_MAX_LENGTH))}
        multiline
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        showCounter
        description={REVIEW_DIALOG_TEXT.help}
        isRequired
      />
    </Dialog>
  );
}
