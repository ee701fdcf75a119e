import type { CaptionCue, Captions } from '@onfan/contracts/broadcast-media.admin';
import { BROADCAST_MEDIA_MESSAGES } from '@onfan/contracts/broadcast-media.admin';
import { BRC_TYPE_NAMES, type BrcType } from '@onfan/contracts/broadcast';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import consoleStyles from '@/features/admin/components/console.module.css';
import { useFieldErrors } from '@/features/admin/components/use-field-errors';
import { captionsQuery, readCaptionFile, usePublishCaptions } from '@/features/broadcast/broadcast-media-api';
import { CaptionCueEditor, localCueErrors } from '@/features/broadcast/components/CaptionCueEditor';
import { refusalMessage } from '@/lib/api/use-command';
import styles from './broadcast-media.module.css';
import { Form } from '@/components/ui/Form';

export const CAPTIONS_TEXT = {
  title: '자막 편집',
  description:
    '한국어 자막을 WebVTT 또는 SRT 파일에서 불러오거나 직접 입력한 뒤 게시합니다. 시각은 시:분:초.밀리초(00:00:01.500)로 적습니다.',
  broadcast: (tit: string, type: string) => `${tit} (${type})`,
  file: '자막 파일',
  pickFile: '자막 파일 불러오기',
  fileHelp:
    'WebVTT(.vtt) 또는 SRT(.srt) 파일, 1MB 이하. 불러온 자막은 아래 표에 들어가며 게시해야 시청 화면에 보입니다.',
  reading: '자막 파일을 읽는 중입니다.',
  publish: '게시',
  view: '시청 화면 보기',
  draftRestored: '게시하지 않은 편집 내용을 다시 불러왔습니다.',
  notFound: BROADCAST_MEDIA_MESSAGES.notFound,
} as const;

/** What was typed and not yet published, kept for this tab over the copy it was made on. */
const draftKey = (brcInfoNo: number) => `onfan:admin:captions:${brcInfoNo}`;
function readDraft(c: Captions): CaptionCue[] | null {
  try {
    const raw = sessionStorage.getItem(draftKey(c.brcInfoNo));
    const d = raw ? (JSON.parse(raw) as { updtDt: string; cues: CaptionCue[] }) : null;
    return d && d.updtDt === c.updtDt && Array.isArray(d.cues) ? d.cues : null;
  } catch {
    return null;
  }
}

function CaptionsForm({ captions }: { captions: Captions }) {
  const [draft] = useState(() => readDraft(captions));
  const [cues, setCues] = useState<CaptionCue[]>(draft ?? captions.cues);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [status, setStatus] = useState<string | null>(draft ? CAPTIONS_TEXT.draftRestored : null);
  const errors = useFieldErrors();
  const [local, setLocal] = useState<Record<string, string>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const publish = usePublishCaptions({
    handleRefusal: errors.showRefusal,
    onDone: () => sessionStorage.removeItem(draftKey(captions.brcInfoNo)),
  });

  useEffect(() => {
    sessionStorage.setItem(draftKey(captions.brcInfoNo), JSON.stringify({ updtDt: captions.updtDt, cues }));
  }, [captions.brcInfoNo, captions.updtDt, cues]);

  const change = (next: CaptionCue[]) => {
    setCues(next);
    setLocal({});
    errors.reset();
  };
  const pick = async (list: FileList | null) => {
    const file = list?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setReading(true);
    setFileError(null);
    try {
      const read = await readCaptionFile(captions.brcInfoNo, file);
      change(read.cues);
      setStatus(read.message);
    } catch (err) {
      setFileError(refusalMessage(err));
    } finally {
      setReading(false);
    }
  };
  const send = () => {
    const found = localCueErrors(cues);
    setLocal(found);
    if (cues.length === 0) {
      setFileError(BROADCAST_MEDIA_MESSAGES.fileEmpty);
      return;
    }
    if (Object.keys(found).length > 0) return;
    void publish.run({ brcInfoNo: captions.brcInfoNo, updtDt: captions.updtDt, cues });
  };
  const vodHref =
    captions.brcTypeDcd === '3'
      ? `/broadcast/shorts/${captions.brcInfoNo}/view`
      : `/broadcast/${captions.brcInfoNo}/view`;

  return (
    <Form className={styles.form} noValidate onSubmit={send}>
      {!captions.hasMedia ? (
        <p className={consoleStyles.note} role="status">
          {BROADCAST_MEDIA_MESSAGES.noMedia}
        </p>
      ) : null}
      <fieldset className={styles.fieldset} aria-describedby={`${helpId}-help`}>
        <legend>{CAPTIONS_TEXT.file}</legend>
        <p id={`${helpId}-help`} className={consoleStyles.note} aria-live="polite">
          {reading ? CAPTIONS_TEXT.reading : CAPTIONS_TEXT.fileHelp}
        </p>
        <div>
          <Button variant="secondary" size="small" isDisabled={reading} onPress={() => fileInput.current?.click()}>
            {CAPTIONS_TEXT.pickFile}
          </Button>
        </div>
        {fileError ? (
          <p role="alert" className={styles.error}>
            {fileError}
          </p>
        ) : null}
        {/* The button above opens it: the picker's own text would be in the browser's language. */}
        <input
          ref={fileInput}
          type="file"
          accept=".vtt,.srt,text/vtt,application/x-subrip"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid="caption-file"
          onChange={(e) => void pick(e.target.files)}
        />
      </fieldset>
      {status ? (
        <p className={consoleStyles.note} role="status">
          {status}
        </p>
      ) : null}
      <CaptionCueEditor cues={cues} onChange={change} errorOf={(f) => local[f] ?? errors.of(f)} />
      <div className={styles.formActions}>
        <LinkButton href={vodHref} variant="secondary">
          {CAPTIONS_TEXT.view}
        </LinkButton>
        <Button type="submit" isPending={publish.isPending} isDisabled={!captions.hasMedia}>
          {CAPTIONS_TEXT.publish}
        </Button>
      </div>
    </Form>
  );
}

/** admin/broadcasts/:brcInfoNo/captions (방송 담당, 시스템 관리자): a recording's or a short's Korean captions. */
export default function BroadcastCaptionsPage() {
  const recordId = useRecordId('brcInfoNo');
  const captions = useQuery({ ...captionsQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={CAPTIONS_TEXT.title}
      notFound={CAPTIONS_TEXT.notFound}
      recordId={recordId}
      record={captions}
    >
      {(c) =>
        c ? (
          <>
            <PageHeader
              title={CAPTIONS_TEXT.title}
              description={`${CAPTIONS_TEXT.broadcast(c.brcTit, BRC_TYPE_NAMES[c.brcTypeDcd as BrcType] ?? '')}. ${CAPTIONS_TEXT.description}`}
            />
            <CaptionsForm key={c.updtDt || 'first'} captions={c} />
          </>
        ) : null
      }
    </ConsoleRecordPage>
  );
}
