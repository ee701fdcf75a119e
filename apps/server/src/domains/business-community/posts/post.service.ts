import type { Page } from '@onfan/contracts/envelope';
import type {
  MbrRole,
  PostDetail,
  PostListQuery,
  PostSummary,
  postBodySchema,
} from '@onfan/contracts/business-community';
import {
  BUSINESS_COMMUNITY_MAX_ATCH,
  BUSINESS_COMMUNITY_MAX_IMAGES,
  BUSINESS_COMMUNITY_MESSAGES as M,
  BUSINESS_COMMUNITY_TOP_SIZE,
  BUSINESS_COMMUNITY_VIEW_TYPE,
  businessCommunityEndpoints,
  WAITING_POST_REASON,
} from '@onfan/contracts/business-community';
import { endpointPath } from '@onfan/contracts/endpoint';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import type { z } from 'zod';
import type { Executor, RunInTransaction } from '../../../db/executor.js';
import type { SessionUser } from '../../../http/access.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/command.js';
import { endpointUrl } from '../../../http/endpoint-route.js';
import { pageOffset, toPage } from '../../../http/paging.js';
import { authorize, isOperator } from '../../../http/policy.js';
import type { Clock } from '../../../lib/clock.js';
import { prepareBody } from '../../community/community.service.js';
import type { AttachmentFile } from '../../content/content.service.js';
import type { NotificationOutbox } from '../../auth/notification/outbox.js';
import type { ContentViewService } from '../../content-view/content-view.service.js';
import type { FileStorage } from '../../upload/storage.js';
import type { FileSource } from '../../upload/upload.multipart.js';
import { ATTACHMENT_TYPES, type UploadService } from '../../upload/upload.service.js';
import { atchOf, downloadOf } from '../business-community.files.js';
import { can } from '../business-community.policy.js';
import type { Decision, BusinessCommunityService } from '../business-community.service.js';
import { iso, writerOf } from '../business-community.view.js';
import type { PostRow } from './post.repository.js';
import { PostRepository } from './post.repository.js';

type PostBody = z.output<typeof postBodySchema>;

/** A post as the approval queue decides it (what the console's audit row records). */
export type DecidedPost = NonNullable<Awaited<ReturnType<PostRepository['postState']>>>;

const SUMMARY_LENGTH = 120;

/**
 * The small-business community's posts: lists and a post's page, writing with the community board's body rules (one
 * sanitizer, one prohibited-word check, plus the community's own words), a member's first post held for a manager's
 * approval where the community says so, likes once per member, and the posts' files. What is the community's (is it
 * there, the caller's role, the words) it asks the community's service.
 */
