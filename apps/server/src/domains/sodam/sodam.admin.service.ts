import type { Page } from '@onfan/contracts/envelope';
import type {
  ProductDeskDetail,
  ProductDeskQuery,
  ProductDeskRow,
  ProductEdit,
  ProductWrite,
  SodamVisibilityBody,
  StoreDeskDetail,
  StoreDeskQuery,
  StoreDeskRow,
  StoreEdit,
  StoreWrite,
} from '@onfan/contracts/sodam.admin';
import { SODAM_DESK_MESSAGES as M } from '@onfan/contracts/sodam.admin';
import { SODAM_CATEGORIES, type SodamCategory } from '@onfan/contracts/sodam';
import { FILES_URL_PREFIX } from '@onfan/contracts/upload';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { nextCopy } from '../../lib/next-copy.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { fitImages, type ImageBox } from '../upload/image-fit.js';
import type { FileSource } from '../upload/upload.multipart.js';
import type { UploadService } from '../upload/upload.service.js';
import { SODAM_UPLOAD, SodamDeskRepository } from './sodam.admin.repository.js';
import { productImageUrl } from './sodam.service.js';

export type SodamImages = Pick<UploadService, 'checkImages' | 'store'>;

/** The shop's product card (`list.cardThumb`, 3:2 in a 660 px column) at twice the density. */
export const SODAM_IMAGE_BOX: ImageBox = { width: 1320, height: 880 };

type StoreRow = NonNullable<Awaited<ReturnType<SodamDeskRepository['store']>>>;
type ProductRow = NonNullable<Awaited<ReturnType<SodamDeskRepository['product']>>>;
type Image = { imgPtUrl: string; imgAlt: string };

const imagesOf = (r: { imgPtUrl: string | null; imgAlt: string }): Image[] =>
  r.imgPtUrl ? [{ imgPtUrl: r.imgPtUrl, imgAlt: r.imgAlt }] : [];

/** What the audit keeps of a store. */
function storeCopy(r: StoreRow) {
  return {
    storeNm: r.storeNm,
    rgnNm: r.rgnNm,
    addr: r.addr,
    oprHr: r.oprHr,
    telno: r.telno,
    storeIntro: r.storeIntro,
    mallUrl: r.mallUrl,
    sortSeq: r.sortSeq,
    expsrYn: r.expsrYn,
    imgPtUrl: r.imgPtUrl,
    imgAlt: r.imgAlt,
    updtDt: r.updtDt,
  };
}

/** What the audit keeps of a product. */
function productCopy(r: ProductRow) {
  return {
    storeId: r.storeId,
    ctgrCd: r.ctgrCd,
    pdNm: r.pdNm,
    pdSmry: r.pdSmry,
    pdDescLength: r.pdDesc.length,
    prc: r.prc,
    orgnNm: r.orgnNm,
    sellerNm: r.sellerNm,
    linkUrl: r.linkUrl,
    soldOutYn: r.soldOutYn,
    sortSeq: r.sortSeq,
    expsrYn: r.expsrYn,
    imgPtUrl: r.imgPtUrl,
    imgAlt: r.imgAlt,
    updtDt: r.updtDt,
  };
}

/**
 * The 소담상회 desk (issue 39, decision 034): stores and products created, edited, shown and hidden. Each change names
 * the copy it was made on (`updtDt`), is refused with 409 when another operator changed the row first (the
 * conditional update decides, not the read), and writes its audit row in its own transaction. The public shop reads
 * the same rows on every call (no cache), so a change is on the public pages at once. No shop-mall sync writes these
 * rows (docs/decisions/055-sodam-and-promotion-desks.md): every field is the desk's.
 */
