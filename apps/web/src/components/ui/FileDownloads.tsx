import { formatBytes } from '@onfan/contracts/format';
import { useId } from 'react';
import styles from './FileDownloads.module.css';

export const FILE_DOWNLOADS_TEXT = {
  title: '첨부파일',
  download: (fileNm: string, size: string) => `${fileNm} (${size}) 내려받기`,
} as const;

/**
 * The files of a record a visitor downloads (a notice's, a programme's, a community entry's, a lesson's): a titled
 * section with one link-styled button per file, named after the file and its size, which wraps a name without a
 * space to break at inside a 320 px window. Nothing when there is none. The caller's `onDownload` fetches the file
 * (each domain downloads through its own call).
 */
export function FileDownloads<F extends { fileId: string | number; fileNm: string }>({
  files,
  sizeOf,
  onDownload,
  title = FILE_DOWNLOADS_TEXT.title,
  level = 2,
}: {
  files: readonly F[];
  /** The file's size in bytes. */
  sizeOf: (file: F) => number;
  onDownload: (file: F) => void;
  title?: string;
  /** The title's heading level: 2 under the page's title, 3 inside a section. */
  level?: 2 | 3;
}) {
  const titleId = useId();
  if (files.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.files} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {files.map((f) => (
          <li key={f.fileId}>
            <button type="button" className={styles.file} onClick={() => onDownload(f)}>
              {FILE_DOWNLOADS_TEXT.download(f.fileNm, formatBytes(sizeOf(f)))}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
