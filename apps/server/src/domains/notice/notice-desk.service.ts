import type { Page } from '@onfan/contracts/envelope';
import type {
  NoticeDeskDetail,
  NoticeDeskQuery,
  NoticeDeskRow,
  NoticeDeskState,
  NoticeEditBody,
  NoticeVisibilityBody,
  NoticeWrite,
} from '@onfan/contracts/notice.admin';
import { isoToSeoulDateTime, NOTICE_DESK_MESSAGES, seoulDateTimeToIso } from '@onfan/contracts/notice.admin';
import { POPUP_HIDE_DAYS } from '@onfan/contracts/notice';
import { portalPath } from '@onfan/contracts/portal-path';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { htmlToText, sanitizeBody } from '../content/html-sanitizer.js';
import { SearchIndexRepository } from '../search/search-index.repository.js';
import { ATTACHMENT_TYPES, type UploadService } from '../upload/upload.service.js';
import type { FileSource } from '../upload/upload.multipart.js';
import { NOTICE_UPLOAD, NoticeDeskRepository } from './notice-desk.repository.js';

type NoticeRow = NonNullable<Awaited<ReturnType<NoticeDeskRepository['byId']>>>;
export type NoticeFiles = Pick<UploadService, 'checkFiles' | 'store'>;

/** 'yyyy-MM-dd' ↔ 'yyyyMMdd'. */
const toYmd = (de: string) => de.replace(/-/g, '');
const toDe = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

function stateAt(r: Pick<NoticeRow, 'expsrYn' | 'pstgBgngDt' | 'pstgEndDt'>, now: string): NoticeDeskState {
  if (r.expsrYn !== 'Y') return 'HIDDEN';
  if (r.pstgBgngDt !== null && r.pstgBgngDt > now) return 'SCHEDULED';
  if (r.pstgEndDt !== null && r.pstgEndDt <= now) return 'ENDED';
  return 'POSTED';
}

/** What the audit keeps of a notice (the body by its length: the row itself holds it). */
function auditCopy(r: NoticeRow) {
  return {
    tit: r.tit,
    cnLength: r.cn.length,
    fixYn: r.fixYn,
    expsrYn: r.expsrYn,
    pstgBgngDt: r.pstgBgngDt,
    pstgEndDt: r.pstgEndDt,
    popupKind: r.popupKind,
    popupBgngYmd: r.popupKind ? r.bgngYmd : null,
    popupEndYmd: r.popupKind ? r.endYmd : null,
    popupHideDays: r.popupHideDays,
    mdfcnDt: r.mdfcnDt,
  };
}

/**
 * The notices desk (decision 034): notices of the content engine written, edited, hidden and shown again at the
 * console. Each change names the copy it was made on (`updtDt` = the row's `mdfcnDt`), writes its audit row and keeps
 * the search index in step in one transaction. Visitors see a notice only while its posting window holds now (the
 * content engine decides that at read time), so a scheduled notice needs no job to appear or to end. No server cache
 * holds notices or popups (they are read from the database on every call), so a change is on the public pages at once.
 */
