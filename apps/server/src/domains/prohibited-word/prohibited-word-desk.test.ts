import { describe, expect, it } from 'vitest';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { createTestApp } from '../../test/test-db.js';

const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';

describe('the prohibited-word desk', async () => {
  const { app, database } = await createTestApp();
  const content = await newOperator(app, ['CONTENT']);
  const member = await newMember(app);
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, token = content.token) =>
    call(app, method, `/v1/app/common/admin/${path}`, { token, ...(body ? { body } : {}) });
  const post = (title: string) =>
    call(app, 'POST', '/v1/app/community/sb', {
      token: member.token,
      body: { comunCtgrDcd: '1007002', comunBltartclTit: title, comunBltartclCn: '<p>본문입니다</p>' },
    });

  it('adds a word that refuses a community post at once, lists it, removes it (on the copy read)', async () => {
    expect((await post('먹튀 검증 사이트 후기')).status).toBe(200);
    const added = await admin('POST', 'prhbWrd', { word: '먹튀' });
    expect(added.body).toEqual({ number: 200, message: "금칙어 '먹튀'를 추가했습니다." });
    const refused = await post('먹 튀 검증 사이트 후기');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^금칙어가 포함되어 있어 등록할 수 없습니다/);
    expect((await call(app, 'GET', '/v1/app/common/prhbWrd')).body).toContain('먹튀');

    const listed = await admin('GET', `prhbWrd?q=${encodeURIComponent('먹')}`);
    expect(listed.body).toMatchObject({ totalCount: 1, items: [{ word: '먹튀', useYn: 'Y' }] });
    const row = listed.body.items[0];
    expect((await admin('POST', 'prhbWrd', { word: '먹튀' })).body.message).toBe('이미 등록된 금칙어입니다.');

    const removed = await admin('PUT', `prhbWrd/${row.id}/remove`, { updtDt: row.updtDt });
    expect(removed.body.message).toBe("금칙어 '먹튀'를 삭제했습니다.");
    expect((await post('먹튀 검증 사이트 후기 두 번째')).status).toBe(200);
    expect(await admin('PUT', `prhbWrd/${row.id}/remove`, { updtDt: row.updtDt })).toMatchObject({
      status: 409,
      body: { message: STALE },
    });
    expect((await admin('GET', 'prhbWrd?useYn=N')).body.items.map((w: { word: string }) => w.word)).toContain('먹튀');
    // Added again: the removed word is back in use.
    expect((await admin('POST', 'prhbWrd', { word: '먹튀' })).body.message).toBe("금칙어 '먹튀'를 다시 사용합니다.");
    expect((await post('먹튀 세 번째')).status).toBe(400);

    const audit = await database.db
      .selectFrom('oprAudit')
      .select('action')
      .where('targetKind', '=', 'prohibited-word')
      .where('targetId', '=', String(row.id))
      .orderBy('auditId')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'REMOVE', 'RESTORE']);
  });

  it('sorts the words by a column the list names, both ways, and refuses any other', async () => {
    for (const word of ['zqsortb', 'zqsorta', 'zqsortc'])
      expect((await admin('POST', 'prhbWrd', { word })).status).toBe(200);
    const rows = async (order: string) =>
      (await admin('GET', `prhbWrd?q=zqsort&sort=regDt&order=${order}`)).body.items as { id: number; regDt: string }[];
    const up = await rows('asc');
    expect(up).toHaveLength(3);
    const dates = up.map((w) => w.regDt);
    expect(dates).toEqual([...dates].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await rows('desc')).map((w) => w.id)).toEqual(up.map((w) => w.id).reverse());
    const bad = await admin('GET', 'prhbWrd?sort=id');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });

  it('refuses bad input with a Korean 400 and keeps the list as it was', async () => {
    const before = (await call(app, 'GET', '/v1/app/common/prhbWrd')).body;
    for (const [word, message] of [
      ['', '금칙어를 입력해 주세요.'],
      ['...', '금칙어에는 글자나 숫자가 들어가야 합니다.'],
      ['가'.repeat(51), '금칙어는 50자 이내로 입력해 주세요.'],
    ] as const) {
      const res = await admin('POST', 'prhbWrd', { word });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await admin('PUT', 'prhbWrd/999999/remove', { updtDt: '2026-01-01T00:00:00.000Z' })).status).toBe(404);
    expect((await call(app, 'GET', '/v1/app/common/prhbWrd')).body).toEqual(before);
  });

  it('is for the system administrator, the content desk and the moderation desk only', async () => {
    // The community desk (moderation) edits the words too, and its word refuses a post at once.
    const moderation = await newOperator(app, ['COMMUNITY']);
    expect((await admin('GET', 'prhbWrd', undefined, moderation.token)).status).toBe(200);
    const added = await admin('POST', 'prhbWrd', { word: '불법도박광고' }, moderation.token);
    expect(added.status).toBe(200);
    expect((await post('불법도박광고 환영')).status).toBe(400);
    const market = await newOperator(app, ['MARKET']);
    for (const token of [market.token, member.token]) {
      expect((await admin('GET', 'prhbWrd', undefined, token)).status).toBe(403);
      expect((await admin('POST', 'prhbWrd', { word: '권한없음' }, token)).status).toBe(403);
    }
    expect((await call(app, 'GET', '/v1/app/common/admin/prhbWrd')).status).toBe(401);
  });
});
