import { zodResolver } from '@hookform/resolvers/zod';
import type { NoticeDeskDetail } from '@onfan/contracts/notice.admin';
import {
  NOTICE_DESK_MESSAGES,
  NOTICE_DESK_STATE_NAMES,
  NOTICE_MAX_ATCH,
  noticeWriteBodySchema,
} from '@onfan/contracts/notice.admin';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormTextField } from '@/components/form/form-fields';
import { useWriteFiles, WriteFileList, WriteFilePicker, writeFilesText } from '@/components/form/WriteFiles';
import { Button, LinkButton } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { TextField } from '@/components/ui/TextField';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import consoleStyles from '@/features/admin/components/console.module.css';
import { RichTextEditor } from '@/features/community/components/RichTextEditor';
import {
  noticeDeskQuery,
  uploadNoticeFiles,
  useCreateNotice,
  useUpdateNotice,
} from '@/features/notice/notice-admin-api';
import styles from '@/features/admin/components/console-form.module.css';
import { Form } from '@/components/ui/Form';

export const NOTICE_WRITE_TEXT = {
  create: '공지사항 쓰기',
  edit: '공지사항 수정',
  description: '게시 기간과 팝업 기간은 서울 시각입니다. 게시 시작을 비워 두면 등록하는 즉시 게시됩니다.',
  state: (name: string) => `현재 상태: ${name}`,
  tit: '제목',
  cn: '내용',
  fixYn: '상단 고정 (목록 맨 위에 보입니다)',
  posting: '게시 기간',
  pstgBgngDt: '게시 시작',
  pstgEndDt: '게시 종료',
  pstgHelp: '비워 두면 등록 즉시 / 종료 없이 게시됩니다.',
  popup: '팝업',
  popupYn: '메인 화면에 팝업으로 띄우기',
  popupBgngDe: '팝업 시작일',
  popupEndDe: '팝업 종료일',
  popupHideDays: '보지 않기 기간',
  hideOptions: [
    { value: '1', label: '1일 (오늘 하루 보지 않기)' },
    { value: '30', label: '30일 (30일 동안 보지 않기)' },
  ],
  ...writeFilesText(NOTICE_MAX_ATCH),
  save: '등록',
  update: '수정',
  cancel: '목록으로',
  notFound: NOTICE_DESK_MESSAGES.notFound,
} as const;

type FormInput = z.input<typeof noticeWriteBodySchema>;
type FormValues = z.output<typeof noticeWriteBodySchema>;

