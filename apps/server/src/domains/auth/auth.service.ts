import type { CompanyFields, CurrentSession, LoginResult, SignupBody } from '@onfan/contracts/auth';
import { AUTH_MESSAGES, LOGIN_REFUSAL, MAX_LOGIN_FAILURES } from '@onfan/contracts/auth';
import { seoulYmd } from '@onfan/contracts/time';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../../http/access.js';
import type { Clock } from '../../lib/clock.js';
import { signInRefusal } from './account-state.js';
import { AuthRepository, isUniqueViolation } from './auth.repository.js';
import { toSeoulIso } from './auth-time.js';
import type { BusinessRegistryProvider } from './company/business-registry.js';
import type { IdentityService } from './identity/identity.service.js';
import { samePerson } from './identity/person.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';
import { toSession } from './session-view.js';

export const wrongPassword = () => new AppError(401, AUTH_MESSAGES.wrongPassword);
export const lockedOut = () => new AppError(401, AUTH_MESSAGES.lockedOut, { reason: LOGIN_REFUSAL.lockedOut });

/** Login, sessions, sign-up and the company check. */
export class AuthService {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly registry: BusinessRegistryProvider,
    private readonly identity: IdentityService,
  ) {}

  private get repo() {
    return new AuthRepository(this.db);
  }

  /**
   * Checks a login id and password, counting failures: unknown ids and wrong passwords get the same answer; the 5th
   * consecutive failure, and every attempt after it (even with the right password), answers LGN_FAIL_TMS until the
   * account is reset after identity verification.
   */
  async verifyCredentials(lgnId: string, password: string): Promise<UserRow> {
    const user = await this.repo.findByLgnId(lgnId);
    if (!user) {
      // Same work as a real check, so response time does not tell which ids exist.
      this.dummyHash ??= hashPassword('onfan-timing-equaliser-9!');
      await verifyPassword(password, await this.dummyHash);
      throw wrongPassword();
    }
    if (user.lgnFailCnt >= MAX_LOGIN_FAILURES) throw lockedOut();
    if (!(await verifyPassword(password, user.userPasswd))) {
      const failures = await this.repo.incrementLoginFailure(user.userId);
      throw failures >= MAX_LOGIN_FAILURES ? lockedOut() : wrongPassword();
    }
    return user;
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
    const { token, expiresAt } = await this.sessions.issue(user.userId);
    const fresh = await this.repo.findById(user.userId);
    if (!fresh) throw wrongPassword();
    return {
      number: 200,
      message,
      token,
      expiresAt: toSeoulIso(expiresAt),
      session: toSession(fresh, this.clock.now()),
    };
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
    };
  }

  async logout(user: SessionUser) {
    await this.sessions.revoke(user.tokenHash);
    return { number: 200 as const, message: AUTH_MESSAGES.logoutOk };
  }

  async validate(user: SessionUser | null) {
    if (!user) return { valid: false, expiresAt: null };
    const expiresAt = await this.sessions.expiresAt(user.tokenHash);
    return expiresAt ? { valid: true, expiresAt: toSeoulIso(expiresAt) } : { valid: false, expiresAt: null };
  }

  async extend(user: SessionUser) {
    const expiresAt = await this.sessions.extend(user.tokenHash);
    if (!expiresAt) throw AppError.unauthorized(AUTH_MESSAGES.sessionRequired);
    return { number: 200 as const, message: AUTH_MESSAGES.sessionExtended, expiresAt: toSeoulIso(expiresAt) };
  }

  async duplicated(lgnId: string) {
    const taken = await this.repo.lgnIdTaken(lgnId);
    return { available: !taken, message: taken ? AUTH_MESSAGES.loginIdTaken : AUTH_MESSAGES.loginIdAvailable };
  }

  async checkCompany(company: CompanyFields) {
    if (!(await this.registry.matches(company))) throw AppError.badRequest(AUTH_MESSAGES.compFail);
    return { number: 200 as const, message: AUTH_MESSAGES.compOk };
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
      const userId = await this.db.transaction().execute(async (trx) => {
        if (body.joinType === 'integrated') await this.identity.consume(trx, body.ticket);
        const repo = new AuthRepository(trx);
        const company =
          body.joinType === 'integrated'
            ? {
                prtlBrno: body.brno,
                openDay: body.openDay,
                ceoNm: body.ceoNm,
                compNm: body.compNm,
                compCnfmYn: 'Y',
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
          userPattnCd: '200',
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
      return { number: 200 as const, message: AUTH_MESSAGES.signupOk, userId };
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(AUTH_MESSAGES.loginIdTaken);
      throw err;
    }
  }
}
