import type { MyDataStatus } from '@onfan/contracts/my-data';
import type { Generated } from '../../db/table-types.js';

/**
 * 내 정보 내려받기 (migration 20261128T1700-my-data): a member's requests and the downloads of their files. A row
 * stays REQUESTED until the job makes the file (READY, with its key and the end of the link) or gives up (FAILED).
 * EXPIRED is never stored: a READY row past `expires_dt` is shown so, and the retention job removes it with its file.
 */
export interface MyDataExportTable {
  exportId: Generated<number>;
  userId: number;
  status: Generated<Exclude<MyDataStatus, 'EXPIRED'>>;
  reqDt: string;
  /** A job working on the row holds it until then (another one takes it over after). */
  claimedUntil: string | null;
  readyDt: string | null;
  expiresDt: string | null;
  fileKey: string | null;
  fileSize: number | null;
  errCn: string | null;
}

export interface MyDataDownloadTable {
  downloadId: Generated<number>;
  exportId: number;
  userId: number;
  ip: string | null;
  dlDt: string;
}
