// Many instances behind a load balancer (issue 41), with real parts on loopback: Debian's nginx with the production
// proxy settings in front of two app instances (each its own data folder, as on two machines), two job workers,
// PostgreSQL, Redis and an S3-compatible object store (s3rver). scripts/cluster.mjs starts them; everything stops at
// the end. Run by `npm test` (scripts/test.mjs) when nginx and redis-server exist.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../../scripts/cluster.mjs';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../apps/server/src/domains/auth/auth.seed.js';
import { STREAM_END_EVENT } from '../../packages/contracts/src/event-stream.js';
import { MESSAGE_EVENT } from '../../packages/contracts/src/message-events.js';
import type { BrowserContext, Locator } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.js';
import { totpCode } from '../support/portal.js';

interface Proc {
  name: string;
  url: string;
  port: number;
  logs: string[][];
  restart(): Promise<void>;
  inRotation(timeoutMs?: number): Promise<void>;
  stop(signal?: string): Promise<number>;
  start(): Promise<void>;
}
interface Cluster {
  url: string;
  tlsUrl: string | null;
  databaseUrl: string;
  instances: Proc[];
  workers: Proc[];
  nginxErrors(): string;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: () => Record<string, unknown>;
}

/** One HTTP request, optionally from another loopback address (a second visitor behind the proxy). */
function request(
  method: string,
  url: string,
  opts: { body?: unknown; raw?: Buffer; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    let payload: Buffer | undefined = opts.raw;
    if (opts.body !== undefined) {
      payload = Buffer.from(JSON.stringify(opts.body));
      headers['content-type'] = 'application/json';
    }
    const req = http.request(url, { method, headers, ...(opts.from ? { localAddress: opts.from } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const PASSWORD = 'Onfan!2026demo';
const api = (base: string, path: string) => `${base}/v1/app/${path}`;

async function login(base: string, lgnId: string): Promise<string> {
  const r = await request('POST', api(base, 'auth/login'), { body: { lgnId, userPasswd: PASSWORD } });
  expect(r.status, r.body).toBe(200);
  return r.json().token as string;
}

let operator: Promise<string> | undefined;
/**
 * The operator's session with the second factor given (decision 034), made once: a code is taken once per 30-second
 * step, so two console tests within one step share the session (it works on either instance).
 */
function operatorSession(base: string): Promise<string> {
  operator ??= (async () => {
    const admin = await login(base, 'demo-admin');
    const code = await totpCode(DEMO_OPERATOR_TOTP_SECRET, Math.floor(Date.now() / 30_000));
    const verified = await request('POST', api(base, 'auth/second-factor/verify'), {
      body: { code },
      headers: { 'x-auth-token': admin },
    });
    expect(verified.status, verified.body).toBe(200);
    return admin;
  })();
  return operator;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----onfan${Date.now()}`;
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, contentType: `multipart/form-data; boundary=${boundary}` };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const allLines = (p: Proc) => p.logs.flat();

let cluster: Cluster;
let db: pg.Pool;

beforeAll(async () => {
  cluster = (await startCluster({
    instances: 2,
    workers: 2,
    env: {
      // The rolling restart's load comes from one address; the login limit keeps its 10 a minute.
      RATE_LIMIT_PER_MINUTE: '1000000',
      DEMO_MEDIA: 'no',
    },
  })) as Cluster;
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 });
  await queueWorkForTheWorkers();
}, 240_000);

let memberId = 0;
let outboxIds: number[] = [];
let boundary = 0;

/**
 * Work for the two job workers, checked by the last test (so the wait for the next minute's schedule overlaps the
 * other tests): an unsubscribe link to be made by the marketing reminder, and messages in the outbox with two
 * delivery runs at once beside the schedule's.
 */
async function queueWorkForTheWorkers() {
  // An unsubscribe link, made by a worker's marketing reminder: a member who agreed more than two years ago.
  const { rows: members } = await db.query<{ user_id: number }>(
    "select user_id from app_user where lgn_id = 'demo-creator'",
  );
  memberId = members[0]!.user_id;
  await db.query(
    "update app_user set mkt_agre_yn = 'Y', mkt_agre_dt = '2020-01-01T00:00:00.000Z', mkt_rmnd_dt = null, reg_dt = '2019-01-01T00:00:00.000Z' where user_id = $1",
    [memberId],
  );
  await db.query("select graphile_worker.add_job('auth.marketing-reminder', '{}'::json)");
  // Messages waiting in the outbox, and two delivery runs at once beside the schedule's: each message goes once.
  const { rows } = await db.query<{ id: number }>(
    `insert into notification_outbox (channel, recipient, kind, body, created_at)
       select 'SMS', '010-5555-' || lpad(g::text, 4, '0'), 'CLUSTER_TEST', '시험 ' || g, now()::text
       from generate_series(1, 60) g returning id`,
  );
  await db.query("select graphile_worker.add_job('outbox.deliver', '{}'::json)");
  await db.query("select graphile_worker.add_job('outbox.deliver', '{}'::json)");

  outboxIds = rows.map((r) => r.id);
  // The every-minute schedule fires at the next minute; the checks come last, after the other tests.
  boundary = Math.ceil(Date.now() / 60_000) * 60_000;
}

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
}, 60_000);

describe('two instances behind nginx', () => {
  it('speaks HTTP/2 over TLS to browsers and compresses JSON, as the production server block does', async () => {
    expect(cluster.tlsUrl, 'openssl makes the cluster its certificate').not.toBeNull();
    const session = http2.connect(cluster.tlsUrl!, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; encoding: string | undefined; alpn: string | false }>(
        (resolve, reject) => {
          const req = session.request({ ':path': '/v1/app/main/bannrs', 'accept-encoding': 'gzip' });
          req.on('response', (h) => {
            req.resume();
            req.on('end', () =>
              resolve({
                status: Number(h[':status']),
                encoding: h['content-encoding'] as string | undefined,
                alpn: session.alpnProtocol ?? false,
              }),
            );
          });
          req.on('error', reject);
          req.end();
        },
      );
      expect(answer).toEqual({ status: 200, encoding: 'gzip', alpn: 'h2' });
    } finally {
      session.close();
    }
  });

  it('a session made through one works on the other', async () => {
    const [a, b] = cluster.instances as [Proc, Proc];
    const token = await login(a.url, 'demo-member');
    const onB = await request('GET', api(b.url, 'common/msg/rcvr'), { headers: { 'x-auth-token': token } });
    expect(onB.status, onB.body).toBe(200);
    expect((await request('GET', api(b.url, 'common/msg/rcvr'), { headers: { 'x-auth-token': 'nope' } })).status).toBe(
      401,
    );
  });

  it('pushes a chat message written through A to a viewer of the live show on B within a second, and its hiding through A', async () => {
    const [a, b] = cluster.instances as [Proc, Proc];
    const list = JSON.parse((await request('GET', api(a.url, 'broadcast/list?brcType=1&pageSize=50'))).body) as {
      items: { brcInfoNo: number; brcSts: string }[];
    };
    const live = list.items.find((i) => i.brcSts === 'LIVE')!;
    const controller = new AbortController();
    const res = await fetch(api(b.url, `broadcast/chat/${live.brcInfoNo}/events`), { signal: controller.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += value;
      }
    };
    try {
      await until('event: chat-ready');
      const token = await login(a.url, 'demo-member');
      const started = Date.now();
      const sent = await request('POST', api(a.url, `broadcast/chat/${live.brcInfoNo}`), {
        headers: { 'x-auth-token': token },
        body: { chatCn: '두 서버 사이의 채팅' },
      });
      expect(sent.status, sent.body).toBe(200);
      await until('두 서버 사이의 채팅');
      expect(Date.now() - started).toBeLessThan(1000);
      // The console's 방송 담당 hides it through A: the viewer on B is told (A's NOTIFY, B's listener) and a fresh
      // read on B no longer lists it.
      const chat = (sent.json() as unknown as { chat: { chatId: number; updtDt: string } }).chat;
      const admin = await operatorSession(a.url);
      const hidden = await request('PUT', api(a.url, `broadcast/admin/chat/${chat.chatId}/hide`), {
        body: { updtDt: chat.updtDt, rsn: '두 서버 사이의 숨김' },
        headers: { 'x-auth-token': admin },
      });
      expect(hidden.status, hidden.body).toBe(200);
      await until(`event: chat-hide`);
      expect(text.slice(text.indexOf('event: chat-hide'))).toContain(String(chat.chatId));
      const onB = JSON.parse((await request('GET', api(b.url, `broadcast/chat/${live.brcInfoNo}`))).body) as {
        items: { chatId: number }[];
      };
      expect(onB.items.map((m) => m.chatId)).not.toContain(chat.chatId);
    } finally {
      controller.abort();
    }
  });

  it('two viewers in browsers on the two instances chat on the live page; a message hidden disappears for both', async () => {
    const [a, b] = cluster.instances as [Proc, Proc];
    const list = JSON.parse((await request('GET', api(a.url, 'broadcast/list?brcType=1&pageSize=50'))).body) as {
      items: { brcInfoNo: number; brcSts: string }[];
    };
    const live = list.items.find((i) => i.brcSts === 'LIVE')!;
    const browser = await launchBrowser();
    try {
      // A member at a desk on A, a creator on a phone on B: the sessions are the shared database's.
      const onA = await newContext(browser, 'desktop', {
        session: { origin: a.url, token: await login(a.url, 'demo-member') },
      });
      const onB = await newContext(browser, 'phone', {
        session: { origin: b.url, token: await login(b.url, 'demo-creator') },
      });
      const open = async (context: BrowserContext, base: string) => {
        const page = await context.newPage();
        await page.goto(`${base}/live/${live.brcInfoNo}/view`);
        const panel = page.getByRole('region', { name: '실시간 채팅' });
        await panel.getByRole('log', { name: '실시간 채팅' }).waitFor();
        return panel;
      };
      const [member, creator] = await Promise.all([open(onA, a.url), open(onB, b.url)]);
      const send = async (panel: Locator, text: string) => {
        await panel.getByRole('textbox', { name: /^채팅 입력/ }).fill(text);
        await panel.getByRole('button', { name: '보내기' }).click();
        await panel.getByRole('log').getByText(text).waitFor();
      };
      const stamp = Date.now().toString(36);
      await send(member, `A에서 인사 ${stamp}`);
      await creator.getByRole('log').getByText(`A에서 인사 ${stamp}`).waitFor();
      await send(creator, `B에서 답장 ${stamp}`);
      await member.getByRole('log').getByText(`B에서 답장 ${stamp}`).waitFor();

      // 방송 담당 hides A's message (through A): it leaves both pages; B's reply stays.
      const recent = JSON.parse((await request('GET', api(b.url, `broadcast/chat/${live.brcInfoNo}`))).body) as {
        items: { chatId: number; chatCn: string; updtDt: string }[];
      };
      const greeting = recent.items.find((m) => m.chatCn === `A에서 인사 ${stamp}`)!;
      const hidden = await request('PUT', api(a.url, `broadcast/admin/chat/${greeting.chatId}/hide`), {
        body: { updtDt: greeting.updtDt, rsn: '두 서버 시험 정리' },
        headers: { 'x-auth-token': await operatorSession(a.url) },
      });
      expect(hidden.status, hidden.body).toBe(200);
      await member.getByRole('log').getByText(`A에서 인사 ${stamp}`).waitFor({ state: 'detached' });
      await creator.getByRole('log').getByText(`A에서 인사 ${stamp}`).waitFor({ state: 'detached' });
      expect(await creator.getByRole('log').getByText(`B에서 답장 ${stamp}`).count()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('counts one visitor’s logins across both instances (the 11th is refused), another visitor apart', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push(
        await request('POST', api(cluster.url, 'auth/login'), {
          body: { lgnId: `nobody-${i}`, userPasswd: 'wrong-password-1!' },
          from: '127.0.0.2',
        }),
      );
    }
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
    // Spread over both instances by nginx.
    const upstreams = new Set(answers.map((r) => r.headers['x-onfan-upstream']));
    expect(upstreams.size).toBe(2);
    // Another address behind the same proxy has its own count; a forged X-Forwarded-For changes nothing.
    const other = await request('POST', api(cluster.url, 'auth/login'), {
      body: { lgnId: 'nobody-x', userPasswd: 'wrong-password-1!' },
      from: '127.0.0.3',
    });
    expect(other.status).toBe(401);
    const forged = await request('POST', api(cluster.url, 'auth/login'), {
      body: { lgnId: 'nobody-y', userPasswd: 'wrong-password-1!' },
      from: '127.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(forged.status).toBe(429);
  });

  it('serves an operator’s banner change through A from B within a second', async () => {
    const [a, b] = cluster.instances as [Proc, Proc];
    const before = await request('GET', api(b.url, 'main/bannrs'));
    expect(before.status).toBe(200);
    const first = (before.json() as unknown as { bannrId: number; bannrTit: string }[])[0]!;
    // B holds it in its cache now.
    expect((await request('GET', api(b.url, 'main/bannrs'))).body).toBe(before.body);
    // A console call needs the operator's second factor (decision 034).
    const admin = await operatorSession(a.url);
    const title = `배너 ${Date.now()}`;
    // The console's banner desk: the copy read, changed (decision 034).
    const read = await request('GET', api(a.url, `main/admin/bannrs/${first.bannrId}`), {
      headers: { 'x-auth-token': admin },
    });
    expect(read.status, read.body).toBe(200);
    const t0 = Date.now();
    const put = await request('PUT', api(a.url, `main/admin/bannrs/${first.bannrId}`), {
      body: { ...(read.json() as object), bannrTit: title },
      headers: { 'x-auth-token': admin },
    });
    expect(put.status, put.body).toBe(200);
    let seen = '';
    while (Date.now() - t0 < 2000) {
      const now = await request('GET', api(b.url, 'main/bannrs'));
      seen = (now.json() as unknown as { bannrTit: string }[])[0]!.bannrTit;
      if (seen === title) break;
      await sleep(25);
    }
    expect(seen).toBe(title);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('takes a broadcast upload in parts on the instance that holds it, and a worker transcodes it from the bucket', async () => {
    const admin = await operatorSession(cluster.url);
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-cluster-upload-'));
    try {
      const clip = path.join(work, 'clip.mp4');
      await promisify(execFile)('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=3'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast'],
        ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
      ]);
      const video = await fs.readFile(clip);
      const { rows } = await db.query<{ brc_info_no: number }>(
        "select brc_info_no from brc_info where brc_type_dcd = '2' order by brc_info_no limit 1",
      );
      const vod = rows[0]!.brc_info_no;
      const b64 = (t: string) => Buffer.from(t, 'utf8').toString('base64');
      // One visitor (one address) behind the proxy: every part and the start reach the same instance.
      const from = '127.0.0.3';
      const tus = { 'x-auth-token': admin, 'tus-resumable': '1.0.0' };
      const created = await request('POST', api(cluster.url, 'broadcast/admin/media-uploads'), {
        headers: {
          ...tus,
          'upload-length': String(video.length),
          'upload-metadata': `brcInfoNo ${b64(String(vod))},filename ${b64('클러스터.mp4')}`,
        },
        from,
      });
      expect(created.status).toBe(201);
      const upstream = String(created.headers['x-onfan-upstream']);
      const location = String(created.headers.location);
      const uploadId = location.split('/').pop()!;
      const half = Math.floor(video.length / 2);
      for (const [offset, part] of [
        [0, video.subarray(0, half)],
        [half, video.subarray(half)],
      ] as const) {
        const patched = await request('PATCH', `${cluster.url}${location}`, {
          raw: part,
          headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
          from,
        });
        expect(patched.status).toBe(204);
        expect(String(patched.headers['x-onfan-upstream'])).toBe(upstream);
      }
      // The other instance's disk does not have it: only the proxy's route to the holder makes the upload work.
      const other = cluster.instances.find((i) => !upstream.endsWith(`:${i.port}`))!;
      expect((await request('HEAD', `${other.url}${location}`, { headers: tus })).status).toBe(404);

      const desk = await request('GET', api(cluster.url, `broadcast/admin/broadcasts/${vod}/media`), {
        headers: { 'x-auth-token': admin },
        from,
      });
      const started = await request('POST', api(cluster.url, `broadcast/admin/broadcasts/${vod}/media/transcode`), {
        body: { uploadId, updtDt: desk.json().updtDt },
        headers: { 'x-auth-token': admin },
        from,
      });
      expect(started.status).toBe(200);
      expect(String(started.headers['x-onfan-upstream'])).toBe(upstream);
      // A worker (its own disk) reads the file from the bucket, transcodes and publishes it.
      const job = async () =>
        (
          await db.query<{ sts_cd: string; media_key: string | null }>(
            'select sts_cd, media_key from brc_media_job where brc_info_no = $1',
            [vod],
          )
        ).rows[0];
      await expect.poll(async () => (await job())?.sts_cd, { timeout: 120_000, interval: 500 }).toBe('DONE');
      const key = (await job())!.media_key;
      for (const instance of cluster.instances) {
        const master = await request('GET', `${instance.url}/media/${key}/master.m3u8`);
        expect(master.status).toBe(200);
        expect(master.body).toContain('0/index.m3u8');
      }
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }, 180_000);

  it('takes an upload token made by one instance on the other, and serves the file from either', async () => {
    const [a, b] = cluster.instances as [Proc, Proc];
    const member = await login(a.url, 'demo-member');
    const auth = { 'x-auth-token': member };
    for (const [maker, taker] of [
      [a, b],
      [b, a],
    ] as const) {
      const grant = await request('GET', api(maker.url, 'nhn/upload-auth'), { headers: auth });
      expect(grant.status, grant.body).toBe(200);
      const form = multipart('uploadFile', 'dot.png', 'image/png', PNG);
      const up = await request('POST', api(taker.url, 'nhn/upload'), {
        raw: form.raw,
        headers: { ...auth, 'content-type': form.contentType, 'x-upload-token': grant.json().token as string },
      });
      expect(up.status, up.body).toBe(200);
      const url = up.json().url as string;
      // Downloaded through the instance that did not store it.
      const path = new URL(url, 'http://x').pathname;
      const down = await new Promise<Buffer>((resolve, reject) =>
        http.get(`${maker.url}${path}`, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${res.statusCode}`)),
          );
        }),
      );
      expect(down.equals(PNG)).toBe(true);
    }
  });
});

