import { scommunityPostPath } from '@onfan/contracts/portal-path';
import type { ReportTargetKind } from '../community/community.report-targets.js';
import { ScommunityRepository } from './scommunity.repository.js';

function kind(type: 'cmntPost' | 'cmntReply'): ReportTargetKind {
  return {
    find: (db, id) => new ScommunityRepository(db).reportTarget(type, id),
    lock: (db, id) => new ScommunityRepository(db).lockReported(type, id),
    hide: (db, id) => new ScommunityRepository(db).setReported(type, id, 'hide', ''),
    decide: (db, id, decision, now) => new ScommunityRepository(db).setReported(type, id, decision, now),
    excerpts: async (db, ids) =>
      (await new ScommunityRepository(db).reportExcerpts(type, ids)).map((r) => ({
        ...r,
        url: scommunityPostPath(r.postId),
      })),
  };
}

/**
 * The community's posts and replies as kinds of reportable writing: members report them into the community board's
 * one queue (same reasons, once per member, hidden at three, an operator restores or removes). app.ts hands these to
 * the community module.
 */
export const SCOMMUNITY_REPORT_TARGETS = { cmntPost: kind('cmntPost'), cmntReply: kind('cmntReply') } as const;