function NoticeForm({ notice }: { notice?: NoticeDeskDetail }) {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(noticeWriteBodySchema),
    defaultValues: {
      tit: notice?.tit ?? '',
      cn: notice?.cn ?? '',
      fixYn: notice?.fixYn ?? 'N',
      pstgBgngDt: notice?.pstgBgngDt ?? null,
      pstgEndDt: notice?.pstgEndDt ?? null,
      popupYn: notice?.popupYn ?? 'N',
      popupBgngDe: notice?.popupBgngDe ?? null,
      popupEndDe: notice?.popupEndDe ?? null,
      popupHideDays: notice?.popupHideDays ?? 1,
      atchFileIds: notice?.atchFiles.map((f) => f.fileId) ?? [],
    },
  });
  const body = useController({ control, name: 'cn' });
  const pin = useController({ control, name: 'fixYn' });
  const popupYn = useController({ control, name: 'popupYn' });
  const hideDays = useController({ control, name: 'popupHideDays' });
  const atch = useController({ control, name: 'atchFileIds' });
  const attached = useWriteFiles({
    initial: notice?.atchFiles ?? [],
    max: NOTICE_MAX_ATCH,
    tooMany: NOTICE_DESK_MESSAGES.atchTooMany,
    upload: uploadNoticeFiles,
    onChange: atch.field.onChange,
  });
  const filesId = useId();
  const toList = () => void navigate('/admin/notices');
  const create = useCreateNotice({ onDone: toList });
  const update = useUpdateNotice({ onDone: toList });
  // Empty date fields mean 'none' (null), as the contract reads them.
  const send = (v: FormValues) => {
    if (notice) void update.run({ ...v, ntcId: notice.ntcId, updtDt: notice.updtDt });
    else void create.run(v);
  };
  const popupOn = popupYn.field.value === 'Y';

  return (
    <Form className={styles.form} noValidate onSubmit={() => void handleSubmit(send, showFormErrors)()}>
      <FormTextField
        control={control}
        name="tit"
        label={NOTICE_WRITE_TEXT.tit}
        maxLength={200}
        showCounter
        isRequired
      />
      <RichTextEditor
        label={NOTICE_WRITE_TEXT.cn}
        initialHtml={notice?.cn ?? ''}
        onChange={(html) => body.field.onChange(html)}
        isRequired
      />
      {body.fieldState.error ? <p role="alert">{body.fieldState.error.message}</p> : null}
      <Checkbox isSelected={pin.field.value === 'Y'} onChange={(on) => pin.field.onChange(on ? 'Y' : 'N')}>
        {NOTICE_WRITE_TEXT.fixYn}
      </Checkbox>
      <fieldset className={styles.fieldset}>
        <legend>{NOTICE_WRITE_TEXT.posting}</legend>
        <NullableDateField
          control={control}
          name="pstgBgngDt"
          label={NOTICE_WRITE_TEXT.pstgBgngDt}
          type="datetime-local"
        />
        <NullableDateField
          control={control}
          name="pstgEndDt"
          label={NOTICE_WRITE_TEXT.pstgEndDt}
          type="datetime-local"
          description={NOTICE_WRITE_TEXT.pstgHelp}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{NOTICE_WRITE_TEXT.popup}</legend>
        <div className={styles.wide}>
          <Checkbox isSelected={popupYn.field.value === 'Y'} onChange={(on) => popupYn.field.onChange(on ? 'Y' : 'N')}>
            {NOTICE_WRITE_TEXT.popupYn}
          </Checkbox>
        </div>
        {popupOn ? (
          <>
            <NullableDateField
              control={control}
              name="popupBgngDe"
              label={NOTICE_WRITE_TEXT.popupBgngDe}
              type="date"
              isRequired
            />
            <NullableDateField
              control={control}
              name="popupEndDe"
              label={NOTICE_WRITE_TEXT.popupEndDe}
              type="date"
              isRequired
            />
            <RadioGroup
              label={NOTICE_WRITE_TEXT.popupHideDays}
              options={NOTICE_WRITE_TEXT.hideOptions}
              orientation="horizontal"
              value={String(hideDays.field.value ?? 1)}
              onChange={(x) => hideDays.field.onChange(Number(x))}
              errorMessage={hideDays.fieldState.error?.message ?? null}
            />
          </>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset} aria-describedby={`${filesId}-help`}>
        <legend>{NOTICE_WRITE_TEXT.files}</legend>
        <p id={`${filesId}-help`} className={`${consoleStyles.note} ${styles.wide}`} aria-live="polite">
          {attached.uploading ? NOTICE_WRITE_TEXT.uploading : NOTICE_WRITE_TEXT.filesHelp}
        </p>
        <WriteFileList files={attached} removeLabel={NOTICE_WRITE_TEXT.removeFile} className={styles.fileList} />
        <WriteFilePicker {...attached.picker} label={NOTICE_WRITE_TEXT.addFiles} className={styles.wide} />
      </fieldset>
      <div className={styles.formActions}>
        <LinkButton href="/admin/notices" variant="secondary">
          {NOTICE_WRITE_TEXT.cancel}
        </LinkButton>
        <Button type="submit" isPending={create.isPending || update.isPending}>
          {notice ? NOTICE_WRITE_TEXT.update : NOTICE_WRITE_TEXT.save}
        </Button>
      </div>
    </Form>
  );
}

/** A date or date-and-time field whose empty value is null (no start, no end). */
function NullableDateField({
  control,
  name,
  label,
  type,
  description,
  isRequired,
}: {
  control: ReturnType<typeof useForm<FormInput, unknown, FormValues>>['control'];
  name: 'pstgBgngDt' | 'pstgEndDt' | 'popupBgngDe' | 'popupEndDe';
  label: string;
  type: 'date' | 'datetime-local';
  description?: string;
  isRequired?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      type={type}
      value={field.value ?? ''}
      onChange={(v) => field.onChange(v === '' ? null : v)}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message ?? null}
      {...(description ? { description } : {})}
      {...(isRequired ? { isRequired } : {})}
    />
  );
}

/** admin/notices/new and admin/notices/:ntcId (콘텐츠 담당, 시스템 관리자): write a notice, or edit one. */
export default function NoticeWritePage() {
  const recordId = useRecordId('ntcId');
  const notice = useQuery({ ...noticeDeskQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={NOTICE_WRITE_TEXT}
      notFound={NOTICE_WRITE_TEXT.notFound}
      recordId={recordId}
      record={notice}
    >
      {(detail, title) => (
        <>
          <PageHeader
            title={title}
            description={
              detail
                ? `${NOTICE_WRITE_TEXT.state(NOTICE_DESK_STATE_NAMES[detail.state])}. ${NOTICE_WRITE_TEXT.description}`
                : NOTICE_WRITE_TEXT.description
            }
          />
          <NoticeForm key={detail?.updtDt ?? 'new'} {...(detail ? { notice: detail } : {})} />
        </>
      )}
    </ConsoleRecordPage>
  );
}
