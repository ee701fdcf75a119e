import type { CaptionCue } from '@onfan/contracts/broadcast-media.admin';
import {
  BROADCAST_MEDIA_MESSAGES,
  CAPTION_TEXT_MAX,
  captionTimeToMs,
  msToCaptionTime,
} from '@onfan/contracts/broadcast-media.admin';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import styles from './caption-cue-editor.module.css';

export const CUE_EDITOR_TEXT = {
  legend: '자막 목록',
  empty: '자막이 없습니다. 자막 파일을 불러오거나 자막을 추가해 주세요.',
  number: (n: number) => `${n}번 자막`,
  start: '시작',
  end: '끝',
  text: '내용',
  add: '자막 추가',
  remove: (n: number) => `${n}번 자막 삭제`,
} as const;

/** A new cue after the last one: from its end, two seconds long. */
export function nextCue(cues: readonly CaptionCue[]): CaptionCue {
  const last = cues[cues.length - 1];
  const from = last ? (captionTimeToMs(last.end) ?? 0) : 0;
  return { start: msToCaptionTime(from), end: msToCaptionTime(from + 2000), text: '' };
}

/**
 * The console's table of caption cues (start, end, text): each field labelled, each message beside its field
 * (`cues.N.start` …), cues added after the last and removed by their own button.
 */
export function CaptionCueEditor({
  cues,
  onChange,
  errorOf,
}: {
  cues: readonly CaptionCue[];
  onChange: (next: CaptionCue[]) => void;
  errorOf: (field: string) => string | null;
}) {
  const set = (i: number, patch: Partial<CaptionCue>) =>
    onChange(cues.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <fieldset className={styles.editor}>
      <legend>{CUE_EDITOR_TEXT.legend}</legend>
      {cues.length === 0 ? <p className={styles.empty}>{CUE_EDITOR_TEXT.empty}</p> : null}
      <ol className={styles.cues}>
        {cues.map((c, i) => (
          // Cues have no id of their own; their place is what the messages name (cues.N.field).
          <li key={i} className={styles.cue} aria-label={CUE_EDITOR_TEXT.number(i + 1)}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <TextField
              label={CUE_EDITOR_TEXT.start}
              value={c.start}
              onChange={(v) => set(i, { start: v.trim() })}
              errorMessage={errorOf(`cues.${i}.start`)}
              inputMode="decimal"
              className={styles.time}
              isRequired
            />
            <TextField
              label={CUE_EDITOR_TEXT.end}
              value={c.end}
              onChange={(v) => set(i, { end: v.trim() })}
              errorMessage={errorOf(`cues.${i}.end`)}
              inputMode="decimal"
              className={styles.time}
              isRequired
            />
            <TextField
              label={CUE_EDITOR_TEXT.text}
              value={c.text}
              onChange={(v) => set(i, { text: v })}
              errorMessage={errorOf(`cues.${i}.text`)}
              maxLength={CAPTION_TEXT_MAX}
              multiline
              rows={1}
              className={styles.text}
              isRequired
            />
            <Button
              variant="text"
              size="small"
              className={styles.remove}
              onPress={() => onChange(cues.filter((_, j) => j !== i))}
            >
              {CUE_EDITOR_TEXT.remove(i + 1)}
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" size="small" onPress={() => onChange([...cues, nextCue(cues)])}>
          {CUE_EDITOR_TEXT.add}
        </Button>
      </div>
    </fieldset>
  );
}

/** The messages the editor checks before sending (the server checks the same): by field. */
export function localCueErrors(cues: readonly CaptionCue[]): Record<string, string> {
  const out: Record<string, string> = {};
  let prev = -1;
  cues.forEach((c, i) => {
    const s = captionTimeToMs(c.start);
    const e = captionTimeToMs(c.end);
    if (s === null) out[`cues.${i}.start`] = BROADCAST_MEDIA_MESSAGES.timeInvalid;
    if (e === null) out[`cues.${i}.end`] = BROADCAST_MEDIA_MESSAGES.timeInvalid;
    if (s !== null && e !== null && e <= s) out[`cues.${i}.end`] = BROADCAST_MEDIA_MESSAGES.endAfterStart;
    if (s !== null && s < prev) out[`cues.${i}.start`] ??= BROADCAST_MEDIA_MESSAGES.outOfOrder;
    if (s !== null) prev = Math.max(prev, s);
    if (!c.text.trim()) out[`cues.${i}.text`] = BROADCAST_MEDIA_MESSAGES.textRequired;
  });
  return out;
}
