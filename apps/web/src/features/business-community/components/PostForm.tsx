import { zodResolver } from '@hookform/resolvers/zod';
import type { CmntBoard, PostDetail } from '@onfan/contracts/business-community';
import {
  postBodySchema,
  BUSINESS_COMMUNITY_ATCH_ACCEPT,
  BUSINESS_COMMUNITY_MAX_ATCH,
  BUSINESS_COMMUNITY_MESSAGES,
} from '@onfan/contracts/business-community';
import { COMMUNITY_TITLE_MAX } from '@onfan/contracts/community';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { refusalMessage } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';
import { uploadPostAttachments, uploadPostImages, useSavePost } from '../business-community-api';
import styles from './BusinessCommunity.module.css';
import { Form } from '@/components/ui/Form';

export const FORM_TEXT = {
  board: '게시판',
  boardPlaceholder: '게시판을 선택해주세요',
  title: '제목',
  body: '내용',
  pin: '공지로 고정',
  files: '첨부파일',
  addFiles: '파일 첨부',
  filesHelp: `PDF, 한글(HWP), 오피스 문서, ZIP, 이미지 파일을 ${BUSINESS_COMMUNITY_MAX_ATCH}개까지 첨부할 수 있습니다.`,
  uploading: '파일을 올리는 중입니다.',
  removeFile: (name: string) => `${name} 첨부 삭제`,
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
  const [files, setFiles] = useState<{ fileId: string; fileNm: string }[]>(post?.atchList ?? []);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const filesId = useId();
  const setAttached = (next: { fileId: string; fileNm: string }[]) => {
    setFiles(next);
    atch.field.onChange(next.map((f) => f.fileId));
  };
  const addFiles = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (picked.length === 0) return;
    if (files.length + picked.length > BUSINESS_COMMUNITY_MAX_ATCH) {
      await modal.alert(BUSINESS_COMMUNITY_MESSAGES.atchTooMany);
      return;
    }
    setUploading(true);
    try {
      const saved = await uploadPostAttachments(picked);
      setAttached([...files, ...saved]);
    } catch (err) {
      await modal.alert(refusalMessage(err));
    } finally {
      setUploading(false);
    }
  };
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
          {uploading ? FORM_TEXT.uploading : FORM_TEXT.filesHelp}
        </p>
        {files.length > 0 ? (
          <ul className={styles.fileList}>
            {files.map((f) => (
              <li key={f.fileId} className={styles.actions}>
                <span>{f.fileNm}</span>
                <Button
                  size="small"
                  variant="text"
                  onPress={() => setAttached(files.filter((x) => x.fileId !== f.fileId))}
                >
                  {FORM_TEXT.removeFile(f.fileNm)}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            isDisabled={uploading || files.length >= BUSINESS_COMMUNITY_MAX_ATCH}
            onPress={() => fileInput.current?.click()}
          >
            {FORM_TEXT.addFiles}
          </Button>
        </div>
        {/* The button above opens it: the picker's own text would be in the browser's language. */}
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={BUSINESS_COMMUNITY_ATCH_ACCEPT}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => void addFiles(e.target.files)}
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
