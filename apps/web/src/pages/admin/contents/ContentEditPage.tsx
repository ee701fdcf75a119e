import type { BoardItemDetail, ConsoleBoard, ConsoleBoardInfo } from '@onfan/contracts/content.admin';
import { boardItemBodySchema } from '@onfan/contracts/content.admin';
import { IMAGE_ACCEPT, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { showFormErrors } from '@/components/form/form-check';
import { FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button, LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import styles from '@/features/admin/components/console.module.css';
import desk from './contents.module.css';
import { RichTextEditor } from '@/features/community/components/RichTextEditor';
import {
  boardItemQuery,
  boardsQuery,
  uploadThumbnail,
  useCreateBoardItem,
  useUpdateBoardItem,
} from '@/features/content/content-admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';
import { boardFrom } from './ContentsPage';
import { Form } from '@/components/ui/Form';

export const CONTENT_EDIT_TEXT = {
  create: (board: string) => `${board} 글쓰기`,
  edit: (board: string) => `${board} 게시물 수정`,
  description: '본문은 저장할 때 허용된 서식만 남기고 정리됩니다. 저장하면 공개 화면과 검색에 바로 반영됩니다.',
  back: '목록으로',
  failed: '게시물을 불러오지 못했습니다.',
  category: '분류',
  tit: '제목',
  body: '내용',
  thumbnail: '대표 이미지',
  thumbnailHelp: 'JPG, PNG, GIF, WEBP 파일 하나를 올립니다. 목록에서 게시물 옆에 보입니다.',
  thumbnailPreview: '올린 대표 이미지',
  uploading: '대표 이미지를 올리는 중입니다.',
  removeThumbnail: '대표 이미지 빼기',
  alt: '대표 이미지 대체 텍스트',
  altHelp: '이미지를 볼 수 없는 분께 읽어 줄 설명입니다. 대표 이미지가 있으면 꼭 적습니다.',
  link: '관련 링크(선택)',
  linkHelp: 'http:// 또는 https://로 시작하는 주소',
  save: '등록',
  update: '수정',
  cancel: '취소',
  confirmCreate: '게시물을 등록하시겠습니까?',
  confirmUpdate: '게시물을 수정하시겠습니까?',
  hiddenNote: '이 게시물은 숨김 상태입니다. 목록에서 다시 공개할 수 있습니다.',
} as const;

/** The form's values: text fields as typed ('' for nothing), sent as the contract's body (null for nothing). */
interface FormValues {
  ctgrCode: string;
  tit: string;
  cn: string;
  thmbnlImgPtUrl: string;
  thmbnlImgAlt: string;
  linkUrl: string;
}
/** The values as the contract's body: optional fields left blank are sent as null. */
function bodyOf(v: FormValues) {
  const blank = (x: string) => (x.trim() === '' ? null : x);
  return boardItemBodySchema.safeParse({
    ctgrCode: blank(v.ctgrCode),
    tit: v.tit,
    cn: v.cn,
    thmbnlImgPtUrl: blank(v.thmbnlImgPtUrl),
    thmbnlImgAlt: blank(v.thmbnlImgAlt),
    linkUrl: blank(v.linkUrl),
  });
}

/** The contract's own rules, each message under its field. */
const resolver: Resolver<FormValues> = (values) => {
  const parsed = bodyOf(values);
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'tit');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors } as ReturnType<Resolver<FormValues>>;
};

