import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { BUSINESS_COMMUNITY_DESK_MESSAGES as D } from '@onfan/contracts/business-community.admin';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { PNG, postFiles } from '../upload/upload.testkit.js';

interface Row {
  cmntId: number;
  cmntNm: string;
  joinRule: string;
  state: string;
  mbrCnt: number;
  waitCnt: number;
  updtDt: string;
}

const BASE = '/v1/app/scommunity/admin/communities';

describe('the communities desk', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const desk = await newOperator(app, ['COMMUNITY'], { userNm: '커뮤니티담당' });
  const body = (over: Record<string, unknown> = {}) => ({
    cmntSeCd: 'TRADE',
    ctgrNm: '카페',
    cmntNm: `카페 사장님 모임 ${Math.random().toString(36).slice(2, 7)}`,
    cmntIntro: '카페를 운영하는 사장님들의 모임입니다.',
    joinRule: 'APPROVAL',
    ...over,
  });
  const create = (over: Record<string, unknown> = {}, token = desk.token) =>
    call(app, 'POST', BASE, { token, body: body(over) });
  const created = async (over: Record<string, unknown> = {}) => {
    const res = await create(over);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.cmntId as number;
  };
  const detail = async (id: number) => (await call(app, 'GET', `${BASE}/${id}`, { token: desk.token })).body;
  const list = async (query: Record<string, string> = {}) =>
    (await call(app, 'GET', BASE, { token: desk.token, query: { pageSize: '100', ...query } })).body as {
      totalCount: number;
      items: Row[];
    };
  const audits = (kind: string, id: string | number) =>
    db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', kind)
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();
  const told = (userId: number, kind: string) =>
    db
      .selectFrom('notificationOutbox')
      .select(['channel', 'body'])
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .execute();

  it('is refused to a visitor, a member and an operator without the community or system role', async () => {
    const member = await newMember(app);
    const booking = await newOperator(app, ['RESERVATION']);
    expect((await call(app, 'GET', BASE)).status).toBe(401);
    expect((await call(app, 'GET', BASE, { token: member.token })).status).toBe(403);
    expect((await create({}, booking.token)).status).toBe(403);
    const system = await newOperator(app, ['SYSTEM']);
    expect((await call(app, 'GET', BASE, { token: system.token })).status).toBe(200);
  });

  it('creates a community the public pages list with its three boards, and an audit row', async () => {
    const cmntNm = '망원동 카페 사장님 모임';
    const id = await created({ cmntNm, joinRule: 'OPEN' });
    const pub = await call(app, 'GET', `/v1/app/scommunity/${id}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ cmntNm, cmntSeCd: 'TRADE', ctgrNm: '카페', joinMthdCd: 'OPEN', tpbizRqrYn: 'Y' });
    expect((pub.body.boards as { brdSeCd: string }[]).map((b) => b.brdSeCd)).toEqual(['POST', 'NOTICE', 'DATA']);
    const publicList = await call(app, 'GET', '/v1/app/scommunity/list', { query: { pageSize: '50' } });
    expect((publicList.body.items as { cmntId: number }[]).some((c) => c.cmntId === id)).toBe(true);
    const rows = await audits('scommunity', id);
    expect(rows.map((r) => r.action)).toEqual(['CREATE']);
    expect(JSON.parse(rows[0]!.afterJson!)).toMatchObject({ cmntNm, joinRule: 'OPEN' });
  });

  it('refuses bad input in Korean at the field and changes nothing', async () => {
    const before = (await list()).totalCount;
    const wrongCode = await create({ cmntSeCd: 'REGION', ctgrNm: '카페' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors).toContainEqual({ field: 'ctgrNm', message: D.ctgrInvalid });
    const noName = await create({ cmntNm: '  ' });
    expect(noName.body.errors).toContainEqual({ field: 'cmntNm', message: D.nameRequired });
    const noAlt = await create({ coverImgUrl: '/files/x/a.png' });
    expect(noAlt.body.errors).toContainEqual({ field: 'coverImgAlt', message: D.coverAltRequired });
    // A cover this operator did not upload at the desk.
    const foreign = await create({ coverImgUrl: '/files/x/a.png', coverImgAlt: '표지' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toContainEqual({ field: 'coverImgUrl', message: D.coverInvalid });
    const taken = await create({ cmntNm: '동네 빵집 사장님 모임' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toContainEqual({ field: 'cmntNm', message: D.nameTaken });
    const badQuery = await call(app, 'GET', BASE, { token: desk.token, query: { sort: 'postCnt' } });
    expect(badQuery.status).toBe(400);
    expect((await list()).totalCount).toBe(before);
  });

  it('takes a cover uploaded at the desk with its alt text', async () => {
    const up = await postFiles(app, '/v1/app/scommunity/admin/cover', desk.token, [
      { field: 'uploadFiles', content: PNG },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const url = up.body.url as string;
    const id = await created({ coverImgUrl: url, coverImgAlt: '커피잔이 놓인 카페 창가' });
    expect(await detail(id)).toMatchObject({ coverImgUrl: url, coverImgAlt: '커피잔이 놓인 카페 창가' });
    expect((await call(app, 'GET', `/v1/app/scommunity/${id}`)).body.coverImgUrl).toBe(url);
  });

  it('edits on the copy read; a stale copy is refused and changes nothing', async () => {
    const id = await created();
    const read = await detail(id);
    const edit = await call(app, 'PUT', `${BASE}/${id}`, {
      token: desk.token,
      body: body({
        cmntNm: '수정한 모임',
        cmntSeCd: 'REGION',
        ctgrNm: '부산',
        joinRule: 'VERIFIED',
        updtDt: read.updtDt,
      }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const after = await detail(id);
    expect(after).toMatchObject({ cmntNm: '수정한 모임', ctgrNm: '부산', joinRule: 'VERIFIED' });
    expect((await call(app, 'GET', `/v1/app/scommunity/${id}`)).body).toMatchObject({ bzVrfcRqrYn: 'Y' });
    const stale = await call(app, 'PUT', `${BASE}/${id}`, {
      token: desk.token,
      body: body({ cmntNm: '늦은 수정', updtDt: read.updtDt }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ADMIN_MESSAGES.staleCopy);
    expect((await detail(id)).cmntNm).toBe('수정한 모임');
    expect((await audits('scommunity', id)).map((r) => r.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('closes a community with a reason (gone from the public pages) and opens it again', async () => {
    const id = await created({ joinRule: 'OPEN' });
    const member = await newMember(app);
    const join = await call(app, 'POST', `/v1/app/scommunity/${id}/user`, {
      token: member.token,
      body: { tpbizNm: '카페' },
    });
    expect(join.body.mbrSttsCd).toBe('ACTIVE');
    const read = await detail(id);
    const noReason = await call(app, 'PUT', `${BASE}/${id}/state`, {
      token: desk.token,
      body: { action: 'CLOSE', reason: ' ', updtDt: read.updtDt },
    });
    expect(noReason.status).toBe(400);
    const close = await call(app, 'PUT', `${BASE}/${id}/state`, {
      token: desk.token,
      body: { action: 'CLOSE', reason: '운영 기관 요청으로 닫습니다.', updtDt: read.updtDt },
    });
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    expect((await call(app, 'GET', `/v1/app/scommunity/${id}`)).status).toBe(404);
    const closed = await detail(id);
    expect(closed).toMatchObject({ state: 'CLOSED', closRsn: '운영 기관 요청으로 닫습니다.' });
    expect((await list({ state: 'CLOSED' })).items.map((r) => r.cmntId)).toContain(id);
    const stale = await call(app, 'PUT', `${BASE}/${id}/state`, {
      token: desk.token,
      body: { action: 'REOPEN', reason: '다시 엽니다.', updtDt: read.updtDt },
    });
    expect(stale.status).toBe(409);
    // The member is told once, in the closing's transaction, with the reason (a refused change tells nobody).
    const closing = await told(member.userId, 'SCOMMUNITY_CLOSED');
    expect(closing).toHaveLength(1);
    expect(closing[0]).toMatchObject({ channel: 'SMS' });
    expect(closing[0]!.body).toContain('운영 기관 요청으로 닫습니다.');
    const reopen = await call(app, 'PUT', `${BASE}/${id}/state`, {
      token: desk.token,
      body: { action: 'REOPEN', reason: '다시 엽니다.', updtDt: closed.updtDt },
    });
    expect(reopen.status).toBe(200);
    expect((await call(app, 'GET', `/v1/app/scommunity/${id}`)).status).toBe(200);
    expect((await audits('scommunity', id)).map((r) => r.action)).toEqual(['CREATE', 'CLOSE', 'REOPEN']);
  });

  it('filters by kind and join rule and sorts by name, members and creation', async () => {
    await created({ cmntNm: '가나다 지역 모임', cmntSeCd: 'REGION', ctgrNm: '제주', joinRule: 'VERIFIED' });
    const regions = await list({ cmntSeCd: 'REGION' });
    expect(regions.items.every((r) => r.cmntId > 0)).toBe(true);
    const verified = await list({ joinRule: 'VERIFIED' });
    expect(verified.items.length).toBeGreaterThan(0);
    expect(verified.items.every((r) => r.joinRule === 'VERIFIED')).toBe(true);
    const byName = (await list({ sort: 'cmntNm', order: 'asc' })).items.map((r) => r.cmntNm);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byMembers = (await list({ sort: 'mbrCnt', order: 'desc' })).items.map((r) => r.mbrCnt);
    expect(byMembers).toEqual([...byMembers].sort((a, b) => b - a));
    const found = await list({ q: '가나다' });
    expect(found.items.map((r) => r.cmntNm)).toEqual(['가나다 지역 모임']);
  });

  it('decides join requests and first posts by the community page rule, on the copy read, telling the member', async () => {
    const id = await created({ joinRule: 'APPROVAL', firstPostAprvYn: 'Y' });
    const a = await newMember(app);
    const b = await newMember(app);
    for (const m of [a, b]) {
      const join = await call(app, 'POST', `/v1/app/scommunity/${id}/user`, {
        token: m.token,
        body: { tpbizNm: '카페' },
      });
      expect(join.status, JSON.stringify(join.body)).toBe(200);
      expect(join.body.mbrSttsCd).toBe('WAIT');
    }
    const waiting = (await call(app, 'GET', `${BASE}/${id}/waiting`, { token: desk.token })).body;
    expect(waiting.members).toHaveLength(2);
    const reqA = waiting.members.find((m: { userId: number }) => m.userId === a.userId);
    expect(reqA.userNm).toContain('*');
    expect((await list()).items.find((r) => r.cmntId === id)!.waitCnt).toBe(2);
    const decide = (userId: number, payload: object) =>
      call(app, 'PUT', `${BASE}/${id}/members/${userId}/decision`, { token: desk.token, body: payload });
    expect((await decide(a.userId, { decision: 'APPROVE', updtDt: 'x' })).status).toBe(409);
    const approve = await decide(a.userId, { decision: 'APPROVE', updtDt: reqA.updtDt });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    expect((await decide(a.userId, { decision: 'APPROVE', updtDt: reqA.updtDt })).status).toBe(404);
    const reqB = waiting.members.find((m: { userId: number }) => m.userId === b.userId);
    const refuse = await decide(b.userId, { decision: 'REFUSE', updtDt: reqB.updtDt, reason: '업종이 다릅니다.' });
    expect(refuse.status).toBe(200);
    expect((await call(app, 'GET', `/v1/app/scommunity/${id}`, { token: a.token })).body.myMbrSttsCd).toBe('ACTIVE');
    expect((await call(app, 'GET', `/v1/app/scommunity/${id}`, { token: b.token })).body.myMbrSttsCd).toBe('NONE');
    expect((await told(a.userId, 'SCOMMUNITY_JOIN_DECIDED'))[0]?.body).toContain('승인되었습니다');
    expect((await told(b.userId, 'SCOMMUNITY_JOIN_DECIDED'))[0]?.body).toContain('업종이 다릅니다.');
    expect((await audits('scommunityMember', `${id}:${a.userId}`)).map((r) => r.action)).toEqual(['APPROVE']);

    // A's first post waits; the writer's edit since the copy was read makes it stale.
    const board = (await call(app, 'GET', `/v1/app/scommunity/${id}`)).body.boards.find(
      (x: { brdSeCd: string }) => x.brdSeCd === 'POST',
    );
    const post = await call(app, 'POST', '/v1/app/scommunity/post', {
      token: a.token,
      body: { cmntId: id, cmntBrdMntId: board.cmntBrdMntId, postTit: '첫 글입니다', postCn: '<p>안녕하세요</p>' },
    });
    expect(post.body.aprvSttsCd).toBe('WAIT');
    const postId = post.body.cmntPostId as number;
    const first = (await call(app, 'GET', `${BASE}/${id}/waiting`, { token: desk.token })).body.posts[0];
    expect(first).toMatchObject({ cmntPostId: postId, postTit: '첫 글입니다' });
    const other = await created();
    const wrongCommunity = await call(app, 'PUT', `${BASE}/${other}/posts/${postId}/decision`, {
      token: desk.token,
      body: { decision: 'APPROVE', updtDt: first.updtDt },
    });
    expect(wrongCommunity.status).toBe(404);
    const ok = await call(app, 'PUT', `${BASE}/${id}/posts/${postId}/decision`, {
      token: desk.token,
      body: { decision: 'APPROVE', updtDt: first.updtDt },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await call(app, 'GET', `/v1/app/scommunity/post/${postId}`)).status).toBe(200);
    expect((await told(a.userId, 'SCOMMUNITY_POST_DECIDED'))[0]?.body).toContain('공개되었습니다');
    expect((await audits('scommunityPost', postId)).map((r) => r.action)).toEqual(['APPROVE']);
  });

  it('approves on the community page by the same rule: the second of two simultaneous decisions finds none waiting', async () => {
    const id = await created({ joinRule: 'APPROVAL' });
    const m = await newMember(app);
    await call(app, 'POST', `/v1/app/scommunity/${id}/user`, { token: m.token, body: { tpbizNm: '카페' } });
    const req = (await call(app, 'GET', `${BASE}/${id}/waiting`, { token: desk.token })).body.members[0];
    const [page, console_] = await Promise.all([
      call(app, 'PUT', `/v1/app/scommunity/${id}/user/${m.userId}`, { token: desk.token }),
      call(app, 'PUT', `${BASE}/${id}/members/${m.userId}/decision`, {
        token: desk.token,
        body: { decision: 'REFUSE', updtDt: req.updtDt },
      }),
    ]);
    expect([page.status, console_.status].sort()).toEqual([200, 404]);
  });

  it('a manager on the community page approves or refuses with a reason by the same rule, telling each member', async () => {
    const id = await created({ joinRule: 'APPROVAL', firstPostAprvYn: 'Y' });
    const manager = await newMember(app);
    await call(app, 'PUT', `${BASE}/${id}/managers/${manager.userId}`, {
      token: desk.token,
      body: { action: 'APPOINT', updtDt: (await detail(id)).updtDt },
    });
    const [a, b, c] = [await newMember(app), await newMember(app), await newMember(app)];
    for (const m of [a, b, c]) {
      await call(app, 'POST', `/v1/app/scommunity/${id}/user`, { token: m.token, body: { tpbizNm: '카페' } });
    }
    const refuseUrl = (userId: number) => `/v1/app/scommunity/${id}/user/${userId}/rfsl`;
    // Without a reason: a Korean 400 at the field, and the request still waits.
    const noReason = await call(app, 'PUT', refuseUrl(b.userId), { token: manager.token, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0]).toMatchObject({ field: 'reason', message: '거절 사유를 입력해주세요.' });
    // A member who is not a manager may not refuse.
    const notManager = await call(app, 'PUT', refuseUrl(b.userId), { token: c.token, body: { reason: '안 됩니다.' } });
    expect(notManager.status).toBe(403);
    expect((await told(b.userId, 'SCOMMUNITY_JOIN_DECIDED')).length).toBe(0);

    const approve = await call(app, 'PUT', `/v1/app/scommunity/${id}/user/${a.userId}`, { token: manager.token });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const refuse = await call(app, 'PUT', refuseUrl(b.userId), {
      token: manager.token,
      body: { reason: '지역 사장님만 받습니다.' },
    });
    expect(refuse.status, JSON.stringify(refuse.body)).toBe(200);
    expect(refuse.body.message).toBe('가입 신청을 거절했습니다. 회원에게 알렸습니다.');
    expect(
      (await call(app, 'PUT', refuseUrl(b.userId), { token: manager.token, body: { reason: '다시' } })).status,
    ).toBe(404);
    expect((await call(app, 'GET', `/v1/app/scommunity/${id}`, { token: b.token })).body.myMbrSttsCd).toBe('NONE');
    expect((await told(a.userId, 'SCOMMUNITY_JOIN_DECIDED')).map((r) => r.body)).toEqual([
      expect.stringContaining('가입이 승인되었습니다'),
    ]);
    expect((await told(b.userId, 'SCOMMUNITY_JOIN_DECIDED')).map((r) => r.body)).toEqual([
      expect.stringContaining('사유: 지역 사장님만 받습니다.'),
    ]);
    // A page decision is the community's manager's, not the console's: no audit row.
    expect(await audits('scommunityMember', `${id}:${b.userId}`)).toEqual([]);

    // A's two first posts: one approved, one refused with a reason, each told.
    const board = (await call(app, 'GET', `/v1/app/scommunity/${id}`)).body.boards.find(
      (x: { brdSeCd: string }) => x.brdSeCd === 'POST',
    );
    const write = async (postTit: string) =>
      (
        await call(app, 'POST', '/v1/app/scommunity/post', {
          token: a.token,
          body: { cmntId: id, cmntBrdMntId: board.cmntBrdMntId, postTit, postCn: '<p>안녕하세요</p>' },
        })
      ).body.cmntPostId as number;
    const first = await write('첫 글');
    const second = await write('둘째 글');
    const refusePost = await call(app, 'PUT', `/v1/app/scommunity/post/${second}/rfsl`, {
      token: manager.token,
      body: { reason: '광고성 글입니다.' },
    });
    expect(refusePost.status, JSON.stringify(refusePost.body)).toBe(200);
    expect((await call(app, 'GET', `/v1/app/scommunity/post/${second}`, { token: a.token })).status).toBe(404);
    const approvePost = await call(app, 'PUT', `/v1/app/scommunity/post/${first}/aprv`, { token: manager.token });
    expect(approvePost.status, JSON.stringify(approvePost.body)).toBe(200);
    expect((await call(app, 'GET', `/v1/app/scommunity/post/${first}`)).status).toBe(200);
    const postTold = (await told(a.userId, 'SCOMMUNITY_POST_DECIDED')).map((r) => r.body);
    expect(postTold).toHaveLength(2);
    expect(postTold).toEqual(
      expect.arrayContaining([
        expect.stringContaining('사유: 광고성 글입니다.'),
        expect.stringContaining('승인되어 공개되었습니다'),
      ]),
    );
    // Refusing a post no longer waiting is refused and tells nobody again.
    const late = await call(app, 'PUT', `/v1/app/scommunity/post/${first}/rfsl`, {
      token: manager.token,
      body: { reason: '늦었습니다.' },
    });
    expect(late.status).toBe(409);
    expect(await told(a.userId, 'SCOMMUNITY_POST_DECIDED')).toHaveLength(2);
  });

  it('appoints a manager found by login id (masked) who can then approve on the community page, and removes them', async () => {
    const id = await created({ joinRule: 'APPROVAL' });
    const m = await newMember(app);
    const found = await call(app, 'GET', `${BASE}/${id}/member-search`, { token: desk.token, query: { q: m.lgnId } });
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({ userId: m.userId, mbrSttsCd: 'NONE' });
    expect(found.body[0].lgnId).not.toBe(m.lgnId);
    expect(found.body[0].userNm).toContain('*');
    const empty = await call(app, 'GET', `${BASE}/${id}/member-search`, { token: desk.token, query: { q: ' ' } });
    expect(empty.status).toBe(400);
    const operatorFound = await call(app, 'GET', `${BASE}/${id}/member-search`, {
      token: desk.token,
      query: { q: 'demo-admin' },
    });
    expect(operatorFound.body).toEqual([]);

    const read = await detail(id);
    const appoint = await call(app, 'PUT', `${BASE}/${id}/managers/${m.userId}`, {
      token: desk.token,
      body: { action: 'APPOINT', updtDt: read.updtDt },
    });
    expect(appoint.status, JSON.stringify(appoint.body)).toBe(200);
    // The same copy a second time is stale: the appointment moved the community on.
    const again = await call(app, 'PUT', `${BASE}/${id}/managers/${m.userId}`, {
      token: desk.token,
      body: { action: 'REMOVE', updtDt: read.updtDt },
    });
    expect(again.status).toBe(409);
    const managers = (await call(app, 'GET', `${BASE}/${id}/managers`, { token: desk.token })).body;
    expect(managers).toEqual([
      expect.objectContaining({ userId: m.userId, mbrRoleCd: 'MANAGER', mbrSttsCd: 'ACTIVE' }),
    ]);
    expect((await told(m.userId, 'SCOMMUNITY_MANAGER_CHANGED'))[0]?.body).toContain('운영진으로 지정');

    // The new manager approves a join request on the community page.
    const page = await call(app, 'GET', `/v1/app/scommunity/${id}`, { token: m.token });
    expect(page.body).toMatchObject({ canManage: true, myRoleCd: 'MANAGER' });
    const joiner = await newMember(app);
    await call(app, 'POST', `/v1/app/scommunity/${id}/user`, { token: joiner.token, body: { tpbizNm: '카페' } });
    const approve = await call(app, 'PUT', `/v1/app/scommunity/${id}/user/${joiner.userId}`, { token: m.token });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);

    const remove = await call(app, 'PUT', `${BASE}/${id}/managers/${m.userId}`, {
      token: desk.token,
      body: { action: 'REMOVE', updtDt: (await detail(id)).updtDt },
    });
    expect(remove.status).toBe(200);
    expect((await call(app, 'GET', `/v1/app/scommunity/${id}`, { token: m.token })).body).toMatchObject({
      canManage: false,
      myRoleCd: 'MEMBER',
    });
    expect((await audits('scommunityManager', `${id}:${m.userId}`)).map((r) => r.action)).toEqual([
      'APPOINT',
      'REMOVE',
    ]);
  });

  it('writes a notice with a file shown on the community page, edits it on the copy read and deletes it', async () => {
    const id = await created({ joinRule: 'OPEN' });
    const PDF = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    const up = await postFiles(app, '/v1/app/scommunity/admin/files', desk.token, [
      { field: 'uploadFiles', filename: 'guide.pdf', content: PDF },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const fileId = up.body.files[0].fileId as string;
    const E = `${BASE}/${id}/entries`;
    const bad = await call(app, 'POST', E, {
      token: desk.token,
      body: { brdSeCd: 'NOTICE', brdTit: '', brdCn: '<p>x</p>' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ field: 'brdTit', message: D.entryTitleRequired });
    const empty = await call(app, 'POST', E, {
      token: desk.token,
      body: { brdSeCd: 'NOTICE', brdTit: '빈 글', brdCn: '<script>alert(1)</script>' },
    });
    expect(empty.status).toBe(400);
    const create = await call(app, 'POST', E, {
      token: desk.token,
      body: {
        brdSeCd: 'NOTICE',
        brdTit: '12월 정기 모임 안내',
        brdCn: '<p>12월 정기 모임은 둘째 주 화요일입니다.</p><script>x()</script>',
        fixYn: 'Y',
        atchFileIds: [fileId],
      },
    });
    expect(create.status, JSON.stringify(create.body)).toBe(200);
    const entryId = create.body.cmntBrdId as number;
    // The same file cannot be attached twice.
    const reused = await call(app, 'POST', E, {
      token: desk.token,
      body: { brdSeCd: 'DATA', brdTit: '재사용', brdCn: '<p>x</p>', atchFileIds: [fileId] },
    });
    expect(reused.status).toBe(400);

    const boards = (await call(app, 'GET', `/v1/app/scommunity/${id}`)).body.boards as {
      cmntBrdMntId: number;
      brdSeCd: string;
    }[];
    const noticeBoard = boards.find((b) => b.brdSeCd === 'NOTICE')!;
    const pub = await call(app, 'GET', `/v1/app/scommunity/brd/${noticeBoard.cmntBrdMntId}`);
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    expect(pub.body.items).toEqual([expect.objectContaining({ cmntBrdId: entryId, atchCnt: 1, fixYn: 'Y' })]);
    const shown = await call(app, 'GET', `/v1/app/scommunity/info/${entryId}`);
    expect(shown.body.brdCn).not.toContain('script');
    expect(shown.body.atchList[0].fileNm).toBe('guide.pdf');
    const dl = await app.inject({
      method: 'GET',
      url: shown.body.atchList[0].downloadUrl.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(dl.statusCode).toBe(200);

    const read = (await call(app, 'GET', `${E}/${entryId}`, { token: desk.token })).body;
    expect(read.atchFiles).toEqual([expect.objectContaining({ fileId, fileNm: 'guide.pdf' })]);
    const edit = await call(app, 'PUT', `${E}/${entryId}`, {
      token: desk.token,
      body: { brdTit: '12월 정기 모임 안내(장소 변경)', brdCn: read.brdCn, atchFileIds: [fileId], updtDt: read.updtDt },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const stale = await call(app, 'PUT', `${E}/${entryId}/delete`, {
      token: desk.token,
      body: { updtDt: read.updtDt },
    });
    expect(stale.status).toBe(409);
    const list = (await call(app, 'GET', E, { token: desk.token, query: { brdSeCd: 'NOTICE' } })).body;
    expect(list.items.map((r: { brdTit: string }) => r.brdTit)).toEqual(['12월 정기 모임 안내(장소 변경)']);
    const del = await call(app, 'PUT', `${E}/${entryId}/delete`, {
      token: desk.token,
      body: { updtDt: list.items[0].updtDt },
    });
    expect(del.status).toBe(200);
    expect((await call(app, 'GET', `/v1/app/scommunity/info/${entryId}`)).status).toBe(404);
    expect((await audits('scommunityEntry', entryId)).map((r) => r.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });
});
