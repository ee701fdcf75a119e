import { zodResolver } from '@hookform/resolvers/zod';
import type { CmntBoard, PostDetail } from '@onfan/contracts/scommunity';
import { postBodySchema } from '@onfan/contracts/scommunity';
import { COMMUNITY_TITLE_MAX } from '@onfan/contracts/community';
import type { ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { uploadPostImages, useSavePost } from '../scommunity-api';
import styles from './Scommunity.module.css';

export const FORM_TEXT = {
  board: '게시판',
  boardPlaceholder: '게시판을 선택해주세요',
  title: '제목',
  body: '내용',
  pin: '공지로 고정',
  save: '등록',
  update: '수정',
  cancel: '취소',
} as const;

/** The rich-text editor a page hands in (the community board's TipTap editor): features do not import each other. */
export type EditorSlot = (props: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  uploadImages: (files: readonly File[]) => Promise<string[]>;
}) => ReactNode;

type FormInput = z.input<typeof postBodySchema>;
type FormValues = z.output<typeof postBodySchema>;

/** Write a post in one of the community's members' boards, or edit one's own; managers may pin it as a notice. */
export function PostForm({
  cmntId,
  boards,
  canPin,
  post,
  editor,
  onDone,
  onCancel,
}: {
  cmntId: number;
  boards: readonly CmntBoard[];
  canPin: boolean;
  post?: PostDetail;
  editor: EditorSlot;
  onDone: (cmntPostId: number) => void;
  onCancel: () => void;
}) {
  const postBoards = boards.filter((b) => b.brdSeCd === 'POST');
  const { control, handleSubmit } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(postBodySchema),
    defaultValues: {
      cmntId,
      cmntBrdMntId: String(post?.cmntBrdMntId ?? postBoards[0]?.cmntBrdMntId ?? ''),
      postTit: post?.postTit ?? '',
      postCn: post?.postCn ?? '',
      fixYn: post?.fixYn ?? 'N',
    },
  });
  const body = useController({ control, name: 'postCn' });
  const pin = useController({ control, name: 'fixYn' });
  const save = useSavePost(post?.cmntPostId ?? 0, { onDone: (r) => onDone(r.cmntPostId) });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void handleSubmit((values) => void save.run(values), showFormErrors)();
      }}
    >
      <FormSelect
        control={control}
        name="cmntBrdMntId"
        label={FORM_TEXT.board}
        placeholder={FORM_TEXT.boardPlaceholder}
        options={postBoards.map((b) => ({ value: String(b.cmntBrdMntId), label: b.brdNm }))}
        isRequired
      />
      <FormTextField
        control={control}
        name="postTit"
        label={FORM_TEXT.title}
        maxLength={COMMUNITY_TITLE_MAX}
        showCounter
        isRequired
      />
      {editor({
        label: FORM_TEXT.body,
        initialHtml: post?.postCn ?? '',
        onChange: (html) => body.field.onChange(html),
        uploadImages: uploadPostImages,
      })}
      {canPin ? (
        <Checkbox isSelected={pin.field.value === 'Y'} onChange={(on) => pin.field.onChange(on ? 'Y' : 'N')}>
          {FORM_TEXT.pin}
        </Checkbox>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {FORM_TEXT.cancel}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {post ? FORM_TEXT.update : FORM_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
