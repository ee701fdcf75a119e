import type {
  BroadcastDeskDetail,
  BroadcastDeskQuery,
  BroadcastDeskRow,
  BroadcastEditBody,
  BroadcastWrite,
  ChannelDeskQuery,
  ChannelDeskRow,
  ChannelEditBody,
  ChannelOptions,
  ChannelWrite,
  CommentVisibilityBody,
  DeskComment,
  DeskImage,
} from '@onfan/contracts/broadcast.admin';
import { BRC_MAX_HOURS, BROADCAST_DESK_MESSAGES as M, isScheduledBrcType } from '@onfan/contracts/broadcast.admin';
import type { Page, PageQuery } from '@onfan/contracts/envelope';
import { maskName } from '@onfan/contracts/mask';
import { isoToSeoulDateTime, seoulDateTimeToIso } from '@onfan/contracts/notice.admin';
import { FILES_URL_PREFIX } from '@onfan/contracts/upload';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso, ymdToDate } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { fitImages, type ImageBox } from '../upload/image-fit.js';
import type { FileSource } from '../upload/upload.multipart.js';
import type { UploadService } from '../upload/upload.service.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { BROADCAST_DESK_UPLOAD, BroadcastDeskRepository } from './broadcast.admin.repository.js';
import { VOD_COMMENT_REPORT_TARGETS } from './broadcast.report-targets.js';
import { statusAt } from './broadcast.service.js';

/** Posters and channel pictures: the cards show them at 16:9, fitted to 1280 × 720 (twice the largest card). */
export const BROADCAST_IMAGE_BOX: ImageBox = { width: 1280, height: 720 };

export type BroadcastDeskImages = Pick<UploadService, 'checkImages' | 'store'>;

type ChannelRow = NonNullable<Awaited<ReturnType<BroadcastDeskRepository['channel']>>>;
type BroadcastRow = NonNullable<Awaited<ReturnType<BroadcastDeskRepository['broadcast']>>>;
type CommentRow = NonNullable<Awaited<ReturnType<BroadcastDeskRepository['comment']>>>;

/** The copy a change names: the row's update time, or its registration time for a seeded row never edited. */
const copyOf = (r: { updtDt: string; regDt: string }) => r.updtDt || r.regDt;
/** A comment has no update time: its copy is whether it is shown and its latest report (decision 034). */
const commentCopy = (r: Pick<CommentRow, 'expsrYn' | 'lastRptDt'>) =>
  `${r.expsrYn}|${r.lastRptDt ? String(r.lastRptDt) : ''}`;

const imagesOf = (url: string | null, alt: string | null): DeskImage[] =>
  url ? [{ imgPtUrl: url, imgAlt: alt ?? '' }] : [];

function channelAudit(r: ChannelRow) {
  return { chnlNm: r.chnlNm, chnlExpln: r.chnlExpln, useYn: r.useYn, chnlImgUrl: r.chnlImgUrl, updtDt: r.updtDt };
}

function broadcastAudit(r: BroadcastRow, products: readonly unknown[]) {
  return {
    brcTypeDcd: r.brcTypeDcd,
    brcChnlId: r.brcChnlId,
    brcTit: r.brcTit,
    brcExplnLength: r.brcExpln.length,
    brcBgngDt: r.brcBgngDt,
    brcEndDt: r.brcEndDt,
    expsrYn: r.expsrYn,
    pstrImgUrl: r.pstrImgUrl,
    products,
    updtDt: r.updtDt,
  };
}

/**
 * The broadcast desk (issue 39): channels, the schedule, going live and a broadcast's comments. Every public answer
 * about a broadcast — on air or not, the live edge (broadcast.live.ts), the alerts (broadcast.alerts.ts) — follows
 * the row's start and end at read time, so ending a live early or starting it now is a change of those times: the
 * viewers' status poll shows it at its next ask, and the live generator closes the stream at its next tick. Each change
 * names its copy, writes its audit row in its transaction, and is refused on a stale copy (409).
 */
