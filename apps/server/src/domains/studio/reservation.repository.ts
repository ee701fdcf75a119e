import { type CompiledQuery, type Insertable, type Selectable, sql } from 'kysely';
import type { SortOrder } from '@onfan/contracts/admin';
import { consoleOrder } from '../../db/console-sort.js';
import { allColumns, compiledOnce } from '../../db/compiled-once.js';
import type { Executor } from '../../db/executor.js';
import type { RoomRevwTable, RsvtRoomTable, RsvtTable, StoredRsvtStatus } from './studio.tables.js';

export type RoomRow = Selectable<RsvtRoomTable>;
export type RsvtRow = Selectable<RsvtTable>;
export type NewReservation = Omit<Insertable<RsvtTable>, 'rsvtId' | 'rsvtStts'>;
/** The stored-state filter of a reservation list; the derived states are stored ones on one side of a day. */
export interface ReservationFilter {
  userId?: number;
  stored?: StoredRsvtStatus[];
  beforeYmd?: string;
  fromYmd?: string;
  /** The operators' filters: a studio, a room, a use-date period (inclusive). */
  studoId?: number;
  roomId?: number;
  periodFrom?: string;
  periodTo?: string;
  /** The member's login id, exact. */
  lgnId?: string;
}

/** The operators' sortable columns (the contract's keys); equal days keep their hours' and ids' order. */
const RSVT_SORT = { rsvtYmd: 'rsvt.rsvtYmd', regDt: 'rsvt.regDt' } as const;
export type ReservationSort = { sort?: keyof typeof RSVT_SORT | undefined; order?: SortOrder | undefined };

/**
 * The copy an operator's change names: the time of the row's last change (its outcome marked, else its state changed),
 * or of its booking. An outcome is marked only after the last state change, so it is always the later of the two.
 */
export function reservationCopy(r: {
  sttsChgDt: string | Date | null;
  regDt: string | Date;
  rsltDt?: string | Date | null;
}): string {
  return new Date(r.rsltDt ?? r.sttsChgDt ?? r.regDt).toISOString();
}

/** A held hour of the slot list: the hour and its holder (-1, -1 for a closed day: the room's or the operators'). */
interface HeldHour {
  rsvtHour: number;
  userId: number;
}
/** A room row with its owner's use flag, as the room query reads it. */
type RoomWithOwner = RoomRow & { studoUseYn: string | null; spaceUseYn: string | null };

/** Every column of a room (a compiled-once query names its columns). */
const ROOM_COLUMNS = allColumns<RsvtRoomTable>()([
  'roomId',
  'studoId',
  'spaceId',
  'roomNm',
  'roomOnelineIntro',
  'roomDtlIntro',
  'roomEsntlNtc',
  'operBgngHhmm',
  'operEndHhmm',
  'wekendOperYn',
  'holdyOperYn',
  'maxRsvtUsrCnt',
  'rsvtImpssBgngHhmm',
  'rsvtImpssEndHhmm',
  'useFee',
  'sortSeq',
  'useYn',
  'regDt',
  'updtDt',
  'roomEquCn',
  'maxRsvtHr',
]);

/** A room with its owner's use flag (compiled once: every booking attempt reads it, the losers of a race too). */
const roomWithOwner = compiledOnce((db: Executor, roomId: number) =>
  db
    .selectFrom('rsvtRoom')
    .leftJoin('studio', 'studio.studoId', 'rsvtRoom.studoId')
    .leftJoin('space', 'space.spaceId', 'rsvtRoom.spaceId')
    .select(ROOM_COLUMNS.map((c) => `rsvtRoom.${c}` as const))
    .select(['studio.useYn as studoUseYn', 'space.useYn as spaceUseYn'])
    .where('rsvtRoom.roomId', '=', roomId)
    .$castTo<RoomWithOwner>(),
);

