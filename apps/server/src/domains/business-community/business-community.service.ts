import type { Page } from '@onfan/contracts/envelope';
import { businessCommunityPath } from '@onfan/contracts/portal-path';
import { maskName, maskedNick } from '@onfan/contracts/mask';
import type {
  CmntDetail,
  CmntListQuery,
  CmntSummary,
  JoinBody,
  MbrRole,
  UserAtbtInfo,
} from '@onfan/contracts/business-community';
import {
  CMNT_SE_NAMES,
  JOIN_MTHD_NAMES,
  BUSINESS_COMMUNITY_MESSAGES as M,
  BUSINESS_COMMUNITY_REGIONS,
  BUSINESS_COMMUNITY_TRADES,
} from '@onfan/contracts/business-community';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import { authorize } from '../../http/policy.js';
import type { Clock } from '../../lib/clock.js';
import { refuseProhibited } from '../community/community.writing.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import { can } from './business-community.policy.js';
import type { CmntRow } from './business-community.repository.js';
import { BusinessCommunityRepository } from './business-community.repository.js';
import { iso } from './business-community.view.js';

/** What a manager decides on a join request or a first post. */
export type Decision = 'APPROVE' | 'REFUSE';

/**
 * The small-business community's communities and their members: the list and a community's page, joining by the
 * community's rules, leaving, a manager's decision on a join request, and the community's own prohibited words. The
 * sub-slices (posts/, replies/, boards/) ask it what is the community's: whether it is there, the caller's role in
 * it, whether the caller manages it, whether a text is clean, whether a member's first post still waits, and it tells
 * a member of a decision. Who may do what is business-community.policy.ts.
 */
export class BusinessCommunityService {
  constructor(
    private readonly repo: BusinessCommunityRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly prohibitedWords: ProhibitedWordService,
    private readonly outbox: NotificationOutbox,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  /** Refuses texts with a word of the portal's list or of the community's own, naming the rule and not the word. */
  assertClean(cmntId: number, texts: readonly string[]): Promise<void> {
    return refuseProhibited(this.prohibitedWords, texts, M.prohibited, () => this.repo.prohibitedWords(cmntId));
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

  /** A community that is open, or 404. */
  async community(cmntId: number): Promise<CmntRow> {
    const row = await this.repo.findCommunity(cmntId);
    if (!row) throw AppError.notFound(M.notFound);
    return row;
  }

  /** The caller's role in the community when an active member, else null. */
  activeRole(cmntId: number, userId: number | null | undefined): Promise<MbrRole | null> {
    return this.repo.activeRole(cmntId, userId);
  }

  /** Whether a member's next post waits for a manager's approval (the community asks it, and they have none approved). */
  async firstPostWaits(cmnt: CmntRow, user: SessionUser, role: MbrRole | null): Promise<boolean> {
    return (
      cmnt.firstPostAprvYn === 'Y' &&
      !can(user, 'manage', { role }) &&
      !(await this.repo.hasApprovedPost(cmnt.cmntId, user.userId))
    );
  }

  async detail(cmntId: number, user: SessionUser | null): Promise<CmntDetail> {
    const row = await this.community(cmntId);
    const [boards, mine] = await Promise.all([
      this.repo.boardsOf(cmntId),
      user ? this.repo.membership(cmntId, user.userId) : undefined,
    ]);
    const role = mine?.mbrSttsCd === 'ACTIVE' ? mine.mbrRoleCd : null;
    const firstPostWaits = user !== null && role !== null && (await this.firstPostWaits(row, user, role));
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
      tpbizOptions: [...BUSINESS_COMMUNITY_TRADES],
      rgnOptions: [...BUSINESS_COMMUNITY_REGIONS],
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
      if (!tpbizNm || !(BUSINESS_COMMUNITY_TRADES as readonly string[]).includes(tpbizNm)) {
        throw AppError.badRequest(M.tradeRequired);
      }
      if (cmnt.cmntSeCd === 'TRADE' && tpbizNm !== cmnt.ctgrNm) throw AppError.forbidden(M.tradeMismatch);
    }
    if (cmnt.rgnRqrYn === 'Y') {
      if (!rgnNm || !(BUSINESS_COMMUNITY_REGIONS as readonly string[]).includes(rgnNm)) {
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

  /** Refuses a caller who does not manage the community (its owner and managers, and the portal's operators). */
  async assertManager(cmntId: number, user: SessionUser): Promise<MbrRole | null> {
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
   * the in-app notification. A post's decision tells its writer through it too.
   */
  async tell(trx: Executor, userId: number, kind: string, body: string, cmntId?: number): Promise<number | null> {
    const to = await this.contactIn(trx, userId);
    if (!to) return null;
    // The member's in-app notification opens the community (and goes if the community is closed).
    const about = cmntId
      ? { link: businessCommunityPath(cmntId), target: { type: 'scommunity' as const, id: cmntId } }
      : { link: businessCommunityPath() };
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
      const repo = new BusinessCommunityRepository(trx);
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

  /** The join requests waiting for the community's managers (the community's waiting work with its first posts). */
  async waitingMembers(cmntId: number, user: SessionUser) {
    await this.community(cmntId);
    await this.assertManager(cmntId, user);
    const members = await this.repo.waitingMembers(cmntId);
    return members.map((m) => ({
      userId: m.userId,
      userNm: maskName(m.userNm),
      nickNm: maskedNick(m),
      vrfcYn: m.compCnfmYn,
      tpbizNm: m.tpbizNm,
      rgnNm: m.rgnNm,
      regDt: iso(m.regDt),
    }));
  }

  async prohibitedWordsOf(cmntId: number): Promise<string[]> {
    await this.community(cmntId);
    return this.repo.prohibitedWords(cmntId);
  }

  /** Where a member is told by e-mail or text, read in the caller's transaction. */
  contactIn(trx: Executor, userId: number) {
    return new BusinessCommunityRepository(trx).contact(userId);
  }

  // The community's boards (the notice and data boards' entries are boards/).

  async boards(cmntId: number) {
    await this.community(cmntId);
    return this.repo.boardsOf(cmntId);
  }

  /** A board that is there, in a community that is open (undefined otherwise). */
  board(cmntBrdMntId: number) {
    return this.repo.board(cmntBrdMntId);
  }
}
