import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/test-db.js';
import type { AnyKysely } from './columns.js';
import { createMigrator, migrateToLatest } from './migrate.js';

/**
 * Broadcast reports move into the one report queue (decision 041): 20261204T1101-community copies every row of
 * broadcast's own brc_dclr into comun_rpt as kind `brc` (WAIT pending, ACCEPTED removed, REJECTED restored), and
 * 20261205T1000-broadcast then drops brc_dclr, the copies staying.
 */
describe('broadcast reports moved into the one queue, then their old table dropped', () => {
  it('copies each brc_dclr row with its reporter, reason, words, state and time; the later drop keeps them', async () => {
    const database = await createEmptyDatabase();
    const migrator = createMigrator(database);
    const before = await migrator.migrateTo('20261204T1100-community');
    expect(before.error).toBeUndefined();
    const db = database.db.withoutPlugins() as AnyKysely;

    // The database as it was before the move: members, two broadcasts and their reports in brc_dclr.
    const user = async (lgnId: string) =>
      (
        await db
          .insertInto('app_user')
          .values({ lgn_id: lgnId, user_passwd: 'x', user_nm: lgnId, user_pattn_cd: '200' })
          .returning('user_id')
          .executeTakeFirstOrThrow()
      ).user_id as number;
    const [a, b] = [await user('reporter-a'), await user('reporter-b')];
    const { brc_chnl_id: chnl } = await db
      .insertInto('brc_chnl')
      .values({ chnl_nm: '온판 채널' })
      .returning('brc_chnl_id')
      .executeTakeFirstOrThrow();
    const broadcast = async (tit: string) =>
      (
        await db
          .insertInto('brc_info')
          .values({
            brc_chnl_id: chnl,
            brc_type_dcd: 'VOD',
            brc_tit: tit,
            brc_bgng_dt: '2026-11-01T01:00:00.000Z',
            brc_end_dt: '2026-11-01T02:00:00.000Z',
          })
          .returning('brc_info_no')
          .executeTakeFirstOrThrow()
      ).brc_info_no as number;
    const [v1, v2] = [await broadcast('첫 방송'), await broadcast('둘째 방송')];
    const reports = [
      {
        brc_info_no: v1,
        user_id: a,
        rsn_cd: 'copyright',
        rsn_cn: '남의 영상',
        prcs_stts: 'WAIT',
        reg_dt: '2026-11-02T00:00:00.000Z',
      },
      {
        brc_info_no: v1,
        user_id: b,
        rsn_cd: 'fraud',
        rsn_cn: null,
        prcs_stts: 'ACCEPTED',
        reg_dt: '2026-11-03T00:00:00.000Z',
      },
      {
        brc_info_no: v2,
        user_id: a,
        rsn_cd: 'etc',
        rsn_cn: '기타',
        prcs_stts: 'REJECTED',
        reg_dt: '2026-11-04T00:00:00.000Z',
      },
    ];
    await db.insertInto('brc_dclr').values(reports).execute();
    // A community report already in the queue stays as it was.
    await sql`insert into comun_rpt (trgt_type, trgt_id, user_id, rsn_cd, prcs_stts, reg_dt)
      values ('post', 1, ${a}, 'spam', 'PENDING', '2026-11-01T00:00:00.000Z')`.execute(db);

    const moved = await migrator.migrateTo('20261204T1101-community');
    expect(moved.error).toBeUndefined();
    const queue = async () =>
      (
        await sql<Record<string, unknown>>`select trgt_type, trgt_id, user_id, rsn_cd, rsn_cn, prcs_stts, reg_dt
          from comun_rpt order by rpt_id`.execute(db)
      ).rows.map((r) => ({ ...r, trgt_id: Number(r.trgt_id), user_id: Number(r.user_id) }));
    const expected = [
      {
        trgt_type: 'post',
        trgt_id: 1,
        user_id: a,
        rsn_cd: 'spam',
        rsn_cn: null,
        prcs_stts: 'PENDING',
        reg_dt: '2026-11-01T00:00:00.000Z',
      },
      {
        trgt_type: 'brc',
        trgt_id: v1,
        user_id: a,
        rsn_cd: 'copyright',
        rsn_cn: '남의 영상',
        prcs_stts: 'PENDING',
        reg_dt: '2026-11-02T00:00:00.000Z',
      },
      {
        trgt_type: 'brc',
        trgt_id: v1,
        user_id: b,
        rsn_cd: 'fraud',
        rsn_cn: null,
        prcs_stts: 'REMOVED',
        reg_dt: '2026-11-03T00:00:00.000Z',
      },
      {
        trgt_type: 'brc',
        trgt_id: v2,
        user_id: a,
        rsn_cd: 'etc',
        rsn_cn: '기타',
        prcs_stts: 'RESTORED',
        reg_dt: '2026-11-04T00:00:00.000Z',
      },
    ];
    expect(await queue()).toEqual(expected);

    await migrateToLatest(database);
    await expect(sql`select count(*) from brc_dclr`.execute(db)).rejects.toThrow();
    expect(await queue()).toEqual(expected);
  });
});