/** The held hours of a room's day with their holders, and a row with hour -1 if the room is closed that day. */
function heldHours(db: Executor, roomId: number, rsvtYmd: string) {
  return db
    .selectFrom('rsvtSlot')
    .innerJoin('rsvt', 'rsvt.rsvtId', 'rsvtSlot.rsvtId')
    .select(['rsvtSlot.rsvtHour as rsvtHour', 'rsvt.userId as userId'])
    .where('rsvtSlot.roomId', '=', roomId)
    .where('rsvtSlot.rsvtYmd', '=', rsvtYmd)
    .unionAll(
      db
        .selectFrom('roomClosure')
        .select([sql<number>`-1`.as('rsvtHour'), sql<number>`-1`.as('userId')])
        .where('roomId', '=', roomId)
        .where('ymd', '=', rsvtYmd),
    );
}
/** The slot list's hot queries (compiled once): the held hours, and with a row more if the day is a closure day. */
const heldHoursOf = compiledOnce(heldHours);
const heldHoursWithClosureOf = compiledOnce((db: Executor, roomId: number, rsvtYmd: string) =>
  heldHours(db, roomId, rsvtYmd).unionAll(
    db
      .selectFrom('closureDay')
      .select([sql<number>`-1`.as('rsvtHour'), sql<number>`-1`.as('userId')])
      .where('ymd', '=', rsvtYmd),
  ),
);

/** Rooms, reservations, their hour rows and reviews: the SQL behind the slot engine and the reservation lists. */
export class ReservationRepository {
  constructor(private readonly db: Executor) {}

  /**
   * A room as members and the slot engine see it: in use only while its owner (studio or space) is in use too, so
   * hiding a studio or a space hides its rooms and refuses booking them without touching the rooms themselves.
   */
  async room(roomId: number): Promise<RoomRow | undefined> {
    const [row] = await roomWithOwner(this.db, roomId);
    if (!row) return undefined;
    const { studoUseYn, spaceUseYn, ...room } = row;
    const ownerUseYn = room.studoId !== null ? studoUseYn : spaceUseYn;
    return { ...room, useYn: room.useYn === 'Y' && ownerUseYn === 'Y' ? 'Y' : 'N' };
  }

  /**
   * One round trip for the slot list: the held hours of a room's day with the holder, a row with hour -1 if the room
   * is closed that day (room_closure, the rooms desk) and, when `withClosure`, one if the day is an operator closure
   * day (closure_day).
   */
  async heldHoursAndClosure(roomId: number, rsvtYmd: string, withClosure: boolean): Promise<HeldHour[]> {
    return (withClosure ? heldHoursWithClosureOf : heldHoursOf)(this.db, roomId, rsvtYmd);
  }

  /**
   * The values in use of some code groups. Booking asks for the same four groups on every attempt, so the query of a
   * group list is compiled once per repository and kept (`codeQueries`); the values themselves are read fresh.
   */
  async codeValues(groups: string[]): Promise<Map<string, Set<string>>> {
    const key = groups.join(',');
    let compiled = this.codeQueries.get(key);
    if (!compiled) {
      compiled = this.db
        .selectFrom('cmmnCd')
        .select(['cmmnCd', 'cmmnCdVal'])
        .where('cmmnCd', 'in', groups)
        .where('useYn', '=', 'Y')
        .compile();
      this.codeQueries.set(key, compiled);
    }
    const rows = (await this.db.executeQuery(compiled)).rows;
    const out = new Map<string, Set<string>>();
    for (const r of rows) {
      if (!out.has(r.cmmnCd)) out.set(r.cmmnCd, new Set());
      out.get(r.cmmnCd)!.add(r.cmmnCdVal);
    }
    return out;
  }

  private readonly codeQueries = new Map<string, CompiledQuery<{ cmmnCd: string; cmmnCdVal: string }>>();

  /** A member account by its exact login id (the desk's booking on a member's behalf); operators are not members. */
  memberByLoginId(lgnId: string) {
    return this.db
      .selectFrom('appUser')
      .select(['userId', 'lgnId', 'userNm', 'userPattnCd', 'userStts'])
      .where('lgnId', '=', lgnId)
      .where('userPattnCd', '!=', '100')
      .where('userStts', '=', 'ACTIVE')
      .executeTakeFirst();
  }

