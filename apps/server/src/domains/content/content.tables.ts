import type { ContentType } from '@onfan/contracts/content';
import type { PopupKind } from '@onfan/contracts/notice';
import type { Generated } from '../../db/table-types.js';

/** 0006-content: the one content engine's items (news, interviews, social space, sentcont, notices …). */
export interface ContentItemTable {
  contentsId: Generated<number>;
  contentsType: ContentType;
  ctgrCode: string | null;
  tit: string;
  smry: string | null;
  cn: string;
  thmbnlImgPtUrl: string | null;
  /** 20261203T1200-content: the thumbnail's alt text (the console asks for it with the picture). */
  thmbnlImgAlt: string | null;
  bgngYmd: string | null;
  endYmd: string | null;
  linkUrl: string | null;
  /** Set on notices shown as a popup while bgngYmd–endYmd holds today. */
  popupKind: PopupKind | null;
  fixYn: Generated<'Y' | 'N'>;
  expsrYn: Generated<'Y' | 'N'>;
  useYn: Generated<'Y' | 'N'>;
  rgtrId: number | null;
  regDt: string;
  mdfcnDt: string;
  /** 20261203T0900-content: the posting window of a notice (ISO instants; null = from registration / no end). */
  pstgBgngDt: string | null;
  pstgEndDt: string | null;
  /** 20261203T0900-content: the days a popup's 'do not show' hides it (null = the popup kind's default). */
  popupHideDays: number | null;
}

/** 0006-content: an item's attachments (files of the upload storage), in order. */
export interface ContentAtchTable {
  atchId: Generated<number>;
  contentsId: number;
  fileId: string;
  sortSeq: number;
}

/** 20261203T1200-content: the FAQ of `/guide`, by category and in the operators' order. */
export interface FaqTable {
  faqId: Generated<number>;
  ctgrCd: string;
  qstn: string;
  ans: string;
  sortSeq: number;
  expsrYn: Generated<'Y' | 'N'>;
  rgtrId: number | null;
  regDt: string;
  updtDt: string;
}
