import type { CertificateStatus } from '@onfan/contracts/auth';
import { CODE_CACHE_MS, CODE_GROUP } from '@onfan/contracts/code';
import type { BookableDays, ReservationFields, RsvtStatus, Slot } from '@onfan/contracts/studio';
import {
  checkHourSelection,
  effectiveMaxUsers,
  hhmmToHour,
  hourToHhmm,
  MAX_RESERVATION_HOURS,
  STUDIO_MESSAGES,
} from '@onfan/contracts/studio';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import type { CacheService } from '../../http/cache.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, isValidYmd, isWeekend, todaySeoulYmd, ymdToDate } from '../../lib/seoul-time.js';
import { roomMaxHoursMessage } from '@onfan/contracts/studio-room.admin';
import type { HolidayService } from '../holiday/holiday.service.js';
import type { BookingNotices } from './booking-notices.js';
import type { RoomRow, RsvtRow } from './reservation.repository.js';
import { ReservationRepository, reservationCopy } from './reservation.repository.js';
import { can } from './studio.policy.js';
import { SlotClaims } from './slot-claims.js';
import type { StoredRsvtStatus } from './studio.tables.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

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
> &
  Partial<Pick<RoomRow, 'maxRsvtHr'>>;

/** The consecutive hours a room lets one booking hold: its own limit (1–4), 4 when it has none. */
export function roomMaxHours(room: RoomRules): number {
  const n = room.maxRsvtHr ?? MAX_RESERVATION_HOURS;
  return n >= 1 && n <= MAX_RESERVATION_HOURS ? n : MAX_RESERVATION_HOURS;
}

/** The days an operator closed one room (the rooms desk), with the reasons members read. */
export interface RoomClosures {
  closedDays(roomId: number, from: string, to: string): Promise<Map<string, string>>;
}

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
  const max = roomMaxHours(room);
  if (to - from > max) {
    throw AppError.badRequest(max === MAX_RESERVATION_HOURS ? STUDIO_MESSAGES.maxHours : roomMaxHoursMessage(max));
  }
  const hours = Array.from({ length: to - from }, (_, i) => from + i);
  const message = checkHourSelection(hours);
  if (message) throw AppError.badRequest(message);
  const offered = new Set(roomHours(room));
  if (!hours.every((h) => offered.has(h))) throw AppError.badRequest(STUDIO_MESSAGES.hourNotBookable);
  return hours;
}

/** Stored state plus the calendar: a confirmed day that has passed is completed, an undecided one expired. */
export function effectiveStatus(stored: StoredRsvtStatus, rsvtYmd: string, todayYmd: string): RsvtStatus {
  if (rsvtYmd < todayYmd) {
    if (stored === 'CONFIRMED') return 'COMPLETED';
    if (stored === 'REQUESTED') return 'EXPIRED';
  }
  return stored;
}

/** The member may cancel a live reservation until the day before its day. */
export function memberMayCancel(stored: StoredRsvtStatus, rsvtYmd: string, todayYmd: string): boolean {
  return (stored === 'REQUESTED' || stored === 'CONFIRMED') && todayYmd < rsvtYmd;
}

export type RoomKind = 'studio' | 'space';

/** How long the slot list may reuse a room's rules (rooms rarely change; held hours are always read fresh). */
export const ROOM_RULES_TTL_MS = 30_000;
/** The app cache's regions of the slot engine: room rules (cleared when an operator edits a room) and holiday sets. */
export const ROOM_RULES_REGION = 'studio-room';
const HOLIDAY_SET_REGION = 'studio-holiday-set';

/** A room's static slot data, computed once per cached room: its hours and their [bgng, end) strings. */
interface RoomTemplate {
  room: RoomRow;
  hours: { hour: number; bgng: string; end: string }[];
}

/** The accounts domain's small-business certificate of a member (auth/certificate), as booking needs it. */
export interface CertificateSource {
  get(user: SessionUser): Promise<{ status: CertificateStatus }>;
  /** Whether the member's certificate in force stands accepted: the state alone, without the certificate's details. */
  hasAccepted(userId: number): Promise<boolean>;
}

/**
 * What a console decision adds to the change (decision 034): the copy it was made on (a newer one makes it stale,
 * 409) and the audit and access rows, written in the change's transaction.
 */
export interface ConsoleDecision {
  updtDt: string;
  record(trx: Executor, before: RsvtRow, to: StoredRsvtStatus): Promise<void>;
}

/**
 * A booking the reservation desk makes on a member's behalf: the state the operator chose, the operator, and the audit
 * row written in the booking's transaction.
 */
