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
import { ScommunityDeskRepository } from './scommunity-desk.repository.js';
import { ScommunityDeskService } from './scommunity-desk.service.js';
import { scommunityAdminRoutes } from './scommunity.admin.routes.js';
import { ScommunityRepository } from './scommunity.repository.js';
import { scommunityRoutes } from './scommunity.routes.js';
import { ScommunityService } from './scommunity.service.js';

/** What the small-business community takes from other domains. */
export interface ScommunityOthers {
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
export function createScommunityModule(deps: AppDeps, others: ScommunityOthers) {
  const { database, clock, storage } = deps;
  const db = database.db;
  const transaction = transactions(db);
  const scommunity = new ScommunityService(
    new ScommunityRepository(db),
    transaction,
    clock,
    others.prohibitedWords,
    others.outbox,
  );
  const posts = new PostService(
    new PostRepository(db),
    transaction,
    clock,
    scommunity,
    others.views,
    others.uploads,
    storage,
    others.outbox,
  );
  const replies = new ReplyService(new ReplyRepository(db), transaction, clock, scommunity, posts, others.outbox);
  const boards = new BoardService(new BoardRepository(db), scommunity, others.views, storage);
  const desk = new ScommunityDeskService(
    new ScommunityDeskRepository(db),
    transaction,
    clock,
    deps.records,
    others.uploads,
    scommunity,
    posts,
    others.outbox,
  );
  return {
    scommunity,
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
      scommunityRoutes(app, { scommunity });
      postRoutes(app, { posts });
      replyRoutes(app, { replies });
      boardRoutes(app, { boards });
      scommunityAdminRoutes(app, { desk });
    },
  };
}
export type ScommunityModule = ReturnType<typeof createScommunityModule>;
