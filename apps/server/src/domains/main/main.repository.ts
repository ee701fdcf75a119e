import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { MainBannrTable, MainEduBannrTable, MainSectGrpTable, MainSectItemTable } from './main.tables.js';

/** The main page's tables and the short links. */
export class MainRepository {
  constructor(private readonly db: Executor) {}

  /** The banners whose display period (Seoul days, both ends shown; null = open) holds `today`. */
  banners(expsrYn: 'Y' | 'N', today: string) {
    return this.db
      .selectFrom('mainBannr')
      .selectAll()
      .where('expsrYn', '=', expsrYn)
      .where((eb) => eb.or([eb('pstgBgngYmd', 'is', null), eb('pstgBgngYmd', '<=', today)]))
      .where((eb) => eb.or([eb('pstgEndYmd', 'is', null), eb('pstgEndYmd', '>=', today)]))
      .orderBy('sortSeq')
      .orderBy('bannrId')
      .execute();
  }

  sectionGroups(expsrYn: 'Y' | 'N') {
    return this.db
      .selectFrom('mainSectGrp')
      .selectAll()
      .where('expsrYn', '=', expsrYn)
      .orderBy('sortSeq')
      .orderBy('sectGrpId')
      .execute();
  }

  /** The items of the given groups, in each group's order. */
  async sectionItems(sectGrpIds: readonly number[]) {
    if (sectGrpIds.length === 0) return [];
    return this.db
      .selectFrom('mainSectItem')
      .selectAll()
      .where('sectGrpId', 'in', [...sectGrpIds])
      .orderBy('sortSeq')
      .orderBy('sectItemId')
      .execute();
  }

  eduBanners(useYn: 'Y' | 'N') {
    return this.db.selectFrom('mainEduBannr').selectAll().where('useYn', '=', useYn).orderBy('sortSeq').execute();
  }

  async codeOf(path: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('shortUrl').select('code').where('path', '=', path).executeTakeFirst();
    return row?.code;
  }

  /** Stores a code for a path unless the path has one already (two simultaneous calls keep the first). */
  async insertCodeUnlessPresent(row: { code: string; path: string; regDt: string }): Promise<void> {
    await this.db
      .insertInto('shortUrl')
      .values(row)
      .onConflict((oc) => oc.column('path').doNothing())
      .execute();
  }

  async pathOf(code: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('shortUrl').select('path').where('code', '=', code).executeTakeFirst();
    return row?.path;
  }

  /* Seeds */

  async hasBanners(): Promise<boolean> {
    return (await this.db.selectFrom('mainBannr').select('bannrId').limit(1).executeTakeFirst()) !== undefined;
  }

  async insertBanners(rows: readonly Insertable<MainBannrTable>[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insertInto('mainBannr')
        .values([...rows])
        .execute();
  }

  /** A section group with its items. */
  async insertSectionGroup(
    group: Insertable<MainSectGrpTable>,
    items: readonly Omit<Insertable<MainSectItemTable>, 'sectGrpId'>[],
  ): Promise<number> {
    const { sectGrpId } = await this.db
      .insertInto('mainSectGrp')
      .values(group)
      .returning('sectGrpId')
      .executeTakeFirstOrThrow();
    if (items.length > 0) {
      await this.db
        .insertInto('mainSectItem')
        .values(items.map((i) => ({ ...i, sectGrpId })))
        .execute();
    }
    return sectGrpId;
  }

  async insertEduBanners(rows: readonly Insertable<MainEduBannrTable>[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insertInto('mainEduBannr')
        .values([...rows])
        .execute();
  }
}
