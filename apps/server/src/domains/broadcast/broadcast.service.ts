import type {
  BroadcastChannel,
  BroadcastDetail,
  BroadcastListQuery,
  BroadcastSummary,
  BrcStatus,
  LkDskCd,
  MainLive,
  ScheduleItem,
  VodComment,
  VodReply,
  brcReportBodySchema,
} from '@onfan/contracts/broadcast';
import {
  BRC_TYPE,
  BROADCAST_MESSAGES,
  MAIN_LIVE_CARDS,
  VOD_COMMENT_THRESHOLD_MS,
  VOD_REPLY_PREVIEW,
} from '@onfan/contracts/broadcast';
import type { Page, PageQuery } from '@onfan/contracts/envelope';
import { maskName } from '@onfan/contracts/mask';
import type { z } from 'zod';
import type { RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, toSeoulIso, ymdToDate } from '../../lib/seoul-time.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import { broadcastIcs } from './broadcast.ics.js';
import { can } from './broadcast.policy.js';
import { broadcastPageOf } from './broadcast.search.js';
import type { BroadcastRow, CommentRow } from './broadcast.repository.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { mediaUrls } from './broadcast.store.js';

type ReportBody = z.output<typeof brcReportBodySchema>;

/** The status poll interval when none is configured (config.ts defaults BROADCAST_POLL_SECONDS to 10). */
export const DEFAULT_POLL_MS = 10_000;

/** A broadcast's status at `now`: VOD and shorts are recordings (ENDED); live and commerce go by their schedule. */
export function statusAt(row: Pick<BroadcastRow, 'brcTypeDcd' | 'brcBgngDt' | 'brcEndDt'>, now: Date): BrcStatus {
  if (row.brcTypeDcd === BRC_TYPE.vod || row.brcTypeDcd === BRC_TYPE.shorts) return 'ENDED';
  const t = now.toISOString();
  if (t < row.brcBgngDt) return 'SCHEDULED';
  return t < row.brcEndDt ? 'LIVE' : 'ENDED';
}

const NO_ALARMS: ReadonlySet<number> = new Set();

/** Live and commerce broadcasts (scheduled), as opposed to recordings. */
const isScheduledType = (t: string) => t === BRC_TYPE.live || t === BRC_TYPE.commerce;

/**
 * Broadcasts: lists and views with their live status by time, the schedule, members' alerts and follows (told by text
 * message before a broadcast starts, by broadcast.alerts.ts), reports, and VOD comments with one level of replies and
 * one like or dislike per member.
 */
export class BroadcastService {
  constructor(
    private readonly repo: BroadcastRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly prohibitedWords: ProhibitedWordService,
    /** brcSts's `pollMs`: the server's BROADCAST_POLL_SECONDS. */
    private readonly pollMs: number,
    /** The URL prefix media folders are fetched under (broadcast.store.ts): this server's /media or the object store's. */
    private readonly mediaBase: string,
  ) {}

  private now(): Date {
    return this.clock.now();
  }

  private summary(row: BroadcastRow, now: Date, alarms: ReadonlySet<number> = NO_ALARMS): BroadcastSummary {
    return {
      brcInfoNo: row.brcInfoNo,
      brcTypeDcd: row.brcTypeDcd,
      brcTit: row.brcTit,
      brcChnlId: row.brcChnlId,
      chnlNm: row.chnlNm,
      brcBgngDt: toSeoulIso(new Date(row.brcBgngDt)),
      brcEndDt: toSeoulIso(new Date(row.brcEndDt)),
      brcSts: statusAt(row, now),
      // The poster the operator uploaded at the desk, else the media's frame.
      posterUrl: row.pstrImgUrl ?? mediaUrls(this.mediaBase, row.mediaKey).posterUrl,
      inqCnt: row.inqCnt,
      cmntCnt: row.cmntCnt,
      alarmYn: alarms.has(row.brcInfoNo) ? 'Y' : 'N',
    };
  }

  private async found(brcInfoNo: number): Promise<BroadcastRow> {
    const row = await this.repo.find(brcInfoNo);
    if (!row) throw AppError.notFound(BROADCAST_MESSAGES.notFound);
    return row;
  }

  /**
   * A broadcast's recording for another page that plays it (e-learning's video lessons): its title and media, the
   * media null while not rendered; null when there is no such broadcast.
   */
  async recording(brcInfoNo: number) {
    const row = await this.repo.find(brcInfoNo);
    if (!row) return null;
    return { brcInfoNo, brcTit: row.brcTit, ...mediaUrls(this.mediaBase, row.mediaKey) };
  }

