import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EndpointSpec } from '@onfan/contracts/endpoint';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, userIdOf } from '../auth/auth.testkit.js';
import { PostingSuspensionRepository } from './posting-suspension.repository.js';

/**
 * Every write call that publishes a member's text, declared `publishes` in the contracts: the posting-suspension
 * guard refuses a suspended member on each. The list is checked against the contracts, so a new publishing call
 * without the declaration (or a declaration without a row here) fails this test.
 */
const PUBLISHING = [
  'POST community/sb',
  'PUT community/sb/:comunBltartclId',
  'POST community/sb/:comunBltartclId/comment',
  'PUT community/sb/:comunBltartclId/comment',
  'POST scommunity/post',
  'PUT scommunity/post/:cmntPostId',
  'POST scommunity/post/:cmntPostId/reply',
  'PUT scommunity/post/:cmntPostId/reply/:cmntPostRplyId',
  'POST vod/vodCmnt',
  'POST vod/vodCmntReply',
  'POST community/fthld',
  'PUT community/fthld/:ctrFthldId',
  'POST broadcast/chat/:brcInfoNo',
] as const;

/** Every endpoint the contracts declare `publishes`. */
async function declaredPublishing(): Promise<string[]> {
  const dir = fileURLToPath(new URL('../../../../../packages/contracts/src/', import.meta.url));
  const out: string[] = [];
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const mod = (await import(`@onfan/contracts/${file.slice(0, -3)}`)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (!value || typeof value !== 'object') continue;
      for (const spec of Object.values(value as Record<string, unknown>)) {
        const s = spec as Partial<EndpointSpec> | null;
        if (s && typeof s === 'object' && s.publishes && s.method && s.path) out.push(`${s.method} ${s.path}`);
      }
    }
  }
  return [...new Set(out)].sort();
}

const urlOf = (path: string) => `/v1/app/${path.replace(/:[A-Za-z]+/g, '1')}`;
const NOW = '2026-12-04T03:00:00.000Z'; // 12:00 in Seoul

