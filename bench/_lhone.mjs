import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const u of process.argv.slice(2)) {
  const { lhr } = await lighthouse(u, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['best-practices','seo','performance'] });
  console.log('==', u);
  for (const cat of ['best-practices','seo']) for (const ref of lhr.categories[cat].auditRefs) { const a = lhr.audits[ref.id]; if (a.score !== null && a.score < 1 && ref.weight > 0) console.log(cat, ref.id, a.score, JSON.stringify(a.details?.items?.slice(0,3) ?? '').slice(0,400)); }
  const perf = lhr.categories.performance.auditRefs.filter(r=>r.weight>0).map(r=>[r.id, lhr.audits[r.id].displayValue]).slice(0,8); console.log(perf);
  const cls = lhr.audits['layout-shifts']; console.log(JSON.stringify(cls?.details?.items?.slice(0,4)).slice(0,800));
}
await chrome.kill();
