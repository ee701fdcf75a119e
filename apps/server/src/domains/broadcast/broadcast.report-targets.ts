import { BRC_TYPE } from '@onfan/contracts/broadcast';
import { broadcastPath, shortsPath } from '@onfan/contracts/portal-path';
import type { ReportTargetKind } from '../community/community.report-targets.js';
import { BroadcastRepository } from './broadcast.repository.js';

const vodComment: ReportTargetKind = {
  find: (db, id) => new BroadcastRepository(db).reportTarget(id),
  lock: (db, id) => new BroadcastRepository(db).lockReported(id),
  hide: (db, id) => new BroadcastRepository(db).setReported(id, 'hide'),
  decide: (db, id, decision) => new BroadcastRepository(db).setReported(id, decision),
  excerpts: async (db, ids) =>
    (await new BroadcastRepository(db).reportExcerpts(ids)).map((r) => ({
      id: r.id,
      postId: r.brcInfoNo,
      url: r.brcTypeDcd === BRC_TYPE.shorts ? shortsPath(r.brcInfoNo) : broadcastPath(r.brcInfoNo),
      excerpt: r.excerpt,
      text: r.text,
      userId: r.userId,
      expsrYn: r.expsrYn,
      lgnId: r.lgnId,
      userNm: r.userNm,
    })),
};

/**
 * VOD comments as a kind of reportable writing: members report them into the community board's one queue (the same
 * reasons, once per member, never one's own, hidden at three reports, an operator restores or removes them). app.ts
 * hands these to the community module.
 */
export const VOD_COMMENT_REPORT_TARGETS = { vodCmnt: vodComment } as const;
