import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login } from '../auth/auth.testkit.js';
import { roomIdOf, rsvtBody } from './studio.testkit.js';

/**
 * The slot list's held-hours query is compiled once and run with each request's room and day (decision 042): each
 * answer must still be its own room's and day's, on both of its forms (with the closure-day check for rooms that close
 * on holidays, without it for rooms that open on them).
 */
describe('slot list with its compiled query', async () => {
  const clock = fixedClock('2025-09-30T15:30:00Z');
  const { app, database } = await createTestApp({ clock });
  const roomA = await roomIdOf(database, '라이브룸 A'); // holidays N: the closure-day form
  const show = await roomIdOf(database, '쇼룸 스튜디오'); // holidays Y: the held-hours form alone
  const member = await login(app, 'demo-member');
  const states = async (roomId: number, rsvtYmd: string, token?: string) =>
    (
      (await call(app, 'GET', `/v1/app/studio/room/${roomId}/rsvt/schds`, { token, query: { rsvtYmd } })).body as {
        rsvtBgngHhmm: string;
        state: string;
      }[]
    ).map((s) => `${s.rsvtBgngHhmm}${s.state}`);

  it("answers each room's and day's held hours, and nothing on an operator closure day", async () => {
    for (const roomId of [roomA, show]) {
      const res = await call(app, 'POST', `/v1/app/studio/room/${roomId}/rsvt`, {
        token: member,
        body: rsvtBody({ rsvtYmd: '20251002', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100', rsvtUsrcnt: 1 }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const a2 = await states(roomA, '20251002', member);
    expect(a2).toContain('1000M');
    expect(a2.filter((s) => !s.endsWith('E'))).toEqual(['1000M']);
    expect((await states(roomA, '20251002')).filter((s) => !s.endsWith('E'))).toEqual(['1000R']);
    const s2 = await states(show, '20251002', member);
    expect(s2.filter((s) => !s.endsWith('E'))).toEqual(['1000M']);
    // Another day of the same rooms: nothing held.
    for (const roomId of [roomA, show]) {
      const other = await states(roomId, '20251010', member);
      expect(other.length).toBeGreaterThan(0);
      expect(other.every((s) => s.endsWith('E'))).toBe(true);
    }
    // An operator closure day: the room answers no slots; other days keep theirs.
    await database.db
      .insertInto('closureDay')
      .values({ ymd: '20251010', name: '임시 휴관', regDt: new Date().toISOString() })
      .execute();
    expect(await states(roomA, '20251010', member)).toEqual([]);
    expect(await states(roomA, '20251002', member)).toEqual(a2);
  });
});
