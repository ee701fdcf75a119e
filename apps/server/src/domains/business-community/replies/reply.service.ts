import type { Page, PageQuery } from '@onfan/contracts/envelope';
import { businessCommunityPostPath } from '@onfan/contracts/portal-path';
import type { MbrRole, MyCmnt, Reply, ReplyChild, ReplyCreateBody } from '@onfan/contracts/business-community';
import { BUSINESS_COMMUNITY_MESSAGES as M } from '@onfan/contracts/business-community';
import type { RunInTransaction } from '../../../db/executor.js';
import type { SessionUser } from '../../../http/access.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/command.js';
import { pageOffset, toPage } from '../../../http/paging.js';
import { authorize } from '../../../http/policy.js';
import type { Clock } from '../../../lib/clock.js';
import { replyExcerpt } from '../../community/community.service.js';
import type { NotificationOutbox } from '../../auth/notification/outbox.js';
import type { PostRow } from '../posts/post.repository.js';
import type { PostService } from '../posts/post.service.js';
import { can } from '../business-community.policy.js';
import type { BusinessCommunityService } from '../business-community.service.js';
import { iso, writerOf } from '../business-community.view.js';
import type { ReplyRow } from './reply.repository.js';
import { ReplyRepository } from './reply.repository.js';

/**
 * The replies to the small-business community's posts: two levels deep, a deleted reply kept for its replies, the
 * writer of what was replied to told, and a member's own comments. Whether the post may be read is the posts'
 * service's; the community's words and roles the community's.
 */
