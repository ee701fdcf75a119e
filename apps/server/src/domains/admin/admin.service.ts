import type {
  AccessLogQuery,
  AccessLogRow,
  AccessReview,
  AuditQuery,
  AuditRow,
  ChainCheck,
  ConsoleMe,
  WaitingWork,
} from '@onfan/contracts/admin';
import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import type { Page } from '@onfan/contracts/envelope';
import type { OperatorRole } from '@onfan/contracts/operator-roles';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, isValidYmd, toSeoulIso, ymdToDate } from '../../lib/seoul-time.js';
import type { SessionService } from '../auth/session.service.js';
import type { AccessLogRepository } from './access-log.repository.js';
import type { AdminRepository } from './admin.repository.js';
import type { AuditRepository } from './audit.repository.js';
import { accessRowHash } from './console-records.js';

/** A queue of waiting work a domain keeps, counted for the dashboard (its module hands it to the admin module). */
export interface ConsoleQueue {
  key: string;
  label: string;
  /** The console page that holds the queue. */
  href: string;
  /** The role whose desk works the queue: an operator sees the queues of their roles. */
  role: OperatorRole;
  count(): Promise<number>;
}

/** Rows the chain check reads at a time. */
const CHAIN_BATCH = 1000;

/**
 * The console frame (decision 034): who is at the console, the personal-data access log with its monthly review and
 * its chain check, the audit of changes, and the dashboard's waiting work.
 */
export class AdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly accessLogRepo: AccessLogRepository,
    private readonly auditRepo: AuditRepository,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly queues: readonly ConsoleQueue[],
  ) {}

  async me(user: SessionUser): Promise<ConsoleMe> {
    const [userNm, expiresAt] = await Promise.all([
      this.repo.nameOf(user.userId),
      this.sessions.expiresAt(user.tokenHash),
    ]);
    if (!userNm || !expiresAt) throw AppError.unauthorized();
    return {
      userId: user.userId,
      lgnId: user.lgnId,
      userNm,
      roles: [...user.roles],
      expiresAt: toSeoulIso(new Date(expiresAt)),
    };
  }

  /** Seoul days [from, to] as instants [from 00:00, the day after to 00:00). */
  private period(from?: string, to?: string): { from?: string; to?: string } {
    if ((from && !isValidYmd(from)) || (to && !isValidYmd(to)) || (from && to && from > to)) {
      throw AppError.badRequest(ADMIN_MESSAGES.periodInvalid);
    }
    return {
      ...(from ? { from: ymdToDate(from).toISOString() } : {}),
      ...(to ? { to: ymdToDate(addDays(to, 1)).toISOString() } : {}),
    };
  }

  async accessLog(q: AccessLogQuery): Promise<Page<AccessLogRow>> {
    const { items, total } = await this.accessLogRepo.search({ ...q, ...this.period(q.from, q.to) });
    return toPage(
      items.map((r) => ({ ...r, regDt: toSeoulIso(new Date(r.regDt)) })),
      total,
      q,
    );
  }

  /** The monthly review the standard asks for: counts per operator and kind, and every download with its reason. */
  async accessReview(ym: string): Promise<AccessReview> {
    const first = `${ym}01`;
    const next = ym.endsWith('12')
      ? `${Number(ym.slice(0, 4)) + 1}0101`
      : `${ym.slice(0, 4)}${String(Number(ym.slice(4)) + 1).padStart(2, '0')}01`;
    const from = ymdToDate(first).toISOString();
    const to = ymdToDate(next).toISOString();
    const [counts, downloads] = await Promise.all([
      this.accessLogRepo.counts(from, to),
      this.accessLogRepo.downloads(from, to),
    ]);
    return { ym, counts, downloads: downloads.map((r) => ({ ...r, regDt: toSeoulIso(new Date(r.regDt)) })) };
  }

  /**
   * Walks the log in order and recomputes each row's hash from its fields and the row before it: an altered row, or
   * one removed from the middle, breaks the chain there. Rows removed from the start by the retention job leave the
   * first remaining row's link unchecked, and the rest checkable.
   */
  async accessChain(): Promise<ChainCheck> {
    let checked = 0;
    let last = 0;
    let prev: string | null = null;
    for (;;) {
      const rows = await this.accessLogRepo.batchAfter(last, CHAIN_BATCH);
      for (const row of rows) {
        const linked = prev === null || row.prevHash === prev;
        if (!linked || accessRowHash(row.prevHash, row) !== row.rowHash) {
          return {
            intact: false,
            checked,
            firstBrokenLogId: row.logId,
            message: ADMIN_MESSAGES.chainBroken(row.logId),
          };
        }
        prev = row.rowHash;
        checked += 1;
        last = row.logId;
      }
      if (rows.length < CHAIN_BATCH) break;
    }
    return { intact: true, checked, firstBrokenLogId: null, message: ADMIN_MESSAGES.chainIntact };
  }

  async audit(q: AuditQuery): Promise<Page<AuditRow>> {
    const { items, total } = await this.auditRepo.search(q);
    return toPage(
      items.map((r) => ({ ...r, regDt: toSeoulIso(new Date(r.regDt)) })),
      total,
      q,
    );
  }

  /** The waiting work of the operator's roles, each with its count and queue. */
  async dashboard(user: SessionUser): Promise<{ waiting: WaitingWork[] }> {
    const mine = this.queues.filter((q) => user.roles.includes(q.role));
    const counts = await Promise.all(mine.map((q) => q.count()));
    return {
      waiting: mine.map((q, i) => ({ key: q.key, label: q.label, href: q.href, role: q.role, count: counts[i]! })),
    };
  }
}