/** An event-stream reader that follows the server's retry hint and reconnects, as a browser's EventSource does. */
function followUnread(url: string, token: string) {
  const state = {
    counts: [] as { n: number; connection: number }[],
    retries: [] as number[],
    /** The reasons the server gave when it ended a connection (the `end` event). */
    ends: [] as string[],
    connections: 0,
    /** A connection is open and has not been ended. */
    open: false,
    stopped: false,
  };
  let current: http.ClientRequest | null = null;
  const connect = () => {
    if (state.stopped) return;
    state.connections += 1;
    const connection = state.connections;
    let retryMs = 3000;
    current = http.get(url, { headers: { accept: 'text/event-stream', 'x-auth-token': token } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        setTimeout(connect, retryMs);
        return;
      }
      let buffer = '';
      // As the portal's own client does: at once after a restart's end (the proxy sends it to the other instance),
      // after the retry hint otherwise.
      let reconnectAtOnce = false;
      state.open = true;
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        buffer += d;
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          for (const line of block.split('\n')) {
            if (line.startsWith('retry:')) {
              retryMs = Number(line.slice(6).trim());
              state.retries.push(retryMs);
            }
            if (line.startsWith('event:')) event = line.slice(6).trim();
            if (line.startsWith('data:')) {
              const data = JSON.parse(line.slice(5)) as { rcvrMsgCnt?: number; reason?: string };
              if (event === MESSAGE_EVENT) state.counts.push({ n: data.rcvrMsgCnt!, connection });
              if (event === STREAM_END_EVENT) {
                state.ends.push(data.reason!);
                reconnectAtOnce = data.reason === 'restart';
              }
            }
          }
          cut = buffer.indexOf('\n\n');
        }
      });
      res.on('end', () => {
        state.open = false;
        setTimeout(connect, reconnectAtOnce ? 0 : retryMs);
      });
      res.on('error', () => undefined);
    });
    current.on('error', () => setTimeout(connect, retryMs));
  };
  connect();
  return {
    state,
    stop() {
      state.stopped = true;
      current?.destroy();
    },
  };
}