export class ReplyService {
  constructor(
    private readonly repo: ReplyRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly communities: BusinessCommunityService,
    private readonly posts: PostService,
    private readonly outbox: NotificationOutbox,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private reply(row: ReplyRow, post: PostRow, role: MbrRole | null, user: SessionUser | null): ReplyChild {
    const deleted = row.useYn !== 'Y' || row.expsrYn !== 'Y';
    const rowWriter = { role, writerId: row.userId };
    return {
      cmntPostRplyId: row.cmntPostRplyId,
      upRplyId: row.upRplyId,
      rplyCn: row.useYn !== 'Y' ? M.deletedReply : deleted ? M.hiddenReply : row.rplyCn,
      delYn: deleted ? 'Y' : 'N',
      regDt: iso(row.regDt),
      mdfcnDt: iso(row.mdfcnDt),
      writer: row.userId === post.userId,
      canEdit: !deleted && can(user, 'edit', rowWriter),
      canDelete: !deleted && can(user, 'delete', rowWriter),
      ...writerOf(row, user),
      // A deleted reply names nobody.
      ...(deleted ? { userNm: '', nickNm: null, imgPtUrl: null, vrfcYn: 'N' as const, cmntMngr: false } : {}),
    };
  }

  /** Replies with their nested replies; a deleted reply stays as '삭제된 댓글입니다.' while a reply to it is there. */
  async replies(id: number, user: SessionUser | null) {
    const { row: post, role } = await this.posts.visiblePost(id, user);
    const rows = await this.repo.replies(id);
    const children = new Map<number, ReplyChild[]>();
    for (const r of rows) {
      if (r.upRplyId === null || r.useYn !== 'Y' || r.expsrYn !== 'Y') continue;
      const list = children.get(r.upRplyId) ?? [];
      list.push(this.reply(r, post, role, user));
      children.set(r.upRplyId, list);
    }
    const items: Reply[] = [];
    for (const r of rows) {
      if (r.upRplyId !== null) continue;
      const kids = children.get(r.cmntPostRplyId) ?? [];
      if ((r.useYn !== 'Y' || r.expsrYn !== 'Y') && kids.length === 0) continue;
      items.push({ ...this.reply(r, post, role, user), children: kids });
    }
    const totalCount = rows.filter((r) => r.useYn === 'Y' && r.expsrYn === 'Y').length;
    return { items, totalCount };
  }

  /**
   * An active member replies to the post, or to a top-level reply of it (two levels, no deeper). The writer of what
   * was replied to (the reply's for a nested one, else the post's) is told, never of their own reply: by e-mail where
   * they have an address and take 커뮤니티 by e-mail, in the centre always, in the reply's transaction.
   */
  async createReply(id: number, body: ReplyCreateBody, user: SessionUser) {
    const { row: post, role } = await this.posts.visiblePost(id, user);
    authorize(can(user, 'write', { role }), M.notMember);
    let parentWriter: number | null = null;
    if (body.upRplyId !== undefined) {
      const parent = await this.repo.findReply(body.upRplyId);
      if (!parent || parent.cmntPostId !== id) throw AppError.notFound(M.replyNotFound);
      if (parent.upRplyId !== null) throw AppError.badRequest(M.replyDepth);
      if (parent.useYn !== 'Y' || parent.expsrYn !== 'Y') throw AppError.badRequest(M.replyToDeleted);
      parentWriter = parent.userId;
    }
    await this.communities.assertClean(post.cmntId, [body.rplyCn]);
    const now = this.now();
    const { cmntPostRplyId, sent } = await this.transaction(async (trx) => {
      const repo = new ReplyRepository(trx);
      const cmntPostRplyId = await repo.insertReply({
        cmntPostId: id,
        upRplyId: body.upRplyId ?? null,
        rplyCn: body.rplyCn,
        userId: user.userId,
        regDt: now,
        mdfcnDt: now,
      });
      const to = parentWriter ?? post.userId;
      if (to === user.userId) return { cmntPostRplyId, sent: 0 };
      const toReply = parentWriter !== null;
      const sent = await this.outbox.enqueue(
        {
          channel: 'EMAIL',
          recipient: (await this.communities.contactIn(trx, to))?.userEmail ?? null,
          userId: to,
          kind: toReply ? 'SCOMMUNITY_REPLY_TO_REPLY' : 'SCOMMUNITY_REPLY',
          subject: toReply ? '[온판] 내 댓글에 새 답글이 달렸습니다' : '[온판] 내 글에 새 댓글이 달렸습니다',
          body: `[온판] '${post.cmntNm}' 커뮤니티 글 '${post.postTit}'의 회원님 ${toReply ? '댓글에 새 답글이' : '글에 새 댓글이'} 달렸습니다. ${replyExcerpt(body.rplyCn)}`,
          link: `${businessCommunityPostPath(id)}#scommunity-replies`,
          target: { type: 'scommunity', id: post.cmntId },
        },
        trx,
      );
      return { cmntPostRplyId, sent };
    });
    if (sent) await this.outbox.deliver([sent]);
    return ok(M.replySaved, { cmntPostRplyId });
  }

  private async replyOf(id: number, rplyId: number) {
    const reply = await this.repo.findReply(rplyId);
    if (!reply || reply.cmntPostId !== id) throw AppError.notFound(M.replyNotFound);
    const post = await this.posts.existing(id);
    return { reply, post };
  }

  async updateReply(id: number, rplyId: number, rplyCn: string, user: SessionUser) {
    const { reply, post } = await this.replyOf(id, rplyId);
    authorize(can(user, 'edit', { role: null, writerId: reply.userId }), M.notYourReply);
    if (reply.useYn !== 'Y') throw AppError.notFound(M.replyNotFound);
    await this.communities.assertClean(post.cmntId, [rplyCn]);
    if (!(await this.repo.updateReply(rplyId, rplyCn, this.now()))) throw AppError.notFound(M.replyNotFound);
    return ok(M.replyUpdated, { cmntPostRplyId: rplyId });
  }

  async removeReply(id: number, rplyId: number, user: SessionUser) {
    const { reply, post } = await this.replyOf(id, rplyId);
    const role = await this.communities.activeRole(post.cmntId, user.userId);
    authorize(can(user, 'delete', { role, writerId: reply.userId }), M.cannotDeleteReply);
    if (!(await this.repo.deleteReply(rplyId, this.now()))) throw AppError.notFound(M.replyNotFound);
    return ok(M.replyDeleted);
  }

  async myCommentCount(user: SessionUser) {
    return { cnt: await this.repo.myReplyCount(user.userId) };
  }

  async myComments(q: PageQuery, user: SessionUser): Promise<Page<MyCmnt>> {
    const [total, rows] = await Promise.all([
      this.repo.myReplyCount(user.userId),
      this.repo.myReplies(user.userId, q.pageSize, pageOffset(q)),
    ]);
    return toPage(
      rows.map((r) => ({ ...r, regDt: iso(r.regDt) })),
      total,
      q,
    );
  }
}
