import { MESSAGE_MESSAGES } from '@onfan/contracts/message';
import { communityPath, footholdPath } from '@onfan/contracts/portal-path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { MESSAGE_SEED, seedMessages } from './message.seed.js';
import { messageTestConfig, sendMessage, solvedCaptcha } from './message.testkit.js';

const EXPIRED = { number: 900, message: MESSAGE_MESSAGES.captchaExpired };

describe('messages', async () => {
  const clock = fixedClock(new Date().toISOString());
  const { app, database } = await createTestApp({ clock, config: messageTestConfig() });
  const { db } = database;
  const idOf = async (lgnId: string) =>
    (await db.selectFrom('appUser').select('userId').where('lgnId', '=', lgnId).executeTakeFirstOrThrow()).userId;
  const member = await login(app, 'demo-member');
  const creator = await login(app, 'demo-creator');
  const admin = await login(app, 'demo-admin');
  const memberId = await idOf('demo-member');
  const creatorId = await idOf('demo-creator');
  const adminId = await idOf('demo-admin');
  const foothold = async (userId: number) =>
    (await db.selectFrom('ctrFthld').select('ctrFthldId').where('userId', '=', userId).executeTakeFirstOrThrow())
      .ctrFthldId;
  const creatorFoothold = await foothold(creatorId);
  const otherFoothold = await foothold(await idOf('demo-ctr-food'));
  const postOf = async (userId: number) =>
    db
      .selectFrom('comunBltartcl')
      .select(['comunBltartclId', 'comunCtgrDcd'])
      .where('userId', '=', userId)
      .orderBy('comunBltartclId')
      .executeTakeFirstOrThrow();
  const creatorPost = await postOf(creatorId);
  const adminPost = await postOf(adminId);
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('msg')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const unread = async (token: string) => {
    const res = await call(app, 'GET', '/v1/app/common/msg/rcvr', { token });
    expect(res.status).toBe(200);
    return res.body.rcvrMsgCnt as number;
  };
  const inbox = async (token: string, query: Record<string, string> = { pageSize: '100' }) => {
    const res = await call(app, 'GET', '/v1/app/common/msgs', { token, query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { items: Record<string, unknown>[]; totalCount: number };
  };
  const toCreator = { rcvrUserId: creatorId, rltdTblNo: 3, rltdTblKey: String(creatorFoothold) };

  it('seeds read and unread messages in demo-member and demo-creator inboxes, newest first', async () => {
    const mine = await inbox(member);
    const theirs = await inbox(creator);
    expect(mine.totalCount).toBe(MESSAGE_SEED.filter((m) => m.to === 'demo-member').length);
    expect(theirs.totalCount).toBe(MESSAGE_SEED.filter((m) => m.to === 'demo-creator').length);
    for (const box of [mine, theirs]) {
      expect(box.items.some((m) => m.readgYn === 'Y')).toBe(true);
      expect(box.items.some((m) => m.readgYn === 'N')).toBe(true);
      const dates = box.items.map((m) => m.regDt as string);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    const reply = mine.items.find((m) => m.rltdTblNo === 4)!;
    expect(reply).toMatchObject({ userId: adminId, userNm: '온판지기', mngrYn: 'Y', userPattnCd: '100' });
    expect(reply.relMsgId).toEqual(expect.any(Number));
    expect(theirs.items.find((m) => m.rltdTblNo === 3)).toMatchObject({ rltdPath: footholdPath(creatorFoothold) });
    expect(await unread(member)).toBe(1);
    // Seeding again adds nothing.
    const before = await count();
    await seedMessages(database, { demo: true });
    expect(await count()).toBe(before);
  });

  it('issues an ALTCHA challenge the widget takes as is, to members only', async () => {
    const res = await call(app, 'GET', '/v1/app/common/msg/challenge', { token: member });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: expect.any(String),
        salt: expect.any(String),
        cost: 1,
        keyLength: 32,
        keyPrefix: '00',
        expiresAt: Math.floor(clock.now().getTime() / 1000) + 600,
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await call(app, 'GET', '/v1/app/common/msg/challenge')).status).toBe(401);
  });

  it('sends with a solved ALTCHA answer: the receiver sees it unread, linked to the foothold', async () => {
    const before = await unread(creator);
    const res = await sendMessage(app, member, { ...toCreator, msgTit: '협업 문의', msgCn: '라이브 협업 가능할까요?' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ number: 200, message: MESSAGE_MESSAGES.sent, msgId: expect.any(Number) });
    expect(await unread(creator)).toBe(before + 1);
    const item = (await inbox(creator)).items[0]!;
    expect(item).toEqual({
      msgId: res.body.msgId,
      relMsgId: null,
      msgTit: '협업 문의',
      msgCn: '라이브 협업 가능할까요?',
      userId: memberId,
      userNm: '골목빵집사장',
      imgPtUrl: null,
      userPattnCd: '200',
      mngrYn: 'N',
      regDt: expect.stringMatching(/\+09:00$/),
      readgYn: 'N',
      rltdTblNo: 3,
      rltdTblKey: String(creatorFoothold),
      rltdPath: footholdPath(creatorFoothold),
      canReply: false,
      senderBlocked: false,
    });
  });

  it('refuses a missing captcha (400), and an expired, forged or reused one (900), changing nothing', async () => {
    const before = await count();
    for (const captcha of ['', '   ', undefined]) {
      const res = await call(app, 'POST', '/v1/app/common/msg', {
        token: member,
        body: { ...toCreator, msgCn: '내용', ...(captcha === undefined ? {} : { captcha }) },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGE_MESSAGES.captchaRequired);
    }
    const testMode = btoa(JSON.stringify({ challenge: null, solution: null, test: true }));
    for (const captcha of ['garbage', testMode, btoa('{}')]) {
      const res = await sendMessage(app, member, { ...toCreator, captcha });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(EXPIRED);
    }
    // A forged solution of a real challenge.
    const real = JSON.parse(atob(await solvedCaptcha(app, member)));
    real.solution.counter += 1;
    const forged = await sendMessage(app, member, { ...toCreator, captcha: btoa(JSON.stringify(real)) });
    expect(forged.body).toEqual(EXPIRED);
    // Re-signed parameters (a longer expiry) break the signature.
    const stretched = JSON.parse(atob(await solvedCaptcha(app, member)));
    stretched.challenge.parameters.expiresAt += 3600;
    expect((await sendMessage(app, member, { ...toCreator, captcha: btoa(JSON.stringify(stretched)) })).body).toEqual(
      EXPIRED,
    );
    expect(await count()).toBe(before);

    // Used once: the second send of the same answer is refused.
    const captcha = await solvedCaptcha(app, member);
    expect((await sendMessage(app, member, { ...toCreator, captcha })).status).toBe(200);
    const again = await sendMessage(app, member, { ...toCreator, captcha });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(EXPIRED);
    expect(await count()).toBe(before + 1);
  });

  it('accepts one of several simultaneous sends of the same answer', async () => {
    const before = await count();
    const captcha = await solvedCaptcha(app, member);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => sendMessage(app, member, { ...toCreator, captcha })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.number === 900)).toHaveLength(5);
    expect(await count()).toBe(before + 1);
  });

  it('refuses an answer whose challenge expired by the app clock (900)', async () => {
    const captcha = await solvedCaptcha(app, member);
    clock.set(new Date(clock.now().getTime() + 11 * 60_000).toISOString());
    const before = await count();
    const res = await sendMessage(app, member, { ...toCreator, captcha });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(EXPIRED);
    expect(await count()).toBe(before);
    // A challenge issued now is good again.
    expect((await sendMessage(app, member, toCreator)).status).toBe(200);
  });

  it('refuses sending to oneself and to a member who cannot receive', async () => {
    const self = await sendMessage(app, creator, { ...toCreator });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(MESSAGE_MESSAGES.selfSend);
    const nobody = await sendMessage(app, member, { ...toCreator, rcvrUserId: 999_999 });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe(MESSAGE_MESSAGES.receiverNotFound);
    const missing = await sendMessage(app, member, { rltdTblNo: 3, rltdTblKey: String(creatorFoothold) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGE_MESSAGES.receiverRequired);
  });

  it('a blocked sender hears only that the member cannot receive; unblocking lets them through', async () => {
    const sender = await newMember(app, { userNm: '최차단' });
    expect((await sendMessage(app, sender.token, toCreator)).status).toBe(200);
    const blocked = await call(app, 'POST', `/v1/app/common/msg/block/${sender.userId}`, { token: creator });
    expect(blocked.body).toEqual({ number: 200, message: MESSAGE_MESSAGES.blocked });
    // Twice is no change.
    expect((await call(app, 'POST', `/v1/app/common/msg/block/${sender.userId}`, { token: creator })).status).toBe(200);
    const item = (await inbox(creator)).items.find((m) => m.userId === sender.userId)!;
    expect(item).toMatchObject({ senderBlocked: true, userNm: '최*단' });
    const before = await count();
    const refused = await sendMessage(app, sender.token, toCreator);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(MESSAGE_MESSAGES.receiverNotFound);
    expect(await count()).toBe(before);

    const self = await call(app, 'POST', `/v1/app/common/msg/block/${creatorId}`, { token: creator });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(MESSAGE_MESSAGES.selfBlock);
    const unblocked = await call(app, 'DELETE', `/v1/app/common/msg/block/${sender.userId}`, { token: creator });
    expect(unblocked.body).toEqual({ number: 200, message: MESSAGE_MESSAGES.unblocked });
    const notBlocked = await call(app, 'DELETE', `/v1/app/common/msg/block/${sender.userId}`, { token: creator });
    expect(notBlocked.status).toBe(404);
    expect(notBlocked.body.message).toBe(MESSAGE_MESSAGES.notBlocked);
    expect((await sendMessage(app, sender.token, toCreator)).status).toBe(200);
  });

  it('checks what a message is about: the receiver’s own post or foothold', async () => {
    const refused = [
      { ...toCreator, rltdTblKey: String(otherFoothold) },
      { ...toCreator, rltdTblKey: '999999' },
      { ...toCreator, rltdTblKey: null },
      { ...toCreator, rltdTblKey: 'abc' },
      { rcvrUserId: creatorId, rltdTblNo: 2, rltdTblKey: String(adminPost.comunBltartclId) },
      { rcvrUserId: creatorId, rltdTblNo: 2, rltdTblKey: String(creatorFoothold + 100_000) },
    ];
    const before = await count();
    for (const body of refused) {
      const res = await sendMessage(app, member, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(MESSAGE_MESSAGES.relatedRequired);
    }
    const badNo = await sendMessage(app, member, { ...toCreator, rltdTblNo: 1 });
    expect(badNo.status).toBe(400);
    expect(badNo.body.message).toBe(MESSAGE_MESSAGES.relatedRequired);
    expect(await count()).toBe(before);

    const post = await sendMessage(app, member, {
      rcvrUserId: creatorId,
      rltdTblNo: 2,
      rltdTblKey: String(creatorPost.comunBltartclId),
      msgCn: '게시글 보고 연락드려요.',
    });
    expect(post.status).toBe(200);
    const item = (await inbox(creator)).items.find((m) => m.msgId === post.body.msgId)!;
    expect(item.rltdPath).toBe(communityPath(creatorPost.comunBltartclId, creatorPost.comunCtgrDcd));
  });

  it('lets an operator with site access reply to a message they received, and nobody else', async () => {
    const question = await sendMessage(app, member, {
      rcvrUserId: adminId,
      rltdTblNo: 2,
      rltdTblKey: String(adminPost.comunBltartclId),
      msgCn: '운영 정책 문의드립니다.',
    });
    expect(question.status).toBe(200);
    const inAdmin = (await inbox(admin)).items.find((m) => m.msgId === question.body.msgId)!;
    expect(inAdmin.canReply).toBe(true);
    const reply = (body: Record<string, unknown> = {}) => ({
      rcvrUserId: memberId,
      rltdTblNo: 4,
      relMsgId: question.body.msgId,
      rltdTblKey: String(question.body.msgId),
      msgCn: '답변드립니다.',
      ...body,
    });
    const answered = await sendMessage(app, admin, reply());
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const got = (await inbox(member)).items.find((m) => m.msgId === answered.body.msgId)!;
    expect(got).toMatchObject({ relMsgId: question.body.msgId, mngrYn: 'Y', rltdTblNo: 4, canReply: false });
    expect(got.rltdPath).toBeNull();

    const refusedReplies: [string, Record<string, unknown>][] = [
      // A member replying to the operator's answer.
      [member, reply({ rcvrUserId: adminId, relMsgId: answered.body.msgId, rltdTblKey: String(answered.body.msgId) })],
      // The operator answering a message they did not receive (the member's message to the creator).
      [
        admin,
        reply({
          relMsgId: (await inbox(creator)).items.find((m) => m.userId === memberId)!.msgId,
          rltdTblKey: undefined,
        }),
      ],
      // To someone other than the original sender.
      [admin, reply({ rcvrUserId: creatorId })],
      // Their own message (sent, not received).
      [admin, reply({ relMsgId: answered.body.msgId, rltdTblKey: undefined })],
      // No original at all.
      [admin, reply({ relMsgId: undefined, rltdTblKey: undefined })],
      [admin, reply({ relMsgId: 999_999, rltdTblKey: undefined })],
    ];
    const before = await count();
    for (const [token, body] of refusedReplies) {
      const res = await sendMessage(app, token, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.message).toBe(MESSAGE_MESSAGES.replyNotAllowed);
    }
    // An operator without site access may not reply either.
    await db.updateTable('appUser').set({ prtlMngrSiteCntnPssYn: 'N' }).where('userId', '=', adminId).execute();
    try {
      const res = await sendMessage(app, admin, reply());
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGE_MESSAGES.replyNotAllowed);
      expect((await inbox(admin)).items.find((m) => m.msgId === question.body.msgId)!.canReply).toBe(false);
    } finally {
      await db.updateTable('appUser').set({ prtlMngrSiteCntnPssYn: 'Y' }).where('userId', '=', adminId).execute();
    }
    expect(await count()).toBe(before);
  });

  it('masks a sender without a nickname, and a nickname holding the name', async () => {
    const plain = await newMember(app, { userNm: '박다른' });
    const res = await sendMessage(app, plain.token, toCreator);
    expect(res.status).toBe(200);
    const item = (await inbox(creator)).items.find((m) => m.msgId === res.body.msgId)!;
    expect(item.userNm).toBe('박*른');
    // demo-creator's nickname '라이브이크리' holds her name '이크리'.
    const back = await sendMessage(app, creator, {
      rcvrUserId: memberId,
      rltdTblNo: 2,
      rltdTblKey: String((await postOf(memberId)).comunBltartclId),
    });
    expect(back.status).toBe(200);
    const mine = (await inbox(member)).items.find((m) => m.msgId === back.body.msgId)!;
    expect(mine.userNm).toBe('라이브이*리');
    expect(JSON.stringify(await inbox(member))).not.toContain('이크리');
    // Paged: one a page.
    const page = await inbox(member, { pageNo: '2', pageSize: '1' });
    expect(page.items).toHaveLength(1);
    expect(page.totalCount).toBeGreaterThan(2);
  });

  it('only the receiver marks read and deletes; another member gets 404 and nothing changes', async () => {
    const sent = await sendMessage(app, member, { ...toCreator, msgCn: '읽음 확인용' });
    const msgId = sent.body.msgId as number;
    const other = await newMember(app);
    const row = () => db.selectFrom('msg').selectAll().where('msgId', '=', msgId).executeTakeFirstOrThrow();
    const original = await row();
    for (const token of [other.token, member]) {
      const read = await call(app, 'PUT', `/v1/app/common/msg/${msgId}/readg`, { token });
      expect(read.status).toBe(404);
      expect(read.body.message).toBe(MESSAGE_MESSAGES.notFound);
      const del = await call(app, 'DELETE', `/v1/app/common/msg/${msgId}`, { token });
      expect(del.status).toBe(404);
      expect(del.body.message).toBe(MESSAGE_MESSAGES.notFound);
    }
    expect(await row()).toEqual(original);
    expect((await call(app, 'PUT', '/v1/app/common/msg/999999/readg', { token: creator })).status).toBe(404);

    const before = await unread(creator);
    const read = await call(app, 'PUT', `/v1/app/common/msg/${msgId}/readg`, { token: creator });
    expect(read.body).toEqual({ number: 200, message: MESSAGE_MESSAGES.read });
    expect(await unread(creator)).toBe(before - 1);
    expect((await row()).readgYn).toBe('Y');
    expect((await row()).readgDt).not.toBeNull();
    // Reading again changes nothing.
    expect((await call(app, 'PUT', `/v1/app/common/msg/${msgId}/readg`, { token: creator })).status).toBe(200);
    expect(await unread(creator)).toBe(before - 1);

    const del = await call(app, 'DELETE', `/v1/app/common/msg/${msgId}`, { token: creator });
    expect(del.body).toEqual({ number: 200, message: MESSAGE_MESSAGES.deleted });
    expect((await inbox(creator)).items.some((m) => m.msgId === msgId)).toBe(false);
    expect((await call(app, 'DELETE', `/v1/app/common/msg/${msgId}`, { token: creator })).status).toBe(404);
    expect((await call(app, 'PUT', `/v1/app/common/msg/${msgId}/readg`, { token: creator })).status).toBe(404);

    // Deleting an unread message lowers the count.
    const unreadOne = await sendMessage(app, member, toCreator);
    const n = await unread(creator);
    await call(app, 'DELETE', `/v1/app/common/msg/${unreadOne.body.msgId}`, { token: creator });
    expect(await unread(creator)).toBe(n - 1);
  });

  it('refuses anonymous callers on every message call', async () => {
    for (const [method, url] of [
      ['GET', '/v1/app/common/msgs'],
      ['GET', '/v1/app/common/msg/rcvr'],
      ['POST', '/v1/app/common/msg'],
      ['PUT', '/v1/app/common/msg/1/readg'],
      ['DELETE', '/v1/app/common/msg/1'],
      ['GET', '/v1/app/common/msg/events'],
    ] as const) {
      expect((await call(app, method, url)).status, url).toBe(401);
    }
  });
});

describe('message rate limit', async () => {
  const { app } = await createTestApp({
    config: messageTestConfig({ routeLimits: { ...messageTestConfig().routeLimits!, message: 3 } }),
  });
  const member = await login(app, 'demo-member');
  const other = (await newMember(app)).token;

  it('counts sends per member (whatever the address) with the message limit from config', async () => {
    const statuses: number[] = [];
    // Invalid sends count too; each comes from a new client address.
    for (let i = 0; i < 4; i++) statuses.push((await sendMessage(app, member, { captcha: 'x' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await sendMessage(app, member, { captcha: 'x' });
    expect(limited.body).toMatchObject({ number: 429 });
    // Another member is not held back.
    expect((await sendMessage(app, other, { captcha: 'x' })).status).toBe(400);
  });
});