describe('a rolling restart under load', () => {
  it('fails no request, keeps every acknowledged write, and the event stream comes back with its count', async () => {
    const member = await login(cluster.url, 'demo-member');
    const stream = followUnread(api(cluster.url, 'common/msg/events'), member);
    const created: number[] = [];
    let n = 0;
    const load = autocannon({
      url: cluster.url,
      connections: 8,
      overallRate: 40,
      duration: 75,
      requests: [
        { method: 'GET', path: '/v1/app/main/bannrs' },
        {
          method: 'POST',
          path: '/v1/app/community/sb',
          headers: { 'content-type': 'application/json', 'x-auth-token': member },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              comunCtgrDcd: '1007001',
              comunBltartclTit: `재시작 중 쓴 글 ${process.pid}-${(n += 1)}`,
              comunBltartclCn: '<p>순환 재시작 시험</p>',
            }),
          }),
          onResponse: (status, body) => {
            if (status === 200) created.push((JSON.parse(body) as { comunBltartclId: number }).comunBltartclId);
          },
        },
      ],
    });
    const finished = new Promise<autocannon.Result>((resolve) => load.on('done', resolve));
    await sleep(4000);
    const [a, b] = cluster.instances as [Proc, Proc];
    // One at a time, as an operator does: the next only once nginx sends requests to the restarted one again.
    await a.restart();
    await a.inRotation();
    await b.restart();
    await b.inRotation();
    const result = await finished;

    expect(result.errors, cluster.nginxErrors()).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx, cluster.nginxErrors()).toBe(0);
    expect(result.requests.total).toBeGreaterThan(1000);
    expect(created.length).toBeGreaterThan(300);
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from comun_bltartcl where comun_bltartcl_id = any($1)',
      [created],
    );
    expect(Number(rows[0]!.n)).toBe(created.length);

    // The stream was ended by each restarting instance it was on, and came back, on its latest connection, with the
    // count: the reconnection after the last restart may still be under way when the load ends.
    expect(stream.state.ends).toContain('restart');
    expect(stream.state.retries.length).toBeGreaterThanOrEqual(1);
    expect(stream.state.connections).toBeGreaterThanOrEqual(2);
    const unread = await request('GET', api(cluster.url, 'common/msg/rcvr'), { headers: { 'x-auth-token': member } });
    expect(unread.status, unread.body).toBe(200);
    const count = unread.json().rcvrMsgCnt;
    await expect
      .poll(() => stream.state.open && stream.state.counts.at(-1)?.connection === stream.state.connections, {
        timeout: 20_000,
      })
      .toBe(true);
    stream.stop();
    expect(stream.state.counts.at(-1)!.n).toBe(count);
  }, 150_000);
});