  async list(q: BroadcastListQuery, user: SessionUser | null): Promise<Page<BroadcastSummary>> {
    const now = this.now();
    const { rows, total } = await this.repo.list({
      type: q.brcType,
      searchTerm: q.searchTerm || undefined,
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    const alarms = await this.repo.alarmSet(
      user?.userId ?? null,
      rows.map((r) => r.brcInfoNo),
    );
    return toPage(
      rows.map((r) => this.summary(r, now, alarms)),
      total,
      q,
    );
  }

  /** Every channel with what it broadcasts now (null when it is not on air). */
  async liveChannels(user: SessionUser | null): Promise<(BroadcastChannel & { live: BroadcastSummary | null })[]> {
    const now = this.now();
    const [channels, onAir] = await Promise.all([
      this.repo.channels(user?.userId ?? null),
      this.repo.onAir(now.toISOString()),
    ]);
    return channels.map((c) => {
      const live = onAir.find((b) => b.brcChnlId === c.brcChnlId);
      return { ...c, live: live ? this.summary(live, now) : null };
    });
  }

  /** The main page's live section: what is on air now, what starts next, and the newest recordings. */
  async mainLive(): Promise<MainLive> {
    const now = this.now();
    const [onAir, next, replays] = await Promise.all([
      this.repo.onAir(now.toISOString()),
      this.repo.upcoming(now.toISOString(), MAIN_LIVE_CARDS),
      this.repo.recentRecordings(MAIN_LIVE_CARDS),
    ]);
    const cards = (rows: BroadcastRow[]) => rows.slice(0, MAIN_LIVE_CARDS).map((r) => this.summary(r, now));
    return { onAir: cards(onAir), next: cards(next), replays: cards(replays) };
  }

  async view(brcInfoNo: number, user: SessionUser | null): Promise<BroadcastDetail> {
    const now = this.now();
    const row = await this.found(brcInfoNo);
    const [products, channels, alarms, pager] = await Promise.all([
      this.repo.products(brcInfoNo),
      this.repo.channels(user?.userId ?? null),
      this.repo.alarmSet(user?.userId ?? null, [brcInfoNo]),
      this.repo.neighbours(row),
    ]);
    const channel = channels.find((c) => c.brcChnlId === row.brcChnlId);
    if (!channel) throw AppError.notFound(BROADCAST_MESSAGES.notFound);
    const { mediaUrl, captionUrl } = mediaUrls(this.mediaBase, row.mediaKey);
    return {
      ...this.summary(row, now, alarms),
      brcExpln: row.brcExpln,
      mediaUrl,
      captionUrl,
      prvwTm: row.prvwTm,
      channel,
      products,
      ...pager,
    };
  }

  /** The broadcast as an .ics file (every broadcast offers one), linking to its page on the portal. */
  async ics(brcInfoNo: number, publicUrl: string): Promise<string> {
    const row = await this.found(brcInfoNo);
    const page = broadcastPageOf(row);
    return broadcastIcs({ ...row, url: `${publicUrl.replace(/\/$/, '')}${page}`, now: this.now() });
  }

  async status(brcInfoNo: number) {
    const now = this.now();
    const row = await this.found(brcInfoNo);
    return {
      brcInfoNo,
      brcSts: statusAt(row, now),
      brcBgngDt: toSeoulIso(new Date(row.brcBgngDt)),
      brcEndDt: toSeoulIso(new Date(row.brcEndDt)),
      now: toSeoulIso(now),
      pollMs: this.pollMs,
    };
  }

  private async withAlarms(rows: BroadcastRow[], user: SessionUser | null): Promise<ScheduleItem[]> {
    const now = this.now();
    const alarms = await this.repo.alarmSet(
      user?.userId ?? null,
      rows.map((r) => r.brcInfoNo),
    );
    return rows.map((r) => this.summary(r, now, alarms));
  }

  /** The month's live and commerce broadcasts (Seoul days of `ym`), by start. */
  async schedule(ym: string, user: SessionUser | null): Promise<ScheduleItem[]> {
    const first = `${ym}01`;
    const month = Number(ym.slice(4, 6));
    const nextFirst =
      month === 12 ? `${Number(ym.slice(0, 4)) + 1}0101` : `${ym.slice(0, 4)}${String(month + 1).padStart(2, '0')}01`;
    const rows = await this.repo.startingBetween(ymdToDate(first).toISOString(), ymdToDate(nextFirst).toISOString());
    return this.withAlarms(rows, user);
  }

  /** The alert banners: live and commerce broadcasts that start in the coming week. */
  async alarmBanners(user: SessionUser | null): Promise<ScheduleItem[]> {
    const now = this.now();
    const weekLater = new Date(now.getTime() + 7 * 86_400_000);
    const rows = await this.repo.startingBetween(now.toISOString(), weekLater.toISOString());
    return this.withAlarms(rows, user);
  }

  async myAlarms(user: SessionUser, q: PageQuery) {
    const now = this.now();
    const { rows, total } = await this.repo.myAlarms(user.userId, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((r) => ({
        ...this.summary(r, now, new Set([r.brcInfoNo])),
        alarmRegDt: toSeoulIso(new Date(r.alarmRegDt)),
      })),
      total,
      q,
    );
  }

  /** A broadcast one may subscribe to: a live or commerce broadcast that has not started. */
  private async subscribable(brcInfoNo: number, now: Date): Promise<BroadcastRow> {
    const row = await this.found(brcInfoNo);
    if (!isScheduledType(row.brcTypeDcd) || statusAt(row, now) !== 'SCHEDULED') {
      throw AppError.badRequest(BROADCAST_MESSAGES.alarmNotScheduled);
    }
    return row;
  }

  async addAlarm(user: SessionUser, brcInfoNo: number) {
    const now = this.now();
    await this.subscribable(brcInfoNo, now);
    await this.repo.addAlarm(user.userId, brcInfoNo, now.toISOString());
    return ok(BROADCAST_MESSAGES.alarmAdded);
  }

  /** Subscribes to every broadcast given, or to none when one of them cannot be subscribed to. */
  async addAllAlarms(user: SessionUser, brcInfoNos: number[]) {
    const now = this.now();
    const unique = [...new Set(brcInfoNos)];
    for (const no of unique) await this.subscribable(no, now);
    await this.transaction(async (trx) => {
      const repo = new BroadcastRepository(trx);
      for (const no of unique) await repo.addAlarm(user.userId, no, now.toISOString());
    });
    return ok(BROADCAST_MESSAGES.alarmAllAdded);
  }

  async deleteAlarm(user: SessionUser, brcInfoNo: number) {
    await this.found(brcInfoNo);
    await this.repo.deleteAlarm(user.userId, brcInfoNo);
    return ok(BROADCAST_MESSAGES.alarmDeleted);
  }

  async deleteAllAlarms(user: SessionUser) {
    await this.repo.deleteAllAlarms(user.userId);
    return ok(BROADCAST_MESSAGES.alarmAllDeleted);
  }

  async follows(user: SessionUser): Promise<BroadcastChannel[]> {
    return this.repo.channels(user.userId, true);
  }

  async follow(user: SessionUser, body: { brcChnlId: number; sbptnYn: 'Y' | 'N' }) {
    if (!(await this.repo.channelExists(body.brcChnlId))) throw AppError.notFound(BROADCAST_MESSAGES.channelNotFound);
    if (body.sbptnYn === 'Y') {
      await this.repo.follow(user.userId, body.brcChnlId, this.now().toISOString());
      return ok(BROADCAST_MESSAGES.followed);
    }
    await this.repo.unfollow(user.userId, body.brcChnlId);
    return ok(BROADCAST_MESSAGES.unfollowed);
  }

  async report(user: SessionUser, body: ReportBody) {
    await this.found(body.brcInfoNo);
    const inserted = await this.repo.insertReport({
      brcInfoNo: body.brcInfoNo,
      userId: user.userId,
      rsnCd: body.rsnCd,
      rsnCn: body.rsnCn || null,
      regDt: this.now().toISOString(),
    });
    if (!inserted) throw AppError.conflict(BROADCAST_MESSAGES.alreadyReported);
    return ok(BROADCAST_MESSAGES.reported);
  }

  // Comments ---------------------------------------------------------------------------------------------------------

  private comment(row: CommentRow, user: SessionUser | null, choices: Map<number, LkDskCd>) {
    return {
      vodCmntId: row.vodCmntId,
      cmntCn: row.cmntCn,
      userNm: maskName(row.userNm),
      mine: can(user, 'own', row),
      lkCnt: row.lkCnt,
      dskCnt: row.dskCnt,
      myLkDskCd: choices.get(row.vodCmntId) ?? null,
      regDt: toSeoulIso(new Date(row.regDt)),
    };
  }

  /** A page of a recording's comments, newest first, each with its reply count and first VOD_REPLY_PREVIEW replies. */
  async comments(q: PageQuery & { brcInfoNo: number }, user: SessionUser | null): Promise<Page<VodComment>> {
    await this.found(q.brcInfoNo);
    const { tops, replies, replyCounts, total } = await this.repo.commentPage(
      q.brcInfoNo,
      q.pageSize,
      pageOffset(q),
      VOD_REPLY_PREVIEW,
    );
    const choices = await this.repo.myChoices(user?.userId ?? null, [
      ...tops.map((t) => t.vodCmntId),
      ...replies.map((r) => r.vodCmntId),
    ]);
    return toPage(
      tops.map((t) => ({
        ...this.comment(t, user, choices),
        rplyCnt: replyCounts.get(t.vodCmntId) ?? 0,
        replies: replies.filter((r) => r.upCmntId === t.vodCmntId).map((r) => this.comment(r, user, choices)),
      })),
      total,
      q,
    );
  }

  /**
   * GET vod/vodCmntReply: a page of a shown comment's replies, oldest first (404 when the comment or its recording
   * is not shown; a reply has none of its own).
   */
  async replies(q: PageQuery & { vodCmntId: number }, user: SessionUser | null): Promise<Page<VodReply>> {
    const parent = await this.repo.findComment(q.vodCmntId);
    if (!parent) throw AppError.notFound(BROADCAST_MESSAGES.commentNotFound);
    await this.found(parent.brcInfoNo);
    if (parent.upCmntId !== null) return toPage([], 0, q);
    const { rows, total } = await this.repo.replyPage(parent.vodCmntId, q.pageSize, pageOffset(q));
    const choices = await this.repo.myChoices(
      user?.userId ?? null,
      rows.map((r) => r.vodCmntId),
    );
    return toPage(
      rows.map((r) => this.comment(r, user, choices)),
      total,
      q,
    );
  }

  /** Refuses a prohibited word and, within VOD_COMMENT_THRESHOLD_MS, the same member's identical comment. */
  private async checkComment(user: SessionUser, brcInfoNo: number, cmntCn: string, now: Date) {
    if ((await this.prohibitedWords.findIn([cmntCn])) !== null) {
      throw AppError.badRequest(BROADCAST_MESSAGES.prohibited);
    }
    const since = new Date(now.getTime() - VOD_COMMENT_THRESHOLD_MS).toISOString();
    if (await this.repo.sameCommentSince({ brcInfoNo, userId: user.userId, cmntCn, since })) {
      throw AppError.conflict(BROADCAST_MESSAGES.commentRepeated);
    }
  }

  async addComment(user: SessionUser, body: { brcInfoNo: number; cmntCn: string }) {
    const now = this.now();
    const row = await this.found(body.brcInfoNo);
    if (isScheduledType(row.brcTypeDcd)) throw AppError.badRequest(BROADCAST_MESSAGES.commentNotVod);
    await this.checkComment(user, body.brcInfoNo, body.cmntCn, now);
    const vodCmntId = await this.repo.insertComment({
      brcInfoNo: body.brcInfoNo,
      upCmntId: null,
      userId: user.userId,
      cmntCn: body.cmntCn,
      regDt: now.toISOString(),
    });
    return ok(BROADCAST_MESSAGES.commentSaved, { vodCmntId });
  }

  async addReply(user: SessionUser, body: { vodCmntId: number; cmntCn: string }) {
    const now = this.now();
    const parent = await this.repo.findComment(body.vodCmntId);
    if (!parent) throw AppError.notFound(BROADCAST_MESSAGES.commentNotFound);
    if (parent.upCmntId !== null) throw AppError.badRequest(BROADCAST_MESSAGES.replyToReply);
    await this.checkComment(user, parent.brcInfoNo, body.cmntCn, now);
    const vodCmntId = await this.repo.insertComment({
      brcInfoNo: parent.brcInfoNo,
      upCmntId: parent.vodCmntId,
      userId: user.userId,
      cmntCn: body.cmntCn,
      regDt: now.toISOString(),
    });
    return ok(BROADCAST_MESSAGES.replySaved, { vodCmntId });
  }

  /** A member's like (100) or dislike (200): once per comment, switching allowed; the database keeps the counts. */
  async likeDislike(user: SessionUser, body: { vodCmntId: number; lkDskCd: LkDskCd }) {
    const result = await this.transaction(async (trx) => {
      const repo = new BroadcastRepository(trx);
      if (!(await repo.findComment(body.vodCmntId))) throw AppError.notFound(BROADCAST_MESSAGES.commentNotFound);
      await repo.setChoice(body.vodCmntId, user.userId, body.lkDskCd);
      return repo.findComment(body.vodCmntId);
    });
    if (!result) throw AppError.notFound(BROADCAST_MESSAGES.commentNotFound);
    return ok(body.lkDskCd === '100' ? BROADCAST_MESSAGES.liked : BROADCAST_MESSAGES.disliked, {
      lkCnt: result.lkCnt,
      dskCnt: result.dskCnt,
      myLkDskCd: body.lkDskCd,
    });
  }
}

/** Days from `ymd` (Seoul) as the instant `hhmm` on that day, ISO UTC: the seed's and tests' schedule helper. */
export function seoulInstant(ymd: string, hhmm: string, dayOffset = 0): string {
  const day = ymdToDate(addDays(ymd, dayOffset));
  return new Date(day.getTime() + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2))) * 60_000).toISOString();
}
