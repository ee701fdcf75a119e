import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';
import type { Executor } from './executor.js';

interface TestDb {
  item: { itemId: number; itemNm: string; grpCd: string };
}

let kysely: Kysely<TestDb> | undefined;
afterEach(async () => {
  await kysely?.destroy();
  kysely = undefined;
});

/** A database of three items, as Executor (the portal's schema does not matter to the helper). */
function open(): Executor {
  const handle = new SQLite(':memory:');
  handle.exec('create table item (item_id integer primary key, item_nm text, grp_cd text)');
  handle.exec("insert into item values (1, '하나', 'A'), (2, '둘', 'A'), (3, '셋', 'B')");
  kysely = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: handle }), plugins: [new CamelCasePlugin()] });
  return kysely as unknown as Executor;
}
const on = (db: Executor) => db as unknown as Kysely<TestDb>;

describe('compiledOnce', () => {
  it('builds the query once and runs it with each call’s values, a value used twice in both places', async () => {
    const db = open();
    let builds = 0;
    const items = compiledOnce((ex: Executor, grpCd: string, above: number) => {
      builds++;
      return on(ex)
        .selectFrom('item')
        .select(['itemId', 'itemNm'])
        .where((eb) => eb.or([eb('grpCd', '=', grpCd), eb('itemNm', '=', grpCd)]))
        .where('itemId', '>', above)
        .orderBy('itemId');
    });
    expect(await items(db, 'A', 0)).toEqual([
      { itemId: 1, itemNm: '하나' },
      { itemId: 2, itemNm: '둘' },
    ]);
    expect(await items(db, 'A', 1)).toEqual([{ itemId: 2, itemNm: '둘' }]);
    expect(await items(db, 'B', 0)).toEqual([{ itemId: 3, itemNm: '셋' }]);
    expect(await items(db, '셋', 0)).toEqual([{ itemId: 3, itemNm: '셋' }]);
    expect(builds).toBe(1);
  });

  it('compiles again for another executor (a transaction), and keeps the values the query holds itself', async () => {
    const db = open();
    let builds = 0;
    const first = compiledOnce((ex: Executor, grpCd: string) => {
      builds++;
      return on(ex).selectFrom('item').select('itemId').where('grpCd', '=', grpCd).orderBy('itemId').limit(1);
    });
    expect(await first(db, 'A')).toEqual([{ itemId: 1 }]);
    await on(db)
      .transaction()
      .execute(async (trx) => {
        expect(await first(trx as unknown as Executor, 'B')).toEqual([{ itemId: 3 }]);
      });
    expect(await first(db, 'B')).toEqual([{ itemId: 3 }]);
    expect(builds).toBe(2);
  });

  it('refuses a query that uses a value other than as a value', async () => {
    const db = open();
    const wrong = compiledOnce((ex: Executor, itemId: number) =>
      on(ex)
        .selectFrom('item')
        .select('itemId')
        .where(sql.raw<boolean>(`item_id = ${String(itemId)}`)),
    );
    await expect(wrong(db, 1)).rejects.toThrow(/not passed as values/);
  });

  it('refuses a query that selects *, and counts with count(*)', async () => {
    const db = open();
    const star = compiledOnce((ex: Executor, grpCd: string) =>
      on(ex).selectFrom('item').selectAll().where('grpCd', '=', grpCd),
    );
    await expect(star(db, 'A')).rejects.toThrow(/name the columns/);
    const tableStar = compiledOnce((ex: Executor, grpCd: string) =>
      on(ex).selectFrom('item').select('itemNm').selectAll('item').where('grpCd', '=', grpCd),
    );
    await expect(tableStar(db, 'A')).rejects.toThrow(/name the columns/);
    const counted = compiledOnce((ex: Executor, grpCd: string) =>
      on(ex)
        .selectFrom('item')
        .select(sql<number>`count(*)`.as('n'))
        .where('grpCd', '=', grpCd),
    );
    expect(await counted(db, 'A')).toEqual([{ n: 2 }]);
  });
});