export class PostService {
  constructor(
    private readonly repo: PostRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly communities: BusinessCommunityService,
    private readonly views: ContentViewService,
    private readonly uploads: UploadService,
    private readonly storage: FileStorage,
    private readonly outbox: NotificationOutbox,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private async viewCounts(rows: readonly { cmntPostId: number }[]) {
    return this.views.countsOf(
      BUSINESS_COMMUNITY_VIEW_TYPE,
      rows.map((r) => r.cmntPostId),
    );
  }

  private postSummary(row: PostRow, counts: Map<string, number>, user: SessionUser | null): PostSummary {
    return {
      cmntPostId: row.cmntPostId,
      cmntId: row.cmntId,
      cmntNm: row.cmntNm,
      cmntBrdMntId: row.cmntBrdMntId,
      brdNm: row.brdNm,
      postTit: row.postTit,
      smry: row.cnText.slice(0, SUMMARY_LENGTH),
      thmbnlImgPtUrl: row.thmbnlImgPtUrl,
      fixYn: row.fixYn,
      aprvSttsCd: row.aprvSttsCd,
      inqCnt: counts.get(String(row.cmntPostId)) ?? 0,
      likCnt: row.likCnt,
      rplyCnt: row.rplyCnt,
      regDt: iso(row.regDt),
      mdfcnDt: iso(row.mdfcnDt),
      ...writerOf(row, user),
    };
  }

  async posts(q: PostListQuery, user: SessionUser | null): Promise<Page<PostSummary>> {
    if (q.cmntId) await this.communities.community(q.cmntId);
    const { rows, total } = await this.repo.listPosts({
      cmntId: q.cmntId,
      cmntBrdMntId: q.cmntBrdMntId,
      searchTerm: q.searchTerm || undefined,
      searchOption: q.searchOption,
      viewerId: user?.userId ?? null,
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    const counts = await this.viewCounts(rows);
    return toPage(
      rows.map((r) => this.postSummary(r, counts, user)),
      total,
      q,
    );
  }

  async top(cmntId: number | undefined, user: SessionUser | null): Promise<PostSummary[]> {
    const rows = await this.repo.topPosts(cmntId, BUSINESS_COMMUNITY_TOP_SIZE);
    const counts = await this.viewCounts(rows);
    return rows.map((r) => this.postSummary(r, counts, user));
  }

  /** The community's waiting work for its managers: join requests (the community's) and first posts. */
  async waiting(cmntId: number, user: SessionUser) {
    const members = await this.communities.waitingMembers(cmntId, user);
    const posts = await this.repo.waitingPosts(cmntId);
    const counts = await this.viewCounts(posts);
    return { members, posts: posts.map((p) => this.postSummary(p, counts, user)) };
  }

  /** A post that is there; one waiting for approval only for its writer and the community's managers. */
  async visiblePost(id: number, user: SessionUser | null) {
    const row = await this.existing(id);
    if (row.expsrYn !== 'Y' && !isOperator(user)) throw AppError.notFound(M.hiddenPost);
    const role = await this.communities.activeRole(row.cmntId, user?.userId);
    if (row.aprvSttsCd !== 'APPROVED' && !can(user, 'readWaiting', { role, writerId: row.userId })) {
      throw new AppError(404, M.waitingPost, { reason: WAITING_POST_REASON });
    }
    return { row, role };
  }

  async post(id: number, user: SessionUser | null): Promise<PostDetail> {
    const { row, role } = await this.visiblePost(id, user);
    const [counts, liked, files] = await Promise.all([
      this.viewCounts([row]),
      user ? this.repo.liked(id, user.userId) : false,
      this.repo.postAttachments(id),
    ]);
    const rowWriter = { role, writerId: row.userId };
    return {
      ...this.postSummary(row, counts, user),
      postCn: row.postCn,
      atchList: files.map((f) =>
        atchOf(
          f,
          endpointUrl({
            path: endpointPath(businessCommunityEndpoints.postDownload, { cmntPostId: id, fileId: f.fileId }),
          }),
        ),
      ),
      myLikYn: liked ? 'Y' : 'N',
      canEdit: can(user, 'edit', rowWriter),
      canDelete: can(user, 'delete', rowWriter),
      canApprove: row.aprvSttsCd === 'WAIT' && can(user, 'manage', rowWriter),
    };
  }

  /** A post that is there (shown or not), or 404. */
  async existing(id: number): Promise<PostRow> {
    const row = await this.repo.findPost(id);
    if (!row) throw AppError.notFound(M.postNotFound);
    return row;
  }

  /** The values saved: a members' board of this community, a sanitized body, no prohibited word, pins by managers. */
  private async postValues(body: PostBody, role: MbrRole | null, user: SessionUser) {
    const board = await this.communities.board(body.cmntBrdMntId);
    if (!board || board.cmntId !== body.cmntId || board.brdSeCd !== 'POST') {
      throw AppError.badRequest(M.boardNotFound);
    }
    if (body.fixYn === 'Y') authorize(can(user, 'manage', { role }), M.pinManagersOnly);
    const { cn, text, thumbnail } = prepareBody(body.postCn);
    await this.communities.assertClean(body.cmntId, [body.postTit, text]);
    return {
      cmntBrdMntId: body.cmntBrdMntId,
      postTit: body.postTit,
      postCn: cn,
      cnText: text,
      thmbnlImgPtUrl: thumbnail,
      fixYn: body.fixYn,
      mdfcnDt: this.now(),
    };
  }

  /** An active member writes; a member's first post waits for approval where the community says so. */
  async createPost(body: PostBody, user: SessionUser) {
    const cmnt = await this.communities.community(body.cmntId);
    const role = await this.communities.activeRole(cmnt.cmntId, user.userId);
    authorize(can(user, 'write', { role }), M.notMember);
    const values = await this.postValues(body, role, user);
    const waits = await this.communities.firstPostWaits(cmnt, user, role);
    const aprvSttsCd = waits ? ('WAIT' as const) : ('APPROVED' as const);
    await this.assertOwnFiles(body.atchFileIds, user, []);
    const cmntPostId = await this.transaction(async (trx) => {
      const repo = new PostRepository(trx);
      const newId = await repo.insertPost({
        ...values,
        cmntId: cmnt.cmntId,
        userId: user.userId,
        aprvSttsCd,
        regDt: values.mdfcnDt,
      });
      await repo.setPostAttachments(newId, body.atchFileIds);
      return newId;
    });
    return ok(waits ? M.savedWaiting : M.saved, { cmntPostId, aprvSttsCd });
  }

  async updatePost(id: number, body: PostBody, user: SessionUser) {
    const row = await this.existing(id);
    authorize(can(user, 'edit', { role: null, writerId: row.userId }), M.notYourPost);
    if (body.cmntId !== row.cmntId) throw AppError.badRequest(M.boardNotFound);
    const role = await this.communities.activeRole(row.cmntId, user.userId);
    const values = await this.postValues(body, role, user);
    const attached = (await this.repo.postAttachments(id)).map((f) => f.fileId);
    await this.assertOwnFiles(body.atchFileIds, user, attached);
    await this.transaction(async (trx) => {
      const repo = new PostRepository(trx);
      if (!(await repo.updatePost(id, values))) throw AppError.notFound(M.postNotFound);
      await repo.setPostAttachments(id, body.atchFileIds);
    });
    return ok(M.updated, { cmntPostId: id, aprvSttsCd: row.aprvSttsCd });
  }

  /** The writer, the community's managers or an operator delete; who may is asked before whether it is still there. */
  async removePost(id: number, user: SessionUser) {
    const owner = await this.repo.postOwner(id);
    if (!owner) throw AppError.notFound(M.postNotFound);
    const role = await this.communities.activeRole(owner.cmntId, user.userId);
    authorize(can(user, 'delete', { role, writerId: owner.userId }), M.cannotDeletePost);
    if (!(await this.repo.deletePost(id, this.now()))) throw AppError.notFound(M.postNotFound);
    return ok(M.deleted);
  }

  async approvePost(id: number, user: SessionUser) {
    await this.decidePost(id, 'APPROVE', user);
    return ok(M.postApproved);
  }

  async refusePost(id: number, reason: string, user: SessionUser) {
    await this.decidePost(id, 'REFUSE', user, { reason });
    return ok(M.postRefused);
  }

  /**
   * The one rule of a first post's decision, for the community's page and the console alike: the community's managers
   * (or an operator) approve a post waiting for approval (it is shown) or refuse it (it is deleted), and the writer is
   * told by text in the decision's transaction, with the reason of a refusal. `opts.copy` names the post read (its
   * `mdfcnDt`): the writer's edit since makes it stale. `opts.cmntId`, when given, is the community the caller found it
   * in. `opts.within` runs in the decision's transaction with the post as decided (the console's audit row).
   */
  async decidePost(
    id: number,
    decision: Decision,
    user: SessionUser,
    opts: {
      copy?: string;
      cmntId?: number;
      reason?: string;
      within?: (trx: Executor, decided: DecidedPost) => Promise<void>;
    } = {},
  ): Promise<void> {
    const owner = await this.repo.postOwner(id);
    if (!owner || (opts.cmntId !== undefined && owner.cmntId !== opts.cmntId)) {
      throw AppError.notFound(M.postNotFound);
    }
    await this.communities.assertManager(owner.cmntId, user);
    if (owner.useYn !== 'Y') throw AppError.notFound(M.postNotFound);
    const cmnt = await this.communities.community(owner.cmntId);
    const sent = await this.transaction(async (trx) => {
      const repo = new PostRepository(trx);
      const done =
        decision === 'APPROVE'
          ? await repo.approvePost(id, opts.copy)
          : await repo.refusePost(id, this.now(), opts.copy);
      if (!done) {
        const now = await repo.postState(id);
        if (opts.copy !== undefined && now?.useYn === 'Y' && now.aprvSttsCd === 'WAIT') throw AppError.staleCopy();
        throw AppError.conflict(M.postNotWaiting);
      }
      if (opts.within) await opts.within(trx, (await repo.postState(id))!);
      return this.communities.tell(
        trx,
        owner.userId,
        'SCOMMUNITY_POST_DECIDED',
        decision === 'APPROVE'
          ? `[온판] '${cmnt.cmntNm}' 커뮤니티에 쓴 글이 승인되어 공개되었습니다.`
          : `[온판] '${cmnt.cmntNm}' 커뮤니티에 쓴 글이 승인되지 않았습니다.${opts.reason ? ` 사유: ${opts.reason}` : ''}`,
        owner.cmntId,
      );
    });
    if (sent !== null) await this.outbox.deliver([sent]);
  }

  /**
   * Likes (Y), unlikes (N) or toggles (absent) the caller's like: the community's members like (the policy's `like`,
   * the rule of posting and replying), anyone takes their own like back. The path's member must be the caller. One
   * like per member and post is the primary key's: simultaneous likes insert one row; the count is read from the
   * database.
   */
  async like(id: number, userId: number, likYn: 'Y' | 'N' | undefined, user: SessionUser) {
    authorize(can(user, 'own', { role: null, writerId: userId }), M.likeSelfOnly);
    const { role } = await this.visiblePost(id, user);
    let want = likYn;
    if (want === undefined) want = (await this.repo.liked(id, user.userId)) ? 'N' : 'Y';
    // Liking is for the community's members, as writing is; taking one's own like back is not refused.
    if (want === 'Y') authorize(can(user, 'like', { role }), M.notMember);
    if (want === 'Y') await this.repo.insertLike(id, user.userId, this.now());
    else await this.repo.deleteLike(id, user.userId);
    const likCnt = await this.repo.likeCount(id);
    return ok(want === 'Y' ? M.liked : M.unliked, { likYn: want, likCnt });
  }

  /** Attachments are files the writer uploaded for posts (or the post's own already). */
  private async assertOwnFiles(fileIds: readonly string[], user: SessionUser, attached: readonly string[]) {
    const fresh = fileIds.filter((f) => !attached.includes(f));
    const own = await this.repo.ownAttachmentUploads(user.userId, fresh);
    if (own.length !== new Set(fresh).size || new Set(fileIds).size !== fileIds.length) {
      throw AppError.badRequest(M.atchNotYours);
    }
  }

  /** post/atch/upload: up to 4 files by content (PDF, HWP, Office, ZIP, images), kept under their Korean names. */
  async uploadAttachments(user: SessionUser, files: FileSource) {
    const received = await files(UPLOAD_FIELD.multiple, BUSINESS_COMMUNITY_MAX_ATCH);
    const checked = await this.uploads.checkFiles(received, ATTACHMENT_TYPES, M.atchInvalid);
    const saved = await this.uploads.store(checked, {
      menuType: 'scommunity',
      contentsType: 'atch',
      userId: user.userId,
    });
    return ok(UPLOAD_MESSAGES.uploaded, {
      files: saved.map((f, i) => ({
        fileId: f.fileId,
        fileNm: checked[i]!.originalName,
        fileSz: checked[i]!.buffer.length,
        downloadUrl: '',
      })),
    });
  }

  async postDownload(cmntPostId: number, fileId: string, user: SessionUser | null): Promise<AttachmentFile> {
    await this.visiblePost(cmntPostId, user);
    return downloadOf(this.storage, await this.repo.postAttachments(cmntPostId), fileId);
  }

  async uploadImages(user: SessionUser, files: FileSource) {
    const saved = await this.uploads.saveImages(await files(UPLOAD_FIELD.multiple, BUSINESS_COMMUNITY_MAX_IMAGES), {
      menuType: 'scommunity',
      contentsType: 'img',
      userId: user.userId,
    });
    return ok(UPLOAD_MESSAGES.uploaded, { urls: saved.map((s) => s.url) });
  }
}
