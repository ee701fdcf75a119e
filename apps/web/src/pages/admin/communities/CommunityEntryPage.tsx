import { zodResolver } from '@hookform/resolvers/zod';
import type { CmntEntryDetail, EntryBoard } from '@onfan/contracts/business-community.admin';
import {
  CMNT_ENTRY_MAX_ATCH,
  cmntEntryWriteBodySchema,
  ENTRY_BOARD_NAMES,
  ENTRY_BOARDS,
  BUSINESS_COMMUNITY_DESK_MESSAGES,
} from '@onfan/contracts/business-community.admin';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useController, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { useWriteFiles, WriteFileList, WriteFilePicker, writeFilesText } from '@/components/form/WriteFiles';
import { Button, LinkButton } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { PageHeader } from '@/components/ui/PageHeader';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import consoleStyles from '@/features/admin/components/console.module.css';
import { RichTextEditor } from '@/features/community/components/RichTextEditor';
import {
  cmntEntryQuery,
  uploadCmntEntryFiles,
  useCreateCmntEntry,
  useUpdateCmntEntry,
} from '@/features/business-community/business-community-admin-api';
import { isApiError } from '@/lib/api/api-client';
import formStyles from '@/features/admin/components/console-form.module.css';
import styles from './communities.module.css';
import { Form } from '@/components/ui/Form';

export const ENTRY_TEXT = {
  create: '커뮤니티 게시물 쓰기',
  edit: '커뮤니티 게시물 수정',
  description: '커뮤니티 화면의 공지사항이나 자료실에 올라갑니다.',
  board: '게시판',
  tit: '제목',
  cn: '내용',
  fixYn: '상단 고정 (목록 맨 위에 보입니다)',
  ...writeFilesText(CMNT_ENTRY_MAX_ATCH),
  save: '등록',
  update: '수정',
  cancel: '커뮤니티로',
  notFound: BUSINESS_COMMUNITY_DESK_MESSAGES.entryNotFound,
} as const;

const BOARD_OPTIONS = ENTRY_BOARDS.map((b) => ({ value: b, label: ENTRY_BOARD_NAMES[b] }));
const FORM_FIELDS = new Set(['brdSeCd', 'brdTit', 'brdCn', 'atchFileIds']);

type FormInput = z.input<typeof cmntEntryWriteBodySchema>;
type FormValues = z.output<typeof cmntEntryWriteBodySchema>;

