import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { refusalMessage } from '@/lib/api/use-command';
import styles from './console.module.css';

/** The words around a submitted document: while it loads, when it cannot be read, and for a PDF. */
export interface DeskDocumentText {
  loading: string;
  fileFailed: string;
  pdfHelp: string;
  openPdf: string;
}

type FileView =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; url: string; mime: string };

/** The file read with the session once shown (the server logs the read), let go when it is no longer shown. */
function useDeskFile(load: () => Promise<{ blob: Blob }>): FileView {
  const [view, setView] = useState<FileView>({ state: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    load().then(
      ({ blob }) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setView({ state: 'ready', url, mime: blob.type });
      },
      (error: unknown) => live && setView({ state: 'failed', message: refusalMessage(error) }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [load]);
  return view;
}

/**
 * A member's submitted document shown on a desk (a small-business certificate under review, a market-entry
 * application's document): read with `load` when shown (the read is logged; `load` must keep its identity between
 * renders, e.g. `useCallback`), an image drawn from its blob: address with `alt`, a PDF opened in a new window from
 * it, a refusal said in Korean. `name` tells screen readers which document the PDF button opens. Used by the
 * certificate and market-entry desks.
 */
export function DeskDocument({
  load,
  text,
  fileNm,
  alt,
  name,
}: {
  load: () => Promise<{ blob: Blob }>;
  text: DeskDocumentText;
  fileNm: string;
  alt: string;
  name: string;
}) {
  const view = useDeskFile(load);
  if (view.state === 'loading') return <Spinner label={text.loading} />;
  if (view.state === 'failed') {
    return (
      <p role="alert">
        {text.fileFailed} {view.message}
      </p>
    );
  }
  if (view.mime.startsWith('image/')) {
    return (
      <figure className={styles.figure}>
        <img className={styles.document} src={view.url} alt={alt} />
        <figcaption>{fileNm}</figcaption>
      </figure>
    );
  }
  return (
    <p>
      {text.pdfHelp}{' '}
      <Button variant="secondary" onPress={() => window.open(view.url, '_blank', 'noopener')}>
        {text.openPdf}
        <span className="sr-only"> ({name})</span>
      </Button>
    </p>
  );
}
