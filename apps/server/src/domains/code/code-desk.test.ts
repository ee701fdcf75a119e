import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { createTestApp } from '../../test/test-db.js';

const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';

describe('the code desk', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const content = await newOperator(app, ['CONTENT']);
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, token = content.token) =>
    call(app, method, `/v1/app/common/admin/${path}`, { token, ...(body ? { body } : {}) });
  const publicNames = async (group: string) =>
    ((await call(app, 'GET', `/v1/app/common/dcd?cmmnCd=${group}`)).body as { cmmnCdValNm: string }[]).map(
      (c) => c.cmmnCdValNm,
    );

  it('lists the groups the portal reads, with what they are for, and finds one by name', async () => {
    const groups = await admin('GET', 'code-groups?pageSize=100');
    expect(groups.status).toBe(200);
    expect(groups.body.items).toContainEqual({ cmmnCd: '1023', grpNm: '대여 장비', codeCount: 8, inUseCount: 8 });
    expect(groups.body.totalCount).toBe(groups.body.items.length);
    const found = await admin('GET', `code-groups?q=${encodeURIComponent('장비')}`);
    expect(found.body.items.map((g: { cmmnCd: string }) => g.cmmnCd)).toEqual(['1023']);
    expect((await admin('GET', 'code-groups/NO_GROUP/codes')).status).toBe(404);
  });

  it('sorts the groups by a column the list names, both ways, and refuses any other', async () => {
    const groups = async (order: string) =>
      (await admin('GET', `code-groups?pageSize=100&sort=codeCount&order=${order}`)).body as {
        totalCount: number;
        items: { cmmnCd: string; codeCount: number }[];
      };
    const up = await groups('asc');
    expect(up.items.length).toBeGreaterThan(2);
    expect(up.totalCount).toBe(up.items.length);
    const counts = up.items.map((g) => g.codeCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect((await groups('desc')).items.map((g) => g.cmmnCd)).toEqual(up.items.map((g) => g.cmmnCd).reverse());
    const bad = await admin('GET', 'code-groups?sort=grpNm');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });

  it('sorts a group’s values by a column the list names, both ways, and refuses any other', async () => {
    const values = async (query: string) =>
      ((await admin('GET', `code-groups/1023/codes?pageSize=100&${query}`)).body.items as { cmmnCdVal: string }[]).map(
        (c) => c.cmmnCdVal,
      );
    const up = await values('sort=cmmnCdVal&order=asc');
    expect(up.length).toBeGreaterThan(2);
    expect(up).toEqual([...up].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await values('sort=cmmnCdVal&order=desc')).toEqual([...up].reverse());
    const bad = await admin('GET', 'code-groups/1023/codes?sort=updtDt');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });

  it('renames, reorders and switches off a value on the copy read; the public list changes at once', async () => {
    expect((await publicNames('1023'))[0]).toBe('카메라'); // cached now
    const codes = (await admin('GET', 'code-groups/1023/codes')).body;
    expect(codes.totalCount).toBe(8);
    const camera = codes.items[0];
    const edit = (body: object) => admin('PUT', 'code-groups/1023/codes/1023001', body);
    const saved = await edit({ updtDt: camera.updtDt, cmmnCdValNm: '미러리스 카메라', sortSeq: 20, useYn: 'Y' });
    expect(saved.body).toEqual({ number: 200, message: '코드를 수정했습니다.' });
    const names = await publicNames('1023');
    expect(names.at(-1)).toBe('미러리스 카메라');

    const stale = await edit({ updtDt: camera.updtDt, cmmnCdValNm: '늦은 수정', sortSeq: 1, useYn: 'N' });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    expect(await publicNames('1023')).toEqual(names);

    const fresh = (await admin('GET', 'code-groups/1023/codes?useYn=Y&pageSize=100')).body.items.find(
      (c: { cmmnCdVal: string }) => c.cmmnCdVal === '1023001',
    );
    await edit({ updtDt: fresh.updtDt, cmmnCdValNm: '미러리스 카메라', sortSeq: 20, useYn: 'N' });
    expect(await publicNames('1023')).not.toContain('미러리스 카메라');

    // The reference seed, run at every start, leaves a value an operator changed alone.
    await seedDatabase(database, { demo: false });
    const row = await db
      .selectFrom('cmmnCd')
      .select(['cmmnCdValNm', 'useYn'])
      .where('cmmnCd', '=', '1023')
      .where('cmmnCdVal', '=', '1023001')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cmmnCdValNm: '미러리스 카메라', useYn: 'N' });

    const audit = await db
      .selectFrom('oprAudit')
      .select(['action', 'beforeJson', 'afterJson'])
      .where('targetKind', '=', 'code')
      .where('targetId', '=', '1023:1023001')
      .orderBy('auditId')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['EDIT', 'EDIT']);
    expect(JSON.parse(audit[0]!.beforeJson!)).toEqual({ cmmnCdValNm: '카메라', sortSeq: 1, useYn: 'Y' });
  });

  it('adds a value to a group (a taken value and bad input refused in Korean)', async () => {
    const add = (body: object) => admin('POST', 'code-groups/1023/codes', body);
    expect((await add({ cmmnCdVal: '1023009', cmmnCdValNm: '녹음 부스', sortSeq: 9, useYn: 'Y' })).body.message).toBe(
      '코드를 추가했습니다.',
    );
    expect(await publicNames('1023')).toContain('녹음 부스');
    expect(await add({ cmmnCdVal: '1023009', cmmnCdValNm: '또', sortSeq: 9, useYn: 'Y' })).toMatchObject({
      status: 400,
      body: { message: '이 그룹에 이미 있는 코드 값입니다.' },
    });
    const bad = await add({ cmmnCdVal: 'bad value', cmmnCdValNm: '', sortSeq: -1, useYn: 'X' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('코드 값은 영문 대문자, 숫자, 밑줄(_)로 30자 이내로 입력해 주세요.');
    expect(
      (await admin('POST', 'code-groups/NO_GROUP/codes', { cmmnCdVal: 'A', cmmnCdValNm: '가', sortSeq: 1, useYn: 'Y' }))
        .status,
    ).toBe(404);
  });

  it('is for the system administrator and the content desk only', async () => {
    const community = await newOperator(app, ['COMMUNITY']);
    const member = await newMember(app);
    for (const token of [community.token, member.token]) {
      expect((await admin('GET', 'code-groups', undefined, token)).status).toBe(403);
      expect((await admin('PUT', 'code-groups/1023/codes/1023002', { updtDt: 'x' }, token)).status).toBe(403);
    }
    expect((await call(app, 'GET', '/v1/app/common/admin/code-groups')).status).toBe(401);
  });
});
