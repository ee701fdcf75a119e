import type { Page } from '@onfan/contracts/envelope';
import {
  MAIN_ADMIN_MESSAGES as M,
  type BannerAdminQuery,
  type BannerAdminRow,
  type BannerEdit,
  type BannerForm,
  type ExposureBody,
  type PositionBody,
  type SectionAdminList,
} from '@onfan/contracts/main.admin';
import type { Selectable } from '../../db/table-types.js';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { nextCopy } from '../../lib/next-copy.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { MainDeskRepository } from './main-desk.repository.js';
import type { MainBannrTable } from './main.tables.js';

/** Whether a picture address is a public image the upload domain stored. */
export interface PublicImages {
  isPublicImage(url: string): Promise<boolean>;
}

type BannerRow = Selectable<MainBannrTable>;

/** What the audit keeps of a banner (its editable fields). */
function bannerFields(b: BannerRow) {
  return {
    bannrTit: b.bannrTit,
    bannrSubTit: b.bannrSubTit ?? '',
    linkUrl: b.linkUrl ?? '',
    newWinYn: b.newWinYn,
    bannrImgPtUrl: b.bannrImgPtUrl ?? '',
    bannrImgAlt: b.bannrImgAlt,
    bgColor: b.bgColor,
    pstgBgngYmd: b.pstgBgngYmd ?? '',
    pstgEndYmd: b.pstgEndYmd ?? '',
  };
}

function toColumns(f: BannerForm) {
  return {
    bannrTit: f.bannrTit,
    bannrSubTit: f.bannrSubTit || null,
    linkUrl: f.linkUrl || null,
    newWinYn: f.newWinYn,
    bannrImgPtUrl: f.bannrImgPtUrl || null,
    bannrImgAlt: f.bannrImgPtUrl ? f.bannrImgAlt : '',
    bgColor: f.bgColor,
    pstgBgngYmd: f.pstgBgngYmd || null,
    pstgEndYmd: f.pstgEndYmd || null,
  };
}

/** The ids in their new order after `id` moves to the 1-based `position`. */
function moved<T extends { id: number }>(rows: readonly T[], id: number, position: number): T[] {
  const from = rows.findIndex((r) => r.id === id);
  if (position > rows.length) throw AppError.badRequest(M.positionInvalid);
  const out = [...rows];
  const [row] = out.splice(from, 1);
  out.splice(position - 1, 0, row!);
  return out;
}

/**
 * The main page's console desk (decision 034): banners written, edited, shown or hidden and put in order, and the
 * section groups' order and exposure. Each change is made on the copy read (a stale one is refused and changes
 * nothing), writes its audit row in the same transaction, and clears the main page's cache on every server.
 */
export class MainDeskService {
  constructor(
    private readonly repo: MainDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly images: PublicImages,
    /** Clears the cached main-page answers in every process (the app cache's `main` region). */
    private readonly invalidate: () => void,
  ) {}

  async banners(q: BannerAdminQuery): Promise<Page<BannerAdminRow>> {
    const [{ items, total }, order] = await Promise.all([this.repo.banners(q), this.repo.bannerOrder()]);
    const position = new Map(order.map((r, i) => [r.id, i + 1]));
    return toPage(
      items.map((b) => this.row(b, position.get(b.bannrId) ?? 0)),
      total,
      q,
    );
  }

  async banner(bannrId: number): Promise<BannerAdminRow> {
    const [b, order] = await Promise.all([this.repo.banner(bannrId), this.repo.bannerOrder()]);
    if (!b) throw AppError.notFound(M.bannerNotFound);
    return this.row(b, order.findIndex((r) => r.id === bannrId) + 1);
  }

  private row(b: BannerRow, position: number): BannerAdminRow {
    return { bannrId: b.bannrId, ...bannerFields(b), expsrYn: b.expsrYn, position, updtDt: b.updtDt };
  }

  private async checkImage(url: string): Promise<void> {
    if (url && !(await this.images.isPublicImage(url))) throw AppError.badRequest(M.imageInvalid);
  }

  /** A new banner goes last and starts hidden: the operator shows it when it is ready. */
  async createBanner(actor: ConsoleActor, form: BannerForm) {
    await this.checkImage(form.bannrImgPtUrl);
    const now = this.clock.now().toISOString();
    const bannrId = await this.transaction(async (trx) => {
      const repo = new MainDeskRepository(trx);
      const order = await repo.bannerOrder();
      const last = order.reduce((max, r) => Math.max(max, r.sortSeq), 0);
      const values = { ...toColumns(form), sortSeq: last + 1, expsrYn: 'N' as const, regDt: now, updtDt: now };
      const id = await repo.insertBanner(values);
      await this.records.audit(
        actor,
        { targetKind: 'main-banner', targetId: id, action: 'CREATE', before: null, after: { ...form, expsrYn: 'N' } },
        trx,
      );
      return id;
    });
    this.invalidate();
    return ok(M.bannerCreated, { bannrId });
  }

