import { businessCommunityPostPath } from '@onfan/contracts/portal-path';
import type { Executor } from '../../db/executor.js';
import type { ReportTargetExcerpt, ReportTargetKind } from '../community/community.report-targets.js';
import { PostRepository } from './posts/post.repository.js';
import { ReplyRepository } from './replies/reply.repository.js';

/** What the report queue asks of a post's or a reply's repository (each keeps the SQL of its table). */
interface ReportedRows {
  reportTarget: (id: number) => ReturnType<ReportTargetKind['find']>;
  lockReported: (id: number) => Promise<void>;
  setReported: (id: number, change: 'hide' | 'restore' | 'remove', now: string) => Promise<void>;
  reportExcerpts: (ids: readonly number[]) => Promise<Omit<ReportTargetExcerpt, 'url'>[]>;
}

function kind(rows: (db: Executor) => ReportedRows): ReportTargetKind {
  return {
    find: (db, id) => rows(db).reportTarget(id),
    lock: (db, id) => rows(db).lockReported(id),
    hide: (db, id) => rows(db).setReported(id, 'hide', ''),
    decide: (db, id, decision, now) => rows(db).setReported(id, decision, now),
    excerpts: async (db, ids) =>
      (await rows(db).reportExcerpts(ids)).map((r) => ({
        ...r,
        url: businessCommunityPostPath(r.postId),
      })),
  };
}

/**
 * The community's posts and replies as kinds of reportable writing: members report them into the community board's
 * one queue (same reasons, once per member, hidden at three, an operator restores or removes). app.ts hands these to
 * the community module.
 */
export const BUSINESS_COMMUNITY_REPORT_TARGETS = {
  cmntPost: kind((db) => new PostRepository(db)),
  cmntReply: kind((db) => new ReplyRepository(db)),
} as const;
