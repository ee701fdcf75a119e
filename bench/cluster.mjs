// The many-instance figures of `npm run bench` (docs/architecture.md, Budgets; decision 032), on the loopback cluster
// of scripts/cluster.mjs (nginx, PostgreSQL, Redis, s3rver; two instances, no worker):
// 1. the cached banner list through nginx with one and with two instances, in alternating rounds in the same run,
//    and their ratio. Everything shares the machine's cores — nginx, both instances, PostgreSQL, Redis and the load
//    generator — so the ratio says what a second instance adds here, not what a second machine would;
// 2. one instance's resident memory (VmRSS) before and after 10,000 idle unread-count event streams opened to it
//    directly (each a member's session; the sessions are written straight into the database, as 10,000 logins would
//    spend minutes hashing passwords).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { clusterMissing, startCluster } from '../scripts/cluster.mjs';
import { liftedLimits } from '../scripts/lifted-limits.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const rssKb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Opens one event stream and resolves once its first event arrived; the socket stays open. */
function openStream(agent, url, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { accept: 'text/event-stream', 'x-auth-token': token } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream answered ${res.statusCode}`));
        return;
      }
      res.once('data', () => resolve(req));
      res.on('error', () => undefined);
    });
    req.on('error', reject);
    req.setTimeout(120_000, () => req.destroy(new Error('stream timed out')));
  });
}

export async function benchCluster({ load }) {
  const missing = clusterMissing();
  if (missing) {
    console.info(`The many-instance figures are skipped: ${missing}.`);
    return [];
  }
  const results = [];
  const cluster = await startCluster({
    instances: 2,
    workers: 0,
    env: { ...liftedLimits(100_000_000), DEMO_MEDIA: 'no', LOG_LEVEL: 'warn' },
  });
  const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  try {
    const [a, b] = cluster.instances;
    const url = `${cluster.url}/v1/app/main/bannrs`;
    await load(url, { duration: 2 });
    const one = [];
    const two = [];
    let bad = 0;
    for (let i = 0; i < ROUNDS; i++) {
      await cluster.useInstances([a]);
      const r1 = await load(url);
      await cluster.useInstances([a, b]);
      const r2 = await load(url);
      one.push(r1.requests.average);
      two.push(r2.requests.average);
      bad += r1.non2xx + r1.errors + r2.non2xx + r2.errors;
    }
    const ratio = median(two.map((t, i) => t / one[i]));
    results.push({
      name: 'through nginx: cached banners, 1 vs 2 instances (same run, alternating rounds)',
      value: `1 instance ${median(one).toFixed(0)} req/s, 2 instances ${median(two).toFixed(0)} req/s: ×${ratio.toFixed(2)} (rounds ${two.map((t, i) => (t / one[i]).toFixed(2)).join(' ')}), non-2xx/errors ${bad}`,
      budget: 'reported (2 shared cores); no errors',
      ok: bad === 0,
    });

    // 10,000 idle event streams on instance A.
    const { rows } = await db.query("select user_id from app_user where lgn_id = 'demo-member'");
    const userId = rows[0].user_id;
    const now = new Date();
    const expires = new Date(now.getTime() + 24 * 3600_000).toISOString();
    const tokens = [];
    for (let i = 0; i < STREAMS; i += 1000) {
      const batch = Array.from({ length: Math.min(1000, STREAMS - i) }, () => randomBytes(32).toString('base64url'));
      tokens.push(...batch);
      await db.query(
        `insert into user_session (token_hash, user_id, created_at, last_seen_at, expires_at)
         select h, $2, $3, $3, $4 from unnest($1::text[]) as h`,
        [batch.map((t) => createHash('sha256').update(t).digest('base64url')), userId, now.toISOString(), expires],
      );
    }
    const pid = a.run.child.pid;
    const before = rssKb(pid);
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const streamUrl = `${a.url}/v1/app/common/msg/events`;
    const open = [];
    const t0 = Date.now();
    let failed = 0;
    for (let i = 0; i < tokens.length; i += 200) {
      const batch = await Promise.allSettled(tokens.slice(i, i + 200).map((t) => openStream(agent, streamUrl, t)));
      for (const s of batch) {
        if (s.status === 'fulfilled') open.push(s.value);
        else failed += 1;
      }
    }
    const openedIn = ((Date.now() - t0) / 1000).toFixed(0);
    // Idle: let the opening's garbage go and a heartbeat pass.
    await new Promise((r) => setTimeout(r, 5000));
    const after = rssKb(pid);
    const perStream = ((after - before) / Math.max(1, open.length)).toFixed(1);
    results.push({
      name: `one instance's memory with ${STREAMS.toLocaleString('en')} idle event streams`,
      value: `${open.length} open (${failed} refused) in ${openedIn} s: RSS ${(before / 1024).toFixed(0)} MB → ${(after / 1024).toFixed(0)} MB (+${perStream} KB a stream)`,
      budget: 'reported; every stream open',
      ok: failed === 0 && open.length === STREAMS,
    });
    for (const req of open) req.destroy();
    agent.destroy();
  } finally {
    await db.end();
    await cluster.stop();
  }
  for (const r of results) console.info(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.value}  (budget: ${r.budget})`);
  return results;
}
