import type { AuditQuery, AuditRow } from '@onfan/contracts/admin';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';

/** The audit's sortable columns (the contract's keys). */
const AUDIT_SORT = { regDt: 'a.regDt', oprNm: 'o.userNm', targetKind: 'a.targetKind', action: 'a.action' } as const;

/** The audit of console changes (opr_audit): one row per change, with the row before and after. */
export class AuditRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: {
    oprUserId: number;
    regDt: string;
    targetKind: string;
    targetId: string;
    action: string;
    beforeJson: string | null;
    afterJson: string | null;
  }): Promise<void> {
    await this.db.insertInto('oprAudit').values(row).execute();
  }

  /** The changes, newest first unless the operator sorts by a column. */
  async search(q: AuditQuery) {
    let base = this.db.selectFrom('oprAudit as a').innerJoin('appUser as o', 'o.userId', 'a.oprUserId');
    if (q.targetKind) base = base.where('a.targetKind', '=', q.targetKind);
    if (q.targetId) base = base.where('a.targetId', '=', q.targetId);
    const { column, direction } = consoleOrder(q, AUDIT_SORT, { sort: 'regDt', order: 'desc' });
    const [items, count] = await Promise.all([
      base
        .select([
          'a.auditId',
          'a.oprUserId',
          'o.userNm as oprNm',
          'a.regDt',
          'a.targetKind',
          'a.targetId',
          'a.action',
          'a.beforeJson',
          'a.afterJson',
        ])
        .orderBy(column, direction)
        .orderBy('a.auditId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items: items as AuditRow[], total: Number(count?.n ?? 0) };
  }
}
