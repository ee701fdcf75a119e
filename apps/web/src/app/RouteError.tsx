import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from '@/pages/not-found/NotFoundPage';
import { ErrorNotice } from '@/pages/error/ErrorNotice';
import { isChunkLoadError } from '@/lib/chunk-timeout';
import { CHUNK_LOAD_FAILURE, RENDER_FAILURE } from './failure-text';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { ERROR_TITLE } from './route-table';
import styles from './RouteError.module.css';

function ErrorContent() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useDocumentTitle(ERROR_TITLE, TITLE_PRIORITY.override);
  if (chunk) return <ErrorNotice title={CHUNK_LOAD_FAILURE.title} lines={CHUNK_LOAD_FAILURE.lines} />;
  return <ErrorNotice title={RENDER_FAILURE.title} lines={RENDER_FAILURE.lines} />;
}

function Content() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorContent />;
}

/**
 * The error element. Inside a layout it fills the layout's main area; at the root (`standalone`, when a
 * layout itself failed) it brings its own landmarks.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) && !isChunkLoadError(error)) console.error(error);
  if (!standalone) return <Content />;
  return (
    <div className={styles.standalone}>
      <header className={styles.header}>
        <a href="/" className={styles.logo}>
          온판 <span className="sr-only">홈으로</span>
        </a>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Content />
      </main>
    </div>
  );
}
