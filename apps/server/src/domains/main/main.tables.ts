import type { Generated } from '../../db/table-types.js';

/* 0006-content: the main page's banners, section groups and their items, education banners; short links (its courses table was dropped by 20261125T0301-education: courses are e-learning's). */

export interface MainBannrTable {
  bannrId: Generated<number>;
  bannrTit: string;
  bannrSubTit: string | null;
  bannrImgPtUrl: string | null;
  bannrImgAlt: string;
  linkUrl: string | null;
  newWinYn: Generated<'Y' | 'N'>;
  bgColor: string;
  sortSeq: number;
  expsrYn: Generated<'Y' | 'N'>;
  regDt: string;
  /** 20261203T1100-main: the copy a console change names; the display period (Seoul days; null = open). */
  updtDt: Generated<string>;
  pstgBgngYmd: string | null;
  pstgEndYmd: string | null;
}

export interface MainSectGrpTable {
  sectGrpId: Generated<number>;
  sectGrpNm: string;
  sectGrpDesc: string | null;
  moreUrl: string | null;
  sortSeq: number;
  expsrYn: Generated<'Y' | 'N'>;
  /** 20261203T1100-main: the copy a console change names. */
  updtDt: Generated<string>;
}

export interface MainSectItemTable {
  sectItemId: Generated<number>;
  sectGrpId: number;
  itemTit: string;
  itemDesc: string | null;
  linkUrl: string;
  badgeNm: string | null;
  icon: string | null;
  sortSeq: number;
}

export interface MainEduBannrTable {
  eduBannrId: Generated<number>;
  eduBannrTit: string;
  eduBannrSubTit: string | null;
  linkUrl: string | null;
  bgColor: string;
  sortSeq: number;
  useYn: Generated<'Y' | 'N'>;
}

/** A short link: the same portal path always has the same code. */
export interface ShortUrlTable {
  code: string;
  path: string;
  regDt: string;
}
