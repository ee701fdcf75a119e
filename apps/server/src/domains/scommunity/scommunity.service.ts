import type { Page, PageQuery } from '@onfan/contracts/envelope';
import { scommunityPath, scommunityPostPath } from '@onfan/contracts/portal-path';
import { maskName } from '@onfan/contracts/mask';
import { createProhibitedMatcher } from '@onfan/contracts/prohibited';
import type {
  Atch,
  CmntDetail,
  CmntListQuery,
  CmntSummary,
  EntryDetail,
  EntrySummary,
  JoinBody,
  MbrRole,
  MyCmnt,
  PostDetail,
  PostListQuery,
  PostSummary,
  Reply,
  ReplyChild,
  ReplyCreateBody,
  UserAtbtInfo,
  postBodySchema,
} from '@onfan/contracts/scommunity';
import {
  CMNT_SE_NAMES,
  JOIN_MTHD_NAMES,
  SCOMMUNITY_ENTRY_VIEW_TYPE,
  SCOMMUNITY_MAX_ATCH,
  SCOMMUNITY_MAX_IMAGES,
  SCOMMUNITY_MESSAGES as M,
  SCOMMUNITY_REGIONS,
  SCOMMUNITY_TOP_SIZE,
  SCOMMUNITY_TRADES,
  SCOMMUNITY_VIEW_TYPE,
  scommunityEndpoints,
  WAITING_POST_REASON,
} from '@onfan/contracts/scommunity';
import { endpointPath } from '@onfan/contracts/endpoint';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import type { z } from 'zod';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { endpointUrl } from '../../http/endpoint-route.js';
import { pageOffset, toPage } from '../../http/paging.js';
import { authorize, isOperator } from '../../http/policy.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { maskedNick, prepareBody, replyExcerpt } from '../community/community.service.js';
import type { AttachmentFile } from '../content/content.service.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { ContentViewService } from '../content-view/content-view.service.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import type { FileStorage } from '../upload/storage.js';
import type { FileSource } from '../upload/upload.multipart.js';
import type { AcceptedTypes, UploadService } from '../upload/upload.service.js';
import { can } from './scommunity.policy.js';
import type { CmntRow, EntryRow, PostRow, ReplyRow, WriterColumns } from './scommunity.repository.js';
import { ScommunityRepository } from './scommunity.repository.js';

type PostBody = z.output<typeof postBodySchema>;
/** What a manager decides on a join request or a first post. */
export type Decision = 'APPROVE' | 'REFUSE';

const SUMMARY_LENGTH = 120;

