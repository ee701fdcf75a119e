import type { AprvHistoryCd, AprvStatus, FestivalSeason } from '@onfan/contracts/festival';
import type { YN } from '@onfan/contracts/envelope';
import type { Generated } from '../../db/table-types.js';

/** 20261125T0600-festival: a 동행축제 edition (one per season and year). */
export interface FestaCampnTable {
  campnId: Generated<number>;
  campnNm: string;
  season: FestivalSeason;
  yr: number;
  campnDesc: string;
  bgngYmd: string;
  endYmd: string;
  /** 20261208T0935-festival: the application period (members join within it; null: until the festival ends). */
  aplyBgngYmd: string | null;
  aplyEndYmd: string | null;
  /** 20261208T0935-festival: whether the public festival page shows the season. */
  expsrYn: Generated<YN>;
  updtDt: Generated<string>;
}

/** 20261125T0600-festival: a member taking part in a festival with their store. */
export interface FestaPrtcptTable {
  campnId: number;
  userId: number;
  strNm: string;
  telno: string;
  regDt: Generated<string>;
}

/** 20261125T0600-festival: a participant's product, its approval state and exposure. */
export interface FestaManprdTable {
  manprdId: Generated<number>;
  campnId: number;
  userId: number;
  manprdNm: string;
  ctgrCd: string;
  prc: number;
  manprdDesc: string;
  buyUrl: string | null;
  aprvSts: Generated<AprvStatus>;
  expsrYn: Generated<YN>;
  rjctRsn: string | null;
  regDt: Generated<string>;
  updtDt: Generated<string>;
}

/** 20261125T0600-festival: every change of a product (its state after the change, who made it, why). */
export interface FestaAprvHstTable {
  hstId: Generated<number>;
  manprdId: number;
  hstCd: AprvHistoryCd;
  aprvSts: AprvStatus;
  expsrYn: YN;
  memo: string | null;
  byUserId: number | null;
  byOperYn: Generated<YN>;
  regDt: Generated<string>;
}
