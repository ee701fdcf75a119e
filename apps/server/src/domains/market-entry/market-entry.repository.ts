import type { AdminEntryQuery, EntryFields, EntryStatus } from '@onfan/contracts/market-entry';
import { type Selectable, sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import type { CmstrAplyTable } from './market-entry.tables.js';

export type EntryRow = Selectable<CmstrAplyTable>;
export type DocRow = {
  docCd: string;
  fileId: string;
  docSts: 'submitted' | 'accepted' | 'rejected';
  rjctRsn: string | null;
  fileNm: string;
  updtDt: string;
};

const ENTRY_SORT = { submitDt: 'submitDt', updtDt: 'updtDt', cmpnyNm: 'cmpnyNm' } as const;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
const contains = (s: string) => sql<string>`${`%${escapeLike(s.toLowerCase())}%`} escape '\\'`;

/** The first instant of a Seoul calendar day (yyyyMMdd), as the ISO text the timestamps are kept in. */
export function seoulDayStart(ymd: string): string {
  return new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T00:00:00+09:00`).toISOString();
}

/** The day after a Seoul calendar day (yyyyMMdd). */
function nextDay(ymd: string): string {
  const d = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + 1));
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

/** The only SQL of market entry: applications, their documents and their history. */
export class MarketEntryRepository {
  constructor(private readonly db: Executor) {}

  mine(userId: number): Promise<EntryRow | undefined> {
    return this.db.selectFrom('cmstrAply').selectAll().where('userId', '=', userId).executeTakeFirst();
  }

  byId(aplyId: number): Promise<EntryRow | undefined> {
    return this.db.selectFrom('cmstrAply').selectAll().where('aplyId', '=', aplyId).executeTakeFirst();
  }

  /** Applications past their draft, newest first (the operators' list). */
  submitted(limit: number): Promise<EntryRow[]> {
    return this.db
      .selectFrom('cmstrAply')
      .selectAll()
      .where('sts', '!=', 'draft')
      .orderBy('aplyId', 'desc')
      .limit(limit)
      .execute();
  }

  /** The console's page of applications past their draft (waiting ones by default), in the chosen column's order. */
  async consolePage(q: AdminEntryQuery): Promise<{ items: EntryRow[]; total: number }> {
    let base = this.db.selectFrom('cmstrAply').where('sts', '!=', 'draft');
    if (q.sts === 'waiting') base = base.where('sts', 'in', ['submitted', 'reviewing']);
    else if (q.sts !== 'all') base = base.where('sts', '=', q.sts);
    if (q.pdCtgr) base = base.where('pdCtgr', '=', q.pdCtgr);
    if (q.q) base = base.where(sql`lower(coalesce(cmpny_nm, ''))`, 'like', contains(q.q));
    if (q.from) base = base.where('submitDt', '>=', seoulDayStart(q.from));
    if (q.to) base = base.where('submitDt', '<', seoulDayStart(nextDay(q.to)));
    const { column, direction } = consoleOrder(q, ENTRY_SORT, { sort: 'submitDt', order: 'desc' });
    const [items, total] = await Promise.all([
      base
        .selectAll()
        .orderBy(column, direction)
        .orderBy('aplyId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }

  /** The applications waiting for an operator (the dashboard's count). */
  async waitingCount(): Promise<number> {
    const row = await this.db
      .selectFrom('cmstrAply')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sts', 'in', ['submitted', 'reviewing'])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  docs(aplyIds: readonly number[]): Promise<(DocRow & { aplyId: number })[]> {
    if (aplyIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('cmstrDoc as d')
      .innerJoin('uploadedFile as f', 'f.fileId', 'd.fileId')
      .select(['d.aplyId', 'd.docCd', 'd.fileId', 'd.docSts', 'd.rjctRsn', 'd.updtDt', 'f.originalName as fileNm'])
      .where('d.aplyId', 'in', aplyIds)
      .execute();
  }

  history(aplyId: number) {
    return this.db
      .selectFrom('cmstrHist')
      .select(['sts', 'memo', 'regDt'])
      .where('aplyId', '=', aplyId)
      .orderBy('histId')
      .execute();
  }

  /** Another application holding this business number or supplier-manager id (not `exceptAplyId`). */
  async taken(column: 'bzmnRegNo' | 'scmMngrId', value: string, exceptAplyId: number | null): Promise<boolean> {
    let q = this.db.selectFrom('cmstrAply').select('aplyId').where(column, '=', value);
    if (exceptAplyId !== null) q = q.where('aplyId', '!=', exceptAplyId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** `draftInput`: the fields kept as typed (JSON), or null when every field is well formed. */
  async insert(userId: number, fields: EntryFields, draftInput: string | null, now: string): Promise<number> {
    const { aplyId } = await this.db
      .insertInto('cmstrAply')
      .values({
        userId,
        ...fields,
        draftInput,
        pdPrc: fields.pdPrc ?? null,
        mnthSplyQty: fields.mnthSplyQty ?? null,
        regDt: now,
        updtDt: now,
      })
      .returning('aplyId')
      .executeTakeFirstOrThrow();
    return aplyId;
  }

  /** Saves the fields of an application the member may edit (a draft, or a rejected one, which becomes a draft). */
  async saveFields(aplyId: number, fields: EntryFields, draftInput: string | null, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('cmstrAply')
      .set({
        ...fields,
        draftInput,
        pdPrc: fields.pdPrc ?? null,
        mnthSplyQty: fields.mnthSplyQty ?? null,
        sts: 'draft',
        updtDt: now,
      })
      .where('aplyId', '=', aplyId)
      .where('sts', 'in', ['draft', 'rejected'])
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Moves an application from one state to another; false when it was no longer in `from` (someone moved it). */
  async move(
    aplyId: number,
    from: readonly EntryStatus[],
    to: EntryStatus,
    extra: { rjctRsn?: string | null; submitDt?: string },
    now: string,
    copy?: string,
  ): Promise<boolean> {
    let q = this.db
      .updateTable('cmstrAply')
      .set({ sts: to, updtDt: now, ...extra })
      .where('aplyId', '=', aplyId)
      .where('sts', 'in', [...from]);
    // A console move names the copy it was made on: another change since makes it stale.
    if (copy !== undefined) q = q.where('updtDt', '=', copy);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async addHistory(
    aplyId: number,
    move: { from: EntryStatus | null; to: EntryStatus },
    memo: string | null,
    byUserId: number | null,
    now: string,
  ) {
    await this.db
      .insertInto('cmstrHist')
      .values({ aplyId, fromSts: move.from, sts: move.to, memo, byUserId, regDt: now })
      .execute();
  }

  /** Every move of an application with who made it (their name and kind of account), oldest first (the console). */
  consoleHistory(aplyId: number) {
    return this.db
      .selectFrom('cmstrHist as h')
      .leftJoin('appUser as u', 'u.userId', 'h.byUserId')
      .select(['h.histId', 'h.fromSts', 'h.sts', 'h.memo', 'h.byUserId', 'h.regDt', 'u.userNm', 'u.userPattnCd'])
      .where('h.aplyId', '=', aplyId)
      .orderBy('h.histId')
      .execute();
  }

  /** The applicant's mobile number, to tell them of a decision. */
  async mobileOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('mblNo').where('userId', '=', userId).executeTakeFirst();
    return row?.mblNo ?? null;
  }

  /** The member's market-entry history: withdrawal answers 301 from now on (the accounts domain reads the flag). */
  async markMarketEntry(userId: number): Promise<void> {
    await this.db.updateTable('appUser').set({ marketEntryYn: 'Y' }).where('userId', '=', userId).execute();
  }

  /** Sets a kind of document to a stored file (again replaces it and waits for a check again). */
  async putDoc(aplyId: number, docCd: string, fileId: string, now: string): Promise<void> {
    await this.db
      .insertInto('cmstrDoc')
      .values({ aplyId, docCd, fileId, docSts: 'submitted', rjctRsn: null, updtDt: now })
      .onConflict((oc) =>
        oc.columns(['aplyId', 'docCd']).doUpdateSet({ fileId, docSts: 'submitted', rjctRsn: null, updtDt: now }),
      )
      .execute();
  }

  /**
   * An operator's check of a submitted document on the copy they read (`copy`, the document's updtDt); false when it
   * was not waiting for one or changed since (replaced, or checked by another operator first).
   */
  async decideDoc(
    aplyId: number,
    docCd: string,
    docSts: 'accepted' | 'rejected',
    rjctRsn: string | null,
    now: string,
    copy: string,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('cmstrDoc')
      .set({ docSts, rjctRsn, updtDt: now })
      .where('aplyId', '=', aplyId)
      .where('docCd', '=', docCd)
      .where('docSts', '=', 'submitted')
      .where('updtDt', '=', copy)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * A document's check changes the application: its copy moves on (a move made on the copy before is stale), and only
   * while it waits for an operator — so an acceptance and a check made at once cannot both stand, on either database.
   */
  async touchUnderReview(aplyId: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('cmstrAply')
      .set({ updtDt: now })
      .where('aplyId', '=', aplyId)
      .where('sts', 'in', ['submitted', 'reviewing'])
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Records a stored file as the member's upload (the demo seed; members upload through the upload module). */
  async insertStoredFile(row: {
    fileId: string;
    storageKey: string;
    originalName: string;
    mimeType: string;
    sizeBytes: number;
    userId: number;
    contentsType: string;
    regDt: string;
  }): Promise<void> {
    await this.db
      .insertInto('uploadedFile')
      .values({ ...row, menuType: 'cmstr' })
      .execute();
  }
}
