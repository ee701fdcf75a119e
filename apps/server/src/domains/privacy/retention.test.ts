import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, newMember } from '../auth/auth.testkit.js';
import { createFileStorage } from '../upload/storage.js';
import { seoulYmd } from '../../lib/seoul-time.js';
import { RETENTION, runRetention } from './retention.jobs.js';

const DAY = 86_400_000;

describe('retention (docs/retention.md)', async () => {
  const t0 = new Date();
  const clock = fixedClock(t0.toISOString());
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const storage = createFileStorage(testConfig());
  const at = (ms: number) => new Date(t0.getTime() + ms).toISOString();
  const run = (ms: number) => {
    clock.set(at(ms));
    return runRetention({ db, storage, clock });
  };
  const count = async (table: 'userConsent' | 'notificationOutbox' | 'spaceFavr' | 'surveyDraft', userId: number) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('removes what a withdrawn member left after the stated days; their posts stay under 탈퇴한 회원', async () => {
    const gone = await newMember(app, { mktAgreYn: 'Y', userNm: '떠날이' });
    const stays = await newMember(app, { mktAgreYn: 'Y' });
    const space = await db.selectFrom('space').select('spaceId').orderBy('spaceId').executeTakeFirstOrThrow();
    const survey = await db
      .insertInto('survey')
      .values({
        surveyNm: `보존 ${t0.getTime()}`,
        surveyExpln: '',
        surveyBgngYmd: '20260101',
        surveyEndYmd: '20991231',
        regDt: at(0),
      })
      .returning('surveyId')
      .executeTakeFirstOrThrow();
    const post = await db
      .insertInto('comunBltartcl')
      .values({
        comunCtgrDcd: '1',
        comunBltartclTit: '남는 글',
        comunBltartclCn: '<p>본문</p>',
        cnText: '본문',
        userId: gone.userId,
        regDt: at(0),
        mdfcnDt: at(0),
      })
      .returning('comunBltartclId')
      .executeTakeFirstOrThrow();
    for (const m of [gone, stays]) {
      await db
        .insertInto('spaceFavr')
        .values({ userId: m.userId, spaceId: space.spaceId, regDt: at(0) })
        .execute();
      await db
        .insertInto('surveyDraft')
        .values({ surveyId: survey.surveyId, userId: m.userId, questAnsJson: '{}', mdfcnDt: at(0) })
        .execute();
      await db
        .insertInto('notificationOutbox')
        .values({
          channel: 'SMS',
          recipient: m.mblNo,
          userId: m.userId,
          kind: 'TEST',
          subject: null,
          body: '안내',
          status: 'SENT',
          createdAt: at(0),
        })
        .execute();
    }
    expect(await count('userConsent', gone.userId)).toBeGreaterThanOrEqual(3);

    const withdrawn = await call(app, 'POST', '/v1/app/auth/userWhdwl', {
      token: gone.token,
      body: { lgnId: gone.lgnId, userPasswd: gone.password },
    });
    expect(withdrawn.body).toEqual({ number: 200, message: '탈퇴가 완료되었습니다.' });

    // Within the period nothing of theirs is removed yet.
    await run((RETENTION.withdrawnDays - 1) * DAY);
    for (const table of ['userConsent', 'notificationOutbox', 'spaceFavr', 'surveyDraft'] as const) {
      expect(await count(table, gone.userId), table).toBeGreaterThan(0);
    }

    const after = await run(RETENTION.withdrawnDays * DAY + 60_000);
    expect(after.withdrawnRows).toBeGreaterThanOrEqual(6);
    for (const table of ['userConsent', 'notificationOutbox', 'spaceFavr', 'surveyDraft'] as const) {
      expect(await count(table, gone.userId), table).toBe(0);
      expect(await count(table, stays.userId), table).toBeGreaterThan(0);
    }
    const account = await db
      .selectFrom('appUser')
      .selectAll()
      .where('userId', '=', gone.userId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ userNm: '탈퇴한 회원', userEmail: null, mblNo: null, userStts: 'WITHDRAWN' });
    expect(account.lgnId).not.toBe(gone.lgnId);
    const shown = await call(app, 'GET', `/v1/app/community/sb/${post.comunBltartclId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ comunBltartclTit: '남는 글', userNm: '탈퇴한 회원', nickNm: null });
    expect(JSON.stringify(shown.body)).not.toContain('떠날이');
  });

  it('purges identity codes, tickets and sessions once expired, and sent notifications after their days', async () => {
    clock.set(at(0));
    const m = await newMember(app);
    await db
      .insertInto('identityTx')
      .values([
        {
          txId: `old-${t0.getTime()}`,
          purpose: 'checkme',
          provider: 'dev',
          codeHash: 'x',
          createdAt: at(0),
          expiresAt: at(10 * 60_000),
        },
        {
          txId: `new-${t0.getTime()}`,
          purpose: 'checkme',
          provider: 'dev',
          codeHash: 'y',
          createdAt: at(0),
          expiresAt: at(400 * DAY),
        },
      ])
      .execute();
    await db
      .insertInto('identityTicket')
      .values([
        {
          ticketHash: `old-${t0.getTime()}`,
          kind: 'IDENTITY',
          userNm: '홍길동',
          mblNo: '01011112222',
          createdAt: at(0),
          expiresAt: at(20 * 60_000),
        },
        {
          ticketHash: `new-${t0.getTime()}`,
          kind: 'IDENTITY',
          userNm: '홍길동',
          mblNo: '01011112222',
          createdAt: at(0),
          expiresAt: at(400 * DAY),
        },
      ])
      .execute();
    await db
      .insertInto('notificationOutbox')
      .values([
        {
          channel: 'SMS',
          recipient: '01011112222',
          userId: m.userId,
          kind: 'RET_SENT',
          subject: null,
          body: '보냄',
          status: 'SENT',
          createdAt: at(0),
        },
        {
          channel: 'SMS',
          recipient: '01011112222',
          userId: m.userId,
          kind: 'RET_PENDING',
          subject: null,
          body: '대기',
          status: 'PENDING',
          createdAt: at(0),
        },
      ])
      .execute();
    const sessions = () => db.selectFrom('userSession').select('tokenHash').where('userId', '=', m.userId).execute();
    expect(await sessions()).toHaveLength(1);
    const exists = async (table: 'identityTx' | 'identityTicket', key: string) =>
      table === 'identityTx'
        ? !!(await db.selectFrom('identityTx').select('txId').where('txId', '=', key).executeTakeFirst())
        : !!(await db
            .selectFrom('identityTicket')
            .select('ticketHash')
            .where('ticketHash', '=', key)
            .executeTakeFirst());

    // Just before the session ends: the code (10 minutes) and the ticket (20 minutes) have gone; the session stays.
    const row = await db
      .selectFrom('userSession')
      .select('expiresAt')
      .where('userId', '=', m.userId)
      .executeTakeFirstOrThrow();
    const sessionEnds = new Date(row.expiresAt).getTime() - t0.getTime();
    expect(sessionEnds).toBeGreaterThan(20 * 60_000);
    const before = await run(sessionEnds - 1000);
    expect(before.identityTx).toBeGreaterThanOrEqual(1);
    expect(await exists('identityTx', `old-${t0.getTime()}`)).toBe(false);
    expect(await exists('identityTx', `new-${t0.getTime()}`)).toBe(true);
    expect(await exists('identityTicket', `old-${t0.getTime()}`)).toBe(false);
    expect(await exists('identityTicket', `new-${t0.getTime()}`)).toBe(true);
    expect(await sessions()).toHaveLength(1);

    // Past the session's end it is removed (and the token no longer works).
    await run(sessionEnds + 1000);
    expect(await sessions()).toHaveLength(0);
    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).status).toBe(401);

    const kinds = async () =>
      (await db.selectFrom('notificationOutbox').select('kind').where('userId', '=', m.userId).execute())
        .map((r) => r.kind)
        .sort();
    await run((RETENTION.outboxDays - 1) * DAY);
    expect(await kinds()).toEqual(['RET_PENDING', 'RET_SENT']);
    await run(RETENTION.outboxDays * DAY + 60_000);
    expect(await kinds()).toEqual(['RET_PENDING']);
  });
});

describe('retention of a withdrawn member’s records of use (privacy policy 제2조)', async () => {
  const t0 = new Date();
  const clock = fixedClock(t0.toISOString());
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const storage = createFileStorage(testConfig());
  const YEAR = 365 * DAY;
  const run = (ms: number) => {
    clock.set(new Date(t0.getTime() + ms).toISOString());
    return runRetention({ db, storage, clock });
  };
  const yesterday = seoulYmd(new Date(t0.getTime() - DAY));
  /** The ends of the programme and campaign applied to (yyyyMMdd): their applications are kept 5 years after. */
  const ends: string[] = [];
  const msAfterEnds = () => {
    const last = ends.reduce((a, b) => (a > b ? a : b));
    const end = Date.UTC(Number(last.slice(0, 4)), Number(last.slice(4, 6)) - 1, Number(last.slice(6, 8)));
    return Math.max(end - t0.getTime(), 0);
  };

  async function recordsOf(userId: number) {
    const room = await db.selectFrom('rsvtRoom').select('roomId').orderBy('roomId').executeTakeFirstOrThrow();
    const programme = await db
      .selectFrom('sprtBiz')
      .select(['sprtBizId', 'aplyEndYmd'])
      .orderBy('sprtBizId')
      .executeTakeFirstOrThrow();
    const campaign = await db
      .selectFrom('matchCampn')
      .select(['matchCampnId', 'matchCampnEndYmd'])
      .orderBy('matchCampnId')
      .executeTakeFirstOrThrow();
    ends.push(programme.aplyEndYmd, campaign.matchCampnEndYmd);
    const { rsvtId } = await db
      .insertInto('rsvt')
      .values({
        roomId: room.roomId,
        userId,
        rsvtYmd: yesterday,
        rsvtBgngHhmm: '1000',
        rsvtEndHhmm: '1100',
        rsvtUsrcnt: 1,
        rsvtUserCnctel: '010-5555-6666',
        rsvtDmndCn: '조명 부탁드립니다.',
        strNm: '떠날상회',
        brno: '1248100998',
        useCtgrDcd: '1003001',
        shootCtgrDcd: '1004001',
        strPattnDcd: '1022001',
        rprsGdsNm: '과일청',
        brndNm: '떠날팜',
        letoffChnl: '스마트스토어',
        loanPssEqu: '1023001',
        osdAddExpctEqu: null,
        sttsRsn: null,
        sttsChgBy: null,
        sttsChgDt: null,
        regDt: t0.toISOString(),
      })
      .returning('rsvtId')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sprtBizAply')
      .values({ sprtBizId: programme.sprtBizId, userId, aplyDt: t0.toISOString() })
      .execute();
    await db
      .insertInto('campnAply')
      .values({ matchCampnId: campaign.matchCampnId, userId, aplyDt: t0.toISOString() })
      .execute();
    await db
      .insertInto('cmstrAply')
      .values({ userId, picNm: '담당자', picTelno: '010-7777-8888', regDt: t0.toISOString(), updtDt: t0.toISOString() })
      .execute();
    return rsvtId;
  }
  const applications = async (userId: number) =>
    (await db.selectFrom('sprtBizAply').select('aplyId').where('userId', '=', userId).execute()).length +
    (await db.selectFrom('campnAply').select('campnAplyId').where('userId', '=', userId).execute()).length +
    (await db.selectFrom('cmstrAply').select('aplyId').where('userId', '=', userId).execute()).length;

  it('blanks a reservation’s contact and business details after 3 years and removes applications after 5', async () => {
    const gone = await newMember(app);
    const stays = await newMember(app);
    const withdrawn = await call(app, 'POST', '/v1/app/auth/userWhdwl', {
      token: gone.token,
      body: { lgnId: gone.lgnId, userPasswd: gone.password },
    });
    expect(withdrawn.status).toBe(200);
    const goneRsvt = await recordsOf(gone.userId);
    const staysRsvt = await recordsOf(stays.userId);
    const details = (rsvtId: number) =>
      db
        .selectFrom('rsvt')
        .select(['rsvtUserCnctel', 'rsvtDmndCn', 'strNm', 'brno', 'brndNm', 'rsvtYmd'])
        .where('rsvtId', '=', rsvtId)
        .executeTakeFirstOrThrow();

    await run(3 * YEAR - 30 * DAY);
    expect((await details(goneRsvt)).rsvtUserCnctel).toBe('010-5555-6666');

    const third = await run(3 * YEAR + 30 * DAY);
    expect(third.withdrawnRecords).toBe(1);
    expect(await details(goneRsvt)).toEqual({
      rsvtUserCnctel: '',
      rsvtDmndCn: null,
      strNm: '',
      brno: '',
      brndNm: '',
      rsvtYmd: yesterday,
    });
    expect((await details(staysRsvt)).brno).toBe('1248100998');
    expect(await applications(gone.userId)).toBe(3);

    const fifth = await run(msAfterEnds() + 5 * YEAR + 30 * DAY);
    expect(fifth.withdrawnRecords).toBe(3);
    expect(await applications(gone.userId)).toBe(0);
    expect(await applications(stays.userId)).toBe(3);
    expect((await run(msAfterEnds() + 5 * YEAR + 31 * DAY)).withdrawnRecords).toBe(0);
  });
});