  async editBanner(actor: ConsoleActor, bannrId: number, body: BannerEdit) {
    const { updtDt, ...form } = body;
    await this.checkImage(form.bannrImgPtUrl);
    await this.transaction(async (trx) => {
      const repo = new MainDeskRepository(trx);
      const before = await repo.banner(bannrId);
      if (!before) throw AppError.notFound(M.bannerNotFound);
      const next = nextCopy(before.updtDt, this.clock.now().toISOString());
      if (!(await repo.updateBanner(bannrId, updtDt, { ...toColumns(form), updtDt: next }))) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        { targetKind: 'main-banner', targetId: bannrId, action: 'EDIT', before: bannerFields(before), after: form },
        trx,
      );
    });
    this.invalidate();
    return ok(M.bannerSaved);
  }

  async bannerExposure(actor: ConsoleActor, bannrId: number, body: ExposureBody) {
    await this.transaction(async (trx) => {
      const repo = new MainDeskRepository(trx);
      const before = await repo.banner(bannrId);
      if (!before) throw AppError.notFound(M.bannerNotFound);
      const next = nextCopy(before.updtDt, this.clock.now().toISOString());
      if (!(await repo.updateBanner(bannrId, body.updtDt, { expsrYn: body.expsrYn, updtDt: next })))
        throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'main-banner',
          targetId: bannrId,
          action: body.expsrYn === 'Y' ? 'SHOW' : 'HIDE',
          before: { expsrYn: before.expsrYn },
          after: { expsrYn: body.expsrYn },
        },
        trx,
      );
    });
    this.invalidate();
    return ok(body.expsrYn === 'Y' ? M.bannerShown : M.bannerHidden);
  }

  async bannerPosition(actor: ConsoleActor, bannrId: number, body: PositionBody) {
    await this.transaction(async (trx) => {
      const repo = new MainDeskRepository(trx);
      const order = await repo.bannerOrder();
      const current = order.find((r) => r.id === bannrId);
      if (!current) throw AppError.notFound(M.bannerNotFound);
      const now = this.clock.now().toISOString();
      // Claimed on the copy read first: a concurrent change of this banner waits for it, then finds its copy stale.
      if (!(await repo.updateBanner(bannrId, body.updtDt, { updtDt: nextCopy(current.updtDt, now) })))
        throw AppError.staleCopy();
      const next = moved(order, bannrId, body.position);
      for (const [i, r] of next.entries()) {
        // Every row whose place changes gets a new copy: an order read before this one is stale.
        if (r.sortSeq !== i + 1 || r.id === bannrId) await repo.setBannerOrder(r.id, i + 1, nextCopy(r.updtDt, now));
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'main-banner',
          targetId: bannrId,
          action: 'MOVE',
          before: { order: order.map((r) => r.id) },
          after: { order: next.map((r) => r.id) },
        },
        trx,
      );
    });
    this.invalidate();
    return ok(M.bannerMoved(body.position));
  }

  async sections(): Promise<SectionAdminList> {
    const rows = await this.repo.sections();
    return {
      items: rows.map((g, i) => ({
        sectGrpId: g.sectGrpId,
        sectGrpNm: g.sectGrpNm,
        sectGrpDesc: g.sectGrpDesc ?? '',
        itemCount: Number(g.itemCount),
        expsrYn: g.expsrYn,
        position: i + 1,
        updtDt: g.updtDt,
      })),
      totalCount: rows.length,
    };
  }

  async sectionExposure(actor: ConsoleActor, sectGrpId: number, body: ExposureBody) {
    await this.transaction(async (trx) => {
      const repo = new MainDeskRepository(trx);
      const before = await repo.section(sectGrpId);
      if (!before) throw AppError.notFound(M.sectionNotFound);
      const next = nextCopy(before.updtDt, this.clock.now().toISOString());
      if (!(await repo.updateSection(sectGrpId, body.updtDt, { expsrYn: body.expsrYn, updtDt: next })))
        throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'main-section',
          targetId: sectGrpId,
          action: body.expsrYn === 'Y' ? 'SHOW' : 'HIDE',
          before: { expsrYn: before.expsrYn },
          after: { expsrYn: body.expsrYn },
        },
        trx,
      );
    });
    this.invalidate();
    return ok(body.expsrYn === 'Y' ? M.sectionShown : M.sectionHidden);
  }

  async sectionPosition(actor: ConsoleActor, sectGrpId: number, body: PositionBody) {
    await this.transaction(async (trx) => {
      const repo = new MainDeskRepository(trx);
      const order = await repo.sectionOrder();
      const current = order.find((r) => r.id === sectGrpId);
      if (!current) throw AppError.notFound(M.sectionNotFound);
      const now = this.clock.now().toISOString();
      if (!(await repo.updateSection(sectGrpId, body.updtDt, { updtDt: nextCopy(current.updtDt, now) })))
        throw AppError.staleCopy();
      const next = moved(order, sectGrpId, body.position);
      for (const [i, r] of next.entries()) {
        if (r.sortSeq !== i + 1 || r.id === sectGrpId) await repo.setSectionOrder(r.id, i + 1, nextCopy(r.updtDt, now));
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'main-section',
          targetId: sectGrpId,
          action: 'MOVE',
          before: { order: order.map((r) => r.id) },
          after: { order: next.map((r) => r.id) },
        },
        trx,
      );
    });
    this.invalidate();
    return ok(M.sectionMoved(body.position));
  }
}
