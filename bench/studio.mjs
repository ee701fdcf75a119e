// Studio booking benchmark (decision 005): 100 simultaneous attempts on one slot — exactly one may win, none may
// answer 5xx — and the slot list's throughput against the bare hello-world measured by bench/run.mjs in the same run.
// It runs against bench/run.mjs's portal, which carries the demo data (studios and demo-member, whose certificate is
// accepted).
import { performance } from 'node:perf_hooks';

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
 * `base` is the portal's address; `versusHello(url)` measures a URL against the hello-world (bench/run.mjs).
 * Answers `{ name, value, budget, ok }` rows.
 */
export async function benchStudio({ base, versusHello }) {
  const results = [];
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

  // 2. Slot-list throughput (an uncached read: room rules cached, holidays and held hours fresh) against
  // hello-world. The architecture sets no budget for uncached reads; 25% is this bench's own floor.
  const url = `${base}/v1/app/studio/room/${room.roomId}/rsvt/schds?rsvtYmd=${slot.rsvtYmd}`;
  const m = await versusHello(url);
  results.push({
    name: 'slot list (studio/room/{id}/rsvt/schds)',
    value: m.text,
    budget: '≥ 25% of hello-world (uncached), no errors',
    ok: m.ratio >= 0.25 && m.bad === 0,
  });
  return results;
}
