import type { Generated } from '../../db/table-types.js';

/**
 * 0005-reservation, the space side: groups, spaces and their galleries, members' favourites and inquiries, and the
 * reservation notices. A space's bookable rooms are the slot engine's (studio.tables.ts `RsvtRoomTable`).
 */

type YN = 'Y' | 'N';

export interface SpaceGrpTable {
  grpId: Generated<number>;
  grpNm: string;
  sortSeq: Generated<number>;
}

export interface SpaceTable {
  spaceId: Generated<number>;
  grpId: number;
  spaceNm: string;
  spaceIntro: Generated<string>;
  spaceDtlIntro: Generated<string>;
  spaceAddr: Generated<string>;
  telNo: Generated<string>;
  useGuide: Generated<string>;
  sortSeq: Generated<number>;
  useYn: Generated<YN>;
  regDt: string;
  /** 20261205T0901-space: the copy an operator's change names (stale-copy check). */
  updtDt: Generated<string>;
}

export interface SpaceGlryTable {
  glryId: Generated<number>;
  spaceId: number;
  imgPtUrl: string;
  imgAlt: Generated<string>;
  sortSeq: Generated<number>;
}

export interface SpaceFavrTable {
  userId: number;
  spaceId: number;
  regDt: string;
}

export interface SpaceInqTable {
  inqId: Generated<number>;
  spaceId: number;
  userId: number;
  inqTit: string;
  inqCn: string;
  ansCn: string | null;
  ansDt: string | null;
  delYn: Generated<YN>;
  regDt: string;
}

export interface RsvtNtcTable {
  ntcId: Generated<number>;
  ntcTit: string;
  ntcCn: string;
  useYn: Generated<YN>;
  regDt: string;
}