export class SodamDeskService {
  constructor(
    private readonly repo: SodamDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly uploads: SodamImages,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private storeRow(r: StoreRow): StoreDeskRow {
    return {
      storeId: r.storeId,
      storeNm: r.storeNm,
      rgnNm: r.rgnNm,
      addr: r.addr,
      sortSeq: r.sortSeq,
      useYn: r.expsrYn,
      pdCnt: Number(r.pdCnt ?? 0),
      shownPdCnt: Number(r.shownPdCnt ?? 0),
      imgPtUrl: r.imgPtUrl,
      updtDt: r.updtDt,
    };
  }

  private productRow(r: ProductRow): ProductDeskRow {
    const ctgrCd = r.ctgrCd as SodamCategory;
    return {
      pdId: r.pdId,
      storeId: r.storeId,
      storeNm: r.storeNm,
      storeUseYn: r.storeUseYn,
      ctgrCd,
      ctgrNm: SODAM_CATEGORIES[ctgrCd] ?? '',
      pdNm: r.pdNm,
      prc: r.prc,
      soldOutYn: r.soldOutYn,
      useYn: r.expsrYn,
      sortSeq: r.sortSeq,
      imgUrl: productImageUrl(ctgrCd, r.imgPtUrl),
      updtDt: r.updtDt,
    };
  }

  async stores(q: StoreDeskQuery): Promise<Page<StoreDeskRow>> {
    const { items, total } = await this.repo.stores(q);
    return toPage(
      items.map((r) => this.storeRow(r)),
      total,
      q,
    );
  }

  storeOptions() {
    return this.repo.storeOptions();
  }

  private async foundStore(repo: SodamDeskRepository, storeId: number): Promise<StoreRow> {
    const r = await repo.store(storeId);
    if (!r) throw AppError.notFound(M.storeNotFound);
    return r;
  }

  private async foundProduct(repo: SodamDeskRepository, pdId: number): Promise<ProductRow> {
    const r = await repo.product(pdId);
    if (!r) throw AppError.notFound(M.productNotFound);
    return r;
  }

  async store(storeId: number): Promise<StoreDeskDetail> {
    const r = await this.foundStore(this.repo, storeId);
    return {
      ...this.storeRow(r),
      oprHr: r.oprHr,
      telno: r.telno,
      storeIntro: r.storeIntro,
      mallUrl: r.mallUrl ?? '',
      imgs: imagesOf(r),
    };
  }

  async product(pdId: number): Promise<ProductDeskDetail> {
    const r = await this.foundProduct(this.repo, pdId);
    return {
      ...this.productRow(r),
      pdSmry: r.pdSmry,
      pdDesc: r.pdDesc,
      orgnNm: r.orgnNm,
      sellerNm: r.sellerNm,
      linkUrl: r.linkUrl ?? '',
      imgs: imagesOf(r),
    };
  }

  /** Stores a picture for a store or product being written (a public file), fitted to the shop's card. */
  async uploadImages(actor: ConsoleActor, files: FileSource) {
    const received = await files('uploadFiles', 1);
    const checked = await fitImages(await this.uploads.checkImages(received), SODAM_IMAGE_BOX);
    const saved = await this.uploads.store(checked, { ...SODAM_UPLOAD, userId: actor.user.userId, public: true });
    return ok(M.uploaded, { imgPtUrls: saved.map((f) => f.url) });
  }

  /** The picture named: the row's own one, or a public file this operator uploaded at this desk. */
  private async checkImage(repo: SodamDeskRepository, actor: ConsoleActor, imgs: readonly Image[], own: string | null) {
    const url = imgs[0]?.imgPtUrl;
    if (!url || url === own) return;
    const key = url.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : '';
    if (!key || (await repo.ownUploads(actor.user.userId, [key])).length !== 1) {
      throw AppError.badRequest(M.imageNotYours, [{ field: 'imgs', message: M.imageNotYours }]);
    }
  }

  private storeValues(body: StoreWrite, now: string) {
    const img = body.imgs[0];
    return {
      storeNm: body.storeNm,
      rgnNm: body.rgnNm,
      addr: body.addr,
      oprHr: body.oprHr,
      telno: body.telno,
      storeIntro: body.storeIntro,
      mallUrl: body.mallUrl || null,
      sortSeq: body.sortSeq,
      imgPtUrl: img?.imgPtUrl ?? null,
      imgAlt: img?.imgAlt ?? '',
      updtDt: now,
    };
  }

  private nameTaken(): AppError {
    return AppError.badRequest(M.storeNmTaken, [{ field: 'storeNm', message: M.storeNmTaken }]);
  }

  /** Runs a store write; the unique name decides between two operators writing the same name at once. */
  private async storeWrite<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e)) throw this.nameTaken();
      throw e;
    }
  }

  async createStore(actor: ConsoleActor, body: StoreWrite) {
    const now = this.now();
    const storeId = await this.storeWrite(() =>
      this.transaction(async (trx) => {
        const repo = new SodamDeskRepository(trx);
        if (await repo.storeNamed(body.storeNm, null)) throw this.nameTaken();
        await this.checkImage(repo, actor, body.imgs, null);
        const id = await repo.insertStore({ ...this.storeValues(body, now), expsrYn: 'Y' });
        const after = await this.foundStore(repo, id);
        await this.records.audit(
          actor,
          { targetKind: 'sodam-store', targetId: id, action: 'CREATE', before: null, after: storeCopy(after) },
          trx,
        );
        return id;
      }),
    );
    return ok(M.storeCreated, { storeId });
  }

  async updateStore(actor: ConsoleActor, storeId: number, body: StoreEdit) {
    const now = this.now();
    await this.storeWrite(() =>
      this.transaction(async (trx) => {
        const repo = new SodamDeskRepository(trx);
        const before = await this.foundStore(repo, storeId);
        if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
        if (await repo.storeNamed(body.storeNm, storeId)) throw this.nameTaken();
        await this.checkImage(repo, actor, body.imgs, before.imgPtUrl);
        if (
          !(await repo.updateStoreIfCopy(storeId, body.updtDt, this.storeValues(body, nextCopy(before.updtDt, now))))
        ) {
          throw AppError.staleCopy();
        }
        const after = await this.foundStore(repo, storeId);
        await this.records.audit(
          actor,
          {
            targetKind: 'sodam-store',
            targetId: storeId,
            action: 'UPDATE',
            before: storeCopy(before),
            after: storeCopy(after),
          },
          trx,
        );
      }),
    );
    return ok(M.storeUpdated, { storeId });
  }

  /** Shows or hides a store: hidden, it and its products leave the public pages (their own state is kept). */
  async storeVisibility(actor: ConsoleActor, storeId: number, body: SodamVisibilityBody) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new SodamDeskRepository(trx);
      const before = await this.foundStore(repo, storeId);
      if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (
        !(await repo.updateStoreIfCopy(storeId, body.updtDt, {
          expsrYn: body.useYn,
          updtDt: nextCopy(before.updtDt, now),
        }))
      ) {
        throw AppError.staleCopy();
      }
      const after = await this.foundStore(repo, storeId);
      await this.records.audit(
        actor,
        {
          targetKind: 'sodam-store',
          targetId: storeId,
          action: body.useYn === 'N' ? 'HIDE' : 'SHOW',
          before: storeCopy(before),
          after: storeCopy(after),
        },
        trx,
      );
    });
    return ok(body.useYn === 'N' ? M.storeHidden : M.storeShown);
  }

  async products(q: ProductDeskQuery): Promise<Page<ProductDeskRow>> {
    const { items, total } = await this.repo.products(q);
    return toPage(
      items.map((r) => this.productRow(r)),
      total,
      q,
    );
  }

  private productValues(body: ProductWrite, now: string) {
    const img = body.imgs[0];
    return {
      storeId: body.storeId,
      ctgrCd: body.ctgrCd,
      pdNm: body.pdNm,
      pdSmry: body.pdSmry,
      pdDesc: body.pdDesc,
      prc: body.prc,
      orgnNm: body.orgnNm,
      sellerNm: body.sellerNm,
      linkUrl: body.linkUrl || null,
      soldOutYn: body.soldOutYn,
      sortSeq: body.sortSeq,
      imgPtUrl: img?.imgPtUrl ?? null,
      imgAlt: img?.imgAlt ?? '',
      updtDt: now,
    };
  }

  private async checkStore(repo: SodamDeskRepository, storeId: number): Promise<void> {
    if (!(await repo.storeExists(storeId))) {
      throw AppError.badRequest(M.storeRequired, [{ field: 'storeId', message: M.storeRequired }]);
    }
  }

  async createProduct(actor: ConsoleActor, body: ProductWrite) {
    const now = this.now();
    const pdId = await this.transaction(async (trx) => {
      const repo = new SodamDeskRepository(trx);
      await this.checkStore(repo, body.storeId);
      await this.checkImage(repo, actor, body.imgs, null);
      const id = await repo.insertProduct({ ...this.productValues(body, now), expsrYn: 'Y' });
      const after = await this.foundProduct(repo, id);
      await this.records.audit(
        actor,
        { targetKind: 'sodam-product', targetId: id, action: 'CREATE', before: null, after: productCopy(after) },
        trx,
      );
      return id;
    });
    return ok(M.productCreated, { pdId });
  }

  async updateProduct(actor: ConsoleActor, pdId: number, body: ProductEdit) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new SodamDeskRepository(trx);
      const before = await this.foundProduct(repo, pdId);
      if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
      await this.checkStore(repo, body.storeId);
      await this.checkImage(repo, actor, body.imgs, before.imgPtUrl);
      if (
        !(await repo.updateProductIfCopy(pdId, body.updtDt, this.productValues(body, nextCopy(before.updtDt, now))))
      ) {
        throw AppError.staleCopy();
      }
      const after = await this.foundProduct(repo, pdId);
      await this.records.audit(
        actor,
        {
          targetKind: 'sodam-product',
          targetId: pdId,
          action: 'UPDATE',
          before: productCopy(before),
          after: productCopy(after),
        },
        trx,
      );
    });
    return ok(M.productUpdated, { pdId });
  }

  async productVisibility(actor: ConsoleActor, pdId: number, body: SodamVisibilityBody) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new SodamDeskRepository(trx);
      const before = await this.foundProduct(repo, pdId);
      if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (
        !(await repo.updateProductIfCopy(pdId, body.updtDt, {
          expsrYn: body.useYn,
          updtDt: nextCopy(before.updtDt, now),
        }))
      ) {
        throw AppError.staleCopy();
      }
      const after = await this.foundProduct(repo, pdId);
      await this.records.audit(
        actor,
        {
          targetKind: 'sodam-product',
          targetId: pdId,
          action: body.useYn === 'N' ? 'HIDE' : 'SHOW',
          before: productCopy(before),
          after: productCopy(after),
        },
        trx,
      );
    });
    return ok(body.useYn === 'N' ? M.productHidden : M.productShown);
  }
}
