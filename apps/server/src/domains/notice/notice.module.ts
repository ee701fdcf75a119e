import type { AppDeps } from '../../domain-deps.js';
import type { ContentService } from '../content/content.service.js';
import { noticeRoutes } from './notice.routes.js';
import { NoticeService } from './notice.service.js';

/** Notices, built once per app on the content module's engine. */
export function createNoticeModule(deps: AppDeps, others: { content: ContentService }) {
  const notices = new NoticeService(others.content, deps.clock);
  return { notices, routes: (app: Parameters<typeof noticeRoutes>[0]) => noticeRoutes(app, { notices }) };
}
export type NoticeModule = ReturnType<typeof createNoticeModule>;