describe('posting suspensions', async () => {
  const clock = fixedClock(NOW);
  const { app, database } = await createTestApp({ clock });
  const operator = await login(app, 'demo-admin');
  const creator = await login(app, 'demo-creator');
  const creatorId = await userIdOf(database, 'demo-creator');
  const member = await login(app, 'demo-member');
  const sspnsnPath = (userId: number) => `/v1/app/community/opr/sspnsn/${userId}`;
  const copyOf = async (userId: number) =>
    (await call(app, 'GET', sspnsnPath(userId), { token: operator })).body.updtDt as string;
  const count = async (table: 'pstgSspnsn' | 'comunBltartcl' | 'oprAudit') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (token: string) =>
    call(app, 'POST', '/v1/app/community/sb', {
      token,
      body: { comunCtgrDcd: '1007002', comunBltartclTit: '제한 시험 글', comunBltartclCn: '<p>본문</p>' },
    });

  it('lists every publishing write call of the contracts', async () => {
    expect(await declaredPublishing()).toEqual([...PUBLISHING].sort());
  });

  it('suspends a member for 7 days on the copy read, refuses every publishing write with the end date, then lifts it', async () => {
    const before = await call(app, 'GET', sspnsnPath(creatorId), { token: operator });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ userId: creatorId, current: null, history: [], updtDt: '0-0' });

    const badPeriod = await call(app, 'POST', sspnsnPath(creatorId), {
      token: operator,
      body: { updtDt: '0-0', period: '3', reason: '욕설' },
    });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.message).toBe('제한 기간을 선택해 주세요.');
    const noReason = await call(app, 'POST', sspnsnPath(creatorId), {
      token: operator,
      body: { updtDt: '0-0', period: '7' },
    });
    expect(noReason.status).toBe(400);
    const stale = await call(app, 'POST', sspnsnPath(creatorId), {
      token: operator,
      body: { updtDt: '99', period: '7', reason: '욕설 반복' },
    });
    expect(stale.status).toBe(409);
    expect(await count('pstgSspnsn')).toBe(0);
    expect((await call(app, 'POST', sspnsnPath(creatorId), { token: member, body: {} })).status).toBe(403);

    const audits = await count('oprAudit');
    const done = await call(app, 'POST', sspnsnPath(creatorId), {
      token: operator,
      body: { updtDt: '0-0', period: '7', reason: '욕설 반복' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await count('oprAudit')).toBe(audits + 1);
    const told = await database.db
      .selectFrom('notificationOutbox')
      .select('body')
      .where('userId', '=', creatorId)
      .where('kind', '=', 'COMMUNITY_POSTING_SUSPENSION')
      .execute();
    expect(told.map((t) => t.body)).toEqual([
      '[온판] 게시 활동이 2026년 12월 11일까지 제한되었습니다. 사유: 욕설 반복',
    ]);

    const refused = '게시 활동이 2026년 12월 11일까지 제한되었습니다. 사유: 욕설 반복';
    const posts = await count('comunBltartcl');
    for (const endpoint of PUBLISHING) {
      const [method, path] = endpoint.split(' ') as ['POST' | 'PUT', string];
      const res = await call(app, method, urlOf(path), { token: creator, body: {} });
      expect(res.status, endpoint).toBe(403);
      expect(res.body.message, endpoint).toBe(refused);
      // Not suspended: the same call reaches its own rules (a 400 for the empty body, or the pattern's 403).
      const free = await call(app, method, urlOf(path), { token: member, body: {} });
      expect(free.body.message ?? '', endpoint).not.toContain('게시 활동이');
    }
    const full = await post(creator);
    expect(full.status).toBe(403);
    expect(full.body.message).toBe(refused);
    expect(await count('comunBltartcl')).toBe(posts);
    // Reading, reporting and the rest stay open.
    expect((await call(app, 'GET', '/v1/app/community/sbs', { token: creator })).status).toBe(200);
    const mine = await call(app, 'GET', '/v1/app/community/sspnsn/me', { token: creator });
    expect(mine.body.current).toMatchObject({ endDt: '2026-12-11T12:00:00+09:00', rsn: '욕설 반복', active: true });
    expect((await call(app, 'GET', '/v1/app/community/sspnsn/me', { token: member })).body.current).toBeNull();

    const copy = await copyOf(creatorId);
    const liftStale = await call(app, 'PUT', `${sspnsnPath(creatorId)}/lift`, {
      token: operator,
      body: { updtDt: '0-0', reason: '소명 확인' },
    });
    expect(liftStale.status).toBe(409);
    const lifted = await call(app, 'PUT', `${sspnsnPath(creatorId)}/lift`, {
      token: operator,
      body: { updtDt: copy, reason: '소명 확인' },
    });
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    expect((await post(creator)).status).toBe(200);
    const again = await call(app, 'PUT', `${sspnsnPath(creatorId)}/lift`, {
      token: operator,
      body: { updtDt: copy, reason: '소명 확인' },
    });
    expect(again.status).toBe(409);
    // A lift changes the copy too: a suspension on the copy read before the lift is refused.
    const overLift = await call(app, 'POST', sspnsnPath(creatorId), {
      token: operator,
      body: { updtDt: copy, period: '7', reason: '재제한' },
    });
    expect(overLift.status).toBe(409);
    expect(await copyOf(creatorId)).not.toBe(copy);
    const history = await call(app, 'GET', sspnsnPath(creatorId), { token: operator });
    expect(history.body.current).toBeNull();
    expect(history.body.history).toHaveLength(1);
    expect(history.body.history[0]).toMatchObject({ rsn: '욕설 반복', liftRsn: '소명 확인', active: false });
  });

  it('ends a 1-day suspension by itself; until-lifted names no date; an operator is never suspended', async () => {
    const m = await newMember(app);
    const day = await call(app, 'POST', sspnsnPath(m.userId), {
      token: operator,
      body: { updtDt: await copyOf(m.userId), period: '1', reason: '도배' },
    });
    expect(day.status).toBe(200);
    expect((await post(m.token)).body.message).toBe('게시 활동이 2026년 12월 5일까지 제한되었습니다. 사유: 도배');
    clock.set('2026-12-05T03:00:01.000Z');
    try {
      // A day later (a new session: the old one has expired).
      expect((await post(await login(app, m.lgnId, m.password))).status).toBe(200);
    } finally {
      clock.set(NOW);
    }
    const forever = await call(app, 'POST', sspnsnPath(m.userId), {
      token: operator,
      body: { updtDt: await copyOf(m.userId), period: 'UNTIL_LIFTED', reason: '불법 광고' },
    });
    expect(forever.status).toBe(200);
    expect((await post(m.token)).body.message).toBe('게시 활동이 해제될 때까지 제한되었습니다. 사유: 불법 광고');
    const history = await call(app, 'GET', sspnsnPath(m.userId), { token: operator });
    expect(history.body.history).toHaveLength(2);
    expect(history.body.current).toMatchObject({ endDt: null, rsn: '불법 광고' });

    const operatorId = await userIdOf(database, 'demo-admin');
    const refused = await call(app, 'POST', sspnsnPath(operatorId), {
      token: operator,
      body: { updtDt: await copyOf(operatorId), period: '7', reason: '시험' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('운영자의 게시는 제한할 수 없습니다.');
    expect((await call(app, 'GET', sspnsnPath(999999), { token: operator })).status).toBe(404);
  });

  it('lets one of two simultaneous suspensions on the same copy through', async () => {
    const m = await newMember(app);
    const copy = await copyOf(m.userId);
    const results = await Promise.all(
      ['7', '30'].map((period) =>
        call(app, 'POST', sspnsnPath(m.userId), { token: operator, body: { updtDt: copy, period, reason: '동시' } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = await call(app, 'GET', sspnsnPath(m.userId), { token: operator });
    expect(history.body.history).toHaveLength(1);
  });

  /**
   * On PostgreSQL two transactions run side by side, and each statement reads what is committed when it starts. The
   * other operator's change is started at the worst moment — after this one's copy check — and this one goes on once
   * the other has finished or waits for a lock. The member's row lock makes the other wait, then read this one's
   * change as a stale copy; without it the two would interleave. SQLite runs one transaction at a time.
   */
  describe.runIf(Boolean(process.env.TEST_PG_URL))('a change by another operator during the check', () => {
    const watcher = new pg.Client({ connectionString: database.url });
    beforeAll(() => watcher.connect());
    afterAll(() => watcher.end());
    const waitingOnLock = async () =>
      (
        await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0]!.n > 0;
    const afterCheck = (userId: number, other: () => Promise<{ status: number }>) => {
      const read = PostingSuspensionRepository.prototype.copy;
      let started: Promise<{ status: number }> | undefined;
      const spy = vi.spyOn(PostingSuspensionRepository.prototype, 'copy').mockImplementation(async function (
        this: PostingSuspensionRepository,
        id: number,
      ) {
        const copy = await read.call(this, id);
        if (!started && id === userId) {
          const run = other();
          started = run;
          let done = false;
          void run.finally(() => (done = true));
          await vi.waitFor(
            async () => {
              if (!done && !(await waitingOnLock())) throw new Error('the other change neither finished nor waits');
            },
            { timeout: 5000, interval: 10 },
          );
        }
        return copy;
      });
      return { spy, other: () => started as Promise<{ status: number }> };
    };

    it('makes a second suspension wait and refuses it as a stale copy', async () => {
      const m = await newMember(app);
      const copy = await copyOf(m.userId);
      const race = afterCheck(m.userId, () =>
        call(app, 'POST', sspnsnPath(m.userId), {
          token: operator,
          body: { updtDt: copy, period: '30', reason: '나중' },
        }),
      );
      try {
        const first = await call(app, 'POST', sspnsnPath(m.userId), {
          token: operator,
          body: { updtDt: copy, period: '7', reason: '먼저' },
        });
        expect(first.status).toBe(200);
        expect((await race.other()).status).toBe(409);
      } finally {
        race.spy.mockRestore();
      }
      const history = await call(app, 'GET', sspnsnPath(m.userId), { token: operator });
      expect(history.body.history).toHaveLength(1);
      expect(history.body.current).toMatchObject({ rsn: '먼저', active: true });
    });

    it('makes a replacing suspension wait for a lift and refuses it, leaving the member free', async () => {
      const m = await newMember(app);
      const suspended = await call(app, 'POST', sspnsnPath(m.userId), {
        token: operator,
        body: { updtDt: await copyOf(m.userId), period: '7', reason: '처음' },
      });
      expect(suspended.status).toBe(200);
      const copy = await copyOf(m.userId);
      const race = afterCheck(m.userId, () =>
        call(app, 'POST', sspnsnPath(m.userId), {
          token: operator,
          body: { updtDt: copy, period: '30', reason: '교체' },
        }),
      );
      try {
        const lift = await call(app, 'PUT', `${sspnsnPath(m.userId)}/lift`, {
          token: operator,
          body: { updtDt: copy, reason: '소명 확인' },
        });
        expect(lift.status).toBe(200);
        expect((await race.other()).status).toBe(409);
      } finally {
        race.spy.mockRestore();
      }
      const history = await call(app, 'GET', sspnsnPath(m.userId), { token: operator });
      expect(history.body.current).toBeNull();
      expect(history.body.history).toHaveLength(1);
    });
  });

  it('tells the writer and every reporter the outcome of a report decision, and shows the whole text in the queue', async () => {
    const writer = await newMember(app);
    const created = await call(app, 'POST', '/v1/app/community/sb', {
      token: writer.token,
      body: {
        comunCtgrDcd: '1007002',
        comunBltartclTit: '신고될 글',
        comunBltartclCn: `<p>${'긴 본문 '.repeat(40)}</p>`,
      },
    });
    const id = created.body.comunBltartclId as number;
    const reporters = [await newMember(app), await newMember(app), await newMember(app)];
    for (const r of reporters) {
      const res = await call(app, 'POST', '/v1/app/community/rpt', {
        token: r.token,
        body: { trgtType: 'post', trgtId: id, rsnCd: 'spam' },
      });
      expect(res.status).toBe(200);
    }
    const queue = await call(app, 'GET', '/v1/app/community/opr/rpts', {
      token: operator,
      query: { trgtType: 'post' },
    });
    const item = queue.body.items.find((i: { trgtId: number }) => i.trgtId === id);
    expect(item).toMatchObject({ rptCnt: 3, hidden: true, writerId: writer.userId, excerpt: '신고될 글' });
    expect(item.text).toBe('긴 본문 '.repeat(40).trim());
    const removed = await call(app, 'PUT', `/v1/app/community/opr/rpt/post/${id}/remove`, {
      token: operator,
      body: { updtDt: item.lastRptDt, reason: '광고성 도배' },
    });
    expect(removed.status).toBe(200);
    const outbox = await database.db
      .selectFrom('notificationOutbox')
      .select(['userId', 'kind', 'body'])
      .where('kind', 'in', ['COMMUNITY_REPORT_DECIDED', 'COMMUNITY_REPORT_OUTCOME'])
      .where('userId', 'in', [writer.userId, ...reporters.map((r) => r.userId)])
      .execute();
    expect(outbox.find((o) => o.userId === writer.userId)?.body).toContain('사유: 광고성 도배');
    for (const r of reporters) {
      const sent = outbox.find((o) => o.userId === r.userId);
      expect(sent).toMatchObject({ kind: 'COMMUNITY_REPORT_OUTCOME' });
      expect(sent?.body).toContain('삭제했습니다');
      expect(sent?.body).not.toContain('광고성 도배');
    }
  });
});
