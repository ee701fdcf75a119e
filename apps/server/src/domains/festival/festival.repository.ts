import type { AprvHistoryCd, AprvStatus, FestivalDeskQuery, SeasonInput } from '@onfan/contracts/festival';
import { sql } from 'kysely';
import type { YN } from '@onfan/contracts/envelope';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import type { Insertable } from '../../db/table-types.js';
import type { FestaCampnTable, FestaManprdTable } from './festival.tables.js';

export type ProductFields = Pick<Insertable<FestaManprdTable>, 'manprdNm' | 'ctgrCd' | 'prc' | 'manprdDesc' | 'buyUrl'>;

const PRODUCT_COLUMNS = [
  'p.manprdId',
  'p.campnId',
  'c.campnNm',
  'p.userId',
  't.strNm',
  'p.manprdNm',
  'p.ctgrCd',
  'p.prc',
  'p.manprdDesc',
  'p.buyUrl',
  'p.aprvSts',
  'p.expsrYn',
  'p.rjctRsn',
  'p.regDt',
  'p.updtDt',
] as const;

const DESK_SORT = { regDt: 'p.regDt', manprdNm: 'p.manprdNm' } as const;

/** The only SQL of the festival: festivals, participants, products and their approval history. */
export class FestivalRepository {
  constructor(private readonly db: Executor) {}

  /** The seasons the public page shows. */
  festivals() {
    return this.db
      .selectFrom('festaCampn')
      .selectAll()
      .where('expsrYn', '=', 'Y')
      .orderBy('yr')
      .orderBy('bgngYmd')
      .execute();
  }

  /** Every season with its participants' and products' counts (the console), newest first. */
  adminSeasons(campnId?: number) {
    let q = this.db
      .selectFrom('festaCampn as c')
      .selectAll('c')
      .select((eb) => [
        eb
          .selectFrom('festaPrtcpt as t')
          .select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('t.campnId', '=', 'c.campnId')
          .as('prtcpCnt'),
        eb
          .selectFrom('festaManprd as p')
          .select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('p.campnId', '=', 'c.campnId')
          .as('prdCnt'),
        eb
          .selectFrom('festaManprd as p')
          .select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('p.campnId', '=', 'c.campnId')
          .where('p.aprvSts', '=', 'pending')
          .as('pendingCnt'),
      ]);
    if (campnId !== undefined) q = q.where('c.campnId', '=', campnId);
    return q.orderBy('c.bgngYmd', 'desc').orderBy('c.campnId', 'desc').execute();
  }

  async insertSeason(fields: SeasonInput, now: string): Promise<number> {
    const { campnId } = await this.db
      .insertInto('festaCampn')
      .values({ ...fields, yr: Number(fields.bgngYmd.slice(0, 4)), updtDt: now })
      .returning('campnId')
      .executeTakeFirstOrThrow();
    return campnId;
  }

