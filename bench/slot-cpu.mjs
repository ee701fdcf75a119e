// CPU per request of the slot list (`studio/room/{id}/rsvt/schds`), read from process.cpuUsage() around many
// in-process requests (app.inject), so other load on the machine does not count — and, beside it, the CPU of the
// held-hours query alone (the repository call the list makes once per request). Decision 042.
// `node bench/slot-cpu.mjs` after `npm run build` (or `tsc -b`); BENCH_SLOT_REQUESTS (20,000) per measurement.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = (p) => path.join(root, 'apps/server/dist', p);
const { buildApp } = await import(dist('app.js'));
const { loadConfig } = await import(dist('config.js'));
const { openDatabase } = await import(dist('db/database.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { seedDatabase } = await import(dist('db/seed.js'));
const { ReservationRepository } = await import(dist('domains/studio/reservation.repository.js'));

const N = Number(process.env.BENCH_SLOT_REQUESTS ?? 20_000);

/** Microseconds of this process's CPU (user + system) per call of `fn`, over n calls after a warm-up. */
export async function cpuPerCall(fn, n = N) {
  for (let i = 0; i < Math.min(2000, n); i++) await fn();
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / n;
}

export async function benchSlotCpu() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-bench-slot-'));
  const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'slot.sqlite') });
  try {
    await migrateToLatest(database);
    const config = {
      ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dir }),
      webDistDir: '/nonexistent',
      rateLimitPerMinute: 100_000_000,
    };
    await seedDatabase(database, { demo: true, secondFactorKey: config.secondFactor.key });
    const app = await buildApp({ config, database });
    await app.ready();
    const get = async (url) => {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    };
    const studios = await get('/v1/app/studio/infos');
    const room = studios.flatMap((s) => s.rooms)[0];
    // The first day with slots in the next three months (the server's own calendar).
    let url;
    const now = new Date();
    for (let m = 0; m < 3 && !url; m++) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, 1));
      const ym = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
      const days = await get(`/v1/app/studio/room/${room.roomId}/rsvt/days?rsvtYm=${ym}`);
      const day = days.days.find((x) => x.bookableYn === 'Y');
      if (day) url = `/v1/app/studio/room/${room.roomId}/rsvt/schds?rsvtYmd=${day.ymd}`;
    }
    if (!url) throw new Error('no bookable day');
    const slots = await get(url);
    const ymd = url.split('=')[1];
    const repo = new ReservationRepository(database.db);
    const request = await cpuPerCall(() => app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' }));
    const query = await cpuPerCall(() => repo.heldHoursAndClosure(room.roomId, ymd, true));
    const hello = await cpuPerCall(() => app.inject({ method: 'GET', url: '/readyz', remoteAddress: '127.0.0.1' }));
    await app.close();
    return { url, slots: slots.length, request, query, hello };
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchSlotCpu();
  console.info(
    `slot list ${r.url} (${r.slots} slots): ${r.request.toFixed(0)} µs CPU per request; ` +
      `held-hours query alone ${r.query.toFixed(1)} µs per call; /readyz ${r.hello.toFixed(0)} µs per request ` +
      `(${N.toLocaleString('en')} requests each, in-process inject)`,
  );
  process.exit(0);
}
