import type { Page } from '@onfan/contracts/envelope';
import type {
  SpaceDeskDetail,
  SpaceDeskQuery,
  SpaceDeskRow,
  SpaceEditBody,
  SpaceVisibilityBody,
  SpaceWrite,
} from '@onfan/contracts/space.admin';
import { SPACE_DESK_MESSAGES, SPACE_IMG_MAX } from '@onfan/contracts/space.admin';
import { FILES_URL_PREFIX } from '@onfan/contracts/upload';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { SPACE_IMAGE_BOX } from '../studio/studio-room-desk.service.js';
import { fitImages } from '../upload/image-fit.js';
import type { FileSource } from '../upload/upload.multipart.js';
import type { UploadService } from '../upload/upload.service.js';
import { SPACE_UPLOAD, SpaceDeskRepository } from './space-desk.repository.js';

export type SpaceImages = Pick<UploadService, 'checkImages' | 'store'>;

type SpaceRow = NonNullable<Awaited<ReturnType<SpaceDeskRepository['byId']>>>;
type Image = { imgPtUrl: string; imgAlt: string };

/** The copy a change names: the row's update time, or its registration time for a seeded space never edited. */
const copyOf = (r: { updtDt: string; regDt: string }) => r.updtDt || r.regDt;

/** What the audit keeps of a space. */
function auditCopy(r: SpaceRow, images: readonly Image[]) {
  return {
    grpId: r.grpId,
    spaceNm: r.spaceNm,
    spaceIntro: r.spaceIntro,
    spaceDtlIntro: r.spaceDtlIntro,
    spaceAddr: r.spaceAddr,
    telNo: r.telNo,
    useGuide: r.useGuide,
    sortSeq: r.sortSeq,
    useYn: r.useYn,
    spaceImgs: images,
    updtDt: copyOf(r),
  };
}

/**
 * The spaces desk (issue 38, decision 034): spaces written, edited (their gallery put in order, pictures added or
 * removed), hidden and shown. Each change names the copy it was made on (`updtDt`), is refused when another operator
 * changed the space first (the conditional update decides, not a read), and writes its audit row in its own
 * transaction. Pictures are fitted to the space page's gallery (decision 038). A hidden space's rooms are hidden with
 * it: the public pages list only spaces in use and the slot engine reads a room in use only while its space is.
 */
