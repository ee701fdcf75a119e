import type { Page } from '@onfan/contracts/envelope';
import { businessCommunityPath } from '@onfan/contracts/portal-path';
import { maskLoginId, maskName } from '@onfan/contracts/mask';
import type {
  CmntDecisionBody,
  CmntDeskDetail,
  CmntDeskQuery,
  CmntDeskRow,
  CmntEditBody,
  CmntEntryDetail,
  CmntEntryEdit,
  CmntEntryQuery,
  CmntEntryRow,
  CmntEntryWrite,
  CmntManager,
  CmntManagerBody,
  CmntStateBody,
  CmntWaiting,
  CmntWrite,
  JoinRule,
} from '@onfan/contracts/business-community.admin';
import { CMNT_ENTRY_MAX_ATCH, BUSINESS_COMMUNITY_DESK_MESSAGES as M } from '@onfan/contracts/business-community.admin';
import { FILES_URL_PREFIX, UPLOAD_FIELD } from '@onfan/contracts/upload';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { FileSource } from '../upload/upload.multipart.js';
import { ATTACHMENT_TYPES, type UploadService } from '../upload/upload.service.js';
import { fitImages, type ImageBox } from '../upload/image-fit.js';
import { prepareBody } from '../community/community.service.js';
import {
  CMNT_COVER_UPLOAD,
  CMNT_ENTRY_UPLOAD,
  BusinessCommunityDeskRepository,
} from './business-community-desk.repository.js';
import { BusinessCommunityRepository } from './business-community.repository.js';
import type { PostService } from './posts/post.service.js';
import type { BusinessCommunityService } from './business-community.service.js';
import { iso } from './business-community.view.js';

type CmntRow = NonNullable<Awaited<ReturnType<BusinessCommunityDeskRepository['byId']>>>;
export type CmntCovers = Pick<UploadService, 'checkImages' | 'checkFiles' | 'store'>;

/** The community page's cover: 8:3 across the content column (at most 960 CSS pixels), at twice the density. */
const COVER_BOX: ImageBox = { width: 1920, height: 720 };

/** A community's boards, made with it (the seed's communities have the same three kinds). */
const NEW_BOARDS = [
  ['자유게시판', 'POST'],
  ['공지사항', 'NOTICE'],
  ['자료실', 'DATA'],
] as const;

function joinRuleOf(r: Pick<CmntRow, 'joinMthdCd' | 'bzVrfcRqrYn'>): JoinRule {
  return r.bzVrfcRqrYn === 'Y' ? 'VERIFIED' : r.joinMthdCd;
}

/** The columns a join rule sets: verified owners join at once once the company check passes. */
function joinColumns(rule: JoinRule) {
  return rule === 'VERIFIED'
    ? { joinMthdCd: 'OPEN' as const, bzVrfcRqrYn: 'Y' as const }
    : { joinMthdCd: rule, bzVrfcRqrYn: 'N' as const };
}

/** What the audit keeps of a community. */
function auditCopy(r: CmntRow) {
  return {
    cmntNm: r.cmntNm,
    cmntSeCd: r.cmntSeCd,
    ctgrNm: r.ctgrNm,
    cmntIntro: r.cmntIntro,
    joinRule: joinRuleOf(r),
    firstPostAprvYn: r.firstPostAprvYn,
    coverImgUrl: r.coverImgUrl,
    coverImgAlt: r.coverImgAlt,
    useYn: r.useYn,
    closRsn: r.closRsn,
    updtDt: r.updtDt,
  };
}

/**
 * The communities desk (issue 38, decision 034): communities created, edited, closed and reopened at the console, and
 * their join requests and first posts decided by the community's own rule (`BusinessCommunityService.decideMember` and
 * `PostService.decidePost`, the ones the community's page calls). Each change names the copy it was made on and
 * writes its audit row in its transaction; the member decided on is told by text message through the outbox.
 */