function ItemForm({
  board,
  info,
  item,
}: {
  board: ConsoleBoard;
  info: ConsoleBoardInfo;
  item: BoardItemDetail | null;
}) {
  const navigate = useNavigate();
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const { control, handleSubmit, setValue } = useForm<FormValues>({
    resolver,
    defaultValues: {
      ctgrCode: item?.ctgrCode ?? '',
      tit: item?.tit ?? '',
      cn: item?.cn ?? '',
      thmbnlImgPtUrl: item?.thmbnlImgPtUrl ?? '',
      thmbnlImgAlt: item?.thmbnlImgAlt ?? '',
      linkUrl: item?.linkUrl ?? '',
    },
  });
  const body = useController({ control, name: 'cn' });
  const thumbnail = useWatch({ control, name: 'thmbnlImgPtUrl' });
  const alt = useWatch({ control, name: 'thmbnlImgAlt' });
  const listHref = `/admin/contents?board=${board}`;
  const done = { onDone: () => navigate(listHref) };
  const create = useCreateBoardItem(board, { confirm: CONTENT_EDIT_TEXT.confirmCreate, ...done });
  const update = useUpdateBoardItem(board, item?.contentsId ?? 0, {
    confirm: CONTENT_EDIT_TEXT.confirmUpdate,
    ...done,
  });
  const send = (values: FormValues) => {
    const parsed = bodyOf(values);
    if (!parsed.success) return;
    const b = parsed.data;
    if (item) void update.run({ ...b, updtDt: item.updtDt });
    else void create.run(b);
  };
  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      setValue('thmbnlImgPtUrl', await uploadThumbnail(file), { shouldDirty: true });
    } catch (error) {
      await modal.alert(error instanceof Error ? error.message : UPLOAD_MESSAGES.editorFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form noValidate className={styles.panel} onSubmit={() => void handleSubmit(send, showFormErrors)()}>
      {item?.expsrYn === 'N' ? <p className={styles.note}>{CONTENT_EDIT_TEXT.hiddenNote}</p> : null}
      {info.categories.length > 0 ? (
        <FormSelect
          control={control}
          name="ctgrCode"
          label={CONTENT_EDIT_TEXT.category}
          options={info.categories.map((c) => ({ value: c.code, label: c.name }))}
          isRequired
        />
      ) : null}
      <FormTextField
        control={control}
        name="tit"
        label={CONTENT_EDIT_TEXT.tit}
        maxLength={200}
        showCounter
        isRequired
      />
      <div className={styles.section}>
        <label htmlFor={fileId}>{CONTENT_EDIT_TEXT.thumbnail}</label>
        <p className={styles.note} id={`${fileId}-help`}>
          {uploading ? CONTENT_EDIT_TEXT.uploading : CONTENT_EDIT_TEXT.thumbnailHelp}
        </p>
        <input
          id={fileId}
          type="file"
          className={desk.file}
          accept={IMAGE_ACCEPT}
          aria-describedby={`${fileId}-help`}
          onChange={(e) => {
            void pick(e.target.files);
            e.target.value = '';
          }}
        />
        {thumbnail ? (
          <>
            <figure className={styles.figure}>
              <img
                className={styles.document}
                src={thumbnail}
                alt={alt || CONTENT_EDIT_TEXT.thumbnailPreview}
                width={240}
              />
              <figcaption>{CONTENT_EDIT_TEXT.thumbnailPreview}</figcaption>
            </figure>
            <Button
              size="small"
              variant="secondary"
              onPress={() => {
                setValue('thmbnlImgPtUrl', '');
                setValue('thmbnlImgAlt', '');
              }}
            >
              {CONTENT_EDIT_TEXT.removeThumbnail}
            </Button>
          </>
        ) : null}
      </div>
      {thumbnail ? (
        <FormTextField
          control={control}
          name="thmbnlImgAlt"
          label={CONTENT_EDIT_TEXT.alt}
          description={CONTENT_EDIT_TEXT.altHelp}
          maxLength={200}
          isRequired
        />
      ) : null}
      <RichTextEditor
        label={CONTENT_EDIT_TEXT.body}
        initialHtml={item?.cn ?? ''}
        onChange={(html) => body.field.onChange(html)}
        isRequired
      />
      <FormTextField
        control={control}
        name="linkUrl"
        type="url"
        label={CONTENT_EDIT_TEXT.link}
        description={CONTENT_EDIT_TEXT.linkHelp}
        maxLength={500}
      />
      <div className={styles.actions}>
        <LinkButton href={listHref} variant="secondary">
          {CONTENT_EDIT_TEXT.cancel}
        </LinkButton>
        <Button type="submit" isPending={create.isPending || update.isPending} isDisabled={uploading}>
          {item ? CONTENT_EDIT_TEXT.update : CONTENT_EDIT_TEXT.save}
        </Button>
      </div>
    </Form>
  );
}

/** admin/contents/:board/new and admin/contents/:board/:contentsId (콘텐츠·시스템 관리자): write or edit an item. */
export default function ContentEditPage() {
  const params = useParams();
  const board = boardFrom(params.board ?? '');
  const contentsId = Number(params.contentsId);
  const editing = params.contentsId !== undefined;
  const boards = useQuery(boardsQuery());
  const item = useQuery({
    ...boardItemQuery(board, contentsId),
    enabled: editing && Number.isInteger(contentsId) && contentsId > 0,
  });
  const info = boards.data?.find((b) => b.board === board);
  const name = info?.name ?? board;
  const title = editing ? CONTENT_EDIT_TEXT.edit(name) : CONTENT_EDIT_TEXT.create(name);

  let content;
  if (boards.isPending || (editing && item.isPending)) content = <Spinner />;
  else if (boards.isError || (editing && item.isError) || !info) {
    content = (
      <EmptyState
        message={CONTENT_EDIT_TEXT.failed}
        description={refusalMessage(boards.error ?? item.error ?? undefined)}
      />
    );
  } else content = <ItemForm key={item.data?.updtDt ?? 'new'} board={board} info={info} item={item.data ?? null} />;

  return (
    <>
      <PageHeader title={title} description={CONTENT_EDIT_TEXT.description} />
      <p>
        <Link to={`/admin/contents?board=${board}`}>{CONTENT_EDIT_TEXT.back}</Link>
      </p>
      {content}
    </>
  );
}
