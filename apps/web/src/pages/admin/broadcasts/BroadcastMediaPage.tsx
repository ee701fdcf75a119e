import type { MediaDesk } from '@onfan/contracts/broadcast-media.admin';
import {
  BROADCAST_MEDIA_MESSAGES,
  MEDIA_JOB_STATE_NAMES,
  MEDIA_UPLOAD_ACCEPT,
  mediaTooLarge,
} from '@onfan/contracts/broadcast-media.admin';
import { BRC_TYPE_NAMES, type BrcType } from '@onfan/contracts/broadcast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import consoleStyles from '@/features/admin/components/console.module.css';
import { useFieldErrors } from '@/features/admin/components/use-field-errors';
import type { MediaUpload } from '@/features/broadcast/broadcast-media-api';
import {
  broadcastMediaKeys,
  mediaDeskQuery,
  startTranscode,
  uploadMedia,
  useMediaJobStream,
} from '@/features/broadcast/broadcast-media-api';
import { refusalMessage } from '@/lib/api/use-command';
import styles from './broadcast-media.module.css';
import { Form } from '@/components/ui/Form';

/** The upload's field: the server names it in its refusals (`mediaFile`). */
const FIELD = 'mediaFile';

export const MEDIA_TEXT = {
  title: '영상 올리기',
  description:
    '다시보기나 숏폼 영상(MP4 또는 MOV)을 올리면 시청 화면에서 재생할 수 있게 변환합니다. 변환이 끝나야 시청 화면의 영상이 바뀝니다.',
  broadcast: (tit: string, type: string) => `${tit} (${type})`,
  file: '영상 파일',
  fileLabel: (maxMb: number) => `올릴 영상 파일 (MP4 또는 MOV, ${maxMb}MB 이하)`,
  fileHelp:
    '파일 종류는 파일 이름이 아니라 내용으로 확인합니다. 올리는 중 연결이 끊기면 같은 파일을 다시 골라 올리기를 누르면 이어서 올립니다.',
  chooseFirst: '올릴 영상 파일을 골라 주세요.',
  upload: '올리기',
  pause: '멈추기',
  uploading: (pct: number) => `영상을 올리는 중입니다: ${pct}%`,
  uploadProgress: '올리기 진행률',
  paused: '올리기를 멈췄습니다. 같은 파일로 올리기를 누르면 이어서 올립니다.',
  transcode: '변환',
  transcodeProgress: '변환 진행률',
  state: (state: string, pct: number) => `${state}: ${pct}%`,
  lastFile: (name: string) => `올린 파일: ${name}`,
  done: '변환이 끝났습니다. 시청 화면에서 새 영상이 재생됩니다.',
  captions: '자막 편집',
  view: '시청 화면 보기',
  noMedia: '이 방송에는 아직 영상이 없습니다.',
  notFound: BROADCAST_MEDIA_MESSAGES.notFound,
} as const;

const MB = 1024 * 1024;

function Transcode({ desk }: { desk: MediaDesk }) {
  const job = desk.job;
  if (!job) return <p className={consoleStyles.note}>{desk.hasMedia ? null : MEDIA_TEXT.noMedia}</p>;
  const name = MEDIA_JOB_STATE_NAMES[job.stsCd];
  return (
    <div className={styles.fieldset} role="group" aria-labelledby="transcode-title">
      <h2 id="transcode-title" className={styles.groupTitle}>
        {MEDIA_TEXT.transcode}
      </h2>
      <p className={consoleStyles.note}>{MEDIA_TEXT.lastFile(job.fileNm)}</p>
      <progress className={styles.progress} max={100} value={job.prgrsPct} aria-label={MEDIA_TEXT.transcodeProgress} />
      <p role="status" data-testid="transcode-state">
        {MEDIA_TEXT.state(name, job.prgrsPct)}
      </p>
      {job.stsCd === 'DONE' ? <p className={consoleStyles.note}>{MEDIA_TEXT.done}</p> : null}
      {job.stsCd === 'FAIL' && job.errMsg ? (
        <p role="alert" className={styles.error}>
          {job.errMsg}
        </p>
      ) : null}
    </div>
  );
}

