import { useEffect, useId, useRef, useState } from 'react';
import { WriteFilePicker } from '@/components/form/WriteFiles';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { refusalMessage } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';
import consoleStyles from './console.module.css';
import styles from './console-image-field.module.css';
import type { FieldErrors } from './use-field-errors';

/** A picture of a console record's gallery: its public address and the text read in its place. */
export interface ConsoleImage {
  imgPtUrl: string;
  imgAlt: string;
}

export const CONSOLE_IMAGE_TEXT = {
  legend: '사진',
  add: '사진 올리기',
  uploading: '사진을 올리는 중입니다.',
  alt: (n: number) => `사진 ${n} 대체 텍스트`,
  up: (n: number) => `사진 ${n} 앞으로`,
  down: (n: number) => `사진 ${n} 뒤로`,
  remove: (n: number) => `사진 ${n} 빼기`,
  size: (width: number, height: number) => `저장된 크기 ${width}×${height}픽셀`,
} as const;

/** The picture kinds the upload domain takes (it decides by content; the picker only narrows the choice). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const ALT_MAX = 100;

/** The list with item `i` moved to `j` (both in range). */
export function moved<T>(list: readonly T[], i: number, j: number): T[] {
  const next = [...list];
  const [item] = next.splice(i, 1);
  next.splice(j, 0, item as T);
  return next;
}

/** The size the server stored a picture at (it fits uploads to the page's box), read from the picture itself. */
function StoredSize({ size }: { size: { width: number; height: number } | undefined }) {
  if (!size) return null;
  return <p className={consoleStyles.note}>{CONSOLE_IMAGE_TEXT.size(size.width, size.height)}</p>;
}

/**
 * A console record's gallery (rooms, spaces): pictures uploaded through the desk's own upload (the server fits them
 * and the stored size is shown), each with its required alternative text, in an order the operator sets (앞으로 ·
 * 뒤로) and can take pictures out of; the first is the list's picture. Every control is a labelled button or text
 * field; the server's Korean messages stand at the gallery (`name`) and at each picture's text (`name.i.imgAlt`).
 */
