import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import type {
  MemberDetail,
  MemberLockBody,
  MemberPasswordResetBody,
  MemberPersonal,
  MemberRow,
  MemberSearchQuery,
  MemberState,
} from '@onfan/contracts/auth.admin';
import { MEMBER_PASSWORD_MESSAGES } from '@onfan/contracts/auth.admin';
import type { CertificateStatus } from '@onfan/contracts/auth';
import { isPassword } from '@onfan/contracts/validate';
import type { Page } from '@onfan/contracts/envelope';
import { maskBrno, maskEmail, maskName, maskPhone } from '@onfan/contracts/mask';
import { randomInt } from 'node:crypto';
import type { RunInTransaction } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/command.js';
import { toPage } from '../../../http/paging.js';
import type { Clock } from '../../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../../admin/console-records.js';
import { activeRestriction } from '../account-state.js';
import type { NotificationOutbox } from '../notification/outbox.js';
import { hashPassword } from '../password.js';
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

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = '!@#$%^&*';
const pick = (chars: string) => chars[randomInt(chars.length)]!;

/**
 * A random temporary password under the portal's rule (9-20 characters with a letter, a digit and a special): 12
 * characters from node:crypto, letters and digits that are not easily confused, at least one of each kind.
 */
export function temporaryPassword(): string {
  for (;;) {
    const all = LETTERS + DIGITS + SPECIALS;
    const chars = [pick(LETTERS), pick(DIGITS), pick(SPECIALS), ...Array.from({ length: 9 }, () => pick(all))];
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (isPassword(password)) return password;
  }
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
    private readonly outbox: NotificationOutbox,
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

  /**
   * Password reset by text message: a random temporary password (the portal's scrypt hash) is set on the copy read
   * (a stale one is refused, changing nothing), the failed-login lock cleared and every session ended; the password
   * goes to the member's mobile through the outbox in the same transaction and nowhere else — not the audit row, not
   * the access log, not the answer.
   */
  async resetPassword(actor: ConsoleActor, userId: number, body: MemberPasswordResetBody) {
    const now = this.clock.now().toISOString();
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    const { sent, ended } = await this.transaction(async (trx) => {
      const repo = new MemberDeskRepository(trx);
      const before = await repo.account(userId);
      if (!before) throw AppError.notFound(ADMIN_MESSAGES.memberNotFound);
      if (before.mdfcnDt !== body.updtDt) throw AppError.staleCopy();
      if (before.userStts !== 'ACTIVE') throw AppError.badRequest(MEMBER_PASSWORD_MESSAGES.notActive);
      if (!before.mblNo) throw AppError.badRequest(MEMBER_PASSWORD_MESSAGES.noMobile);
      if (!(await repo.setPassword(userId, body.updtDt, hash, now))) throw AppError.staleCopy();
      const n = await repo.endSessions(userId, now);
      await this.records.audit(
        actor,
        {
          targetKind: 'member',
          targetId: userId,
          action: 'RESET_PASSWORD',
          before: { lgnFailCnt: before.lgnFailCnt },
          after: { lgnFailCnt: 0, temporaryPasswordSentBy: 'SMS', endedSessions: n, reason: body.reason },
        },
        trx,
      );
      await this.records.access(
        actor,
        {
          subjectUserId: userId,
          kind: 'CHANGE',
          screen: MEMBER_SCREEN,
          detail: '비밀번호 초기화(임시 비밀번호 문자 발송)',
          reason: body.reason,
        },
        trx,
      );
      const id = await this.outbox.enqueue(
        {
          channel: 'SMS',
          recipient: before.mblNo,
          userId,
          kind: 'PASSWORD_RESET_BY_OPERATOR',
          body: MEMBER_PASSWORD_MESSAGES.sms(password),
        },
        trx,
      );
      return { sent: id, ended: n };
    });
    await this.outbox.deliver([sent]);
    return ok(MEMBER_PASSWORD_MESSAGES.reset(ended));
  }
}