export class NoticeDeskService {
  constructor(
    private readonly repo: NoticeDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly uploads: NoticeFiles,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private row(r: NoticeRow & { atchCnt?: number | string | null }, now: string): NoticeDeskRow {
    const popup = r.popupKind !== null && r.bgngYmd !== null && r.endYmd !== null;
    return {
      ntcId: r.contentsId,
      tit: r.tit,
      state: stateAt(r, now),
      fixYn: r.fixYn,
      pstgBgngDt: r.pstgBgngDt ? isoToSeoulDateTime(r.pstgBgngDt) : null,
      pstgEndDt: r.pstgEndDt ? isoToSeoulDateTime(r.pstgEndDt) : null,
      popupYn: popup ? 'Y' : 'N',
      popupBgngDe: popup ? toDe(r.bgngYmd!) : null,
      popupEndDe: popup ? toDe(r.endYmd!) : null,
      atchCnt: Number(r.atchCnt ?? 0),
      regDt: toSeoulIso(new Date(r.regDt)),
      updtDt: r.mdfcnDt,
    };
  }

  async list(q: NoticeDeskQuery): Promise<Page<NoticeDeskRow>> {
    const now = this.now();
    const { items, total } = await this.repo.list(q, now);
    return toPage(
      items.map((r) => this.row(r, now)),
      total,
      q,
    );
  }

  async detail(ntcId: number): Promise<NoticeDeskDetail> {
    const r = await this.repo.byId(ntcId);
    if (!r) throw AppError.notFound(NOTICE_DESK_MESSAGES.notFound);
    const files = await this.repo.files(ntcId);
    return {
      ...this.row({ ...r, atchCnt: files.length }, this.now()),
      cn: r.cn,
      popupHideDays: r.popupHideDays ?? (r.popupKind ? POPUP_HIDE_DAYS[r.popupKind] : 1),
      atchFiles: files.map((f) => ({ fileId: f.fileId, fileNm: f.originalName, fileSize: f.sizeBytes })),
    };
  }

  /** Stores files for a notice being written (the desk's uploads, by content: documents and images). */
  async uploadFiles(actor: ConsoleActor, files: FileSource) {
    const received = await files('uploadFiles', 4);
    const checked = await this.uploads.checkFiles(received, ATTACHMENT_TYPES, NOTICE_DESK_MESSAGES.atchInvalid);
    const saved = await this.uploads.store(checked, { ...NOTICE_UPLOAD, userId: actor.user.userId });
    return ok('파일을 올렸습니다.', {
      files: saved.map((f, i) => ({
        fileId: f.fileId,
        fileNm: checked[i]!.originalName,
        fileSize: checked[i]!.buffer.length,
      })),
    });
  }

  /** The columns a write sets; the body sanitized (an empty one after that is refused). */
  private values(body: NoticeWrite, now: string) {
    const cn = sanitizeBody(body.cn);
    if (!htmlToText(cn) && !/<img\s/i.test(cn)) throw AppError.badRequest(NOTICE_DESK_MESSAGES.bodyRequired);
    const popup = body.popupYn === 'Y' && body.popupBgngDe !== null && body.popupEndDe !== null;
    return {
      tit: body.tit.trim(),
      cn,
      smry: htmlToText(cn).slice(0, 120),
      fixYn: body.fixYn,
      pstgBgngDt: body.pstgBgngDt ? seoulDateTimeToIso(body.pstgBgngDt) : null,
      pstgEndDt: body.pstgEndDt ? seoulDateTimeToIso(body.pstgEndDt) : null,
      popupKind: popup ? ('common' as const) : null,
      bgngYmd: popup ? toYmd(body.popupBgngDe!) : null,
      endYmd: popup ? toYmd(body.popupEndDe!) : null,
      popupHideDays: popup ? body.popupHideDays : null,
      mdfcnDt: now,
    };
  }

  /** The attachments named: the notice's own ones, or files this operator uploaded at the desk and not yet used. */
  private async checkFiles(
    repo: NoticeDeskRepository,
    actor: ConsoleActor,
    fileIds: readonly string[],
    own: readonly string[],
  ) {
    if (new Set(fileIds).size !== fileIds.length) throw AppError.badRequest(NOTICE_DESK_MESSAGES.atchNotYours);
    const fresh = fileIds.filter((f) => !own.includes(f));
    const usable = await repo.freshUploads(actor.user.userId, fresh);
    if (usable.length !== fresh.length) throw AppError.badRequest(NOTICE_DESK_MESSAGES.atchNotYours);
  }

  async create(actor: ConsoleActor, body: NoticeWrite) {
    const now = this.now();
    const values = this.values(body, now);
    const ntcId = await this.transaction(async (trx) => {
      const repo = new NoticeDeskRepository(trx);
      await this.checkFiles(repo, actor, body.atchFileIds, []);
      const id = await repo.insert({
        ...values,
        contentsType: 'notice',
        ctgrCode: null,
        thmbnlImgPtUrl: null,
        linkUrl: null,
        expsrYn: 'Y',
        useYn: 'Y',
        rgtrId: actor.user.userId,
        regDt: now,
      });
      await repo.replaceFiles(id, body.atchFileIds);
      const after = (await repo.byId(id))!;
      await this.records.audit(
        actor,
        {
          targetKind: 'notice',
          targetId: id,
          action: 'CREATE',
          before: null,
          after: { ...auditCopy(after), atchFileIds: body.atchFileIds },
        },
        trx,
      );
      await this.reindex(trx, after, now);
      return id;
    });
    return ok(NOTICE_DESK_MESSAGES.created, { ntcId });
  }

  async update(actor: ConsoleActor, ntcId: number, body: NoticeWrite & Pick<NoticeEditBody, 'updtDt'>) {
    const now = this.now();
    const values = this.values(body, now);
    await this.transaction(async (trx) => {
      const repo = new NoticeDeskRepository(trx);
      const before = await repo.byId(ntcId);
      if (!before) throw AppError.notFound(NOTICE_DESK_MESSAGES.notFound);
      if (before.mdfcnDt !== body.updtDt) throw AppError.staleCopy();
      const own = (await repo.files(ntcId)).map((f) => f.fileId);
      await this.checkFiles(repo, actor, body.atchFileIds, own);
      // A popup keeps its kind (the seed's support and education popups stay theirs).
      const popupKind = values.popupKind && before.popupKind ? before.popupKind : values.popupKind;
      if (!(await repo.updateIfCopy(ntcId, body.updtDt, { ...values, popupKind }))) throw AppError.staleCopy();
      await repo.replaceFiles(ntcId, body.atchFileIds);
      const after = (await repo.byId(ntcId))!;
      await this.records.audit(
        actor,
        {
          targetKind: 'notice',
          targetId: ntcId,
          action: 'UPDATE',
          before: { ...auditCopy(before), atchFileIds: own },
          after: { ...auditCopy(after), atchFileIds: body.atchFileIds },
        },
        trx,
      );
      await this.reindex(trx, after, now);
    });
    return ok(NOTICE_DESK_MESSAGES.updated, { ntcId });
  }

  async visibility(actor: ConsoleActor, ntcId: number, body: NoticeVisibilityBody) {
    const now = this.now();
    const expsrYn = body.action === 'HIDE' ? 'N' : 'Y';
    await this.transaction(async (trx) => {
      const repo = new NoticeDeskRepository(trx);
      const before = await repo.byId(ntcId);
      if (!before) throw AppError.notFound(NOTICE_DESK_MESSAGES.notFound);
      if (before.mdfcnDt !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.updateIfCopy(ntcId, body.updtDt, { expsrYn, mdfcnDt: now }))) throw AppError.staleCopy();
      const after = (await repo.byId(ntcId))!;
      await this.records.audit(
        actor,
        {
          targetKind: 'notice',
          targetId: ntcId,
          action: body.action,
          before: auditCopy(before),
          after: auditCopy(after),
        },
        trx,
      );
      await this.reindex(trx, after, now);
    });
    return ok(body.action === 'HIDE' ? NOTICE_DESK_MESSAGES.hidden : NOTICE_DESK_MESSAGES.unhidden);
  }

  /**
   * The search index follows the notice in the change's transaction: a notice that is posted, or scheduled, is indexed
   * (found by the next search), dated by when it appears — search and the sitemap find no document of a notice before
   * that time (search.repository decides it at read time) — and a hidden or ended one leaves the index.
   */
  private async reindex(trx: Executor, r: NoticeRow, now: string): Promise<void> {
    const index = new SearchIndexRepository(trx);
    const state = stateAt(r, now);
    if (state === 'HIDDEN' || state === 'ENDED') {
      await index.remove('notice', r.contentsId);
      return;
    }
    const appears = r.pstgBgngDt !== null && r.pstgBgngDt > r.regDt ? r.pstgBgngDt : r.regDt;
    await index.index({
      type: 'notice',
      id: r.contentsId,
      tit: r.tit,
      body: r.cn,
      url: portalPath('notice', r.contentsId, null),
      regDt: toSeoulIso(new Date(appears)),
    });
  }
}
