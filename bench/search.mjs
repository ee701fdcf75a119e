// Search benchmark: 100,000 generated Korean posts in the search index, then the p95 of two-syllable queries through
// the search service (the code the API route calls), on SQLite and, when its binaries exist, on PostgreSQL.
// BENCH_SEARCH_POSTS=20000 for quick runs; BENCH_SEARCH_CORPUS=uniform for the stress case (see below);
// BENCH_SEARCH_DB=sqlite|postgres for one database.
// Budget (docs/architecture.md): p95 under 30 ms on both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { startCluster } from '../scripts/with-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = (p) => path.join(root, 'apps/server/dist', p);
const { openDatabase } = await import(dist('db/database.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { buildSearchRow } = await import(dist('domains/search/search-index.js'));
const { SearchRepository } = await import(dist('domains/search/search.repository.js'));
const { SearchService } = await import(dist('domains/search/search.service.js'));
const { systemClock } = await import(dist('lib/clock.js'));
const { SEARCH_TYPES } = await import(path.join(root, 'packages/contracts/dist/search.js'));

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 100_000);
// BENCH_SEARCH_CORPUS=uniform draws every word uniformly from the portal vocabulary (the stress case: each common
// query word is then in 40%+ of the posts); the default is a Zipf-like corpus where common words stay common.
const UNIFORM = process.env.BENCH_SEARCH_CORPUS === 'uniform';
// Very common (지원), common (판로, 라이브, 대관), moderate (교육, 창업, 상권, 마케팅) and rare (숏폼, 송출) words.
const QUERIES = ['지원', '대관', '판로', '교육', '라이브', '창업', '마케팅', '상권', '숏폼', '송출'];
const ROUNDS = 25;

// Words of the portal's own vocabulary.
const WORDS = (
  '소상공인 지원사업 온라인 판로 확대 라이브커머스 스튜디오 대관 안내 모집 공고 신청 접수 교육 과정 수강 ' +
  '창업 지원금 정책 자금 융자 보증 상권 분석 컨설팅 마케팅 홍보 브랜드 상품 촬영 장비 대여 예약 전통시장 ' +
  '골목상권 활성화 지역 경제 청년 여성 기업 수출 해외 진출 바우처 디지털 전환 스마트 상점 기술 보급 판매 ' +
  '채널 입점 쇼핑몰 온판 크리에이터 협업 캠페인 인터뷰 소식 공지 결과 발표 선정 평가 서류 제출 기한 연장 ' +
  '일정 변경 설명회 개최 참가 기업 모집 우수 사례 공유 성장 매출 고객 서비스 품질 개선 위생 안전 점검 ' +
  '배달 플랫폼 수수료 절감 임대료 부담 완화 세무 노무 상담 법률 자문 재기 폐업 재창업 고용 인건비 ' +
  '에너지 효율 시설 개선 간판 인테리어 포장 디자인 콘텐츠 제작 영상 편집 숏폼 방송 송출 실시간 소통'
).split(' ');
// Common syllables for generated filler words (other vocabulary, coincidental bigrams included).
const SYLLABLES = [
  ...('가각간갈감강개거건검게격견결경계고곡공과관광교구국군권규그근금기길나남내너네노농누눈다단달담당대더도독동두드등' +
    '라란람랑래러레려력련령로록론료루류르리린림마만말망매머메면명모목무문물미민바박반방배백버번범법벽변별병보복본부' +
    '북분불비빈사산살상새서석선설성세소속손송수숙순술스승시식신실심아안알암압앙애야약양어억언얼엄업에여역연열염영예' +
    '오온올완왕외요용우운울원월위유육윤은을음의이익인일임입자작잔장재저적전절점정제조족존종주준중즈지직진질집차찬참' +
    '창채처천철청체초촌총최추축춘출충취층치친칠침카코타탁탄태터토통투트특파판패편평포표품프피필하학한할함합항해행향' +
    '허혁현혈협형호혼홍화확환활황회효후훈휴흐흥희'),
];
const FILLER_WORDS = 8000;

function seeded(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}
const rand = seeded(20261122);

// Zipf (s = 1) over portal words and filler: the portal words sit at ranks 31, 39, 47 ..., filler everywhere else,
// which puts 지원 in about 18% of the posts and the other query words in 3-11%, 숏폼 and 송출 below 1%.
const ranked = new Array(WORDS.length + FILLER_WORDS).fill(null);
WORDS.forEach((w, i) => (ranked[30 + i * 8] = w));
for (let r = 0; r < ranked.length; r++) {
  if (ranked[r] !== null) continue;
  const n = 2 + Math.floor(rand() * 2);
  ranked[r] = Array.from({ length: n }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join('');
}
const cumulative = [];
let sum = 0;
for (let r = 0; r < ranked.length; r++) cumulative.push((sum += 1 / (r + 1)));
function zipfWord() {
  const x = rand() * sum;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return ranked[lo];
}
const pick = UNIFORM ? () => WORDS[Math.floor(rand() * WORDS.length)] : zipfWord;
const words = (n) => Array.from({ length: n }, pick).join(' ');

/** Generates the posts once (the same corpus for both databases), with each query word's share of posts. */
export function corpus() {
  const start = Date.UTC(2021, 0, 1);
  const rows = [];
  const found = new Map(QUERIES.map((q) => [q, 0]));
  for (let j = 0; j < POSTS; j++) {
    const tit = words(4 + Math.floor(rand() * 5));
    const body = words(30 + Math.floor(rand() * 40));
    const text = (tit + body).replace(/\s/g, '');
    for (const q of QUERIES) if (text.includes(q)) found.set(q, found.get(q) + 1);
    rows.push(
      buildSearchRow({
        type: SEARCH_TYPES[j % SEARCH_TYPES.length],
        id: `bench-${j}`,
        tit,
        body: `<p>${body}</p>`,
        url: `/notice/${j}/view`,
        regDt: new Date(start + j * 60_000).toISOString(),
      }),
    );
  }
  const share = QUERIES.map((q) => `${q} ${((100 * found.get(q)) / POSTS).toFixed(1)}%`).join(', ');
  return { rows, share };
}

export async function fill(database, rows) {
  // Big transactions (SQLite) and multi-row inserts; the index itself is maintained by the same triggers and
  // generated columns as in the portal.
  const batch = 500;
  const perTx = database.dialect === 'sqlite' ? 10_000 : 2_000;
  for (let i = 0; i < rows.length; i += perTx) {
    await database.db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(rows.length, i + perTx); j += batch)
        await trx
          .insertInto('searchDoc')
          .values(rows.slice(j, Math.min(rows.length, i + perTx, j + batch)))
          .execute();
    });
  }
  // What autovacuum does on a live PostgreSQL: statistics for the planner (tsvector element frequencies).
  if (database.dialect === 'postgres') await sql`vacuum analyze search_doc`.execute(database.db);
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];

