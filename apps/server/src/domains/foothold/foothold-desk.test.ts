import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, newOperator } from '../auth/auth.testkit.js';

const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';

describe('the footholds desk', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const desk = await newOperator(app, ['MARKET']);
  const base = '/v1/app/community/admin';
  const creator = await newMember(app, { userNm: '박거점' });
  await db.updateTable('appUser').set({ userPattnCd: '300' }).where('userId', '=', creator.userId).execute();
  const token = await login(app, creator.lgnId, creator.password);
  const now = new Date().toISOString();
  const { ctrFthldId } = await db
    .insertInto('ctrFthld')
    .values({
      userId: creator.userId,
      fthldNm: `박거점의 공방 ${Date.now().toString(36)}`,
      fthldCn: '공방 이야기',
      regDt: now,
      mdfcnDt: now,
    })
    .returning('ctrFthldId')
    .executeTakeFirstOrThrow();
  const row = async () => {
    const list = await call(app, 'GET', `${base}/footholds`, { token: desk.token, query: { q: '박거점의 공방' } });
    return (list.body.items as { ctrFthldId: number; certCtrYn: string; updtDt: string; userNm: string }[]).find(
      (f) => f.ctrFthldId === ctrFthldId,
    )!;
  };

  it('lists footholds masked, grants and revokes the badge with a reason on the copy read; the public page shows it', async () => {
    const read = await row();
    expect(read).toMatchObject({ certCtrYn: 'N', userNm: '박*점' });
    const noReason = await call(app, 'PUT', `${base}/footholds/${ctrFthldId}/certified`, {
      token: desk.token,
      body: { updtDt: read.updtDt, certCtrYn: 'Y' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('사유를 입력해 주세요.');
    const grant = await call(app, 'PUT', `${base}/footholds/${ctrFthldId}/certified`, {
      token: desk.token,
      body: { updtDt: read.updtDt, certCtrYn: 'Y', reason: '채널 운영 확인' },
    });
    expect(grant.status).toBe(200);
    expect(grant.body.message).toBe('인증 크리에이터 배지를 부여했습니다. 크리에이터에게 알렸습니다.');
    const pub = await call(app, 'GET', `/v1/app/community/fthld/${ctrFthldId}`);
    expect(pub.body.certCtrYn).toBe('Y');
    const stale = await call(app, 'PUT', `${base}/footholds/${ctrFthldId}/certified`, {
      token: desk.token,
      body: { updtDt: read.updtDt, certCtrYn: 'N', reason: '오래된 사본' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    const certified = await call(app, 'GET', `${base}/footholds`, { token: desk.token, query: { certCtrYn: 'Y' } });
    expect(certified.body.items.every((f: { certCtrYn: string }) => f.certCtrYn === 'Y')).toBe(true);
    const revoke = await call(app, 'PUT', `${base}/footholds/${ctrFthldId}/certified`, {
      token: desk.token,
      body: { updtDt: (await row()).updtDt, certCtrYn: 'N', reason: '채널 폐쇄' },
    });
    expect(revoke.status).toBe(200);
    expect((await call(app, 'GET', `/v1/app/community/fthld/${ctrFthldId}`)).body.certCtrYn).toBe('N');
    const audits = await db
      .selectFrom('oprAudit')
      .select('action')
      .where('targetKind', '=', 'foothold')
      .where('targetId', '=', String(ctrFthldId))
      .orderBy('auditId')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['CERTIFY', 'UNCERTIFY']);
    const told = await db
      .selectFrom('notificationOutbox')
      .select('body')
      .where('userId', '=', creator.userId)
      .where('kind', '=', 'FOOTHOLD_CERTIFICATION')
      .orderBy('id')
      .execute();
    expect(told).toHaveLength(2);
    expect(told[1]!.body).toContain('사유: 채널 폐쇄');
  });

  it('lists creator conversions with when, newest first; only the market desk and the system administrator', async () => {
    await db
      .insertInto('creatorInfo')
      .values({
        userId: creator.userId,
        ctrNm: '박거점',
        ctrActvtNm: '거점공방',
        ytbChnlUrl: 'https://www.youtube.com/@park',
        ytbChnlNm: '박거점TV',
        ytbChnlCtgrTypCd: '01',
        telNo: null,
        mblNo: '01012345678',
        ctrEmail: 'park@example.kr',
        zipNo: null,
        bscAddr: null,
        dtlAddr: null,
        ctrNote: null,
        gndrCd: 'F',
        regDt: '2026-11-20T01:00:00.000Z',
        mdfcnDt: '2026-11-20T01:00:00.000Z',
      })
      .execute();
    const list = await call(app, 'GET', `${base}/creators`, { token: desk.token, query: { q: creator.lgnId } });
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ lgnId: creator.lgnId, userNm: '박*점', ctrActvtNm: '거점공방' });
    expect(list.body.items[0].regDt).toBe('2026-11-20T10:00:00+09:00');
    const sorted = await call(app, 'GET', `${base}/creators`, {
      token: desk.token,
      query: { sort: 'lgnId', order: 'asc' },
    });
    const ids = sorted.body.items.map((c: { lgnId: string }) => c.lgnId);
    expect(ids).toEqual([...ids].sort());
    const content = await newOperator(app, ['CONTENT']);
    expect((await call(app, 'GET', `${base}/creators`, { token: content.token })).status).toBe(403);
    expect((await call(app, 'GET', `${base}/footholds`, { token })).status).toBe(403);
  });
});
