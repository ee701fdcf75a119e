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
