import { createHash } from 'node:crypto';
import type { CompanyFields, CurrentSession, LoginResult, SignupBody } from '@onfan/contracts/auth';
import { AUTH_MESSAGES, LOGIN_REFUSAL, MAX_LOGIN_FAILURES, wrongPasswordMessage } from '@onfan/contracts/auth';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { maskLoginId } from '@onfan/contracts/mask';
import { seoulYmd } from '@onfan/contracts/time';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../../http/access.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import { signInRefusal } from './account-state.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AuthRepository } from './auth.repository.js';
import type { UserRow } from './auth.tables.js';
import { seoulDottedTime, toSeoulIso } from './auth-time.js';
import type { BusinessRegistryProvider } from './company/business-registry.js';
import type { IdentityService } from './identity/identity.service.js';
import { samePerson } from './identity/person.js';
import type { NotificationOutbox } from './notification/outbox.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';
import { toSession } from './session-view.js';

/** A failed login: the spec's wrong-password message and how many tries are left before the lock. */
export const wrongPassword = (failures: number) =>
  new AppError(401, wrongPasswordMessage(Math.max(1, MAX_LOGIN_FAILURES - failures)));
export const lockedOut = () => new AppError(401, AUTH_MESSAGES.lockedOut, { reason: LOGIN_REFUSAL.lockedOut });

/**
 * The key the failures of an id that names no account are counted under: the id's hash, never the id itself (people
 * type passwords into the id field).
 */
export function loginGuardKey(lgnId: string): string {
  return createHash('sha256').update(lgnId.trim()).digest('base64url');
}

/** Login, sessions, sign-up and the company check. */
export class AuthService {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly repo: AuthRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly registry: BusinessRegistryProvider,
    private readonly identity: IdentityService,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * Checks a login id and password, counting failures: every failure says how many tries are left; the 5th
   * consecutive failure, and every attempt after it (even with the right password), answers LGN_FAIL_TMS until the
   * account is reset after identity verification, and the owner is told by text message and e-mail. An id that names
   * no account is counted the same way (login_guard), so no answer, count or lock tells which ids exist. The lock
   * only stops new password logins: the owner's open sessions stay.
   */
  async verifyCredentials(lgnId: string, password: string): Promise<UserRow> {
    const user = await this.repo.findByLgnId(lgnId);
    if (!user) return this.refuseUnknownId(lgnId, password);
    if (user.lgnFailCnt >= MAX_LOGIN_FAILURES) throw lockedOut();
    if (!(await verifyPassword(password, user.userPasswd))) {
      const failures = await this.recordFailure(user);
      throw failures >= MAX_LOGIN_FAILURES ? lockedOut() : wrongPassword(failures);
    }
    return user;
  }

  /** An id that names no account: the same work, count, answers and lock as a known id with a wrong password. */
  private async refuseUnknownId(lgnId: string, password: string): Promise<never> {
    const key = loginGuardKey(lgnId);
    if ((await this.repo.guardFailures(key)) >= MAX_LOGIN_FAILURES) throw lockedOut();
    // Same work as a real check, so response time does not tell which ids exist.
    this.dummyHash ??= hashPassword('onfan-timing-equaliser-9!');
    await verifyPassword(password, await this.dummyHash);
    const failures = await this.repo.incrementGuardFailure(key, this.clock.now().toISOString());
    throw failures >= MAX_LOGIN_FAILURES ? lockedOut() : wrongPassword(failures);
  }

  /**
   * Counts a wrong password (one UPDATE, so concurrent failures each get their own count). The failure that locks the
   * account (exactly the 5th) writes the owner's notice in the same transaction. Delivery is not awaited: the 5th
   * answer takes no longer for a known id than for an unknown one, and the outbox job retries what is left.
   */
  private async recordFailure(user: UserRow): Promise<number> {
    const { failures, noticeIds } = await this.transaction(async (trx) => {
      const count = await new AuthRepository(trx).incrementLoginFailure(user.userId);
      if (count !== MAX_LOGIN_FAILURES) return { failures: count, noticeIds: [] };
      const now = this.clock.now();
      const body =
        `[온판] ${user.userNm}님, ${seoulDottedTime(now)}에 아이디 ${maskLoginId(user.lgnId)}의 비밀번호가 ` +
        `${MAX_LOGIN_FAILURES}회 잘못 입력되어 로그인이 잠겼습니다. 로그인되어 있던 기기는 계속 이용할 수 있습니다. ` +
        '다시 로그인하려면 본인인증 후 비밀번호를 재설정해주세요. 본인이 시도하지 않았다면 비밀번호를 꼭 변경해주세요.';
      const ids: number[] = [];
      const recipients = [
        ...(user.mblNo ? [{ channel: 'SMS' as const, recipient: user.mblNo }] : []),
        ...(user.userEmail ? [{ channel: 'EMAIL' as const, recipient: user.userEmail }] : []),
      ];
      for (const to of recipients) {
        ids.push(
          await this.outbox.enqueue(
            {
              ...to,
              userId: user.userId,
              kind: 'LOGIN_LOCKED',
              subject: to.channel === 'EMAIL' ? '[온판] 로그인 잠금 안내' : null,
              body,
            },
            trx,
          ),
        );
      }
      return { failures: count, noticeIds: ids };
    });
    if (noticeIds.length > 0) void this.outbox.deliver(noticeIds).catch(() => undefined);
    return failures;
  }

  async login(lgnId: string, password: string): Promise<LoginResult> {
    const user = await this.verifyCredentials(lgnId, password);
    return this.signIn(user);
  }

