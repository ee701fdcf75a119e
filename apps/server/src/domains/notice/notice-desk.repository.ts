import type { NoticeDeskQuery, NoticeDeskState } from '@onfan/contracts/notice.admin';
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { pageOffset } from '../../http/paging.js';
import type { ContentItemTable } from '../content/content.tables.js';

/** Uploads of the notices desk: the upload menu and kind its files are stored under. */
export const NOTICE_UPLOAD = { menuType: 'notice', contentsType: 'atch' } as const;

type Eb = ExpressionBuilder<DB, 'contentItem'>;

/** A notice's state at `now`: hidden, or where now falls in its posting window. */
function stateIs(eb: Eb, state: NoticeDeskState, now: string) {
  const begun = eb.or([eb('pstgBgngDt', 'is', null), eb('pstgBgngDt', '<=', now)]);
  const notEnded = eb.or([eb('pstgEndDt', 'is', null), eb('pstgEndDt', '>', now)]);
  switch (state) {
    case 'HIDDEN':
      return eb('expsrYn', '=', 'N');
    case 'SCHEDULED':
      return eb.and([eb('expsrYn', '=', 'Y'), eb('pstgBgngDt', '>', now)]);
    case 'ENDED':
      return eb.and([eb('expsrYn', '=', 'Y'), begun, eb('pstgEndDt', '<=', now)]);
    case 'POSTED':
      return eb.and([eb('expsrYn', '=', 'Y'), begun, notEnded]);
  }
}

/** The notice list's sortable columns (the contract's keys); `atchCnt` is the list's own count of attachments. */
const NOTICE_SORT = { tit: 'tit', regDt: 'regDt', atchCnt: 'atchCnt' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The notices desk's queries over the content engine's notice items (contentsType 'notice', not removed). */
export class NoticeDeskRepository {
  constructor(private readonly db: Executor) {}

  private notices() {
    return this.db.selectFrom('contentItem').where('contentsType', '=', 'notice').where('useYn', '=', 'Y');
  }

  /**
   * Notices by title and state; pinned ones first, then newest, unless the operator sorts by a column: a chosen sort
   * orders every notice by that column alone (pinned ones lead only the list's own order, without `sort`).
   */
  async list(q: NoticeDeskQuery, now: string) {
    let base = this.notices();
    if (q.q) {
      const p = `%${escapeLike(q.q.toLowerCase())}%`;
      base = base.where((eb) => eb(sql`lower(tit)`, 'like', sql`${p} escape '\\'`));
    }
    const state = q.state;
    if (state) base = base.where((eb) => stateIs(eb, state, now));
    const { column, direction } = consoleOrder(q, NOTICE_SORT, { sort: 'regDt', order: 'desc' });
    let rows = base
      .selectAll('contentItem')
      .select((eb) =>
        eb
          .selectFrom('contentAtch as a')
          .whereRef('a.contentsId', '=', 'contentItem.contentsId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('atchCnt'),
      );
    if (!q.sort) rows = rows.orderBy('fixYn', 'desc');
    const [items, count] = await Promise.all([
      rows
        .orderBy(column, direction)
        .orderBy('contentsId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  async byId(id: number) {
    return this.notices().selectAll().where('contentsId', '=', id).executeTakeFirst();
  }

  async files(contentsId: number) {
    return this.db
      .selectFrom('contentAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .select(['f.fileId', 'f.originalName', 'f.sizeBytes'])
      .where('a.contentsId', '=', contentsId)
      .orderBy('a.sortSeq')
      .orderBy('a.atchId')
      .execute();
  }

  async insert(row: Insertable<ContentItemTable>): Promise<number> {
    const r = await this.db.insertInto('contentItem').values(row).returning('contentsId').executeTakeFirstOrThrow();
    return r.contentsId;
  }

  /** Updates the notice only if it is still the copy read (`mdfcnDt` = `updtDt`); false when it is not. */
  async updateIfCopy(id: number, updtDt: string, values: Updateable<ContentItemTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('contentItem')
      .set(values)
      .where('contentsId', '=', id)
      .where('contentsType', '=', 'notice')
      .where('mdfcnDt', '=', updtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Of `fileIds`, those this operator uploaded at the desk that no item holds yet. */
  async freshUploads(userId: number, fileIds: readonly string[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('uploadedFile as f')
      .select('f.fileId')
      .where('f.fileId', 'in', [...fileIds])
      .where('f.menuType', '=', NOTICE_UPLOAD.menuType)
      .where('f.contentsType', '=', NOTICE_UPLOAD.contentsType)
      .where('f.userId', '=', userId)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('contentAtch as a').select('a.atchId').whereRef('a.fileId', '=', 'f.fileId'))),
      )
      .execute();
    return rows.map((r) => r.fileId);
  }

  /** The notice's attachments become `fileIds`, in this order. */
  async replaceFiles(contentsId: number, fileIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('contentAtch').where('contentsId', '=', contentsId).execute();
    if (fileIds.length === 0) return;
    await this.db
      .insertInto('contentAtch')
      .values(fileIds.map((fileId, sortSeq) => ({ contentsId, fileId, sortSeq })))
      .execute();
  }
}
