import { BUSINESS_COMMUNITY_MESSAGES as M } from '@onfan/contracts/business-community';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember } from '../auth/auth.testkit.js';
import { businessCommunityWorld } from './business-community.testkit.js';

describe('scommunity: posts and replies reported into the community board’s queue', async () => {
  const { app, database } = await createTestApp();
  const { operator, bakeryId, newPost, joined } = await businessCommunityWorld(app, database);

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
});
