import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface ClosureRow {
  ymd: string;
  name: string;
}

export class HolidayRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Closure days from `from` to `to` inclusive (yyyyMMdd compares as text). */
  async closuresBetween(from: string, to: string): Promise<ClosureRow[]> {
    return this.db
      .selectFrom('closureDay')
      .select(['ymd', 'name'])
      .where('ymd', '>=', from)
      .where('ymd', '<=', to)
      .orderBy('ymd')
      .execute();
  }

  /** One closure per day: saving a day again renames it. */
  async upsertClosure(row: ClosureRow, now: string): Promise<void> {
    await this.db
      .insertInto('closureDay')
      .values({ ymd: row.ymd, name: row.name, regDt: now })
      .onConflict((oc) => oc.column('ymd').doUpdateSet({ name: row.name }))
      .execute();
  }

  /** True when a row was deleted. */
  async deleteClosure(ymd: string): Promise<boolean> {
    const result = await this.db.deleteFrom('closureDay').where('ymd', '=', ymd).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