export interface DeskBooking {
  status: 'REQUESTED' | 'CONFIRMED';
  operatorId: number;
  record(trx: Executor, rsvtId: number): Promise<void>;
}

/** The app cache's region of the common codes (the code module's), and the booking form's groups kept in it. */
const CODE_REGION = 'code';
const BOOKING_CODE_GROUPS = [
  CODE_GROUP.useCategory,
  CODE_GROUP.shootCategory,
  CODE_GROUP.storeType,
  CODE_GROUP.equipment,
];
const BOOKING_CODES_KEY = `booking:${BOOKING_CODE_GROUPS.join(',')}`;

export class SlotEngine {
  private todayCache: { ymd: string; from: number; to: number } | null = null;
  /** The hours this process is booking now: a rush's later attempts wait for the first instead of racing it. */
  readonly claims = new SlotClaims();

  constructor(
    private readonly repo: ReservationRepository,
    private readonly transaction: RunInTransaction,
    private readonly holidays: HolidayService,
    private readonly certificates: CertificateSource,
    private readonly clock: Clock,
    private readonly cache: CacheService,
    private readonly notices: BookingNotices,
    private readonly closures: RoomClosures = { closedDays: () => Promise.resolve(new Map()) },
  ) {}

  /** Today in Seoul; recomputed only when the clock leaves the cached day (so a test clock may move either way). */
  today(): string {
    const now = this.clock.now().getTime();
    const c = this.todayCache;
    if (c && now >= c.from && now < c.to) return c.ymd;
    const ymd = todaySeoulYmd(this.clock);
    this.todayCache = { ymd, from: ymdToDate(ymd).getTime(), to: ymdToDate(addDays(ymd, 1)).getTime() };
    return ymd;
  }

  /** The public and substitute holidays of a year as a set (pure data, kept in the app cache). */
  private publicHolidaySet(year: number): Promise<Set<string>> {
    return this.cache.value(HOLIDAY_SET_REGION, String(year), Infinity, async () => {
      const list = await this.holidays.publicHolidays(year);
      return new Set(list.map((h) => h.ymd));
    });
  }

  /**
   * A room of the catalogue with its hour template, the rules cached for ROOM_RULES_TTL_MS (the slot list only;
   * booking and the calendar read the room fresh). A room that does not exist is not cached.
   */
  private async roomTemplate(roomId: number, kind: RoomKind): Promise<RoomTemplate> {
    const t = await this.cache.value(ROOM_RULES_REGION, String(roomId), ROOM_RULES_TTL_MS, async () => {
      const room = await this.repo.room(roomId);
      if (!room) throw AppError.notFound(STUDIO_MESSAGES.roomNotFound);
      const hours = roomHours(room).map((h) => ({ hour: h, bgng: hourToHhmm(h), end: hourToHhmm(h + 1) }));
      return { room, hours };
    });
    const room = t.room;
    if (room.useYn !== 'Y' || (kind === 'studio' ? room.studoId === null : room.spaceId === null)) {
      throw AppError.notFound(STUDIO_MESSAGES.roomNotFound);
    }
    return t;
  }

  /** Forget cached room rules (after an operator edits a room). */
  forgetRooms(): void {
    this.cache.invalidate(ROOM_RULES_REGION);
  }

