import type { ConsoleBoard } from '@onfan/contracts/content.admin';
import { FAQ_CATEGORIES, type FaqCategory } from '@onfan/contracts/faq';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { SortOrder } from '@onfan/contracts/admin';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import type { FaqTable } from './content.tables.js';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A board's sortable columns (the contract's keys). */
const BOARD_ITEM_SORT = { tit: 'c.tit', expsrYn: 'c.expsrYn', regDt: 'c.regDt' } as const;
/**
 * The FAQ list's sortable columns (the contract's keys). `sortSeq`, the display order the desk edits, is the default
 * key: it orders by category as /guide shows them, then by each category's own order.
 */
const FAQ_SORT = { sortSeq: 'sortSeq', qstn: 'qstn', expsrYn: 'expsrYn' } as const;

export interface BoardItemFilter {
  board: ConsoleBoard;
  searchTerm?: string | undefined;
  expsrYn?: 'Y' | 'N' | undefined;
  sort?: keyof typeof BOARD_ITEM_SORT | undefined;
  order?: SortOrder | undefined;
  limit: number;
  offset: number;
}

export interface FaqFilter {
  ctgrCd?: FaqCategory | undefined;
  expsrYn?: 'Y' | 'N' | undefined;
  sort?: keyof typeof FAQ_SORT | undefined;
  order?: SortOrder | undefined;
  limit: number;
  offset: number;
}

/**
 * The content desk's queries (decision 034): a board's items shown or hidden (an item removed with `useYn = 'N'` is
 * gone for the console too), the categories an item takes, and the FAQ rows.
 */
export class ContentDeskRepository {
  constructor(private readonly db: Executor) {}

  private boardItems(f: Pick<BoardItemFilter, 'board' | 'searchTerm' | 'expsrYn'>) {
    let q = this.db.selectFrom('contentItem as c').where('c.contentsType', '=', f.board).where('c.useYn', '=', 'Y');
    if (f.expsrYn) q = q.where('c.expsrYn', '=', f.expsrYn);
    if (f.searchTerm) {
      const p = `%${escapeLike(f.searchTerm.toLowerCase())}%`;
      q = q.where(sql<boolean>`lower(c.tit) like ${p} escape '\\'`);
    }
    return q;
  }

  async items(f: BoardItemFilter) {
    const q = this.boardItems(f);
    const { column, direction } = consoleOrder(f, BOARD_ITEM_SORT, { sort: 'regDt', order: 'desc' });
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select([
        'c.contentsId',
        'c.contentsType',
        'c.ctgrCode',
        'c.tit',
        'c.thmbnlImgPtUrl',
        'c.expsrYn',
        'c.regDt',
        'c.mdfcnDt',
      ])
      .orderBy(column, direction)
      .orderBy('c.contentsId', direction)
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    return { rows, total: Number(total.n) };
  }

  /** An item of the board, shown or hidden (not a removed one). */
  async item(board: ConsoleBoard, contentsId: number) {
    return this.db
      .selectFrom('contentItem')
      .selectAll()
      .where('contentsId', '=', contentsId)
      .where('contentsType', '=', board)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** Names of common codes (categories of social space set 2). */
  async codes(group: string) {
    return this.db
      .selectFrom('cmmnCd')
      .select(['cmmnCdVal as code', 'cmmnCdValNm as name'])
      .where('cmmnCd', '=', group)
      .where('useYn', '=', 'Y')
      .orderBy('sortSeq')
      .execute();
  }

  /** The support-business introductions (an example's category is one of them). */
  async introductions() {
    return this.db
      .selectFrom('contentItem')
      .select(['contentsId', 'tit'])
      .where('contentsType', '=', 'intrd')
      .where('useYn', '=', 'Y')
      .orderBy('regDt', 'desc')
      .orderBy('contentsId', 'desc')
      .execute();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // FAQ
  // ---------------------------------------------------------------------------------------------------------------

  /** Shown questions, by category then the operators' order (the category order is the caller's). */
  async shownFaqs() {
    return this.db
      .selectFrom('faq')
      .select(['faqId', 'ctgrCd', 'qstn', 'ans', 'sortSeq'])
      .where('expsrYn', '=', 'Y')
      .orderBy('sortSeq')
      .orderBy('faqId')
      .execute();
  }

  async faqs(f: FaqFilter) {
    let q = this.db.selectFrom('faq');
    if (f.ctgrCd) q = q.where('ctgrCd', '=', f.ctgrCd);
    if (f.expsrYn) q = q.where('expsrYn', '=', f.expsrYn);
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const { column, direction } = consoleOrder(f, FAQ_SORT, { sort: 'sortSeq', order: 'asc' });
    let rows = q.selectAll();
    if (column === 'sortSeq') {
      // Categories in the order /guide shows them (FAQ_CATEGORIES), then the operators' order within each.
      rows = rows.orderBy(
        sql`case ${sql.ref('ctgrCd')} ${sql.join(
          FAQ_CATEGORIES.map((c, i) => sql`when ${c.code} then ${sql.lit(i)}`),
          sql` `,
        )} else ${sql.lit(FAQ_CATEGORIES.length)} end`,
        direction,
      );
    }
    const found = await rows
      .orderBy(column, direction)
      .orderBy('faqId', direction)
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    return { rows: found, total: Number(total.n) };
  }

  async faq(faqId: number) {
    return this.db.selectFrom('faq').selectAll().where('faqId', '=', faqId).executeTakeFirst();
  }

  /** The next place at the end of a category. */
  async nextSortSeq(ctgrCd: FaqCategory): Promise<number> {
    const row = await this.db
      .selectFrom('faq')
      .select((eb) => eb.fn.max('sortSeq').as('m'))
      .where('ctgrCd', '=', ctgrCd)
      .executeTakeFirst();
    return Number(row?.m ?? 0) + 1;
  }

  /** The question just before (UP) or after (DOWN) one in its category's order. */
  async faqNeighbour(row: { faqId: number; ctgrCd: string; sortSeq: number }, direction: 'UP' | 'DOWN') {
    const up = direction === 'UP';
    return this.db
      .selectFrom('faq')
      .selectAll()
      .where('ctgrCd', '=', row.ctgrCd)
      .where((eb) =>
        eb.or([
          eb('sortSeq', up ? '<' : '>', row.sortSeq),
          eb.and([eb('sortSeq', '=', row.sortSeq), eb('faqId', up ? '<' : '>', row.faqId)]),
        ]),
      )
      .orderBy('sortSeq', up ? 'desc' : 'asc')
      .orderBy('faqId', up ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
  }

  async insertFaq(row: Insertable<FaqTable>): Promise<number> {
    const inserted = await this.db.insertInto('faq').values(row).returning('faqId').executeTakeFirstOrThrow();
    return inserted.faqId;
  }

  /** Changes a question while it is still the copy `copy` names; whether it did. */
  async updateFaq(faqId: number, values: Updateable<FaqTable>, copy: string): Promise<boolean> {
    const result = await this.db
      .updateTable('faq')
      .set(values)
      .where('faqId', '=', faqId)
      .where('updtDt', '=', copy)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