function MediaForm({ desk }: { desk: MediaDesk }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<MediaUpload | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errors = useFieldErrors();
  const inputId = useId();
  const maxMb = Math.floor(desk.maxBytes / MB);
  const busy = desk.job?.stsCd === 'WAIT' || desk.job?.stsCd === 'RUN';
  const uploading = sent !== null;

  // Leaving the page pauses the upload; choosing the same file again resumes it.
  useEffect(() => () => running.current?.abort(), []);

  const fieldError = error ?? errors.of(FIELD);
  const send = async () => {
    setStatus(null);
    setError(null);
    errors.reset();
    if (!file) return setError(MEDIA_TEXT.chooseFirst);
    if (file.size > desk.maxBytes) return setError(mediaTooLarge(desk.maxBytes));
    setSent(0);
    const upload = uploadMedia(desk.brcInfoNo, file, (bytes, total) =>
      setSent(total > 0 ? Math.floor((bytes / total) * 100) : 0),
    );
    running.current = upload;
    try {
      const uploadId = await upload.done;
      const started = await startTranscode({ brcInfoNo: desk.brcInfoNo, uploadId, updtDt: desk.updtDt });
      setStatus(started.message);
      setFile(null);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: broadcastMediaKeys.all });
    } catch (err) {
      errors.showRefusal(err);
      setError(refusalMessage(err));
    } finally {
      running.current = null;
      setSent(null);
    }
  };
  const pause = () => {
    running.current?.abort();
    running.current = null;
    setSent(null);
    setStatus(MEDIA_TEXT.paused);
  };
  const vodHref =
    desk.brcTypeDcd === '3' ? `/broadcast/shorts/${desk.brcInfoNo}/view` : `/broadcast/${desk.brcInfoNo}/view`;

  return (
    <Form className={styles.form} noValidate onSubmit={() => void send()}>
      <fieldset className={styles.fieldset} aria-describedby={`${inputId}-help`}>
        <legend>{MEDIA_TEXT.file}</legend>
        <label htmlFor={inputId}>{MEDIA_TEXT.fileLabel(maxMb)}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          className={styles.fileInput}
          accept={MEDIA_UPLOAD_ACCEPT}
          disabled={uploading || busy}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${inputId}-help${fieldError ? ` ${inputId}-error` : ''}`}
          data-testid="media-file"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
            errors.reset();
          }}
        />
        <p id={`${inputId}-help`} className={consoleStyles.note}>
          {MEDIA_TEXT.fileHelp}
        </p>
        {fieldError ? (
          <p id={`${inputId}-error`} role="alert" className={styles.error}>
            {fieldError}
          </p>
        ) : null}
        {uploading ? (
          <>
            <progress className={styles.progress} max={100} value={sent} aria-label={MEDIA_TEXT.uploadProgress} />
            <p role="status">{MEDIA_TEXT.uploading(sent)}</p>
          </>
        ) : null}
        {busy ? <p className={consoleStyles.note}>{BROADCAST_MEDIA_MESSAGES.jobRunning}</p> : null}
      </fieldset>
      {status ? (
        <p className={consoleStyles.note} role="status">
          {status}
        </p>
      ) : null}
      <Transcode desk={desk} />
      <div className={styles.formActions}>
        <LinkButton href={`/admin/broadcasts/${desk.brcInfoNo}/captions`} variant="secondary">
          {MEDIA_TEXT.captions}
        </LinkButton>
        <LinkButton href={vodHref} variant="secondary">
          {MEDIA_TEXT.view}
        </LinkButton>
        {uploading ? (
          <Button variant="secondary" onPress={pause}>
            {MEDIA_TEXT.pause}
          </Button>
        ) : null}
        <Button type="submit" isPending={uploading} isDisabled={busy}>
          {MEDIA_TEXT.upload}
        </Button>
      </div>
    </Form>
  );
}

/** admin/broadcasts/:brcInfoNo/media (방송 담당, 시스템 관리자): a recording's or a short's video uploaded and transcoded. */
export default function BroadcastMediaPage() {
  const recordId = useRecordId('brcInfoNo');
  // The transcode's state and percent come live through its event stream (read every 2 s only while it is down).
  const streamDown = useMediaJobStream(recordId.id, recordId.editing);
  const desk = useQuery({ ...mediaDeskQuery(recordId.id, streamDown), enabled: recordId.editing });
  return (
    <ConsoleRecordPage title={MEDIA_TEXT.title} notFound={MEDIA_TEXT.notFound} recordId={recordId} record={desk}>
      {(d) =>
        d ? (
          <>
            <PageHeader
              title={MEDIA_TEXT.title}
              description={`${MEDIA_TEXT.broadcast(d.brcTit, BRC_TYPE_NAMES[d.brcTypeDcd as BrcType] ?? '')}. ${MEDIA_TEXT.description}`}
            />
            <MediaForm desk={d} />
          </>
        ) : null
      }
    </ConsoleRecordPage>
  );
}
