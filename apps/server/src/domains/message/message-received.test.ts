import { afterAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/executor.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, login, userIdOf } from '../auth/auth.testkit.js';
import { NotificationOutbox, type NewNotification } from '../auth/notification/outbox.js';
import { OutboxRepository } from '../auth/notification/outbox.repository.js';
import { createNotificationEvents, createNotificationService } from '../notification/notification.module.js';
import { createLocalEventBus } from './message-events.js';
import { createMessageService } from './message.module.js';
import { messageLink } from './message.service.js';
import { messageTestConfig, sendMessage, solvedCaptcha } from './message.testkit.js';

/**
 * Issue 40: a received message tells the receiver once — by e-mail where they take 커뮤니티 by e-mail, in the centre
 * always — in the send's transaction, naming the sender and the title, never the text. The message banner keeps
 * counting unread messages; reading the message reads its notification, so it is never unread in two places.
 */
describe('a received message', async () => {
  const clock = fixedClock(new Date().toISOString());
  const { app, database } = await createTestApp({ clock, config: messageTestConfig() });
  const db = database.db;
  const member = await login(app, 'demo-member');
  const creator = await login(app, 'demo-creator');
  const creatorId = await userIdOf(database, 'demo-creator');
  const foothold = (
    await db.selectFrom('ctrFthld').select('ctrFthldId').where('userId', '=', creatorId).executeTakeFirstOrThrow()
  ).ctrFthldId;
  const toCreator = { rcvrUserId: creatorId, rltdTblNo: 3, rltdTblKey: String(foothold) };
  const told = () =>
    db
      .selectFrom('ntf')
      .selectAll()
      .where('userId', '=', creatorId)
      .where('ntfKind', '=', 'MESSAGE_RECEIVED')
      .execute();
  const unreadNtf = async (token: string) =>
    (await call(app, 'GET', '/v1/app/common/ntf/unread', { token })).body.unreadCnt as number;
  const unreadMsg = async (token: string) =>
    (await call(app, 'GET', '/v1/app/common/msg/rcvr', { token })).body.rcvrMsgCnt as number;

  it('tells the receiver once, in the centre and by e-mail, linking to the message, without its text', async () => {
    const before = (await told()).length;
    const [ntfBefore, msgBefore] = [await unreadNtf(creator), await unreadMsg(creator)];
    const res = await sendMessage(app, member, { ...toCreator, msgTit: '협업 문의', msgCn: '비밀스러운 본문입니다' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const msgId = res.body.msgId as number;
    const mine = await told();
    expect(mine.length).toBe(before + 1);
    const n = mine.at(-1)!;
    expect(n).toMatchObject({ link: messageLink(msgId), readDt: null });
    expect(n.ntfTit).toMatch(/님이 메시지를 보냈습니다$/);
    expect(n.ntfCn).toContain('제목: 협업 문의.');
    expect(n.ntfCn).not.toContain('비밀스러운');
    const mail = await db.selectFrom('notificationOutbox').selectAll().where('id', '=', n.outboxId).executeTakeFirst();
    expect(mail).toMatchObject({ channel: 'EMAIL', kind: 'MESSAGE_RECEIVED', status: 'SENT' });
    expect(mail!.body).not.toContain('비밀스러운');
    // The banner and the bell each count it once.
    expect(await unreadMsg(creator)).toBe(msgBefore + 1);
    expect(await unreadNtf(creator)).toBe(ntfBefore + 1);
    // Read in the inbox: read in the centre too.
    expect((await call(app, 'PUT', `/v1/app/common/msg/${msgId}/readg`, { token: creator })).status).toBe(200);
    expect(await unreadMsg(creator)).toBe(msgBefore);
    expect(await unreadNtf(creator)).toBe(ntfBefore);
    expect((await told()).at(-1)!.readDt).not.toBeNull();
  });

  it('tells nothing when the send rolls back, and nobody of a message to oneself', async () => {
    const events = createNotificationEvents(database, { warn: () => undefined });
    afterAll(() => events.bus.close());
    const centre = createNotificationService(database, clock, events);
    const real = new NotificationOutbox(new OutboxRepository(db), clock, { send: async () => undefined }, centre, db);
    const failing = Object.assign(Object.create(real) as NotificationOutbox, {
      enqueue: async (n: NewNotification, trx?: Executor) => {
        await real.enqueue(n, trx);
        throw new Error('the change failed');
      },
    });
    const messages = createMessageService(
      database,
      clock,
      testConfig(messageTestConfig()).captcha,
      createLocalEventBus(),
      {
        outbox: failing,
        centre,
      },
    );
    const before = (await told()).length;
    const sent = await db.selectFrom('msg').select('msgId').execute();
    const memberId = await userIdOf(database, 'demo-member');
    const user = { userId: memberId, lgnId: 'demo-member', userPattnCd: '1', tokenHash: '' } as never;
    await expect(
      messages.send({ ...toCreator, msgCn: '사라질 메시지', captcha: await solvedCaptcha(app, member) } as never, user),
    ).rejects.toThrow('the change failed');
    expect((await told()).length).toBe(before);
    expect(await db.selectFrom('msg').select('msgId').execute()).toEqual(sent);
    const self = await sendMessage(app, creator, { ...toCreator, msgCn: '나에게' });
    expect(self.status).toBe(400);
    expect((await told()).length).toBe(before);
  });
});