  /** Opens a session for an account whose credentials were proven (password or SSO), after its state allows it. */
  async signIn(user: UserRow, message: string = AUTH_MESSAGES.loginOk): Promise<LoginResult> {
    const nowIso = this.clock.now().toISOString();
    const refusal = signInRefusal(user, nowIso);
    if (refusal) throw refusal;
    if (!(await this.repo.recordLoginSuccess(user.userId, nowIso))) throw lockedOut();
    const { token, expiresAt } = await this.sessions.issue(user.userId, user.userPattnCd);
    const fresh = await this.repo.findById(user.userId);
    if (!fresh) throw AppError.unauthorized(AUTH_MESSAGES.sessionRequired);
    const result = { token, expiresAt: toSeoulIso(expiresAt), session: toSession(fresh, this.clock.now()) };
    // An operator's session opens the console only after the second factor (decision 034): say which step is next.
    if (user.userPattnCd !== USER_PATTERN.operator) return ok(message, result);
    const enrolled = await this.repo.secondFactorEnrolled(user.userId);
    return ok(message, { ...result, secondFactor: enrolled ? ('VERIFY' as const) : ('ENROL' as const) });
  }

  async currentSession(user: SessionUser): Promise<CurrentSession> {
    const [row, expiresAt] = await Promise.all([
      this.repo.findById(user.userId),
      this.sessions.expiresAt(user.tokenHash),
    ]);
    if (!row || !expiresAt) throw AppError.unauthorized(AUTH_MESSAGES.sessionRequired);
    return {
      ...toSession(row, this.clock.now()),
      sessionExpiresAt: toSeoulIso(expiresAt),
      mktAgreYn: row.mktAgreYn === 'Y' ? 'Y' : 'N',
      nightAdAgreYn: row.mktAgreYn === 'Y' && row.nightAdAgreYn === 'Y' ? 'Y' : 'N',
      rgnCd: row.rgnCd,
    };
  }

  async logout(user: SessionUser) {
    await this.sessions.revoke(user.tokenHash);
    return ok(AUTH_MESSAGES.logoutOk);
  }

  async validate(user: SessionUser | null) {
    if (!user) return { valid: false, expiresAt: null };
    const expiresAt = await this.sessions.expiresAt(user.tokenHash);
    return expiresAt ? { valid: true, expiresAt: toSeoulIso(expiresAt) } : { valid: false, expiresAt: null };
  }

  async extend(user: SessionUser) {
    const expiresAt = await this.sessions.extend(user);
    if (!expiresAt) throw AppError.unauthorized(AUTH_MESSAGES.sessionRequired);
    return ok(AUTH_MESSAGES.sessionExtended, { expiresAt: toSeoulIso(expiresAt) });
  }

  async duplicated(lgnId: string) {
    const taken = await this.repo.lgnIdTaken(lgnId);
    return { available: !taken, message: taken ? AUTH_MESSAGES.loginIdTaken : AUTH_MESSAGES.loginIdAvailable };
  }

  async checkCompany(company: CompanyFields) {
    if (!(await this.registry.matches(company))) throw AppError.badRequest(AUTH_MESSAGES.compFail);
    return ok(AUTH_MESSAGES.compOk);
  }

  async signup(body: SignupBody) {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    if (await this.repo.lgnIdTaken(body.lgnId)) throw AppError.conflict(AUTH_MESSAGES.loginIdTaken);
    let verifiedBirth: string | null = null;
    if (body.joinType === 'integrated') {
      const person = await this.identity.peek(body.ticket);
      if (!samePerson({ userNm: body.userNm, mblNo: body.mblNo }, person)) {
        throw AppError.badRequest(AUTH_MESSAGES.identityUserMismatch);
      }
      verifiedBirth = person.birth;
      await this.checkCompany(body);
    }
    const passwordHash = await hashPassword(body.userPasswd);
    const privacyVersion = await this.repo.privacyVersion(seoulYmd(now));
    try {
      const userId = await this.transaction(async (trx) => {
        if (body.joinType === 'integrated') await this.identity.consume(trx, body.ticket);
        const repo = new AuthRepository(trx);
        const company =
          body.joinType === 'integrated'
            ? {
                prtlBrno: body.brno,
                openDay: body.openDay,
                ceoNm: body.ceoNm,
                compNm: body.compNm,
                compCnfmYn: 'Y' as const,
                brdt: verifiedBirth,
                idntyVrfcDt: nowIso,
              }
            : {};
        const id = await repo.insertUser({
          lgnId: body.lgnId,
          userPasswd: passwordHash,
          userNm: body.userNm,
          userEmail: body.userEmail,
          mblNo: body.mblNo,
          userPattnCd: USER_PATTERN.member,
          joinType: body.joinType,
          mktAgreYn: body.mktAgreYn,
          mktAgreDt: body.mktAgreYn === 'Y' ? nowIso : null,
          regDt: nowIso,
          mdfcnDt: nowIso,
          ...company,
        });
        await repo.recordConsents(
          id,
          [
            { kind: 'terms', agreYn: 'Y' },
            { kind: 'privacy', agreYn: 'Y', version: privacyVersion },
            { kind: 'marketing', agreYn: body.mktAgreYn },
          ],
          'signup',
          nowIso,
        );
        return id;
      });
      return ok(AUTH_MESSAGES.signupOk, { userId });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(AUTH_MESSAGES.loginIdTaken);
      throw err;
    }
  }
}
