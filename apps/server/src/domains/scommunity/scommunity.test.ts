import { SCOMMUNITY_MESSAGES as M } from '@onfan/contracts/scommunity';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { PNG, postFiles } from '../upload/upload.testkit.js';
import { SCOMMUNITY_SEED } from './scommunity.seed.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const PROHIBITED = M.prohibited;

interface Cmnt {
  cmntId: number;
  cmntNm: string;
  boards: { cmntBrdMntId: number; brdNm: string; brdSeCd: string }[];
}

describe('scommunity', async () => {
  const { app, database } = await createTestApp();
  const owner = await login(app, 'demo-member');
  const operator = await login(app, 'demo-admin');
  const creator = await login(app, 'demo-creator');
  const list = await call(app, 'GET', '/v1/app/scommunity/list', { query: { pageSize: '50' } });
  const byName = (name: string) => list.body.items.find((c: { cmntNm: string }) => c.cmntNm === name).cmntId as number;
  const bakeryId = byName('동네 빵집 사장님 모임');
  const busanId = byName('부산 전통시장 상인회');
  const cafeId = byName('카페 창업 네트워크');
  const seoulId = byName('서울 골목상권 이야기');
  const jejuId = byName('제주 소상공인 협동 모임');
  const detail = async (cmntId: number, token?: string) =>
    (await call(app, 'GET', `/v1/app/scommunity/${cmntId}`, { token })).body as Cmnt & Record<string, unknown>;
  const freeBoard = async (cmntId: number) => (await detail(cmntId)).boards.find((b) => b.brdSeCd === 'POST')!;
  const count = async (table: 'cmntPost' | 'cmntPostRply' | 'cmntMbr' | 'cmntPostLik') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const writePost = async (token: string, cmntId: number, body: Record<string, unknown> = {}) => {
    const board = await freeBoard(cmntId);
    return call(app, 'POST', '/v1/app/scommunity/post', {
      token,
      body: { cmntId, cmntBrdMntId: board.cmntBrdMntId, postTit: '시험 글', postCn: '<p>본문입니다</p>', ...body },
    });
  };
  const newPost = async (token: string, cmntId: number, body: Record<string, unknown> = {}) => {
    const res = await writePost(token, cmntId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.cmntPostId as number;
  };
  const joined = async (cmntId: number, body: Record<string, unknown> = {}) => {
    const m = await newMember(app);
    const res = await call(app, 'POST', `/v1/app/scommunity/${cmntId}/user`, { token: m.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return m;
  };

  it('seeds 5+ communities (open and approval, trade and region) with 60+ posts, boards, notices and files', async () => {
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(SCOMMUNITY_SEED.length);
    expect(list.body.totalCount).toBeGreaterThanOrEqual(5);
    const items = list.body.items as { joinMthdCd: string; cmntSeCd: string; mbrCnt: number; postCnt: number }[];
    expect(new Set(items.map((c) => c.joinMthdCd))).toEqual(new Set(['OPEN', 'APPROVAL']));
    expect(new Set(items.map((c) => c.cmntSeCd))).toEqual(new Set(['TRADE', 'REGION']));
    expect(items.reduce((n, c) => n + c.postCnt, 0)).toBeGreaterThanOrEqual(60);
    expect(items.every((c) => c.mbrCnt > 0)).toBe(true);
    const regions = await call(app, 'GET', '/v1/app/scommunity/list', { query: { cmntSeCd: 'REGION' } });
    expect(regions.body.items.every((c: { cmntSeCd: string }) => c.cmntSeCd === 'REGION')).toBe(true);
    const search = await call(app, 'GET', '/v1/app/scommunity/list', { query: { searchTerm: '부산' } });
    expect(search.body.items.map((c: { cmntId: number }) => c.cmntId)).toEqual([busanId]);
    const bakery = await detail(bakeryId, owner);
    expect(bakery).toMatchObject({ myMbrSttsCd: 'ACTIVE', myRoleCd: 'OWNER', canManage: true });
    expect(bakery.boards.map((b) => b.brdSeCd)).toEqual(['POST', 'POST', 'NOTICE', 'DATA']);
    expect((await detail(bakeryId)).myMbrSttsCd).toBe('NONE');
    expect((await call(app, 'GET', '/v1/app/scommunity/999999')).status).toBe(404);
  });

  it('joins by the community’s rules: verified business, trade and region asked, open or approval', async () => {
    const info = await call(app, 'GET', '/v1/app/scommunity/userAtbtInfo', { token: owner });
    expect(info.body).toMatchObject({ vrfcYn: 'Y', compNm: '골목빵집' });
    expect(info.body.rgnOptions).toContain('서울');
    const m = await newMember(app);
    const before = await count('cmntMbr');
    // The café network takes verified companies only.
    const unverified = await call(app, 'POST', `/v1/app/scommunity/${cafeId}/user`, {
      token: m.token,
      body: { tpbizNm: '카페' },
    });
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe(M.verifiedOnly);
    // Seoul asks the region, and it must be Seoul.
    const noRegion = await call(app, 'POST', `/v1/app/scommunity/${seoulId}/user`, { token: m.token, body: {} });
    expect(noRegion.status).toBe(400);
    expect(noRegion.body.message).toBe(M.regionRequired);
    const wrongRegion = await call(app, 'POST', `/v1/app/scommunity/${seoulId}/user`, {
      token: m.token,
      body: { rgnNm: '부산' },
    });
    expect(wrongRegion.status).toBe(403);
    expect(wrongRegion.body.message).toBe(M.regionMismatch);
    expect(await count('cmntMbr')).toBe(before);
    const ok = await call(app, 'POST', `/v1/app/scommunity/${seoulId}/user`, {
      token: m.token,
      body: { rgnNm: '서울' },
    });
    expect(ok.body).toMatchObject({ number: 200, message: M.joined, mbrSttsCd: 'ACTIVE' });
    // Twice at once: the primary key keeps one membership.
    const twice = await Promise.all(
      [1, 2, 3].map(() =>
        call(app, 'POST', `/v1/app/scommunity/${seoulId}/user`, { token: m.token, body: { rgnNm: '서울' } }),
      ),
    );
    expect(twice.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(twice[0]!.body.message).toBe(M.alreadyJoined);
    expect(await count('cmntMbr')).toBe(before + 1);
    // Busan needs a manager's approval: the member waits and cannot write until approved.
    const wait = await call(app, 'POST', `/v1/app/scommunity/${busanId}/user`, {
      token: m.token,
      body: { rgnNm: '부산' },
    });
    expect(wait.body).toMatchObject({ message: M.joinRequested, mbrSttsCd: 'WAIT' });
    expect((await detail(busanId, m.token)).myMbrSttsCd).toBe('WAIT');
    const early = await writePost(m.token, busanId);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(M.notMember);
    // An ordinary member may not approve; the community's owner (here the operator) may.
    const byMember = await call(app, 'PUT', `/v1/app/scommunity/${busanId}/user/${m.userId}`, { token: owner });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(M.managersOnly);
    const waiting = await call(app, 'GET', `/v1/app/scommunity/${busanId}/wait`, { token: operator });
    expect(waiting.body.members.map((x: { userId: number }) => x.userId)).toContain(m.userId);
    const approve = await call(app, 'PUT', `/v1/app/scommunity/${busanId}/user/${m.userId}`, { token: operator });
    expect(approve.body.message).toBe(M.memberApproved);
    expect((await detail(busanId, m.token)).myMbrSttsCd).toBe('ACTIVE');
    // Leaving; the owner cannot leave.
    const leave = await call(app, 'DELETE', `/v1/app/scommunity/${seoulId}/user`, { token: m.token });
    expect(leave.body.message).toBe(M.left);
    expect((await detail(seoulId, m.token)).myMbrSttsCd).toBe('NONE');
    const ownerLeaves = await call(app, 'DELETE', `/v1/app/scommunity/${bakeryId}/user`, { token: owner });
    expect(ownerLeaves.status).toBe(403);
    expect(ownerLeaves.body.message).toBe(M.ownerCannotLeave);
  });

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

  it('nests replies two levels, keeps a deleted parent for its replies, and lists my comments', async () => {
    const m = await joined(bakeryId, { tpbizNm: '제과·제빵' });
    const id = await newPost(owner, bakeryId);
    const reply = async (token: string, body: Record<string, unknown>) =>
      call(app, 'POST', `/v1/app/scommunity/post/${id}/reply`, { token, body });
    const parent = (await reply(m.token, { rplyCn: '첫 댓글입니다' })).body.cmntPostRplyId as number;
    const child = await reply(owner, { rplyCn: '답글입니다', upRplyId: parent });
    expect(child.status).toBe(200);
    const deeper = await reply(m.token, { rplyCn: '답글의 답글', upRplyId: child.body.cmntPostRplyId });
    expect(deeper.status).toBe(400);
    expect(deeper.body.message).toBe(M.replyDepth);
    const tooLong = await reply(m.token, { rplyCn: '가'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(M.replyTooLong);
    const dirty = await reply(m.token, { rplyCn: '원가 후려치기 합시다' });
    expect(dirty.body.message).toBe(PROHIBITED);
    const stranger = await newMember(app);
    expect((await reply(stranger.token, { rplyCn: '안녕하세요' })).status).toBe(403);
    // Edits by the writer only; deletes by the writer or a manager.
    const editOther = await call(app, 'PUT', `/v1/app/scommunity/post/${id}/reply/${parent}`, {
      token: owner,
      body: { rplyCn: '남의 댓글 고침' },
    });
    expect(editOther.status).toBe(403);
    const edit = await call(app, 'PUT', `/v1/app/scommunity/post/${id}/reply/${parent}`, {
      token: m.token,
      body: { rplyCn: '고친 댓글' },
    });
    expect(edit.body.message).toBe(M.replyUpdated);
    const lonely = (await reply(m.token, { rplyCn: '혼자인 댓글' })).body.cmntPostRplyId as number;
    for (const rid of [parent, lonely]) {
      const del = await call(app, 'DELETE', `/v1/app/scommunity/post/${id}/reply/${rid}`, { token: m.token });
      expect(del.body.message).toBe(M.replyDeleted);
    }
    const toDeleted = await reply(owner, { rplyCn: '지운 댓글에 답글', upRplyId: parent });
    expect(toDeleted.body.message).toBe(M.replyToDeleted);
    const replies = await call(app, 'GET', `/v1/app/scommunity/post/${id}/reply`, { token: owner });
    expect(replies.body.items).toHaveLength(1);
    expect(replies.body.items[0]).toMatchObject({ rplyCn: '삭제된 댓글입니다.', delYn: 'Y', userNm: '' });
    expect(replies.body.items[0].children).toHaveLength(1);
    expect(replies.body.items[0].children[0]).toMatchObject({
      rplyCn: '답글입니다',
      writer: true,
      cmntMngr: true,
      mine: true,
    });
    expect(JSON.stringify(replies.body)).not.toContain('고친 댓글');
    // My comments in my page.
    const cnt = await call(app, 'GET', '/v1/app/scommunity/myCmntCnt', { token: owner });
    const mineList = await call(app, 'GET', '/v1/app/scommunity/myCmntList', { token: owner });
    expect(mineList.body.totalCount).toBe(cnt.body.cnt);
    expect(mineList.body.items[0]).toMatchObject({
      rplyCn: '답글입니다',
      cmntPostId: id,
      cmntNm: '동네 빵집 사장님 모임',
    });
    expect((await call(app, 'GET', '/v1/app/scommunity/myCmntCnt')).status).toBe(401);
  });

  it('shows notice and data boards with attachments downloaded under their Korean names', async () => {
    const bakery = await detail(bakeryId);
    const data = bakery.boards.find((b) => b.brdSeCd === 'DATA')!;
    const notice = bakery.boards.find((b) => b.brdSeCd === 'NOTICE')!;
    const notices = await call(app, 'GET', `/v1/app/scommunity/brd/${notice.cmntBrdMntId}`);
    expect(notices.body.items[0]).toMatchObject({ fixYn: 'Y', cmntMngr: false });
    expect(notices.body.board).toMatchObject({ brdSeCd: 'NOTICE', cmntNm: '동네 빵집 사장님 모임' });
    const entries = await call(app, 'GET', `/v1/app/scommunity/brd/${data.cmntBrdMntId}`);
    expect(entries.body.totalCount).toBe(2);
    const entryId = entries.body.items.find((e: { brdTit: string }) => e.brdTit === '제빵 원가 계산 양식').cmntBrdId;
    const entry = await call(app, 'GET', `/v1/app/scommunity/info/${entryId}`);
    expect(entry.body.atchList[0]).toMatchObject({ fileNm: '제빵_원가계산_양식.csv' });
    const atch = await call(app, 'GET', `/v1/app/scommunity/atch/${entryId}`);
    expect(atch.body).toEqual(entry.body.atchList);
    const file = await app.inject({ method: 'GET', url: atch.body[0].downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('제빵_원가계산_양식.csv')}`,
    );
    expect(file.body).toContain('크루아상');
    const wrongFile = await app.inject({
      method: 'GET',
      url: `/v1/app/scommunity/atch/${entryId}/00000000-0000-4000-8000-000000000000`,
    });
    expect(wrongFile.statusCode).toBe(404);
    const postBoard = await call(app, 'GET', `/v1/app/scommunity/brd/${(await freeBoard(bakeryId)).cmntBrdMntId}`);
    expect(postBoard.status).toBe(404);
    const boards = await call(app, 'GET', '/v1/app/scommunity/brd', { query: { cmntId: bakeryId } });
    expect(boards.body.find((b: { brdSeCd: string }) => b.brdSeCd === 'DATA').entCnt).toBe(2);
  });

  it('reports posts and replies into the community board’s one queue: hidden at three, an operator decides', async () => {
    const writer = await joined(bakeryId, { tpbizNm: '제과·제빵' });
    const id = await newPost(writer.token, bakeryId, { postTit: '신고될 글' });
    const reply = await call(app, 'POST', `/v1/app/scommunity/post/${id}/reply`, {
      token: writer.token,
      body: { rplyCn: '신고될 댓글' },
    });
    const rplyId = reply.body.cmntPostRplyId as number;
    const report = (token: string, trgtType: string, trgtId: number) =>
      call(app, 'POST', '/v1/app/community/rpt', { token, body: { trgtType, trgtId, rsnCd: 'spam' } });
    const own = await report(writer.token, 'cmntPost', id);
    expect(own.status).toBe(403);
    const reporters = await Promise.all([1, 2, 3].map(async () => (await newMember(app)).token));
    const first = await report(reporters[0]!, 'cmntPost', id);
    expect(first.body.message).toBe('신고가 접수되었습니다. 운영자가 확인 후 조치합니다.');
    expect((await report(reporters[0]!, 'cmntPost', id)).status).toBe(409);
    // Two more at once: the third report hides the post.
    const more = await Promise.all(reporters.slice(1).map((t) => report(t, 'cmntPost', id)));
    expect(more.map((r) => r.status)).toEqual([200, 200]);
    const hidden = await call(app, 'GET', `/v1/app/scommunity/post/${id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(M.hiddenPost);
    expect((await call(app, 'GET', `/v1/app/scommunity/post/${id}`, { token: operator })).status).toBe(200);
    const list = await call(app, 'GET', '/v1/app/scommunity/post', { query: { cmntId: bakeryId, pageSize: '100' } });
    expect(list.body.items.some((p: { cmntPostId: number }) => p.cmntPostId === id)).toBe(false);
    // The queue shows it with its page; the operator restores it.
    const queue = await call(app, 'GET', '/v1/app/community/opr/rpts', { token: operator, query: { pageSize: '100' } });
    const item = queue.body.items.find(
      (q: { trgtType: string; trgtId: number }) => q.trgtType === 'cmntPost' && q.trgtId === id,
    );
    expect(item).toMatchObject({
      rptCnt: 3,
      hidden: true,
      excerpt: '신고될 글',
      comunBltartclId: id,
      trgtUrl: `/scommunity/detail?cmntPostId=${id}`,
    });
    const restore = await call(app, 'PUT', `/v1/app/community/opr/rpt/cmntPost/${id}/restore`, {
      token: operator,
      body: { updtDt: item.lastRptDt, reason: '신고 내용과 다름' },
    });
    expect(restore.body.message).toBe('다시 공개되었습니다.');
    expect((await call(app, 'GET', `/v1/app/scommunity/post/${id}`)).status).toBe(200);
    // A reply hidden by reports shows as hidden; the operator removes it.
    for (const t of reporters) expect((await report(t, 'cmntReply', rplyId)).status).toBe(200);
    const replies = await call(app, 'GET', `/v1/app/scommunity/post/${id}/reply`);
    expect(replies.body.items).toHaveLength(0);
    const queued = await call(app, 'GET', '/v1/app/community/opr/rpts', {
      token: operator,
      query: { pageSize: '100' },
    });
    const queuedReply = queued.body.items.find(
      (q: { trgtType: string; trgtId: number }) => q.trgtType === 'cmntReply' && q.trgtId === rplyId,
    );
    const remove = await call(app, 'PUT', `/v1/app/community/opr/rpt/cmntReply/${rplyId}/remove`, {
      token: operator,
      body: { updtDt: queuedReply.lastRptDt, reason: '욕설이 담긴 댓글' },
    });
    expect(remove.body.message).toBe('삭제되었습니다.');
    const row = await database.db
      .selectFrom('cmntPostRply')
      .select('useYn')
      .where('cmntPostRplyId', '=', rplyId)
      .executeTakeFirstOrThrow();
    expect(row.useYn).toBe('N');
    expect((await report(reporters[0]!, 'cmntReply', 999999)).status).toBe(404);
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
