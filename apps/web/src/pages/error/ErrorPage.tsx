import { ErrorNotice, SERVICE_ERROR_LINES } from './ErrorNotice';

/** /error: where the portal sends visitors after a failure it cannot recover from on the page. */
export default function ErrorPage() {
  return <ErrorNotice title="일시적인 오류가 발생했습니다" lines={SERVICE_ERROR_LINES} />;
}
