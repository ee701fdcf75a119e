import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import { ConsoleRecords } from '../admin/console-records.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { ContentViewService } from '../content-view/content-view.service.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import { CommunityRepository } from './community.repository.js';
import type { ReportTargetKinds } from './community.report-targets.js';
import { BOARD_REPORT_TARGETS } from './community.report-targets.js';
import { communityRoutes } from './community.routes.js';
import { CommunityService } from './community.service.js';
import { PostingSuspensionService } from './posting-suspension.service.js';

/** What the community takes from other domains: view counts and the prohibited-word check. */
export interface CommunityOthers {
  views: ContentViewService;
  prohibitedWords: ProhibitedWordService;
  /** Other domains' reportable writing (the small-business community's posts and replies), in the one queue. */
  reportTargets?: Partial<ReportTargetKinds>;
  /** Tells a reported writer of the operator's decision (text message). */
  outbox?: NotificationOutbox;
}

/** The community's service over one database: for the module, seeds and tests. */
export function createCommunityService(
  database: Pick<Database, 'db'>,
  clock: Clock,
  others: CommunityOthers,
  records?: ConsoleRecords,
) {
  return new CommunityService(
    new CommunityRepository(database.db),
    transactions(database.db),
    clock,
    others.views,
    others.prohibitedWords,
    { ...others.reportTargets, ...BOARD_REPORT_TARGETS },
    records ?? new ConsoleRecords(database.db, clock),
    others.outbox,
  );
}

/** The community domain, built once per app: posts, comments, reports and the operators' queue. */
export function createCommunityModule(deps: AppDeps, others: CommunityOthers) {
  const community = createCommunityService(deps.database, deps.clock, others, deps.records);
  const suspensions = new PostingSuspensionService(
    deps.database.db,
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.outbox,
  );
  return {
    community,
    /** Posting suspensions: app.ts registers their guard on every endpoint declared `publishes`. */
    suspensions,
    /** The console's waiting work of this domain (the dashboard). */
    consoleQueues: [
      {
        key: 'reports',
        label: '신고 처리 대기',
        href: '/admin/reports',
        role: 'COMMUNITY',
        count: () => community.waitingReports(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: Parameters<typeof communityRoutes>[0]) => communityRoutes(app, { community, suspensions }),
  };
}
export type CommunityModule = ReturnType<typeof createCommunityModule>;