async function measure(label, database, data) {
  await migrateToLatest(database);
  const t0 = performance.now();
  await fill(database, data.rows);
  const fillSeconds = ((performance.now() - t0) / 1000).toFixed(1);
  const service = new SearchService(new SearchRepository(database.db, database.dialect), systemClock);
  for (const q of QUERIES) await service.search({ searchTerm: q, option: '전체', pageNo: 1, pageSize: 10 }); // warm
  // The budget is for two-syllable words; longer words (a phrase of bigrams) are reported beside it.
  const two = [];
  const longer = [];
  let hits = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUERIES) {
      const s = performance.now();
      const result = await service.search({ searchTerm: q, option: '전체', pageNo: 1, pageSize: 10 });
      ([...q].length === 2 ? two : longer).push(performance.now() - s);
      hits += result.totalCount;
    }
  }
  two.sort((a, b) => a - b);
  longer.sort((a, b) => a - b);
  const p95 = percentile(two, 0.95);
  const ms = (x) => `${x.toFixed(1)} ms`;
  return {
    name: `search p95, two-syllable words over ${POSTS.toLocaleString('en')} ${UNIFORM ? 'uniform (stress) ' : ''}posts (${label})`,
    value:
      `${ms(p95)} (p50 ${ms(percentile(two, 0.5))}, max ${ms(two[two.length - 1])}; ` +
      `three-letter words p95 ${ms(percentile(longer, 0.95))}, p50 ${ms(percentile(longer, 0.5))}; ` +
      `posts containing: ${data.share}; index filled in ${fillSeconds} s)`,
    budget: '< 30 ms',
    ok: p95 < 30 && hits > 0,
  };
}

/** Answers one result per database: `{ name, value, budget, ok }`. */
export async function benchSearch() {
  const results = [];
  const data = corpus();
  // BENCH_SEARCH_DB=sqlite or =postgres measures one database only.
  const only = process.env.BENCH_SEARCH_DB;
  if (only !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-bench-search-'));
    const sqlite = openDatabase({ kind: 'sqlite', file: path.join(dir, 'search.sqlite') });
    try {
      results.push(await measure('SQLite', sqlite, data));
    } finally {
      await sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (only === 'sqlite') return results;
  const cluster = await startCluster();
  if (!cluster) {
    results.push({
      name: 'search p95 (PostgreSQL)',
      value: 'skipped: no PostgreSQL server binaries',
      budget: '< 30 ms',
      ok: true,
    });
    return results;
  }
  const pg = openDatabase({ kind: 'postgres', url: cluster.url });
  try {
    results.push(await measure('PostgreSQL', pg, data));
  } finally {
    await pg.close();
    cluster.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchSearch())
    console.info(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.value}  (budget: ${r.budget})`);
}
