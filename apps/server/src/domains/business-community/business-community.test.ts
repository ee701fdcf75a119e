import { BUSINESS_COMMUNITY_MESSAGES as M } from '@onfan/contracts/business-community';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember } from '../auth/auth.testkit.js';
import { BUSINESS_COMMUNITY_SEED } from './business-community.seed.js';
import { businessCommunityWorld } from './business-community.testkit.js';

describe('scommunity: communities and membership', async () => {
  const { app, database } = await createTestApp();
  const { owner, operator, list, bakeryId, busanId, cafeId, seoulId, detail, count, writePost } =
    await businessCommunityWorld(app, database);

  it('seeds 5+ communities (open and approval, trade and region) with 60+ posts, boards, notices and files', async () => {
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(BUSINESS_COMMUNITY_SEED.length);
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
});
