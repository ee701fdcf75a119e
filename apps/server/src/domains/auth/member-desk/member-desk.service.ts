import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import type {
  MemberDetail,
  MemberLockBody,
  MemberPersonal,
  MemberRow,
  MemberSearchQuery,
  MemberState,
} from '@onfan/contracts/auth.admin';
import type { CertificateStatus } from '@onfan/contracts/auth';
import type { Page } from '@onfan/contracts/envelope';
import { maskBrno, maskEmail, maskName, maskPhone } from '@onfan/contracts/mask';
import type { RunInTransaction } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/command.js';
import { toPage } from '../../../http/paging.js';
import type { Clock } from '../../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../../admin/console-records.js';
import { activeRestriction } from '../account-state.js';
import { toSeoulIso, toSeoulIsoOrNull } from '../auth-time.js';
import { MemberDeskRepository } from './member-desk.repository.js';

/** The console screen the access log names for this desk. */
export const MEMBER_SCREEN = '회원 관리';

const CERTIFICATE_LABEL: Record<string, CertificateStatus> = { PENDING: '미확인', APPROVED: '승인', REJECTED: '반려' };

function stateOf(
  u: { userStts: string; rstrcTypeCd: string | null; rstrcEndDt: string | null },
  nowIso: string,
): MemberState {
  if (u.userStts === 'DORMANT' || u.userStts === 'WITHDRAWN') return u.userStts;
  const kind = activeRestriction({ ...u, rstrcRsn: null }, nowIso);
  return kind === 'TEMP_SUSPENSION' || kind === 'PERM_SUSPENSION' ? 'LOCKED' : 'ACTIVE';
}

/**
 * The member desk (decision 034): members searched and shown masked by the one masking function; the unmasked record
 * is a read written to the personal-data access log before it leaves; a lock or unlock is made on the copy read (or
 * refused as stale), with an audit row and a 변경 access row in its transaction; ending sessions is logged likewise.
 */
export class MemberDeskService {
  constructor(
    private readonly repo: MemberDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
  ) {}

  async search(q: MemberSearchQuery): Promise<Page<MemberRow>> {
    const now = this.clock.now().toISOString();
    const { items, total } = await this.repo.search(q, now);
    return toPage(
      items.map((u) => ({
        userId: u.userId,
        lgnId: u.lgnId,
        userNm: maskName(u.userNm),
        mblNo: maskPhone(u.mblNo),
        userPattnCd: u.userPattnCd,
        state: stateOf(u, now),
        regDt: toSeoulIso(u.regDt),
        lastLoginAt: toSeoulIsoOrNull(u.lastLoginAt),
      })),
      total,
      q,
    );
  }

  async detail(userId: number): Promise<MemberDetail> {
    const now = this.clock.now().toISOString();
    const u = await this.repo.account(userId);
    if (!u) throw AppError.notFound(ADMIN_MESSAGES.memberNotFound);
    const [consents, certificate, activeSessions] = await Promise.all([
      this.repo.consents(userId),
      this.repo.latestCertificate(userId),
      this.repo.activeSessions(userId, now),
    ]);
    return {
      userId: u.userId,
      lgnId: u.lgnId,
      userNm: maskName(u.userNm),
      mblNo: maskPhone(u.mblNo),
      userEmail: maskEmail(u.userEmail),
      userPattnCd: u.userPattnCd,
      state: stateOf(u, now),
      regDt: toSeoulIso(u.regDt),
      lastLoginAt: toSeoulIsoOrNull(u.lastLoginAt),
      compNm: u.compNm,
      prtlBrno: maskBrno(u.prtlBrno),
      certificate: certificate ? (CERTIFICATE_LABEL[certificate.status] ?? '미확인') : '미제출',
      rstrcRsn: u.rstrcRsn,
      lgnFailCnt: u.lgnFailCnt,
      activeSessions,
      consents: consents.map((c) => ({ ...c, regDt: toSeoulIso(c.regDt) })),
      updtDt: u.mdfcnDt,
    };
  }

  /** The unmasked record: logged as a 조회 of this member's data before it is answered. */
  async personal(actor: ConsoleActor, userId: number): Promise<MemberPersonal> {
    const u = await this.repo.account(userId);
    if (!u) throw AppError.notFound(ADMIN_MESSAGES.memberNotFound);
    await this.records.access(actor, {
      subjectUserId: userId,
      kind: 'VIEW',
      screen: MEMBER_SCREEN,
      detail: '회원 개인정보(이름, 휴대폰, 이메일, 사업자등록번호, 생년월일)',
    });
    return { userNm: u.userNm, mblNo: u.mblNo, userEmail: u.userEmail, prtlBrno: u.prtlBrno, brdt: u.brdt };
  }

  async lock(actor: ConsoleActor, userId: number, body: MemberLockBody) {
    const now = this.clock.now().toISOString();
    const locking = body.action === 'LOCK';
    await this.transaction(async (trx) => {
      const repo = new MemberDeskRepository(trx);
      const before = await repo.account(userId);
      if (!before) throw AppError.notFound(ADMIN_MESSAGES.memberNotFound);
      const changed = await repo.restrict(userId, body.updtDt, {
        rstrcTypeCd: locking ? 'TEMP_SUSPENSION' : null,
        rstrcRsn: locking ? body.reason : null,
        // Unlocking also clears the failed-login count (its lock).
        ...(locking ? {} : { lgnFailCnt: 0 }),
        now,
      });
      if (!changed) throw AppError.staleCopy();
      const ended = locking ? await repo.endSessions(userId, now) : 0;
      await this.records.audit(
        actor,
        {
          targetKind: 'member',
          targetId: userId,
          action: body.action,
          before: { rstrcTypeCd: before.rstrcTypeCd, rstrcRsn: before.rstrcRsn, lgnFailCnt: before.lgnFailCnt },
          after: { rstrcTypeCd: locking ? 'TEMP_SUSPENSION' : null, reason: body.reason, endedSessions: ended },
        },
        trx,
      );
      await this.records.access(
        actor,
        {
          subjectUserId: userId,
          kind: 'CHANGE',
          screen: MEMBER_SCREEN,
          detail: locking ? '이용 정지' : '이용 정지 해제',
          reason: body.reason,
        },
        trx,
      );
    });
    return ok(locking ? ADMIN_MESSAGES.memberLocked : ADMIN_MESSAGES.memberUnlocked);
  }

  async endSessions(actor: ConsoleActor, userId: number, reason: string) {
    const now = this.clock.now().toISOString();
    const ended = await this.transaction(async (trx) => {
      const repo = new MemberDeskRepository(trx);
      if (!(await repo.account(userId))) throw AppError.notFound(ADMIN_MESSAGES.memberNotFound);
      const n = await repo.endSessions(userId, now);
      await this.records.audit(
        actor,
        { targetKind: 'member', targetId: userId, action: 'END_SESSIONS', before: null, after: { ended: n, reason } },
        trx,
      );
      await this.records.access(
        actor,
        { subjectUserId: userId, kind: 'CHANGE', screen: MEMBER_SCREEN, detail: '로그인 세션 종료', reason },
        trx,
      );
      return n;
    });
    return ok(ADMIN_MESSAGES.memberSessionsEnded(ended));
  }
}