export class BroadcastDeskService {
  constructor(
    private readonly repo: BroadcastDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly uploads: BroadcastDeskImages,
    /** After a live started early committed: its subscribers' alert (the queue's `broadcast.started-now`). */
    private readonly startedEarly: (brcInfoNo: number) => Promise<void> = () => Promise.resolve(),
  ) {}

  /**
   * Runs a change; a unique key's refusal (the same channel name or broadcast title saved by two operators at once,
   * after both passed the check) is the field's Korean 400, like the check's own.
   */
  private async unique<T>(field: 'chnlNm' | 'brcTit', work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const message = field === 'chnlNm' ? M.channelNameTaken : M.titleTaken;
      throw AppError.badRequest(message, [{ field, message }]);
    }
  }

  private async checkTitle(repo: BroadcastDeskRepository, brcTit: string, except: number | null) {
    if (await repo.broadcastTitled(brcTit, except)) {
      throw AppError.badRequest(M.titleTaken, [{ field: 'brcTit', message: M.titleTaken }]);
    }
  }

  // Channels ----------------------------------------------------------------------------------------------------------

  private channelRow(r: ChannelRow): ChannelDeskRow {
    return {
      brcChnlId: r.brcChnlId,
      chnlNm: r.chnlNm,
      chnlExpln: r.chnlExpln,
      useYn: r.useYn,
      chnlImgs: imagesOf(r.chnlImgUrl, r.chnlImgAlt),
      brcCnt: Number(r.brcCnt ?? 0),
      sbptnCnt: Number(r.sbptnCnt ?? 0),
      regDt: toSeoulIso(new Date(r.regDt)),
      updtDt: copyOf(r),
    };
  }

  async channels(q: ChannelDeskQuery): Promise<Page<ChannelDeskRow>> {
    const { items, total } = await this.repo.channels(q);
    return toPage(
      items.map((r) => this.channelRow(r)),
      total,
      q,
    );
  }

  async channel(brcChnlId: number): Promise<ChannelDeskRow> {
    const r = await this.repo.channel(brcChnlId);
    if (!r) throw AppError.notFound(M.channelNotFound);
    return this.channelRow(r);
  }

  async channelOptions(): Promise<ChannelOptions> {
    return this.repo.channelOptions();
  }

  private async checkChannelName(repo: BroadcastDeskRepository, chnlNm: string, except: number | null) {
    if (await repo.channelNamed(chnlNm, except)) {
      throw AppError.badRequest(M.channelNameTaken, [{ field: 'chnlNm', message: M.channelNameTaken }]);
    }
  }

  async createChannel(actor: ConsoleActor, body: ChannelWrite) {
    const now = this.clock.now().toISOString();
    const brcChnlId = await this.unique('chnlNm', () =>
      this.transaction(async (trx) => {
        const repo = new BroadcastDeskRepository(trx);
        await this.checkChannelName(repo, body.chnlNm, null);
        await this.checkImages(repo, actor, 'chnlImgs', body.chnlImgs, []);
        const id = await repo.insertChannel({
          chnlNm: body.chnlNm,
          chnlExpln: body.chnlExpln,
          useYn: body.useYn,
          chnlImgUrl: body.chnlImgs[0]?.imgPtUrl ?? null,
          chnlImgAlt: body.chnlImgs[0]?.imgAlt ?? null,
          regDt: now,
          updtDt: now,
        });
        const after = (await repo.channel(id))!;
        await this.records.audit(
          actor,
          { targetKind: 'broadcastChannel', targetId: id, action: 'CREATE', before: null, after: channelAudit(after) },
          trx,
        );
        return id;
      }),
    );
    return ok(M.channelCreated, { brcChnlId });
  }

  async updateChannel(actor: ConsoleActor, brcChnlId: number, body: ChannelEditBody) {
    const now = this.clock.now().toISOString();
    await this.unique('chnlNm', () =>
      this.transaction(async (trx) => {
        const repo = new BroadcastDeskRepository(trx);
        const before = await repo.channel(brcChnlId);
        if (!before) throw AppError.notFound(M.channelNotFound);
        if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
        await this.checkChannelName(repo, body.chnlNm, brcChnlId);
        await this.checkImages(repo, actor, 'chnlImgs', body.chnlImgs, before.chnlImgUrl ? [before.chnlImgUrl] : []);
        const changed = await repo.updateChannelIfCopy(brcChnlId, before.updtDt, {
          chnlNm: body.chnlNm,
          chnlExpln: body.chnlExpln,
          useYn: body.useYn,
          chnlImgUrl: body.chnlImgs[0]?.imgPtUrl ?? null,
          chnlImgAlt: body.chnlImgs[0]?.imgAlt ?? null,
          updtDt: now,
        });
        if (!changed) throw AppError.staleCopy();
        const after = (await repo.channel(brcChnlId))!;
        await this.records.audit(
          actor,
          {
            targetKind: 'broadcastChannel',
            targetId: brcChnlId,
            action: 'UPDATE',
            before: channelAudit(before),
            after: channelAudit(after),
          },
          trx,
        );
      }),
    );
    return ok(M.channelUpdated, { brcChnlId });
  }

  // Pictures ----------------------------------------------------------------------------------------------------------

  /** Stores a channel picture or a poster (a public file: the public pages show it), fitted to the cards' box. */
  async uploadImages(actor: ConsoleActor, files: FileSource) {
    const received = await files('uploadFiles', 1);
    const checked = await fitImages(await this.uploads.checkImages(received), BROADCAST_IMAGE_BOX);
    const saved = await this.uploads.store(checked, {
      ...BROADCAST_DESK_UPLOAD,
      userId: actor.user.userId,
      public: true,
    });
    return ok('사진을 올렸습니다.', { imgPtUrls: saved.map((f) => f.url) });
  }

  /** The pictures named: the row's own one, or public files this operator uploaded at the broadcast desk. */
  private async checkImages(
    repo: BroadcastDeskRepository,
    actor: ConsoleActor,
    field: string,
    images: readonly DeskImage[],
    own: readonly string[],
  ): Promise<void> {
    const fresh = images.map((i) => i.imgPtUrl).filter((u) => !own.includes(u));
    const keys = fresh.map((u) => (u.startsWith(FILES_URL_PREFIX) ? u.slice(FILES_URL_PREFIX.length) : ''));
    const usable = keys.some((k) => !k) ? [] : await repo.ownUploads(actor.user.userId, keys);
    if (new Set(usable).size !== keys.length) {
      throw AppError.badRequest(M.imageNotYours, [{ field, message: M.imageNotYours }]);
    }
  }

  // Broadcasts --------------------------------------------------------------------------------------------------------

  private broadcastRow(r: BroadcastRow, now: Date): BroadcastDeskRow {
    return {
      brcInfoNo: r.brcInfoNo,
      brcTypeDcd: r.brcTypeDcd,
      brcTit: r.brcTit,
      brcChnlId: r.brcChnlId,
      chnlNm: r.chnlNm,
      brcBgngDt: isoToSeoulDateTime(r.brcBgngDt),
      brcEndDt: isoToSeoulDateTime(r.brcEndDt),
      brcSts: statusAt(r, now),
      expsrYn: r.expsrYn,
      // The public view gives a caption address exactly when the broadcast has media (broadcast.store.ts mediaUrls).
      captionYn: r.mediaKey ? 'Y' : 'N',
      prdctCnt: Number(r.prdctCnt ?? 0),
      cmntCnt: Number(r.cmntCnt ?? 0),
      rptCnt: Number(r.rptCnt ?? 0),
      regDt: toSeoulIso(new Date(r.regDt)),
      updtDt: copyOf(r),
    };
  }

  async broadcasts(q: BroadcastDeskQuery): Promise<Page<BroadcastDeskRow>> {
    const now = this.clock.now();
    const period = {
      from: q.from ? ymdToDate(q.from.replace(/-/g, '')).toISOString() : undefined,
      to: q.to ? new Date(ymdToDate(q.to.replace(/-/g, '')).getTime() + 86_400_000).toISOString() : undefined,
    };
    const { items, total } = await this.repo.broadcasts(q, now.toISOString(), period);
    return toPage(
      items.map((r) => this.broadcastRow(r, now)),
      total,
      q,
    );
  }

  async broadcast(brcInfoNo: number): Promise<BroadcastDeskDetail> {
    const r = await this.repo.broadcast(brcInfoNo);
    if (!r) throw AppError.notFound(M.notFound);
    return {
      ...this.broadcastRow(r, this.clock.now()),
      brcExpln: r.brcExpln,
      products: await this.repo.products(brcInfoNo),
      pstrImgs: imagesOf(r.pstrImgUrl, r.pstrImgAlt),
      mediaYn: r.mediaKey ? 'Y' : 'N',
    };
  }

  /** The channel named exists and is shown (a hidden channel's broadcasts are on no public page). */
  private async checkChannel(repo: BroadcastDeskRepository, brcChnlId: number) {
    const c = await repo.channel(brcChnlId);
    if (!c) throw AppError.badRequest(M.channelRequired, [{ field: 'brcChnlId', message: M.channelRequired }]);
    if (c.useYn !== 'Y') throw AppError.badRequest(M.channelHidden, [{ field: 'brcChnlId', message: M.channelHidden }]);
  }

  /**
   * A shown live or commerce broadcast may not overlap another on its channel (the public pages show one on air per
   * channel). The channel's row lock orders two such writes, so both cannot pass the check.
   */
  private async checkOverlap(
    repo: BroadcastDeskRepository,
    b: { brcTypeDcd: string; brcChnlId: number; expsrYn: string },
    start: string,
    end: string,
    except: number | null,
  ) {
    if (!isScheduledBrcType(b.brcTypeDcd) || b.expsrYn !== 'Y') return;
    await repo.lockChannel(b.brcChnlId);
    if (await repo.overlapping(b.brcChnlId, start, end, except)) {
      throw AppError.badRequest(M.overlap, [{ field: 'brcBgngDt', message: M.overlap }]);
    }
  }

  private values(body: BroadcastWrite) {
    return {
      brcTypeDcd: body.brcTypeDcd,
      brcChnlId: body.brcChnlId,
      brcTit: body.brcTit,
      brcExpln: body.brcExpln,
      brcBgngDt: seoulDateTimeToIso(body.brcBgngDt),
      brcEndDt: seoulDateTimeToIso(body.brcEndDt),
      expsrYn: body.expsrYn,
      pstrImgUrl: body.pstrImgs[0]?.imgPtUrl ?? null,
      pstrImgAlt: body.pstrImgs[0]?.imgAlt ?? null,
    };
  }

  async create(actor: ConsoleActor, body: BroadcastWrite) {
    const now = this.clock.now().toISOString();
    const values = this.values(body);
    const brcInfoNo = await this.unique('brcTit', () =>
      this.transaction(async (trx) => {
        const repo = new BroadcastDeskRepository(trx);
        await this.checkChannel(repo, body.brcChnlId);
        await this.checkTitle(repo, body.brcTit, null);
        await this.checkImages(repo, actor, 'pstrImgs', body.pstrImgs, []);
        await this.checkOverlap(repo, body, values.brcBgngDt, values.brcEndDt, null);
        const id = await repo.insertBroadcast({ ...values, mediaKey: null, regDt: now, updtDt: now });
        await repo.replaceProducts(id, body.products);
        const after = (await repo.broadcast(id))!;
        await this.records.audit(
          actor,
          {
            targetKind: 'broadcast',
            targetId: id,
            action: 'CREATE',
            before: null,
            after: broadcastAudit(after, body.products),
          },
          trx,
        );
        return id;
      }),
    );
    return ok(M.created, { brcInfoNo });
  }

  async update(actor: ConsoleActor, brcInfoNo: number, body: BroadcastEditBody) {
    const now = this.clock.now();
    const values = this.values(body);
    await this.unique('brcTit', () =>
      this.transaction(async (trx) => {
        const repo = new BroadcastDeskRepository(trx);
        const before = await repo.broadcast(brcInfoNo);
        if (!before) throw AppError.notFound(M.notFound);
        if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
        await this.checkTitle(repo, body.brcTit, brcInfoNo);
        // The form shows times to the minute: a time sent as shown is the stored one (a live started or ended from
        // the desk keeps its exact second).
        if (body.brcBgngDt === isoToSeoulDateTime(before.brcBgngDt)) values.brcBgngDt = before.brcBgngDt;
        if (body.brcEndDt === isoToSeoulDateTime(before.brcEndDt)) values.brcEndDt = before.brcEndDt;
        // A live that has begun keeps its start: the stream and its viewers' offsets count from it.
        if (
          isScheduledBrcType(before.brcTypeDcd) &&
          statusAt(before, now) !== 'SCHEDULED' &&
          (values.brcBgngDt !== before.brcBgngDt || values.brcTypeDcd !== before.brcTypeDcd)
        ) {
          throw AppError.badRequest(M.liveTimeLocked, [{ field: 'brcBgngDt', message: M.liveTimeLocked }]);
        }
        if (values.brcChnlId !== before.brcChnlId) await this.checkChannel(repo, body.brcChnlId);
        await this.checkImages(repo, actor, 'pstrImgs', body.pstrImgs, before.pstrImgUrl ? [before.pstrImgUrl] : []);
        await this.checkOverlap(repo, body, values.brcBgngDt, values.brcEndDt, brcInfoNo);
        const productsBefore = await repo.products(brcInfoNo);
        const changed = await repo.updateBroadcastIfCopy(brcInfoNo, before.updtDt, {
          ...values,
          updtDt: now.toISOString(),
        });
        if (!changed) throw AppError.staleCopy();
        await repo.replaceProducts(brcInfoNo, body.products);
        const after = (await repo.broadcast(brcInfoNo))!;
        await this.records.audit(
          actor,
          {
            targetKind: 'broadcast',
            targetId: brcInfoNo,
            action: 'UPDATE',
            before: broadcastAudit(before, productsBefore),
            after: broadcastAudit(after, body.products),
          },
          trx,
        );
      }),
    );
    return ok(M.updated, { brcInfoNo });
  }

  /** Ends a live or commerce broadcast on air now: its end becomes now (the public status, stream and page follow). */
  async endNow(actor: ConsoleActor, brcInfoNo: number, body: { updtDt: string }) {
    const now = this.clock.now();
    await this.transaction(async (trx) => {
      const repo = new BroadcastDeskRepository(trx);
      const before = await repo.broadcast(brcInfoNo);
      if (!before) throw AppError.notFound(M.notFound);
      if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
      if (!isScheduledBrcType(before.brcTypeDcd) || statusAt(before, now) !== 'LIVE') {
        throw AppError.badRequest(M.notLive);
      }
      const at = now.toISOString();
      if (!(await repo.updateBroadcastIfCopy(brcInfoNo, before.updtDt, { brcEndDt: at, updtDt: at }))) {
        throw AppError.staleCopy();
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'broadcast',
          targetId: brcInfoNo,
          action: 'END_NOW',
          before: { brcBgngDt: before.brcBgngDt, brcEndDt: before.brcEndDt, updtDt: before.updtDt },
          after: { brcBgngDt: before.brcBgngDt, brcEndDt: at, updtDt: at },
        },
        trx,
      );
    });
    return ok(M.endedEarly);
  }

  /**
   * Starts a scheduled live or commerce broadcast now, when its channel has no other on air until its end; its
   * subscribers then get the alert a start on time gives (once).
   */
  async startNow(actor: ConsoleActor, brcInfoNo: number, body: { updtDt: string }) {
    const now = this.clock.now();
    await this.transaction(async (trx) => {
      const repo = new BroadcastDeskRepository(trx);
      const before = await repo.broadcast(brcInfoNo);
      if (!before) throw AppError.notFound(M.notFound);
      if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
      if (!isScheduledBrcType(before.brcTypeDcd) || statusAt(before, now) !== 'SCHEDULED') {
        throw AppError.badRequest(M.notScheduled);
      }
      const at = now.toISOString();
      if (Date.parse(before.brcEndDt) - now.getTime() > BRC_MAX_HOURS * 3_600_000) throw AppError.badRequest(M.tooLong);
      if (before.expsrYn === 'Y') {
        await repo.lockChannel(before.brcChnlId);
        if (await repo.overlapping(before.brcChnlId, at, before.brcEndDt, brcInfoNo)) {
          throw AppError.badRequest(M.overlap);
        }
      }
      if (!(await repo.updateBroadcastIfCopy(brcInfoNo, before.updtDt, { brcBgngDt: at, updtDt: at }))) {
        throw AppError.staleCopy();
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'broadcast',
          targetId: brcInfoNo,
          action: 'START_NOW',
          before: { brcBgngDt: before.brcBgngDt, brcEndDt: before.brcEndDt, updtDt: before.updtDt },
          after: { brcBgngDt: at, brcEndDt: before.brcEndDt, updtDt: at },
        },
        trx,
      );
    });
    await this.startedEarly(brcInfoNo);
    return ok(M.startedNow);
  }

  // Comments ----------------------------------------------------------------------------------------------------------

  private commentRow(r: CommentRow): DeskComment {
    return {
      vodCmntId: r.vodCmntId,
      upCmntId: r.upCmntId,
      cmntCn: r.cmntCn,
      userNm: maskName(r.userNm),
      expsrYn: r.expsrYn,
      rptCnt: Number(r.rptCnt ?? 0),
      regDt: toSeoulIso(new Date(r.regDt)),
      updtDt: commentCopy(r),
    };
  }

  async comments(brcInfoNo: number, q: PageQuery): Promise<Page<DeskComment>> {
    if (!(await this.repo.broadcast(brcInfoNo))) throw AppError.notFound(M.notFound);
    const { items, total } = await this.repo.comments(brcInfoNo, q.pageSize, pageOffset(q));
    return toPage(
      items.map((r) => this.commentRow(r)),
      total,
      q,
    );
  }

  /**
   * Hides a comment or shows it again through the community's one moderation path for VOD comments (the report
   * target's hide and restore, under its row lock); its reports stay in the reports desk's queue to be decided there.
   */
  async commentVisibility(actor: ConsoleActor, vodCmntId: number, body: CommentVisibilityBody) {
    const kind = VOD_COMMENT_REPORT_TARGETS.vodCmnt;
    await this.transaction(async (trx: Executor) => {
      const repo = new BroadcastDeskRepository(trx);
      if (!(await kind.find(trx, vodCmntId))) throw AppError.notFound(M.commentNotFound);
      await kind.lock(trx, vodCmntId);
      const before = await repo.comment(vodCmntId);
      if (!before) throw AppError.notFound(M.commentNotFound);
      if (commentCopy(before) !== body.updtDt) throw AppError.staleCopy();
      if (body.action === 'HIDE') await kind.hide(trx, vodCmntId);
      else await kind.decide(trx, vodCmntId, 'restore', this.clock.now().toISOString());
      await this.records.audit(
        actor,
        {
          targetKind: 'vodComment',
          targetId: vodCmntId,
          action: body.action,
          before: { expsrYn: before.expsrYn, brcInfoNo: before.brcInfoNo },
          after: { expsrYn: body.action === 'HIDE' ? 'N' : 'Y', brcInfoNo: before.brcInfoNo },
        },
        trx,
      );
    });
    return ok(body.action === 'HIDE' ? M.commentHidden : M.commentShown);
  }
}
