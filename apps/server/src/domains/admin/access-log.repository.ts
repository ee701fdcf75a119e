import type { AccessKind, AccessLogQuery, AccessLogRow } from '@onfan/contracts/admin';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import type { PrvcAccessLogTable } from './admin.tables.js';
import { pageOffset } from '../../http/paging.js';

/** The columns of an access log row as the console reads it (AccessLogRow). */
const ACCESS_LOG_COLUMNS = [
  'l.logId',
  'l.oprUserId',
  'o.lgnId as oprLgnId',
  'o.userNm as oprNm',
  'l.regDt',
  'l.clientIp',
  'l.subjectUserId',
  's.lgnId as subjectLgnId',
  'l.accessKind',
  'l.screen',
  'l.detail',
  'l.reason',
] as const;

/**
 * The access log's sortable columns (the contract's keys). A sort changes only the order the rows are read in: the
 * chain (prevHash, rowHash) is written and checked in logId order, whatever the list shows.
 */
const ACCESS_LOG_SORT = {
  regDt: 'l.regDt',
  oprLgnId: 'o.lgnId',
  subjectLgnId: 's.lgnId',
  accessKind: 'l.accessKind',
} as const;

export type AccessLogEntry = Omit<PrvcAccessLogTable, 'logId' | 'prevHash' | 'rowHash'>;

/** The personal-data access log (decision 034): rows are only ever added; the chain's head is locked to add one. */
export class AccessLogRepository {
  constructor(private readonly db: Executor) {}

  /** Locks the chain's head (an update holds its row until the transaction ends) and gives the last hash. */
  async lockHead(): Promise<string> {
    await this.db
      .updateTable('prvcAccessChain')
      .set((eb) => ({ lastHash: eb.ref('lastHash') }))
      .where('chainId', '=', 1)
      .execute();
    const head = await this.db
      .selectFrom('prvcAccessChain')
      .select('lastHash')
      .where('chainId', '=', 1)
      .executeTakeFirstOrThrow();
    return head.lastHash;
  }

  async append(entry: AccessLogEntry, prevHash: string, rowHash: string): Promise<void> {
    await this.db
      .insertInto('prvcAccessLog')
      .values({ ...entry, prevHash, rowHash })
      .execute();
    await this.db.updateTable('prvcAccessChain').set({ lastHash: rowHash }).where('chainId', '=', 1).execute();
  }

  /**
   * Removes the rows written before `beforeIso` (the retention job: two years). The database refuses any younger row,
   * whatever the caller asks; the chain check starts from the oldest row left.
   */
  async removeBefore(beforeIso: string): Promise<number> {
    const r = await this.db.deleteFrom('prvcAccessLog').where('regDt', '<', beforeIso).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  private filtered(q: Omit<AccessLogQuery, 'pageNo' | 'pageSize'>) {
    let query = this.db
      .selectFrom('prvcAccessLog as l')
      .innerJoin('appUser as o', 'o.userId', 'l.oprUserId')
      .leftJoin('appUser as s', 's.userId', 'l.subjectUserId');
    if (q.oprLgnId) query = query.where('o.lgnId', '=', q.oprLgnId);
    if (q.subjectLgnId) query = query.where('s.lgnId', '=', q.subjectLgnId);
    if (q.accessKind) query = query.where('l.accessKind', '=', q.accessKind);
    if (q.from) query = query.where('l.regDt', '>=', q.from);
    if (q.to) query = query.where('l.regDt', '<', q.to);
    return query;
  }

  /**
   * A page of rows, newest first unless the operator sorts by a column; `from` and `to` are ISO instants (the service
   * turns Seoul days into them).
   */
  async search(q: AccessLogQuery): Promise<{ items: AccessLogRow[]; total: number }> {
    const base = this.filtered(q);
    const { column, direction } = consoleOrder(q, ACCESS_LOG_SORT, { sort: 'regDt', order: 'desc' });
    const [items, count] = await Promise.all([
      base
        .select(ACCESS_LOG_COLUMNS)
        .orderBy(column, direction)
        .orderBy('l.logId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(count?.n ?? 0) };
  }

  /** Counts per operator and kind between two instants. */
  async counts(from: string, to: string) {
    const rows = await this.db
      .selectFrom('prvcAccessLog as l')
      .innerJoin('appUser as o', 'o.userId', 'l.oprUserId')
      .select((eb) => [
        'l.oprUserId',
        'o.lgnId as oprLgnId',
        'o.userNm as oprNm',
        'l.accessKind',
        eb.fn.countAll<number>().as('count'),
      ])
      .where('l.regDt', '>=', from)
      .where('l.regDt', '<', to)
      .groupBy(['l.oprUserId', 'o.lgnId', 'o.userNm', 'l.accessKind'])
      .orderBy('o.lgnId')
      .orderBy('l.accessKind')
      .execute();
    return rows.map((r) => ({ ...r, accessKind: r.accessKind as AccessKind, count: Number(r.count) }));
  }

  /** Every download between two instants, oldest first. */
  async downloads(from: string, to: string): Promise<AccessLogRow[]> {
    return this.filtered({ accessKind: 'DOWNLOAD' })
      .select(ACCESS_LOG_COLUMNS)
      .where('l.regDt', '>=', from)
      .where('l.regDt', '<', to)
      .orderBy('l.logId')
      .execute();
  }

  /** The rows in order, a batch at a time, for the chain check. */
  async batchAfter(logId: number, limit: number) {
    return this.db
      .selectFrom('prvcAccessLog')
      .selectAll()
      .where('logId', '>', logId)
      .orderBy('logId')
      .limit(limit)
      .execute();
  }
}
