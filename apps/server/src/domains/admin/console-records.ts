import { createHash } from 'node:crypto';
import type { AccessKind } from '@onfan/contracts/admin';
import type { Executor } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessLogEntry } from './access-log.repository.js';
import { AccessLogRepository } from './access-log.repository.js';
import { AuditRepository } from './audit.repository.js';

/** Who did something at the console, from where: the route hands it over with the request's client address. */
export interface ConsoleActor {
  user: SessionUser;
  clientIp: string;
}

/** One read, change, download or printout of a member's personal data (제8조). */
export interface PersonalDataAccess {
  subjectUserId: number | null;
  kind: AccessKind;
  /** The console screen, e.g. '회원 상세'. */
  screen: string;
  /** What was read or changed, e.g. '회원 정보(휴대폰, 이메일)'. */
  detail: string;
  /** Why: required for a download. */
  reason?: string | null;
}

/** One console change of a row: what it was before and after (null for a creation or a removal). */
export interface ConsoleChange {
  targetKind: string;
  targetId: string | number;
  action: string;
  before: unknown;
  after: unknown;
}

/** The hash a row carries: its fields, chained to the row before it. */
export function accessRowHash(prevHash: string, e: AccessLogEntry): string {
  const fields = [e.oprUserId, e.regDt, e.clientIp, e.subjectUserId, e.accessKind, e.screen, e.detail, e.reason];
  return createHash('sha256')
    .update(`${prevHash}\n${JSON.stringify(fields)}`)
    .digest('hex');
}

/**
 * What every console desk writes beside its work (decision 034): the personal-data access log, append-only and
 * hash-chained, and the audit row of a change. Both are written on the executor the desk's own change runs on, so a
 * change and its rows are kept or lost together.
 */
export class ConsoleRecords {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /** Writes an access log row; inside the caller's transaction when given one. */
  async access(actor: ConsoleActor, access: PersonalDataAccess, on: Executor = this.db): Promise<void> {
    const entry: AccessLogEntry = {
      oprUserId: actor.user.userId,
      regDt: this.clock.now().toISOString(),
      clientIp: actor.clientIp,
      subjectUserId: access.subjectUserId,
      accessKind: access.kind,
      screen: access.screen,
      detail: access.detail,
      reason: access.reason ?? null,
    };
    const write = async (trx: Executor) => {
      const repo = new AccessLogRepository(trx);
      const prevHash = await repo.lockHead();
      await repo.append(entry, prevHash, accessRowHash(prevHash, entry));
    };
    // The head's lock must be held until the row is in: its own transaction unless the caller's is open.
    if (on.isTransaction) await write(on);
    else await on.transaction().execute(write);
  }

  /** Writes the audit row of a change, on the transaction the change runs in. */
  async audit(actor: ConsoleActor, change: ConsoleChange, trx: Executor): Promise<void> {
    await new AuditRepository(trx).insert({
      oprUserId: actor.user.userId,
      regDt: this.clock.now().toISOString(),
      targetKind: change.targetKind,
      targetId: String(change.targetId),
      action: change.action,
      beforeJson: change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
      afterJson: change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
    });
  }
}
