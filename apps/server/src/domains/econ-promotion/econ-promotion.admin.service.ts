import type { Page } from '@onfan/contracts/envelope';
import type {
  PrgmDeskDetail,
  PrgmDeskQuery,
  PrgmDeskRow,
  PrgmDeskState,
  PrgmEdit,
  PrgmVisibilityBody,
  PrgmWrite,
} from '@onfan/contracts/econ-promotion.admin';
import { ECON_DESK_MESSAGES as M } from '@onfan/contracts/econ-promotion.admin';
import { PROMOTION_KINDS, type PromotionKind } from '@onfan/contracts/econ-promotion';
import { FILES_URL_PREFIX } from '@onfan/contracts/upload';
import type { Selectable } from '../../db/table-types.js';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { nextCopy } from '../../lib/next-copy.js';
import { todaySeoulYmd } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { fitImages, type ImageBox } from '../upload/image-fit.js';
import type { FileSource } from '../upload/upload.multipart.js';
import type { UploadService } from '../upload/upload.service.js';
import { EconPromotionDeskRepository, PROMOTION_UPLOAD } from './econ-promotion.admin.repository.js';
import type { EconPrgmTable } from './econ-promotion.tables.js';

export type PromotionImages = Pick<UploadService, 'checkImages' | 'store'>;

/** A programme's picture on the promotion page (a 3:2 card), at twice the density. */
export const PROMOTION_IMAGE_BOX: ImageBox = { width: 1320, height: 880 };

type PrgmRow = Selectable<EconPrgmTable>;

/** 'yyyy-MM-dd' ↔ 'yyyyMMdd'. */
const toYmd = (de: string) => de.replace(/-/g, '');
const toDe = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

function stateOf(r: PrgmRow, today: string): PrgmDeskState {
  if (r.expsrYn !== 'Y') return 'HIDDEN';
  if (today < r.bgngYmd) return 'UPCOMING';
  if (today > r.endYmd) return 'CLOSED';
  return 'OPEN';
}

/** What the audit keeps of a programme. */
function auditCopy(r: PrgmRow) {
  return {
    kind: r.kind,
    prgmNm: r.prgmNm,
    trgt: r.trgt,
    bnft: r.bnft,
    prgmDescLength: r.prgmDesc.length,
    bgngYmd: r.bgngYmd,
    endYmd: r.endYmd,
    oprBgngYmd: r.oprBgngYmd,
    oprEndYmd: r.oprEndYmd,
    sortSeq: r.sortSeq,
    expsrYn: r.expsrYn,
    imgPtUrl: r.imgPtUrl,
    imgAlt: r.imgAlt,
    updtDt: r.updtDt,
  };
}

/**
 * The promotions desk (issue 39, decision 034): the programmes of the two promotion pages created, edited, shown and
 * hidden. Each change names the copy it was made on (`updtDt`), is refused with 409 when another operator changed the
 * programme first (the conditional update decides), and writes its audit row in its own transaction. The public pages
 * read the programmes on every call, so a change shows at once; their status follows the application period.
 */
export class EconPromotionDeskService {
  constructor(
    private readonly repo: EconPromotionDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly uploads: PromotionImages,
  ) {}

  private row(r: PrgmRow, today: string): PrgmDeskRow {
    const kind = r.kind as PromotionKind;
    return {
      prgmId: r.prgmId,
      kind,
      kindNm: PROMOTION_KINDS[kind] ?? '',
      prgmNm: r.prgmNm,
      bgngDe: toDe(r.bgngYmd),
      endDe: toDe(r.endYmd),
      oprBgngDe: r.oprBgngYmd ? toDe(r.oprBgngYmd) : null,
      oprEndDe: r.oprEndYmd ? toDe(r.oprEndYmd) : null,
      state: stateOf(r, today),
      useYn: r.expsrYn,
      sortSeq: r.sortSeq,
      imgPtUrl: r.imgPtUrl,
      updtDt: r.updtDt,
    };
  }

  async programmes(q: PrgmDeskQuery): Promise<Page<PrgmDeskRow>> {
    const today = todaySeoulYmd(this.clock);
    const { items, total } = await this.repo.programmes(q, today);
    return toPage(
      items.map((r) => this.row(r, today)),
      total,
      q,
    );
  }

  private async found(repo: EconPromotionDeskRepository, prgmId: number): Promise<PrgmRow> {
    const r = await repo.programme(prgmId);
    if (!r) throw AppError.notFound(M.notFound);
    return r;
  }

