import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { ContentService } from '../content/content.service.js';
import { NoticeDeskRepository } from './notice-desk.repository.js';
import type { NoticeFiles } from './notice-desk.service.js';
import { NoticeDeskService } from './notice-desk.service.js';
import { noticeAdminRoutes } from './notice.admin.routes.js';
import { noticeRoutes } from './notice.routes.js';
import { NoticeService } from './notice.service.js';

/** Notices, built once per app on the content module's engine, and the console's notices desk. */
export function createNoticeModule(deps: AppDeps, others: { content: ContentService; uploads: NoticeFiles }) {
  const notices = new NoticeService(others.content, deps.clock);
  const desk = new NoticeDeskService(
    new NoticeDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.uploads,
  );
  return {
    notices,
    desk,
    routes: (app: Parameters<typeof noticeRoutes>[0]) => {
      noticeRoutes(app, { notices });
      noticeAdminRoutes(app, { desk });
    },
  };
}
export type NoticeModule = ReturnType<typeof createNoticeModule>;
