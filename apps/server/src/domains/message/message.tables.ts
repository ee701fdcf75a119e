import type { Generated } from '../../db/table-types.js';

/**
 * 20261125T0100-message: a message from one member to another (쪽지). `rltdTblNo` says what it is about (2 a community
 * post, 3 a foothold, 4 a reply to `relMsgId`) and `rltdTblKey` which one. Only the receiver reads and deletes it:
 * `readgYn` Y once opened, `rcvrDelYn` Y once deleted (the row stays for the sender's side and for reports).
 */
export interface MsgTable {
  msgId: Generated<number>;
  relMsgId: number | null;
  msgTit: string | null;
  msgCn: string;
  sndrUserId: number;
  rcvrUserId: number;
  rltdTblNo: number;
  rltdTblKey: string | null;
  readgYn: Generated<'Y' | 'N'>;
  readgDt: string | null;
  rcvrDelYn: Generated<'Y' | 'N'>;
  regDt: string;
}

/** 20261125T0100-message: `userId` receives no more messages from `blockedUserId` (msg_block_uq: once per pair). */
export interface MsgBlockTable {
  userId: number;
  blockedUserId: number;
  regDt: string;
}

/**
 * 20261125T0100-message: the anti-bot answers already accepted, by their challenge's signature (the primary key
 * decides, so an answer is accepted once however many copies arrive at once). Rows past `expiresAt` are removed:
 * their challenge is refused as expired anyway.
 */
export interface CaptchaUsedTable {
  signature: string;
  expiresAt: string;
}
