// Studio booking benchmark (decision 005): 100 simultaneous attempts on one slot — exactly one may win, none may
// answer 5xx — and the slot list's throughput against the bare hello-world measured by bench/run.mjs in the same run.
// It starts its own portal with the demo data (studios and demo-member, whose certificate is accepted), since the
// main bench portal runs in production mode without demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const ATTEMPTS = 100;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A bookable day and hour of the room, from the server's own calendar (days from tomorrow, Asia/Seoul). */
async function freeSlot(base, roomId) {
  const now = new Date();
  for (let m = 0; m < 3; m++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, 1));
    const rsvtYm = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const days = await json(await fetch(`${base}/v1/app/studio/room/${roomId}/rsvt/days?rsvtYm=${rsvtYm}`));
    for (const day of days.days.filter((x) => x.bookableYn === 'Y')) {
      const slots = await json(await fetch(`${base}/v1/app/studio/room/${roomId}/rsvt/schds?rsvtYmd=${day.ymd}`));
      const free = slots.find((s) => s.state === 'E');
      if (free) return free;
    }
  }
  throw new Error('no bookable slot');
}

/**
 * `helpers` are bench/run.mjs's own: `freePort`, `waitFor`, `load` (autocannon) and the hello-world `baseline`
 * result. Answers `{ name, value, budget, ok }` rows.
 */
export async function benchStudio({ freePort, waitFor, load, baseline }) {
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-bench-studio-'));
  const port = await freePort();
  const portal = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SEED_DEMO: 'auto',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`);
    const login = await json(
      await fetch(`${base}/v1/app/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lgnId: 'demo-member', userPasswd: 'Onfan!2026demo' }),
      }),
    );
    const studios = await json(await fetch(`${base}/v1/app/studio/infos`));
    const room = studios.flatMap((s) => s.rooms).find((r) => r.roomNm === '라이브룸 A') ?? studios[0].rooms[0];
    const slot = await freeSlot(base, room.roomId);

    // 1. 100 simultaneous attempts on one slot.
    const body = JSON.stringify({
      rsvtYmd: slot.rsvtYmd,
      rsvtBgngHhmm: slot.rsvtBgngHhmm,
      rsvtEndHhmm: slot.rsvtEndHhmm,
      rsvtUsrcnt: 1,
      rsvtUserCnctel: '010-1234-5678',
      strNm: '벤치상회',
      brno: '1248100998',
      useCtgrDcd: '1003001',
      shootCtgrDcd: '1004001',
      strPattnDcd: '1022001',
      rprsGdsNm: '벤치 상품',
      brndNm: '벤치',
      loanPssEqu: '1023001',
    });
    const attempt = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/v1/app/studio/room/${room.roomId}/rsvt`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': login.token },
        body,
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    };
    const outcomes = await Promise.all(Array.from({ length: ATTEMPTS }, attempt));
    const winners = outcomes.filter((o) => o.status === 200).length;
    const conflicts = outcomes.filter((o) => o.status === 409).length;
    const errors = outcomes.filter((o) => o.status >= 500).length;
    const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    results.push({
      name: `booking: ${ATTEMPTS} simultaneous attempts on one slot`,
      value: `${winners} winner(s), ${conflicts} × 409, ${errors} × 5xx, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
      budget: 'exactly 1 winner, no 5xx',
      ok: winners === 1 && errors === 0 && conflicts === ATTEMPTS - 1,
    });

    // 2. Slot-list throughput (an uncached read: room, holiday/closure check, held hours) against hello-world.
    const url = `${base}/v1/app/studio/room/${room.roomId}/rsvt/schds?rsvtYmd=${slot.rsvtYmd}`;
    await load(url, { duration: 2 });
    const r = await load(url);
    const ratio = r.requests.average / baseline.requests.average;
    const bad = r.non2xx + r.errors;
    results.push({
      name: 'slot list (studio/room/{id}/rsvt/schds)',
      value: `${r.requests.average.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of hello-world, p99 ${r.latency.p99} ms, non-2xx ${bad}`,
      budget: '≥ 25% of hello-world (uncached, three queries), no errors',
      ok: ratio >= 0.25 && bad === 0,
    });
  } finally {
    portal.kill('SIGTERM');
    await new Promise((r) => portal.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
