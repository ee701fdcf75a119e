import { zodResolver } from '@hookform/resolvers/zod';
import type { CmntBoard, PostDetail } from '@onfan/contracts/business-community';
import {
  postBodySchema,
  BUSINESS_COMMUNITY_ATCH_ACCEPT,
  BUSINESS_COMMUNITY_MAX_ATCH,
  BUSINESS_COMMUNITY_MESSAGES,
} from '@onfan/contracts/business-community';
import { COMMUNITY_TITLE_MAX } from '@onfan/contracts/community';
import { type ReactNode, useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormSelect, FormTextField } from '@/components/form/form-fields';
import { useWriteFiles, WriteFileList, WriteFilePicker, writeFilesText } from '@/components/form/WriteFiles';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { uploadPostAttachments, uploadPostImages, useSavePost } from '../business-community-api';
import styles from './BusinessCommunity.module.css';
import { Form } from '@/components/ui/Form';

export const FORM_TEXT = {
  board: '게시판',
  boardPlaceholder: '게시판을 선택해주세요',
  title: '제목',
  body: '내용',
  pin: '공지로 고정',
  ...writeFilesText(BUSINESS_COMMUNITY_MAX_ATCH),
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
      atchFileIds: post?.atchList.map((f) => f.fileId) ?? [],
    },
  });
  const atch = useController({ control, name: 'atchFileIds' });
  const attached = useWriteFiles<{ fileId: string; fileNm: string }>({
    initial: post?.atchList ?? [],
    max: BUSINESS_COMMUNITY_MAX_ATCH,
    tooMany: BUSINESS_COMMUNITY_MESSAGES.atchTooMany,
    upload: uploadPostAttachments,
    onChange: atch.field.onChange,
  });
  const filesId = useId();
  const body = useController({ control, name: 'postCn' });
  const pin = useController({ control, name: 'fixYn' });
  const save = useSavePost(post?.cmntPostId ?? 0, { onDone: (r) => onDone(r.cmntPostId) });

  return (
    <Form
      className={styles.form}
      noValidate
      onSubmit={() => void handleSubmit((values) => void save.run(values), showFormErrors)()}
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
      <fieldset className={styles.files} aria-describedby={`${filesId}-help`}>
        <legend>{FORM_TEXT.files}</legend>
        <p id={`${filesId}-help`} className={styles.note}>
          {attached.uploading ? FORM_TEXT.uploading : FORM_TEXT.filesHelp}
        </p>
        <WriteFileList
          files={attached}
          removeLabel={FORM_TEXT.removeFile}
          className={styles.fileList}
          itemClassName={styles.actions}
        />
        <WriteFilePicker
          {...attached.picker}
          label={FORM_TEXT.addFiles}
          className={styles.actions}
          accept={BUSINESS_COMMUNITY_ATCH_ACCEPT}
        />
      </fieldset>
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
    </Form>
  );
}