/** What a post may carry, detected by content → the extension of its storage key. */
export const POST_ATCH_TYPES: AcceptedTypes = {
  'application/pdf': 'pdf',
  'application/x-cfb': 'hwp',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const iso = (s: string) => toSeoulIso(new Date(s));

/**
 * The small-business community: joining by the community's rules, posts with the community board's body rules (one
 * sanitizer, one prohibited-word check, plus the community's own words), likes once per member, replies two levels
 * deep, and the operators' notice and data boards. Who may do what is scommunity.policy.ts.
 */
export class ScommunityService {
  constructor(
    private readonly repo: ScommunityRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly views: ContentViewService,
    private readonly prohibitedWords: ProhibitedWordService,
    private readonly uploads: UploadService,
    private readonly storage: FileStorage,
    private readonly outbox: NotificationOutbox,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private writer(row: WriterColumns, user: SessionUser | null) {
    return {
      userId: row.userId,
      userNm: maskName(row.userNm),
      nickNm: maskedNick(row),
      imgPtUrl: row.profileImg,
      mine: can(user, 'own', { role: null, writerId: row.userId }),
      cmntMngr: row.writerRole === 'OWNER' || row.writerRole === 'MANAGER',
      vrfcYn: row.compCnfmYn,
    };
  }

  /** Refuses texts with a word of the portal's list or of the community's own, naming the rule and not the word. */
  private async assertClean(cmntId: number, texts: readonly string[]): Promise<void> {
    if ((await this.prohibitedWords.findIn(texts)) !== null) throw AppError.badRequest(M.prohibited);
    const own = await this.repo.prohibitedWords(cmntId);
    if (own.length === 0) return;
    const match = createProhibitedMatcher(own);
    if (texts.some((t) => t.trim() !== '' && match(t) !== null)) throw AppError.badRequest(M.prohibited);
  }

  // Communities.

  private summary(row: CmntRow): CmntSummary {
    return {
      cmntId: row.cmntId,
      cmntNm: row.cmntNm,
      cmntIntro: row.cmntIntro,
      cmntSeCd: row.cmntSeCd,
      cmntSeNm: CMNT_SE_NAMES[row.cmntSeCd],
      ctgrNm: row.ctgrNm,
      coverImgUrl: row.coverImgUrl,
      coverImgAlt: row.coverImgUrl ? row.coverImgAlt : null,
      joinMthdCd: row.joinMthdCd,
      joinMthdNm: JOIN_MTHD_NAMES[row.joinMthdCd],
      bzVrfcRqrYn: row.bzVrfcRqrYn,
      tpbizRqrYn: row.tpbizRqrYn,
      rgnRqrYn: row.rgnRqrYn,
      firstPostAprvYn: row.firstPostAprvYn,
      mbrCnt: row.mbrCnt,
      postCnt: row.postCnt,
    };
  }

  async list(q: CmntListQuery): Promise<Page<CmntSummary>> {
    const { rows, total } = await this.repo.listCommunities({
      cmntSeCd: q.cmntSeCd,
      searchTerm: q.searchTerm || undefined,
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    return toPage(
      rows.map((r) => this.summary(r)),
      total,
      q,
    );
  }

  private async community(cmntId: number): Promise<CmntRow> {
    const row = await this.repo.findCommunity(cmntId);
    if (!row) throw AppError.notFound(M.notFound);
    return row;
  }

  async detail(cmntId: number, user: SessionUser | null): Promise<CmntDetail> {
    const row = await this.community(cmntId);
    const [boards, mine] = await Promise.all([
      this.repo.boardsOf(cmntId),
      user ? this.repo.membership(cmntId, user.userId) : undefined,
    ]);
    const role = mine?.mbrSttsCd === 'ACTIVE' ? mine.mbrRoleCd : null;
    const firstPostWaits =
      row.firstPostAprvYn === 'Y' &&
      user !== null &&
      role !== null &&
      !can(user, 'manage', { role }) &&
      !(await this.repo.hasApprovedPost(cmntId, user.userId));
    return {
      ...this.summary(row),
      boards: boards.map(({ cmntBrdMntId, brdNm, brdSeCd }) => ({ cmntBrdMntId, brdNm, brdSeCd })),
      myMbrSttsCd: mine?.mbrSttsCd ?? 'NONE',
      myRoleCd: role,
      canManage: can(user, 'manage', { role }),
      myFirstPostWaits: firstPostWaits,
    };
  }

  async userAtbtInfo(user: SessionUser): Promise<UserAtbtInfo> {
    const attrs = await this.repo.userAttrs(user.userId);
    return {
      vrfcYn: attrs.compCnfmYn,
      compNm: attrs.compNm,
      tpbizOptions: [...SCOMMUNITY_TRADES],
      rgnOptions: [...SCOMMUNITY_REGIONS],
    };
  }

  /**
   * Joins by the community's rules: a verified company when it asks for one, the trade and region it asks (matching
   * the community's own when it gathers one trade or region); open communities take the member at once, the others
   * after a manager's approval. The primary key refuses a second join.
   */
  async join(cmntId: number, body: JoinBody, user: SessionUser) {
    const cmnt = await this.community(cmntId);
    if (cmnt.bzVrfcRqrYn === 'Y') {
      const attrs = await this.repo.userAttrs(user.userId);
      authorize(attrs.compCnfmYn === 'Y', M.verifiedOnly);
    }
    const tpbizNm = body.tpbizNm || null;
    const rgnNm = body.rgnNm || null;
    if (cmnt.tpbizRqrYn === 'Y') {
      if (!tpbizNm || !(SCOMMUNITY_TRADES as readonly string[]).includes(tpbizNm)) {
        throw AppError.badRequest(M.tradeRequired);
      }
      if (cmnt.cmntSeCd === 'TRADE' && tpbizNm !== cmnt.ctgrNm) throw AppError.forbidden(M.tradeMismatch);
    }
    if (cmnt.rgnRqrYn === 'Y') {
      if (!rgnNm || !(SCOMMUNITY_REGIONS as readonly string[]).includes(rgnNm)) {
        throw AppError.badRequest(M.regionRequired);
      }
      if (cmnt.cmntSeCd === 'REGION' && rgnNm !== cmnt.ctgrNm) throw AppError.forbidden(M.regionMismatch);
    }
    const mbrSttsCd = cmnt.joinMthdCd === 'OPEN' ? ('ACTIVE' as const) : ('WAIT' as const);
    const now = this.now();
    const inserted = await this.repo.insertMember({
      cmntId,
      userId: user.userId,
      mbrSttsCd,
      tpbizNm: cmnt.tpbizRqrYn === 'Y' ? tpbizNm : null,
      rgnNm: cmnt.rgnRqrYn === 'Y' ? rgnNm : null,
      regDt: now,
      aprvDt: mbrSttsCd === 'ACTIVE' ? now : null,
    });
    if (!inserted) throw AppError.conflict(M.alreadyJoined);
    return ok(mbrSttsCd === 'ACTIVE' ? M.joined : M.joinRequested, { mbrSttsCd });
  }

  async leave(cmntId: number, user: SessionUser) {
    await this.community(cmntId);
    const mine = await this.repo.membership(cmntId, user.userId);
    if (!mine) throw AppError.notFound(M.notMember);
    authorize(can(user, 'leave', { role: mine.mbrRoleCd }), M.ownerCannotLeave);
    if (!(await this.repo.deleteMember(cmntId, user.userId))) throw AppError.notFound(M.notMember);
    return ok(M.left);
  }

  private async assertManager(cmntId: number, user: SessionUser): Promise<MbrRole | null> {
    const role = await this.repo.activeRole(cmntId, user.userId);
    authorize(can(user, 'manage', { role }), M.managersOnly);
    return role;
  }

  async approveMember(cmntId: number, userId: number, user: SessionUser) {
    await this.decideMember(cmntId, userId, 'APPROVE', user);
    return ok(M.memberApproved);
  }

  async refuseMember(cmntId: number, userId: number, reason: string, user: SessionUser) {
    await this.decideMember(cmntId, userId, 'REFUSE', user, { reason });
    return ok(M.memberRefused);
  }

  /**
   * Writes the member's text message in the decision's transaction (none without a mobile number) and, either way,
   * the in-app notification.
   */
  private async tell(
    trx: Executor,
    userId: number,
    kind: string,
    body: string,
    cmntId?: number,
  ): Promise<number | null> {
    const to = await new ScommunityRepository(trx).contact(userId);
    if (!to) return null;
    // The member's in-app notification opens the community (and goes if the community is closed).
    const about = cmntId
      ? { link: scommunityPath(cmntId), target: { type: 'scommunity' as const, id: cmntId } }
      : { link: scommunityPath() };
    return this.outbox.enqueue({ channel: 'SMS', recipient: to.mblNo, userId, kind, body, ...about }, trx);
  }

  /**
   * The one rule of a join request's decision, for the community's page and the console alike: the community's
   * managers (or an operator) approve a waiting member (active at once) or refuse them (the request goes; they may ask
   * again), and the member is told by text in the decision's transaction, with the reason of a refusal. `opts.copy`
   * names the request read (its `regDt`): a newer request makes it stale. `opts.within` runs in the decision's
   * transaction (the console's audit row).
   */
  async decideMember(
    cmntId: number,
    userId: number,
    decision: Decision,
    user: SessionUser,
    opts: { copy?: string; reason?: string; within?: (trx: Executor) => Promise<void> } = {},
  ): Promise<void> {
    const cmnt = await this.community(cmntId);
    await this.assertManager(cmntId, user);
    const sent = await this.transaction(async (trx) => {
      const repo = new ScommunityRepository(trx);
      const done =
        decision === 'APPROVE'
          ? await repo.approveMember(cmntId, userId, this.now(), opts.copy)
          : await repo.refuseMember(cmntId, userId, opts.copy);
      if (!done) {
        const now = await repo.memberRow(cmntId, userId);
        if (opts.copy !== undefined && now?.mbrSttsCd === 'WAIT') throw AppError.staleCopy();
        throw AppError.notFound(M.memberNotWaiting);
      }
      await opts.within?.(trx);
      return this.tell(
        trx,
        userId,
        'SCOMMUNITY_JOIN_DECIDED',
        decision === 'APPROVE'
          ? `[온판] '${cmnt.cmntNm}' 커뮤니티 가입이 승인되었습니다.`
          : `[온판] '${cmnt.cmntNm}' 커뮤니티 가입 신청이 거절되었습니다.${opts.reason ? ` 사유: ${opts.reason}` : ''}`,
        cmntId,
      );
    });
    if (sent !== null) await this.outbox.deliver([sent]);
  }

  async waiting(cmntId: number, user: SessionUser) {
    await this.community(cmntId);
    await this.assertManager(cmntId, user);
    const [members, posts] = await Promise.all([this.repo.waitingMembers(cmntId), this.repo.waitingPosts(cmntId)]);
    const counts = await this.viewCounts(posts);
    return {
      members: members.map((m) => ({
        userId: m.userId,
        userNm: maskName(m.userNm),
        nickNm: maskedNick(m),
        vrfcYn: m.compCnfmYn,
        tpbizNm: m.tpbizNm,
        rgnNm: m.rgnNm,
        regDt: iso(m.regDt),
      })),
      posts: posts.map((p) => this.postSummary(p, counts, user)),
    };
  }

  async prohibitedWordsOf(cmntId: number): Promise<string[]> {
    await this.community(cmntId);
    return this.repo.prohibitedWords(cmntId);
  }

  // Posts.

  private async viewCounts(rows: readonly { cmntPostId: number }[]) {
    return this.views.countsOf(
      SCOMMUNITY_VIEW_TYPE,
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
      ...this.writer(row, user),
    };
  }

  async posts(q: PostListQuery, user: SessionUser | null): Promise<Page<PostSummary>> {
    if (q.cmntId) await this.community(q.cmntId);
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
    const rows = await this.repo.topPosts(cmntId, SCOMMUNITY_TOP_SIZE);
    const counts = await this.viewCounts(rows);
    return rows.map((r) => this.postSummary(r, counts, user));
  }

  /** A post that is there; one waiting for approval only for its writer and the community's managers. */
  private async visiblePost(id: number, user: SessionUser | null) {
    const row = await this.repo.findPost(id);
    if (!row) throw AppError.notFound(M.postNotFound);
    if (row.expsrYn !== 'Y' && !isOperator(user)) throw AppError.notFound(M.hiddenPost);
    const role = await this.repo.activeRole(row.cmntId, user?.userId);
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
      atchList: files.map((f) => ({
        fileId: f.fileId,
        fileNm: f.originalName,
        fileSz: Number(f.sizeBytes),
        downloadUrl: endpointUrl({
          path: endpointPath(scommunityEndpoints.postDownload, { cmntPostId: id, fileId: f.fileId }),
        }),
      })),
      myLikYn: liked ? 'Y' : 'N',
      canEdit: can(user, 'edit', rowWriter),
      canDelete: can(user, 'delete', rowWriter),
      canApprove: row.aprvSttsCd === 'WAIT' && can(user, 'manage', rowWriter),
    };
  }

  /** The values saved: a members' board of this community, a sanitized body, no prohibited word, pins by managers. */
  private async postValues(body: PostBody, role: MbrRole | null, user: SessionUser) {
    const board = await this.repo.board(body.cmntBrdMntId);
    if (!board || board.cmntId !== body.cmntId || board.brdSeCd !== 'POST') {
      throw AppError.badRequest(M.boardNotFound);
    }
    if (body.fixYn === 'Y') authorize(can(user, 'manage', { role }), M.pinManagersOnly);
    const { cn, text, thumbnail } = prepareBody(body.postCn);
    await this.assertClean(body.cmntId, [body.postTit, text]);
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
    const cmnt = await this.community(body.cmntId);
    const role = await this.repo.activeRole(cmnt.cmntId, user.userId);
    authorize(can(user, 'write', { role }), M.notMember);
    const values = await this.postValues(body, role, user);
    const waits =
      cmnt.firstPostAprvYn === 'Y' &&
      !can(user, 'manage', { role }) &&
      !(await this.repo.hasApprovedPost(cmnt.cmntId, user.userId));
    const aprvSttsCd = waits ? ('WAIT' as const) : ('APPROVED' as const);
    await this.assertOwnFiles(body.atchFileIds, user, []);
    const cmntPostId = await this.transaction(async (trx) => {
      const repo = new ScommunityRepository(trx);
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
    const row = await this.repo.findPost(id);
    if (!row) throw AppError.notFound(M.postNotFound);
    authorize(can(user, 'edit', { role: null, writerId: row.userId }), M.notYourPost);
    if (body.cmntId !== row.cmntId) throw AppError.badRequest(M.boardNotFound);
    const role = await this.repo.activeRole(row.cmntId, user.userId);
    const values = await this.postValues(body, role, user);
    const attached = (await this.repo.postAttachments(id)).map((f) => f.fileId);
    await this.assertOwnFiles(body.atchFileIds, user, attached);
    await this.transaction(async (trx) => {
      const repo = new ScommunityRepository(trx);
      if (!(await repo.updatePost(id, values))) throw AppError.notFound(M.postNotFound);
      await repo.setPostAttachments(id, body.atchFileIds);
    });
    return ok(M.updated, { cmntPostId: id, aprvSttsCd: row.aprvSttsCd });
  }

  /** The writer, the community's managers or an operator delete; who may is asked before whether it is still there. */
  async removePost(id: number, user: SessionUser) {
    const owner = await this.repo.postOwner(id);
    if (!owner) throw AppError.notFound(M.postNotFound);
    const role = await this.repo.activeRole(owner.cmntId, user.userId);
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
   * in. `opts.within` runs in the decision's transaction (the console's audit row).
   */
  async decidePost(
    id: number,
    decision: Decision,
    user: SessionUser,
    opts: { copy?: string; cmntId?: number; reason?: string; within?: (trx: Executor) => Promise<void> } = {},
  ): Promise<void> {
    const owner = await this.repo.postOwner(id);
    if (!owner || (opts.cmntId !== undefined && owner.cmntId !== opts.cmntId)) {
      throw AppError.notFound(M.postNotFound);
    }
    await this.assertManager(owner.cmntId, user);
    if (owner.useYn !== 'Y') throw AppError.notFound(M.postNotFound);
    const cmnt = await this.community(owner.cmntId);
    const sent = await this.transaction(async (trx) => {
      const repo = new ScommunityRepository(trx);
      const done =
        decision === 'APPROVE'
          ? await repo.approvePost(id, opts.copy)
          : await repo.refusePost(id, this.now(), opts.copy);
      if (!done) {
        const now = await repo.postState(id);
        if (opts.copy !== undefined && now?.useYn === 'Y' && now.aprvSttsCd === 'WAIT') throw AppError.staleCopy();
        throw AppError.conflict(M.postNotWaiting);
      }
      await opts.within?.(trx);
      return this.tell(
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
    const received = await files(UPLOAD_FIELD.multiple, SCOMMUNITY_MAX_ATCH);
    const checked = await this.uploads.checkFiles(received, POST_ATCH_TYPES, M.atchInvalid);
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
    const file = (await this.repo.postAttachments(cmntPostId)).find((f) => f.fileId === fileId);
    if (!file) throw AppError.notFound(M.fileNotFound);
    const stored = await this.storage.get(file.storageKey);
    if (!stored) throw AppError.notFound(M.fileNotFound);
    return { fileNm: file.originalName, mimeType: file.mimeType, size: stored.size, stream: stored.stream };
  }

  async uploadImages(user: SessionUser, files: FileSource) {
    const saved = await this.uploads.saveImages(await files(UPLOAD_FIELD.multiple, SCOMMUNITY_MAX_IMAGES), {
      menuType: 'scommunity',
      contentsType: 'img',
      userId: user.userId,
    });
    return ok(UPLOAD_MESSAGES.uploaded, { urls: saved.map((s) => s.url) });
  }

  // Replies.

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
      ...this.writer(row, user),
      // A deleted reply names nobody.
      ...(deleted ? { userNm: '', nickNm: null, imgPtUrl: null, vrfcYn: 'N' as const, cmntMngr: false } : {}),
    };
  }

  /** Replies with their nested replies; a deleted reply stays as '삭제된 댓글입니다.' while a reply to it is there. */
  async replies(id: number, user: SessionUser | null) {
    const { row: post, role } = await this.visiblePost(id, user);
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
    const { row: post, role } = await this.visiblePost(id, user);
    authorize(can(user, 'write', { role }), M.notMember);
    let parentWriter: number | null = null;
    if (body.upRplyId !== undefined) {
      const parent = await this.repo.findReply(body.upRplyId);
      if (!parent || parent.cmntPostId !== id) throw AppError.notFound(M.replyNotFound);
      if (parent.upRplyId !== null) throw AppError.badRequest(M.replyDepth);
      if (parent.useYn !== 'Y' || parent.expsrYn !== 'Y') throw AppError.badRequest(M.replyToDeleted);
      parentWriter = parent.userId;
    }
    await this.assertClean(post.cmntId, [body.rplyCn]);
    const now = this.now();
    const { cmntPostRplyId, sent } = await this.transaction(async (trx) => {
      const repo = new ScommunityRepository(trx);
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
          recipient: (await repo.contact(to))?.userEmail ?? null,
          userId: to,
          kind: toReply ? 'SCOMMUNITY_REPLY_TO_REPLY' : 'SCOMMUNITY_REPLY',
          subject: toReply ? '[온판] 내 댓글에 새 답글이 달렸습니다' : '[온판] 내 글에 새 댓글이 달렸습니다',
          body: `[온판] '${post.cmntNm}' 커뮤니티 글 '${post.postTit}'의 회원님 ${toReply ? '댓글에 새 답글이' : '글에 새 댓글이'} 달렸습니다. ${replyExcerpt(body.rplyCn)}`,
          link: `${scommunityPostPath(id)}#scommunity-replies`,
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
    const post = await this.repo.findPost(id);
    if (!post) throw AppError.notFound(M.postNotFound);
    return { reply, post };
  }

  async updateReply(id: number, rplyId: number, rplyCn: string, user: SessionUser) {
    const { reply, post } = await this.replyOf(id, rplyId);
    authorize(can(user, 'edit', { role: null, writerId: reply.userId }), M.notYourReply);
    if (reply.useYn !== 'Y') throw AppError.notFound(M.replyNotFound);
    await this.assertClean(post.cmntId, [rplyCn]);
    if (!(await this.repo.updateReply(rplyId, rplyCn, this.now()))) throw AppError.notFound(M.replyNotFound);
    return ok(M.replyUpdated, { cmntPostRplyId: rplyId });
  }

  async removeReply(id: number, rplyId: number, user: SessionUser) {
    const { reply, post } = await this.replyOf(id, rplyId);
    const role = await this.repo.activeRole(post.cmntId, user.userId);
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

  // Notice and data boards.

  async boards(cmntId: number) {
    await this.community(cmntId);
    return this.repo.boardsOf(cmntId);
  }

  private entrySummary(row: EntryRow, counts: Map<string, number>, user: SessionUser | null): EntrySummary {
    return {
      cmntBrdId: row.cmntBrdId,
      cmntBrdMntId: row.cmntBrdMntId,
      cmntId: row.cmntId,
      brdTit: row.brdTit,
      fixYn: row.fixYn,
      inqCnt: counts.get(String(row.cmntBrdId)) ?? 0,
      atchCnt: row.atchCnt,
      regDt: iso(row.regDt),
      ...this.writer(row, user),
    };
  }

  async entries(cmntBrdMntId: number, q: PageQuery & { searchTerm?: string }, user: SessionUser | null) {
    const board = await this.repo.board(cmntBrdMntId);
    if (!board || board.brdSeCd === 'POST') throw AppError.notFound(M.boardNotFound);
    const { rows, total } = await this.repo.listEntries(
      cmntBrdMntId,
      q.searchTerm || undefined,
      q.pageSize,
      pageOffset(q),
    );
    const counts = await this.views.countsOf(
      SCOMMUNITY_ENTRY_VIEW_TYPE,
      rows.map((r) => r.cmntBrdId),
    );
    return {
      ...toPage(
        rows.map((r) => this.entrySummary(r, counts, user)),
        total,
        q,
      ),
      board,
    };
  }

  private async atchList(cmntBrdId: number): Promise<Atch[]> {
    const files = await this.repo.attachments(cmntBrdId);
    return files.map((f) => ({
      fileId: f.fileId,
      fileNm: f.originalName,
      fileSz: Number(f.sizeBytes),
      downloadUrl: endpointUrl({ path: endpointPath(scommunityEndpoints.download, { cmntBrdId, fileId: f.fileId }) }),
    }));
  }

  private async findEntry(cmntBrdId: number): Promise<EntryRow> {
    const row = await this.repo.findEntry(cmntBrdId);
    if (!row) throw AppError.notFound(M.entryNotFound);
    return row;
  }

  async entry(cmntBrdId: number, user: SessionUser | null): Promise<EntryDetail> {
    const row = await this.findEntry(cmntBrdId);
    const [counts, atchList] = await Promise.all([
      this.views.countsOf(SCOMMUNITY_ENTRY_VIEW_TYPE, [cmntBrdId]),
      this.atchList(cmntBrdId),
    ]);
    return {
      ...this.entrySummary(row, counts, user),
      cmntNm: row.cmntNm,
      brdNm: row.brdNm,
      brdSeCd: row.brdSeCd as EntryDetail['brdSeCd'],
      brdCn: row.brdCn,
      atchList,
    };
  }

  async attachments(cmntBrdId: number): Promise<Atch[]> {
    await this.findEntry(cmntBrdId);
    return this.atchList(cmntBrdId);
  }

  async download(cmntBrdId: number, fileId: string): Promise<AttachmentFile> {
    await this.findEntry(cmntBrdId);
    const file = (await this.repo.attachments(cmntBrdId)).find((f) => f.fileId === fileId);
    if (!file) throw AppError.notFound(M.fileNotFound);
    const stored = await this.storage.get(file.storageKey);
    if (!stored) throw AppError.notFound(M.fileNotFound);
    return { fileNm: file.originalName, mimeType: file.mimeType, size: stored.size, stream: stored.stream };
  }
}
