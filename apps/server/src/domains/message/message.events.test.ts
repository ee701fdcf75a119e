import type { AddressInfo } from 'node:net';
import { MESSAGE_EVENT, MESSAGE_EVENTS_PATH } from '@onfan/contracts/message';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login } from '../auth/auth.testkit.js';
import { messageTestConfig, sendMessage, solvedCaptcha } from './message.testkit.js';
import { MESSAGE_CHANNEL } from './message-events.js';

/**
 * The unread count's event stream over real HTTP (app.listen on 127.0.0.1, read with fetch as the web does): the
 * count on connect and on every change, heartbeats, the member-only declaration, and (on PostgreSQL) a send through
 * one process reaching a stream held by another on the same database. Waits for events, never for time.
 */

interface StreamEvent {
  event: string | null;
  data: string | null;
  /** A comment line (heartbeat). */
  comment: string | null;
}

/**
 * Listens on a free loopback port. fetch (undici) may keep a spare connection open that never sends a request, which
 * server.close() would wait for until Node's request timeout: drop every connection once the file's tests are done
 * (registered after createTestApp's close, so it runs before it).
 */
async function listen(app: FastifyInstance): Promise<string> {
  afterAll(() => app.server.closeAllConnections());
  return listenOn(app);
}

async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function openStream(base: string, token: string | undefined) {
  const controller = new AbortController();
  const res = await fetch(`${base}/v1/app/${MESSAGE_EVENTS_PATH}`, {
    headers: token ? { 'x-auth-token': token } : {},
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The next block (event or comment), or null when the server ended the stream. */
  const nextBlock = async (): Promise<StreamEvent | null> => {
    for (;;) {
      const at = buffer.indexOf('\n\n');
      if (at >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const out: StreamEvent = { event: null, data: null, comment: null };
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) out.comment = line.slice(1).trim();
          else if (line.startsWith('event: ')) out.event = line.slice(7);
          else if (line.startsWith('data: ')) out.data = line.slice(6);
        }
        return out;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
  return {
    res,
    /** The next unread count (heartbeats skipped). */
    async count(): Promise<number> {
      for (;;) {
        const block = await nextBlock();
        if (block === null) throw new Error('stream ended');
        if (block.event === null) continue;
        expect(block.event).toBe(MESSAGE_EVENT);
        return (JSON.parse(block.data!) as { rcvrMsgCnt: number }).rcvrMsgCnt;
      }
    },
    async heartbeat(): Promise<string> {
      for (;;) {
        const block = await nextBlock();
        if (block === null) throw new Error('stream ended');
        if (block.comment !== null) return block.comment;
      }
    },
    /** Resolves when the server ends the stream. */
    async ended(): Promise<void> {
      for (;;) if ((await nextBlock()) === null) return;
    },
    close: () => controller.abort(),
  };
}

/** A message to demo-creator from her foothold's contact button. */
async function toCreatorOf(database: Database) {
  const { userId } = await database.db
    .selectFrom('appUser')
    .select('userId')
    .where('lgnId', '=', 'demo-creator')
    .executeTakeFirstOrThrow();
  const { ctrFthldId } = await database.db
    .selectFrom('ctrFthld')
    .select('ctrFthldId')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { rcvrUserId: userId, rltdTblNo: 3, rltdTblKey: String(ctrFthldId) };
}

describe('message events (one process)', async () => {
  const { app, database } = await createTestApp({ config: messageTestConfig({ messageHeartbeatSeconds: 1 }) });
  const base = await listen(app);
  const creator = await login(app, 'demo-creator');
  const member = await login(app, 'demo-member');
  const toCreator = await toCreatorOf(database);
  // A second app on the same database, closed by a test below.
  const { app: other } = await createTestApp({ database, config: messageTestConfig() });

  it('is for members only: no token is 401 in the envelope', async () => {
    const res = await fetch(`${base}/v1/app/${MESSAGE_EVENTS_PATH}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ number: 401 });
  });

  it('sends the count on connect and whenever it changes: a message arrives, is read, is deleted', async () => {
    const stream = await openStream(base, creator);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.res.headers.get('cache-control')).toBe('no-store');
      const first = await stream.count();
      expect(first).toBe((await call(app, 'GET', '/v1/app/common/msg/rcvr', { token: creator })).body.rcvrMsgCnt);

      const sent = await sendMessage(app, member, toCreator);
      expect(sent.status).toBe(200);
      expect(await stream.count()).toBe(first + 1);
      const second = await sendMessage(app, member, toCreator);
      expect(await stream.count()).toBe(first + 2);

      await call(app, 'PUT', `/v1/app/common/msg/${sent.body.msgId}/readg`, { token: creator });
      expect(await stream.count()).toBe(first + 1);
      await call(app, 'DELETE', `/v1/app/common/msg/${second.body.msgId}`, { token: creator });
      expect(await stream.count()).toBe(first);
    } finally {
      stream.close();
    }
  });

  it('keeps the stream open with a comment heartbeat', async () => {
    const stream = await openStream(base, member);
    try {
      await stream.count();
      expect(await stream.heartbeat()).toBe('keep-alive');
    } finally {
      stream.close();
    }
  });

  it('ends open streams when the app closes', async () => {
    const otherBase = await listenOn(other);
    const stream = await openStream(otherBase, await login(other, 'demo-member'));
    await stream.count();
    await other.close();
    await stream.ended();
  });
});

if (process.env.TEST_PG_URL) {
  describe('message events across two processes on one PostgreSQL database', async () => {
    const a = await createTestApp({ config: messageTestConfig() });
    const b = await createTestApp({ database: a.database, config: messageTestConfig() });
    const baseA = await listen(a.app);
    const creatorOnA = await login(a.app, 'demo-creator');
    const memberOnB = await login(b.app, 'demo-member');
    const creatorOnB = await login(b.app, 'demo-creator');
    const toCreator = await toCreatorOf(a.database);

    it('a stream held by process A hears a send, a read and a delete made through process B', async () => {
      const stream = await openStream(baseA, creatorOnA);
      try {
        const first = await stream.count();
        const sent = await sendMessage(b.app, memberOnB, toCreator);
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        expect(await stream.count()).toBe(first + 1);
        await call(b.app, 'PUT', `/v1/app/common/msg/${sent.body.msgId}/readg`, { token: creatorOnB });
        expect(await stream.count()).toBe(first);
        const again = await sendMessage(b.app, memberOnB, toCreator);
        expect(await stream.count()).toBe(first + 1);
        await call(b.app, 'DELETE', `/v1/app/common/msg/${again.body.msgId}`, { token: creatorOnB });
        expect(await stream.count()).toBe(first);
      } finally {
        stream.close();
      }
    });

    it('reconnects a lost listener and catches up on what arrived meanwhile', async () => {
      const stream = await openStream(baseA, creatorOnA);
      try {
        const first = await stream.count();
        // The server drops process A's LISTEN connection (a restart, a terminated backend).
        const admin = new pg.Client({ connectionString: a.database.url });
        await admin.connect();
        const killed = await admin
          .query<{ n: number }>(
            `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
             where datname = current_database() and query ilike 'listen ' || $1`,
            [MESSAGE_CHANNEL],
          )
          .finally(() => admin.end());
        expect(killed.rows[0]!.n).toBe(1);
        const sent = await sendMessage(b.app, memberOnB, toCreator);
        expect(sent.status).toBe(200);
        expect(await stream.count()).toBe(first + 1);
        await call(b.app, 'DELETE', `/v1/app/common/msg/${sent.body.msgId}`, { token: creatorOnB });
        expect(await stream.count()).toBe(first);
      } finally {
        stream.close();
      }
    });

    it('an answer to a challenge of process A is accepted once across both processes', async () => {
      const captcha = await solvedCaptcha(a.app, memberOnB);
      expect((await sendMessage(b.app, memberOnB, { ...toCreator, captcha })).status).toBe(200);
      const again = await sendMessage(a.app, memberOnB, { ...toCreator, captcha });
      expect(again.status).toBe(400);
      expect(again.body.number).toBe(900);
    });
  });
} else {
  describe.skip('message events across two processes on one PostgreSQL database (needs TEST_PG_URL)', () => {
    it('runs with scripts/with-postgres.mjs', () => undefined);
  });
}
