import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import { createContentService } from '../content/content.module.js';
import { systemClock } from '../../lib/clock.js';

describe('support-business introductions and examples', async () => {
  const { app, database } = await createTestApp();

  it('lists the introductions in programme order and shows one', async () => {
    const list = await call(app, 'GET', '/v1/app/support/intrds');
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { tit: string }) => i.tit)).toEqual([
      '온라인 판로 지원',
      '라이브커머스 지원',
      '디지털 전환 지원',
      '소상공인 역량 강화 교육',
    ]);
    const first = list.body.items[0];
    const view = await call(app, 'GET', `/v1/app/support/intrd/${first.contentsId}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ contentsType: 'intrd', tit: '온라인 판로 지원' });
    expect(view.body.cn).toContain('<h3>지원 내용</h3>');
  });

  it("lists one introduction's examples only, and keeps previous/next within them", async () => {
    const intros = (await call(app, 'GET', '/v1/app/support/intrds')).body.items;
    const [online, live] = intros;
    const exms = await call(app, 'GET', `/v1/app/support/intrd/${online.contentsId}/exms`);
    expect(exms.status).toBe(200);
    expect(exms.body.totalCount).toBe(3);
    expect(exms.body.items.every((i: { ctgrCode: string }) => i.ctgrCode === `intrd-${online.contentsId}`)).toBe(true);
    const liveExms = await call(app, 'GET', `/v1/app/support/intrd/${live.contentsId}/exms`);
    expect(liveExms.body.totalCount).toBe(2);

    const [newest, middle, oldest] = exms.body.items;
    const view = await call(app, 'GET', `/v1/app/support/intrd/exm/${middle.contentsId}`);
    expect(view.status).toBe(200);
    expect(view.body.next?.id).toBe(newest.contentsId);
    expect(view.body.pre?.id).toBe(oldest.contentsId);
    // The oldest example of this introduction has no previous one, although older examples of others exist.
    const last = await call(app, 'GET', `/v1/app/support/intrd/exm/${oldest.contentsId}`);
    expect(last.body.pre).toBeNull();
  });

  it('answers a Korean 404 for an unknown introduction or example, and for ids of another kind', async () => {
    const notFound = { number: 404, message: '요청하신 게시물을 찾을 수 없습니다.' };
    const missing = await call(app, 'GET', '/v1/app/support/intrd/999999/exms');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(notFound);
    expect((await call(app, 'GET', '/v1/app/support/intrd/999999')).body).toEqual(notFound);
    const intro = (await call(app, 'GET', '/v1/app/support/intrds')).body.items[0];
    expect((await call(app, 'GET', `/v1/app/support/intrd/exm/${intro.contentsId}`)).status).toBe(404);
    const bad = await call(app, 'GET', '/v1/app/support/intrd/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[가-힣]/);
  });

  it('hides an introduction taken out of exposure, with its example list', async () => {
    const content = createContentService(database, systemClock);
    const id = await content.save({ contentsType: 'intrd', tit: '시험 소개', cn: '<p>시험</p>', expsrYn: 'N' });
    expect((await call(app, 'GET', `/v1/app/support/intrd/${id}`)).status).toBe(404);
    expect((await call(app, 'GET', `/v1/app/support/intrd/${id}/exms`)).status).toBe(404);
    await content.remove(id);
  });
});
