import type {
  CommentCreateBody,
  CommentDeleteBody,
  CommentUpdateBody,
  CommunityComment,
  CommunityListQuery,
  CommunityPostDetail,
  CommunityPostSummary,
  ReportDecisionBody,
  ReportQueueItem,
  ReportQueueQuery,
  ReportTarget,
  communityPostBodySchema,
  reportBodySchema,
} from '@onfan/contracts/community';
import { communityListPath, communityPath } from '@onfan/contracts/portal-path';
import {
  COMMUNITY_MESSAGES,
  COMMUNITY_VIEW_TYPE,
  REPORT_HIDE_THRESHOLD,
  queueReasonName,
  REPORT_TEXT_MAX,
} from '@onfan/contracts/community';
import { COMMUNITY_CATEGORY } from '@onfan/contracts/code';
import type { Page, PageQuery } from '@onfan/contracts/envelope';
import { countCap, USER_PATTERN } from '@onfan/contracts/envelope';
import { maskName } from '@onfan/contracts/mask';
import type { z } from 'zod';
import type { RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toCappedPage, toPage } from '../../http/paging.js';
import { authorize } from '../../http/policy.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { htmlToText, sanitizeBody } from '../content/html-sanitizer.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { ContentViewService } from '../content-view/content-view.service.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import { can } from './community.policy.js';
import type { CommentRow, PostRow, WriterColumns } from './community.repository.js';
import { CommunityRepository } from './community.repository.js';
import type { ReportTargetExcerpt, ReportTargetKinds } from './community.report-targets.js';
import { refuseProhibited, writerView } from './community.writing.js';

type PostBody = z.output<typeof communityPostBodySchema>;
type ReportBody = z.output<typeof reportBodySchema>;

/** Length of the plain-text summary on the board. */
const SUMMARY_LENGTH = 120;

const FIRST_IMAGE = /<img\b[^>]*?\bsrc="([^"]+)"/i;
const DATA_IMAGE = /<img\b[^>]*?\bsrc="data:/i;

/**
 * The body as it is saved and shown: sanitized by the one allow-list, whitespace compacted (runs of spaces and line
 * breaks become one space), with its plain text and first image (the thumbnail).
 */
export function prepareBody(html: string): { cn: string; text: string; thumbnail: string | null } {
  const cn = sanitizeBody(html.replace(/\s+/g, ' ')).replace(/\s+/g, ' ').trim();
  if (DATA_IMAGE.test(cn)) throw AppError.badRequest(COMMUNITY_MESSAGES.embeddedImage);
  const src = FIRST_IMAGE.exec(cn)?.[1];
  return { cn, text: htmlToText(cn), thumbnail: src ? src.replace(/&amp;/g, '&') : null };
}

/** The start of a reply as its notification quotes it: one line, at most 60 characters. */
export function replyExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `"${line.length > 60 ? `${line.slice(0, 60)}…` : line}"`;
}

/** The community board: posts, comments and reports, with the writer-and-operator rules of community.policy.ts. */
/** What a reporter is told of the outcome (the reason is the writer's business, not theirs). */
const REPORTER_OUTCOME = {
  writing: {
    restore: '[온판] 회원님이 신고한 글을 운영자가 확인했습니다. 운영정책 위반이 아니어서 다시 공개합니다.',
    remove: '[온판] 회원님이 신고한 글을 운영자가 확인하고 삭제했습니다. 신고해 주셔서 감사합니다.',
  },
  brc: {
    restore: '[온판] 회원님이 신고한 방송을 운영자가 확인했습니다. 운영정책 위반이 아니어서 계속 공개합니다.',
    remove: '[온판] 회원님이 신고한 방송을 운영자가 확인하고 비공개로 전환했습니다. 신고해 주셔서 감사합니다.',
  },
} as const;

