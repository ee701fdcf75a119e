import type { AccessKind } from '@onfan/contracts/admin';
import type { Generated } from '../../db/table-types.js';

/**
 * The console frame's tables (migration 20261128T1500-admin; decision 034): the personal-data access log, append-only
 * and hash-chained, and the audit of console changes.
 */

export interface PrvcAccessLogTable {
  logId: Generated<number>;
  oprUserId: number;
  regDt: string;
  clientIp: string;
  subjectUserId: number | null;
  accessKind: AccessKind;
  /** The console screen, e.g. '회원 상세'. */
  screen: string;
  /** What was read or changed, e.g. '회원 정보(휴대폰, 이메일, 사업자등록번호)'. */
  detail: string;
  /** Why (an export's reason). */
  reason: string | null;
  prevHash: string;
  rowHash: string;
}

export interface OprAuditTable {
  auditId: Generated<number>;
  oprUserId: number;
  regDt: Generated<string>;
  targetKind: string;
  targetId: string;
  action: string;
  beforeJson: string | null;
  afterJson: string | null;
}

/** The head of the access log's hash chain (one row): writers lock it to chain rows one after another. */
export interface PrvcAccessChainTable {
  chainId: number;
  lastHash: string;
}
