import type { Generated } from '../../db/table-types.js';

/** 0001-foundation: who viewed what when (one row per viewer and item; the 10-minute rule reads it). */
export interface ContentViewTable {
  contentsType: string;
  contentsId: string;
  viewerKey: string;
  viewedAt: string;
}

/** 0001-foundation: an item's view count. */
export interface ContentViewCountTable {
  contentsType: string;
  contentsId: string;
  viewCnt: number;
}

/** 0001-foundation: clicks on banners, family sites and other tracked links. */
export interface ClickLogTable {
  id: Generated<number>;
  clickTrgtTyp: string;
  clickTrgtVal: string;
  userId: number | null;
  clickedAt: string;
}
