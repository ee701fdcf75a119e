import type { Page } from '@onfan/contracts/envelope';
import type {
  RoomClosureBody,
  RoomDeskDetail,
  RoomDeskQuery,
  RoomDeskRow,
  RoomEditBody,
  RoomMonth,
  RoomOwnerOptions,
  RoomVisibilityBody,
  RoomWrite,
} from '@onfan/contracts/studio-room.admin';
import { ROOM_DESK_MESSAGES, ROOM_IMG_MAX } from '@onfan/contracts/studio-room.admin';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, isValidYmd, todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { HolidayService } from '../holiday/holiday.service.js';
import { FILES_URL_PREFIX } from '@onfan/contracts/upload';
import type { UploadService } from '../upload/upload.service.js';
import type { FileSource } from '../upload/upload.multipart.js';
import { fitImages, type ImageBox } from '../upload/image-fit.js';
import { ROOM_UPLOAD, StudioRoomDeskRepository } from './studio-room-desk.repository.js';

/** The room page's gallery: at most 660 × 440 CSS pixels (3:2, the picture covering it), at twice the density. */
export const ROOM_IMAGE_BOX: ImageBox = { width: 1320, height: 880 };
/**
 * The space page's gallery (the same `Gallery` in the same 660 px column of `studio-pages.module.css` `.layout`,
 * 3:2, the picture covering it), at twice the density: the spaces desk fits its pictures to it.
 */
export const SPACE_IMAGE_BOX: ImageBox = { width: 1320, height: 880 };

export type RoomImages = Pick<UploadService, 'checkImages' | 'store'>;

type RoomRow = NonNullable<Awaited<ReturnType<StudioRoomDeskRepository['byId']>>>;

/** The copy a change names: the row's update time, or its registration time for a seeded room never edited. */
const copyOf = (r: { updtDt: string; regDt: string }) => r.updtDt || r.regDt;

/** What the audit keeps of a room. */
function auditCopy(r: RoomRow, images: readonly { imgPtUrl: string; imgAlt: string }[]) {
  return {
    studoId: r.studoId,
    spaceId: r.spaceId,
    roomNm: r.roomNm,
    roomOnelineIntro: r.roomOnelineIntro,
    roomDtlIntro: r.roomDtlIntro,
    roomEquCn: r.roomEquCn,
    maxRsvtUsrCnt: r.maxRsvtUsrCnt,
    useFee: r.useFee,
    operBgngHhmm: r.operBgngHhmm,
    operEndHhmm: r.operEndHhmm,
    wekendOperYn: r.wekendOperYn,
    holdyOperYn: r.holdyOperYn,
    rsvtImpssBgngHhmm: r.rsvtImpssBgngHhmm,
    rsvtImpssEndHhmm: r.rsvtImpssEndHhmm,
    maxRsvtHr: r.maxRsvtHr,
    useYn: r.useYn,
    roomImgs: images,
    updtDt: copyOf(r),
  };
}

/**
 * The rooms desk (issue 38, decision 034): the studios' rooms written, edited, hidden and shown, and one room's closed
 * days. Each change names the copy it was made on (`updtDt`), is refused when another operator changed the room first
 * (the conditional update decides, not a read), and writes its audit row in its own transaction. The slot engine's
 * cached room rules are forgotten after each change, so the public pages and booking follow at once.
 */
