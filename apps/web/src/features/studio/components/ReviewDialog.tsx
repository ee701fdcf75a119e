import { zodResolver } from '@hookform/resolvers/zod';
import type { ReviewFormInput, ReviewFormValues } from '@onfan/contracts/studio';
import { REVIEW_MAX_LENGTH, reviewFormSchema } from '@onfan/contracts/studio';
import { useForm, useWatch } from 'react-hook-form';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useWriteReview } from '../studio-api';

export const REVIEW_DIALOG_TEXT = {
  title: '이용 후기 작성',
  score: '별점',
  comment: '후기 내용',
  help: `${REVIEW_MAX_LENGTH}자 이내로 입력해주세요.`,
  save: '후기 등록',
  cancel: '취소',
  star: (n: number) => `${'★'.repeat(n)} ${n}점`,
} as const;

const SCORES = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: REVIEW_DIALOG_TEXT.star(n) }));

/** The review modal (roomId, rsvtId): 1-5 stars, up to 150 characters, save disabled while the text is blank. */
export function ReviewDialog({
  target,
  onClose,
}: {
  target: { roomId: number; rsvtId: number; roomNm: string } | null;
  onClose: () => void;
}) {
  const { control, handleSubmit, reset } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { starrtScore: '5', revwCmnt: '' },
  });
  const comment = useWatch({ control, name: 'revwCmnt' });
  const close = () => {
    reset();
    onClose();
  };
  const write = useWriteReview(close);
  const save = (values: ReviewFormValues) => {
    if (target) void write.run({ roomId: target.roomId, body: { rsvtId: target.rsvtId, ...values } });
  };

  return (
    <FormDialog
      isOpen={target !== null}
      title={`${REVIEW_DIALOG_TEXT.title}${target ? ` - ${target.roomNm}` : ''}`}
      onClose={close}
      cancel={REVIEW_DIALOG_TEXT.cancel}
      send={REVIEW_DIALOG_TEXT.save}
      isPending={write.isPending}
      isDisabled={!comment?.trim()}
      handleSubmit={handleSubmit}
      onValid={save}
    >
      <FormRadioGroup
        control={control}
        name="starrtScore"
        label={REVIEW_DIALOG_TEXT.score}
        options={SCORES}
        orientation="horizontal"
        isRequired
      />
      <FormTextField
        control={control}
        name="revwCmnt"
        label={REVIEW_DIALOG_TEXT.comment}
        multiline
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        showCounter
        description={REVIEW_DIALOG_TEXT.help}
        isRequired
      />
    </FormDialog>
  );
}
