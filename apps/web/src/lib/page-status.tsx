import { createContext, type ReactNode, use } from 'react';

/**
 * The HTTP status of a page the server draws (entry-server.tsx). A screen that says the address has no page
 * (NotFound) names its status while it renders; the server answers with it, so a link checker, a crawler and the
 * browser's own history read 404 where a person reads '페이지를 찾을 수 없습니다'. In the browser nobody listens.
 */
export interface PageStatusRecorder {
  status: number | null;
}

const PageStatusContext = createContext<PageStatusRecorder | null>(null);

export function PageStatusProvider({ recorder, children }: { recorder: PageStatusRecorder; children: ReactNode }) {
  return <PageStatusContext value={recorder}>{children}</PageStatusContext>;
}

/** Called during render: the server's answer for this page is `status` (the first screen to name one wins). */
export function usePageStatus(status: number): void {
  const recorder = use(PageStatusContext);
  if (recorder && recorder.status === null) recorder.status = status;
}
