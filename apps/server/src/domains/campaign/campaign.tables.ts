import type { CampaignApplyStatus } from '@onfan/contracts/campaign';
import type { Generated } from '../../db/table-types.js';

/** 20261124T0740-campaign: a product category (상품 분류) that campaigns are filed under. */
export interface GdsClsTable {
  gdsClsId: Generated<number>;
  clsNm: string;
  clsLv: number;
  sortSn: number;
  useYn: Generated<'Y' | 'N'>;
}

/** 20261124T0740-campaign: a matching campaign creators apply to during its entry period. */
export interface MatchCampnTable {
  matchCampnId: Generated<number>;
  matchCampnNm: string;
  matchCampnCn: string;
  entryBgngYmd: string;
  entryEndYmd: string;
  /** The instant entry closes (ISO 8601 UTC). */
  entryEndDt: string;
  matchCampnBgngYmd: string;
  matchCampnEndYmd: string;
  gdsClsId: number;
  rprsImgPt: string | null;
  useYn: Generated<'Y' | 'N'>;
  regDt: string;
  /** 20261204T1200-campaign: how many creators it wants, how many are selected (never more). */
  rcrtCnt: Generated<number>;
  slctCnt: Generated<number>;
  imgAlt: string | null;
  closRsn: string | null;
  closDt: string | null;
  /** The copy a console change names (the registration time until the first change). */
  mdfcnDt: string | null;
}

/** 20261124T0740-campaign: a creator's application to a campaign (at most one per creator and campaign). */
export interface CampnAplyTable {
  campnAplyId: Generated<number>;
  matchCampnId: number;
  userId: number;
  aplyStts: Generated<CampaignApplyStatus>;
  aplyDt: string;
  /** 20261204T1200-campaign: the reason of the desk's decision and when it was made. */
  sttsRsn: string | null;
  mdfcnDt: string | null;
}
