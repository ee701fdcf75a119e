import type { ProhibitedWordQuery } from '@onfan/contracts/prohibited.admin';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';

/** `%term%` for a case-blind LIKE with `\` as its escape. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The word list's sortable columns (the contract's keys). */
const WORD_SORT = { word: 'word', regDt: 'regDt', updtDt: 'updtDt' } as const;

/** The prohibited-word desk's reads and changes (each change on the copy read). */
export class ProhibitedWordDeskRepository {
  constructor(private readonly db: Executor) {}

  /** The words in (or out of) use, newest first unless the operator sorts by a column. */
  async search(q: ProhibitedWordQuery) {
    let base = this.db.selectFrom('prohibitedWord').where('useYn', '=', q.useYn);
    const term = q.q?.trim();
    if (term) base = base.where((eb) => eb(sql`lower(word)`, 'like', sql`${likePattern(term)} escape '\\'`));
    const { column, direction } = consoleOrder(q, WORD_SORT, { sort: 'regDt', order: 'desc' });
    const [items, total] = await Promise.all([
      base
        .select(['id', 'word', 'useYn', 'regDt', 'updtDt'])
        .orderBy(column, direction)
        .orderBy('id', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }

  byId(id: number) {
    return this.db.selectFrom('prohibitedWord').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byWord(word: string) {
    return this.db.selectFrom('prohibitedWord').selectAll().where('word', '=', word).executeTakeFirst();
  }

  /** Adds a word; undefined when another operator added it at the same moment (the word is unique). */
  async insert(word: string, now: string): Promise<number | undefined> {
    const row = await this.db
      .insertInto('prohibitedWord')
      .values({ word, regDt: now, updtDt: now })
      .onConflict((oc) => oc.column('word').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Switches a word on or off on the copy read; false when it changed since. */
  async setUse(id: number, readCopy: string, useYn: 'Y' | 'N', updtDt: string): Promise<boolean> {
    const r = await this.db
      .updateTable('prohibitedWord')
      .set({ useYn, updtDt })
      .where('id', '=', id)
      .where('updtDt', '=', readCopy)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }
}