export class BusinessCommunityDeskService {
  constructor(
    private readonly repo: BusinessCommunityDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly covers: CmntCovers,
    private readonly businessCommunity: BusinessCommunityService,
    private readonly posts: PostService,
    private readonly outbox: NotificationOutbox,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private row(r: CmntRow): CmntDeskRow {
    return {
      cmntId: r.cmntId,
      cmntNm: r.cmntNm,
      cmntSeCd: r.cmntSeCd,
      ctgrNm: r.ctgrNm,
      joinRule: joinRuleOf(r),
      state: r.useYn === 'Y' ? 'OPEN' : 'CLOSED',
      mbrCnt: Number(r.mbrCnt ?? 0),
      waitCnt: Number(r.waitMbrCnt ?? 0) + Number(r.waitPostCnt ?? 0),
      regDt: iso(r.regDt),
      updtDt: r.updtDt,
    };
  }

  async list(q: CmntDeskQuery): Promise<Page<CmntDeskRow>> {
    const { items, total } = await this.repo.list(q);
    return toPage(
      items.map((r) => this.row(r)),
      total,
      q,
    );
  }

  private async find(cmntId: number, repo = this.repo): Promise<CmntRow> {
    const r = await repo.byId(cmntId);
    if (!r) throw AppError.notFound(M.notFound);
    return r;
  }

  async detail(cmntId: number): Promise<CmntDeskDetail> {
    const r = await this.find(cmntId);
    return {
      ...this.row(r),
      cmntIntro: r.cmntIntro,
      coverImgUrl: r.coverImgUrl,
      coverImgAlt: r.coverImgAlt,
      firstPostAprvYn: r.firstPostAprvYn,
      closRsn: r.useYn === 'Y' ? null : r.closRsn,
    };
  }

  /**
   * Stores a cover picture through the portal's image flow: checked by content, made to the size the community page
   * shows it at (decision 038), public.
   */
  async uploadCover(actor: ConsoleActor, files: FileSource) {
    const checked = await this.covers.checkImages(await files(UPLOAD_FIELD.multiple, 1));
    const [saved] = await this.covers.store(await fitImages(checked, COVER_BOX), {
      ...CMNT_COVER_UPLOAD,
      userId: actor.user.userId,
      public: true,
    });
    return ok(M.coverUploaded, { url: saved!.url });
  }

  /** A cover is the community's own, a seed picture, or one this operator uploaded at the desk. */
  private async checkCover(actor: ConsoleActor, url: string | null, own: string | null) {
    if (url === null || url === own) return;
    const key = url.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : null;
    if (key === null || !(await this.repo.ownCover(actor.user.userId, key))) {
      throw AppError.badRequest(M.coverInvalid, [{ field: 'coverImgUrl', message: M.coverInvalid }]);
    }
  }

  private async checkName(repo: BusinessCommunityDeskRepository, cmntNm: string, exceptId: number | null) {
    if (await repo.nameTaken(cmntNm, exceptId)) {
      throw AppError.badRequest(M.nameTaken, [{ field: 'cmntNm', message: M.nameTaken }]);
    }
  }

  private values(body: CmntWrite, now: string) {
    return {
      cmntNm: body.cmntNm,
      cmntIntro: body.cmntIntro,
      cmntSeCd: body.cmntSeCd,
      ctgrNm: body.ctgrNm,
      ...joinColumns(body.joinRule),
      // A trade or region community asks the member's trade or region, as the seed's do.
      tpbizRqrYn: body.cmntSeCd === 'TRADE' ? ('Y' as const) : ('N' as const),
      rgnRqrYn: body.cmntSeCd === 'REGION' ? ('Y' as const) : ('N' as const),
      firstPostAprvYn: body.firstPostAprvYn,
      coverImgUrl: body.coverImgUrl,
      coverImgAlt: body.coverImgUrl ? body.coverImgAlt : null,
      updtDt: now,
    };
  }

  /** Runs a write, answering the unique name index's refusal (a simultaneous same name) as the field's error. */
  private async named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.badRequest(M.nameTaken, [{ field: 'cmntNm', message: M.nameTaken }]);
      throw err;
    }
  }

  async create(actor: ConsoleActor, body: CmntWrite) {
    const now = this.now();
    const values = this.values(body, now);
    await this.checkCover(actor, body.coverImgUrl, null);
    const cmntId = await this.named(() =>
      this.transaction(async (trx) => {
        const repo = new BusinessCommunityDeskRepository(trx);
        await this.checkName(repo, body.cmntNm, null);
        const community = new BusinessCommunityRepository(trx);
        const id = await community.insertCommunity({ ...values, sortSeq: await repo.nextSortSeq(), regDt: now });
        for (const [i, [brdNm, brdSeCd]] of NEW_BOARDS.entries()) {
          await community.insertBoard(id, brdNm, brdSeCd, i);
        }
        const after = await this.find(id, repo);
        await this.records.audit(
          actor,
          { targetKind: 'scommunity', targetId: id, action: 'CREATE', before: null, after: auditCopy(after) },
          trx,
        );
        return id;
      }),
    );
    return ok(M.created, { cmntId });
  }

  async update(actor: ConsoleActor, cmntId: number, body: CmntWrite & Pick<CmntEditBody, 'updtDt'>) {
    const now = this.now();
    const values = this.values(body, now);
    await this.named(() =>
      this.transaction(async (trx) => {
        const repo = new BusinessCommunityDeskRepository(trx);
        const before = await this.find(cmntId, repo);
        if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
        await this.checkCover(actor, body.coverImgUrl, before.coverImgUrl);
        await this.checkName(repo, body.cmntNm, cmntId);
        if (!(await repo.updateIfCopy(cmntId, body.updtDt, values))) throw AppError.staleCopy();
        const after = await this.find(cmntId, repo);
        await this.records.audit(
          actor,
          {
            targetKind: 'scommunity',
            targetId: cmntId,
            action: 'UPDATE',
            before: auditCopy(before),
            after: auditCopy(after),
          },
          trx,
        );
      }),
    );
    return ok(M.updated, { cmntId });
  }

  /**
   * Closes a community (it leaves the public pages; its members and posts stay) or opens it again, with a reason. Its
   * active members are told of a closing by text in the closing's transaction.
   */
  async changeState(actor: ConsoleActor, cmntId: number, body: CmntStateBody) {
    const useYn = body.action === 'CLOSE' ? 'N' : 'Y';
    const sent = await this.transaction(async (trx) => {
      const repo = new BusinessCommunityDeskRepository(trx);
      const before = await this.find(cmntId, repo);
      if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (before.useYn === useYn) throw AppError.conflict(M.alreadyThat);
      const values = { useYn, closRsn: useYn === 'N' ? body.reason : null, updtDt: this.now() } as const;
      if (!(await repo.updateIfCopy(cmntId, body.updtDt, values))) throw AppError.staleCopy();
      const after = await this.find(cmntId, repo);
      await this.records.audit(
        actor,
        {
          targetKind: 'scommunity',
          targetId: cmntId,
          action: body.action,
          before: auditCopy(before),
          after: { ...auditCopy(after), reason: body.reason },
        },
        trx,
      );
      if (body.action !== 'CLOSE') return [];
      const members = await new BusinessCommunityRepository(trx).activeMemberContacts(cmntId);
      const ids: number[] = [];
      for (const m of members) {
        ids.push(
          await this.outbox.enqueue(
            {
              channel: 'SMS',
              recipient: m.mblNo,
              userId: m.userId,
              kind: 'SCOMMUNITY_CLOSED',
              // The community itself is closed: the notification opens the list of communities.
              link: businessCommunityPath(),
              body: `[온판] '${before.cmntNm}' 커뮤니티가 운영을 마쳤습니다. 사유: ${body.reason}`,
            },
            trx,
          ),
        );
      }
      return ids;
    });
    if (sent.length > 0) await this.outbox.deliver(sent);
    return ok(body.action === 'CLOSE' ? M.closed : M.reopened);
  }

  // Notices and data entries.

  private entryRow(r: NonNullable<Awaited<ReturnType<BusinessCommunityDeskRepository['entry']>>>): CmntEntryRow {
    return {
      cmntBrdId: r.cmntBrdId,
      brdSeCd: r.brdSeCd as CmntEntryRow['brdSeCd'],
      brdTit: r.brdTit,
      fixYn: r.fixYn,
      atchCnt: Number(r.atchCnt ?? 0),
      regDt: iso(r.regDt),
      updtDt: r.updtDt,
    };
  }

  async entries(cmntId: number, q: CmntEntryQuery): Promise<Page<CmntEntryRow>> {
    await this.find(cmntId);
    const { items, total } = await this.repo.entries(cmntId, q);
    return toPage(
      items.map((r) => this.entryRow(r)),
      total,
      q,
    );
  }

  private async findEntry(cmntId: number, cmntBrdId: number, repo = this.repo) {
    const r = await repo.entry(cmntId, cmntBrdId);
    if (!r) throw AppError.notFound(M.entryNotFound);
    return r;
  }

  async entry(cmntId: number, cmntBrdId: number): Promise<CmntEntryDetail> {
    const r = await this.findEntry(cmntId, cmntBrdId);
    const files = await this.repo.entryFiles(cmntBrdId);
    return {
      ...this.entryRow(r),
      cmntId,
      brdCn: r.brdCn,
      atchFiles: files.map((f) => ({ fileId: f.fileId, fileNm: f.originalName, fileSize: Number(f.sizeBytes) })),
    };
  }

  /** Stores files for an entry being written (by content: documents, archives and images). */
  async uploadFiles(actor: ConsoleActor, files: FileSource) {
    const received = await files(UPLOAD_FIELD.multiple, CMNT_ENTRY_MAX_ATCH);
    const checked = await this.covers.checkFiles(received, ATTACHMENT_TYPES, M.atchInvalid);
    const saved = await this.covers.store(checked, { ...CMNT_ENTRY_UPLOAD, userId: actor.user.userId });
    return ok(M.filesUploaded, {
      files: saved.map((f, i) => ({
        fileId: f.fileId,
        fileNm: checked[i]!.originalName,
        fileSize: checked[i]!.buffer.length,
      })),
    });
  }

  /** The body as the community's pages keep it (the one sanitizer); an empty one after that is refused. */
  private entryBody(html: string): string {
    const { cn, text } = prepareBody(html);
    if (!text.trim() && !/<img\s/i.test(cn)) {
      throw AppError.badRequest(M.entryBodyRequired, [{ field: 'brdCn', message: M.entryBodyRequired }]);
    }
    return cn;
  }

  private async checkFiles(
    repo: BusinessCommunityDeskRepository,
    actor: ConsoleActor,
    fileIds: readonly string[],
    own: readonly string[],
  ) {
    if (new Set(fileIds).size !== fileIds.length) throw AppError.badRequest(M.atchNotYours);
    const fresh = fileIds.filter((f) => !own.includes(f));
    if ((await repo.freshUploads(actor.user.userId, fresh)).length !== fresh.length) {
      throw AppError.badRequest(M.atchNotYours);
    }
  }

  async createEntry(actor: ConsoleActor, cmntId: number, body: CmntEntryWrite) {
    const now = this.now();
    const brdCn = this.entryBody(body.brdCn);
    const cmntBrdId = await this.transaction(async (trx) => {
      const repo = new BusinessCommunityDeskRepository(trx);
      await this.find(cmntId, repo);
      const board = await repo.boardOf(cmntId, body.brdSeCd);
      if (!board) throw AppError.notFound(M.entryNotFound);
      await this.checkFiles(repo, actor, body.atchFileIds, []);
      const id = await repo.insertEntry({
        cmntBrdMntId: board.cmntBrdMntId,
        brdTit: body.brdTit,
        brdCn,
        fixYn: body.fixYn,
        userId: actor.user.userId,
        regDt: now,
        updtDt: now,
      });
      await repo.replaceFiles(id, body.atchFileIds);
      await this.records.audit(
        actor,
        {
          targetKind: 'scommunityEntry',
          targetId: id,
          action: 'CREATE',
          before: null,
          after: {
            cmntId,
            brdSeCd: body.brdSeCd,
            brdTit: body.brdTit,
            fixYn: body.fixYn,
            atchFileIds: body.atchFileIds,
          },
        },
        trx,
      );
      return id;
    });
    return ok(M.entryCreated, { cmntBrdId });
  }

  async updateEntry(actor: ConsoleActor, cmntId: number, cmntBrdId: number, body: CmntEntryEdit) {
    const now = this.now();
    const brdCn = this.entryBody(body.brdCn);
    await this.transaction(async (trx) => {
      const repo = new BusinessCommunityDeskRepository(trx);
      const before = await this.findEntry(cmntId, cmntBrdId, repo);
      if (before.updtDt !== body.updtDt) throw AppError.staleCopy();
      const own = (await repo.entryFiles(cmntBrdId)).map((f) => f.fileId);
      await this.checkFiles(repo, actor, body.atchFileIds, own);
      const values = { brdTit: body.brdTit, brdCn, fixYn: body.fixYn, updtDt: now };
      if (!(await repo.updateEntryIfCopy(cmntBrdId, body.updtDt, values))) throw AppError.staleCopy();
      await repo.replaceFiles(cmntBrdId, body.atchFileIds);
      await this.records.audit(
        actor,
        {
          targetKind: 'scommunityEntry',
          targetId: cmntBrdId,
          action: 'UPDATE',
          before: { brdTit: before.brdTit, fixYn: before.fixYn, cnLength: before.brdCn.length, atchFileIds: own },
          after: { brdTit: body.brdTit, fixYn: body.fixYn, cnLength: brdCn.length, atchFileIds: body.atchFileIds },
        },
        trx,
      );
    });
    return ok(M.entryUpdated, { cmntBrdId });
  }

  async deleteEntry(actor: ConsoleActor, cmntId: number, cmntBrdId: number, updtDt: string) {
    await this.transaction(async (trx) => {
      const repo = new BusinessCommunityDeskRepository(trx);
      const before = await this.findEntry(cmntId, cmntBrdId, repo);
      if (before.updtDt !== updtDt) throw AppError.staleCopy();
      if (!(await repo.updateEntryIfCopy(cmntBrdId, updtDt, { useYn: 'N', updtDt: this.now() }))) {
        throw AppError.staleCopy();
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'scommunityEntry',
          targetId: cmntBrdId,
          action: 'DELETE',
          before: { brdTit: before.brdTit, fixYn: before.fixYn },
          after: null,
        },
        trx,
      );
    });
    return ok(M.entryDeleted);
  }

  // Managers.

  private manager(r: {
    userId: number;
    userNm: string;
    lgnId: string;
    mbrRoleCd: CmntManager['mbrRoleCd'] | null;
    mbrSttsCd: 'ACTIVE' | 'WAIT' | null;
  }): CmntManager {
    return {
      userId: r.userId,
      userNm: maskName(r.userNm),
      lgnId: maskLoginId(r.lgnId),
      mbrRoleCd: r.mbrRoleCd ?? 'MEMBER',
      mbrSttsCd: r.mbrSttsCd ?? 'NONE',
    };
  }

  async managers(cmntId: number): Promise<CmntManager[]> {
    await this.find(cmntId);
    return (await this.repo.managers(cmntId)).map((r) => this.manager(r));
  }

  /** Members whose login id or name is exactly what the operator typed, masked (no personal data is shown). */
  async searchMembers(cmntId: number, q: string): Promise<CmntManager[]> {
    await this.find(cmntId);
    return (await this.repo.searchMembers(cmntId, q)).map((r) => this.manager(r));
  }

  /**
   * Appoints a member as a manager (joining them when they were not a member) or makes a manager a member again, on
   * the community's copy read (the change moves it on); the owner's role stays. The member is told by text.
   */
  async changeManager(actor: ConsoleActor, cmntId: number, userId: number, body: CmntManagerBody) {
    const now = this.now();
    const sent = await this.transaction(async (trx) => {
      const repo = new BusinessCommunityDeskRepository(trx);
      const cmnt = await this.find(cmntId, repo);
      if (cmnt.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.isMember(userId))) throw AppError.notFound(M.memberNotFound);
      const before = await repo.role(cmntId, userId);
      if (before?.mbrRoleCd === 'OWNER') throw AppError.conflict(M.ownerStays);
      if (body.action === 'APPOINT') {
        if (before?.mbrRoleCd === 'MANAGER') throw AppError.conflict(M.alreadyManager);
        if (!(await repo.appointManager(cmntId, userId, now))) throw AppError.staleCopy();
      } else if (!(await repo.removeManager(cmntId, userId))) {
        throw AppError.conflict(M.notManager);
      }
      // The community's copy moves on: a second operator's change on the same copy is refused.
      if (!(await repo.updateIfCopy(cmntId, body.updtDt, { updtDt: now }))) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'scommunityManager',
          targetId: `${cmntId}:${userId}`,
          action: body.action,
          before: before ?? null,
          after: await repo.role(cmntId, userId),
        },
        trx,
      );
      return this.tell(
        trx,
        userId,
        'SCOMMUNITY_MANAGER_CHANGED',
        body.action === 'APPOINT'
          ? `[온판] '${cmnt.cmntNm}' 커뮤니티의 운영진으로 지정되었습니다. 가입 신청과 첫 게시글을 승인할 수 있습니다.`
          : `[온판] '${cmnt.cmntNm}' 커뮤니티의 운영진에서 해제되었습니다.`,
      );
    });
    if (sent !== null) await this.outbox.deliver([sent]);
    return ok(body.action === 'APPOINT' ? M.managerAppointed : M.managerRemoved);
  }

  // Waiting for approval.

  /** The dashboard's count: join requests and first posts waiting in open communities. */
  waitingCount(): Promise<number> {
    return this.repo.waitingCount();
  }

  async waiting(cmntId: number): Promise<CmntWaiting> {
    await this.find(cmntId);
    const [members, posts] = await Promise.all([this.repo.waitingMembers(cmntId), this.repo.waitingPosts(cmntId)]);
    return {
      members: members.map((m) => ({
        userId: m.userId,
        userNm: maskName(m.userNm),
        vrfcYn: m.compCnfmYn,
        tpbizNm: m.tpbizNm,
        rgnNm: m.rgnNm,
        updtDt: m.regDt,
        regDt: iso(m.regDt),
      })),
      posts: posts.map((p) => ({
        cmntPostId: p.cmntPostId,
        postTit: p.postTit,
        smry: p.cnText.slice(0, 120),
        userNm: maskName(p.userNm),
        updtDt: p.mdfcnDt,
        regDt: iso(p.regDt),
      })),
    };
  }

  /**
   * Writes the member's text message in the decision's transaction (none without a mobile number) and, either way,
   * the in-app notification.
   */
  private async tell(trx: Executor, userId: number, kind: string, body: string): Promise<number | null> {
    const to = await new BusinessCommunityDeskRepository(trx).contact(userId);
    if (!to) return null;
    return this.outbox.enqueue(
      { channel: 'SMS', recipient: to.mblNo, userId, kind, body, link: businessCommunityPath() },
      trx,
    );
  }

  /**
   * A join request decided by the community's rule, which tells the member by text in its transaction; the audit row
   * in that transaction too.
   */
  async decideMember(actor: ConsoleActor, cmntId: number, userId: number, body: CmntDecisionBody) {
    await this.businessCommunity.decideMember(cmntId, userId, body.decision, actor.user, {
      copy: body.updtDt,
      ...(body.reason ? { reason: body.reason } : {}),
      within: async (trx) => {
        await this.records.audit(
          actor,
          {
            targetKind: 'scommunityMember',
            targetId: `${cmntId}:${userId}`,
            action: body.decision,
            before: { mbrSttsCd: 'WAIT', regDt: body.updtDt },
            after: body.decision === 'APPROVE' ? { mbrSttsCd: 'ACTIVE' } : { reason: body.reason ?? null },
          },
          trx,
        );
      },
    });
    return ok(body.decision === 'APPROVE' ? M.memberApproved : M.memberRefused);
  }

  /**
   * A first post decided by the community's rule, which tells the writer by text in its transaction; the audit row in
   * that transaction too.
   */
  async decidePost(actor: ConsoleActor, cmntId: number, cmntPostId: number, body: CmntDecisionBody) {
    await this.posts.decidePost(cmntPostId, body.decision, actor.user, {
      copy: body.updtDt,
      cmntId,
      ...(body.reason ? { reason: body.reason } : {}),
      within: async (trx, post) => {
        await this.records.audit(
          actor,
          {
            targetKind: 'scommunityPost',
            targetId: cmntPostId,
            action: body.decision,
            before: { aprvSttsCd: 'WAIT', mdfcnDt: body.updtDt },
            after: { aprvSttsCd: post.aprvSttsCd, useYn: post.useYn, reason: body.reason ?? null },
          },
          trx,
        );
      },
    });
    return ok(body.decision === 'APPROVE' ? M.postApproved : M.postRefused);
  }
}
