import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { PROMOTION_MESSAGES as M } from '@onfan/contracts/econ-promotion';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';

describe('promotions (subscription and local economy)', async () => {
  const clock = fixedClock(new Date().toISOString());
  const { app } = await createTestApp({ clock });
  const inquiry = {
    cmpnyNm: '온판상회',
    telno: '02-123-4567',
    inqTtl: '참여 조건 문의',
    inqCn: '1인 사업자도 되나요?',
  };

  it('shows each promotion with its programmes and their status today', async () => {
    const subs = (await call(app, 'GET', '/v1/app/subsecnmy/subsEcnmy')).body;
    expect(subs).toMatchObject({ kind: 'subs', title: '구독경제 프로모션' });
    expect(subs.programmes.map((p: { sts: string }) => p.sts)).toEqual(['open', 'upcoming', 'closed']);
    const local = (await call(app, 'GET', '/v1/app/local/econo')).body;
    expect(local.kind).toBe('local');
    expect(local.programmes[0]).toMatchObject({ prgmNm: '동행축제 지역 판매관 참여', stsNm: '모집 중' });
  });

  it('members send inquiries, read only their own with the status, and see the answer', async () => {
    const subs = (await call(app, 'GET', '/v1/app/subsecnmy/subsEcnmy')).body;
    const local = (await call(app, 'GET', '/v1/app/local/econo')).body;
    expect((await call(app, 'PUT', '/v1/app/subsecnmy/subsEcnmyInq', { body: inquiry })).status).toBe(401);
    const [a, b] = [await newMember(app), await newMember(app)];
    const sent = await call(app, 'PUT', '/v1/app/subsecnmy/subsEcnmyInq', {
      token: a.token,
      body: { ...inquiry, prgmId: subs.programmes[0].prgmId },
    });
    expect(sent.body.message).toBe(M.inqSent);
    // A programme of the other promotion is refused; bad input names the field in Korean; prohibited words refused.
    const wrong = await call(app, 'PUT', '/v1/app/subsecnmy/subsEcnmyInq', {
      token: a.token,
      body: { ...inquiry, prgmId: local.programmes[0].prgmId },
    });
    expect(wrong.body.message).toBe(M.prgmNotFound);
    const huge = await call(app, 'PUT', '/v1/app/subsecnmy/subsEcnmyInq', {
      token: a.token,
      body: { ...inquiry, prgmId: 2147483648 },
    });
    expect(huge.status).toBe(400);
    const bad = await call(app, 'PUT', '/v1/app/local/econoInq', {
      token: a.token,
      body: { ...inquiry, cmpnyNm: ' ', telno: '12' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message.split('\n')).toEqual([M.cmpnyRequired, M.phoneInvalid]);
    const rude = await call(app, 'PUT', '/v1/app/local/econoInq', {
      token: a.token,
      body: { ...inquiry, inqCn: '도박 광고 문의' },
    });
    expect(rude.body.message).toBe(PROHIBITED_MESSAGES.found('도박'));
    await call(app, 'PUT', '/v1/app/local/econoInq', { token: a.token, body: inquiry });

    const mine = (await call(app, 'GET', '/v1/app/promotion/econ/my/inqs', { token: a.token })).body;
    expect(mine.map((i: { kind: string; stsNm: string }) => [i.kind, i.stsNm])).toEqual([
      ['local', '접수'],
      ['subs', '접수'],
    ]);
    expect(mine[1].prgmNm).toBe('소상공인 구독 상품 기획 컨설팅');
    expect((await call(app, 'GET', '/v1/app/promotion/econ/my/inqs', { token: b.token })).body).toEqual([]);

    const admin = await login(app, 'demo-admin');
    expect(
      (
        await call(app, 'PUT', `/v1/app/promotion/econ/inq/${mine[0].inqId}/ans`, {
          token: a.token,
          body: { ansCn: 'x', updtDt: mine[0].regDt },
        })
      ).status,
    ).toBe(403);
    const answered = await call(app, 'PUT', `/v1/app/promotion/econ/inq/${mine[0].inqId}/ans`, {
      token: admin,
      body: { ansCn: '1인 사업자도 참여할 수 있습니다.', updtDt: mine[0].regDt },
    });
    expect(answered.body.message).toBe(M.answered);
    const after = (await call(app, 'GET', '/v1/app/promotion/econ/my/inqs', { token: a.token })).body;
    expect(after[0]).toMatchObject({ sts: 'answered', stsNm: '답변 완료', ansCn: '1인 사업자도 참여할 수 있습니다.' });
    const missing = await call(app, 'PUT', '/v1/app/promotion/econ/inq/999999/ans', {
      token: admin,
      body: { ansCn: 'x', updtDt: mine[0].regDt },
    });
    expect(missing.status).toBe(404);
  });

  it('the console lists unanswered promotion inquiries, answers the copy read with an audit row, and refuses a stale copy', async () => {
    const P = '/v1/app/promotion/econ';
    const member = await newMember(app);
    const asked = await call(app, 'PUT', '/v1/app/local/econoInq', {
      token: member.token,
      body: { cmpnyNm: '콘솔상회', telno: '010-1234-5678', inqTtl: '참여 자격', inqCn: '법인도 참여할 수 있나요?' },
    });
    expect(asked.status).toBe(200);
    // The answer comes a minute after the question, so the answered copy differs from the one read.
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    const admin = await login(app, 'demo-admin');
    expect((await call(app, 'GET', `${P}/admin/inqs`, { token: member.token })).status).toBe(403);
    const queue = await call(app, 'GET', `${P}/admin/inqs?answered=N&sort=regDt&order=desc`, { token: admin });
    expect(queue.status).toBe(200);
    const row = (
      queue.body.items as { inqId: number; inqCn: string; updtDt: string; lgnId: string; kindNm: string }[]
    ).find((r) => r.inqCn === '법인도 참여할 수 있나요?')!;
    expect(row.lgnId).not.toBe(member.lgnId);
    expect(row.kindNm).toBe('지역경제 프로모션');
    const waiting = queue.body.totalCount as number;
    const bad = await call(app, 'GET', `${P}/admin/inqs?answered=X`, { token: admin });
    expect(bad.status).toBe(400);
    const badSort = await call(app, 'GET', `${P}/admin/inqs?sort=telno`, { token: admin });
    expect(badSort.status).toBe(400);

    const empty = await call(app, 'PUT', `${P}/inq/${row.inqId}/ans`, {
      token: admin,
      body: { ansCn: ' ', updtDt: row.updtDt },
    });
    expect([empty.status, empty.body.message]).toEqual([400, M.ansRequired]);
    const stale = await call(app, 'PUT', `${P}/inq/${row.inqId}/ans`, {
      token: admin,
      body: { ansCn: '네, 가능합니다.', updtDt: '2000-01-01T00:00:00.000Z' },
    });
    expect([stale.status, stale.body.message]).toEqual([409, ADMIN_MESSAGES.staleCopy]);
    const answered = await call(app, 'PUT', `${P}/inq/${row.inqId}/ans`, {
      token: admin,
      body: { ansCn: '네, 가능합니다.', updtDt: row.updtDt },
    });
    expect(answered.body.message).toBe(M.answered);
    const again = await call(app, 'PUT', `${P}/inq/${row.inqId}/ans`, {
      token: admin,
      body: { ansCn: '아니요.', updtDt: row.updtDt },
    });
    expect(again.status).toBe(409);

    const left = await call(app, 'GET', `${P}/admin/inqs`, { token: admin });
    expect(left.body.totalCount).toBe(waiting - 1);
    const done = await call(app, 'GET', `${P}/admin/inqs?answered=Y`, { token: admin });
    expect(done.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ inqId: row.inqId, ansCn: '네, 가능합니다.' })]),
    );
    const mine = (await call(app, 'GET', `${P}/my/inqs`, { token: member.token })).body;
    expect(mine[0]).toMatchObject({ sts: 'answered', ansCn: '네, 가능합니다.' });
    const audit = await call(app, 'GET', `/v1/app/admin/audit?targetKind=econ-inquiry&targetId=${row.inqId}`, {
      token: admin,
    });
    expect(audit.body.items).toEqual([expect.objectContaining({ action: 'ANSWER' })]);
    const dashboard = await call(app, 'GET', '/v1/app/admin/dashboard', { token: admin });
    expect(JSON.stringify(dashboard.body)).toContain('inquiries-econ');
  });
});