function EntryForm({ cmntId, entry, board }: { cmntId: number; entry?: CmntEntryDetail; board: EntryBoard }) {
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(cmntEntryWriteBodySchema),
    defaultValues: {
      brdSeCd: entry?.brdSeCd ?? board,
      brdTit: entry?.brdTit ?? '',
      brdCn: entry?.brdCn ?? '',
      fixYn: entry?.fixYn ?? 'N',
      atchFileIds: entry?.atchFiles.map((f) => f.fileId) ?? [],
    },
  });
  const body = useController({ control, name: 'brdCn' });
  const pin = useController({ control, name: 'fixYn' });
  const atch = useController({ control, name: 'atchFileIds' });
  const attached = useWriteFiles({
    initial: entry?.atchFiles ?? [],
    max: CMNT_ENTRY_MAX_ATCH,
    tooMany: BUSINESS_COMMUNITY_DESK_MESSAGES.atchTooMany,
    upload: uploadCmntEntryFiles,
    onChange: atch.field.onChange,
  });
  const filesId = useId();
  // The server's field errors are shown at their fields; what was typed stays.
  const atFields = (error: unknown) => {
    if (!isApiError(error) || !error.errors?.length) return false;
    if (!error.errors.every((e) => FORM_FIELDS.has(e.field))) return false;
    for (const e of error.errors) setError(e.field as FieldPath<FormInput>, { message: e.message });
    return true;
  };
  const back = () => void navigate(`/admin/communities/${cmntId}`);
  const create = useCreateCmntEntry({ onDone: back, handleRefusal: atFields });
  const update = useUpdateCmntEntry({ onDone: back, handleRefusal: atFields });
  const send = (v: FormValues) => {
    if (entry) {
      const { brdSeCd: _board, ...rest } = v;
      void update.run({ ...rest, cmntId, cmntBrdId: entry.cmntBrdId, updtDt: entry.updtDt });
    } else void create.run({ ...v, cmntId });
  };

  return (
    <Form className={styles.form} noValidate onSubmit={() => void handleSubmit(send, showFormErrors)()}>
      {entry ? null : (
        <FormRadioGroup
          control={control}
          name="brdSeCd"
          label={ENTRY_TEXT.board}
          options={BOARD_OPTIONS}
          orientation="horizontal"
          isRequired
        />
      )}
      <FormTextField control={control} name="brdTit" label={ENTRY_TEXT.tit} maxLength={200} showCounter isRequired />
      <RichTextEditor
        label={ENTRY_TEXT.cn}
        initialHtml={entry?.brdCn ?? ''}
        onChange={(html) => body.field.onChange(html)}
        isRequired
      />
      {body.fieldState.error ? <p role="alert">{body.fieldState.error.message}</p> : null}
      <Checkbox isSelected={pin.field.value === 'Y'} onChange={(on) => pin.field.onChange(on ? 'Y' : 'N')}>
        {ENTRY_TEXT.fixYn}
      </Checkbox>
      <fieldset className={formStyles.fieldset} aria-describedby={`${filesId}-help`}>
        <legend>{ENTRY_TEXT.files}</legend>
        <p id={`${filesId}-help`} className={`${consoleStyles.note} ${formStyles.wide}`} aria-live="polite">
          {attached.uploading ? ENTRY_TEXT.uploading : ENTRY_TEXT.filesHelp}
        </p>
        {atch.fieldState.error ? (
          <p role="alert" className={formStyles.wide}>
            {atch.fieldState.error.message}
          </p>
        ) : null}
        <WriteFileList files={attached} removeLabel={ENTRY_TEXT.removeFile} className={formStyles.wide} />
        <WriteFilePicker {...attached.picker} label={ENTRY_TEXT.addFiles} className={formStyles.wide} />
      </fieldset>
      <div className={formStyles.formActions}>
        <LinkButton href={`/admin/communities/${cmntId}`} variant="secondary">
          {ENTRY_TEXT.cancel}
        </LinkButton>
        <Button type="submit" isPending={create.isPending || update.isPending}>
          {entry ? ENTRY_TEXT.update : ENTRY_TEXT.save}
        </Button>
      </div>
    </Form>
  );
}

/**
 * admin/communities/:cmntId/entries/new and …/:cmntBrdId (커뮤니티 담당, 시스템 관리자): a community's notice or data
 * entry written with the community's editor and attachments, or edited.
 */
export default function CommunityEntryPage() {
  const [search] = useSearchParams();
  const cmntId = Number(useParams().cmntId);
  const entryId = useRecordId('cmntBrdId');
  // An entry is found only in a community the address names.
  const inCommunity = Number.isInteger(cmntId) && cmntId > 0;
  const recordId = { ...entryId, invalid: entryId.invalid || !inCommunity };
  const entry = useQuery({ ...cmntEntryQuery(cmntId, entryId.id), enabled: entryId.editing && inCommunity });
  const board: EntryBoard = search.get('brdSeCd') === 'DATA' ? 'DATA' : 'NOTICE';
  return (
    <ConsoleRecordPage title={ENTRY_TEXT} notFound={ENTRY_TEXT.notFound} recordId={recordId} record={entry}>
      {(detail, title) => (
        <>
          <PageHeader title={title} description={ENTRY_TEXT.description} />
          <EntryForm
            key={detail?.updtDt ?? 'new'}
            cmntId={cmntId}
            board={board}
            {...(detail ? { entry: detail } : {})}
          />
        </>
      )}
    </ConsoleRecordPage>
  );
}
