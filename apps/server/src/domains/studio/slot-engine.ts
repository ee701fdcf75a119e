import type { BookableDays, ReservationFields, RsvtStatus, Slot } from '@onfan/contracts/studio';
import {
  checkHourSelection,
  effectiveMaxUsers,
  hhmmToHour,
  hourToHhmm,
  MAX_RESERVATION_HOURS,
  STUDIO_MESSAGES,
} from '@onfan/contracts/studio';
import { CODE_GROUP } from '@onfan/contracts/code';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../../http/access.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, isValidYmd, isWeekend, todaySeoulYmd, ymdToDate } from '../../lib/seoul-time.js';
import { CertificateRepository } from '../auth/certificate/certificate.repository.js';
import type { HolidayService } from '../holiday/holiday.service.js';
import type { RoomRow } from './reservation.repository.js';
import { ReservationRepository } from './reservation.repository.js';

/**
 * The one slot engine behind studio rooms and space rooms (decision 005). Hours are half-open: the slot of hour h is
 * [h:00, h+1:00); a room offers the hours h with operBgng <= h and h+1 <= operEnd that do not meet the no-booking
 * window [rsvtImpssBgng, rsvtImpssEnd). A reservation [bgng, end) holds one `rsvt_slot` row per hour; the table's
 * primary key (room, day, hour) is what refuses an overlap, so two concurrent requests cannot both win.
 */

export type RoomRules = Pick<
  RoomRow,
  | 'operBgngHhmm'
  | 'operEndHhmm'
  | 'wekendOperYn'
  | 'holdyOperYn'
  | 'maxRsvtUsrCnt'
  | 'rsvtImpssBgngHhmm'
  | 'rsvtImpssEndHhmm'
>;

/** The bookable hours of a room's day, ascending. */
export function roomHours(room: RoomRules): number[] {
  const first = hhmmToHour(room.operBgngHhmm);
  const end = hhmmToHour(room.operEndHhmm);
  const impssFrom = room.rsvtImpssBgngHhmm ? hhmmToHour(room.rsvtImpssBgngHhmm) : null;
  const impssTo = room.rsvtImpssEndHhmm ? hhmmToHour(room.rsvtImpssEndHhmm) : null;
  const hours: number[] = [];
  for (let h = first; h + 1 <= end; h++) {
    // [h, h+1) meets [impssFrom, impssTo) when h < impssTo and h+1 > impssFrom.
    if (impssFrom !== null && impssTo !== null && h < impssTo && h + 1 > impssFrom) continue;
    hours.push(h);
  }
  return hours;
}

export type DayVerdict = 'open' | 'invalid' | 'past' | 'weekend' | 'holiday';

/** Bookable from tomorrow (Seoul); weekends and holidays only where the room opens on them. */
export function dayVerdict(room: RoomRules, ymd: string, todayYmd: string, holiday: boolean): DayVerdict {
  if (!isValidYmd(ymd)) return 'invalid';
  if (ymd <= todayYmd) return 'past';
  if (room.wekendOperYn !== 'Y' && isWeekend(ymd)) return 'weekend';
  if (room.holdyOperYn !== 'Y' && holiday) return 'holiday';
  return 'open';
}

/** The hours [bgng, end) of a request, or the spec's message for why they cannot be booked in this room. */
export function requestedHours(room: RoomRules, bgngHhmm: string, endHhmm: string): number[] {
  if (!bgngHhmm.endsWith('00') || !endHhmm.endsWith('00')) throw AppError.badRequest(STUDIO_MESSAGES.hourNotBookable);
  const from = hhmmToHour(bgngHhmm);
  const to = hhmmToHour(endHhmm);
  if (to <= from) throw AppError.badRequest(STUDIO_MESSAGES.selectTime);
  if (to - from > MAX_RESERVATION_HOURS) throw AppError.badRequest(STUDIO_MESSAGES.maxHours);
  const hours = Array.from({ length: to - from }, (_, i) => from + i);
  const message = checkHourSelection(hours);
  if (message) throw AppError.badRequest(message);
  const offered = new Set(roomHours(room));
  if (!hours.every((h) => offered.has(h))) throw AppError.badRequest(STUDIO_MESSAGES.hourNotBookable);
  return hours;
}

/** Stored state plus the calendar: a confirmed day that has passed is completed, an undecided one expired. */
export function effectiveStatus(stored: string, rsvtYmd: string, todayYmd: string): RsvtStatus {
  if (rsvtYmd < todayYmd) {
    if (stored === 'CONFIRMED') return 'COMPLETED';
    if (stored === 'REQUESTED') return 'EXPIRED';
  }
  return stored as RsvtStatus;
}

