import type { BrcType, LkDskCd } from '@onfan/contracts/broadcast';
import type { Generated } from '../../db/table-types.js';

/** 20261125T0320-broadcast: a broadcasting channel (a small business or creator). */
export interface BrcChnlTable {
  brcChnlId: Generated<number>;
  chnlNm: string;
  chnlExpln: Generated<string>;
  useYn: Generated<'Y' | 'N'>;
  regDt: Generated<string>;
  /** 20261208T0900-broadcast: the copy a console change names (its registration time until first edited; '' for rows seeded since). */
  updtDt: Generated<string>;
  /** 20261208T0900-broadcast: the channel's picture (a public upload) and its alternative text. */
  chnlImgUrl: string | null;
  chnlImgAlt: string | null;
}

/** 20261125T0320-broadcast: a broadcast; live and commerce have a schedule, VOD and shorts the time of recording. */
export interface BrcInfoTable {
  brcInfoNo: Generated<number>;
  brcChnlId: number;
  brcTypeDcd: BrcType;
  brcTit: string;
  brcExpln: Generated<string>;
  /** ISO 8601 UTC */
  brcBgngDt: string;
  brcEndDt: string;
  /** The media folder under DATA_DIR/media (null: no media). */
  mediaKey: string | null;
  prvwTm: Generated<number>;
  inqCnt: Generated<number>;
  expsrYn: Generated<'Y' | 'N'>;
  regDt: Generated<string>;
  /** 20261208T0900-broadcast: the copy a console change names (its registration time until first edited; '' for rows seeded since). */
  updtDt: Generated<string>;
  /** 20261208T0900-broadcast: the poster the operator uploaded (a public upload) and its text; null: the media's frame. */
  pstrImgUrl: string | null;
  pstrImgAlt: string | null;
}

/** 20261125T0320-broadcast: a product shown in a broadcast. */
export interface BrcPrdctTable {
  brcPrdctId: Generated<number>;
  brcInfoNo: number;
  prdctNm: string;
  prc: number;
  sellerNm: string;
  sortSeq: Generated<number>;
}

/** 20261125T0320-broadcast: a member's alert subscription (unique per member and broadcast). */
export interface BrcAlarmTable {
  brcAlarmId: Generated<number>;
  brcInfoNo: number;
  userId: number;
  regDt: Generated<string>;
}

/** 20261125T0320-broadcast: a member follows a channel (unique per member and channel). */
export interface BrcSbptnTable {
  brcSbptnId: Generated<number>;
  brcChnlId: number;
  userId: number;
  regDt: Generated<string>;
}

/** 20261125T0320-broadcast: an alert notice written to the outbox (unique per broadcast and member). */
export interface BrcNtcnTable {
  brcNtcnId: Generated<number>;
  brcInfoNo: number;
  userId: number;
  regDt: Generated<string>;
}

/** 20261125T0320-broadcast: a VOD comment, or a reply (upCmntId) to one. */
export interface VodCmntTable {
  vodCmntId: Generated<number>;
  brcInfoNo: number;
  upCmntId: number | null;
  userId: number;
  cmntCn: string;
  lkCnt: Generated<number>;
  dskCnt: Generated<number>;
  regDt: Generated<string>;
  /** 20261125T0800-broadcast: N while hidden by reports (the community's one queue). */
  expsrYn: Generated<'Y' | 'N'>;
  /** 20261125T0800-broadcast: N once an operator removed it. */
  useYn: Generated<'Y' | 'N'>;
}

/** 20261125T0320-broadcast: a member's like (100) or dislike (200) of a comment (one per member and comment). */
export interface VodCmntLkTable {
  vodCmntLkId: Generated<number>;
  vodCmntId: number;
  userId: number;
  lkDskCd: LkDskCd;
}

/** 20261206T0910-broadcast: a live chat message (its offset from the start; the rate window it was counted in). */
export interface BrcChatTable {
  chatId: Generated<number>;
  brcInfoNo: number;
  userId: number;
  chatCn: string;
  ofstSec: number;
  /** The fixed window (seconds since the epoch / CHAT_RATE.windowSeconds) and the message's place in it. */
  rateWndw: number;
  rateSeq: number;
  hideYn: Generated<'Y' | 'N'>;
  hideRsn: string | null;
  regDt: Generated<string>;
  updtDt: Generated<string>;
}

/** 20261206T0910-broadcast: a member muted in one broadcast's chat. */
export interface BrcChatMuteTable {
  brcInfoNo: number;
  userId: number;
  muteRsn: string;
  oprUserId: number;
  regDt: Generated<string>;
}

/** 20261208T0905-broadcast: the captions last published at the console (decision 051); updtDt is the copy. */
export interface BrcCaptionTable {
  brcInfoNo: number;
  vttCn: string;
  cueCnt: number;
  oprUserId: number;
  updtDt: string;
}

/** 20261208T0907-broadcast: a broadcast's latest transcode of an uploaded file (decision 051); updtDt is the copy. */
export interface BrcMediaJobTable {
  brcInfoNo: number;
  jobTkn: string;
  upldId: string;
  fileNm: string;
  /** WAIT 대기, RUN 변환 중, DONE 완료, FAIL 실패. */
  stsCd: string;
  prgrsPct: number;
  errMsg: string | null;
  mediaSeq: number;
  mediaKey: string | null;
  oprUserId: number;
  regDt: string;
  bgngDt: string | null;
  endDt: string | null;
  updtDt: string;
}
