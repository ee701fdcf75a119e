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
          body: { ansCn: 'x' },
        })
      ).status,
    ).toBe(403);
    const answered = await call(app, 'PUT', `/v1/app/promotion/econ/inq/${mine[0].inqId}/ans`, {
      token: admin,
      body: { ansCn: '1인 사업자도 참여할 수 있습니다.' },
    });
    expect(answered.body.message).toBe(M.answered);
    const after = (await call(app, 'GET', '/v1/app/promotion/econ/my/inqs', { token: a.token })).body;
    expect(after[0]).toMatchObject({ sts: 'answered', stsNm: '답변 완료', ansCn: '1인 사업자도 참여할 수 있습니다.' });
    const missing = await call(app, 'PUT', '/v1/app/promotion/econ/inq/999999/ans', {
      token: admin,
      body: { ansCn: 'x' },
    });
    expect(missing.status).toBe(404);
  });
});
