// Lighthouse 12 over the public pages a newcomer meets, mobile and desktop presets, in Debian's Chromium.
// BENCH_LH_RUNS (1) runs per page and preset; the median performance run is the one reported. BENCH_LH_PAGES, a
// regular expression, keeps only the pages whose address it matches (to measure a page while it is being tuned).
// Budgets (issue 10): mobile performance ≥ 90; accessibility, best practices and SEO 100; CLS < 0.05 on both.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 1);
const MAX_FAILED = 3;
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The pages of the table, with real ids from the running portal. */
async function pages(base) {
  const json = async (p) => (await fetch(base + p)).json();
  const support = await json('/v1/app/support/bizs?pageNo=1&pageSize=1');
  const studios = await json('/v1/app/studio/infos');
  const room = studios[0].rooms[0];
  const post = await json('/v1/app/community/sbs?pageNo=1');
  const vod = await json('/v1/app/broadcast/list?brcType=2&pageNo=1');
  const only = process.env.BENCH_LH_PAGES ? new RegExp(process.env.BENCH_LH_PAGES) : null;
  return [
    '/',
    '/support',
    `/support/${support.items[0].sprtBizId}/view`,
    '/studio',
    `/studio/room/${room.roomId}/${studios[0].studoId}`,
    '/notice',
    `/search?searchTerm=${encodeURIComponent('지원')}`,
    '/login',
    // The new half (issue 36): the community, a post, the broadcasts, a recording, the chatbot, the small-business
    // community, the creators' footholds and the shop.
    '/community',
    `/community/${post.items[0].comunBltartclId}/view`,
    '/broadcast',
    `/broadcast/${vod.items[0].brcInfoNo}/view`,
    '/chatbot',
    '/scommunity',
    '/foothold',
    '/sodam',
  ].filter((p) => !only || only.test(p));
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** One figure per page and preset: performance, LCP, CLS, accessibility, best practices, SEO. */
export async function benchLighthouse(base) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
  const out = [];
  try {
    for (const p of await pages(base)) {
      for (const preset of ['mobile', 'desktop']) {
        const runs = [];
        for (let i = 0, failed = 0; i < RUNS;) {
          const result = await lighthouse(
            base + p,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          // A run whose trace Lighthouse could not read (NO_NAVSTART: "Please run Lighthouse again") has no figures;
          // it is run again, up to MAX_FAILED times per page, instead of counting as a score of 0.
          if (result.lhr.runtimeError && ++failed <= MAX_FAILED) continue;
          runs.push(result.lhr);
          i++;
        }
        runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
        const lhr = runs[Math.floor(runs.length / 2)];
        const perf = score(lhr, 'performance');
        const a11y = score(lhr, 'accessibility');
        const bp = score(lhr, 'best-practices');
        const seo = score(lhr, 'seo');
        const lcp = lhr.audits['largest-contentful-paint'].numericValue / 1000;
        const cls = Math.max(...runs.map((r) => r.audits['cumulative-layout-shift'].numericValue));
        out.push({
          name: `Lighthouse ${preset} ${p}`,
          value: `perf ${perf}, LCP ${lcp.toFixed(1)} s, CLS ${cls.toFixed(2)}, a11y ${a11y}, BP ${bp}, SEO ${seo}`,
          budget: `${preset === 'mobile' ? 'perf ≥ 90, ' : ''}CLS < 0.05, a11y/BP/SEO 100`,
          ok: (preset === 'desktop' || perf >= 90) && cls < 0.05 && a11y === 100 && bp === 100 && seo === 100,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
