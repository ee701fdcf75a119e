import type { SortOrder } from '@onfan/contracts/admin';
import type { InquiryKind } from '@onfan/contracts/inquiry.admin';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { pageOffset } from '../../http/paging.js';
import type { InboxWindow } from '../../lib/inquiry-inbox.js';

/** One inbox row as the three tables give it: the kind's subject in shared columns, the rest null. */
export interface InboxRecord {
  kind: InquiryKind;
  inqId: number;
  lgnId: string;
  inqCn: string;
  regDt: string;
  ansCn: string | null;
  ansDt: string | null;
  /** The product's or the space's id (null for a promotion inquiry). */
  subjId: number | null;
  /** The product's or the space's name, or the programme asked about (null for a general promotion inquiry). */
  subjNm: string | null;
  /** The question's title (null for a product inquiry). */
  title: string | null;
  /** A promotion inquiry's promotion (`subs` or `local`). */
  promoKind: string | null;
  cmpnyNm: string | null;
}

export interface InboxFilter {
  kinds: readonly InquiryKind[];
  answered?: 'N' | 'Y' | undefined;
  sort?: 'regDt' | 'kind' | undefined;
  order?: SortOrder | undefined;
  pageNo: number;
  pageSize: number;
}

/** The inbox's sortable columns: the kind and the time asked (the age is the time asked, turned round). */
const INBOX_SORT = { regDt: 'x.regDt', kind: 'x.kind' } as const;

// Typed nulls, so every branch of the union has the same column types on PostgreSQL too.
const nullInt = () => sql<number | null>`cast(null as integer)`;
const nullText = () => sql<string | null>`cast(null as text)`;

/**
 * The inquiry inbox's 전체 view (issue 38): the three kinds' questions as one UNION ALL, filtered in each branch and
 * paged, counted and ordered over the whole, so a page is one query however many kinds an operator answers.
 */
export class InquiryInboxRepository {
  constructor(private readonly db: Executor) {}

  async search(f: InboxFilter, w: InboxWindow) {
    // Each branch reads other tables; what they share is the row they select.
    const branches = f.kinds.map((k) => this.branch(k, f, w) as unknown as SelectQueryBuilder<DB, never, InboxRecord>);
    const [first, ...rest] = branches;
    if (!first) return { items: [] as InboxRecord[], total: 0 };
    const union = rest.reduce((u, b) => u.unionAll(b), first);
    const all = this.db.selectFrom(union.as('x'));
    let page = all.selectAll('x');
    if (f.sort) {
      const { column, direction } = consoleOrder(f, INBOX_SORT, { sort: 'regDt', order: 'asc' });
      page = page.orderBy(column, direction);
    } else {
      // The default: the unanswered first, each part the longest waiting first (an order alone turns the time).
      page = page.orderBy(sql`case when x.ans_dt is null then 0 else 1 end`).orderBy('x.regDt', f.order ?? 'asc');
    }
    const [items, count] = await Promise.all([
      page.orderBy('x.kind', 'asc').orderBy('x.inqId', 'asc').limit(f.pageSize).offset(pageOffset(f)).execute(),
      all.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: items as InboxRecord[], total: Number(count.n) };
  }

  /** One kind's questions in the inbox's columns, with the filters its own queue applies (`i` is the question). */
  private branch(kind: InquiryKind, f: InboxFilter, w: InboxWindow) {
    const where = (searched: readonly string[]) => {
      const c: RawBuilder<boolean>[] = [];
      if (f.answered) c.push(f.answered === 'Y' ? sql`i.ans_dt is not null` : sql`i.ans_dt is null`);
      if (w.askedFrom) c.push(sql`i.reg_dt >= ${w.askedFrom}`);
      if (w.askedTo) c.push(sql`i.reg_dt < ${w.askedTo}`);
      if (w.askedBefore) c.push(sql`i.reg_dt <= ${w.askedBefore}`);
      if (w.like) {
        const like = w.like;
        const each = searched.map((col) => sql`lower(${sql.ref(col)}) like ${like} escape '\\'`);
        c.push(sql`(${sql.join(each, sql` or `)})`);
      }
      return c;
    };
    const asked = [sql.lit(kind).as('kind'), 'i.inqId', 'u.lgnId', 'i.inqCn', 'i.regDt', 'i.ansCn', 'i.ansDt'] as const;
    if (kind === 'sodam') {
      return where(['i.inqCn', 'p.pdNm']).reduce(
        (q, c) => q.where(c),
        this.db
          .selectFrom('sodamInq as i')
          .innerJoin('sodamProduct as p', 'p.pdId', 'i.pdId')
          .innerJoin('appUser as u', 'u.userId', 'i.userId')
          .select([
            ...asked,
            sql<number | null>`p.pd_id`.as('subjId'),
            sql<string | null>`p.pd_nm`.as('subjNm'),
            nullText().as('title'),
            nullText().as('promoKind'),
            nullText().as('cmpnyNm'),
          ]),
      );
    }
    if (kind === 'econ') {
      return where(['i.inqTtl', 'i.inqCn', 'i.cmpnyNm']).reduce(
        (q, c) => q.where(c),
        this.db
          .selectFrom('econInq as i')
          .leftJoin('econPrgm as p', 'p.prgmId', 'i.prgmId')
          .innerJoin('appUser as u', 'u.userId', 'i.userId')
          .select([
            ...asked,
            nullInt().as('subjId'),
            sql<string | null>`p.prgm_nm`.as('subjNm'),
            sql<string | null>`i.inq_ttl`.as('title'),
            sql<string | null>`i.kind`.as('promoKind'),
            sql<string | null>`i.cmpny_nm`.as('cmpnyNm'),
          ]),
      );
    }
    return where(['i.inqTit', 'i.inqCn', 's.spaceNm']).reduce(
      (q, c) => q.where(c),
      this.db
        .selectFrom('spaceInq as i')
        .innerJoin('space as s', 's.spaceId', 'i.spaceId')
        .innerJoin('appUser as u', 'u.userId', 'i.userId')
        .where('i.delYn', '=', 'N')
        .select([
          ...asked,
          sql<number | null>`s.space_id`.as('subjId'),
          sql<string | null>`s.space_nm`.as('subjNm'),
          sql<string | null>`i.inq_tit`.as('title'),
          nullText().as('promoKind'),
          nullText().as('cmpnyNm'),
        ]),
    );
  }
}
