import type { BroadcastDeskQuery, ChannelDeskQuery } from '@onfan/contracts/broadcast.admin';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { uploadedBy } from '../../db/gallery-rows.js';
import { pageOffset } from '../../http/paging.js';
import type { BrcChnlTable, BrcInfoTable, BrcPrdctTable } from './broadcast.tables.js';

/** Uploads of the broadcast desk (channel pictures and posters): the upload menu and kind they are stored under. */
export const BROADCAST_DESK_UPLOAD = { menuType: 'broadcast', contentsType: 'desk' } as const;

const CHANNEL_SORT = { chnlNm: 'c.chnlNm', regDt: 'c.regDt', brcCnt: 'brcCnt' } as const;
const BROADCAST_SORT = { brcBgngDt: 'b.brcBgngDt', brcTit: 'b.brcTit', regDt: 'b.regDt' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (q: string) => `%${escapeLike(q.toLowerCase())}%`;

/** The broadcast desk's SQL: channels, broadcasts with their products, and comments, shown or not. */
export class BroadcastDeskRepository {
  constructor(private readonly db: Executor) {}

  // Channels ----------------------------------------------------------------------------------------------------------

  private channelRows() {
    return this.db
      .selectFrom('brcChnl as c')
      .selectAll('c')
      .select((eb) => [
        eb
          .selectFrom('brcInfo as b')
          .whereRef('b.brcChnlId', '=', 'c.brcChnlId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('brcCnt'),
        eb
          .selectFrom('brcSbptn as s')
          .whereRef('s.brcChnlId', '=', 'c.brcChnlId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('sbptnCnt'),
      ]);
  }

  async channels(q: ChannelDeskQuery) {
    let base = this.db.selectFrom('brcChnl as c');
    if (q.q) {
      const p = like(q.q);
      base = base.where((eb) => eb(sql`lower(c.chnl_nm)`, 'like', sql`${p} escape '\\'`));
    }
    if (q.useYn) base = base.where('c.useYn', '=', q.useYn);
    const ids = base.select('c.brcChnlId');
    const { column, direction } = consoleOrder(q, CHANNEL_SORT, { sort: 'regDt', order: 'desc' });
    const [items, count] = await Promise.all([
      this.channelRows()
        .where('c.brcChnlId', 'in', ids)
        .orderBy(column, direction)
        .orderBy('c.brcChnlId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  channel(brcChnlId: number) {
    return this.channelRows().where('c.brcChnlId', '=', brcChnlId).executeTakeFirst();
  }

  channelOptions() {
    return this.db
      .selectFrom('brcChnl')
      .select(['brcChnlId', 'chnlNm', 'useYn'])
      .orderBy('chnlNm')
      .orderBy('brcChnlId')
      .execute();
  }

  /** Another channel of this name (names are how members tell channels apart). */
  async channelNamed(chnlNm: string, except: number | null) {
    let q = this.db.selectFrom('brcChnl').select('brcChnlId').where('chnlNm', '=', chnlNm);
    if (except !== null) q = q.where('brcChnlId', '<>', except);
    return q.executeTakeFirst();
  }

  async insertChannel(row: Insertable<BrcChnlTable>): Promise<number> {
    const r = await this.db.insertInto('brcChnl').values(row).returning('brcChnlId').executeTakeFirstOrThrow();
    return r.brcChnlId;
  }

  /** Updates the channel only if it is still the copy read (`updtDt` as stored); false when it is not. */
  async updateChannelIfCopy(brcChnlId: number, stored: string, values: Updateable<BrcChnlTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('brcChnl')
      .set(values)
      .where('brcChnlId', '=', brcChnlId)
      .where('updtDt', '=', stored)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * Takes the channel's row lock for the rest of the transaction (a no-op update): two broadcasts scheduled on one
   * channel at once are checked for overlap one after the other.
   */
  async lockChannel(brcChnlId: number): Promise<void> {
    await this.db
      .updateTable('brcChnl')
      .set((eb) => ({ useYn: eb.ref('useYn') }))
      .where('brcChnlId', '=', brcChnlId)
      .execute();
  }

  // Broadcasts --------------------------------------------------------------------------------------------------------

  private broadcastRows() {
    return this.db
      .selectFrom('brcInfo as b')
      .innerJoin('brcChnl as c', 'c.brcChnlId', 'b.brcChnlId')
      .selectAll('b')
      .select('c.chnlNm')
      .select((eb) => [
        eb
          .selectFrom('brcPrdct as p')
          .whereRef('p.brcInfoNo', '=', 'b.brcInfoNo')
          .select(eb.fn.countAll<number>().as('n'))
          .as('prdctCnt'),
        eb
          .selectFrom('vodCmnt as v')
          .whereRef('v.brcInfoNo', '=', 'b.brcInfoNo')
          .where('v.useYn', '=', 'Y')
          .select(eb.fn.countAll<number>().as('n'))
          .as('cmntCnt'),
        eb
          .selectFrom('comunRpt as r')
          .where('r.prcsStts', '=', 'PENDING')
          .where((w) =>
            w.or([
              w.and([w('r.trgtType', '=', 'brc'), w('r.trgtId', '=', w.ref('b.brcInfoNo'))]),
              w.and([
                w('r.trgtType', '=', 'vodCmnt'),
                w(
                  'r.trgtId',
                  'in',
                  w.selectFrom('vodCmnt as v2').select('v2.vodCmntId').whereRef('v2.brcInfoNo', '=', 'b.brcInfoNo'),
                ),
              ]),
            ]),
          )
          .select(eb.fn.countAll<number>().as('n'))
          .as('rptCnt'),
      ]);
  }

  /** Broadcasts by kind, state at `now`, channel and the period they start in (`from`/`to`: ISO instants). */
  async broadcasts(q: BroadcastDeskQuery, now: string, period: { from?: string; to?: string }) {
    let base = this.db.selectFrom('brcInfo as b');
    if (q.q) {
      const p = like(q.q);
      base = base.where((eb) => eb(sql`lower(b.brc_tit)`, 'like', sql`${p} escape '\\'`));
    }
    if (q.brcType) base = base.where('b.brcTypeDcd', '=', q.brcType);
    if (q.brcChnlId) base = base.where('b.brcChnlId', '=', q.brcChnlId);
    if (period.from) base = base.where('b.brcBgngDt', '>=', period.from);
    if (period.to) base = base.where('b.brcBgngDt', '<', period.to);
    const recording = ['2', '3'] as const;
    const scheduled = ['1', '4'] as const;
    switch (q.state) {
      case 'HIDDEN':
        base = base.where('b.expsrYn', '=', 'N');
        break;
      case 'SCHEDULED':
        base = base.where('b.brcTypeDcd', 'in', scheduled).where('b.brcBgngDt', '>', now);
        break;
      case 'LIVE':
        base = base
          .where('b.brcTypeDcd', 'in', scheduled)
          .where('b.brcBgngDt', '<=', now)
          .where('b.brcEndDt', '>', now);
        break;
      case 'ENDED':
        base = base.where((eb) =>
          eb.or([
            eb('b.brcTypeDcd', 'in', recording),
            eb.and([eb('b.brcTypeDcd', 'in', scheduled), eb('b.brcEndDt', '<=', now)]),
          ]),
        );
        break;
      default:
        break;
    }
    const ids = base.select('b.brcInfoNo');
    const { column, direction } = consoleOrder(q, BROADCAST_SORT, { sort: 'brcBgngDt', order: 'desc' });
    const [items, count] = await Promise.all([
      this.broadcastRows()
        .where('b.brcInfoNo', 'in', ids)
        .orderBy(column, direction)
        .orderBy('b.brcInfoNo', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  broadcast(brcInfoNo: number) {
    return this.broadcastRows().where('b.brcInfoNo', '=', brcInfoNo).executeTakeFirst();
  }

  products(brcInfoNo: number) {
    return this.db
      .selectFrom('brcPrdct')
      .select(['prdctNm', 'prc', 'sellerNm'])
      .where('brcInfoNo', '=', brcInfoNo)
      .orderBy('sortSeq')
      .orderBy('brcPrdctId')
      .execute();
  }

  /**
   * A live or commerce broadcast of the channel (other than `except`) on air at some moment of [start, end): the
   * public pages show one broadcast per channel on air (broadcast/lc).
   */
  overlapping(brcChnlId: number, start: string, end: string, except: number | null) {
    let q = this.db
      .selectFrom('brcInfo')
      .select(['brcInfoNo', 'brcTit'])
      .where('brcChnlId', '=', brcChnlId)
      .where('brcTypeDcd', 'in', ['1', '4'])
      .where('expsrYn', '=', 'Y')
      .where('brcBgngDt', '<', end)
      .where('brcEndDt', '>', start);
    if (except !== null) q = q.where('brcInfoNo', '<>', except);
    return q.executeTakeFirst();
  }

  /** Another broadcast of this title (titles are unique: the seed and the search index find broadcasts by them). */
  async broadcastTitled(brcTit: string, except: number | null) {
    let q = this.db.selectFrom('brcInfo').select('brcInfoNo').where('brcTit', '=', brcTit);
    if (except !== null) q = q.where('brcInfoNo', '<>', except);
    return q.executeTakeFirst();
  }

  async insertBroadcast(row: Insertable<BrcInfoTable>): Promise<number> {
    const r = await this.db.insertInto('brcInfo').values(row).returning('brcInfoNo').executeTakeFirstOrThrow();
    return r.brcInfoNo;
  }

  /** Updates the broadcast only if it is still the copy read (`updtDt` as stored); false when it is not. */
  async updateBroadcastIfCopy(brcInfoNo: number, stored: string, values: Updateable<BrcInfoTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('brcInfo')
      .set(values)
      .where('brcInfoNo', '=', brcInfoNo)
      .where('updtDt', '=', stored)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** The broadcast's products become `products`, in this order. */
  async replaceProducts(brcInfoNo: number, products: readonly Omit<Insertable<BrcPrdctTable>, 'brcInfoNo'>[]) {
    await this.db.deleteFrom('brcPrdct').where('brcInfoNo', '=', brcInfoNo).execute();
    if (products.length === 0) return;
    await this.db
      .insertInto('brcPrdct')
      .values(products.map((p, sortSeq) => ({ ...p, brcInfoNo, sortSeq })))
      .execute();
  }

  /** Of the storage keys `keys`, those this operator uploaded at the broadcast desk. */
  ownUploads(userId: number, keys: readonly string[]): Promise<string[]> {
    return uploadedBy(this.db, BROADCAST_DESK_UPLOAD, userId, keys);
  }

  // Comments ----------------------------------------------------------------------------------------------------------

  private commentRows() {
    return this.db
      .selectFrom('vodCmnt as v')
      .innerJoin('appUser as u', 'u.userId', 'v.userId')
      .where('v.useYn', '=', 'Y')
      .select(['v.vodCmntId', 'v.brcInfoNo', 'v.upCmntId', 'v.cmntCn', 'v.expsrYn', 'v.regDt', 'u.userNm'])
      .select((eb) => [
        eb
          .selectFrom('comunRpt as r')
          .where('r.trgtType', '=', 'vodCmnt')
          .whereRef('r.trgtId', '=', 'v.vodCmntId')
          .where('r.prcsStts', '=', 'PENDING')
          .select(eb.fn.countAll<number>().as('n'))
          .as('rptCnt'),
        eb
          .selectFrom('comunRpt as r')
          .where('r.trgtType', '=', 'vodCmnt')
          .whereRef('r.trgtId', '=', 'v.vodCmntId')
          .select((e) => e.fn.max('r.regDt').as('t'))
          .as('lastRptDt'),
      ]);
  }

  /** A broadcast's comments and replies (not removed), newest first. */
  async comments(brcInfoNo: number, limit: number, offset: number) {
    const base = this.db.selectFrom('vodCmnt').where('brcInfoNo', '=', brcInfoNo).where('useYn', '=', 'Y');
    const [items, count] = await Promise.all([
      this.commentRows()
        .where('v.brcInfoNo', '=', brcInfoNo)
        .orderBy('v.regDt', 'desc')
        .orderBy('v.vodCmntId', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  comment(vodCmntId: number) {
    return this.commentRows().where('v.vodCmntId', '=', vodCmntId).executeTakeFirst();
  }
}