/** The member may cancel a live reservation until the day before its day. */
export function memberMayCancel(stored: string, rsvtYmd: string, todayYmd: string): boolean {
  return (stored === 'REQUESTED' || stored === 'CONFIRMED') && todayYmd < rsvtYmd;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export type RoomKind = 'studio' | 'space';

/** How long the slot list may reuse a room's rules (rooms rarely change; held hours are always read fresh). */
export const ROOM_RULES_TTL_MS = 30_000;

/** A room's static slot data, computed once per cached room: its hours and their [bgng, end) strings. */
interface RoomTemplate {
  room: RoomRow;
  hours: { hour: number; bgng: string; end: string }[];
  expires: number;
}

export class SlotEngine {
  private readonly repo: ReservationRepository;
  private readonly rooms = new Map<number, RoomTemplate>();
  private readonly publicDays = new Map<number, Promise<Set<string>>>();
  private todayCache: { ymd: string; from: number; to: number } | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly holidays: HolidayService,
    private readonly clock: Clock,
  ) {
    this.repo = new ReservationRepository(db);
  }

  /** Today in Seoul; recomputed only when the clock leaves the cached day (so a test clock may move either way). */
  today(): string {
    const now = this.clock.now().getTime();
    const c = this.todayCache;
    if (c && now >= c.from && now < c.to) return c.ymd;
    const ymd = todaySeoulYmd(this.clock);
    this.todayCache = { ymd, from: ymdToDate(ymd).getTime(), to: ymdToDate(addDays(ymd, 1)).getTime() };
    return ymd;
  }

  /** The public and substitute holidays of a year as a set (pure data, per process). */
  private publicHolidaySet(year: number): Promise<Set<string>> {
    let p = this.publicDays.get(year);
    if (!p) {
      p = this.holidays.publicHolidays(year).then((list) => new Set(list.map((h) => h.ymd)));
      this.publicDays.set(year, p);
      p.catch(() => this.publicDays.delete(year));
    }
    return p;
  }

  /**
   * A room of the catalogue with its hour template, the rules cached for ROOM_RULES_TTL_MS (the slot list and the
   * calendar only; booking reads the room fresh).
   */
  private async roomTemplate(roomId: number, kind: RoomKind): Promise<RoomTemplate> {
    const now = Date.now();
    let t = this.rooms.get(roomId);
    if (!t || t.expires <= now) {
      const room = await this.repo.room(roomId);
      if (!room) {
        this.rooms.delete(roomId);
        throw AppError.notFound(STUDIO_MESSAGES.roomNotFound);
      }
      const hours = roomHours(room).map((h) => ({ hour: h, bgng: hourToHhmm(h), end: hourToHhmm(h + 1) }));
      t = { room, hours, expires: now + ROOM_RULES_TTL_MS };
      this.rooms.set(roomId, t);
    }
    const room = t.room;
    if (room.useYn !== 'Y' || (kind === 'studio' ? room.studoId === null : room.spaceId === null)) {
      throw AppError.notFound(STUDIO_MESSAGES.roomNotFound);
    }
    return t;
  }

  /** Forget cached room rules (after an operator edits a room). */
  forgetRoom(roomId?: number): void {
    if (roomId === undefined) this.rooms.clear();
    else this.rooms.delete(roomId);
  }

  /**
   * The slot list of a room's day: room rules from the short cache, the public holidays from memory, and one query for
   * the held hours (with the closure-day check when the room closes on holidays). Bookings are never cached.
   */
  async slotList(roomId: number, kind: RoomKind, ymd: string, user: SessionUser | null): Promise<Slot[]> {
    const { room, hours } = await this.roomTemplate(roomId, kind);
    if (!isValidYmd(ymd)) return [];
    const verdict = dayVerdict(room, ymd, this.today(), false);
    if (verdict !== 'open') return [];
    const checkHoliday = room.holdyOperYn !== 'Y';
    if (checkHoliday && (await this.publicHolidaySet(Number(ymd.slice(0, 4)))).has(ymd)) return [];
    const rows = await this.repo.heldHoursAndClosure(room.roomId, ymd, checkHoliday);
    const taken = new Map<number, number>();
    for (const r of rows) {
      if (r.rsvtHour === -1) return []; // an operator closure day
      taken.set(Number(r.rsvtHour), Number(r.userId));
    }
    const me = user?.userId;
    return hours.map(({ hour, bgng, end }) => {
      const owner = taken.get(hour);
      const mine = owner !== undefined && me !== undefined && owner === me;
      return {
        rsvtYmd: ymd,
        rsvtBgngHhmm: bgng,
        rsvtEndHhmm: end,
        state: owner === undefined ? 'E' : mine ? 'M' : 'R',
        mineYn: mine ? 'Y' : 'N',
      };
    });
  }

  /** A room of the given catalogue in use, or 404. */
  async room(roomId: number, kind: RoomKind): Promise<RoomRow> {
    const room = await this.repo.room(roomId);
    if (!room || room.useYn !== 'Y' || (kind === 'studio' ? room.studoId === null : room.spaceId === null)) {
      throw AppError.notFound(STUDIO_MESSAGES.roomNotFound);
    }
    return room;
  }

  async verdict(room: RoomRules, ymd: string): Promise<DayVerdict> {
    if (!isValidYmd(ymd)) return 'invalid';
    const withoutHoliday = dayVerdict(room, ymd, this.today(), false);
    // Ask the holiday source only when it can change the answer.
    if (withoutHoliday !== 'open' || room.holdyOperYn === 'Y') return withoutHoliday;
    return dayVerdict(room, ymd, this.today(), await this.holidays.isHoliday(ymd));
  }

  /** Every day of a month with the verdict, so the browser's calendar shows exactly what the server accepts. */
  async days(room: RoomRules, rsvtYm: string): Promise<BookableDays> {
    const first = `${rsvtYm}01`;
    if (!isValidYmd(first)) throw AppError.badRequest(STUDIO_MESSAGES.dayNotBookable);
    const today = this.today();
    const days: BookableDays['days'] = [];
    let last = first;
    for (let d = first; d.slice(0, 6) === rsvtYm; d = addDays(d, 1)) last = d;
    const holidays = await this.holidays.holidayDays(first, last);
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const holiday = holidays.has(d);
      days.push({
        ymd: d,
        bookableYn: dayVerdict(room, d, today, holiday) === 'open' ? 'Y' : 'N',
        holidayYn: holiday ? 'Y' : 'N',
      });
    }
    return { rsvtYm, todayYmd: today, days };
  }

  /** The hourly slots of a bookable day; none for a day that cannot be booked. */
  async slots(room: RoomRow, ymd: string, user: SessionUser | null): Promise<Slot[]> {
    if ((await this.verdict(room, ymd)) !== 'open') return [];
    const taken = new Map((await this.repo.takenHours(room.roomId, ymd)).map((t) => [t.rsvtHour, t.userId]));
    return roomHours(room).map((h) => {
      const owner = taken.get(h);
      const mine = owner !== undefined && user !== null && owner === user.userId;
      return {
        rsvtYmd: ymd,
        rsvtBgngHhmm: hourToHhmm(h),
        rsvtEndHhmm: hourToHhmm(h + 1),
        state: owner === undefined ? 'E' : mine ? 'M' : 'R',
        mineYn: mine ? 'Y' : 'N',
      };
    });
  }

  /** Every rule of spec sections 3, 5 and 9, then the insert that the database guards against overlap. */
  async reserve(room: RoomRow, user: SessionUser, f: ReservationFields): Promise<number> {
    const cert = await new CertificateRepository(this.db).latest(user.userId);
    if (cert?.status !== 'APPROVED') {
      throw AppError.forbidden(
        cert?.status === 'PENDING' ? STUDIO_MESSAGES.certificatePending : STUDIO_MESSAGES.certificateRequired,
      );
    }
    if ((await this.verdict(room, f.rsvtYmd)) !== 'open') throw AppError.badRequest(STUDIO_MESSAGES.dayNotBookable);
    const hours = requestedHours(room, f.rsvtBgngHhmm, f.rsvtEndHhmm);
    const max = effectiveMaxUsers(room.maxRsvtUsrCnt);
    if (f.rsvtUsrcnt > max) throw AppError.badRequest(STUDIO_MESSAGES.usrCntMax(max));
    await this.checkCodes(f);

    const now = this.clock.now().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const repo = new ReservationRepository(trx);
        const rsvtId = await repo.insert({
          roomId: room.roomId,
          userId: user.userId,
          rsvtYmd: f.rsvtYmd,
          rsvtBgngHhmm: hourToHhmm(hours[0]!),
          rsvtEndHhmm: hourToHhmm(hours[hours.length - 1]! + 1),
          rsvtUsrcnt: f.rsvtUsrcnt,
          rsvtUserCnctel: f.rsvtUserCnctel.replace(/-/g, ''),
          rsvtDmndCn: f.rsvtDmndCn,
          strNm: f.strNm,
          brno: f.brno,
          useCtgrDcd: f.useCtgrDcd,
          shootCtgrDcd: f.shootCtgrDcd,
          strPattnDcd: f.strPattnDcd,
          rprsGdsNm: f.rprsGdsNm,
          brndNm: f.brndNm,
          letoffChnl: f.letoffChnl,
          loanPssEqu: f.loanPssEqu,
          osdAddExpctEqu: f.osdAddExpctEqu,
          sttsRsn: null,
          sttsChgBy: null,
          sttsChgDt: null,
          regDt: now,
        });
        await repo.holdSlots(room.roomId, f.rsvtYmd, hours, rsvtId);
        return rsvtId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(STUDIO_MESSAGES.slotTaken);
      throw error;
    }
  }

  private async checkCodes(f: ReservationFields): Promise<void> {
    const groups = await this.repo.codeValues([
      CODE_GROUP.useCategory,
      CODE_GROUP.shootCategory,
      CODE_GROUP.storeType,
      CODE_GROUP.equipment,
    ]);
    const has = (group: string, value: string) => groups.get(group)?.has(value) ?? false;
    const errors: { field: string; message: string }[] = [];
    if (!has(CODE_GROUP.useCategory, f.useCtgrDcd))
      errors.push({ field: 'useCtgrDcd', message: STUDIO_MESSAGES.useCtgrRequired });
    if (!has(CODE_GROUP.shootCategory, f.shootCtgrDcd))
      errors.push({ field: 'shootCtgrDcd', message: STUDIO_MESSAGES.shootCtgrRequired });
    if (!has(CODE_GROUP.storeType, f.strPattnDcd))
      errors.push({ field: 'strPattnDcd', message: STUDIO_MESSAGES.strPattnRequired });
    const equipment = f.loanPssEqu.split(',');
    if (new Set(equipment).size !== equipment.length || !equipment.every((e) => has(CODE_GROUP.equipment, e)))
      errors.push({ field: 'loanPssEqu', message: STUDIO_MESSAGES.equipmentRequired });
    if (errors.length) throw AppError.badRequest(errors.map((e) => e.message).join('\n'), errors);
  }

  /** Member cancel (until the day before) or operator cancel (any live one); frees the hours. */
  async cancel(user: SessionUser, rsvtId: number, reason: string | null, asOperator: boolean): Promise<void> {
    const row = await this.repo.byId(rsvtId);
    if (!row || (!asOperator && row.userId !== user.userId)) throw AppError.notFound(STUDIO_MESSAGES.rsvtNotFound);
    if (row.rsvtStts !== 'REQUESTED' && row.rsvtStts !== 'CONFIRMED')
      throw AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
    if (!asOperator && !memberMayCancel(row.rsvtStts, row.rsvtYmd, this.today()))
      throw AppError.badRequest(STUDIO_MESSAGES.cancelTooLate);
    await this.release(rsvtId, ['REQUESTED', 'CONFIRMED'], 'CANCELED', user, reason);
  }

  async confirm(operator: SessionUser, rsvtId: number, reason: string | null): Promise<void> {
    const row = await this.repo.byId(rsvtId);
    if (!row) throw AppError.notFound(STUDIO_MESSAGES.rsvtNotFound);
    if (row.rsvtStts !== 'REQUESTED') throw AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
    if (row.rsvtYmd < this.today()) throw AppError.conflict(STUDIO_MESSAGES.decideTooLate);
    const ok = await this.repo.changeStatus(rsvtId, ['REQUESTED'], {
      rsvtStts: 'CONFIRMED',
      sttsRsn: reason,
      sttsChgBy: operator.userId,
      sttsChgDt: this.clock.now().toISOString(),
    });
    if (!ok) throw AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
  }

  async reject(operator: SessionUser, rsvtId: number, reason: string | null): Promise<void> {
    const row = await this.repo.byId(rsvtId);
    if (!row) throw AppError.notFound(STUDIO_MESSAGES.rsvtNotFound);
    if (row.rsvtStts !== 'REQUESTED') throw AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
    await this.release(rsvtId, ['REQUESTED'], 'REJECTED', operator, reason);
  }

  /** A conditional status change and the release of its hours, in one transaction. */
  private async release(
    rsvtId: number,
    from: string[],
    to: 'CANCELED' | 'REJECTED',
    by: SessionUser,
    reason: string | null,
  ): Promise<void> {
    const changed = await this.db.transaction().execute(async (trx) => {
      const repo = new ReservationRepository(trx);
      const ok = await repo.changeStatus(rsvtId, from, {
        rsvtStts: to,
        sttsRsn: reason,
        sttsChgBy: by.userId,
        sttsChgDt: this.clock.now().toISOString(),
      });
      if (ok) await repo.releaseSlots(rsvtId);
      return ok;
    });
    if (!changed) throw AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
  }
}
