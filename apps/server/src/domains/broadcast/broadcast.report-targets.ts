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
 * A broadcast as a kind of reported target (decision 041): members report it through `broadcast/brcDclr` with the
 * broadcast's own reasons; no number of reports hides it (an agency's broadcast stays up until an operator decides);
 * restore keeps it shown, remove hides it from the public. The queue shows its title and description and the channel.
 */
const broadcast: ReportTargetKind = {
  find: (db, id) => new BroadcastRepository(db).reportedBroadcast(id),
  lock: (db, id) => new BroadcastRepository(db).lockReportedBroadcast(id),
  // Never called for broadcasts (the community's report call does not take them); a count hides no broadcast.
  hide: async () => {},
  decide: (db, id, decision) => new BroadcastRepository(db).setBroadcastShown(id, decision === 'restore'),
  excerpts: async (db, ids) =>
    (await new BroadcastRepository(db).broadcastReportExcerpts(ids)).map((r) => ({
      id: r.brcInfoNo,
      postId: r.brcInfoNo,
      url: r.brcTypeDcd === BRC_TYPE.shorts ? shortsPath(r.brcInfoNo) : broadcastPath(r.brcInfoNo),
      excerpt: r.brcTit,
      text: `${r.brcTit}\n\n${r.brcExpln}`.trim(),
      userId: null,
      expsrYn: r.expsrYn,
      lgnId: '',
      userNm: r.chnlNm,
    })),
};

/**
 * VOD comments as a kind of reportable writing: members report them into the community board's one queue (the same
 * reasons, once per member, never one's own, hidden at three reports, an operator restores or removes them). app.ts
 * hands these to the community module.
 */
export const VOD_COMMENT_REPORT_TARGETS = { vodCmnt: vodComment } as const;

/** Broadcasts in the one queue (app.ts hands these to the community module). */
export const BROADCAST_REPORT_TARGETS = { brc: broadcast } as const;