  /**
   * The slot list of a room's day: room rules from the short cache, the public holidays from memory, and one compiled
   * query for the held hours with the room's closed day (and the operators' closure day when the room closes on
   * holidays). Bookings and closures are never cached.
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
      if (r.rsvtHour === -1) return []; // the room's closed day or an operator closure day
      taken.set(Number(r.rsvtHour), Number(r.userId));
    }
    const me = user?.userId;
    return hours.map(({ hour, bgng, end }) => {
      const holder = taken.get(hour);
      const mine = holder !== undefined && holder === me;
      return {
        rsvtYmd: ymd,
        rsvtBgngHhmm: bgng,
        rsvtEndHhmm: end,
        state: holder === undefined ? 'E' : mine ? 'M' : 'R',
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

  /** Every day of a month with the verdict, so the browser's calendar shows exactly what the server accepts. */
  async days(room: RoomRules & Pick<RoomRow, 'roomId'>, rsvtYm: string): Promise<BookableDays> {
    const first = `${rsvtYm}01`;
    if (!isValidYmd(first)) throw AppError.badRequest(STUDIO_MESSAGES.dayNotBookable);
    const today = this.today();
    const days: BookableDays['days'] = [];
    let last = first;
    for (let d = first; d.slice(0, 6) === rsvtYm; d = addDays(d, 1)) last = d;
    const [holidays, closed] = await Promise.all([
      this.holidays.holidayDays(first, last),
      this.closures.closedDays(room.roomId, first, last),
    ]);
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const holiday = holidays.has(d);
      const closedRsn = closed.get(d);
      days.push({
        ymd: d,
        bookableYn: closedRsn === undefined && dayVerdict(room, d, today, holiday) === 'open' ? 'Y' : 'N',
        holidayYn: holiday ? 'Y' : 'N',
        ...(closedRsn !== undefined ? { closedRsn } : {}),
      });
    }
    return { rsvtYm, todayYmd: today, days };
  }

  /** The member's small-business certificate state (the desk shows it before booking on the member's behalf). */
  async certificateStatus(user: SessionUser): Promise<CertificateStatus> {
    return (await this.certificates.get(user)).status;
  }

  /**
   * Every rule of spec sections 3, 5 and 9, then the insert that the database guards against overlap. The checks run
   * in the order of their answers (certificate 403, day 400, hours and head count 400, codes 400, taken 409), each as
   * cheap as it can be: of 100 members pressing "reserve" on one hour, 99 lose, and a loser should cost little.
   */
  async reserve(room: RoomRow, user: SessionUser, f: ReservationFields, desk?: DeskBooking): Promise<number> {
    await this.assertCertificate(user);
    const held = await this.heldOnBookableDay(room, f.rsvtYmd);
    if (!held) throw AppError.badRequest(STUDIO_MESSAGES.dayNotBookable);
    const hours = requestedHours(room, f.rsvtBgngHhmm, f.rsvtEndHhmm);
    const max = effectiveMaxUsers(room.maxRsvtUsrCnt);
    if (f.rsvtUsrcnt > max) throw AppError.badRequest(STUDIO_MESSAGES.usrCntMax(max));
    await this.checkCodes(f);
    // A fast path only: an hour already held when the day was read answers the same 409 the primary key would, without
    // a transaction and a failing insert. An hour free then is still decided by the insert below (decision 005); this
    // process's attempts on the same hours take turns at it (SlotClaims), so a rush runs one transaction, not one each.
    if (hours.some((h) => held.has(h))) throw AppError.conflict(STUDIO_MESSAGES.slotTaken);

    const now = this.clock.now().toISOString();
    const keys = hours.map((h) => `${room.roomId}:${f.rsvtYmd}:${h}`);
    let booked: number | null;
    try {
      booked = await this.claims.run(keys, () =>
        this.transaction(async (trx) => {
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
            sttsChgBy: desk ? desk.operatorId : null,
            sttsChgDt: desk ? now : null,
            regDt: now,
            ...(desk ? { rsvtStts: desk.status } : {}),
          });
          await repo.holdSlots(room.roomId, f.rsvtYmd, hours, rsvtId);
          await desk?.record(trx, rsvtId);
          await this.notices.send(trx, rsvtId, desk?.status ?? 'REQUESTED');
          return rsvtId;
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(STUDIO_MESSAGES.slotTaken);
      throw error;
    }
    // Another attempt in this process booked one of the hours while this one was being checked.
    if (booked === null) throw AppError.conflict(STUDIO_MESSAGES.slotTaken);
    return booked;
  }

  /**
   * Booking needs the member's small-business certificate accepted. The accepted case (every attempt of a race) reads
   * only the certificate's state; the full certificate, with its dates, is read only to word a refusal.
   */
  private async assertCertificate(user: SessionUser): Promise<void> {
    if (await this.certificates.hasAccepted(user.userId)) return;
    const { status } = await this.certificates.get(user);
    if (status === '승인') return; // accepted between the two reads
    throw AppError.forbidden(
      status === '미확인' ? STUDIO_MESSAGES.certificatePending : STUDIO_MESSAGES.certificateRequired,
    );
  }

  /**
   * The hours already held on a day of the room, or null when the day is not bookable: not from tomorrow, a weekend
   * or a holiday the room does not open on, the room's closed day or an operators' closure day. One round trip, as
   * the slot list reads it: the compiled held-hours query also answers the closed and closure days, and the public
   * holidays come from memory.
   */
  private async heldOnBookableDay(room: RoomRow, ymd: string): Promise<Set<number> | null> {
    if (dayVerdict(room, ymd, this.today(), false) !== 'open') return null;
    const checkHoliday = room.holdyOperYn !== 'Y';
    if (checkHoliday && (await this.publicHolidaySet(Number(ymd.slice(0, 4)))).has(ymd)) return null;
    const held = new Set<number>();
    for (const r of await this.repo.heldHoursAndClosure(room.roomId, ymd, checkHoliday)) {
      if (r.rsvtHour === -1) return null; // the room's closed day or an operator closure day
      held.add(Number(r.rsvtHour));
    }
    return held;
  }

  /**
   * The form's codes against the code groups in use, read through the app cache's `code` region: the code desk
   * clears it on every change, on every instance (the cache bus), as it does for the public code lists.
   */
  private async checkCodes(f: ReservationFields): Promise<void> {
    const groups = await this.cache.value(CODE_REGION, BOOKING_CODES_KEY, CODE_CACHE_MS, () =>
      this.repo.codeValues(BOOKING_CODE_GROUPS),
    );
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

  /**
   * Cancels a live reservation and frees its hours: its member until the day before its day, an operator at any time
   * (studio.policy.ts). Anyone else is told it does not exist.
   */
  async cancel(user: SessionUser, rsvtId: number, reason: string | null, desk?: ConsoleDecision): Promise<void> {
    const row = await this.repo.byId(rsvtId);
    if (!row || !can(user, 'cancel', row)) throw AppError.notFound(STUDIO_MESSAGES.rsvtNotFound);
    if (desk && reservationCopy(row) !== desk.updtDt) throw AppError.staleCopy();
    if (row.rsvtStts !== 'REQUESTED' && row.rsvtStts !== 'CONFIRMED')
      throw AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
    if (!can(user, 'cancelLate', row) && !memberMayCancel(row.rsvtStts, row.rsvtYmd, this.today()))
      throw AppError.badRequest(STUDIO_MESSAGES.cancelTooLate);
    await this.release(row, ['REQUESTED', 'CONFIRMED'], 'CANCELED', user, reason, desk);
  }

  async confirm(operator: SessionUser, rsvtId: number, reason: string | null, desk?: ConsoleDecision) {
    const row = await this.repo.byId(rsvtId);
    if (!row) throw AppError.notFound(STUDIO_MESSAGES.rsvtNotFound);
    if (desk && reservationCopy(row) !== desk.updtDt) throw AppError.staleCopy();
    if (row.rsvtStts !== 'REQUESTED') throw AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
    if (row.rsvtYmd < this.today()) throw AppError.conflict(STUDIO_MESSAGES.decideTooLate);
    const ok = await this.transaction(async (trx) => {
      const changed = await new ReservationRepository(trx).changeStatus(
        rsvtId,
        ['REQUESTED'],
        {
          rsvtStts: 'CONFIRMED',
          sttsRsn: reason,
          sttsChgBy: operator.userId,
          sttsChgDt: this.clock.now().toISOString(),
        },
        row,
      );
      if (changed) {
        await desk?.record(trx, row, 'CONFIRMED');
        await this.notices.send(trx, rsvtId, 'CONFIRMED');
      }
      return changed;
    });
    if (!ok) throw desk ? AppError.staleCopy() : AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
  }

  async reject(operator: SessionUser, rsvtId: number, reason: string | null, desk?: ConsoleDecision) {
    const row = await this.repo.byId(rsvtId);
    if (!row) throw AppError.notFound(STUDIO_MESSAGES.rsvtNotFound);
    if (desk && reservationCopy(row) !== desk.updtDt) throw AppError.staleCopy();
    if (row.rsvtStts !== 'REQUESTED') throw AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
    await this.release(row, ['REQUESTED'], 'REJECTED', operator, reason, desk);
  }

  /** A conditional status change and the release of its hours, in one transaction. */
  private async release(
    row: RsvtRow,
    from: StoredRsvtStatus[],
    to: 'CANCELED' | 'REJECTED',
    by: SessionUser,
    reason: string | null,
    desk?: ConsoleDecision,
  ): Promise<void> {
    const rsvtId = row.rsvtId;
    const changed = await this.transaction(async (trx) => {
      const repo = new ReservationRepository(trx);
      const ok = await repo.changeStatus(
        rsvtId,
        from,
        {
          rsvtStts: to,
          sttsRsn: reason,
          sttsChgBy: by.userId,
          sttsChgDt: this.clock.now().toISOString(),
        },
        row,
      );
      if (ok) {
        await repo.releaseSlots(rsvtId);
        await desk?.record(trx, row, to);
        await this.notices.send(trx, rsvtId, to);
      }
      return ok;
    });
    if (!changed) throw desk ? AppError.staleCopy() : AppError.conflict(STUDIO_MESSAGES.alreadyDecided);
  }
}
