import type { FastifyInstance } from 'fastify';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { ContentViewService } from '../content-view/content-view.service.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import type { UploadService } from '../upload/upload.service.js';
import { BoardRepository } from './boards/board.repository.js';
import { boardRoutes } from './boards/board.routes.js';
import { BoardService } from './boards/board.service.js';
import { PostRepository } from './posts/post.repository.js';
import { postRoutes } from './posts/post.routes.js';
import { PostService } from './posts/post.service.js';
import { ReplyRepository } from './replies/reply.repository.js';
import { replyRoutes } from './replies/reply.routes.js';
import { ReplyService } from './replies/reply.service.js';
import { BusinessCommunityDeskRepository } from './business-community-desk.repository.js';
import { BusinessCommunityDeskService } from './business-community-desk.service.js';
import { businessCommunityAdminRoutes } from './business-community.admin.routes.js';
import { BusinessCommunityRepository } from './business-community.repository.js';
import { businessCommunityRoutes } from './business-community.routes.js';
import { BusinessCommunityService } from './business-community.service.js';

/** What the small-business community takes from other domains. */
export interface BusinessCommunityOthers {
  views: ContentViewService;
  prohibitedWords: ProhibitedWordService;
  uploads: UploadService;
  /** The member told of a decision on their join request or first post, or of a community's closing. */
  outbox: NotificationOutbox;
}

/**
 * The small-business community, built once per app: communities and their members (this folder), posts and likes
 * (posts/), replies (replies/), the notice and data boards (boards/) and the console's desk. The sub-slices ask the
 * communities' service what is the community's; replies ask the posts' whether a post may be read.
 */
export function createBusinessCommunityModule(deps: AppDeps, others: BusinessCommunityOthers) {
  const { database, clock, storage } = deps;
  const db = database.db;
  const transaction = transactions(db);
  const businessCommunity = new BusinessCommunityService(
    new BusinessCommunityRepository(db),
    transaction,
    clock,
    others.prohibitedWords,
    others.outbox,
  );
  const posts = new PostService(
    new PostRepository(db),
    transaction,
    clock,
    businessCommunity,
    others.views,
    others.uploads,
    storage,
    others.outbox,
  );
  const replies = new ReplyService(
    new ReplyRepository(db),
    transaction,
    clock,
    businessCommunity,
    posts,
    others.outbox,
  );
  const boards = new BoardService(new BoardRepository(db), businessCommunity, others.views, storage);
  const desk = new BusinessCommunityDeskService(
    new BusinessCommunityDeskRepository(db),
    transaction,
    clock,
    deps.records,
    others.uploads,
    businessCommunity,
    posts,
    others.outbox,
  );
  return {
    businessCommunity,
    posts,
    replies,
    boards,
    desk,
    /** The console's waiting work of this domain (the dashboard). */
    consoleQueues: [
      {
        key: 'scommunityWaiting',
        label: '커뮤니티 가입·첫 글 승인 대기',
        href: '/admin/communities',
        role: 'COMMUNITY',
        count: () => desk.waitingCount(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: FastifyInstance) => {
      businessCommunityRoutes(app, { businessCommunity });
      postRoutes(app, { posts });
      replyRoutes(app, { replies });
      boardRoutes(app, { boards });
      businessCommunityAdminRoutes(app, { desk });
    },
  };
}
export type BusinessCommunityModule = ReturnType<typeof createBusinessCommunityModule>;
