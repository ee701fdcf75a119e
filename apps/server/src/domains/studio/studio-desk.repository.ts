import type { StudioDeskQuery } from '@onfan/contracts/studio.admin';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import type { StudioTable } from './studio.tables.js';

/** The studio list's sortable columns (the contract's keys). */
const STUDIO_SORT = { studoNm: 'studio.studoNm', sortSeq: 'studio.sortSeq', regDt: 'studio.regDt' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The studios desk's SQL over the studios themselves (their rooms are the rooms desk's). */
export class StudioDeskRepository {
  constructor(private readonly db: Executor) {}

  private withRoomCount() {
    return this.db
      .selectFrom('studio')
      .selectAll('studio')
      .select((eb) =>
        eb
          .selectFrom('rsvtRoom')
          .whereRef('rsvtRoom.studoId', '=', 'studio.studoId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('roomCnt'),
      );
  }

  async list(q: StudioDeskQuery) {
    let base = this.db.selectFrom('studio');
    if (q.q) {
      const p = `%${escapeLike(q.q.toLowerCase())}%`;
      base = base.where((eb) => eb(sql`lower(studio.studo_nm)`, 'like', sql`${p} escape '\\'`));
    }
    if (q.useYn) base = base.where('studio.useYn', '=', q.useYn);
    const { column, direction } = consoleOrder(q, STUDIO_SORT, { sort: 'sortSeq', order: 'asc' });
    const [items, count] = await Promise.all([
      base
        .selectAll('studio')
        .select((eb) =>
          eb
            .selectFrom('rsvtRoom')
            .whereRef('rsvtRoom.studoId', '=', 'studio.studoId')
            .select(eb.fn.countAll<number>().as('n'))
            .as('roomCnt'),
        )
        .orderBy(column, direction)
        .orderBy('studio.studoId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  byId(studoId: number) {
    return this.withRoomCount().where('studio.studoId', '=', studoId).executeTakeFirst();
  }

  async insert(row: Insertable<StudioTable>): Promise<number> {
    const r = await this.db.insertInto('studio').values(row).returning('studoId').executeTakeFirstOrThrow();
    return r.studoId;
  }

  /** Updates the studio only if it is still the copy read (`updtDt` as stored); false when it is not. */
  async updateIfCopy(studoId: number, storedUpdtDt: string, values: Updateable<StudioTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('studio')
      .set(values)
      .where('studoId', '=', studoId)
      .where('updtDt', '=', storedUpdtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}
