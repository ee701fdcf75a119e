import { randomUUID } from 'node:crypto';
import type { ContentDetail, ContentListQuery, ContentSummary, ContentType } from '@onfan/contracts/content';
import { CONTENT_MESSAGES, SENTCONT_CATEGORIES } from '@onfan/contracts/content';
import type { Page } from '@onfan/contracts/envelope';
import type { SearchType } from '@onfan/contracts/search';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { readViewCounts } from '../content-view/content-view.service.js';
import { indexDocument, removeDocument } from '../search/search-index.js';
import type { FileStorage } from '../upload/storage.js';
import { htmlToText, sanitizeBody } from './html-sanitizer.js';
import { ContentRepository } from './content.repository.js';

/** The view-count type of each content type (PUT common/contents/{id}/{type}). */
export function viewType(type: ContentType): string {
  return type;
}

/** Where each type is found by search, and its page in the portal. */
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

export function portalPath(type: ContentType, id: number, ctgrCode: string | null): string {
  switch (type) {
    case 'issue':
    case 'issue2':
      return `/issue/${id}/view`;
    case 'interview':
      return `/interview/${id}/view`;
    case 'plygrnd':
      return `/playground/${id}/view`;
    case 'plygrnd2':
      return `/playground2/${id}/view${ctgrCode ? `?ctgrCode=${ctgrCode}` : ''}`;
    case 'plygrnd3':
      return `/playground3/${id}/view`;
    case 'sentcont':
      return `/sentcont/${ctgrCode ?? 'guide'}/view/${id}`;
    case 'smbsales':
      return `/support/smb-sales/detail?id=${id}`;
    case 'notice':
    case 'sprtntc':
      return `/notice/${id}/view`;
    case 'intrd':
      return `/supportbiz/intrd/${id}`;
    case 'intrdexm':
      return `/supportbiz/intrd/${(ctgrCode ?? '').replace(/^intrd-/, '')}/exm/${id}`;
  }
}

const SENTCONT_NAMES = new Map<string, string>(SENTCONT_CATEGORIES.map((c) => [c.code, c.name]));