export class CommunityService {
  constructor(
    private readonly repo: CommunityRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly views: ContentViewService,
    private readonly prohibitedWords: ProhibitedWordService,
    /** The kinds of writing members report: the board's posts and comments, and other domains' (app.ts). */
    private readonly reportTargets: Partial<ReportTargetKinds>,
    /** The console's records (audit) and the outbox that tells a writer of an operator's decision. */
    private readonly records: ConsoleRecords,
    private readonly outbox?: NotificationOutbox,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private writer(row: WriterColumns, user: SessionUser | null) {
    return { ...writerView(row, can(user, 'own', row)), manager: row.userPattnCd === USER_PATTERN.operator };
  }

  private summary(row: PostRow, inqCnt: number, user: SessionUser | null): CommunityPostSummary {
    return {
      comunBltartclId: row.comunBltartclId,
      comunCtgrDcd: row.comunCtgrDcd,
      comunCtgrNm: row.comunCtgrNm ?? '',
      comunBltartclTit: row.comunBltartclTit,
      thmbnlImgPtUrl: row.thmbnlImgPtUrl,
      smry: row.cnText.slice(0, SUMMARY_LENGTH),
      inqCnt,
      cmntCnt: row.cmntCnt,
      regDt: toSeoulIso(new Date(row.regDt)),
      mdfcnDt: toSeoulIso(new Date(row.mdfcnDt)),
      ...this.writer(row, user),
    };
  }

  /** Refuses texts with a prohibited word, naming the rule and not the word. */
  private assertClean(texts: readonly string[]): Promise<void> {
    return refuseProhibited(this.prohibitedWords, texts, COMMUNITY_MESSAGES.prohibited);
  }

  async list(q: CommunityListQuery, user: SessionUser | null): Promise<Page<CommunityPostSummary>> {
    const ctgrCode = q.ctgrCode ?? COMMUNITY_CATEGORY.free;
    const { rows, total } = await this.repo.list({
      ctgrCode: ctgrCode === COMMUNITY_CATEGORY.all ? undefined : ctgrCode,
      searchTerm: q.searchTerm || undefined,
      searchOption: q.searchOption,
      limit: q.pageSize,
      offset: pageOffset(q),
      countCap: countCap(q),
    });
    const counts = await this.views.countsOf(
      COMMUNITY_VIEW_TYPE,
      rows.map((r) => r.comunBltartclId),
    );
    return toCappedPage(
      rows.map((r) => this.summary(r, counts.get(String(r.comunBltartclId)) ?? 0, user)),
      total,
      countCap(q),
      q,
    );
  }

  /** A post that is not deleted (a deleted one answers 410); one hidden by reports only for an operator. */
  private async visiblePost(id: number, user: SessionUser | null): Promise<PostRow> {
    const row = await this.repo.find(id);
    if (!row) {
      const deleted = (await this.repo.ownerOf(id))?.useYn === 'N';
      throw deleted ? AppError.gone(COMMUNITY_MESSAGES.gone) : AppError.notFound(COMMUNITY_MESSAGES.notFound);
    }
    if (row.expsrYn !== 'Y' && !can(user, 'seeHidden', row)) throw AppError.notFound(COMMUNITY_MESSAGES.hidden);
    return row;
  }

  async view(id: number, ctgrCode: string | undefined, user: SessionUser | null): Promise<CommunityPostDetail> {
    const row = await this.visiblePost(id, user);
    const inList = ctgrCode === COMMUNITY_CATEGORY.all ? undefined : (ctgrCode ?? row.comunCtgrDcd);
    const [{ older, newer }, counts] = await Promise.all([
      this.repo.neighbours(row, inList),
      this.views.countsOf(COMMUNITY_VIEW_TYPE, [row.comunBltartclId]),
    ]);
    return {
      ...this.summary(row, counts.get(String(row.comunBltartclId)) ?? 0, user),
      comunBltartclCn: row.comunBltartclCn,
      preId: older?.id ?? null,
      nextId: newer?.id ?? null,
      pre: older,
      next: newer,
      canEdit: can(user, 'edit', row),
      canDelete: can(user, 'delete', row),
      hidden: row.expsrYn !== 'Y',
    };
  }

  /** The post's values as saved: a category that may be written in, the compacted sanitized body, no prohibited word. */
  private async postValues(body: PostBody) {
    const comunCtgrNm = await this.repo.categoryName(body.comunCtgrDcd);
    if (comunCtgrNm === undefined) throw AppError.badRequest(COMMUNITY_MESSAGES.categoryRequired);
    const { cn, text, thumbnail } = prepareBody(body.comunBltartclCn);
    await this.assertClean([body.comunBltartclTit, text]);
    return {
      comunCtgrDcd: body.comunCtgrDcd,
      comunBltartclTit: body.comunBltartclTit,
      comunBltartclCn: cn,
      cnText: text,
      thmbnlImgPtUrl: thumbnail,
      mdfcnDt: this.now(),
    };
  }

  async create(body: PostBody, user: SessionUser) {
    const values = await this.postValues(body);
    const comunBltartclId = await this.repo.insertPost({ ...values, userId: user.userId, regDt: values.mdfcnDt });
    return ok(COMMUNITY_MESSAGES.saved, { comunBltartclId });
  }

  async update(id: number, body: PostBody, user: SessionUser) {
    const owner = await this.repo.ownerOf(id);
    if (!owner) throw AppError.notFound(COMMUNITY_MESSAGES.notFound);
    authorize(can(user, 'edit', owner), COMMUNITY_MESSAGES.notYourPost);
    if (owner.useYn !== 'Y') throw AppError.notFound(COMMUNITY_MESSAGES.notFound);
    const values = await this.postValues(body);
    if (!(await this.repo.updatePost(id, values))) throw AppError.notFound(COMMUNITY_MESSAGES.notFound);
    return ok(COMMUNITY_MESSAGES.updated, { comunBltartclId: id });
  }

  /** The writer or an operator deletes a post; who may is asked before whether it is still there. */
  async remove(id: number, user: SessionUser) {
    const owner = await this.repo.ownerOf(id);
    if (!owner) throw AppError.notFound(COMMUNITY_MESSAGES.notFound);
    authorize(can(user, 'delete', owner), COMMUNITY_MESSAGES.notYourPost);
    if (!(await this.repo.deletePost(id, this.now()))) throw AppError.notFound(COMMUNITY_MESSAGES.notFound);
    return ok(COMMUNITY_MESSAGES.deleted);
  }

  private comment(row: CommentRow, postWriterId: number, user: SessionUser | null): CommunityComment {
    return {
      cmntId: row.cmntId,
      comunBltartclId: row.comunBltartclId,
      cmntCn: row.cmntCn,
      regDt: toSeoulIso(new Date(row.regDt)),
      mdfcnDt: toSeoulIso(new Date(row.mdfcnDt)),
      writer: row.userId === postWriterId,
      ...this.writer(row, user),
    };
  }

  async comments(id: number, q: PageQuery, user: SessionUser | null): Promise<Page<CommunityComment>> {
    const post = await this.visiblePost(id, user);
    const { rows, total } = await this.repo.listComments(id, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((r) => this.comment(r, post.userId, user)),
      total,
      q,
    );
  }

  /**
   * A member comments on a post; the post's writer is told (not when they comment on their own post), by e-mail where
   * they have an address and take 커뮤니티 by e-mail, and in the centre always, in the comment's transaction.
   */
  async createComment(id: number, body: CommentCreateBody, user: SessionUser) {
    const post = await this.visiblePost(id, user);
    await this.assertClean([body.cmntCn]);
    const now = this.now();
    const { cmntId, sent } = await this.transaction(async (trx) => {
      const repo = new CommunityRepository(trx);
      const cmntId = await repo.insertComment({
        comunBltartclId: id,
        cmntCn: body.cmntCn,
        userId: user.userId,
        regDt: now,
        mdfcnDt: now,
      });
      if (!this.outbox || post.userId === user.userId) return { cmntId, sent: null };
      const sent = await this.outbox.enqueue(
        {
          channel: 'EMAIL',
          recipient: await repo.emailOf(post.userId),
          userId: post.userId,
          kind: 'COMMUNITY_REPLY',
          subject: '[온판] 내 글에 새 댓글이 달렸습니다',
          body: `[온판] 회원님의 글 '${post.comunBltartclTit}'에 새 댓글이 달렸습니다. ${replyExcerpt(body.cmntCn)}`,
          link: `${communityPath(id, post.comunCtgrDcd)}#community-comments`,
          target: { type: 'community-post', id },
        },
        trx,
      );
      return { cmntId, sent };
    });
    if (sent) await this.outbox?.deliver([sent]);
    return ok(COMMUNITY_MESSAGES.commentSaved, { cmntId });
  }

  /** A comment of this post (deleted or not): its writer and state. */
  private async commentOf(id: number, cmntId: number) {
    const owner = await this.repo.commentOwner(cmntId);
    if (!owner || owner.comunBltartclId !== id) throw AppError.notFound(COMMUNITY_MESSAGES.commentNotFound);
    return owner;
  }

  async updateComment(id: number, body: CommentUpdateBody, user: SessionUser) {
    const owner = await this.commentOf(id, body.cmntId);
    authorize(can(user, 'edit', owner), COMMUNITY_MESSAGES.notYourComment);
    if (owner.useYn !== 'Y') throw AppError.notFound(COMMUNITY_MESSAGES.commentNotFound);
    await this.assertClean([body.cmntCn]);
    if (!(await this.repo.updateComment(body.cmntId, body.cmntCn, this.now()))) {
      throw AppError.notFound(COMMUNITY_MESSAGES.commentNotFound);
    }
    return ok(COMMUNITY_MESSAGES.commentUpdated, { cmntId: body.cmntId });
  }

  async removeComment(id: number, body: CommentDeleteBody, user: SessionUser) {
    if (body.comunBltartclId !== id) throw AppError.badRequest(COMMUNITY_MESSAGES.commentPostMismatch);
    const owner = await this.commentOf(id, body.cmntId);
    authorize(can(user, 'delete', owner), COMMUNITY_MESSAGES.notYourComment);
    if (!(await this.repo.deleteComment(body.cmntId, this.now()))) {
      throw AppError.notFound(COMMUNITY_MESSAGES.commentNotFound);
    }
    return ok(COMMUNITY_MESSAGES.commentDeleted);
  }

  /**
   * A member reports another's post or comment once; the report that makes `REPORT_HIDE_THRESHOLD` pending reports
   * from different members hides it (the target's row lock orders simultaneous reports; the unique constraint and one conditional update decide).
   */
  async report(body: ReportBody, user: SessionUser) {
    const missing = body.trgtType === 'comment' ? COMMUNITY_MESSAGES.commentNotFound : COMMUNITY_MESSAGES.notFound;
    const kind = this.reportTargets[body.trgtType];
    if (!kind) throw AppError.notFound(missing);
    await this.transaction(async (trx) => {
      const target = await kind.find(trx, body.trgtId);
      if (!target) throw AppError.notFound(missing);
      authorize(target.userId === null || can(user, 'report', { userId: target.userId }), COMMUNITY_MESSAGES.ownReport);
      await kind.lock(trx, body.trgtId);
      const repo = new CommunityRepository(trx);
      const inserted = await repo.insertReport({
        trgtType: body.trgtType,
        trgtId: body.trgtId,
        userId: user.userId,
        rsnCd: body.rsnCd,
        rsnCn: body.rsnCn || null,
        regDt: this.now(),
      });
      if (!inserted) throw AppError.conflict(COMMUNITY_MESSAGES.alreadyReported);
      if ((await repo.pendingReports(body.trgtType, body.trgtId)) >= REPORT_HIDE_THRESHOLD) {
        await kind.hide(trx, body.trgtId);
      }
    });
    return ok(COMMUNITY_MESSAGES.reported);
  }

  async reportQueue(q: ReportQueueQuery): Promise<Page<ReportQueueItem>> {
    const { rows, reasons, total } = await this.repo.reportQueue(q, q.pageSize, pageOffset(q));
    const key = (type: string, id: number) => `${type}:${id}`;
    const targets = new Map<string, ReportTargetExcerpt>();
    await this.transaction(async (trx) => {
      for (const [type, kind] of Object.entries(this.reportTargets)) {
        const ids = rows.filter((r) => r.trgtType === type).map((r) => r.trgtId);
        if (ids.length === 0 || !kind) continue;
        for (const t of await kind.excerpts(trx, ids)) targets.set(key(type, t.id), t);
      }
    });
    const items = rows.map((r): ReportQueueItem => {
      const t = targets.get(key(r.trgtType, r.trgtId));
      return {
        trgtType: r.trgtType,
        trgtId: r.trgtId,
        comunBltartclId: t?.postId ?? 0,
        trgtUrl: t?.url ?? '',
        excerpt: t ? htmlToText(t.excerpt).slice(0, SUMMARY_LENGTH) : '',
        text: t ? htmlToText(t.text).slice(0, REPORT_TEXT_MAX) : '',
        writerId: t?.userId ?? null,
        writerLgnId: t?.lgnId ?? '',
        // A broadcast's channel is no member's personal data.
        writerNm: t ? (t.userId === null ? t.userNm : maskName(t.userNm)) : '',
        rptCnt: Number(r.rptCnt),
        reasons: reasons
          .filter((x) => x.trgtType === r.trgtType && x.trgtId === r.trgtId)
          .map((x) => ({ rsnCd: x.rsnCd, rsnNm: queueReasonName(r.trgtType, x.rsnCd), cnt: Number(x.cnt) })),
        hidden: t?.expsrYn !== 'Y',
        lastRptDt: toSeoulIso(new Date(String(r.lastRptDt))),
      };
    });
    return toPage(items, total, q);
  }

  /**
   * An operator's decision on a reported target (decision 034): show it again, or delete it, on the copy read (the
   * latest pending report's time; a report since or another operator's decision first is a stale copy); its pending
   * reports are closed, the audit keeps the reason, and the writer and each reporter are told the outcome by text
   * message when their number is known.
   */
  async decide(
    actor: ConsoleActor,
    type: ReportTarget,
    id: number,
    decision: 'restore' | 'remove',
    body: ReportDecisionBody,
  ) {
    const now = this.now();
    const kind = this.reportTargets[type];
    if (!kind) throw AppError.notFound(COMMUNITY_MESSAGES.reportNotFound);
    const sent = await this.transaction(async (trx): Promise<number[]> => {
      const repo = new CommunityRepository(trx);
      // A target its writer deleted since is not found, but its reports are still closed (the queue empties).
      const target = await kind.find(trx, id);
      // The target's row lock orders this decision after any report or decision under way.
      await kind.lock(trx, id);
      const copy = await repo.pendingCopy(type, id);
      if (copy.n === 0 || !copy.lastRptDt || toSeoulIso(new Date(copy.lastRptDt)) !== body.updtDt) {
        throw AppError.staleCopy();
      }
      const prcsStts = decision === 'restore' ? 'RESTORED' : 'REMOVED';
      const reporters = this.outbox ? await repo.pendingReporters(type, id) : [];
      const closed = await repo.closeReports(type, id, prcsStts, actor.user.userId, now);
      if (closed !== copy.n) throw AppError.staleCopy();
      if (target) await kind.decide(trx, id, decision, now);
      await this.records.audit(
        actor,
        {
          targetKind: 'communityReport',
          targetId: `${type}:${id}`,
          action: decision === 'restore' ? 'RESTORE' : 'REMOVE',
          before: { prcsStts: 'PENDING', rptCnt: copy.n, expsrYn: target?.expsrYn ?? null },
          after: { prcsStts, reason: body.reason },
        },
        trx,
      );
      if (!this.outbox) return [];
      const ids: number[] = [];
      const writerId = target?.userId ?? null;
      const mobile = writerId !== null ? await repo.mobileOf(writerId) : null;
      if (writerId !== null && mobile) {
        ids.push(
          await this.outbox.enqueue(
            {
              channel: 'SMS',
              recipient: mobile,
              userId: writerId,
              kind: 'COMMUNITY_REPORT_DECIDED',
              // A restored board post is linked (and its notification goes if the post goes); anything else opens
              // the board.
              ...(type === 'post' && decision === 'restore'
                ? { link: communityPath(id), target: { type: 'community-post' as const, id } }
                : { link: communityListPath() }),
              body:
                decision === 'restore'
                  ? '[온판] 신고된 회원님의 글을 운영자가 확인하고 다시 공개했습니다.'
                  : `[온판] 신고된 회원님의 글을 운영자가 확인하고 삭제했습니다. 사유: ${body.reason}`,
            },
            trx,
          ),
        );
      }
      // Each reporter hears the outcome of their report (the reason is the writer's business, not theirs).
      for (const r of reporters) {
        ids.push(
          await this.outbox.enqueue(
            {
              channel: 'SMS',
              recipient: r.mblNo,
              userId: r.userId,
              kind: 'COMMUNITY_REPORT_OUTCOME',
              body: REPORTER_OUTCOME[type === 'brc' ? 'brc' : 'writing'][decision],
            },
            trx,
          ),
        );
      }
      return ids;
    });
    if (sent.length > 0 && this.outbox) await this.outbox.deliver(sent);
    return ok(decision === 'restore' ? COMMUNITY_MESSAGES.restored : COMMUNITY_MESSAGES.removed);
  }

  /** Targets waiting for an operator (the dashboard's queue). */
  async waitingReports(): Promise<number> {
    const { total } = await this.repo.reportQueue({ prcsStts: 'PENDING', pageNo: 1, pageSize: 1 }, 1, 0);
    return total;
  }
}
