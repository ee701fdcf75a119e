import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { MESSAGE_EVENTS_PATH } from '@onfan/contracts/message';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { login, newMember } from '../domains/auth/auth.testkit.js';
import { createTestApp } from '../test/test-db.js';

/**
 * Every event stream goes through one mechanism (http/event-stream.ts) that caps them: per member and per client
 * address (the newest replaces the oldest), per process (503 with Retry-After past it), and closes idle ones. Over
 * real HTTP, from several loopback addresses (127.0.0.x), waiting for events and never for time.
 */

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The answer's text so far. */
  text(): string;
  /** Resolves when the server has sent this much (e.g. the first count). */
  until(pattern: RegExp): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

const open: Stream[] = [];
afterAll(() => {
  for (const s of open) s.close();
});

function openStream(base: string, token: string, localAddress = '127.0.0.1'): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/v1/app/${MESSAGE_EVENTS_PATH}`,
      { headers: { 'x-auth-token': token, accept: 'text/event-stream' }, localAddress, agent: false },
      (res) => {
        let text = '';
        let ended = false;
        const waiters: (() => void)[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          for (const w of waiters.splice(0)) w();
        });
        const ends = new Promise<void>((done) => {
          const finish = () => {
            ended = true;
            for (const w of waiters.splice(0)) w();
            done();
          };
          res.on('end', finish);
          res.on('close', finish);
          res.on('error', finish);
        });
        const stream: Stream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: () => text,
          async until(pattern) {
            while (!pattern.test(text)) {
              if (ended) throw new Error(`stream ended before ${pattern}: ${text}`);
              await new Promise<void>((w) => waiters.push(w));
            }
          },
          ended: ends,
          isEnded: () => ended,
          close: () => req.destroy(),
        };
        open.push(stream);
        resolve(stream);
      },
    );
    req.on('error', reject);
  });
}

/** The first unread count: the stream is open and working. */
const FIRST_COUNT = /event: unread\ndata: \{"rcvrMsgCnt":\d+\}/;

async function listen(app: FastifyInstance): Promise<string> {
  afterAll(() => app.server.closeAllConnections());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const limits = (over: Partial<Config['eventStreams']>): Partial<Config> => ({
  eventStreams: { perMember: 3, perAddress: 50, perProcess: 500, idleSeconds: 600, retrySeconds: 30, ...over },
});

describe('event streams per member and per address', async () => {
  const { app } = await createTestApp({ config: limits({ perMember: 3, perAddress: 5 }) });
  const base = await listen(app);

  it('keeps a member to the newest few streams; the older ones are closed, other clients keep theirs', async () => {
    const token = await login(app, 'demo-member');
    const other = await login(app, 'demo-creator');
    const bystander = await openStream(base, other, '127.0.0.2');
    await bystander.until(FIRST_COUNT);

    const streams: Stream[] = [];
    for (let i = 0; i < 8; i++) {
      const s = await openStream(base, token, `127.0.0.${10 + i}`);
      expect(s.status).toBe(200);
      await s.until(FIRST_COUNT);
      streams.push(s);
    }
    // The five oldest were closed by the server, oldest first, told they were replaced; the three newest stay open.
    await Promise.all(streams.slice(0, 5).map((s) => s.ended));
    expect(streams.map((s) => s.isEnded())).toEqual([true, true, true, true, true, false, false, false]);
    expect(streams[0]!.text()).toMatch(/event: end\ndata: \{"reason":"replaced"\}\n\n$/);
    expect(bystander.isEnded()).toBe(false);
    // A burst of twenty at once from the same token: still three open in the end, the bystander's untouched.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => openStream(base, token, `127.0.0.${20 + i}`)));
    expect(burst.every((s) => s.status === 200)).toBe(true);
    await until(async () => [...streams, ...burst].filter((s) => !s.isEnded()).length === 3);
    expect(streams.every((s) => s.isEnded())).toBe(true);
    expect(bystander.isEnded()).toBe(false);
    // Another member's new stream is unaffected.
    const fresh = await openStream(base, other, '127.0.0.3');
    expect(fresh.status).toBe(200);
    await fresh.until(FIRST_COUNT);
    expect(bystander.isEnded()).toBe(false);
  });

  it('keeps a client address to the newest few streams, whoever holds them', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => newMember(app)));
    const elsewhere = await openStream(base, members[0]!.token, '127.0.0.40');
    await elsewhere.until(FIRST_COUNT);
    const streams: Stream[] = [];
    for (const m of members) {
      const s = await openStream(base, m.token, '127.0.0.41');
      await s.until(FIRST_COUNT);
      streams.push(s);
    }
    await Promise.all(streams.slice(0, 2).map((s) => s.ended));
    expect(streams.map((s) => s.isEnded())).toEqual([true, true, false, false, false, false, false]);
    expect(elsewhere.isEnded()).toBe(false);
  });
});

describe('event streams per process', async () => {
  const { app } = await createTestApp({ config: limits({ perMember: 1, perProcess: 3, retrySeconds: 42 }) });
  const base = await listen(app);

  it('refuses a stream past the process cap with 503, Retry-After and the Korean envelope', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => newMember(app)));
    const held: Stream[] = [];
    for (const [i, m] of members.slice(0, 3).entries()) {
      const s = await openStream(base, m.token, `127.0.0.${60 + i}`);
      await s.until(FIRST_COUNT);
      held.push(s);
    }
    const refused = await openStream(base, members[3]!.token, '127.0.0.70');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('42');
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    await refused.ended;
    expect(JSON.parse(refused.text())).toEqual({ number: 503, message: COMMON_MESSAGES.tooManyStreams });
    // A member replacing their own stream does not add one: admitted, the replaced one closed.
    const again = await openStream(base, members[0]!.token, '127.0.0.60');
    await again.until(FIRST_COUNT);
    await held[0]!.ended;
    // When a stream closes, there is room again.
    held[1]!.close();
    await until(async () => (await openStream(base, members[3]!.token, '127.0.0.70')).status === 200);
  });
});

describe('idle event streams', async () => {
  const { app } = await createTestApp({
    config: { ...limits({ idleSeconds: 1 }), messageHeartbeatSeconds: 1 },
  });
  const base = await listen(app);

  it('closes a stream that carried nothing but heartbeats for the idle time, with a retry hint', async () => {
    const s = await openStream(base, await login(app, 'demo-member'));
    await s.until(FIRST_COUNT);
    expect(s.text()).toMatch(/^retry: \d+\n/);
    await s.ended;
    // Its client is told it was idle (and may come back at once).
    expect(s.text()).toMatch(/event: end\ndata: \{"reason":"idle"\}\n\n$/);
  });
});

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('not within 2.5 s');
}