export interface ContentInput {
  contentsType: ContentType;
  tit: string;
  cn: string;
  ctgrCode?: string | null;
  smry?: string | null;
  thmbnlImgPtUrl?: string | null;
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

export class ContentService {
  private readonly repo: ContentRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly storage?: FileStorage,
  ) {
    this.repo = new ContentRepository(db);
  }

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
    });
    const counts = await this.viewCounts(rows.map((r) => ({ id: r.contentsId, type: r.contentsType as ContentType })));
    const items = rows.map((r) => ({
      contentsId: r.contentsId,
      contentsType: r.contentsType as ContentType,
      ctgrCode: r.ctgrCode,
      ctgrNm: r.ctgrNm ?? (r.ctgrCode ? (SENTCONT_NAMES.get(r.ctgrCode) ?? null) : null),
      tit: r.tit,
      smry: r.smry,
      thmbnlImgPtUrl: r.thmbnlImgPtUrl,
      bgngYmd: r.bgngYmd,
      endYmd: r.endYmd,
      fixYn: r.fixYn as 'Y' | 'N',
      inqCnt: counts.get(`${r.contentsType}:${r.contentsId}`) ?? 0,
      atchCnt: Number(r.atchCnt ?? 0),
      regDt: toSeoulIso(new Date(r.regDt)),
    }));
    return toPage(items, total, q);
  }

  private async viewCounts(items: { id: number; type: ContentType }[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const byType = new Map<ContentType, number[]>();
    for (const i of items) byType.set(i.type, [...(byType.get(i.type) ?? []), i.id]);
    for (const [type, ids] of byType) {
      const counts = await readViewCounts(this.db, viewType(type), ids);
      for (const [id, n] of counts) out.set(`${type}:${id}`, n);
    }
    return out;
  }

  /** Whether a visible item of these types exists (a parent checked before its children are listed). */
  async exists(types: readonly ContentType[], id: number): Promise<boolean> {
    return (await this.repo.find(id, types)) !== undefined;
  }

  /** A view whose previous/next stay within the item's own category (an example among its introduction's). */
  async viewInOwnCategory(types: readonly ContentType[], id: number): Promise<ContentDetail> {
    const row = await this.repo.find(id, types);
    if (!row) throw AppError.notFound(CONTENT_MESSAGES.notFound);
    return this.view(types, id, row.ctgrCode ?? undefined);
  }

  async view(
    types: readonly ContentType[],
    id: number,
    ctgrCode?: string,
    downloadBase = '/v1/app/notice/download',
  ): Promise<ContentDetail> {
    const row = await this.repo.find(id, types);
    if (!row) throw AppError.notFound(CONTENT_MESSAGES.notFound);
    const type = row.contentsType as ContentType;
    const [{ older, newer }, files, counts] = await Promise.all([
      this.repo.neighbours(row, [type], ctgrCode),
      this.repo.attachments(row.contentsId),
      readViewCounts(this.db, viewType(type), [row.contentsId]),
    ]);
    return {
      contentsId: row.contentsId,
      contentsType: type,
      ctgrCode: row.ctgrCode,
      ctgrNm: row.ctgrNm ?? (row.ctgrCode ? (SENTCONT_NAMES.get(row.ctgrCode) ?? null) : null),
      tit: row.tit,
      smry: row.smry,
      thmbnlImgPtUrl: row.thmbnlImgPtUrl,
      bgngYmd: row.bgngYmd,
      endYmd: row.endYmd,
      fixYn: row.fixYn as 'Y' | 'N',
      inqCnt: counts.get(String(row.contentsId)) ?? 0,
      atchCnt: files.length,
      regDt: toSeoulIso(new Date(row.regDt)),
      cn: row.cn,
      linkUrl: row.linkUrl,
      atchFiles: files.map((f) => ({
        fileId: f.fileId,
        fileNm: f.originalName,
        fileSize: f.sizeBytes,
        downloadUrl: `${downloadBase}/${f.fileId}`,
      })),
      preId: older?.id ?? null,
      nextId: newer?.id ?? null,
      pre: older ? { id: older.id, tit: older.tit } : null,
      next: newer ? { id: newer.id, tit: newer.tit } : null,
    };
  }

  /** Creates (no id) or updates an item; the body is sanitized and the search index follows in the same transaction. */
  async save(input: ContentInput, id?: number): Promise<number> {
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
    return this.db.transaction().execute(async (trx) => {
      let contentsId: number;
      let regDt: string;
      if (id === undefined) {
        regDt = input.regDt ?? now;
        const row = await trx
          .insertInto('contentItem')
          .values({ ...values, regDt })
          .returning('contentsId')
          .executeTakeFirstOrThrow();
        contentsId = row.contentsId;
      } else {
        const existing = await trx
          .selectFrom('contentItem')
          .select('regDt')
          .where('contentsId', '=', id)
          .executeTakeFirst();
        if (!existing) throw AppError.notFound(CONTENT_MESSAGES.notFound);
        regDt = existing.regDt;
        await trx.updateTable('contentItem').set(values).where('contentsId', '=', id).execute();
        contentsId = id;
      }
      await this.reindex(trx, { ...values, contentsId, regDt });
      return contentsId;
    });
  }

  private async reindex(
    db: Kysely<DB>,
    item: {
      contentsId: number;
      contentsType: ContentType;
      ctgrCode: string | null;
      tit: string;
      cn: string;
      expsrYn: string;
      useYn: string;
      regDt: string;
    },
  ) {
    const type = searchTypeOf(item.contentsType);
    if (!type) return;
    if (item.useYn !== 'Y' || item.expsrYn !== 'Y') {
      await removeDocument(db, type, item.contentsId);
      return;
    }
    await indexDocument(db, {
      type,
      id: item.contentsId,
      tit: item.tit,
      body: item.cn,
      url: portalPath(item.contentsType, item.contentsId, item.ctgrCode),
      regDt: toSeoulIso(new Date(item.regDt)),
    });
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('contentItem')
        .select(['contentsType'])
        .where('contentsId', '=', id)
        .executeTakeFirst();
      if (!row) throw AppError.notFound(CONTENT_MESSAGES.notFound);
      const type = searchTypeOf(row.contentsType as ContentType);
      if (type) await removeDocument(trx, type, id);
      await trx.deleteFrom('contentItem').where('contentsId', '=', id).execute();
    });
  }

  /** Stores a file through the upload storage and attaches it to an item. */
  async attach(contentsId: number, file: NewAttachment, sortSeq = 0): Promise<string> {
    if (!this.storage) throw new Error('ContentService.attach needs a storage');
    const key = await this.storage.put(file.data, file.ext);
    const fileId = randomUUID().replace(/-/g, '');
    const now = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('uploadedFile')
        .values({
          fileId,
          storageKey: key,
          originalName: file.fileNm,
          mimeType: file.mimeType,
          sizeBytes: file.data.length,
          menuType: 'content',
          contentsType: 'atch',
          userId: null,
          regDt: now,
        })
        .execute();
      await trx.insertInto('contentAtch').values({ contentsId, fileId, sortSeq }).execute();
    });
    return fileId;
  }

  /** An attachment of a visible item of one of `types`, opened from storage. */
  async download(fileId: string, types: readonly ContentType[]): Promise<AttachmentFile> {
    if (!this.storage) throw new Error('ContentService.download needs a storage');
    const row = await this.repo.attachment(fileId);
    if (!row || row.useYn !== 'Y' || row.expsrYn !== 'Y' || !types.includes(row.contentsType as ContentType)) {
      throw AppError.notFound(CONTENT_MESSAGES.fileNotFound);
    }
    const stored = await this.storage.get(row.storageKey);
    if (!stored) throw AppError.notFound(CONTENT_MESSAGES.fileNotFound);
    return { fileNm: row.originalName, mimeType: row.mimeType, size: stored.size, stream: stored.stream };
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

/** RFC 5987/6266 Content-Disposition: an ASCII fallback plus the UTF-8 name, so Korean names survive every browser. */
export function contentDisposition(fileNm: string): string {
  const fallback = fileNm.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileNm).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