  async programme(prgmId: number): Promise<PrgmDeskDetail> {
    const r = await this.found(this.repo, prgmId);
    return {
      ...this.row(r, todaySeoulYmd(this.clock)),
      trgt: r.trgt,
      bnft: r.bnft,
      prgmDesc: r.prgmDesc,
      imgs: r.imgPtUrl ? [{ imgPtUrl: r.imgPtUrl, imgAlt: r.imgAlt }] : [],
    };
  }

  /** Stores a picture for a programme being written (a public file), fitted to the promotion page's card. */
  async uploadImages(actor: ConsoleActor, files: FileSource) {
    const received = await files('uploadFiles', 1);
    const checked = await fitImages(await this.uploads.checkImages(received), PROMOTION_IMAGE_BOX);
    const saved = await this.uploads.store(checked, { ...PROMOTION_UPLOAD, userId: actor.user.userId, public: true });
    return ok(M.uploaded, { imgPtUrls: saved.map((f) => f.url) });
  }

  /** The picture named: the programme's own one, or a public file this operator uploaded at this desk. */
  private async checkImage(
    repo: EconPromotionDeskRepository,
    actor: ConsoleActor,
    imgs: readonly { imgPtUrl: string }[],
    own: string | null,
  ) {
    const url = imgs[0]?.imgPtUrl;
    if (!url || url === own) return;
    const key = url.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : '';
    if (!key || (await repo.ownUploads(actor.user.userId, [key])).length !== 1) {
      throw AppError.badRequest(M.imageNotYours, [{ field: 'imgs', message: M.imageNotYours }]);
    }
  }

  private values(body: PrgmWrite, now: string) {
    const img = body.imgs[0];
    return {
      kind: body.kind,
      prgmNm: body.prgmNm,
      trgt: body.trgt,
      bnft: body.bnft,
      prgmDesc: body.prgmDesc,
      bgngYmd: toYmd(body.bgngDe),
      endYmd: toYmd(body.endDe),
      oprBgngYmd: body.oprBgngDe ? toYmd(body.oprBgngDe) : null,
      oprEndYmd: body.oprEndDe ? toYmd(body.oprEndDe) : null,
      sortSeq: body.sortSeq,
      imgPtUrl: img?.imgPtUrl ?? null,
      imgAlt: img?.imgAlt ?? '',
      updtDt: now,
    };
  }

  async create(actor: ConsoleActor, body: PrgmWrite) {
    const now = this.clock.now().toISOString();
    const prgmId = await this.transaction(async (trx) => {
      const repo = new EconPromotionDeskRepository(trx);
      await this.checkImage(repo, actor, body.imgs, null);
      const id = await repo.insert({ ...this.values(body, now), expsrYn: 'Y' });
      const after = await this.found(repo, id);
      await this.records.audit(
        actor,
        { targetKind: 'econ-programme', targetId: id, action: 'CREATE', before: null, after: auditCopy(after) },
        trx,
      );
      return id;
    });
    return ok(M.created, { prgmId });
  }

  async update(actor: ConsoleActor, prgmId: number, body: PrgmEdit) {
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new EconPromotionDeskRepository(trx);
      const before = await this.found(repo, prgmId);
      if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
      await this.checkImage(repo, actor, body.imgs, before.imgPtUrl);
      if (!(await repo.updateIfCopy(prgmId, body.updtDt, this.values(body, nextCopy(before.updtDt, now)))))
        throw AppError.staleCopy();
      const after = await this.found(repo, prgmId);
      await this.records.audit(
        actor,
        {
          targetKind: 'econ-programme',
          targetId: prgmId,
          action: 'UPDATE',
          before: auditCopy(before),
          after: auditCopy(after),
        },
        trx,
      );
    });
    return ok(M.updated, { prgmId });
  }

  async visibility(actor: ConsoleActor, prgmId: number, body: PrgmVisibilityBody) {
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new EconPromotionDeskRepository(trx);
      const before = await this.found(repo, prgmId);
      if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (
        !(await repo.updateIfCopy(prgmId, body.updtDt, { expsrYn: body.useYn, updtDt: nextCopy(before.updtDt, now) }))
      ) {
        throw AppError.staleCopy();
      }
      const after = await this.found(repo, prgmId);
      await this.records.audit(
        actor,
        {
          targetKind: 'econ-programme',
          targetId: prgmId,
          action: body.useYn === 'N' ? 'HIDE' : 'SHOW',
          before: auditCopy(before),
          after: auditCopy(after),
        },
        trx,
      );
    });
    return ok(body.useYn === 'N' ? M.hidden : M.shown);
  }
}
