import type { AddressInfo } from 'node:net';
import { NOTIFICATION_EVENT, NOTIFICATION_EVENTS_PATH, NOTIFICATION_MESSAGES } from '@onfan/contracts/notification';
import { afterAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/executor.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, userIdOf } from '../auth/auth.testkit.js';
import { NotificationOutbox, type OutgoingMessage } from '../auth/notification/outbox.js';
import { OutboxRepository } from '../auth/notification/outbox.repository.js';
import { reservationCopy } from '../studio/reservation.repository.js';
import { roomIdOf, rsvtBody } from '../studio/studio.testkit.js';
import { createNotificationEvents, createNotificationService } from './notification.module.js';

/**
 * The notification centre (issue 40): a booking and its confirmation reach the member's centre in the transaction
 * of the change (a rolled-back change leaves none), once per event however often it is written or delivered, the
 * member's own only, read one by one or all at once, left out once the thing it is about is gone, and the unread
 * count pushed over the event stream. The clock stands at 2025-10-01 00:30 in Seoul.
 */
describe('the notification centre', async () => {
  const clock = fixedClock('2025-09-30T15:30:00Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const room = await roomIdOf(database, '라이브룸 A');
  const member = await login(app, 'demo-member');
  const memberId = await userIdOf(database, 'demo-member');
  const other = await login(app, 'demo-creator');
  const operator = await login(app, 'demo-admin');
  const list = (token: string, query: Record<string, string> = {}) =>
    call(app, 'GET', '/v1/app/common/ntfs', { token, query: { pageSize: '100', ...query } });
  const unread = async (token: string) =>
    (await call(app, 'GET', '/v1/app/common/ntf/unread', { token })).body.unreadCnt as number;
  const rowsOf = (userId: number) => db.selectFrom('ntf').selectAll().where('userId', '=', userId).execute();
  const reserve = async (ymd: string) => {
    const res = await call(app, 'POST', `/v1/app/studio/room/${room}/rsvt`, {
      token: member,
      body: rsvtBody({ rsvtYmd: ymd, rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.rsvtId as number;
  };
  const copy = async (rsvtId: number) =>
    reservationCopy(
      await db.selectFrom('rsvt').select(['sttsChgDt', 'regDt']).where('rsvtId', '=', rsvtId).executeTakeFirstOrThrow(),
    );
  // An outbox like the app's, to write and deliver messages the way services do.
  const sent: OutgoingMessage[] = [];
  const events = createNotificationEvents(database, { warn: () => undefined });
  afterAll(() => events.bus.close());
  const outbox = new NotificationOutbox(
    new OutboxRepository(db),
    clock,
    { send: async (m) => void sent.push(m) },
    createNotificationService(database, clock, events),
    db,
  );

  it('tells the member of a booking and its confirmation, once each, linking to 나의 예약', async () => {
    const before = await unread(member);
    const rsvtId = await reserve('20251013');
    const confirmed = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, {
      token: operator,
      body: { updtDt: await copy(rsvtId) },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await unread(member)).toBe(before + 2);
    const page = await list(member);
    expect(page.status).toBe(200);
    const mine = page.body.items.filter((n: { body: string }) =>
      n.body.includes(`R${String(rsvtId).padStart(8, '0')}`),
    );
    // The text message and the e-mail are one event: one notification each for the request and the confirmation.
    expect(mine.map((n: { kind: string }) => n.kind)).toEqual(['reservation-confirmed', 'reservation-requested']);
    expect(mine[0]).toMatchObject({ title: '예약 확정', link: '/mypage/reservations', readYn: 'N', readDt: null });
    expect(mine[0].body).not.toMatch(/^\[온판\]/);
    expect(mine[0].regDt).toBe('2025-10-01T00:30:00.000+09:00');
    // Newest first, server paged.
    const first = await list(member, { pageSize: '1' });
    expect(first.body).toMatchObject({ pageSize: 1, pageNo: 1, totalCount: page.body.totalCount });
    expect(first.body.items[0].ntfId).toBe(Math.max(...page.body.items.map((n: { ntfId: number }) => n.ntfId)));
  });

  it('writes the notification in the change’s transaction: a rolled-back change leaves none', async () => {
    const before = await rowsOf(memberId);
    const outboxBefore = await db.selectFrom('notificationOutbox').select('id').execute();
    await expect(
      transactions(db)(async (trx) => {
        await outbox.enqueue(
          {
            channel: 'SMS',
            recipient: '01012345678',
            userId: memberId,
            kind: 'X',
            body: '취소될 알림',
            link: '/mypage',
          },
          trx,
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(memberId)).toEqual(before);
    expect(await db.selectFrom('notificationOutbox').select('id').execute()).toEqual(outboxBefore);
    // A refused (stale) decision changes nothing, the centre included.
    const rsvtId = await reserve('20251014');
    const count = (await rowsOf(memberId)).length;
    const stale = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, {
      token: operator,
      body: { updtDt: '2020-01-01T00:00:00.000+09:00' },
    });
    expect(stale.status).toBe(409);
    expect((await rowsOf(memberId)).length).toBe(count);
  });

  it('shows each message once however often it is written or delivered; messages without a link stay out', async () => {
    const before = (await rowsOf(memberId)).length;
    const id = await outbox.enqueue({
      channel: 'SMS',
      recipient: '01012345678',
      userId: memberId,
      kind: 'SUPPORT_APPLICATION_MOVED',
      body: '[온판] 지원사업 신청이 선정되었습니다.',
      link: '/mypage/support',
    });
    await outbox.enqueue({
      channel: 'SMS',
      recipient: '01012345678',
      userId: memberId,
      kind: 'CODE',
      body: '인증번호',
    });
    expect((await rowsOf(memberId)).length).toBe(before + 1);
    // The same message recorded again (a retried write) is no change: the outbox id is unique.
    const service = createNotificationService(database, clock, events);
    await service.record(
      { userId: memberId, outboxId: id, kind: 'X', subject: null, body: 'again', link: '/mypage', target: null },
      db,
    );
    // Delivered twice at once and once more: sent once, shown once.
    await Promise.all([outbox.deliver([id]), outbox.deliver([id])]);
    await outbox.deliver([id]);
    expect(sent.filter((m) => m.id === id)).toHaveLength(1);
    const rows = (await rowsOf(memberId)).filter((r) => r.outboxId === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ntfTit: '지원사업 신청 상태 변경', ntfCn: '지원사업 신청이 선정되었습니다.' });
  });

  it('is the member’s own: another member neither sees nor reads it; members only', async () => {
    const [top] = (await list(member)).body.items as { ntfId: number }[];
    const theirs = await list(other);
    expect(theirs.body.items.map((n: { ntfId: number }) => n.ntfId)).not.toContain(top!.ntfId);
    const refused = await call(app, 'PUT', `/v1/app/common/ntf/${top!.ntfId}/read`, { token: other });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(NOTIFICATION_MESSAGES.notFound);
    expect(
      (await db.selectFrom('ntf').select('readDt').where('ntfId', '=', top!.ntfId).executeTakeFirstOrThrow()).readDt,
    ).toBeNull();
    expect((await call(app, 'GET', '/v1/app/common/ntfs')).status).toBe(401);
    const bad = await call(app, 'PUT', '/v1/app/common/ntf/abc/read', { token: member });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(NOTIFICATION_MESSAGES.invalidId);
    expect((await list(member, { pageSize: '1000' })).status).toBe(400);
  });

  it('marks one read (once: the first time stays), then all', async () => {
    const before = await unread(member);
    expect(before).toBeGreaterThan(1);
    const [top] = (await list(member)).body.items as { ntfId: number }[];
    const read = await call(app, 'PUT', `/v1/app/common/ntf/${top!.ntfId}/read`, { token: member });
    expect(read.body).toEqual({ number: 200, message: NOTIFICATION_MESSAGES.read });
    expect(await unread(member)).toBe(before - 1);
    const firstRead = (await list(member)).body.items[0].readDt as string;
    expect(firstRead).not.toBeNull();
    await call(app, 'PUT', `/v1/app/common/ntf/${top!.ntfId}/read`, { token: member });
    expect((await list(member)).body.items[0]).toMatchObject({ readYn: 'Y', readDt: firstRead });

    const otherBefore = await unread(other);
    const all = await call(app, 'PUT', '/v1/app/common/ntfs/read', { token: member });
    expect(all.body).toEqual({ number: 200, message: NOTIFICATION_MESSAGES.allRead(before - 1), readCnt: before - 1 });
    expect(await unread(member)).toBe(0);
    expect((await list(member)).body.items.every((n: { readYn: string }) => n.readYn === 'Y')).toBe(true);
    expect(await unread(other)).toBe(otherBefore);
    const again = await call(app, 'PUT', '/v1/app/common/ntfs/read', { token: member });
    expect(again.body).toMatchObject({ readCnt: 0, message: '읽지 않은 알림이 없습니다.' });
  });

  it('tells the member an operator answered their 소담상회 inquiry, linking to the product', async () => {
    const IF = '/v1/api/if/sodam';
    const pdId = ((await call(app, 'GET', `${IF}/products`)).body.items as { pdId: number }[])[0]!.pdId;
    const asked = await call(app, 'POST', `${IF}/product/${pdId}/inq`, {
      token: member,
      body: { inqCn: '선물 포장 되나요?' },
    });
    expect(asked.status).toBe(200);
    const [mine] = (await call(app, 'GET', `${IF}/product/${pdId}/inqs`, { token: member })).body as {
      inqId: number;
      regDt: string;
    }[];
    const before = await unread(member);
    const answered = await call(app, 'PUT', `${IF}/inq/${mine!.inqId}/ans`, {
      token: operator,
      body: { ansCn: '무료로 포장해 드립니다.', updtDt: mine!.regDt },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(await unread(member)).toBe(before + 1);
    expect((await list(member)).body.items[0]).toMatchObject({
      kind: 'SODAM_INQUIRY_ANSWERED',
      title: '소담상회 문의 답변',
      link: `/sodam/product/${pdId}`,
      readYn: 'N',
    });
  });

  it('leaves out a notification whose post is gone: not listed, not counted, not found', async () => {
    const post = await db
      .selectFrom('comunBltartcl')
      .select('comunBltartclId')
      .where('useYn', '=', 'Y')
      .where('expsrYn', '=', 'Y')
      .executeTakeFirstOrThrow();
    const before = await unread(member);
    const id = await outbox.enqueue({
      channel: 'SMS',
      recipient: '01012345678',
      userId: memberId,
      kind: 'COMMUNITY_REPORT_DECIDED',
      body: '[온판] 신고된 회원님의 글을 다시 공개했습니다.',
      link: `/community/${post.comunBltartclId}/view`,
      target: { type: 'community-post', id: post.comunBltartclId },
    });
    const ntf = await db.selectFrom('ntf').select('ntfId').where('outboxId', '=', id).executeTakeFirstOrThrow();
    expect(await unread(member)).toBe(before + 1);
    expect((await list(member)).body.items[0]).toMatchObject({ ntfId: ntf.ntfId, title: '신고된 글 처리 결과' });

    await db
      .updateTable('comunBltartcl')
      .set({ useYn: 'N' })
      .where('comunBltartclId', '=', post.comunBltartclId)
      .execute();
    expect(await unread(member)).toBe(before);
    const page = await list(member);
    expect(page.body.items.map((n: { ntfId: number }) => n.ntfId)).not.toContain(ntf.ntfId);
    expect((await call(app, 'PUT', `/v1/app/common/ntf/${ntf.ntfId}/read`, { token: member })).status).toBe(404);
  });

  it('follows the member’s channels per kind: text off means no text, the in-app notification still', async () => {
    const prefs = await call(app, 'GET', '/v1/app/common/ntf/prefs', { token: member });
    expect(prefs.status).toBe(200);
    expect(prefs.body.items).toEqual(
      ['RESERVATION', 'APPLICATION', 'INQUIRY', 'COMMUNITY', 'NOTICE'].map((grp) => ({
        grp,
        smsYn: 'Y',
        emailYn: 'Y',
      })),
    );
    const bad = await call(app, 'PUT', '/v1/app/common/ntf/prefs', {
      token: member,
      body: { items: [{ grp: 'RESERVATION', smsYn: 'X', emailYn: 'Y' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('문자 수신 여부는 Y 또는 N이어야 합니다.');
    expect(await db.selectFrom('ntfPref').selectAll().execute()).toEqual([]);

    const saved = await call(app, 'PUT', '/v1/app/common/ntf/prefs', {
      token: member,
      body: { items: [{ grp: 'RESERVATION', smsYn: 'N', emailYn: 'Y' }] },
    });
    expect(saved.body).toEqual({ number: 200, message: '알림 받는 방법을 저장했습니다.' });
    expect((await call(app, 'GET', '/v1/app/common/ntf/prefs', { token: member })).body.items[0]).toEqual({
      grp: 'RESERVATION',
      smsYn: 'N',
      emailYn: 'Y',
    });
    // Another member's choices are their own.
    expect((await call(app, 'GET', '/v1/app/common/ntf/prefs', { token: other })).body.items[0].smsYn).toBe('Y');

    const messagesOf = async (rsvtId: number) =>
      (
        await db
          .selectFrom('notificationOutbox')
          .select('channel')
          .where('body', 'like', `%R${String(rsvtId).padStart(8, '0')}%`)
          .execute()
      ).map((m) => m.channel);
    const before = await unread(member);
    const texted = await reserve('20251016');
    expect(await messagesOf(texted)).toEqual(['EMAIL']);
    expect(await unread(member)).toBe(before + 1);

    await call(app, 'PUT', '/v1/app/common/ntf/prefs', {
      token: member,
      body: { items: [{ grp: 'RESERVATION', smsYn: 'N', emailYn: 'N' }] },
    });
    const quiet = await reserve('20251017');
    expect(await messagesOf(quiet)).toEqual([]);
    expect(await unread(member)).toBe(before + 2);
    expect((await list(member)).body.items[0]).toMatchObject({ kind: 'reservation-requested', readYn: 'N' });
    // Back to every channel, as the other tests expect.
    await call(app, 'PUT', '/v1/app/common/ntf/prefs', {
      token: member,
      body: { items: [{ grp: 'RESERVATION', smsYn: 'Y', emailYn: 'Y' }] },
    });
    await call(app, 'PUT', '/v1/app/common/ntfs/read', { token: member });
  });

  it('pushes the unread count over the event stream when an operator confirms a booking', async () => {
    afterAll(() => app.server.closeAllConnections());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/v1/app/${NOTIFICATION_EVENTS_PATH}`)).status).toBe(401);
    await call(app, 'PUT', '/v1/app/common/ntfs/read', { token: member });
    const rsvtId = await reserve('20251015');
    const controller = new AbortController();
    const res = await fetch(`${base}/v1/app/${NOTIFICATION_EVENTS_PATH}`, {
      headers: { 'x-auth-token': member },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const next = async (): Promise<number> => {
      for (;;) {
        const at = buffer.indexOf('\n\n');
        if (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === NOTIFICATION_EVENT && data) return (JSON.parse(data) as { unreadCnt: number }).unreadCnt;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    try {
      expect(await next()).toBe(1);
      await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, {
        token: operator,
        body: { updtDt: await copy(rsvtId) },
      });
      expect(await next()).toBe(2);
      await call(app, 'PUT', '/v1/app/common/ntfs/read', { token: member });
      expect(await next()).toBe(0);
    } finally {
      controller.abort();
    }
  });
});
