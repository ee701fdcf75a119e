import { formatBytes } from '@onfan/contracts/format';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { refusalMessage } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';
import styles from './WriteFiles.module.css';

/**
 * The attachment group's texts of the boards' write forms (a member's post, a console notice or community entry):
 * spread into a form's text object, so `WriteFileList` and `WriteFilePicker` read one wording everywhere. `max` is
 * the board's own limit.
 */
export function writeFilesText(max: number) {
  return {
    files: '첨부파일',
    addFiles: '파일 첨부',
    filesHelp: `PDF, 한글(HWP), 오피스 문서, ZIP, 이미지 파일을 ${max}개까지 첨부할 수 있습니다.`,
    uploading: '파일을 올리는 중입니다.',
    removeFile: (name: string) => `${name} 첨부 삭제`,
  } as const;
}

/** A file attached to what is being written: its id, its name and, where the desk's upload says it, its size. */
export interface WriteFile {
  fileId: string;
  fileNm: string;
  fileSize?: number;
}

/** The attachments of a write form, as `useWriteFiles` keeps them. */
export interface WriteFiles<F extends WriteFile> {
  files: readonly F[];
  /** An upload is under way: the form's help says so and no more can be picked. */
  uploading: boolean;
  /** Uploads picked files and attaches them; true when they were attached (not too many, not refused). */
  add: (picked: readonly File[]) => Promise<boolean>;
  remove: (fileId: string) => void;
  /** `WriteFilePicker`'s state and action: it is off while an upload is under way or `max` files are attached. */
  picker: { isDisabled: boolean; onPick: (picked: readonly File[]) => Promise<boolean> };
}

/**
 * The attachments of a write form (a member's post, a console's notice, community entry or lesson): the files already
 * attached, more uploaded through the form's own upload — refused in Korean when they would make more than `max`, or
 * when the server refuses them — and taken out again. `onChange` hears the attached files' ids after every change
 * (the form's `atchFileIds`).
 * The form draws them with `WriteFileList` and `WriteFilePicker` inside its own group.
 */
export function useWriteFiles<F extends WriteFile>({
  initial,
  max,
  tooMany,
  upload,
  onChange,
}: {
  initial: readonly F[];
  max: number;
  /** Said when the picked files would make more than `max`. */
  tooMany: string;
  /** Stores picked files; what was stored, in the order given. */
  upload: (files: readonly File[]) => Promise<F[]>;
  onChange?: (fileIds: string[]) => void;
}): WriteFiles<F> {
  const [files, setFiles] = useState<readonly F[]>(initial);
  const [uploading, setUploading] = useState(false);
  const set = (next: F[]) => {
    setFiles(next);
    onChange?.(next.map((f) => f.fileId));
  };
  const add = async (picked: readonly File[]) => {
    if (picked.length === 0) return false;
    if (files.length + picked.length > max) {
      await modal.alert(tooMany);
      return false;
    }
    setUploading(true);
    try {
      set([...files, ...(await upload(picked))]);
      return true;
    } catch (err) {
      await modal.alert(refusalMessage(err));
      return false;
    } finally {
      setUploading(false);
    }
  };
  return {
    files,
    uploading,
    add,
    remove: (fileId) => set(files.filter((f) => f.fileId !== fileId)),
    picker: { isDisabled: uploading || files.length >= max, onPick: add },
  };
}

/**
 * The attached files of a write form, each with its name (and size, when known) and a text button that takes it out,
 * named after the file (`removeLabel`); nothing while none is attached. Used by the member's post form and the
 * console's notice, community entry and lesson forms, each with its own list style.
 */
export function WriteFileList<F extends WriteFile>({
  files,
  removeLabel,
  className,
  itemClassName,
}: {
  files: WriteFiles<F>;
  removeLabel: (fileNm: string) => string;
  className?: string | undefined;
  itemClassName?: string | undefined;
}) {
  if (files.files.length === 0) return null;
  return (
    <ul className={className}>
      {files.files.map((f) => (
        <li key={f.fileId} className={itemClassName}>
          <span>{f.fileSize === undefined ? f.fileNm : `${f.fileNm} (${formatBytes(f.fileSize)})`}</span>{' '}
          <Button size="small" variant="text" className={styles.remove} onPress={() => files.remove(f.fileId)}>
            {removeLabel(f.fileNm)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

type DataAttributes = Record<`data-${string}`, string>;

/**
 * A form's button that opens the browser's file picker (the picker itself is hidden: its own text would be in the
 * browser's language), and hands the picked files to `onPick`; the picker is emptied first, so the same file can be
 * picked again. Used by the write forms' attachments and the console's picture gallery (`ConsoleImageField`).
 */
export function WriteFilePicker({
  label,
  isDisabled,
  onPick,
  className,
  accept,
  data,
}: {
  label: string;
  isDisabled: boolean;
  onPick: (files: File[]) => unknown;
  /** The style of the line the button stands on. */
  className?: string | undefined;
  /** The file kinds the picker offers (the server decides by content; this only narrows the choice). */
  accept?: string | undefined;
  /** `data-` attributes a caller finds the button or the picker by. */
  data?: { button?: DataAttributes; input?: DataAttributes };
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className={className}>
        <Button
          {...data?.button}
          variant="secondary"
          size="small"
          isDisabled={isDisabled}
          onPress={() => input.current?.click()}
        >
          {label}
        </Button>
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple
        hidden
        aria-hidden="true"
        tabIndex={-1}
        {...data?.input}
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          e.target.value = '';
          void onPick(picked);
        }}
      />
    </>
  );
}
