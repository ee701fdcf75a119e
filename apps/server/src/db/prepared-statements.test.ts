import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.js';
import { compiledOnce } from './compiled-once.js';
import type { Executor } from './executor.js';
import { registerPrepared, withPreparedStatements } from './prepared-statements.js';

/**
 * On PostgreSQL the compiled-once queries run as named prepared statements on each pooled connection (decision 042):
 * parsed and planned once per connection, not on every run. SQLite keeps its own statements (statement-cache.ts).
 */
describe.runIf(Boolean(process.env.TEST_PG_URL))('prepared statements on PostgreSQL', async () => {
  const database = await createTestDatabase();
  const prepared = async (ex: Executor) =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(ex))
      .rows;

  it("the pool's connection prepares a compiled-once query under its name, and runs it with each call's values", async () => {
    const roomName = compiledOnce((ex: Executor, roomId: number) =>
      ex.selectFrom('rsvtRoom').select(['roomId', 'roomNm']).where('roomId', '=', roomId),
    );
    // One transaction is one connection: what it prepared is in its own pg_prepared_statements.
    await database.db.transaction().execute(async (trx) => {
      const before = await prepared(trx);
      const [first] = await roomName(trx, 1);
      expect(first?.roomId).toBe(1);
      expect(await roomName(trx, -1)).toEqual([]);
      const added = (await prepared(trx)).filter((p) => !before.some((b) => b.name === p.name));
      expect(added).toHaveLength(1);
      expect(added[0]!.name).toMatch(/^onfan_hot_\d+$/);
      expect(added[0]!.statement).toMatch(/from "rsvt_room" where "room_id" = \$1/);
    });
  });

  it('a prepared statement that names its columns outlives an added column; one that selects * fails (why compiledOnce refuses *)', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      withPreparedStatements(client);
      const named = 'select room_id, room_nm from rsvt_room where room_id = $1';
      const star = 'select * from rsvt_room where room_id = $1';
      registerPrepared(named);
      registerPrepared(star);
      await client.query('begin');
      expect((await client.query(named, [1])).rows).toHaveLength(1);
      expect((await client.query(star, [1])).rows).toHaveLength(1);
      const names = (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows;
      expect(names.map((n) => n.statement).sort()).toEqual([named, star].sort());
      // What a migration on another instance does while this one runs.
      await client.query('alter table rsvt_room add column probe_column text');
      expect((await client.query(named, [1])).rows[0]).toEqual({ room_id: 1, room_nm: expect.any(String) });
      await expect(client.query(star, [1])).rejects.toThrow(/cached plan must not change result type/);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  });
});
