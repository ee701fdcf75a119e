import { afterAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/executor.js';
import { CacheService } from '../../http/cache.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, userIdOf } from '../auth/auth.testkit.js';
import { NotificationOutbox, type NewNotification } from '../auth/notification/outbox.js';
import { OutboxRepository } from '../auth/notification/outbox.repository.js';
import { ContentViewRepository } from '../content-view/content-view.repository.js';
import { ContentViewService } from '../content-view/content-view.service.js';
import { createNotificationEvents, createNotificationService } from '../notification/notification.module.js';
import { ProhibitedWordRepository } from '../prohibited-word/prohibited-word.repository.js';
import { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import { createCommunityService } from './community.module.js';

/**
 * Issue 40: a reply to my post or my comment tells me — on the community board and in the small-business
 * communities — in the centre always and by e-mail where I take 커뮤니티 by e-mail, in the reply's transaction, once;
 * never for my own reply. And the events that used to go only by text reach a member without a mobile number in the
 * centre.
 */
describe('replies and members without a mobile number', async () => {
  const clock = fixedClock('2025-09-30T15:30:00Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const member = await login(app, 'demo-member');
  const memberId = await userIdOf(database, 'demo-member');
  const creator = await login(app, 'demo-creator');
  const creatorId = await userIdOf(database, 'demo-creator');
  const operator = await login(app, 'demo-admin');
  const ntfs = (userId: number, kind: string) =>
    db.selectFrom('ntf').selectAll().where('userId', '=', userId).where('ntfKind', '=', kind).execute();
  const mails = (userId: number, kind: string) =>
    db
      .selectFrom('notificationOutbox')
      .selectAll()
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  const sessionOf = async (userId: number) => {
    const u = await db
      .selectFrom('appUser')
      .select(['userId', 'lgnId', 'userPattnCd'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return { userId: u.userId, lgnId: u.lgnId, userPattnCd: u.userPattnCd, tokenHash: '' };
  };
  const newPost = async () => {
    const res = await call(app, 'POST', '/v1/app/community/sb', {
      token: member,
      body: { comunCtgrDcd: '1007002', comunBltartclTit: '답글 알림 시험', comunBltartclCn: '<p>본문</p>' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.comunBltartclId as number;
  };
  const comment = (token: string, id: number, cmntCn: string) =>
    call(app, 'POST', `/v1/app/community/sb/${id}/comment`, { token, body: { cmntCn } });

  it('tells the writer of a post of a comment once, by e-mail and in the centre, linking to the comments', async () => {
    const id = await newPost();
    const before = (await ntfs(memberId, 'COMMUNITY_REPLY')).length;
    const res = await comment(creator, id, '좋은 글 고맙습니다.');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = await ntfs(memberId, 'COMMUNITY_REPLY');
    expect(mine.length).toBe(before + 1);
    expect(mine.at(-1)).toMatchObject({
      ntfTit: '내 글에 새 댓글이 달렸습니다',
      link: `/community/${id}/view?ctgrCode=1007002#community-comments`,
      tgtType: 'community-post',
      tgtId: id,
    });
    expect(mine.at(-1)!.ntfCn).toContain("'답글 알림 시험'");
    expect(mine.at(-1)!.ntfCn).toContain('좋은 글 고맙습니다.');
    const mail = (await mails(memberId, 'COMMUNITY_REPLY')).at(-1)!;
    expect(mail).toMatchObject({ channel: 'EMAIL', id: mine.at(-1)!.outboxId });
    // Delivered (after the commit) and delivered again: one notification still.
    expect(mail.status).toBe('SENT');
    // The writer's own comment tells nobody.
    const own = await comment(member, id, '제 글에 제가 답니다.');
    expect(own.status).toBe(200);
    expect((await ntfs(memberId, 'COMMUNITY_REPLY')).length).toBe(before + 1);
  });

  it('writes the notice in the comment’s transaction: a comment that rolls back tells nothing', async () => {
    const id = await newPost();
    // The app's outbox, failing right after it wrote the message and the notification: the comment's change fails.
    const events = createNotificationEvents(database, { warn: () => undefined });
    afterAll(() => events.bus.close());
    const real = new NotificationOutbox(
      new OutboxRepository(db),
      clock,
      { send: async () => undefined },
      createNotificationService(database, clock, events),
      db,
    );
    const failing = Object.assign(Object.create(real) as NotificationOutbox, {
      enqueue: async (n: NewNotification, trx?: Executor) => {
        await real.enqueue(n, trx);
        throw new Error('the change failed');
      },
    });
    const community = createCommunityService(database, clock, {
      views: new ContentViewService(new ContentViewRepository(db), clock),
      prohibitedWords: new ProhibitedWordService(new ProhibitedWordRepository(db), new CacheService(clock)),
      outbox: failing,
    });
    const before = (await ntfs(memberId, 'COMMUNITY_REPLY')).length;
    const mailsBefore = (await mails(memberId, 'COMMUNITY_REPLY')).length;
    await expect(community.createComment(id, { cmntCn: '사라질 댓글' }, await sessionOf(creatorId))).rejects.toThrow(
      'the change failed',
    );
    expect((await ntfs(memberId, 'COMMUNITY_REPLY')).length).toBe(before);
    expect((await mails(memberId, 'COMMUNITY_REPLY')).length).toBe(mailsBefore);
    const left = await db.selectFrom('comunCmnt').select('cmntId').where('comunBltartclId', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('follows the preference: 커뮤니티 by e-mail off leaves the e-mail out and the notification in', async () => {
    const id = await newPost();
    const saved = await call(app, 'PUT', '/v1/app/common/ntf/prefs', {
      token: member,
      body: { items: [{ grp: 'COMMUNITY', smsYn: 'Y', emailYn: 'N' }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const mailsBefore = (await mails(memberId, 'COMMUNITY_REPLY')).length;
    const before = (await ntfs(memberId, 'COMMUNITY_REPLY')).length;
    expect((await comment(creator, id, '메일 없이 알려 주세요')).status).toBe(200);
    expect((await mails(memberId, 'COMMUNITY_REPLY')).length).toBe(mailsBefore);
    const mine = await ntfs(memberId, 'COMMUNITY_REPLY');
    expect(mine.length).toBe(before + 1);
    expect(mine.at(-1)!.outboxId).toBeNull();
    await call(app, 'PUT', '/v1/app/common/ntf/prefs', {
      token: member,
      body: { items: [{ grp: 'COMMUNITY', smsYn: 'Y', emailYn: 'Y' }] },
    });
  });

  it('tells the writer of a small-business community post, and the writer of a reply of a nested reply', async () => {
    // 서울 community of the seed: demo-member owns it, demo-creator is an active member.
    const post = await db
      .selectFrom('cmntPost as p')
      .innerJoin('cmntMbr as m', (j) => j.onRef('m.cmntId', '=', 'p.cmntId').on('m.userId', '=', creatorId))
      .select(['p.cmntPostId', 'p.cmntId'])
      .where('p.userId', '=', memberId)
      .where('m.mbrSttsCd', '=', 'ACTIVE')
      .where('p.useYn', '=', 'Y')
      .where('p.expsrYn', '=', 'Y')
      .where('p.aprvSttsCd', '=', 'APPROVED')
      .executeTakeFirstOrThrow();
    const url = `/v1/app/scommunity/post/${post.cmntPostId}/reply`;
    const before = (await ntfs(memberId, 'SCOMMUNITY_REPLY')).length;
    const top = await call(app, 'POST', url, { token: creator, body: { rplyCn: '참여하고 싶어요' } });
    expect(top.status, JSON.stringify(top.body)).toBe(200);
    const mine = await ntfs(memberId, 'SCOMMUNITY_REPLY');
    expect(mine.length).toBe(before + 1);
    expect(mine.at(-1)).toMatchObject({
      link: `/scommunity/detail?cmntPostId=${post.cmntPostId}#scommunity-replies`,
      tgtType: 'scommunity',
      tgtId: post.cmntId,
    });
    // The post's writer answers the reply: the reply's writer hears of it, the post's writer (herself) does not.
    const creatorBefore = (await ntfs(creatorId, 'SCOMMUNITY_REPLY_TO_REPLY')).length;
    const nested = await call(app, 'POST', url, {
      token: member,
      body: { rplyCn: '환영합니다', upRplyId: top.body.cmntPostRplyId },
    });
    expect(nested.status, JSON.stringify(nested.body)).toBe(200);
    expect((await ntfs(creatorId, 'SCOMMUNITY_REPLY_TO_REPLY')).length).toBe(creatorBefore + 1);
    expect((await ntfs(memberId, 'SCOMMUNITY_REPLY')).length).toBe(before + 1);
    // One's own reply to one's own reply tells nobody.
    const self = await call(app, 'POST', url, {
      token: creator,
      body: { rplyCn: '저도 덧붙여요', upRplyId: top.body.cmntPostRplyId },
    });
    expect(self.status).toBe(200);
    expect((await ntfs(creatorId, 'SCOMMUNITY_REPLY_TO_REPLY')).length).toBe(creatorBefore + 1);
  });

  it('tells a member without a mobile number in the centre, with no text message', async () => {
    const ssoId = await userIdOf(database, 'demo-sso');
    await db.updateTable('appUser').set({ mblNo: null }).where('userId', '=', ssoId).execute();
    const busan = await db
      .selectFrom('cmntMbr')
      .select('cmntId')
      .where('userId', '=', ssoId)
      .where('mbrSttsCd', '=', 'WAIT')
      .executeTakeFirstOrThrow();
    const approve = await call(app, 'PUT', `/v1/app/scommunity/${busan.cmntId}/user/${ssoId}`, { token: operator });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const mine = await ntfs(ssoId, 'SCOMMUNITY_JOIN_DECIDED');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ outboxId: null, link: `/scommunity/${busan.cmntId}` });
    expect(await mails(ssoId, 'SCOMMUNITY_JOIN_DECIDED')).toEqual([]);
  });
});
