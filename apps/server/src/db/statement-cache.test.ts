import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

let handle: SQLite.Database;
afterEach(() => {
  if (handle?.open) handle.close();
});

function open() {
  handle = new SQLite(':memory:');
  handle.exec('create table t (n integer)');
  handle.exec('insert into t (n) values (1), (2), (3)');
  return handle;
}

describe('withStatementCache', () => {
  it('prepares each SQL text once, and the least recently used goes when the cache is full', () => {
    const db = withStatementCache(open(), 2);
    const a = db.prepare('select n from t');
    expect(db.prepare('select n from t')).toBe(a);
    const b = db.prepare('select n from t where n > ?');
    db.prepare('select n from t'); // a is now the most recently used
    db.prepare('select count(*) from t'); // evicts b
    expect(db.prepare('select n from t')).toBe(a);
    expect(db.prepare('select n from t where n > ?')).not.toBe(b);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const db = withStatementCache(open());
    const first = db.prepare('select n from t order by n');
    const rows = first.iterate([]) as Iterator<{ n: number }>;
    expect(rows.next().value).toEqual({ n: 1 });
    const second = db.prepare('select n from t order by n');
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(rows.next().value).toEqual({ n: 2 });
    rows.return?.();
    expect(db.prepare('select n from t order by n')).toBe(first);
  });

  it('serves Kysely: reads, writes, streams and a changed schema', async () => {
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(open()) }),
    });
    const count = () =>
      db
        .selectFrom('t')
        .select((eb) => eb.fn.countAll<number>().as('c'))
        .executeTakeFirstOrThrow();
    expect((await count()).c).toBe(3);
    await db.insertInto('t').values({ n: 4 }).execute();
    await db.insertInto('t').values({ n: 5 }).execute();
    expect((await count()).c).toBe(5);
    const streamed: number[] = [];
    for await (const row of db.selectFrom('t').select('n').orderBy('n').stream()) streamed.push(row.n);
    expect(streamed).toEqual([1, 2, 3, 4, 5]);
    expect((await db.selectFrom('t').select('n').orderBy('n').execute()).length).toBe(5);
    await sql`alter table t add column m integer`.execute(db);
    expect(await db.selectFrom('t').selectAll().orderBy('n').executeTakeFirst()).toEqual({ n: 1, m: null });
    expect((await count()).c).toBe(5);
    await db.destroy();
  });
});
