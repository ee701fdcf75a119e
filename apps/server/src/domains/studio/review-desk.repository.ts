import type { SortOrder } from '@onfan/contracts/admin';
import type { Updateable } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import type { RoomRevwTable } from './studio.tables.js';

/** The review desk's filters: a room, shown or hidden, a written period as instants [from, before). */
export interface ReviewDeskFilter {
  roomId?: number;
  hideYn?: 'Y' | 'N';
  from?: string;
  before?: string;
}

/** The desk's sortable columns (the contract's keys); equal values keep the review ids' order. */
const REVIEW_SORT = {
  regDt: 'roomRevw.regDt',
  starrtScore: 'roomRevw.starrtScore',
  roomNm: 'rsvtRoom.roomNm',
} as const;
export type ReviewDeskSort = { sort?: keyof typeof REVIEW_SORT | undefined; order?: SortOrder | undefined };

/** The copy a desk change names: the time of the review's last change, or of its writing. */
export function reviewCopy(r: { updtDt: string | Date | null; regDt: string | Date }): string {
  return new Date(r.updtDt ?? r.regDt).toISOString();
}

/** The review desk's SQL over the studio rooms' reviews (room_revw). */
export class ReviewDeskRepository {
  constructor(private readonly db: Executor) {}

  private base(filter: ReviewDeskFilter) {
    let q = this.db
      .selectFrom('roomRevw')
      .innerJoin('rsvtRoom', 'rsvtRoom.roomId', 'roomRevw.roomId')
      .innerJoin('studio', 'studio.studoId', 'rsvtRoom.studoId')
      .innerJoin('appUser', 'appUser.userId', 'roomRevw.userId');
    if (filter.roomId !== undefined) q = q.where('roomRevw.roomId', '=', filter.roomId);
    if (filter.hideYn) q = q.where('roomRevw.hideYn', '=', filter.hideYn);
    if (filter.from) q = q.where('roomRevw.regDt', '>=', filter.from);
    if (filter.before) q = q.where('roomRevw.regDt', '<', filter.before);
    return q;
  }

  async list(filter: ReviewDeskFilter, offset: number, limit: number, sort: ReviewDeskSort) {
    const q = this.base(filter);
    const total = await q.select((eb) => eb.fn.countAll<number>().as('cnt')).executeTakeFirstOrThrow();
    const { column, direction } = consoleOrder(sort, REVIEW_SORT, { sort: 'regDt', order: 'desc' });
    const rows = await q
      .leftJoin('appUser as opr', 'opr.userId', 'roomRevw.hideBy')
      .select([
        'roomRevw.revwId',
        'roomRevw.rsvtId',
        'roomRevw.roomId',
        'rsvtRoom.roomNm',
        'studio.studoNm',
        'appUser.lgnId',
        'roomRevw.revwCmnt',
        'roomRevw.starrtScore',
        'roomRevw.regDt',
        'roomRevw.hideYn',
        'roomRevw.hideRsn',
        'roomRevw.hideDt',
        'roomRevw.updtDt',
        'opr.userNm as hideOprNm',
      ])
      .orderBy(column, direction)
      .orderBy('roomRevw.revwId', direction)
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(total.cnt) };
  }

  byId(revwId: number) {
    return this.db.selectFrom('roomRevw').selectAll().where('revwId', '=', revwId).executeTakeFirst();
  }

  /**
   * Changes a review only if it is still the copy read (`read`: its last change time, or none) and still in the
   * visibility `fromHideYn`; false when another change came first. The condition is the database's.
   */
  async changeIfCopy(
    revwId: number,
    read: { updtDt: string | null; hideYn: 'Y' | 'N' },
    values: Updateable<RoomRevwTable>,
  ): Promise<boolean> {
    let q = this.db.updateTable('roomRevw').set(values).where('revwId', '=', revwId).where('hideYn', '=', read.hideYn);
    q = read.updtDt === null ? q.where('updtDt', 'is', null) : q.where('updtDt', '=', read.updtDt);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