export class StudioRoomDeskService {
  constructor(
    private readonly repo: StudioRoomDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly uploads: RoomImages,
    private readonly holidays: Pick<HolidayService, 'holidaysBetween'>,
    private readonly engine: { forgetRooms(): void },
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private row(r: RoomRow & { imgCnt?: number | string | null }): RoomDeskRow {
    return {
      roomId: r.roomId,
      ownerKind: r.studoId !== null ? 'studio' : 'space',
      studoId: r.studoId,
      spaceId: r.spaceId,
      ownerNm: r.ownerNm,
      roomNm: r.roomNm,
      useYn: r.useYn,
      operBgngHhmm: r.operBgngHhmm,
      operEndHhmm: r.operEndHhmm,
      maxRsvtUsrCnt: r.maxRsvtUsrCnt,
      maxRsvtHr: r.maxRsvtHr,
      useFee: r.useFee,
      imgCnt: Number(r.imgCnt ?? 0),
      regDt: toSeoulIso(new Date(r.regDt)),
      updtDt: copyOf(r),
    };
  }

  async list(q: RoomDeskQuery): Promise<Page<RoomDeskRow>> {
    const { items, total } = await this.repo.list(q);
    return toPage(
      items.map((r) => this.row(r)),
      total,
      q,
    );
  }

  /** Every studio and space a room may belong to, hidden ones included (marked). */
  async owners(): Promise<RoomOwnerOptions> {
    const [studios, spaces] = await Promise.all([this.repo.studios(), this.repo.spaces()]);
    return { studios, spaces };
  }

  private async found(repo: StudioRoomDeskRepository, roomId: number): Promise<RoomRow> {
    const r = await repo.byId(roomId);
    if (!r) throw AppError.notFound(ROOM_DESK_MESSAGES.notFound);
    return r;
  }

  async detail(roomId: number): Promise<RoomDeskDetail> {
    const r = await this.found(this.repo, roomId);
    const images = await this.repo.images(roomId);
    return {
      ...this.row({ ...r, imgCnt: images.length }),
      roomOnelineIntro: r.roomOnelineIntro,
      roomDtlIntro: r.roomDtlIntro,
      roomEquCn: r.roomEquCn,
      wekendOperYn: r.wekendOperYn,
      holdyOperYn: r.holdyOperYn,
      rsvtImpssBgngHhmm: r.rsvtImpssBgngHhmm,
      rsvtImpssEndHhmm: r.rsvtImpssEndHhmm,
      roomImgs: images,
    };
  }

  /**
   * Stores pictures for a room being written (public files: the studio pages show them), each made to the size the
   * room page's gallery shows it at.
   */
  async uploadImages(actor: ConsoleActor, files: FileSource) {
    const received = await files('uploadFiles', ROOM_IMG_MAX);
    const checked = await fitImages(await this.uploads.checkImages(received), ROOM_IMAGE_BOX);
    const saved = await this.uploads.store(checked, { ...ROOM_UPLOAD, userId: actor.user.userId, public: true });
    return ok('사진을 올렸습니다.', { imgPtUrls: saved.map((f) => f.url) });
  }

  /** The pictures named: the room's own ones, or public files this operator uploaded at the rooms desk. */
  private async checkImages(
    repo: StudioRoomDeskRepository,
    actor: ConsoleActor,
    urls: readonly string[],
    own: readonly string[],
  ): Promise<void> {
    if (new Set(urls).size !== urls.length) throw AppError.badRequest(ROOM_DESK_MESSAGES.imageNotYours);
    const fresh = urls.filter((u) => !own.includes(u));
    const keys = fresh.map((u) => (u.startsWith(FILES_URL_PREFIX) ? u.slice(FILES_URL_PREFIX.length) : ''));
    if (keys.some((k) => !k)) throw AppError.badRequest(ROOM_DESK_MESSAGES.imageNotYours);
    const usable = await repo.ownUploads(actor.user.userId, keys);
    if (new Set(usable).size !== keys.length) throw AppError.badRequest(ROOM_DESK_MESSAGES.imageNotYours);
  }

  private values(body: RoomWrite, now: string) {
    return {
      studoId: body.studoId,
      spaceId: body.spaceId,
      roomNm: body.roomNm,
      roomOnelineIntro: body.roomOnelineIntro,
      roomDtlIntro: body.roomDtlIntro,
      roomEquCn: body.roomEquCn,
      maxRsvtUsrCnt: body.maxRsvtUsrCnt,
      useFee: body.useFee,
      operBgngHhmm: body.operBgngHhmm,
      operEndHhmm: body.operEndHhmm,
      wekendOperYn: body.wekendOperYn,
      holdyOperYn: body.holdyOperYn,
      rsvtImpssBgngHhmm: body.rsvtImpssBgngHhmm,
      rsvtImpssEndHhmm: body.rsvtImpssEndHhmm,
      maxRsvtHr: body.maxRsvtHr,
      updtDt: now,
    };
  }

  /** The one owner named exists: the studio, or the space (the contract admits exactly one of the two). */
  private async checkOwner(repo: StudioRoomDeskRepository, body: RoomWrite): Promise<void> {
    if (body.studoId !== null && !(await repo.studio(body.studoId))) {
      throw AppError.badRequest(ROOM_DESK_MESSAGES.studioRequired, [
        { field: 'studoId', message: ROOM_DESK_MESSAGES.studioRequired },
      ]);
    }
    if (body.spaceId !== null && !(await repo.space(body.spaceId))) {
      throw AppError.badRequest(ROOM_DESK_MESSAGES.spaceRequired, [
        { field: 'spaceId', message: ROOM_DESK_MESSAGES.spaceRequired },
      ]);
    }
  }

  async create(actor: ConsoleActor, body: RoomWrite) {
    const now = this.now();
    const roomId = await this.transaction(async (trx) => {
      const repo = new StudioRoomDeskRepository(trx);
      await this.checkOwner(repo, body);
      await this.checkImages(
        repo,
        actor,
        body.roomImgs.map((i) => i.imgPtUrl),
        [],
      );
      const id = await repo.insert({ ...this.values(body, now), useYn: 'Y', regDt: now });
      await repo.replaceImages(id, body.roomImgs);
      const after = await this.found(repo, id);
      await this.records.audit(
        actor,
        {
          targetKind: 'studio-room',
          targetId: id,
          action: 'CREATE',
          before: null,
          after: auditCopy(after, body.roomImgs),
        },
        trx,
      );
      return id;
    });
    this.engine.forgetRooms();
    return ok(ROOM_DESK_MESSAGES.created, { roomId });
  }

  async update(actor: ConsoleActor, roomId: number, body: RoomEditBody) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new StudioRoomDeskRepository(trx);
      const before = await this.found(repo, roomId);
      if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
      await this.checkOwner(repo, body);
      const own = await repo.images(roomId);
      await this.checkImages(
        repo,
        actor,
        body.roomImgs.map((i) => i.imgPtUrl),
        own.map((i) => i.imgPtUrl),
      );
      if (!(await repo.updateIfCopy(roomId, before.updtDt, this.values(body, now)))) throw AppError.staleCopy();
      await repo.replaceImages(roomId, body.roomImgs);
      const after = await this.found(repo, roomId);
      await this.records.audit(
        actor,
        {
          targetKind: 'studio-room',
          targetId: roomId,
          action: 'UPDATE',
          before: auditCopy(before, own),
          after: auditCopy(after, body.roomImgs),
        },
        trx,
      );
    });
    this.engine.forgetRooms();
    return ok(ROOM_DESK_MESSAGES.updated, { roomId });
  }

  /** Hides or shows a room: a hidden room is neither listed nor bookable; its reservations stay as they are. */
  async visibility(actor: ConsoleActor, roomId: number, body: RoomVisibilityBody) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new StudioRoomDeskRepository(trx);
      const before = await this.found(repo, roomId);
      if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.updateIfCopy(roomId, before.updtDt, { useYn: body.useYn, updtDt: now }))) {
        throw AppError.staleCopy();
      }
      const images = await repo.images(roomId);
      const after = await this.found(repo, roomId);
      await this.records.audit(
        actor,
        {
          targetKind: 'studio-room',
          targetId: roomId,
          action: body.useYn === 'N' ? 'HIDE' : 'SHOW',
          before: auditCopy(before, images),
          after: auditCopy(after, images),
        },
        trx,
      );
    });
    this.engine.forgetRooms();
    return ok(body.useYn === 'N' ? ROOM_DESK_MESSAGES.hidden : ROOM_DESK_MESSAGES.shown);
  }

  /** A room's month: its closed days with their reasons and the public holidays (the calendar's two marks). */
  async month(roomId: number, ym: string): Promise<RoomMonth> {
    await this.found(this.repo, roomId);
    const first = `${ym}01`;
    let last = first;
    for (let d = first; d.slice(0, 6) === ym; d = addDays(d, 1)) last = d;
    const [closures, holidays] = await Promise.all([
      this.repo.closures(roomId, first, last),
      this.holidays.holidaysBetween(first, last),
    ]);
    return {
      ym,
      todayYmd: todaySeoulYmd(this.clock),
      closures,
      holidays: holidays.filter((h) => h.kind !== 'closure').map((h) => ({ ymd: h.ymd, name: h.name })),
    };
  }

  private checkDay(ymd: string): void {
    if (!isValidYmd(ymd)) {
      throw AppError.badRequest(ROOM_DESK_MESSAGES.dayInvalid, [
        { field: 'ymd', message: ROOM_DESK_MESSAGES.dayInvalid },
      ]);
    }
    if (ymd < todaySeoulYmd(this.clock)) {
      throw AppError.badRequest(ROOM_DESK_MESSAGES.closurePast, [
        { field: 'ymd', message: ROOM_DESK_MESSAGES.closurePast },
      ]);
    }
  }

  /** Closes one day of a room (a day already closed takes the new reason); bookings already held stay. */
  async close(actor: ConsoleActor, roomId: number, body: RoomClosureBody) {
    this.checkDay(body.ymd);
    await this.transaction(async (trx) => {
      const repo = new StudioRoomDeskRepository(trx);
      await this.found(repo, roomId);
      const before = (await repo.closure(roomId, body.ymd)) ?? null;
      await repo.upsertClosure({ roomId, ymd: body.ymd, rsn: body.rsn, regDt: this.now() });
      await this.records.audit(
        actor,
        {
          targetKind: 'studio-room-closure',
          targetId: `${roomId}:${body.ymd}`,
          action: 'CLOSE',
          before,
          after: { ymd: body.ymd, rsn: body.rsn },
        },
        trx,
      );
    });
    return ok(ROOM_DESK_MESSAGES.closureSaved);
  }

  async reopen(actor: ConsoleActor, roomId: number, ymd: string) {
    this.checkDay(ymd);
    await this.transaction(async (trx) => {
      const repo = new StudioRoomDeskRepository(trx);
      await this.found(repo, roomId);
      const before = await repo.closure(roomId, ymd);
      if (!before || !(await repo.deleteClosure(roomId, ymd))) {
        throw AppError.notFound(ROOM_DESK_MESSAGES.closureNotFound);
      }
      await this.records.audit(
        actor,
        { targetKind: 'studio-room-closure', targetId: `${roomId}:${ymd}`, action: 'REOPEN', before, after: null },
        trx,
      );
    });
    return ok(ROOM_DESK_MESSAGES.closureRemoved);
  }
}
