import { useCallback, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { modal } from '@/lib/modal/modal-service';
import styles from './console.module.css';

/** The chosen file of a `DeskFilePicker`, held by the desk so that its upload command can clear it when done. */
export interface DeskFilePick {
  file: File | null;
  choose: (file: File | null) => void;
  /** After an upload: no file chosen, and a new, empty file input. */
  reset: () => void;
  inputKey: number;
  inputId: string;
}

export function useDeskFilePick(): DeskFilePick {
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const inputId = useId();
  const reset = useCallback(() => {
    setFile(null);
    setInputKey((k) => k + 1);
  }, []);
  return { file, choose: setFile, reset, inputKey, inputId };
}

/**
 * A file sent on its own, before the form is saved (a programme's attachments, a campaign's picture): the labelled
 * file input and the button that uploads the chosen file with `onSend`, or asks for a file when none is chosen.
 * `children` stand after the button (e.g. taking the picture out). The desk holds the choice (`useDeskFilePick`) and
 * resets it when its upload command is done. Used by the programme and campaign desks.
 */
export function DeskFilePicker({
  pick,
  text,
  accept,
  className,
  isPending,
  onSend,
  children,
}: {
  pick: DeskFilePick;
  text: { file: string; upload: string; chooseFile: string };
  /** The file types offered (the server checks the content again). */
  accept: string;
  /** The desk's class of the file input. */
  className?: string | undefined;
  isPending: boolean;
  onSend: (file: File) => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <label htmlFor={pick.inputId}>{text.file}</label>
      <input
        key={pick.inputKey}
        id={pick.inputId}
        className={className}
        type="file"
        name="uploadFile"
        accept={accept}
        onChange={(e) => pick.choose(e.target.files?.[0] ?? null)}
      />
      <Button
        variant="secondary"
        isPending={isPending}
        onPress={() => (pick.file ? onSend(pick.file) : void modal.alert(text.chooseFile))}
      >
        {text.upload}
      </Button>
      {children}
    </div>
  );
}
