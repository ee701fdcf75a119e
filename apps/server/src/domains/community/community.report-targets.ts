import type { ReportTarget } from '@onfan/contracts/community';
import { communityPath } from '@onfan/contracts/portal-path';
import type { Executor } from '../../db/executor.js';
import { CommunityRepository } from './community.repository.js';

/** A reported target that is still there: its writer and whether it is shown. */
export interface ReportTargetRow {
  /** Null for a target no member wrote (a broadcast). */
  userId: number | null;
  expsrYn: 'Y' | 'N';
}

/** What the operators' queue shows of a target. */
export interface ReportTargetExcerpt {
  id: number;
  /** The post it belongs to. */
  postId: number;
  /** The page where it is shown. */
  url: string;
  /** A title or a comment's text (HTML is reduced to text by the queue). */
  excerpt: string;
  /** The whole reported text (a post's body as text, a comment's text): the queue shows it when expanded. */
  text: string;
  /** The writer (a posting suspension is decided from the queue); null for a broadcast (userNm is its channel). */
  userId: number | null;
  expsrYn: 'Y' | 'N';
  lgnId: string;
  userNm: string;
}

/**
 * One kind of reportable writing. The community's reports (one table, one queue, one threshold) ask the kind for its
 * rows; a domain with writing of its own (the small-business community) gives the community its kinds in app.ts, and
 * its repository keeps the SQL of its tables. Each method runs on the executor it is given (the report's transaction).
 */
export interface ReportTargetKind {
  find(db: Executor, id: number): Promise<ReportTargetRow | undefined>;
  /** Takes the target's row lock for the rest of the transaction, so simultaneous reports are counted in turn. */
  lock(db: Executor, id: number): Promise<void>;
  hide(db: Executor, id: number): Promise<void>;
  /** Shows it again (restore) or deletes it (remove). */
  decide(db: Executor, id: number, decision: 'restore' | 'remove', now: string): Promise<void>;
  excerpts(db: Executor, ids: readonly number[]): Promise<ReportTargetExcerpt[]>;
}

export type ReportTargetKinds = Record<ReportTarget, ReportTargetKind>;

/** The board's own kinds: posts and comments. */
function boardKind(type: 'post' | 'comment'): ReportTargetKind {
  return {
    find: (db, id) => new CommunityRepository(db).reportTarget(type, id),
    lock: (db, id) => new CommunityRepository(db).lockReportTarget(type, id),
    hide: (db, id) => new CommunityRepository(db).hide(type, id),
    decide: (db, id, decision, now) => new CommunityRepository(db).decide(type, id, decision, now),
    excerpts: async (db, ids) =>
      (await new CommunityRepository(db).reportExcerpts(type, ids)).map((r) => ({
        ...r,
        postId: r.comunBltartclId,
        url: communityPath(r.comunBltartclId),
      })),
  };
}

export const BOARD_REPORT_TARGETS = { post: boardKind('post'), comment: boardKind('comment') } as const;
