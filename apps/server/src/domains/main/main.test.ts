import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';

describe('main page calls', async () => {
  const clock = fixedClock('2026-05-04T01:00:00.000Z');
  const { app, database } = await createTestApp({ clock });
  const titles = async () =>
    (await app.inject({ method: 'GET', url: '/v1/app/main/bannrs' }))
      .json()
      .map((b: { bannrTit: string }) => b.bannrTit);

  it('keeps banners for five minutes on the server, as the Cache-Control header says', async () => {
    const first = await app.inject({ method: 'GET', url: '/v1/app/main/bannrs' });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const before = await titles();
    expect(before.length).toBeGreaterThan(0);
    await database.db.updateTable('mainBannr').set({ bannrTit: '새로 바뀐 배너 제목' }).execute();
    clock.set('2026-05-04T01:04:59.000Z');
    expect(await titles()).toEqual(before);
    clock.set('2026-05-04T01:05:01.000Z');
    expect((await titles()).every((t: string) => t === '새로 바뀐 배너 제목')).toBe(true);
  });

  it('answers only exposed section groups, each with its items', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/app/main/sect/grps?expsrYn=Y' });
    expect(res.statusCode).toBe(200);
    const groups = res.json();
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(Array.isArray(g.items)).toBe(true);
  });
});
