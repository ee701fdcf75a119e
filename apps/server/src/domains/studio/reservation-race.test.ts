import { STUDIO_MESSAGES } from '@onfan/contracts/studio';
import { describe, expect, it } from 'vitest';
import { transactions } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { CacheService } from '../../http/cache.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, newOperator } from '../auth/auth.testkit.js';
import { HolidayRepository } from '../holiday/holiday.repository.js';
import { HolidayService } from '../holiday/holiday.service.js';
import { BookingNotices } from './booking-notices.js';
import { ReservationRepository } from './reservation.repository.js';
import { SlotEngine } from './slot-engine.js';
import { approvedMember, roomIdOf, rsvtBody } from './studio.testkit.js';

/**
 * Decision 005 under the booking fast path: the slot engine answers 409 early for an hour it reads as held, but the
 * primary key of rsvt_slot still decides every race. Runs on SQLite and, under scripts/with-postgres.mjs, PostgreSQL.
 * The clock stands at 2025-10-01 00:30 in Seoul; 2025-10-16 is a Thursday.
 */
describe('booking races', async () => {
  const clock = fixedClock('2025-09-30T15:30:00Z');
  const { app, database } = await createTestApp({ clock });
  const roomA = await roomIdOf(database, '라이브룸 A'); // weekend Y, holiday N, 0900-2200, max 4
  const member = await login(app, 'demo-member');
  const reserve = (body: object, token: string = member) =>
    call(app, 'POST', `/v1/app/studio/room/${roomA}/rsvt`, { token, body: rsvtBody(body) });
  const held = (rsvtYmd: string) =>
    database.db
      .selectFrom('rsvtSlot')
      .select(['rsvtHour', 'rsvtId'])
      .where('roomId', '=', roomA)
      .where('rsvtYmd', '=', rsvtYmd)
      .execute();
  const booked = async (rsvtYmd: string) =>
    (
      await database.db
        .selectFrom('rsvt')
        .select('rsvtId')
        .where('roomId', '=', roomA)
        .where('rsvtYmd', '=', rsvtYmd)
        .execute()
    ).length;

  it('lets exactly one of 100 simultaneous attempts on one slot win, the other 99 answered 409, no 5xx', async () => {
    const racers = await Promise.all([approvedMember(app, database), approvedMember(app, database)]);
    const tokens = [member, ...racers.map((r) => r.token)];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        reserve({ rsvtYmd: '20251016', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' }, tokens[i % tokens.length]),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(STUDIO_MESSAGES.slotTaken);
    expect((await held('20251016')).map((h) => h.rsvtHour)).toEqual([10]);
    expect(await booked('20251016')).toBe(1);
  });

  it('answers a taken hour with the refusal that comes first: certificate, day, hours, head count, codes, then 409', async () => {
    const first = await reserve({ rsvtYmd: '20251020', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1600' });
    expect(first.status).toBe(200);
    const plain = await newMember(app);
    const noCertificate = await reserve(
      { rsvtYmd: '20251020', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1500' },
      plain.token,
    );
    expect(noCertificate.status).toBe(403);
    expect(noCertificate.body.message).toBe(STUDIO_MESSAGES.certificateRequired);
    const cases: [object, number, string][] = [
      [{ rsvtBgngHhmm: '1400', rsvtEndHhmm: '1900' }, 400, '최대 4시간까지만 예약이 가능합니다.'],
      [
        { rsvtBgngHhmm: '1400', rsvtEndHhmm: '1500', rsvtUsrcnt: 5 },
        400,
        '참여 인원은 최대 4명까지 선택할 수 있습니다.',
      ],
      [{ rsvtBgngHhmm: '1500', rsvtEndHhmm: '1600', useCtgrDcd: '1004001' }, 400, '상품 카테고리를 선택해주세요.'],
      [{ rsvtBgngHhmm: '1300', rsvtEndHhmm: '1500' }, 409, STUDIO_MESSAGES.slotTaken],
    ];
    for (const [body, status, message] of cases) {
      const res = await reserve({ rsvtYmd: '20251020', ...body });
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await booked('20251020')).toBe(1);
  });

  it('still answers 409 from the primary key when the hour was free as the attempt read it', async () => {
    const db = database.db;
    // The engine of a request that read the day before the winner committed: its view of the held hours is empty.
    class StaleView extends ReservationRepository {
      override heldHoursAndClosure() {
        return Promise.resolve([]);
      }
    }
    const cache = new CacheService(clock);
    let transactionsRun = 0;
    const run = transactions(db);
    const engine = new SlotEngine(
      new StaleView(db),
      (work) => {
        transactionsRun++;
        return run(work);
      },
      new HolidayService(new HolidayRepository(db), clock, cache),
      { get: () => Promise.resolve({ status: '승인' }), hasAccepted: () => Promise.resolve(true) },
      clock,
      cache,
      new BookingNotices({ enqueue: () => Promise.resolve(0) }),
    );
    const room = await engine.room(roomA, 'studio');
    const row = await db
      .selectFrom('appUser')
      .select(['userId', 'lgnId', 'userPattnCd'])
      .where('lgnId', '=', 'demo-member')
      .executeTakeFirstOrThrow();
    const user: SessionUser = { ...row, tokenHash: '', roles: [], secondFactor: false };
    const fields = rsvtBody({ rsvtYmd: '20251021', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' }) as Parameters<
      SlotEngine['reserve']
    >[2];
    await engine.reserve(room, user, fields);
    const refused = await engine.reserve(room, user, { ...fields, rsvtBgngHhmm: '1100', rsvtEndHhmm: '1300' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, message: STUDIO_MESSAGES.slotTaken });
    // The loser's reservation row went with its transaction; hour 12 it did not get is free.
    expect(await booked('20251021')).toBe(1);
    expect((await held('20251021')).map((h) => h.rsvtHour).sort()).toEqual([10, 11]);

    // A rush in one process, every attempt reading the day as free: they take turns at the hours (SlotClaims), so
    // the first books and the other 19 answer 409 without a transaction of their own; none is left claimed.
    transactionsRun = 0;
    const rush = { ...fields, rsvtYmd: '20251022' };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        engine.reserve(room, user, rush).then(
          () => 200,
          (e: unknown) => (e instanceof AppError ? e.status : 500),
        ),
      ),
    );
    expect(outcomes.filter((s) => s === 200)).toHaveLength(1);
    expect(outcomes.filter((s) => s === 409)).toHaveLength(19);
    expect(transactionsRun).toBe(1);
    expect(engine.claims.size).toBe(0);
    expect(await booked('20251022')).toBe(1);
  });

  it('refuses a code the code desk switched off at once, though booking keeps the codes in the app cache', async () => {
    const desk = await newOperator(app, ['CONTENT']);
    const codes = await call(app, 'GET', '/v1/app/common/admin/code-groups/1023/codes?pageSize=100', {
      token: desk.token,
    });
    const tripod = (
      codes.body.items as { cmmnCdVal: string; cmmnCdValNm: string; sortSeq: number; updtDt: string }[]
    ).find((c) => c.cmmnCdVal === '1023002')!;
    const first = await reserve({ rsvtYmd: '20251023', loanPssEqu: '1023002' });
    expect(first.status).toBe(200); // the codes are in the cache now
    const off = await call(app, 'PUT', '/v1/app/common/admin/code-groups/1023/codes/1023002', {
      token: desk.token,
      body: { updtDt: tripod.updtDt, cmmnCdValNm: tripod.cmmnCdValNm, sortSeq: tripod.sortSeq, useYn: 'N' },
    });
    expect(off.status).toBe(200);
    const refused = await reserve({ rsvtYmd: '20251024', loanPssEqu: '1023002' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(STUDIO_MESSAGES.equipmentRequired);
  });
});
