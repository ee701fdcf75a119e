import type { AnswerTemplateQuery, InquiryKind } from '@onfan/contracts/inquiry.admin';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** The template list's sortable columns (the contract's keys). */
const TEMPLATE_SORT = { tmplNm: 'tmplNm', updtDt: 'updtDt', kind: 'kind' } as const;

/** The answer templates' reads and changes (each change on the copy read). */
export class InquiryTemplateRepository {
  constructor(private readonly db: Executor) {}

  /** Templates of the kinds given, by name unless the operator sorts by another column. */
  async search(q: AnswerTemplateQuery, kinds: readonly InquiryKind[]) {
    if (kinds.length === 0) return { items: [], total: 0 };
    let base = this.db.selectFrom('inqAnsTmpl').where('kind', 'in', kinds);
    if (q.kind) base = base.where('kind', '=', q.kind);
    const term = q.q?.trim().toLowerCase();
    if (term) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where(
        sql<boolean>`(lower(tmpl_nm) like ${like} escape '\\' or lower(tmpl_cn) like ${like} escape '\\')`,
      );
    }
    const { column, direction } = consoleOrder(q, TEMPLATE_SORT, { sort: 'tmplNm', order: 'asc' });
    const [items, total] = await Promise.all([
      base
        .select(['id', 'kind', 'tmplNm', 'tmplCn', 'regDt', 'updtDt'])
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
    return this.db.selectFrom('inqAnsTmpl').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Adds a template; undefined when its kind already has one of that name (the pair is unique). */
  async insert(v: { kind: InquiryKind; tmplNm: string; tmplCn: string }, now: string): Promise<number | undefined> {
    const row = await this.db
      .insertInto('inqAnsTmpl')
      .values({ ...v, regDt: now, updtDt: now })
      .onConflict((oc) => oc.columns(['kind', 'tmplNm']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Rewrites a template on the copy read: 'stale' when it changed since, 'taken' when its kind already has another
   * template of the new name (the unique pair refuses it, so two renames at once cannot both win).
   */
  async update(
    id: number,
    readCopy: string,
    v: { kind: InquiryKind; tmplNm: string; tmplCn: string },
    updtDt: string,
  ): Promise<'updated' | 'stale' | 'taken'> {
    try {
      const r = await this.db
        .updateTable('inqAnsTmpl')
        .set({ ...v, updtDt })
        .where('id', '=', id)
        .where('updtDt', '=', readCopy)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n ? 'updated' : 'stale';
    } catch (err) {
      if (isUniqueViolation(err)) return 'taken';
      throw err;
    }
  }

  /** Deletes a template on the copy read; false when it changed (or went) since. */
  async delete(id: number, readCopy: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('inqAnsTmpl')
      .where('id', '=', id)
      .where('updtDt', '=', readCopy)
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }
}
