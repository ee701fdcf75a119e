import type { Executor } from '../../db/executor.js';

export interface ViewKey {
  contentsType: string;
  contentsId: string;
}

export class ContentViewRepository {
  constructor(private readonly db: Executor) {}

  /** Runs `work` in a transaction, or in the one this repository was built on. */
  private atomically<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }

  /**
   * Records a view and bumps the count only when this viewer's previous view of the item is older than `cutoff`
   * (or there is none). The conditional upsert decides in one statement, so two simultaneous views by one viewer
   * count once; the count is bumped in the same transaction.
   */
  async recordView(
    item: ViewKey,
    viewerKey: string,
    now: string,
    cutoff: string,
  ): Promise<{ counted: boolean; viewCnt: number }> {
    return this.atomically(async (trx) => {
      const hit = await trx
        .insertInto('contentView')
        .values({ ...item, viewerKey, viewedAt: now })
        .onConflict((oc) =>
          oc
            .columns(['contentsType', 'contentsId', 'viewerKey'])
            .doUpdateSet((eb) => ({ viewedAt: eb.ref('excluded.viewedAt') }))
            .where('contentView.viewedAt', '<=', cutoff),
        )
        .returning('viewedAt')
        .executeTakeFirst();

      if (hit) {
        const row = await trx
          .insertInto('contentViewCount')
          .values({ ...item, viewCnt: 1 })
          .onConflict((oc) =>
            oc
              .columns(['contentsType', 'contentsId'])
              .doUpdateSet((eb) => ({ viewCnt: eb('contentViewCount.viewCnt', '+', 1) })),
          )
          .returning('viewCnt')
          .executeTakeFirstOrThrow();
        return { counted: true, viewCnt: row.viewCnt };
      }
      const row = await trx
        .selectFrom('contentViewCount')
        .select('viewCnt')
        .where('contentsType', '=', item.contentsType)
        .where('contentsId', '=', item.contentsId)
        .executeTakeFirst();
      return { counted: false, viewCnt: row?.viewCnt ?? 0 };
    });
  }

  /** Sets an item's count outright (the demo seed's plausible counts; nothing else writes it but recordView). */
  async setCount(contentsType: string, contentsId: string, viewCnt: number): Promise<void> {
    await this.db
      .insertInto('contentViewCount')
      .values({ contentsType, contentsId, viewCnt })
      .onConflict((oc) => oc.columns(['contentsType', 'contentsId']).doUpdateSet({ viewCnt }))
      .execute();
  }

  async counts(contentsType: string, contentsIds: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (contentsIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('contentViewCount')
      .select(['contentsId', 'viewCnt'])
      .where('contentsType', '=', contentsType)
      .where('contentsId', 'in', [...contentsIds])
      .execute();
    for (const r of rows) out.set(r.contentsId, r.viewCnt);
    return out;
  }

  async insertClick(row: { clickTrgtTyp: string; clickTrgtVal: string; userId: number | null; now: string }) {
    await this.db
      .insertInto('clickLog')
      .values({
        clickTrgtTyp: row.clickTrgtTyp,
        clickTrgtVal: row.clickTrgtVal,
        userId: row.userId,
        clickedAt: row.now,
      })
      .execute();
  }
}
