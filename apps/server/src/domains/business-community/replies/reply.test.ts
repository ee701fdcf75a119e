import { BUSINESS_COMMUNITY_MESSAGES as M } from '@onfan/contracts/business-community';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.js';
import { call, newMember } from '../../auth/auth.testkit.js';
import { businessCommunityWorld } from '../business-community.testkit.js';

const PROHIBITED = M.prohibited;

describe('scommunity replies', async () => {
  const { app, database } = await createTestApp();
  const { owner, bakeryId, newPost, joined } = await businessCommunityWorld(app, database);

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
});
