import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';

/** One chart cell as the database sums it: a group (member kind, studio, programme, path), a Seoul day, a count. */
export interface ChartCell {
  grp: string;
  ymd: string;
  n: number;
}

/**
 * The Seoul day (yyyyMMdd) of a timestamp column, in SQL. Timestamps are ISO 8601 UTC text on both engines
 * (db/columns.ts); Seoul keeps UTC+9 all year (no daylight saving since 1988), which SQLite adds as a modifier and
 * PostgreSQL reads from its zone database.
 */
export function seoulDaySql(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql<string>`strftime('%Y%m%d', ${sql.ref(column)}, '+9 hours')`
    : sql<string>`to_char(cast(${sql.ref(column)} as timestamptz) at time zone 'Asia/Seoul', 'YYYYMMDD')`;
}

const cells = (rows: readonly { grp: string | null; ymd: string; n: number | string | bigint }[]): ChartCell[] =>
  rows.map((r) => ({ grp: r.grp ?? '', ymd: r.ymd, n: Number(r.n) }));

/**
 * The dashboard's reads (issue 37): each chart summed per group and Seoul day in SQL over an instant range
 * [from, to) — the service turns the Seoul days into it — and the page-view rows this domain keeps. Sign-ups count
 * accounts by kind only (no personal data leaves).
 */
export class DashboardRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: Dialect,
  ) {}

  /** New accounts per member kind (operators are not sign-ups). */
  async signups(from: string, to: string): Promise<ChartCell[]> {
    const day = seoulDaySql(this.dialect, 'u.regDt');
    const rows = await this.db
      .selectFrom('appUser as u')
      .where('u.userPattnCd', '!=', '100')
      .where('u.regDt', '>=', from)
      .where('u.regDt', '<', to)
      .select((eb) => [eb.ref('u.userPattnCd').as('grp'), day.as('ymd'), eb.fn.countAll<number>().as('n')])
      .groupBy(['u.userPattnCd', day])
      .execute();
    return cells(rows);
  }

  /** Reservation requests per studio or space (by when they were made), whatever became of them. */
  async reservations(from: string, to: string): Promise<ChartCell[]> {
    const day = seoulDaySql(this.dialect, 'r.regDt');
    const place = sql<string>`coalesce(${sql.ref('s.studoNm')}, ${sql.ref('sp.spaceNm')}, '')`;
    const rows = await this.db
      .selectFrom('rsvt as r')
      .innerJoin('rsvtRoom as room', 'room.roomId', 'r.roomId')
      .leftJoin('studio as s', 's.studoId', 'room.studoId')
      .leftJoin('space as sp', 'sp.spaceId', 'room.spaceId')
      .where('r.regDt', '>=', from)
      .where('r.regDt', '<', to)
      .select((eb) => [place.as('grp'), day.as('ymd'), eb.fn.countAll<number>().as('n')])
      .groupBy([place, day])
      .execute();
    return cells(rows);
  }

  /** Applications made in the portal per support programme. */
  async applications(from: string, to: string): Promise<ChartCell[]> {
    const day = seoulDaySql(this.dialect, 'a.aplyDt');
    const rows = await this.db
      .selectFrom('sprtBizAply as a')
      .innerJoin('sprtBiz as b', 'b.sprtBizId', 'a.sprtBizId')
      .where('a.aplyDt', '>=', from)
      .where('a.aplyDt', '<', to)
      .select((eb) => [eb.ref('b.sprtBizNm').as('grp'), day.as('ymd'), eb.fn.countAll<number>().as('n')])
      .groupBy(['b.sprtBizNm', day])
      .execute();
    return cells(rows);
  }

  /** Views per public page path and Seoul day [fromYmd, toYmd]. */
  async pageViews(fromYmd: string, toYmd: string): Promise<ChartCell[]> {
    const rows = await this.db
      .selectFrom('pageViewDay')
      .where('viewYmd', '>=', fromYmd)
      .where('viewYmd', '<=', toYmd)
      .select((eb) => [eb.ref('pagePath').as('grp'), eb.ref('viewYmd').as('ymd'), eb.fn.sum<number>('viewCnt').as('n')])
      .groupBy(['pagePath', 'viewYmd'])
      .execute();
    return cells(rows);
  }

  /** One more view of `path` on the Seoul day `ymd`: an upsert on the row's key, so concurrent views all count. */
  async countView(path: string, ymd: string): Promise<void> {
    await this.db
      .insertInto('pageViewDay')
      .values({ pagePath: path, viewYmd: ymd, viewCnt: 1 })
      .onConflict((oc) =>
        oc.columns(['viewYmd', 'pagePath']).doUpdateSet((eb) => ({ viewCnt: eb('pageViewDay.viewCnt', '+', 1) })),
      )
      .execute();
  }

  async memberExists(userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('appUser').select('userId').where('userId', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  /** A member's newest community posts and comments (not deleted), and how many of each. */
  async writings(userId: number, limit: number) {
    const posts = this.db.selectFrom('comunBltartcl as p').where('p.userId', '=', userId).where('p.useYn', '=', 'Y');
    const comments = this.db
      .selectFrom('comunCmnt as c')
      .innerJoin('comunBltartcl as p', 'p.comunBltartclId', 'c.comunBltartclId')
      .where('c.userId', '=', userId)
      .where('c.useYn', '=', 'Y');
    const [postRows, commentRows, postTotal, commentTotal] = await Promise.all([
      posts
        .select(['p.comunBltartclId as id', 'p.comunBltartclTit as title', 'p.expsrYn', 'p.regDt'])
        .orderBy('p.regDt', 'desc')
        .orderBy('p.comunBltartclId', 'desc')
        .limit(limit)
        .execute(),
      comments
        .select([
          'c.cmntId as id',
          'p.comunBltartclId as postId',
          'p.comunBltartclTit as title',
          'c.expsrYn',
          'c.regDt',
        ])
        .orderBy('c.regDt', 'desc')
        .orderBy('c.cmntId', 'desc')
        .limit(limit)
        .execute(),
      posts.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      comments.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      posts: postRows,
      comments: commentRows,
      total: Number(postTotal.n) + Number(commentTotal.n),
    };
  }
}