export class SpaceDeskService {
  constructor(
    private readonly repo: SpaceDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly uploads: SpaceImages,
    private readonly engine: { forgetRooms(): void },
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private row(r: SpaceRow): SpaceDeskRow {
    return {
      spaceId: r.spaceId,
      grpId: r.grpId,
      grpNm: r.grpNm,
      spaceNm: r.spaceNm,
      spaceAddr: r.spaceAddr,
      sortSeq: r.sortSeq,
      useYn: r.useYn,
      imgCnt: Number(r.imgCnt ?? 0),
      roomCnt: Number(r.roomCnt ?? 0),
      regDt: toSeoulIso(new Date(r.regDt)),
      updtDt: copyOf(r),
    };
  }

  async list(q: SpaceDeskQuery): Promise<Page<SpaceDeskRow>> {
    const { items, total } = await this.repo.list(q);
    return toPage(
      items.map((r) => this.row(r)),
      total,
      q,
    );
  }

  groups() {
    return this.repo.groups();
  }

  private async found(repo: SpaceDeskRepository, spaceId: number): Promise<SpaceRow> {
    const r = await repo.byId(spaceId);
    if (!r) throw AppError.notFound(SPACE_DESK_MESSAGES.notFound);
    return r;
  }

  async detail(spaceId: number): Promise<SpaceDeskDetail> {
    const r = await this.found(this.repo, spaceId);
    return {
      ...this.row(r),
      spaceIntro: r.spaceIntro,
      spaceDtlIntro: r.spaceDtlIntro,
      telNo: r.telNo,
      useGuide: r.useGuide,
      spaceImgs: await this.repo.images(spaceId),
    };
  }

  /** Stores gallery pictures for a space being written (public files), each fitted to the space page's gallery. */
  async uploadImages(actor: ConsoleActor, files: FileSource) {
    const received = await files('uploadFiles', SPACE_IMG_MAX);
    const checked = await fitImages(await this.uploads.checkImages(received), SPACE_IMAGE_BOX);
    const saved = await this.uploads.store(checked, { ...SPACE_UPLOAD, userId: actor.user.userId, public: true });
    return ok(SPACE_DESK_MESSAGES.uploaded, { imgPtUrls: saved.map((f) => f.url) });
  }

  /** The pictures named: the space's own ones, or public files this operator uploaded at the spaces desk. */
  private async checkImages(
    repo: SpaceDeskRepository,
    actor: ConsoleActor,
    urls: readonly string[],
    own: readonly string[],
  ): Promise<void> {
    const refuse = () =>
      AppError.badRequest(SPACE_DESK_MESSAGES.imageNotYours, [
        { field: 'spaceImgs', message: SPACE_DESK_MESSAGES.imageNotYours },
      ]);
    if (new Set(urls).size !== urls.length) throw refuse();
    const fresh = urls.filter((u) => !own.includes(u));
    const keys = fresh.map((u) => (u.startsWith(FILES_URL_PREFIX) ? u.slice(FILES_URL_PREFIX.length) : ''));
    if (keys.some((k) => !k)) throw refuse();
    const usable = await repo.ownUploads(actor.user.userId, keys);
    if (new Set(usable).size !== keys.length) throw refuse();
  }

  private async checkGroup(repo: SpaceDeskRepository, grpId: number): Promise<void> {
    if (!(await repo.group(grpId))) {
      throw AppError.badRequest(SPACE_DESK_MESSAGES.groupRequired, [
        { field: 'grpId', message: SPACE_DESK_MESSAGES.groupRequired },
      ]);
    }
  }

  private values(body: SpaceWrite, now: string) {
    return {
      grpId: body.grpId,
      spaceNm: body.spaceNm,
      spaceIntro: body.spaceIntro,
      spaceDtlIntro: body.spaceDtlIntro,
      spaceAddr: body.spaceAddr,
      telNo: body.telNo,
      useGuide: body.useGuide,
      sortSeq: body.sortSeq,
      updtDt: now,
    };
  }

  async create(actor: ConsoleActor, body: SpaceWrite) {
    const now = this.now();
    const spaceId = await this.transaction(async (trx) => {
      const repo = new SpaceDeskRepository(trx);
      await this.checkGroup(repo, body.grpId);
      await this.checkImages(
        repo,
        actor,
        body.spaceImgs.map((i) => i.imgPtUrl),
        [],
      );
      const id = await repo.insert({ ...this.values(body, now), useYn: 'Y', regDt: now });
      await repo.replaceImages(id, body.spaceImgs);
      const after = await this.found(repo, id);
      await this.records.audit(
        actor,
        { targetKind: 'space', targetId: id, action: 'CREATE', before: null, after: auditCopy(after, body.spaceImgs) },
        trx,
      );
      return id;
    });
    return ok(SPACE_DESK_MESSAGES.created, { spaceId });
  }

  async update(actor: ConsoleActor, spaceId: number, body: SpaceEditBody) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new SpaceDeskRepository(trx);
      const before = await this.found(repo, spaceId);
      if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
      await this.checkGroup(repo, body.grpId);
      const own = await repo.images(spaceId);
      await this.checkImages(
        repo,
        actor,
        body.spaceImgs.map((i) => i.imgPtUrl),
        own.map((i) => i.imgPtUrl),
      );
      if (!(await repo.updateIfCopy(spaceId, before.updtDt, this.values(body, now)))) throw AppError.staleCopy();
      await repo.replaceImages(spaceId, body.spaceImgs);
      const after = await this.found(repo, spaceId);
      await this.records.audit(
        actor,
        {
          targetKind: 'space',
          targetId: spaceId,
          action: 'UPDATE',
          before: auditCopy(before, own),
          after: auditCopy(after, body.spaceImgs),
        },
        trx,
      );
    });
    return ok(SPACE_DESK_MESSAGES.updated, { spaceId });
  }

  /** Hides or shows a space with its rooms: hidden, none is listed or bookable; reservations stay as they are. */
  async visibility(actor: ConsoleActor, spaceId: number, body: SpaceVisibilityBody) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new SpaceDeskRepository(trx);
      const before = await this.found(repo, spaceId);
      if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.updateIfCopy(spaceId, before.updtDt, { useYn: body.useYn, updtDt: now }))) {
        throw AppError.staleCopy();
      }
      const images = await repo.images(spaceId);
      const after = await this.found(repo, spaceId);
      await this.records.audit(
        actor,
        {
          targetKind: 'space',
          targetId: spaceId,
          action: body.useYn === 'N' ? 'HIDE' : 'SHOW',
          before: auditCopy(before, images),
          after: auditCopy(after, images),
        },
        trx,
      );
    });
    this.engine.forgetRooms();
    return ok(body.useYn === 'N' ? SPACE_DESK_MESSAGES.hidden : SPACE_DESK_MESSAGES.shown);
  }
}
