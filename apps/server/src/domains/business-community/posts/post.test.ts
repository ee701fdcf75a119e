import { BUSINESS_COMMUNITY_MESSAGES as M } from '@onfan/contracts/business-community';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.js';
import { call, login, newMember } from '../../auth/auth.testkit.js';
import { PNG, postFiles } from '../../upload/upload.testkit.js';
import { PDF, businessCommunityWorld } from '../business-community.testkit.js';

const PROHIBITED = M.prohibited;

describe('scommunity posts', async () => {
  const { app, database } = await createTestApp();
  const { owner, operator, creator, bakeryId, seoulId, jejuId, detail, freeBoard, count, writePost, newPost, joined } =
    await businessCommunityWorld(app, database);

  it('lists posts pinned first, searches within a community and across all, and shows masked writers with badges', async () => {
    const posts = await call(app, 'GET', '/v1/app/scommunity/post', { query: { cmntId: bakeryId } });
    expect(posts.status).toBe(200);
    expect(posts.body.items.length).toBe(10);
    const first = posts.body.items[0];
    expect(first.userNm).toMatch(/\*/);
    expect(JSON.stringify(posts.body)).not.toContain('김소상');
    const pinned = await newPost(owner, bakeryId, { postTit: '고정 공지: 모임 규칙', fixYn: 'Y' });
    const after = await call(app, 'GET', '/v1/app/scommunity/post', { query: { cmntId: bakeryId } });
    expect(after.body.items[0]).toMatchObject({ cmntPostId: pinned, fixYn: 'Y', cmntMngr: true, vrfcYn: 'Y' });
    // Only managers pin.
    const m = await joined(bakeryId, { tpbizNm: '제과·제빵' });
    const pinByMember = await writePost(m.token, bakeryId, { fixYn: 'Y' });
    expect(pinByMember.status).toBe(403);
    expect(pinByMember.body.message).toBe(M.pinManagersOnly);
    const within = await call(app, 'GET', '/v1/app/scommunity/post', {
      query: { cmntId: bakeryId, searchTerm: '버터' },
    });
    expect(within.body.totalCount).toBe(1);
    const acrossAll = await call(app, 'GET', '/v1/app/scommunity/post', { query: { searchTerm: '택배' } });
    const cmnts = new Set(acrossAll.body.items.map((p: { cmntId: number }) => p.cmntId));
    expect(cmnts.size).toBeGreaterThan(1);
    const titleOnly = await call(app, 'GET', '/v1/app/scommunity/post', {
      query: { searchTerm: '발효버터', searchOption: 'title' },
    });
    expect(titleOnly.body.totalCount).toBe(0);
    const top = await call(app, 'GET', '/v1/app/scommunity/postTop', { query: { cmntId: bakeryId } });
    const likes = top.body.map((p: { likCnt: number }) => p.likCnt);
    expect(likes).toEqual([...likes].sort((a: number, b: number) => b - a));
  });

  it('lets members write with sanitized bodies; refuses visitors, non-members and prohibited words of both lists', async () => {
    const visitor = await call(app, 'POST', '/v1/app/scommunity/post', {
      body: { cmntId: bakeryId, cmntBrdMntId: 1, postTit: '제목' },
    });
    expect(visitor.status).toBe(401);
    const stranger = await newMember(app);
    const before = await count('cmntPost');
    const notMember = await writePost(stranger.token, bakeryId);
    expect(notMember.status).toBe(403);
    expect(notMember.body.message).toBe(M.notMember);
    // The portal's list and the bakery's own word ('원가 후려치기').
    const portalWord = await writePost(owner, bakeryId, { postTit: '바카라 홍보' });
    expect(portalWord.status).toBe(400);
    expect(portalWord.body.message).toBe(PROHIBITED);
    const own = await writePost(owner, bakeryId, { postCn: '<p>납품처 원가 후려치기 하는 법</p>' });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(PROHIBITED);
    // The bakery's word is the bakery's only.
    const elsewhere = await newPost(operator, seoulId, { postCn: '<p>원가 후려치기 관행을 없애자는 이야기</p>' });
    expect(elsewhere).toBeGreaterThan(0);
    const words = await call(app, 'GET', '/v1/app/scommunity/prhbWrd', { query: { cmntId: bakeryId } });
    expect(words.body).toEqual(['원가 후려치기']);
    const wrongBoard = await writePost(owner, bakeryId, {
      cmntBrdMntId: (await detail(bakeryId)).boards.find((b) => b.brdSeCd === 'NOTICE')!.cmntBrdMntId,
    });
    expect(wrongBoard.status).toBe(400);
    expect(wrongBoard.body.message).toBe(M.boardNotFound);
    expect(await count('cmntPost')).toBe(before + 1);
    const id = await newPost(owner, bakeryId, {
      postCn: '<p>안녕하세요</p><script>alert(1)</script><p><img src="/files/a.png" onerror="x()" alt="빵"></p>',
    });
    const view = await call(app, 'GET', `/v1/app/scommunity/post/${id}`, { token: owner });
    expect(view.body.postCn).not.toContain('script');
    expect(view.body.postCn).not.toContain('onerror');
    expect(view.body).toMatchObject({ thmbnlImgPtUrl: '/files/a.png', canEdit: true, canDelete: true, myLikYn: 'N' });
  });

  it('holds a new member’s first post for approval where the community says so', async () => {
    const m = await joined(jejuId);
    // The member is told before writing that the first post waits; visitors and operators are not.
    const home = (token?: string) => call(app, 'GET', `/v1/app/scommunity/${jejuId}`, token ? { token } : {});
    expect((await home(m.token)).body.myFirstPostWaits).toBe(true);
    expect((await home()).body.myFirstPostWaits).toBe(false);
    expect((await home(operator)).body.myFirstPostWaits).toBe(false);
    const first = await writePost(m.token, jejuId, { postTit: '첫 인사 드립니다' });
    expect(first.body).toMatchObject({ message: M.savedWaiting, aprvSttsCd: 'WAIT' });
    const id = first.body.cmntPostId as number;
    const publicList = await call(app, 'GET', '/v1/app/scommunity/post', { query: { cmntId: jejuId, pageSize: '50' } });
    expect(publicList.body.items.some((p: { cmntPostId: number }) => p.cmntPostId === id)).toBe(false);
    const mine = await call(app, 'GET', '/v1/app/scommunity/post', {
      token: m.token,
      query: { cmntId: jejuId, pageSize: '50' },
    });
    expect(mine.body.items.some((p: { cmntPostId: number }) => p.cmntPostId === id)).toBe(true);
    const waiting = await call(app, 'GET', `/v1/app/scommunity/post/${id}`);
    expect(waiting.status).toBe(404);
    // Its link tells others it waits for approval (not that it is not there).
    expect(waiting.body).toMatchObject({ message: M.waitingPost, reason: 'WAITING_APPROVAL' });
    const second = await writePost(m.token, jejuId, { postTit: '두 번째 글' });
    expect(second.body.aprvSttsCd).toBe('WAIT');
    const byMember = await call(app, 'PUT', `/v1/app/scommunity/post/${id}/aprv`, { token: creator });
    expect(byMember.status).toBe(403);
    const ok = await call(app, 'PUT', `/v1/app/scommunity/post/${id}/aprv`, { token: operator });
    expect(ok.body.message).toBe(M.postApproved);
    expect((await call(app, 'GET', `/v1/app/scommunity/post/${id}`)).status).toBe(200);
    expect((await home(m.token)).body.myFirstPostWaits).toBe(false);
    const again = await call(app, 'PUT', `/v1/app/scommunity/post/${id}/aprv`, { token: operator });
    expect(again.status).toBe(409);
    const third = await writePost(m.token, jejuId, { postTit: '세 번째 글' });
    expect(third.body).toMatchObject({ message: M.saved, aprvSttsCd: 'APPROVED' });
  });

  it('lets the writer edit, the writer or a manager or an operator delete', async () => {
    const m = await joined(bakeryId, { tpbizNm: '제과·제빵' });
    const other = await joined(bakeryId, { tpbizNm: '제과·제빵' });
    const id = await newPost(m.token, bakeryId);
    const board = await freeBoard(bakeryId);
    const edit = (token: string) =>
      call(app, 'PUT', `/v1/app/scommunity/post/${id}`, {
        token,
        body: { cmntId: bakeryId, cmntBrdMntId: board.cmntBrdMntId, postTit: '고친 제목', postCn: '<p>고침</p>' },
      });
    for (const token of [other.token, owner, operator]) {
      const refused = await edit(token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(M.notYourPost);
    }
    expect((await edit(m.token)).body.message).toBe(M.updated);
    const byOther = await call(app, 'DELETE', `/v1/app/scommunity/post/${id}`, { token: other.token });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(M.cannotDeletePost);
    // The community's manager (demo-sso) deletes a member's post.
    const manager = await login(app, 'demo-sso');
    const byManager = await call(app, 'DELETE', `/v1/app/scommunity/post/${id}`, { token: manager });
    expect(byManager.body.message).toBe(M.deleted);
    expect((await call(app, 'GET', `/v1/app/scommunity/post/${id}`)).status).toBe(404);
    const id2 = await newPost(m.token, bakeryId);
    expect((await call(app, 'DELETE', `/v1/app/scommunity/post/${id2}`, { token: operator })).status).toBe(200);
  });

  it('counts a like once per member under concurrency, toggles it, and refuses another member’s userId', async () => {
    const id = await newPost(owner, bakeryId);
    const members = await Promise.all([1, 2, 3, 4].map(() => joined(bakeryId, { tpbizNm: '제과·제빵' })));
    // The same member likes eight times at once: one row.
    const me = members[0]!;
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(app, 'POST', `/v1/app/scommunity/post/${id}/lik/${me.userId}`, { token: me.token, body: { likYn: 'Y' } }),
      ),
    );
    expect(burst.every((r) => r.status === 200)).toBe(true);
    const rows = await database.db.selectFrom('cmntPostLik').selectAll().where('cmntPostId', '=', id).execute();
    expect(rows.length).toBe(1);
    // Four members at once: four.
    const all = await Promise.all(
      members.map((x) =>
        call(app, 'POST', `/v1/app/scommunity/post/${id}/lik/${x.userId}`, { token: x.token, body: { likYn: 'Y' } }),
      ),
    );
    expect(all.every((r) => r.status === 200)).toBe(true);
    const view = await call(app, 'GET', `/v1/app/scommunity/post/${id}`, { token: me.token });
    expect(view.body).toMatchObject({ likCnt: 4, myLikYn: 'Y' });
    // Toggle without a state: off, then on.
    const off = await call(app, 'POST', `/v1/app/scommunity/post/${id}/lik/${me.userId}`, {
      token: me.token,
      body: {},
    });
    expect(off.body).toMatchObject({ likYn: 'N', likCnt: 3, message: M.unliked });
    const on = await call(app, 'POST', `/v1/app/scommunity/post/${id}/lik/${me.userId}`, { token: me.token, body: {} });
    expect(on.body).toMatchObject({ likYn: 'Y', likCnt: 4, message: M.liked });
    // Someone else's userId in the path: refused, nothing changed.
    const forged = await call(app, 'POST', `/v1/app/scommunity/post/${id}/lik/${members[1]!.userId}`, {
      token: me.token,
      body: { likYn: 'N' },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(M.likeSelfOnly);
    expect((await call(app, 'GET', `/v1/app/scommunity/post/${id}`)).body.likCnt).toBe(4);
    const visitor = await call(app, 'POST', `/v1/app/scommunity/post/${id}/lik/${me.userId}`, { body: {} });
    expect(visitor.status).toBe(401);
  });

  it('lets only members of the community like its posts, as posting and replying', async () => {
    const id = await newPost(owner, bakeryId);
    const outsider = await newMember(app);
    const like = (token: string, userId: number, body: Record<string, unknown>) =>
      call(app, 'POST', `/v1/app/scommunity/post/${id}/lik/${userId}`, { token, body });
    const before = await count('cmntPostLik');
    for (const body of [{ likYn: 'Y' }, {}]) {
      const refused = await like(outsider.token, outsider.userId, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ number: 403, message: M.notMember });
    }
    expect(await count('cmntPostLik')).toBe(before);
    const view = await call(app, 'GET', `/v1/app/scommunity/post/${id}`, { token: outsider.token });
    expect(view.body).toMatchObject({ likCnt: 0, myLikYn: 'N' });
    // The same member may write once joined, and like then.
    const replied = await call(app, 'POST', `/v1/app/scommunity/post/${id}/reply`, {
      token: outsider.token,
      body: { rplyCn: '가입 전 댓글' },
    });
    expect(replied.status).toBe(403);
    expect(replied.body.message).toBe(M.notMember);
    const member = await joined(bakeryId, { tpbizNm: '제과·제빵' });
    const liked = await like(member.token, member.userId, { likYn: 'Y' });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ likYn: 'Y', likCnt: 1 });
  });

  it('takes up to four images and attachments with Korean names, only the writer’s own uploads', async () => {
    const images = await postFiles(app, '/v1/app/scommunity/post/image/upload', owner, [
      { field: 'uploadFiles', content: PNG, filename: '매장.png' },
    ]);
    expect(images.status).toBe(200);
    expect(images.body.urls[0]).toMatch(/^\/files\//);
    const five = await postFiles(
      app,
      '/v1/app/scommunity/post/image/upload',
      owner,
      [1, 2, 3, 4, 5].map(() => ({ field: 'uploadFiles', content: PNG })),
    );
    expect(five.status).toBe(400);
    const text = await postFiles(app, '/v1/app/scommunity/post/atch/upload', owner, [
      { field: 'uploadFiles', content: Buffer.from('그냥 글'), filename: '메모.txt' },
    ]);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(M.atchInvalid);
    const up = await postFiles(app, '/v1/app/scommunity/post/atch/upload', owner, [
      { field: 'uploadFiles', content: PDF, filename: '11월_매출_정리.pdf' },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const fileId = up.body.files[0].fileId as string;
    expect(up.body.files[0].fileNm).toBe('11월_매출_정리.pdf');
    // Another member cannot attach it.
    const m = await joined(bakeryId, { tpbizNm: '제과·제빵' });
    const stolen = await writePost(m.token, bakeryId, { atchFileIds: [fileId] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(M.atchNotYours);
    const id = await newPost(owner, bakeryId, {
      postCn: `<p>사진</p><p><img src="${images.body.urls[0]}" alt="매장"></p>`,
      atchFileIds: [fileId],
    });
    const view = await call(app, 'GET', `/v1/app/scommunity/post/${id}`);
    expect(view.body.thmbnlImgPtUrl).toBe(images.body.urls[0]);
    expect(view.body.atchList).toHaveLength(1);
    const file = await app.inject({ method: 'GET', url: view.body.atchList[0].downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('11월_매출_정리.pdf'));
    // Editing keeps or drops it.
    const board = await freeBoard(bakeryId);
    const edit = await call(app, 'PUT', `/v1/app/scommunity/post/${id}`, {
      token: owner,
      body: { cmntId: bakeryId, cmntBrdMntId: board.cmntBrdMntId, postTit: '첨부 뺀 글', atchFileIds: [] },
    });
    expect(edit.status).toBe(200);
    expect((await call(app, 'GET', `/v1/app/scommunity/post/${id}`)).body.atchList).toHaveLength(0);
  });
});
