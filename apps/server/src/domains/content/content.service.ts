import { cleanFileName } from '@onfan/contracts/file-name';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ContentDetail, ContentListQuery, ContentSummary, ContentType } from '@onfan/contracts/content';
import { CONTENT_MESSAGES, SENTCONT_CATEGORIES } from '@onfan/contracts/content';
import { endpointPath } from '@onfan/contracts/endpoint';
import type { Page } from '@onfan/contracts/envelope';
import { countCap } from '@onfan/contracts/envelope';
import { noticeEndpoints } from '@onfan/contracts/notice';
import { portalPath } from '@onfan/contracts/portal-path';
import type { SearchType } from '@onfan/contracts/search';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { endpointUrl } from '../../http/endpoint-route.js';
import { pageOffset, toCappedPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ContentViewService } from '../content-view/content-view.service.js';
import { SearchIndexRepository } from '../search/search-index.repository.js';
import type { FileStorage } from '../upload/storage.js';
import { htmlToText, sanitizeBody } from './html-sanitizer.js';
import { ContentRepository } from './content.repository.js';

/** Where each type is found by search (its page there is `portalPath`), or null for types search leaves out. */
export function searchTypeOf(type: ContentType): SearchType | null {
  switch (type) {
    case 'issue':
    case 'issue2':
      return 'issue';
    case 'interview':
      return 'interview';
    case 'plygrnd':
    case 'plygrnd2':
    case 'plygrnd3':
      return 'plygrnd';
    case 'sentcont':
      return 'sentcont';
    case 'smbsales':
      return 'smbsales';
    case 'notice':
      return 'notice';
    default:
      return null;
  }
}

const SENTCONT_NAMES = new Map<string, string>(SENTCONT_CATEGORIES.map((c) => [c.code, c.name]));

/** The download address of an attachment (any visible item's file is served by the notice calls). */
const downloadUrl = (fileId: string) => endpointUrl({ path: endpointPath(noticeEndpoints.download, { fileId }) });

export interface ContentInput {
  contentsType: ContentType;
  tit: string;
  cn: string;
  ctgrCode?: string | null;
  smry?: string | null;
  thmbnlImgPtUrl?: string | null;
  thmbnlImgAlt?: string | null;
  bgngYmd?: string | null;
  endYmd?: string | null;
  linkUrl?: string | null;
  popupKind?: 'common' | 'support' | 'edu' | null;
  fixYn?: 'Y' | 'N';
  expsrYn?: 'Y' | 'N';
  useYn?: 'Y' | 'N';
  rgtrId?: number | null;
  /** For seeds and imports: the registration time (defaults to now). */
  regDt?: string;
}

export interface NewAttachment {
  fileNm: string;
  ext: string;
  mimeType: string;
  data: Buffer;
}

export interface AttachmentFile {
  fileNm: string;
  mimeType: string;
  size: number;
  stream: Readable;
}

type ItemRow = NonNullable<Awaited<ReturnType<ContentRepository['find']>>>;
type SummaryRow = Pick<
  ItemRow,
  | 'contentsId'
  | 'contentsType'
  | 'ctgrCode'
  | 'ctgrNm'
  | 'tit'
  | 'smry'
  | 'thmbnlImgPtUrl'
  | 'bgngYmd'
  | 'endYmd'
  | 'fixYn'
  | 'regDt'
>;

function toSummary(r: SummaryRow, inqCnt: number, atchCnt: number): ContentSummary {
  return {
    contentsId: r.contentsId,
    contentsType: r.contentsType,
    ctgrCode: r.ctgrCode,
    ctgrNm: r.ctgrNm ?? (r.ctgrCode ? (SENTCONT_NAMES.get(r.ctgrCode) ?? null) : null),
    tit: r.tit,
    smry: r.smry,
    thmbnlImgPtUrl: r.thmbnlImgPtUrl,
    bgngYmd: r.bgngYmd,
    endYmd: r.endYmd,
    fixYn: r.fixYn,
    inqCnt,
    atchCnt,
    regDt: toSeoulIso(new Date(r.regDt)),
  };
}

/**
 * The one content engine: lists (paged by 10, searched), views with previous/next, writes that keep the search index
 * and the attachments in step. A board is one or more content types, sometimes one category of them.
 */
export class ContentService {
  constructor(
    private readonly repo: ContentRepository,
    /** Writes: an item, its search document and its attachments change together. */
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    /** View counts of the items listed and shown. */
    private readonly views: ContentViewService,
    /** Attachments (the upload storage); absent where nothing is attached or served. */
    private readonly storage?: FileStorage,
  ) {}

  async list(
    types: readonly ContentType[],
    q: ContentListQuery,
    searchIn: 'title' | 'all' = 'all',
  ): Promise<Page<ContentSummary>> {
    const { rows, total } = await this.repo.list({
      types,
      ctgrCode: q.ctgrCode,
      searchTerm: q.searchTerm || undefined,
      searchIn,
      limit: q.pageSize,
      offset: pageOffset(q),
      countCap: countCap(q),
    });
    const counts = await this.viewCounts(rows.map((r) => ({ id: r.contentsId, type: r.contentsType })));
    const items = rows.map((r) =>
      toSummary(r, counts.get(`${r.contentsType}:${r.contentsId}`) ?? 0, Number(r.atchCnt ?? 0)),
    );
    return toCappedPage(items, total, countCap(q), q);
  }

