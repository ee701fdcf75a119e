import { describe, expect, it } from 'vitest';
import type { JobHelpers, JobSet } from '../../jobs/job-queue.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, login, newMember, newOperator } from '../auth/auth.testkit.js';
import type { NotificationSender, OutgoingMessage } from '../auth/notification/outbox.js';
import { isAdNight, nextSeoulMorning } from './announcement.service.js';
import { ANNOUNCEMENT_JOB, announcementJobs } from './notification.module.js';

// 2026-12-01 10:00 in Seoul.
const clock = fixedClock('2026-12-01T01:00:00.000Z');
const BASE = '/v1/app/notification/admin/announcements';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('announcement times', () => {
  it('knows the advertising night in Seoul and the next 08:00', () => {
    expect(isAdNight(new Date('2026-12-01T11:59:00Z'))).toBe(false); // 20:59
    expect(isAdNight(new Date('2026-12-01T12:00:00Z'))).toBe(true); // 21:00
    expect(isAdNight(new Date('2026-12-01T22:59:00Z'))).toBe(true); // 07:59
    expect(isAdNight(new Date('2026-12-01T23:00:00Z'))).toBe(false); // 08:00
    expect(nextSeoulMorning(new Date('2026-12-01T13:00:00Z')).toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect(nextSeoulMorning(new Date('2026-12-01T20:00:00Z')).toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect(nextSeoulMorning(new Date('2026-12-01T01:00:00Z')).toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });
});

describe('the announcements desk', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const desk = await newOperator(app, ['CONTENT'], { userNm: '콘텐츠담당' });
  const other = await newOperator(app, ['RESERVATION']);
  const consenting = await newMember(app, { mktAgreYn: 'Y', userEmail: 'yes@example.kr' });
  const refusing = await newMember(app, { mktAgreYn: 'N', userEmail: 'no@example.kr' });
  const sent: OutgoingMessage[] = [];
  const sender: NotificationSender = { send: async (m) => void sent.push(m) };
  const jobs: JobSet = announcementJobs({ database, config: testConfig(), log: quiet, clock, sender });
  const runJob = () => jobs.handlers[ANNOUNCEMENT_JOB]!({}, { attempt: 1, log: quiet } as unknown as JobHelpers);

  // Sessions lapse when the clock jumps hours: the night test logs in again.
  let deskToken = desk.token;
  const draft = (body: object, token = deskToken) =>
    call(app, 'POST', BASE, {
      token,
      body: { tit: '온판 점검 안내', cn: '12월 5일 새벽에 점검합니다.', ancmtKind: 'INFO', ...body },
    });
  const detail = async (id: number) => (await call(app, 'GET', `${BASE}/${id}`, { token: deskToken })).body;
  const send = (id: number, updtDt: string, token = deskToken) =>
    call(app, 'POST', `${BASE}/${id}/send`, { token, body: { updtDt } });
  const reach = async (query: string) =>
    (await call(app, 'GET', `${BASE}/reach?${query}`, { token: deskToken })).body as {
      reachCnt: number;
      nightHeldCnt: number;
    };
  const notificationsOf = (userId: number, kind: string) =>
    db.selectFrom('ntf').selectAll().where('userId', '=', userId).where('ntfKind', '=', kind).execute();
  const outboxOf = (userId: number, kind: string) =>
    db.selectFrom('notificationOutbox').selectAll().where('userId', '=', userId).where('kind', '=', kind).execute();
  const deliveries = (ancmtId: number) =>
    db.selectFrom('ntfAncmtDlvr').selectAll().where('ancmtId', '=', ancmtId).execute();
  /** Members the audience should hold, counted here without the repository: active, not operators, consent for ads. */
  const membersWith = async (ad: boolean) => {
    let q = db
      .selectFrom('appUser')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userStts', '=', 'ACTIVE')
      .where('userPattnCd', '!=', '100');
    if (ad) q = q.where('mktAgreYn', '=', 'Y');
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('is for 콘텐츠 담당 and 시스템 관리자 only: other roles and members are refused, nothing written', async () => {
    for (const token of [other.token, consenting.token]) {
      expect((await call(app, 'GET', BASE, { token })).status).toBe(403);
      expect((await call(app, 'GET', `${BASE}/reach?ancmtKind=INFO`, { token })).status).toBe(403);
      expect((await draft({}, token)).status).toBe(403);
    }
    expect((await call(app, 'GET', BASE)).status).toBe(401);
    expect(await db.selectFrom('ntfAncmt').selectAll().execute()).toHaveLength(0);
  });

  it('refuses bad input in Korean at the field', async () => {
    const ad = await draft({ ancmtKind: 'AD', tit: '겨울 특가 안내' });
    expect(ad.status).toBe(400);
    expect(ad.body.errors).toEqual([
      expect.objectContaining({ field: 'tit', message: '광고성 알림의 제목은 "(광고)"로 시작해야 합니다.' }),
    ]);
    const link = await draft({ link: 'https://example.com/' });
    expect(link.status).toBe(400);
    expect(link.body.errors[0].field).toBe('link');
    expect((await draft({ userPattnCd: '100' })).status).toBe(400);
    expect((await call(app, 'GET', `${BASE}/reach?ancmtKind=XX`, { token: desk.token })).status).toBe(400);
    expect(await db.selectFrom('ntfAncmt').selectAll().execute()).toHaveLength(0);
  });

  it('counts who an advertisement reaches — only members with the marketing consent — and sends to exactly them', async () => {
    const info = await reach('ancmtKind=INFO');
    const ad = await reach('ancmtKind=AD');
    expect(info.reachCnt).toBe(await membersWith(false));
    expect(ad.reachCnt).toBe(await membersWith(true));
    expect(ad.reachCnt).toBeLessThan(info.reachCnt);
    expect(ad.nightHeldCnt).toBe(0);

    const saved = await draft({
      ancmtKind: 'AD',
      tit: '(광고) 동행축제 특가',
      cn: '동행축제 특가 상품을 만나 보세요.',
      link: '/festival',
      smsYn: 'Y',
      emailYn: 'Y',
    });
    expect(saved.status).toBe(200);
    const res = await send(saved.body.ancmtId, saved.body.updtDt);
    expect(res.status).toBe(200);
    expect(res.body.reachCnt).toBe(ad.reachCnt);

    const rows = await deliveries(saved.body.ancmtId);
    expect(rows).toHaveLength(ad.reachCnt);
    expect(rows.map((r) => r.userId)).toContain(consenting.userId);
    expect(rows.map((r) => r.userId)).not.toContain(refusing.userId);
    expect(await notificationsOf(refusing.userId, 'ANNOUNCEMENT_AD')).toHaveLength(0);
    expect(await outboxOf(refusing.userId, 'ANNOUNCEMENT_AD')).toHaveLength(0);

    const [shown] = await notificationsOf(consenting.userId, 'ANNOUNCEMENT_AD');
    expect(shown).toMatchObject({ ntfTit: '(광고) 동행축제 특가', link: '/festival' });
    expect(shown!.ntfCn).toMatch(/수신거부: http:\/\/.+\/marketing\/.+/);
    const messages = await outboxOf(consenting.userId, 'ANNOUNCEMENT_AD');
    expect(messages.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    const sms = messages.find((m) => m.channel === 'SMS')!;
    expect(sms.body.startsWith('(광고) 동행축제 특가')).toBe(true);
    for (const m of messages) expect(m.body).toContain('수신거부: http');

    const d = await detail(saved.body.ancmtId);
    expect(d.state).toBe('DONE');
    expect(d.counts).toMatchObject({ targetCnt: ad.reachCnt, shownCnt: ad.reachCnt, heldCnt: 0 });
    expect(d.counts.smsCnt).toBe(rows.filter((r) => r.smsSt === 'SENT').length);
    expect(d.counts.smsCnt).toBeGreaterThan(0);

    const audit = await db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', 'announcement')
      .where('targetId', '=', String(saved.body.ancmtId))
      .orderBy('auditId')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'SEND']);
  });

  it('a retried fan-out writes no second message', async () => {
    const saved = await draft({ tit: '개인정보 처리방침 변경 안내', smsYn: 'Y' });
    await send(saved.body.ancmtId, saved.body.updtDt);
    const before = {
      ntf: (await notificationsOf(consenting.userId, 'ANNOUNCEMENT')).length,
      outbox: (await outboxOf(consenting.userId, 'ANNOUNCEMENT')).length,
      rows: (await deliveries(saved.body.ancmtId)).length,
    };
    expect(before).toEqual({ ntf: 1, outbox: 1, rows: await membersWith(false) });
    // The job died after writing and before marking the announcement done: it is due again and runs again.
    await db
      .updateTable('ntfAncmt')
      .set({ ancmtStts: 'SENDING', nextRunDt: clock.now().toISOString() })
      .where('ancmtId', '=', saved.body.ancmtId)
      .execute();
    await runJob();
    await runJob();
    expect((await notificationsOf(consenting.userId, 'ANNOUNCEMENT')).length).toBe(1);
    expect((await outboxOf(consenting.userId, 'ANNOUNCEMENT')).length).toBe(1);
    expect((await deliveries(saved.body.ancmtId)).length).toBe(before.rows);
    expect((await detail(saved.body.ancmtId)).state).toBe('DONE');
  });

  it('refuses a stale copy and a second send, changing nothing', async () => {
    const saved = await draft({ tit: '처음 제목' });
    const first = saved.body.updtDt as string;
    const edited = await call(app, 'PUT', `${BASE}/${saved.body.ancmtId}`, {
      token: desk.token,
      body: { tit: '고친 제목', cn: '내용', ancmtKind: 'INFO', updtDt: first },
    });
    expect(edited.status).toBe(200);
    const stale = await call(app, 'PUT', `${BASE}/${saved.body.ancmtId}`, {
      token: desk.token,
      body: { tit: '늦은 제목', cn: '내용', ancmtKind: 'INFO', updtDt: first },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.');
    const staleSend = await send(saved.body.ancmtId, first);
    expect(staleSend.status).toBe(409);
    const d = await detail(saved.body.ancmtId);
    expect(d).toMatchObject({ tit: '고친 제목', state: 'DRAFT' });
    expect(await deliveries(saved.body.ancmtId)).toHaveLength(0);
    expect((await send(saved.body.ancmtId, d.updtDt)).status).toBe(200);
    expect((await send(saved.body.ancmtId, (await detail(saved.body.ancmtId)).updtDt)).status).toBe(409);
  });

  it("follows each member's preferences for text and e-mail; in-app always", async () => {
    const quietMember = await newMember(app, { mktAgreYn: 'N', userEmail: 'quiet@example.kr' });
    const prefs = await call(app, 'PUT', '/v1/app/common/ntf/prefs', {
      token: quietMember.token,
      body: { items: [{ grp: 'NOTICE', smsYn: 'N', emailYn: 'Y' }] },
    });
    expect(prefs.status).toBe(200);
    const saved = await draft({ tit: '설 연휴 고객센터 운영 안내', smsYn: 'Y', emailYn: 'Y' });
    await send(saved.body.ancmtId, saved.body.updtDt);
    const row = (await deliveries(saved.body.ancmtId)).find((r) => r.userId === quietMember.userId);
    expect(row).toMatchObject({ dlvrStts: 'SHOWN', smsSt: 'OFF', emailSt: 'SENT' });
    expect((await outboxOf(quietMember.userId, 'ANNOUNCEMENT')).map((m) => m.channel)).toEqual(['EMAIL']);
    expect(await notificationsOf(quietMember.userId, 'ANNOUNCEMENT')).toHaveLength(1);
    expect((await detail(saved.body.ancmtId)).counts.excludedCnt).toBeGreaterThanOrEqual(1);
  });

  it('the night consent is given only on top of the marketing consent and withdrawn with it', async () => {
    const m = await newMember(app, { mktAgreYn: 'N' });
    const refused = await call(app, 'POST', '/v1/app/auth/nightAdRcptnAgree?nightAdAgreYn=Y', { token: m.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('야간 광고 수신은 마케팅 정보 수신에 동의한 뒤에 동의할 수 있습니다.');
    await call(app, 'POST', '/v1/app/auth/mktRcptnAgree?mktAgreYn=Y', { token: m.token });
    expect((await call(app, 'POST', '/v1/app/auth/nightAdRcptnAgree?nightAdAgreYn=Y', { token: m.token })).status).toBe(
      200,
    );
    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).body.nightAdAgreYn).toBe('Y');
    const row = await db.selectFrom('appUser').selectAll().where('userId', '=', m.userId).executeTakeFirstOrThrow();
    expect(row.nightAdAgreDt).toBe(clock.now().toISOString());
    await call(app, 'POST', '/v1/app/auth/mktRcptnAgree?mktAgreYn=N', { token: m.token });
    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).body.nightAdAgreYn).toBe('N');
  });

  it('holds advertising at night for members without the night consent and sends it at 08:00 Seoul', async () => {
    const night = await newMember(app, { mktAgreYn: 'Y' });
    await call(app, 'POST', '/v1/app/auth/nightAdRcptnAgree?nightAdAgreYn=Y', { token: night.token });
    const withdraws = await newMember(app, { mktAgreYn: 'Y' });
    clock.set('2026-12-01T13:00:00.000Z'); // 22:00 in Seoul
    deskToken = (await newOperator(app, ['CONTENT'])).token;
    try {
      const r = await reach('ancmtKind=AD');
      expect(r.nightHeldCnt).toBe(r.reachCnt - 1 - (await nightConsentingOthers()));
      const saved = await draft({ ancmtKind: 'AD', tit: '(광고) 야간 특가', cn: '내일까지 특가', smsYn: 'Y' });
      await send(saved.body.ancmtId, saved.body.updtDt);
      const rows = await deliveries(saved.body.ancmtId);
      expect(rows.find((x) => x.userId === night.userId)?.dlvrStts).toBe('SHOWN');
      expect(rows.find((x) => x.userId === consenting.userId)?.dlvrStts).toBe('HELD');
      expect(await notificationsOf(consenting.userId, 'ANNOUNCEMENT_AD')).toHaveLength(1); // yesterday's only
      expect(await notificationsOf(night.userId, 'ANNOUNCEMENT_AD')).toHaveLength(1);
      let d = await detail(saved.body.ancmtId);
      expect(d.state).toBe('SENDING');
      expect(d.nextRunDt).toBe('2026-12-02T08:00:00+09:00');
      expect(d.counts.heldCnt).toBe(r.nightHeldCnt);

      // 23:30: still night, the job finds nothing due; one held member withdraws the marketing consent.
      clock.set('2026-12-01T14:30:00.000Z');
      await runJob();
      expect((await deliveries(saved.body.ancmtId)).filter((x) => x.dlvrStts === 'HELD')).toHaveLength(r.nightHeldCnt);
      const again = await login(app, withdraws.lgnId, withdraws.password);
      expect((await call(app, 'POST', '/v1/app/auth/mktRcptnAgree?mktAgreYn=N', { token: again })).status).toBe(200);

      clock.set('2026-12-01T23:00:00.000Z'); // 08:00 in Seoul
      deskToken = (await newOperator(app, ['CONTENT'])).token;
      await runJob();
      const after = await deliveries(saved.body.ancmtId);
      expect(after.find((x) => x.userId === consenting.userId)).toMatchObject({ dlvrStts: 'SHOWN', smsSt: 'SENT' });
      expect(after.find((x) => x.userId === withdraws.userId)?.dlvrStts).toBe('DROPPED');
      expect(await notificationsOf(consenting.userId, 'ANNOUNCEMENT_AD')).toHaveLength(2);
      expect(await notificationsOf(withdraws.userId, 'ANNOUNCEMENT_AD')).toHaveLength(0);
      d = await detail(saved.body.ancmtId);
      expect(d.state).toBe('DONE');
      expect(d.counts).toMatchObject({ heldCnt: 0, targetCnt: r.reachCnt, shownCnt: r.reachCnt - 1 });
      expect(d.counts.excludedCnt).toBeGreaterThanOrEqual(1);
      await runJob();
      expect(await notificationsOf(consenting.userId, 'ANNOUNCEMENT_AD')).toHaveLength(2);
      expect(sent.some((m) => m.userId === consenting.userId && m.kind === 'ANNOUNCEMENT_AD')).toBe(true);
    } finally {
      clock.set('2026-12-01T01:00:00.000Z');
      deskToken = desk.token;
    }
  });

  async function nightConsentingOthers() {
    const row = await db
      .selectFrom('appUser')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userStts', '=', 'ACTIVE')
      .where('userPattnCd', '!=', '100')
      .where('mktAgreYn', '=', 'Y')
      .where('nightAdAgreYn', '=', 'Y')
      .executeTakeFirstOrThrow();
    return Number(row.n) - 1;
  }

  it('lists announcements with server paging, filters and sort', async () => {
    const list = await call(app, 'GET', `${BASE}?ancmtKind=AD&sort=tit&order=asc&pageSize=1`, { token: desk.token });
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(2);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].tit).toBe('(광고) 동행축제 특가');
    const next = await call(app, 'GET', `${BASE}?ancmtKind=AD&sort=tit&order=asc&pageSize=1&pageNo=2`, {
      token: desk.token,
    });
    expect(next.body.items[0].tit).toBe('(광고) 야간 특가');
    const drafts = await call(app, 'GET', `${BASE}?state=DRAFT`, { token: desk.token });
    expect(drafts.body.items).toHaveLength(0);
    expect((await call(app, 'GET', `${BASE}?sort=nope`, { token: desk.token })).status).toBe(400);
  });

  it('sends to a 시·도: the reach and the fan-out agree, leaving out other regions and members with none', async () => {
    // 세종 (36): no seeded member records it, so the group is exactly the members made here.
    const withRegion = async (rgnCd: string | null, mktAgreYn: 'Y' | 'N') => {
      const m = await newMember(app, { mktAgreYn });
      if (rgnCd) {
        const res = await call(app, 'PUT', '/v1/app/auth/profile', { token: m.token, body: { rgnCd } });
        expect(res.status).toBe(200);
      }
      return m;
    };
    const sejongYes = await withRegion('36', 'Y');
    const sejongNo = await withRegion('36', 'N');
    const daejeon = await withRegion('30', 'Y');
    const nowhere = await withRegion(null, 'Y');

    const bad = await draft({ rgnCd: '99' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ field: 'rgnCd', message: '지역을 목록에서 골라 주세요.' }),
    ]);
    expect((await call(app, 'GET', `${BASE}/reach?ancmtKind=INFO&rgnCd=99`, { token: deskToken })).status).toBe(400);

    const info = await reach('ancmtKind=INFO&rgnCd=36');
    const ad = await reach('ancmtKind=AD&rgnCd=36');
    expect(info.reachCnt).toBe(2);
    // Advertising still needs the marketing consent.
    expect(ad.reachCnt).toBe(1);
    // A kind and a region together.
    expect((await reach('ancmtKind=INFO&rgnCd=36&userPattnCd=300')).reachCnt).toBe(0);

    const sentTo = async (body: object) => {
      const saved = await draft(body);
      expect(saved.status).toBe(200);
      const res = await send(saved.body.ancmtId, saved.body.updtDt);
      expect(res.status).toBe(200);
      const ids = (await deliveries(saved.body.ancmtId)).map((r) => r.userId).sort((a, b) => a - b);
      return { id: saved.body.ancmtId as number, reachCnt: res.body.reachCnt as number, ids };
    };
    const infoSent = await sentTo({ tit: '세종 소상공인 지원사업 설명회', rgnCd: '36' });
    expect(infoSent.reachCnt).toBe(info.reachCnt);
    expect(infoSent.ids).toEqual([sejongYes.userId, sejongNo.userId].sort((a, b) => a - b));
    const adSent = await sentTo({ ancmtKind: 'AD', tit: '(광고) 세종 동행축제', rgnCd: '36' });
    expect(adSent.reachCnt).toBe(ad.reachCnt);
    expect(adSent.ids).toEqual([sejongYes.userId]);
    for (const m of [daejeon, nowhere]) {
      expect(await notificationsOf(m.userId, 'ANNOUNCEMENT')).toHaveLength(0);
      expect(await notificationsOf(m.userId, 'ANNOUNCEMENT_AD')).toHaveLength(0);
    }

    const d = await detail(infoSent.id);
    expect(d).toMatchObject({ rgnCd: '36', state: 'DONE', counts: { targetCnt: 2 } });
    const list = await call(app, 'GET', `${BASE}?q=${encodeURIComponent('세종')}`, { token: deskToken });
    expect(list.body.items.map((r: { rgnCd: string | null }) => r.rgnCd)).toEqual(['36', '36']);

    // A draft keeps its region through an edit; an edit without it means every region again.
    const kept = await draft({ tit: '지역 초안', rgnCd: '30' });
    expect((await detail(kept.body.ancmtId)).rgnCd).toBe('30');
    const edited = await call(app, 'PUT', `${BASE}/${kept.body.ancmtId}`, {
      token: deskToken,
      body: { tit: '지역 초안', cn: '내용', ancmtKind: 'INFO', updtDt: kept.body.updtDt },
    });
    expect(edited.status).toBe(200);
    expect((await detail(kept.body.ancmtId)).rgnCd).toBeNull();
  });
});