export function ConsoleImageField({
  name,
  help,
  images,
  onChange,
  errors,
  max,
  tooMany,
  upload,
  legend = CONSOLE_IMAGE_TEXT.legend,
  className,
}: {
  /** The body's field the gallery is sent as: the server's messages name it. */
  name: string;
  /** What may be uploaded, how many, and what the pictures are for. */
  help: string;
  images: readonly ConsoleImage[];
  onChange: (images: ConsoleImage[]) => void;
  errors: FieldErrors;
  max: number;
  /** Said when the picked files would make more than `max`. */
  tooMany: string;
  /** Stores picked files; their public addresses, in the order given. */
  upload: (files: readonly File[]) => Promise<string[]>;
  legend?: string;
  /** The form's own group style (its other fieldsets'): the gallery looks like the rest of the form. */
  className?: string;
}) {
  const [uploading, setUploading] = useState(false);
  const [sizes, setSizes] = useState<Record<string, { width: number; height: number }>>({});
  // After a move the pressed button's picture has moved: focus follows it (or the other way when that end is
  // reached). After a removal the picture's buttons are gone: focus goes to the gallery's own button.
  const [focusAfter, setFocusAfter] = useState<{ url: string; dir: 'up' | 'down' } | 'add' | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const id = useId();

  useEffect(() => {
    if (!focusAfter || !box.current) return;
    const enabled = (scope: ParentNode | undefined, selector: string) =>
      scope?.querySelector<HTMLButtonElement>(`${selector}:not([disabled])`);
    if (focusAfter === 'add') {
      enabled(box.current, 'button[data-add]')?.focus();
    } else {
      const item = [...box.current.querySelectorAll<HTMLElement>('[data-picture]')].find(
        (el) => el.dataset.picture === focusAfter.url,
      );
      const other = focusAfter.dir === 'up' ? 'down' : 'up';
      (
        enabled(item, `button[data-move="${focusAfter.dir}"]`) ?? enabled(item, `button[data-move="${other}"]`)
      )?.focus();
    }
    setFocusAfter(null);
  }, [focusAfter]);

  const setList = (next: ConsoleImage[]) => {
    onChange(next);
    // Moving or removing renumbers the pictures: the messages about single pictures no longer fit and are dropped.
    errors.clearAll(name);
  };
  const move = (i: number, dir: 'up' | 'down') => {
    const img = images[i];
    if (!img) return;
    setList(moved(images, i, dir === 'up' ? i - 1 : i + 1));
    setFocusAfter({ url: img.imgPtUrl, dir });
  };
  const remove = (i: number) => {
    setList(images.filter((_, j) => j !== i));
    setFocusAfter('add');
  };

  const add = async (picked: File[]) => {
    if (picked.length === 0) return;
    if (images.length + picked.length > max) {
      await modal.alert(tooMany);
      return;
    }
    setUploading(true);
    try {
      const urls = await upload(picked);
      onChange([...images, ...urls.map((imgPtUrl) => ({ imgPtUrl, imgAlt: '' }))]);
      errors.clear(name);
    } catch (e) {
      await modal.alert(refusalMessage(e));
    } finally {
      setUploading(false);
    }
  };

  const listError = errors.of(name);
  return (
    <fieldset ref={box} className={className} aria-describedby={`${id}-help`}>
      <legend>{legend}</legend>
      <p id={`${id}-help`} className={`${consoleStyles.note} ${styles.full}`} aria-live="polite">
        {uploading ? CONSOLE_IMAGE_TEXT.uploading : help}
      </p>
      {listError ? (
        <p className={`${styles.error} ${styles.full}`} role="alert">
          {listError}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ol className={`${styles.pictures} ${styles.full}`}>
          {images.map((img, i) => (
            <li key={img.imgPtUrl} className={styles.picture} data-picture={img.imgPtUrl}>
              <img
                src={img.imgPtUrl}
                alt=""
                width={160}
                height={120}
                className={styles.thumb}
                onLoad={(e) => {
                  const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
                  if (width > 0) setSizes((s) => ({ ...s, [img.imgPtUrl]: { width, height } }));
                }}
              />
              <StoredSize size={sizes[img.imgPtUrl]} />
              <TextField
                label={CONSOLE_IMAGE_TEXT.alt(i + 1)}
                value={img.imgAlt}
                onChange={(v) => {
                  onChange(images.map((x, j) => (j === i ? { ...x, imgAlt: v } : x)));
                  errors.clear(`${name}.${i}.imgAlt`);
                }}
                errorMessage={errors.of(`${name}.${i}.imgAlt`) ?? errors.of(`${name}.${i}.imgPtUrl`)}
                maxLength={ALT_MAX}
                isRequired
              />
              <div className={styles.actions}>
                <Button size="small" variant="text" data-move="up" isDisabled={i === 0} onPress={() => move(i, 'up')}>
                  {CONSOLE_IMAGE_TEXT.up(i + 1)}
                </Button>
                <Button
                  size="small"
                  variant="text"
                  data-move="down"
                  isDisabled={i === images.length - 1}
                  onPress={() => move(i, 'down')}
                >
                  {CONSOLE_IMAGE_TEXT.down(i + 1)}
                </Button>
                <Button size="small" variant="text" onPress={() => remove(i)}>
                  {CONSOLE_IMAGE_TEXT.remove(i + 1)}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <WriteFilePicker
        label={CONSOLE_IMAGE_TEXT.add}
        isDisabled={uploading || images.length >= max}
        onPick={add}
        className={styles.full}
        accept={ACCEPT}
        data={{ button: { 'data-add': '' }, input: { 'data-pictures': name } }}
      />
    </fieldset>
  );
}
