import type { RegionCode } from '@onfan/contracts/auth';
import type { NotificationGroup } from '@onfan/contracts/notification';
import type { Generated } from '../../db/table-types.js';

/**
 * What an in-app notification is about when that thing can disappear: the centre leaves out a notification whose
 * target is gone (a community post deleted or hidden, a community closed).
 */
export type NotificationTargetType = 'community-post' | 'scommunity';

/**
 * 20261205T1100-notification: one in-app notification of one member (issue 40), written with the outbox message it
 * came with (`outboxId`, unique: one message shows once however often it is written or delivered), in the
 * transaction of the change that caused it. `link` is the portal path of the thing it is about; `tgtType`/`tgtId`
 * name that thing when it can be removed. `readDt` is null while unread.
 */
export interface NtfTable {
  ntfId: Generated<number>;
  userId: number;
  outboxId: number | null;
  ntfKind: string;
  ntfTit: string;
  ntfCn: string;
  link: string;
  tgtType: NotificationTargetType | null;
  tgtId: number | null;
  readDt: string | null;
  regDt: string;
}

/**
 * 20261205T1100-notification: a member's channels for one kind of notification (`grp`); in-app is always on. No row:
 * every channel on. Written by upsert on the primary key, so two saves at once leave one row.
 */
export interface NtfPrefTable {
  userId: number;
  grp: NotificationGroup;
  smsYn: Generated<'Y' | 'N'>;
  emailYn: Generated<'Y' | 'N'>;
  updtDt: string;
}

/**
 * 20261206T0900-notification: an announcement from the console (decision 045). A draft until sent; once sent it is
 * the fan-out job's own record: the job runs it when `nextRunDt` is due (08:00 Seoul again while advertising waits
 * for the morning) and marks it DONE when every member's delivery row is written and none is held.
 */
export interface NtfAncmtTable {
  ancmtId: Generated<number>;
  ancmtTit: string;
  ancmtCn: string;
  link: string | null;
  ancmtKind: 'INFO' | 'AD';
  userPattnCd: string | null;
  /** The group's 시·도 (20261207T0900-notification); null: every region. */
  rgnCd: RegionCode | null;
  smsYn: Generated<'Y' | 'N'>;
  emailYn: Generated<'Y' | 'N'>;
  ancmtStts: Generated<'DRAFT' | 'SENDING' | 'DONE'>;
  nextRunDt: string | null;
  rgtrId: number;
  sndrId: number | null;
  regDt: string;
  updtDt: string;
  sndDt: string | null;
  doneDt: string | null;
}

/**
 * 20261206T0900-notification: one announcement's delivery to one member (primary key: announcement × member, so a
 * retried fan-out writes nothing twice). SHOWN: in the member's notifications, `smsSt`/`emailSt` saying whether a
 * chosen channel was written (SENT) or the member turned it off (OFF); HELD: advertising waiting for 08:00; DROPPED:
 * held advertising whose marketing consent was withdrawn before it went.
 */
export interface NtfAncmtDlvrTable {
  ancmtId: number;
  userId: number;
  dlvrStts: 'SHOWN' | 'HELD' | 'DROPPED';
  smsSt: 'SENT' | 'OFF' | null;
  emailSt: 'SENT' | 'OFF' | null;
  regDt: string;
  dlvrDt: string | null;
}
