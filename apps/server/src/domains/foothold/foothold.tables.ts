import type { Generated } from '../../db/table-types.js';

/**
 * 20261125T0000-foothold: a creator's page (크리에이터 거점), at most one per creator (ctr_fthld_user_uq). Tags are
 * saved normalized (no '#', no blanks, no repeats, filled from 1); content is whitespace-minified plain text.
 */
export interface CtrFthldTable {
  ctrFthldId: Generated<number>;
  userId: number;
  fthldNm: string;
  fthldIntro: string | null;
  fthldCn: string;
  rprsImgPtUrl: string | null;
  rprsImgFileNm: string | null;
  fthldTag1: string | null;
  fthldTag2: string | null;
  fthldTag3: string | null;
  ytbChnlUrl: string | null;
  instgrmUrl: string | null;
  fcbkUrl: string | null;
  navrUrl: string | null;
  primActvtCtgr: string | null;
  /** Y: certified by the operators (인증 크리에이터); only they set it. */
  certCtrYn: Generated<'Y' | 'N'>;
  useYn: Generated<'Y' | 'N'>;
  regDt: string;
  mdfcnDt: string;
}