  /** An operator's edit on the copy read; false when the season changed since. */
  async updateSeason(campnId: number, fields: SeasonInput, now: string, copy: string): Promise<boolean> {
    const res = await this.db
      .updateTable('festaCampn')
      .set({ ...fields, yr: Number(fields.bgngYmd.slice(0, 4)), updtDt: now })
      .where('campnId', '=', campnId)
      .where('updtDt', '=', copy)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** A season's participants with the member's name, id and phone (masked by the service) and product counts. */
  async participants(campnId: number, q: { q?: string | undefined; pageNo: number; pageSize: number }) {
    let base = this.db
      .selectFrom('festaPrtcpt as t')
      .innerJoin('appUser as u', 'u.userId', 't.userId')
      .where('t.campnId', '=', campnId);
    if (q.q) {
      const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where(sql`lower(t.str_nm)`, 'like', sql<string>`${like} escape '\\'`);
    }
    const [items, total] = await Promise.all([
      base
        .select((eb) => [
          't.userId',
          't.strNm',
          't.telno',
          't.regDt',
          'u.userNm',
          'u.lgnId',
          eb
            .selectFrom('festaManprd as p')
            .select((x) => x.fn.countAll<number>().as('n'))
            .whereRef('p.campnId', '=', 't.campnId')
            .whereRef('p.userId', '=', 't.userId')
            .as('prdCnt'),
          eb
            .selectFrom('festaManprd as p')
            .select((x) => x.fn.countAll<number>().as('n'))
            .whereRef('p.campnId', '=', 't.campnId')
            .whereRef('p.userId', '=', 't.userId')
            .where('p.aprvSts', '=', 'approved')
            .as('approvedCnt'),
        ])
        .orderBy('t.regDt', 'desc')
        .orderBy('t.userId', 'desc')
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }

  /** A product's history with who made each change (the console). */
  deskHistory(manprdId: number) {
    return this.db
      .selectFrom('festaAprvHst as h')
      .leftJoin('appUser as u', 'u.userId', 'h.byUserId')
      .select(['h.hstId', 'h.hstCd', 'h.aprvSts', 'h.expsrYn', 'h.memo', 'h.byOperYn', 'h.regDt', 'u.userNm'])
      .where('h.manprdId', '=', manprdId)
      .orderBy('h.hstId')
      .execute();
  }

  festival(campnId: number) {
    return this.db.selectFrom('festaCampn').selectAll().where('campnId', '=', campnId).executeTakeFirst();
  }

  participant(campnId: number, userId: number) {
    return this.db
      .selectFrom('festaPrtcpt')
      .selectAll()
      .where('campnId', '=', campnId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  async insertParticipant(row: { campnId: number; userId: number; strNm: string; telno: string; regDt: string }) {
    await this.db.insertInto('festaPrtcpt').values(row).execute();
  }

  /** The member's festivals with their store and product counts. */
  myFestivals(userId: number) {
    return this.db
      .selectFrom('festaPrtcpt as t')
      .innerJoin('festaCampn as c', 'c.campnId', 't.campnId')
      .leftJoin('festaManprd as p', (j) => j.onRef('p.campnId', '=', 't.campnId').onRef('p.userId', '=', 't.userId'))
      .select((eb) => [
        'c.campnId',
        'c.campnNm',
        'c.season',
        'c.campnDesc',
        'c.bgngYmd',
        'c.endYmd',
        't.strNm',
        't.regDt as prtcpDt',
        eb.fn.count<number>('p.manprdId').as('prdCnt'),
        eb.fn.sum<number>(eb.case().when('p.aprvSts', '=', 'pending').then(1).else(0).end()).as('pendingCnt'),
        eb.fn.sum<number>(eb.case().when('p.aprvSts', '=', 'approved').then(1).else(0).end()).as('approvedCnt'),
        eb.fn.sum<number>(eb.case().when('p.aprvSts', '=', 'rejected').then(1).else(0).end()).as('rejectedCnt'),
        eb.fn.sum<number>(eb.case().when('p.expsrYn', '=', 'Y').then(1).else(0).end()).as('shownCnt'),
      ])
      .where('t.userId', '=', userId)
      .groupBy(['c.campnId', 'c.campnNm', 'c.season', 'c.campnDesc', 'c.bgngYmd', 'c.endYmd', 't.strNm', 't.regDt'])
      .orderBy('c.bgngYmd', 'desc')
      .execute();
  }

  /** Approved, shown products of every festival, for the public page. */
  shownProducts() {
    return this.db
      .selectFrom('festaManprd as p')
      .innerJoin('festaCampn as c', 'c.campnId', 'p.campnId')
      .innerJoin('festaPrtcpt as t', (j) => j.onRef('t.campnId', '=', 'p.campnId').onRef('t.userId', '=', 'p.userId'))
      .select(PRODUCT_COLUMNS)
      .where('p.aprvSts', '=', 'approved')
      .where('p.expsrYn', '=', 'Y')
      .orderBy('p.manprdId')
      .execute();
  }

  private products() {
    return this.db
      .selectFrom('festaManprd as p')
      .innerJoin('festaCampn as c', 'c.campnId', 'p.campnId')
      .innerJoin('festaPrtcpt as t', (j) => j.onRef('t.campnId', '=', 'p.campnId').onRef('t.userId', '=', 'p.userId'));
  }

  product(manprdId: number) {
    return this.products().select(PRODUCT_COLUMNS).where('p.manprdId', '=', manprdId).executeTakeFirst();
  }

  /** A page of products: one member's (all states) or, for operators, all in a state. */
  async productPage(
    filter: { userId?: number; aprvSts?: AprvStatus; campnId?: number },
    page: { pageNo: number; pageSize: number },
  ) {
    let q = this.products();
    if (filter.userId !== undefined) q = q.where('p.userId', '=', filter.userId);
    if (filter.aprvSts !== undefined) q = q.where('p.aprvSts', '=', filter.aprvSts);
    if (filter.campnId !== undefined) q = q.where('p.campnId', '=', filter.campnId);
    const [{ n }, items] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      q
        .select(PRODUCT_COLUMNS)
        .orderBy('p.manprdId', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
    ]);
    return { totalCount: Number(n), items };
  }

  /** The console desk's page: one approval state (awaiting approval by default) or all, newest first by default. */
  async deskPage(q: FestivalDeskQuery) {
    let base = this.products();
    if (q.aprvSts !== 'all') base = base.where('p.aprvSts', '=', q.aprvSts);
    const { column, direction } = consoleOrder(q, DESK_SORT, { sort: 'regDt', order: 'desc' });
    const [items, total] = await Promise.all([
      base
        .select(PRODUCT_COLUMNS)
        .orderBy(column, direction)
        .orderBy('p.manprdId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }

  /** The products awaiting an operator's approval (the dashboard's count). */
  async pendingCount(): Promise<number> {
    const row = await this.db
      .selectFrom('festaManprd')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('aprvSts', '=', 'pending')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async mobileOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('mblNo').where('userId', '=', userId).executeTakeFirst();
    return row?.mblNo ?? null;
  }

  async countOf(campnId: number, userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('festaManprd')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campnId', '=', campnId)
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertProduct(row: ProductFields & { campnId: number; userId: number }, now: string): Promise<number> {
    const { manprdId } = await this.db
      .insertInto('festaManprd')
      .values({ ...row, aprvSts: 'pending', expsrYn: 'N', regDt: now, updtDt: now })
      .returning('manprdId')
      .executeTakeFirstOrThrow();
    return manprdId;
  }

  /** The owner's edit of a pending or rejected product, which waits for approval again; false when it was decided. */
  async resubmit(manprdId: number, userId: number, fields: ProductFields, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('festaManprd')
      .set({ ...fields, aprvSts: 'pending', expsrYn: 'N', rjctRsn: null, updtDt: now })
      .where('manprdId', '=', manprdId)
      .where('userId', '=', userId)
      .where('aprvSts', 'in', ['pending', 'rejected'])
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * An operator's decision on a pending product; false when it was no longer pending (someone decided first) or when
   * it changed after the operator read it (`seenUpdtDt`: its participant edited it).
   */
  async decide(
    manprdId: number,
    to: 'approved' | 'rejected',
    rjctRsn: string | null,
    now: string,
    seenUpdtDt: string,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('festaManprd')
      .set({ aprvSts: to, rjctRsn, expsrYn: 'N', updtDt: now })
      .where('manprdId', '=', manprdId)
      .where('aprvSts', '=', 'pending')
      .where('updtDt', '=', seenUpdtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Shows or hides an approved product on the copy read; false when it was not approved, already so, or changed. */
  async expose(manprdId: number, expsrYn: YN, now: string, copy: string): Promise<boolean> {
    const res = await this.db
      .updateTable('festaManprd')
      .set({ expsrYn, updtDt: now })
      .where('manprdId', '=', manprdId)
      .where('aprvSts', '=', 'approved')
      .where('expsrYn', '!=', expsrYn)
      .where('updtDt', '=', copy)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async addHistory(row: {
    manprdId: number;
    hstCd: AprvHistoryCd;
    aprvSts: AprvStatus;
    expsrYn: YN;
    memo: string | null;
    byUserId: number | null;
    byOperYn: YN;
    regDt: string;
  }): Promise<void> {
    await this.db.insertInto('festaAprvHst').values(row).execute();
  }

  history(manprdId: number) {
    return this.db
      .selectFrom('festaAprvHst')
      .select(['hstCd', 'aprvSts', 'expsrYn', 'memo', 'byOperYn', 'regDt'])
      .where('manprdId', '=', manprdId)
      .orderBy('hstId')
      .execute();
  }

  async insertFestival(row: Insertable<FestaCampnTable>): Promise<number> {
    const { campnId } = await this.db
      .insertInto('festaCampn')
      .values(row)
      .returning('campnId')
      .executeTakeFirstOrThrow();
    return campnId;
  }

  async countFestivals(): Promise<number> {
    const r = await this.db
      .selectFrom('festaCampn')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
