import type { AddressInfo } from 'node:net';
import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { BROADCAST_MESSAGES } from '@onfan/contracts/broadcast';
import { BROADCAST_CHAT_MESSAGES, CHAT_EVENT, CHAT_RATE, chatEventsPath } from '@onfan/contracts/broadcast-chat';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, createTestDatabase } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { BroadcastRepository } from './broadcast.repository.js';

// 2026-03-10 23:30 UTC is 2026-03-11 08:30 in Seoul; the live broadcast started 30 minutes before.
const START = Date.parse('2026-03-10T23:30:00Z');
const MIN = 60_000;
const at = (ms: number) => new Date(START + ms).toISOString();
const API = '/v1/app/broadcast';
const onPostgres = Boolean(process.env.TEST_PG_URL);

async function broadcasts(app: FastifyInstance, repo: BroadcastRepository) {
  void app;
  const chnl = await repo.upsertChannel('채팅 시험 채널', '채팅 시험');
  const make = (type: '1' | '2' | '4', startMin: number) =>
    repo.insertBroadcast(
      {
        brcChnlId: chnl,
        brcTypeDcd: type,
        brcTit: `채팅 시험 ${type} ${startMin}`,
        brcBgngDt: at(startMin * MIN),
        brcEndDt: at((startMin + 60) * MIN),
        mediaKey: null,
      },
      [],
    );
  return {
    live: await make('1', -30),
    commerce: await make('4', -10),
    soon: await make('1', 30),
    vod: await make('2', -600),
  };
}

