import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import type { OperatorRow, RoleChangeBody, RoleHistoryQuery, RoleHistoryRow } from '@onfan/contracts/auth.admin';
import type { Page } from '@onfan/contracts/envelope';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { RunInTransaction } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/command.js';
import { toPage } from '../../../http/paging.js';
import type { Clock } from '../../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../../admin/console-records.js';
import { SecondFactorRepository } from '../second-factor/second-factor.repository.js';
import { OperatorRepository } from './operator.repository.js';
import { hashPassword } from '../password.js';

/**
 * Operators and their roles (개인정보의 안전성 확보조치 기준 제5조; decision 034): a system administrator grants and
 * removes roles with a reason; each change is kept in the roles' history and the console's audit, in the same
 * transaction; the last system administrator keeps the role. Roles are read at every request, so a change holds at
 * once.
 */
export class OperatorService {
  constructor(
    private readonly repo: OperatorRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
  ) {}

  operators(): Promise<OperatorRow[]> {
    return this.repo.operators();
  }

  async history(q: RoleHistoryQuery): Promise<Page<RoleHistoryRow>> {
    const { items, total } = await this.repo.history(q);
    return toPage(items, total, q);
  }

  async changeRole(actor: ConsoleActor, userId: number, body: RoleChangeBody) {
    if ((await this.repo.patternOf(userId)) !== USER_PATTERN.operator) {
      throw AppError.badRequest(ADMIN_MESSAGES.notOperator);
    }
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new OperatorRepository(trx);
      const before = await repo.rolesOf(userId);
      if (body.action === 'GRANT') {
        if (!(await repo.grant(userId, body.roleCd, actor.user.userId, now))) {
          throw AppError.conflict(ADMIN_MESSAGES.roleUnchanged);
        }
      } else {
        const holders = await repo.lockRole(body.roleCd);
        if (!before.includes(body.roleCd)) throw AppError.conflict(ADMIN_MESSAGES.roleUnchanged);
        if (body.roleCd === 'SYSTEM' && holders <= 1) throw AppError.conflict(ADMIN_MESSAGES.lastSystemAdmin);
        if (!(await repo.revoke(userId, body.roleCd))) throw AppError.conflict(ADMIN_MESSAGES.roleUnchanged);
      }
      await repo.addHistory({
        userId,
        roleCd: body.roleCd,
        action: body.action,
        reason: body.reason,
        actorId: actor.user.userId,
        regDt: now,
      });
      await this.records.audit(
        actor,
        {
          targetKind: 'operatorRole',
          targetId: userId,
          action: body.action,
          before: { roles: before, reason: body.reason },
          after: { roles: await repo.rolesOf(userId) },
        },
        trx,
      );
    });
    return ok(body.action === 'GRANT' ? ADMIN_MESSAGES.roleGranted : ADMIN_MESSAGES.roleRevoked);
  }

  /** A lost phone: the operator's second factor goes, and their next login registers it again. */
  async resetSecondFactor(actor: ConsoleActor, userId: number, reason: string) {
    if ((await this.repo.patternOf(userId)) !== USER_PATTERN.operator) {
      throw AppError.badRequest(ADMIN_MESSAGES.notOperator);
    }
    await this.transaction(async (trx) => {
      await new SecondFactorRepository(trx).remove(userId);
      await this.records.audit(
        actor,
        { targetKind: 'operatorSecondFactor', targetId: userId, action: 'RESET', before: { reason }, after: null },
        trx,
      );
    });
    return ok(ADMIN_MESSAGES.secondFactorReset);
  }

  /**
   * `npm run admin:create`: the first system administrator of a portal without one (production has no demo). The
   * account enrols its second factor at its first login; later operators are given roles at the console.
   */
  async createFirstSystemAdmin(u: {
    lgnId: string;
    userNm: string;
    password: string;
    mblNo: string | null;
    userEmail: string | null;
  }): Promise<number> {
    const now = this.clock.now().toISOString();
    const userPasswd = await hashPassword(u.password);
    return this.transaction(async (trx) => {
      const repo = new OperatorRepository(trx);
      await repo.lockRole('SYSTEM');
      if ((await repo.holders('SYSTEM')) > 0) throw AppError.conflict(ADMIN_MESSAGES.systemAdminExists);
      const userId = await repo.insertOperator({ ...u, userPasswd, now });
      if (userId === null) throw AppError.conflict(ADMIN_MESSAGES.lgnIdTaken);
      await repo.grant(userId, 'SYSTEM', userId, now);
      await repo.addHistory({
        userId,
        roleCd: 'SYSTEM',
        action: 'GRANT',
        reason: '최초 시스템 관리자 생성(npm run admin:create)',
        actorId: userId,
        regDt: now,
      });
      return userId;
    });
  }
}