  /** A board of one category only: the query's category is ignored. */
  listInCategory(types: readonly ContentType[], ctgrCode: string, q: ContentListQuery): Promise<Page<ContentSummary>> {
    return this.list(types, { ...q, ctgrCode });
  }

  /** The newest `count` items (the first page of `count`), e.g. the new-content alert. */
  newest(types: readonly ContentType[], count: number): Promise<Page<ContentSummary>> {
    return this.list(types, { pageNo: 1, pageSize: count });
  }

  private async viewCounts(items: { id: number; type: ContentType }[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const byType = new Map<ContentType, number[]>();
    for (const i of items) byType.set(i.type, [...(byType.get(i.type) ?? []), i.id]);
    for (const [type, ids] of byType) {
      const counts = await this.views.countsOf(type, ids);
      for (const [id, n] of counts) out.set(`${type}:${id}`, n);
    }
    return out;
  }

  /** Whether a visible item of these types exists (a parent checked before its children are listed). */
  async exists(types: readonly ContentType[], id: number): Promise<boolean> {
    return (await this.repo.find(id, types)) !== undefined;
  }

  /** An item with previous/next among the items of its type (within `ctgrCode` when given). */
  async view(types: readonly ContentType[], id: number, ctgrCode?: string): Promise<ContentDetail> {
    const row = await this.repo.find(id, types);
    if (!row) throw AppError.notFound(CONTENT_MESSAGES.notFound);
    return this.detail(row, ctgrCode);
  }

  /** A view on a board of one category only: an item of another category is not found there. */
  async viewInCategory(types: readonly ContentType[], id: number, ctgrCode: string): Promise<ContentDetail> {
    const row = await this.repo.find(id, types);
    if (!row || row.ctgrCode !== ctgrCode) throw AppError.notFound(CONTENT_MESSAGES.notFound);
    return this.detail(row, ctgrCode);
  }

  /** A view whose previous/next stay within the item's own category (an example among its introduction's). */
  async viewInOwnCategory(types: readonly ContentType[], id: number): Promise<ContentDetail> {
    const row = await this.repo.find(id, types);
    if (!row) throw AppError.notFound(CONTENT_MESSAGES.notFound);
    return this.detail(row, row.ctgrCode ?? undefined);
  }

  private async detail(row: ItemRow, ctgrCode: string | undefined): Promise<ContentDetail> {
    const type = row.contentsType;
    const [{ older, newer }, files, counts] = await Promise.all([
      this.repo.neighbours(row, [type], ctgrCode),
      this.repo.attachments(row.contentsId),
      this.views.countsOf(type, [row.contentsId]),
    ]);
    return {
      ...toSummary(row, counts.get(String(row.contentsId)) ?? 0, files.length),
      cn: row.cn,
      linkUrl: row.linkUrl,
      atchFiles: files.map((f) => ({
        fileId: f.fileId,
        fileNm: f.originalName,
        fileSize: f.sizeBytes,
        downloadUrl: downloadUrl(f.fileId),
      })),
      preId: older?.id ?? null,
      nextId: newer?.id ?? null,
      pre: older ? { id: older.id, tit: older.tit } : null,
      next: newer ? { id: newer.id, tit: newer.tit } : null,
    };
  }

  /** Creates (no id) or updates an item; the body is sanitized and the search index follows in the same transaction. */
  async save(input: ContentInput, id?: number): Promise<number> {
    return this.transaction(async (trx) => (await this.saveIn(trx, input, id)).contentsId);
  }

  /**
   * `save` on the caller's transaction (a console desk writes its audit row beside it). With `copy` (the `mdfcnDt`
   * the operator read), an update of a row changed since is refused as a stale copy and changes nothing.
   */
  async saveIn(
    trx: Executor,
    input: ContentInput,
    id?: number,
    copy?: string,
  ): Promise<{ contentsId: number; mdfcnDt: string }> {
    const tit = input.tit.trim();
    if (!tit) throw AppError.badRequest(CONTENT_MESSAGES.titleRequired);
    if (tit.length > 200) throw AppError.badRequest(CONTENT_MESSAGES.titleTooLong);
    const cn = sanitizeBody(input.cn);
    if (!cn) throw AppError.badRequest(CONTENT_MESSAGES.bodyRequired);
    const now = this.clock.now().toISOString();
    const values = {
      contentsType: input.contentsType,
      ctgrCode: input.ctgrCode ?? null,
      tit,
      smry: input.smry ?? htmlToText(cn).slice(0, 120),
      cn,
      thmbnlImgPtUrl: input.thmbnlImgPtUrl ?? null,
      thmbnlImgAlt: input.thmbnlImgAlt ?? null,
      bgngYmd: input.bgngYmd ?? null,
      endYmd: input.endYmd ?? null,
      linkUrl: input.linkUrl ?? null,
      popupKind: input.popupKind ?? null,
      fixYn: input.fixYn ?? 'N',
      expsrYn: input.expsrYn ?? 'Y',
      useYn: input.useYn ?? 'Y',
      rgtrId: input.rgtrId ?? null,
      mdfcnDt: now,
    };
    const items = new ContentRepository(trx);
    let contentsId: number;
    let regDt: string;
    if (id === undefined) {
      regDt = input.regDt ?? now;
      contentsId = await items.insert({ ...values, regDt });
    } else {
      const existing = await items.copyOf(id);
      if (existing === undefined) throw AppError.notFound(CONTENT_MESSAGES.notFound);
      if (copy !== undefined && existing.mdfcnDt !== copy) throw AppError.staleCopy();
      // A change is a new copy even within the clock's millisecond: the next stale one must not match it.
      if (values.mdfcnDt <= existing.mdfcnDt) values.mdfcnDt = new Date(Date.parse(existing.mdfcnDt) + 1).toISOString();
      regDt = existing.regDt;
      const changed = await items.update(id, values, copy);
      if (!changed) throw AppError.staleCopy();
      contentsId = id;
    }
    await this.reindex(trx, { ...values, contentsId, regDt });
    return { contentsId, mdfcnDt: values.mdfcnDt };
  }

  private async reindex(
    trx: Executor,
    item: {
      contentsId: number;
      contentsType: ContentType;
      ctgrCode: string | null;
      tit: string;
      cn: string;
      expsrYn: 'Y' | 'N';
      useYn: 'Y' | 'N';
      regDt: string;
    },
  ) {
    const type = searchTypeOf(item.contentsType);
    if (!type) return;
    if (item.useYn !== 'Y' || item.expsrYn !== 'Y') {
      await new SearchIndexRepository(trx).remove(type, item.contentsId);
      return;
    }
    await new SearchIndexRepository(trx).index({
      type,
      id: item.contentsId,
      tit: item.tit,
      body: item.cn,
      url: portalPath(item.contentsType, item.contentsId, item.ctgrCode),
      regDt: toSeoulIso(new Date(item.regDt)),
    });
  }

  async remove(id: number): Promise<void> {
    await this.transaction(async (trx) => {
      const items = new ContentRepository(trx);
      const contentsType = await items.typeOf(id);
      if (contentsType === undefined) throw AppError.notFound(CONTENT_MESSAGES.notFound);
      const type = searchTypeOf(contentsType);
      if (type) await new SearchIndexRepository(trx).remove(type, id);
      await items.delete(id);
    });
  }

  /** Stores a file through the upload storage and attaches it to an item. */
  async attach(contentsId: number, file: NewAttachment, sortSeq = 0): Promise<string> {
    if (!this.storage) throw new Error('ContentService.attach needs a storage');
    const storageKey = await this.storage.put(file.data, file.ext);
    const fileId = randomUUID().replace(/-/g, '');
    const regDt = this.clock.now().toISOString();
    await this.transaction((trx) =>
      new ContentRepository(trx).insertAttachment({
        fileId,
        storageKey,
        originalName: cleanFileName(file.fileNm),
        mimeType: file.mimeType,
        sizeBytes: file.data.length,
        regDt,
        atch: { contentsId, sortSeq },
      }),
    );
    return fileId;
  }

  /** An attachment of a visible item of one of `types`, opened from storage. */
  async download(fileId: string, types: readonly ContentType[]): Promise<AttachmentFile> {
    if (!this.storage) throw new Error('ContentService.download needs a storage');
    const row = await this.repo.attachment(fileId);
    const now = this.clock.now().toISOString();
    const posted = (row?.pstgBgngDt ?? now) <= now && (row?.pstgEndDt ?? '9999') > now;
    if (!row || row.useYn !== 'Y' || row.expsrYn !== 'Y' || !posted || !types.includes(row.contentsType)) {
      throw AppError.notFound(CONTENT_MESSAGES.fileNotFound);
    }
    const stored = await this.storage.get(row.storageKey);
    if (!stored) throw AppError.notFound(CONTENT_MESSAGES.fileNotFound);
    return { fileNm: row.originalName, mimeType: row.mimeType, size: stored.size, stream: stored.stream };
  }

  /** A file of an item of one of `types`: the one named, or the item's first. */
  async downloadOf(types: readonly ContentType[], contentsId: number, fileId?: string): Promise<AttachmentFile> {
    return this.download(fileId ?? (await this.firstAttachmentId(contentsId)), types);
  }

  async firstAttachmentId(contentsId: number): Promise<string> {
    const [first] = await this.repo.attachments(contentsId);
    if (!first) throw AppError.notFound(CONTENT_MESSAGES.fileNotFound);
    return first.fileId;
  }

  latest(types: readonly ContentType[], limit: number) {
    return this.repo.latest(types, limit);
  }

  popups(today: string) {
    return this.repo.popups(today);
  }
}