  /** A new reservation, requested unless the desk books it confirmed (`rsvtStts`). */
  async insert(row: NewReservation & { rsvtStts?: StoredRsvtStatus }): Promise<number> {
    const r = await this.db.insertInto('rsvt').values(row).returning('rsvtId').executeTakeFirstOrThrow();
    return r.rsvtId;
  }

  /** One row per hour; the primary key (room, day, hour) refuses any hour already held. */
  async holdSlots(roomId: number, rsvtYmd: string, hours: number[], rsvtId: number): Promise<void> {
    await this.db
      .insertInto('rsvtSlot')
      .values(hours.map((rsvtHour) => ({ roomId, rsvtYmd, rsvtHour, rsvtId })))
      .execute();
  }

  async releaseSlots(rsvtId: number): Promise<void> {
    await this.db.deleteFrom('rsvtSlot').where('rsvtId', '=', rsvtId).execute();
  }

  /** The studio reservations waiting for an operator's confirmation (from `today` on): the dashboard's count. */
  async waitingCount(kind: 'studio' | 'space', today: string): Promise<number> {
    const r = await this.listBase(kind)
      .where('rsvt.rsvtStts', '=', 'REQUESTED')
      .where('rsvt.rsvtYmd', '>=', today)
      .select((eb) => eb.fn.countAll<number>().as('cnt'))
      .executeTakeFirstOrThrow();
    return Number(r.cnt);
  }

  byId(rsvtId: number): Promise<RsvtRow | undefined> {
    return this.db.selectFrom('rsvt').selectAll().where('rsvtId', '=', rsvtId).executeTakeFirst();
  }

  /** What a booking notice says and where it goes: the room, the hours, the contact phone and the account's e-mail. */
  /** Confirmed reservations of `ymd` not yet reminded, oldest first (the day-before reminder's candidates). */
  async toRemind(ymd: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('rsvt')
      .select('rsvtId')
      .where('rsvtYmd', '=', ymd)
      .where('rsvtStts', '=', 'CONFIRMED')
      .where('rmndDt', 'is', null)
      .orderBy('rsvtId')
      .limit(limit)
      .execute();
    return rows.map((r) => r.rsvtId);
  }