describe('the job workers', () => {
  it('ran a scheduled job once across both workers; the outbox sent each message once', async () => {
    const [w1, w2] = cluster.workers as [Proc, Proc];
    // The schedule's run of the minute after the set-up, and the deliveries, are over by then.
    await sleep(Math.max(0, boundary + 8000 - Date.now()));
    const { rows: sent } = await db.query<{ n: string }>(
      "select count(*) as n from notification_outbox where kind = 'CLUSTER_TEST' and status = 'SENT' and attempt_cnt = 1",
    );
    expect(Number(sent[0]!.n)).toBe(60);
    const lines = [...allLines(w1), ...allLines(w2)];
    const sentLines = lines.filter((l) => l.includes('notification sent (log sender)') && l.includes('CLUSTER_TEST'));
    const perId = new Map<number, number>();
    for (const l of sentLines) {
      const id = (JSON.parse(l) as { outboxId: number }).outboxId;
      perId.set(id, (perId.get(id) ?? 0) + 1);
    }
    expect(perId.size).toBe(60);
    expect([...perId.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(outboxIds)).toEqual(new Set(perId.keys()));
    // Both workers ran jobs; the scheduled run of the minute happened once across them.
    const minute = new Date(boundary).toISOString();
    const scheduled = lines.filter(
      (l) => l.includes('scheduled job started') && l.includes('"job":"outbox.deliver"') && l.includes(minute),
    );
    expect(scheduled).toHaveLength(1);

    // The link the worker wrote is taken by a web instance (the shared link-signing key).
    const { rows: reminders } = await db.query<{ body: string }>(
      "select body from notification_outbox where user_id = $1 and kind = 'MARKETING_CONSENT_REMINDER'",
      [memberId],
    );
    expect(reminders).toHaveLength(1);
    const token = /\/marketing\/([A-Za-z0-9_.-]+)/.exec(reminders[0]!.body)![1]!;
    const [, b] = cluster.instances as [Proc, Proc];
    const out = await request(
      'POST',
      api(b.url, `auth/outMktRcptnAgree?userData=${encodeURIComponent(token)}&mktAgreYn=N`),
      { body: {} },
    );
    expect(out.status, out.body).toBe(200);
    const { rows: after } = await db.query<{ mkt_agre_yn: string }>(
      'select mkt_agre_yn from app_user where user_id = $1',
      [memberId],
    );
    expect(after[0]!.mkt_agre_yn).toBe('N');
  }, 90_000);
});
