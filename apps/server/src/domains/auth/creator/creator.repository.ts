import type { CreatorBody } from '@onfan/contracts/auth-creator';
import type { Executor } from '../../../db/executor.js';

const CREATOR_COLUMNS = [
  'ctrNm',
  'ctrActvtNm',
  'ytbChnlUrl',
  'ytbChnlNm',
  'ytbChnlCtgrTypCd',
  'telNo',
  'mblNo',
  'ctrEmail',
  'zipNo',
  'bscAddr',
  'dtlAddr',
  'ctrNote',
  'gndrCd',
] as const;

export class CreatorRepository {
  constructor(private readonly db: Executor) {}

  find(userId: number) {
    return this.db.selectFrom('creatorInfo').select(CREATOR_COLUMNS).where('userId', '=', userId).executeTakeFirst();
  }

  async upsert(userId: number, c: CreatorBody, nowIso: string): Promise<void> {
    const values = {
      ctrNm: c.ctrNm,
      ctrActvtNm: c.ctrActvtNm,
      ytbChnlUrl: c.ytbChnlUrl,
      ytbChnlNm: c.ytbChnlNm,
      ytbChnlCtgrTypCd: c.ytbChnlCtgrTypCd,
      telNo: c.telNo || null,
      mblNo: c.mblNo,
      ctrEmail: c.ctrEmail,
      zipNo: c.zipNo || null,
      bscAddr: c.bscAddr || null,
      dtlAddr: c.dtlAddr || null,
      ctrNote: c.ctrNote || null,
      gndrCd: c.gndrCd,
      mdfcnDt: nowIso,
    };
    await this.db
      .insertInto('creatorInfo')
      .values({ userId, ...values, regDt: nowIso })
      .onConflict((oc) => oc.column('userId').doUpdateSet(values))
      .execute();
  }

  /** Is `value` an in-use value of the common-code group (cmmn_cd)? */
  async codeInUse(group: string, value: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('cmmnCd')
      .select('cmmnCdVal')
      .where('cmmnCd', '=', group)
      .where('cmmnCdVal', '=', value)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return !!row;
  }
}