  /**
   * Claims a reservation's reminder: only while it is still confirmed and not yet reminded. The database decides, so
   * of two runs at once (or a rerun) exactly one reminds it, and a reservation cancelled meanwhile is not reminded.
   */
  async claimReminder(rsvtId: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('rsvt')
      .set({ rmndDt: now })
      .where('rsvtId', '=', rsvtId)
      .where('rsvtStts', '=', 'CONFIRMED')
      .where('rmndDt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  noticeFacts(rsvtId: number) {
    return this.db
      .selectFrom('rsvt')
      .innerJoin('rsvtRoom', 'rsvtRoom.roomId', 'rsvt.roomId')
      .innerJoin('appUser', 'appUser.userId', 'rsvt.userId')
      .select([
        'rsvt.rsvtId',
        'rsvt.userId',
        'rsvt.rsvtYmd',
        'rsvt.rsvtBgngHhmm',
        'rsvt.rsvtEndHhmm',
        'rsvt.rsvtUserCnctel',
        'rsvt.sttsRsn',
        'rsvtRoom.roomNm',
        'appUser.userEmail',
      ])
      .where('rsvt.rsvtId', '=', rsvtId)
      .executeTakeFirst();
  }

  /**
   * Changes the status only from one of `from` and only if the row is still the one read (`read`: its status and the
   * time of its last change); false when another request changed it first. The condition is the database's, so of two
   * changes made at once on one reading (a confirm and a member's cancel, two operators) exactly one wins.
   */
  async changeStatus(
    rsvtId: number,
    from: StoredRsvtStatus[],
    v: { rsvtStts: StoredRsvtStatus; sttsRsn: string | null; sttsChgBy: number; sttsChgDt: string },
    read?: Pick<RsvtRow, 'rsvtStts' | 'sttsChgDt'>,
  ): Promise<boolean> {
    let q = this.db.updateTable('rsvt').set(v).where('rsvtId', '=', rsvtId).where('rsvtStts', 'in', from);
    if (read) {
      q = q.where('rsvtStts', '=', read.rsvtStts);
      q = read.sttsChgDt === null ? q.where('sttsChgDt', 'is', null) : q.where('sttsChgDt', '=', read.sttsChgDt);
    }
    const r = await q.executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /**
   * Marks the outcome of a confirmed reservation whose day is before `today`, only if the row is still the copy read
   * (`read`: its state change and outcome times); false when another change came first. The condition is the database's.
   */
  async markOutcome(
    rsvtId: number,
    today: string,
    read: Pick<RsvtRow, 'sttsChgDt' | 'rsltDt'>,
    v: { useRslt: 'DONE' | 'NOSHOW'; rsltBy: number; rsltDt: string },
  ): Promise<boolean> {
    let q = this.db
      .updateTable('rsvt')
      .set(v)
      .where('rsvtId', '=', rsvtId)
      .where('rsvtStts', '=', 'CONFIRMED')
      .where('rsvtYmd', '<', today);
    q = read.sttsChgDt === null ? q.where('sttsChgDt', 'is', null) : q.where('sttsChgDt', '=', read.sttsChgDt);
    q = read.rsltDt === null ? q.where('rsltDt', 'is', null) : q.where('rsltDt', '=', read.rsltDt);
    const r = await q.executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  private listBase(kind: 'studio' | 'space') {
    return this.db
      .selectFrom('rsvt')
      .innerJoin('rsvtRoom', 'rsvtRoom.roomId', 'rsvt.roomId')
      .leftJoin('studio', 'studio.studoId', 'rsvtRoom.studoId')
      .leftJoin('space', 'space.spaceId', 'rsvtRoom.spaceId')
      .innerJoin('appUser', 'appUser.userId', 'rsvt.userId')
      .where(kind === 'studio' ? 'rsvtRoom.studoId' : 'rsvtRoom.spaceId', 'is not', null);
  }

  /** Reservations of one member (or of everybody for an operator), newest day first. */
  async list(
    kind: 'studio' | 'space',
    filter: ReservationFilter,
    offset: number,
    limit: number,
    sort: ReservationSort = {},
  ) {
    let q = this.listBase(kind);
    if (filter.userId !== undefined) q = q.where('rsvt.userId', '=', filter.userId);
    if (filter.stored) q = q.where('rsvt.rsvtStts', 'in', filter.stored);
    if (filter.beforeYmd) q = q.where('rsvt.rsvtYmd', '<', filter.beforeYmd);
    if (filter.fromYmd) q = q.where('rsvt.rsvtYmd', '>=', filter.fromYmd);
    if (filter.studoId !== undefined) q = q.where('rsvtRoom.studoId', '=', filter.studoId);
    if (filter.roomId !== undefined) q = q.where('rsvt.roomId', '=', filter.roomId);
    if (filter.periodFrom) q = q.where('rsvt.rsvtYmd', '>=', filter.periodFrom);
    if (filter.periodTo) q = q.where('rsvt.rsvtYmd', '<=', filter.periodTo);
    if (filter.lgnId !== undefined) q = q.where('appUser.lgnId', '=', filter.lgnId);
    const { column, direction } = consoleOrder(sort, RSVT_SORT, { sort: 'rsvtYmd', order: 'desc' });
    const total = await q.select((eb) => eb.fn.countAll<number>().as('cnt')).executeTakeFirstOrThrow();
    const rows = await q
      .leftJoin('roomRevw', 'roomRevw.rsvtId', 'rsvt.rsvtId')
      .select([
        'rsvt.rsvtId',
        'rsvt.roomId',
        'rsvt.userId',
        'rsvtRoom.roomNm',
        'rsvtRoom.studoId',
        'rsvtRoom.spaceId',
        'studio.studoNm',
        'space.spaceNm',
        'rsvt.rsvtYmd',
        'rsvt.rsvtBgngHhmm',
        'rsvt.rsvtEndHhmm',
        'rsvt.rsvtUsrcnt',
        'rsvt.rsvtStts',
        'rsvt.sttsRsn',
        'rsvt.sttsChgDt',
        'rsvt.useRslt',
        'rsvt.rsltDt',
        'rsvt.regDt',
        'rsvt.strNm',
        'rsvt.rsvtUserCnctel',
        'appUser.lgnId',
        'appUser.userNm',
        'roomRevw.revwId',
        'roomRevw.hideYn as revwHideYn',
      ])
      .select((eb) =>
        eb
          .selectFrom('roomImg')
          .select('roomImg.imgPtUrl')
          .whereRef('roomImg.roomId', '=', 'rsvt.roomId')
          .orderBy('roomImg.sortSeq')
          .limit(1)
          .as('rprsImgPtUrl'),
      )
      .orderBy(column, direction)
      .orderBy(column === 'rsvt.rsvtYmd' ? 'rsvt.rsvtBgngHhmm' : 'rsvt.rsvtYmd', direction)
      .orderBy('rsvt.rsvtId', direction)
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(total.cnt) };
  }

  /** One reservation with its room and place names (calendar file). */
  detail(rsvtId: number) {
    return this.db
      .selectFrom('rsvt')
      .innerJoin('rsvtRoom', 'rsvtRoom.roomId', 'rsvt.roomId')
      .leftJoin('studio', 'studio.studoId', 'rsvtRoom.studoId')
      .leftJoin('space', 'space.spaceId', 'rsvtRoom.spaceId')
      .select([
        'rsvt.rsvtId',
        'rsvt.userId',
        'rsvt.rsvtYmd',
        'rsvt.rsvtBgngHhmm',
        'rsvt.rsvtEndHhmm',
        'rsvt.rsvtStts',
        'rsvtRoom.roomNm',
        'studio.studoNm',
        'studio.studoAddr',
        'space.spaceNm',
        'space.spaceAddr',
      ])
      .where('rsvt.rsvtId', '=', rsvtId)
      .executeTakeFirst();
  }

  // Reviews

  reviewOf(rsvtId: number) {
    return this.db.selectFrom('roomRevw').select('revwId').where('rsvtId', '=', rsvtId).executeTakeFirst();
  }

  async insertReview(row: Insertable<RoomRevwTable>): Promise<number> {
    const r = await this.db.insertInto('roomRevw').values(row).returning('revwId').executeTakeFirstOrThrow();
    return r.revwId;
  }

  async reviews(roomId: number, offset: number, limit: number) {
    const total = await this.db
      .selectFrom('roomRevw')
      .select((eb) => eb.fn.countAll<number>().as('cnt'))
      .where('roomId', '=', roomId)
      .where('hideYn', '=', 'N')
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('roomRevw')
      .innerJoin('appUser', 'appUser.userId', 'roomRevw.userId')
      .innerJoin('rsvtRoom', 'rsvtRoom.roomId', 'roomRevw.roomId')
      .select([
        'roomRevw.revwId',
        'roomRevw.rsvtId',
        'rsvtRoom.roomNm',
        'appUser.lgnId',
        'roomRevw.revwCmnt',
        'roomRevw.starrtScore',
        'roomRevw.regDt',
      ])
      .where('roomRevw.roomId', '=', roomId)
      .where('roomRevw.hideYn', '=', 'N')
      .orderBy('roomRevw.regDt', 'desc')
      .orderBy('roomRevw.revwId', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(total.cnt) };
  }

  reviewCounts(roomId: number) {
    return this.db
      .selectFrom('roomRevw')
      .select(['starrtScore', (eb) => eb.fn.countAll<number>().as('revwCnt')])
      .where('roomId', '=', roomId)
      .where('hideYn', '=', 'N')
      .groupBy('starrtScore')
      .execute();
  }
}
