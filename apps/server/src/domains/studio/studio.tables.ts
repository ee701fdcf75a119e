import type { RsvtStatus } from '@onfan/contracts/studio';
import type { Generated } from '../../db/table-types.js';

/**
 * 0005-reservation, the slot engine's side: studios, the bookable rooms of studios and spaces with their images, the
 * reservations with one `rsvt_slot` row per held hour (the overlap guard), and the reviews of completed ones.
 */

type YN = 'Y' | 'N';

/** The states a reservation row stores; COMPLETED and EXPIRED are derived from the day (slot-engine.ts). */
export type StoredRsvtStatus = Exclude<RsvtStatus, 'COMPLETED' | 'EXPIRED'>;

export interface StudioTable {
  studoId: Generated<number>;
  studoNm: string;
  studoIntro: Generated<string>;
  studoAddr: Generated<string>;
  sortSeq: Generated<number>;
  useYn: Generated<YN>;
  regDt: string;
  /** 20261205T0900-studio: the copy an operator's change names (stale-copy check). */
  updtDt: Generated<string>;
}

/** A bookable room of a studio or of a space (exactly one of the two owners). */
export interface RsvtRoomTable {
  roomId: Generated<number>;
  studoId: number | null;
  spaceId: number | null;
  roomNm: string;
  roomOnelineIntro: Generated<string>;
  roomDtlIntro: Generated<string>;
  roomEsntlNtc: Generated<string>;
  operBgngHhmm: string;
  operEndHhmm: string;
  wekendOperYn: Generated<YN>;
  holdyOperYn: Generated<YN>;
  maxRsvtUsrCnt: number;
  rsvtImpssBgngHhmm: string | null;
  rsvtImpssEndHhmm: string | null;
  /** 20261124T0710-studio: won per hour, 0 = free. */
  useFee: Generated<number>;
  sortSeq: Generated<number>;
  useYn: Generated<YN>;
  regDt: string;
  /** 20261204T0900-studio: the copy an operator's change names (stale-copy check); the equipment; 1–4 hours. */
  updtDt: Generated<string>;
  roomEquCn: Generated<string>;
  maxRsvtHr: Generated<number>;
}

/** 20261204T0900-studio: a day an operator closed one room, with the reason members read. */
export interface RoomClosureTable {
  roomId: number;
  ymd: string;
  rsn: string;
  regDt: string;
}

export interface RoomImgTable {
  roomImgId: Generated<number>;
  roomId: number;
  imgPtUrl: string;
  imgAlt: Generated<string>;
  sortSeq: Generated<number>;
}

export interface RsvtTable {
  rsvtId: Generated<number>;
  roomId: number;
  userId: number;
  rsvtYmd: string;
  rsvtBgngHhmm: string;
  rsvtEndHhmm: string;
  rsvtUsrcnt: number;
  rsvtUserCnctel: string;
  rsvtDmndCn: string | null;
  strNm: string;
  brno: string;
  useCtgrDcd: string;
  shootCtgrDcd: string;
  strPattnDcd: string;
  rprsGdsNm: string;
  brndNm: string;
  letoffChnl: string | null;
  loanPssEqu: string;
  osdAddExpctEqu: string | null;
  rsvtStts: Generated<StoredRsvtStatus>;
  sttsRsn: string | null;
  sttsChgBy: number | null;
  sttsChgDt: string | null;
  /** 20261204T1001-studio: a past confirmed reservation's outcome, who marked it and when (null until marked). */
  useRslt: 'DONE' | 'NOSHOW' | null;
  rsltBy: number | null;
  rsltDt: string | null;
  /** 20261206T0920-studio: when the member was reminded the day before (null until then; claimed once). */
  rmndDt: string | null;
  regDt: string;
}

/** One held hour [rsvtHour, rsvtHour + 1) of a room's day; the primary key (room, day, hour) refuses an overlap. */
export interface RsvtSlotTable {
  roomId: number;
  rsvtYmd: string;
  rsvtHour: number;
  rsvtId: number;
}

export interface RoomRevwTable {
  revwId: Generated<number>;
  rsvtId: number;
  roomId: number;
  userId: number;
  revwCmnt: string;
  starrtScore: number;
  regDt: string;
  /** 20261204T1001-studio: hidden at the review desk, by whom, when and why; the time of the last change (the copy). */
  hideYn: Generated<YN>;
  hideRsn: string | null;
  hideBy: number | null;
  hideDt: string | null;
  updtDt: string | null;
}