/** Reads a stream's events (name and data) one at a time. */
async function openStream(base: string, brcInfoNo: number, token?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/v1/app/${chatEventsPath(brcInfoNo)}`, {
    headers: token ? { 'x-auth-token': token } : {},
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<{ event: string; data: Record<string, unknown> }> => {
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) return { event, data: JSON.parse(data) as Record<string, unknown> };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
  // Listening once it says so: a message written from here on reaches it.
  expect((await next()).event).toBe(CHAT_EVENT.ready);
  return { next, close: () => controller.abort() };
}

async function listen(app: FastifyInstance): Promise<string> {
  afterAll(() => app.server.closeAllConnections());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('live chat', async () => {
  const clock = fixedClock(at(0));
  const { app, database } = await createTestApp({ clock });
  const b = await broadcasts(app, new BroadcastRepository(database.db));
  const post = (brcInfoNo: number, token: string | undefined, chatCn: unknown) =>
    call(app, 'POST', `${API}/chat/${brcInfoNo}`, { token, body: { chatCn } });
  const list = (brcInfoNo: number, token?: string, query?: Record<string, string>) =>
    call(app, 'GET', `${API}/chat/${brcInfoNo}`, { token, ...(query ? { query } : {}) });
  const moderate = (kind: 'hide' | 'mute', chatId: number, token: string, body: unknown) =>
    call(app, 'PUT', `${API}/admin/chat/${chatId}/${kind}`, { token, body });
  const audits = (targetKind: string) =>
    database.db.selectFrom('oprAudit').selectAll().where('targetKind', '=', targetKind).execute();

  it('posts while on air with the offset from the start, masked, oldest first; visitors read', async () => {
    const m = await newMember(app, { userNm: '김채팅' });
    clock.set(at(5_000));
    const saved = await post(b.live, m.token, '  안녕하세요!  ');
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(BROADCAST_CHAT_MESSAGES.sent);
    expect(saved.body.chat).toMatchObject({ chatCn: '안녕하세요!', userNm: '김*팅', mine: true, ofstSec: 30 * 60 + 5 });
    expect(saved.body.chat.regDt).toBe('2026-03-11T08:30:05+09:00');
    expect((await post(b.commerce, m.token, '커머스도 됩니다')).status).toBe(200);
    await post(b.live, m.token, '두 번째');

    const visitor = await list(b.live);
    expect(visitor.status).toBe(200);
    expect(visitor.body.open).toBe(true);
    expect(visitor.body.muted).toBe(false);
    expect(visitor.body.items.map((i: { chatCn: string }) => i.chatCn)).toEqual(['안녕하세요!', '두 번째']);
    expect(visitor.body.items.every((i: { mine: boolean }) => !i.mine)).toBe(true);
    const first = visitor.body.items[0].chatId as number;
    const after = await list(b.live, m.token, { after: String(first) });
    expect(after.body.items.map((i: { chatCn: string; mine: boolean }) => [i.chatCn, i.mine])).toEqual([
      ['두 번째', true],
    ]);
    expect((await list(b.live, undefined, { limit: '1' })).body.items.map((i: { chatCn: string }) => i.chatCn)).toEqual(
      ['두 번째'],
    );

    // Visitors do not write; the replay of a recording and a broadcast not yet on air take no messages.
    expect((await post(b.live, undefined, '방문자')).status).toBe(401);
    const notLive = await post(b.soon, m.token, '아직');
    expect(notLive.status).toBe(400);
    expect(notLive.body.message).toBe(BROADCAST_CHAT_MESSAGES.notLive);
    expect((await post(b.vod, m.token, '다시보기')).body.message).toBe(BROADCAST_CHAT_MESSAGES.notLive);
    expect((await list(b.vod)).body.open).toBe(false);
    expect((await post(999_999, m.token, '없음')).status).toBe(404);
  });

  it('refuses empty, too long and prohibited texts at the field, changing nothing', async () => {
    const m = await newMember(app);
    clock.set(at(60_000));
    const before = (await list(b.live, undefined, { limit: '200' })).body.items.length as number;
    const empty = await post(b.live, m.token, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'chatCn', message: BROADCAST_CHAT_MESSAGES.required }]);
    const long = await post(b.live, m.token, '가'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'chatCn', message: BROADCAST_CHAT_MESSAGES.tooLong }]);
    expect((await post(b.live, m.token, '가'.repeat(200))).status).toBe(200);
    const dirty = await post(b.live, m.token, '이런 바보 같은 방송');
    expect(dirty.status).toBe(400);
    expect(dirty.body.message).toBe(BROADCAST_MESSAGES.prohibited);
    expect(dirty.body.errors).toEqual([{ field: 'chatCn', message: BROADCAST_MESSAGES.prohibited }]);
    expect((await post(b.live, m.token, 42)).status).toBe(400);
    expect((await list(b.live, undefined, { after: 'x' })).status).toBe(400);
    expect((await list(b.live, undefined, { limit: '201' })).status).toBe(400);
    expect((await list(b.live, undefined, { limit: '200' })).body.items.length).toBe(before + 1);
  });

  it(`limits a member to ${CHAT_RATE.max} messages per ${CHAT_RATE.windowSeconds} seconds, in Korean, also at once`, async () => {
    const m = await newMember(app);
    const other = await newMember(app);
    clock.set(at(120_000));
    const all = await Promise.all(
      Array.from({ length: CHAT_RATE.max + 3 }, (_, i) => post(b.live, m.token, `빠른 채팅 ${i}`)),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(CHAT_RATE.max);
    const refused = all.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(
      refused.map(() => [429, BROADCAST_CHAT_MESSAGES.tooFast]),
    );
    // Another member is not held by it; the next window opens again.
    expect((await post(b.live, other.token, '저는 됩니다')).status).toBe(200);
    clock.set(at(120_000 + CHAT_RATE.windowSeconds * 1000));
    expect((await post(b.live, m.token, '다음 창')).status).toBe(200);
  });

  it('lets 방송 담당 hide a message and mute its writer, with audit rows; stale copies change nothing', async () => {
    const m = await newMember(app);
    const broadcastOp = await newOperator(app, ['BROADCAST']);
    const system = await newOperator(app, ['SYSTEM']);
    const content = await newOperator(app, ['CONTENT']);
    clock.set(at(180_000));
    const chat = (await post(b.live, m.token, '숨겨질 채팅')).body.chat as { chatId: number; updtDt: string };

    expect((await moderate('hide', chat.chatId, content.token, { updtDt: chat.updtDt, rsn: '광고' })).status).toBe(403);
    expect((await moderate('hide', chat.chatId, m.token, { updtDt: chat.updtDt, rsn: '광고' })).status).toBe(403);
    const noReason = await moderate('hide', chat.chatId, broadcastOp.token, { updtDt: chat.updtDt, rsn: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: 'rsn', message: BROADCAST_CHAT_MESSAGES.reasonRequired }]);

    // Muting does not change the message: the same copy hides it next.
    const mute = await moderate('mute', chat.chatId, system.token, { updtDt: chat.updtDt, rsn: '도배' });
    expect(mute.status).toBe(200);
    expect(mute.body.message).toBe(BROADCAST_CHAT_MESSAGES.mutedMember);
    const again = await moderate('mute', chat.chatId, broadcastOp.token, { updtDt: chat.updtDt, rsn: '도배' });
    expect([again.status, again.body.message]).toEqual([409, BROADCAST_CHAT_MESSAGES.alreadyMuted]);
    const refused = await post(b.live, m.token, '제한된 뒤');
    expect([refused.status, refused.body.message]).toEqual([403, BROADCAST_CHAT_MESSAGES.muted]);
    expect((await list(b.live, m.token)).body.muted).toBe(true);
    // Muted in this broadcast only.
    expect((await post(b.commerce, m.token, '다른 방송')).status).toBe(200);

    clock.set(at(181_000));
    const hide = await moderate('hide', chat.chatId, broadcastOp.token, { updtDt: chat.updtDt, rsn: '광고 채팅' });
    expect(hide.status).toBe(200);
    expect(hide.body.message).toBe(BROADCAST_CHAT_MESSAGES.hidden);
    const stale = await moderate('hide', chat.chatId, system.token, { updtDt: chat.updtDt, rsn: '다시' });
    expect([stale.status, stale.body.message]).toEqual([409, ADMIN_MESSAGES.staleCopy]);
    const shown = (await list(b.live, undefined, { limit: '200' })).body.items as { chatId: number }[];
    expect(shown.some((i) => i.chatId === chat.chatId)).toBe(false);

    const hides = await audits('broadcast-chat');
    const row = hides.find((a) => a.targetId === String(chat.chatId))!;
    expect(row.action).toBe('HIDE');
    expect(row.oprUserId).toBe(broadcastOp.userId);
    expect(JSON.parse(row.beforeJson!)).toMatchObject({ hideYn: 'N', chatCn: '숨겨질 채팅' });
    expect(JSON.parse(row.afterJson!)).toMatchObject({ hideYn: 'Y', hideRsn: '광고 채팅' });
    expect(hides.filter((a) => a.targetId === String(chat.chatId))).toHaveLength(1);
    const mutes = await audits('broadcast-chat-mute');
    expect(mutes.filter((a) => a.targetId === `${b.live}:${m.userId}`).map((a) => a.action)).toEqual(['MUTE']);
    expect((await moderate('hide', 999_999, system.token, { updtDt: chat.updtDt, rsn: '없음' })).status).toBe(404);
  });

  it('pushes new messages and hides to every viewer of the broadcast over its event stream', async () => {
    const base = await listen(app);
    const m = await newMember(app);
    const op = await newOperator(app, ['BROADCAST']);
    clock.set(at(240_000));
    const visitor = await openStream(base, b.live);
    const writer = await openStream(base, b.live, m.token);
    try {
      const sent = (await post(b.live, m.token, '실시간 채팅')).body.chat as { chatId: number; updtDt: string };
      const seen = await visitor.next();
      expect(seen.event).toBe(CHAT_EVENT.message);
      expect(seen.data).toMatchObject({ chatId: sent.chatId, chatCn: '실시간 채팅', mine: false });
      expect((await writer.next()).data).toMatchObject({ chatId: sent.chatId, mine: true });
      await moderate('hide', sent.chatId, op.token, { updtDt: sent.updtDt, rsn: '시험' });
      expect(await visitor.next()).toEqual({ event: CHAT_EVENT.hide, data: { chatId: sent.chatId } });
      expect(await writer.next()).toEqual({ event: CHAT_EVENT.hide, data: { chatId: sent.chatId } });
    } finally {
      visitor.close();
      writer.close();
    }
  });
});

describe.skipIf(!onPostgres)('live chat across instances (PostgreSQL LISTEN/NOTIFY)', async () => {
  const database = await createTestDatabase({ demo: true });
  const clock = fixedClock(at(0));
  const a = await createTestApp({ database, clock });
  const other = await createTestApp({ database, clock });
  const b = await broadcasts(a.app, new BroadcastRepository(database.db));

  it('delivers a message written on one instance to a viewer of the other within a second, and its hide', async () => {
    const base = await listen(other.app);
    const m = await newMember(a.app);
    const op = await newOperator(a.app, ['SYSTEM']);
    const viewer = await openStream(base, b.live);
    try {
      const started = Date.now();
      const sent = await call(a.app, 'POST', `${API}/chat/${b.live}`, {
        token: m.token,
        body: { chatCn: '다른 서버로' },
      });
      expect(sent.status).toBe(200);
      const seen = await viewer.next();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(seen).toMatchObject({ event: CHAT_EVENT.message, data: { chatCn: '다른 서버로' } });
      const chat = sent.body.chat as { chatId: number; updtDt: string };
      const hide = await call(a.app, 'PUT', `${API}/admin/chat/${chat.chatId}/hide`, {
        token: op.token,
        body: { updtDt: chat.updtDt, rsn: '시험' },
      });
      expect(hide.status).toBe(200);
      expect(await viewer.next()).toEqual({ event: CHAT_EVENT.hide, data: { chatId: chat.chatId } });
    } finally {
      viewer.close();
    }
  });
});
