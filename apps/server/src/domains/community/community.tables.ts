import type { QueueReportReason, ReportTarget } from '@onfan/contracts/community';
import type { Generated } from '../../db/table-types.js';

/**
 * 20261124T1100-community: a member's post on the community board. `useYn` N is deleted (by its author or an
 * operator); `expsrYn` N is hidden by reports until an operator restores or removes it.
 */
export interface ComunBltartclTable {
  comunBltartclId: Generated<number>;
  comunCtgrDcd: string;
  comunBltartclTit: string;
  /** Sanitized HTML, whitespace compacted: what is saved is what is shown. */
  comunBltartclCn: string;
  /** Plain text of the body (search, summaries). */
  cnText: string;
  thmbnlImgPtUrl: string | null;
  userId: number;
  expsrYn: Generated<'Y' | 'N'>;
  useYn: Generated<'Y' | 'N'>;
  regDt: string;
  mdfcnDt: string;
}

/** 20261124T1100-community: a comment on a post (1–300 characters). Same flags as the post. */
export interface ComunCmntTable {
  cmntId: Generated<number>;
  comunBltartclId: number;
  cmntCn: string;
  userId: number;
  expsrYn: Generated<'Y' | 'N'>;
  useYn: Generated<'Y' | 'N'>;
  regDt: string;
  mdfcnDt: string;
}

/**
 * 20261124T1100-community: a member's report of a post or comment — or of any kind of writing another domain
 * registers (community.report-targets.ts; the queue stores any kind, 20261128T1600-community) —, at most one per
 * member and target (comun_rpt_once_uq). Pending until an operator restores (RESTORED) or removes (REMOVED) the target.
 */
export interface ComunRptTable {
  rptId: Generated<number>;
  trgtType: ReportTarget;
  trgtId: number;
  userId: number;
  /** The community's reasons, or a broadcast's own (`brc`, 20261204T1101-community). */
  rsnCd: QueueReportReason;
  rsnCn: string | null;
  prcsStts: Generated<'PENDING' | 'RESTORED' | 'REMOVED'>;
  regDt: string;
  prcsDt: string | null;
  prcsUserId: number | null;
}

/**
 * 20261204T1100-community: a member's posting suspension. `endDt` null lasts until lifted; `clsdDt` is set when an
 * operator lifts it or a newer one replaces it (at most one open row per member).
 */
export interface PstgSspnsnTable {
  sspnsnId: Generated<number>;
  userId: number;
  bgngDt: string;
  endDt: string | null;
  rsn: string;
  oprId: number | null;
  clsdDt: string | null;
  liftRsn: string | null;
  liftOprId: number | null;
}
