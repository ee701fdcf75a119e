import type { Executor } from '../../db/executor.js';

/** Space groups, spaces, galleries, favourites, inquiries and reservation notices. */
export class SpaceRepository {
  constructor(private readonly db: Executor) {}

  groups() {
    return this.db
      .selectFrom('spaceGrp')
      .leftJoin('space', (j) => j.onRef('space.grpId', '=', 'spaceGrp.grpId').on('space.useYn', '=', 'Y'))
      .select(['spaceGrp.grpId', 'spaceGrp.grpNm', (eb) => eb.fn.count<number>('space.spaceId').as('spaceCnt')])
      .groupBy(['spaceGrp.grpId', 'spaceGrp.grpNm', 'spaceGrp.sortSeq'])
      .orderBy('spaceGrp.sortSeq')
      .orderBy('spaceGrp.grpId')
      .execute();
  }

  private spaceBase(userId: number | null) {
    return this.db
      .selectFrom('space')
      .innerJoin('spaceGrp', 'spaceGrp.grpId', 'space.grpId')
      .leftJoin('spaceFavr', (j) =>
        j.onRef('spaceFavr.spaceId', '=', 'space.spaceId').on('spaceFavr.userId', '=', userId ?? -1),
      )
      .where('space.useYn', '=', 'Y');
  }

  async spaces(
    f: { grpId?: number | undefined; favrOnly: boolean; userId: number | null },
    offset: number,
    limit: number,
  ) {
    let q = this.spaceBase(f.userId);
    if (f.grpId !== undefined) q = q.where('space.grpId', '=', f.grpId);
    if (f.favrOnly) q = q.where('spaceFavr.userId', 'is not', null);
    const total = await q.select((eb) => eb.fn.countAll<number>().as('cnt')).executeTakeFirstOrThrow();
    const rows = await this.selectSummary(q)
      .orderBy('space.sortSeq')
      .orderBy('space.spaceId')
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(total.cnt) };
  }

  private selectSummary(q: ReturnType<SpaceRepository['spaceBase']>) {
    return q
      .select([
        'space.spaceId',
        'space.grpId',
        'spaceGrp.grpNm',
        'space.spaceNm',
        'space.spaceIntro',
        'space.spaceAddr',
        'space.spaceDtlIntro',
        'space.telNo',
        'space.useGuide',
        'spaceFavr.userId as favrUserId',
      ])
      .select((eb) =>
        eb
          .selectFrom('spaceGlry')
          .select('spaceGlry.imgPtUrl')
          .whereRef('spaceGlry.spaceId', '=', 'space.spaceId')
          .orderBy('spaceGlry.sortSeq')
          .limit(1)
          .as('rprsImgPtUrl'),
      );
  }

  space(spaceId: number, userId: number | null) {
    return this.selectSummary(this.spaceBase(userId).where('space.spaceId', '=', spaceId)).executeTakeFirst();
  }

  gallery(spaceId: number) {
    return this.db
      .selectFrom('spaceGlry')
      .select(['glryId', 'spaceId', 'imgPtUrl', 'imgAlt'])
      .where('spaceId', '=', spaceId)
      .orderBy('sortSeq')
      .orderBy('glryId')
      .execute();
  }

  async setFavourite(userId: number, spaceId: number, on: boolean, now: string): Promise<void> {
    if (on) {
      await this.db
        .insertInto('spaceFavr')
        .values({ userId, spaceId, regDt: now })
        .onConflict((oc) => oc.columns(['userId', 'spaceId']).doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('spaceFavr').where('userId', '=', userId).where('spaceId', '=', spaceId).execute();
    }
  }

  async insertInquiry(row: { spaceId: number; userId: number; inqTit: string; inqCn: string; regDt: string }) {
    const r = await this.db
      .insertInto('spaceInq')
      .values({ ...row, ansCn: null, ansDt: null })
      .returning('inqId')
      .executeTakeFirstOrThrow();
    return r.inqId;
  }

  async inquiries(userId: number, offset: number, limit: number) {
    const base = this.db
      .selectFrom('spaceInq')
      .innerJoin('space', 'space.spaceId', 'spaceInq.spaceId')
      .where('spaceInq.userId', '=', userId)
      .where('spaceInq.delYn', '=', 'N');
    const total = await base.select((eb) => eb.fn.countAll<number>().as('cnt')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'spaceInq.inqId',
        'spaceInq.spaceId',
        'space.spaceNm',
        'spaceInq.inqTit',
        'spaceInq.inqCn',
        'spaceInq.ansCn',
        'spaceInq.ansDt',
        'spaceInq.regDt',
      ])
      .orderBy('spaceInq.regDt', 'desc')
      .orderBy('spaceInq.inqId', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(total.cnt) };
  }

  inquiry(inqId: number) {
    return this.db.selectFrom('spaceInq').selectAll().where('inqId', '=', inqId).executeTakeFirst();
  }

  /** Soft delete of an unanswered inquiry of the member; false when it was answered or deleted meanwhile. */
  async deleteInquiry(inqId: number, userId: number): Promise<boolean> {
    const r = await this.db
      .updateTable('spaceInq')
      .set({ delYn: 'Y' })
      .where('inqId', '=', inqId)
      .where('userId', '=', userId)
      .where('delYn', '=', 'N')
      .where('ansCn', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async notices(offset: number, limit: number) {
    const base = this.db.selectFrom('rsvtNtc').where('useYn', '=', 'Y');
    const total = await base.select((eb) => eb.fn.countAll<number>().as('cnt')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['ntcId', 'ntcTit', 'ntcCn', 'regDt'])
      .orderBy('regDt', 'desc')
      .orderBy('ntcId', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(total.cnt) };
  }

  notice(ntcId: number) {
    return this.db
      .selectFrom('rsvtNtc')
      .select(['ntcId', 'ntcTit', 'ntcCn', 'regDt'])
      .where('ntcId', '=', ntcId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }
}
