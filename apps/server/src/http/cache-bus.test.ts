import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { login } from '../domains/auth/auth.testkit.js';
import { createTestApp, createTestDatabase } from '../test/test-db.js';
import { CACHE_BUS_APPLICATION } from './cache-bus.js';

const onPostgres = Boolean(process.env.TEST_PG_URL);

describe.skipIf(!onPostgres)('cache invalidation across instances (PostgreSQL LISTEN/NOTIFY)', async () => {
  const database = await createTestDatabase({ demo: true });
  const a = await createTestApp({ database });
  const b = await createTestApp({ database });
  const banners = (app: typeof a.app) => app.inject({ method: 'GET', url: '/v1/app/main/bannrs' });
  // A console change: the operator's session has given the second factor (the testkit marks it).
  const adminToken = () => login(a.app, 'demo-admin');
  const titleOn = async (app: typeof a.app) => (await banners(app)).json<{ bannrTit: string }[]>()[0]!.bannrTit;
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await check()).toBe(true);
  };

  it('clears a region on every instance when one changes it', async () => {
    const before = await titleOn(b.app);
    const [first] = (await banners(b.app)).json<{ bannrId: number }[]>();
    const headers = { 'x-auth-token': await adminToken() };
    // The console's banner desk: the copy read, changed (decision 034).
    const read = await a.app.inject({ method: 'GET', url: `/v1/app/main/admin/bannrs/${first!.bannrId}`, headers });
    const put = await a.app.inject({
      method: 'PUT',
      url: `/v1/app/main/admin/bannrs/${first!.bannrId}`,
      headers,
      payload: { ...read.json<object>(), bannrTit: '모든 서버에 보이는 배너' },
    });
    expect(put.statusCode).toBe(200);
    expect(before).not.toBe('모든 서버에 보이는 배너');
    await until(async () => (await titleOn(b.app)) === '모든 서버에 보이는 배너');
  });

  it('keeps nothing while its listener is lost, and caches again once it is back', async () => {
    await banners(b.app);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // Every instance's listener on this database is cut; B does not hear A's next change.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [CACHE_BUS_APPLICATION],
      );
      await until(async () => (await banners(b.app)).headers['cache-control'] === 'no-cache');
      // Meanwhile a change made behind the app's back is seen at once: nothing was kept.
      await admin.query(
        "update main_bannr set bannr_tit = '연결이 끊긴 동안 바뀐 배너' where bannr_id = (select min(bannr_id) from main_bannr)",
      );
      expect(await titleOn(b.app)).toBe('연결이 끊긴 동안 바뀐 배너');
      // The listener comes back (1 s) and caching resumes.
      await until(async () => (await banners(b.app)).headers['cache-control']?.startsWith('public') === true);
    } finally {
      await admin.end();
    }
  });
});
