import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRC_TYPE } from '@onfan/contracts/broadcast';
import { SITE_DESCRIPTION } from '@onfan/contracts/page-meta';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { systemClock } from '../../lib/clock.js';
import { broadcastPageOf } from '../broadcast/broadcast.search.js';
import { SearchRepository } from '../search/search.repository.js';
import { SearchService } from '../search/search.service.js';
import { sharePicturePath } from './seo.picture.js';
import { SeoRepository, type SeoItemKind } from './seo.repository.js';
import { SeoService } from './seo.service.js';

const INDEX = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="온판(ONFAN) — 소상공인과 크리에이터를 위한 공공 포털" />
    <title>온판</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A stand-in for the web app's built server entry (page-render.test.ts has the full one): it knows a few routes and
 * their titles, as the route table does, and leaves every page to the browser.
 */
const ENTRY = `
export function setTransport() {}
const TITLES = { '/join': '회원가입', '/educationapply': '이러닝 신청', '/community/777777/view': '커뮤니티 게시글' };
export function routeOf(url) {
  const p = new URL(url, 'http://x').pathname;
  return p === '/no/such/page' ? 'missing' : p.includes('/view') ? 'item' : 'page';
}
export function routeTitle(url) { return TITLES[new URL(url, 'http://x').pathname] ?? null; }
export async function render() { return null; }
`;

const PUBLIC_URL = 'https://www.onfan.example.kr';

function attr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

describe('every public item kind is findable: its own head, its picture, the sitemap', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-seo-items-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), ENTRY);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const { app, database } = await createTestApp({ config: { webDistDir: dist, publicUrl: PUBLIC_URL } });
  const repo = new SeoRepository(database.db);

  const page = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const meta = (html: string, attrName: string) => new RegExp(`<meta ${attrName} content="([^"]*)"`).exec(html)?.[1];
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const sitemap = async () => (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

  /** Each kind's page of its newest public demo item. */
  const PAGES: Record<SeoItemKind, (id: number) => string> = {
    community: (id) => `/community/${id}/view`,
    foothold: (id) => `/foothold/${id}/view`,
    course: (id) => `/education/${id}/view`,
    campaign: (id) => `/campaign/${id}/view`,
    scommunity: (id) => `/scommunity/${id}`,
    scommunityPost: (id) => `/scommunity/detail?cmntPostId=${id}`,
    product: (id) => `/sodam/product/${id}`,
    broadcast: () => '',
  };
  const kinds = Object.keys(PAGES).filter((k) => k !== 'broadcast') as SeoItemKind[];

  it.each(kinds)(
    'a %s page is named by its item, described from its text, with canonical and og tags',
    async (kind) => {
      const [item] = await repo.items(kind, 1);
      expect(item, `a public demo ${kind}`).toBeDefined();
      const url = PAGES[kind](item!.id);
      const html = await page(url);
      expect(html).toContain(`<title>${attr(`${item!.title} | 온판`)}</title>`);
      const description = meta(html, 'name="description"');
      expect(description).toBeTruthy();
      expect(description).not.toBe(attr(SITE_DESCRIPTION));
      expect(description!.length).toBeLessThanOrEqual(160 + 30);
      expect(canonical(html)).toBe(attr(PUBLIC_URL + url));
      expect(meta(html, 'property="og:title"')).toBe(attr(`${item!.title} | 온판`));
      expect(meta(html, 'property="og:description"')).toBe(description);
      expect(meta(html, 'property="og:url"')).toBe(attr(PUBLIC_URL + url));
      expect(meta(html, 'property="og:type"')).toBe('article');
      expect(meta(html, 'property="og:image"')).toMatch(/^https:\/\/www\.onfan\.example\.kr\/.+\.(png|jpe?g|webp)$/);
    },
  );

  it("an item's drawn (SVG) picture is shared as its 1200×630 PNG copy", async () => {
    const [course] = await repo.items('course', 1);
    const drawn = /^\/img\/education\/([a-z0-9-]+)\.svg$/.exec(course!.image ?? '');
    expect(drawn, 'the demo course has a drawn thumbnail').not.toBeNull();
    fs.mkdirSync(path.join(dist, 'img', 'education'), { recursive: true });
    fs.copyFileSync(
      path.resolve(import.meta.dirname, `../../../../web/public/img/education/${drawn![1]!}.svg`),
      path.join(dist, 'img', 'education', `${drawn![1]!}.svg`),
    );
    const shared = `/og-image/img/education/${drawn![1]!}.png`;
    expect(meta(await page(`/education/${course!.id}/view`), 'property="og:image"')).toBe(PUBLIC_URL + shared);
    const res = await app.inject({ method: 'GET', url: shared });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(res.rawPayload.readUInt32BE(20)).toBe(630);
    // Only the app's drawn pictures: nothing outside them, nothing that is not there.
    for (const url of ['/og-image/img/education/none.png', '/og-image/img/../index.png', '/og-image/etc/passwd'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it("the portal's picture where an item has none a link can show; the item's own raster picture where it has one", async () => {
    expect(meta(await page('/support'), 'property="og:image"')).toBe(`${PUBLIC_URL}/og-image.png`);
    const [course] = await repo.items('course', 1);
    await database.db
      .updateTable('eduCourse')
      .set({ thmbUrl: '/files/course-thumb.jpg' })
      .where('eduCrsId', '=', course!.id)
      .execute();
    expect(meta(await page(`/education/${course!.id}/view`), 'property="og:image"')).toBe(
      `${PUBLIC_URL}/files/course-thumb.jpg`,
    );
    const [campaign] = await repo.items('campaign', 1);
    await database.db
      .updateTable('matchCampn')
      .set({ rprsImgPt: 'https://cdn.example.kr/campaign.webp' })
      .where('matchCampnId', '=', campaign!.id)
      .execute();
    expect(meta(await page(`/campaign/${campaign!.id}/view`), 'property="og:image"')).toBe(
      'https://cdn.example.kr/campaign.webp',
    );
  });

  it("an indexed page shows its item's picture: a notice's or a news item's thumbnail, a room's first photo", async () => {
    for (const docType of ['notice', 'issue'] as const) {
      const doc = await database.db
        .selectFrom('searchDoc')
        .where('docType', '=', docType)
        .select(['docId', 'url'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const picture = `/files/${docType}-thumb.png`;
      await database.db
        .updateTable('contentItem')
        .set({ thmbnlImgPtUrl: picture })
        .where('contentsId', '=', Number(doc.docId))
        .execute();
      expect(meta(await page(doc.url), 'property="og:image"'), docType).toBe(PUBLIC_URL + picture);
      // Without a thumbnail, the portal's picture.
      await database.db
        .updateTable('contentItem')
        .set({ thmbnlImgPtUrl: null })
        .where('contentsId', '=', Number(doc.docId))
        .execute();
      expect(meta(await page(doc.url), 'property="og:image"'), docType).toBe(`${PUBLIC_URL}/og-image.png`);
    }
    const room = await database.db
      .selectFrom('searchDoc')
      .where('docType', '=', 'studio')
      .select(['docId', 'url'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const photo = await database.db
      .selectFrom('roomImg')
      .where('roomId', '=', Number(room.docId))
      .select('imgPtUrl')
      .orderBy('sortSeq')
      .orderBy('roomImgId')
      .executeTakeFirstOrThrow();
    const shared = sharePicturePath(photo.imgPtUrl) ?? photo.imgPtUrl;
    expect(meta(await page(room.url), 'property="og:image"')).toBe(PUBLIC_URL + shared);
  });

  it("a broadcast's page shows its poster", async () => {
    const broadcasts = await repo.items('broadcast', 100);
    const recording = broadcasts.find((b) => b.variant === BRC_TYPE.vod);
    expect(recording, 'a demo recording').toBeDefined();
    await database.db
      .updateTable('brcInfo')
      .set({ mediaKey: 'vod-seo-test' })
      .where('brcInfoNo', '=', recording!.id)
      .execute();
    const html = await page(`/broadcast/${recording!.id}/view`);
    expect(html).toContain(`<title>${attr(`${recording!.title} | 온판`)}</title>`);
    expect(meta(html, 'property="og:image"')).toBe(`${PUBLIC_URL}/media/vod-seo-test/poster.jpg`);
    expect(await sitemap()).toContain(`<loc>${PUBLIC_URL}/broadcast/${recording!.id}/view</loc>`);
  });

  it('a page of the app that is neither listed nor an item is named by its route, under its own address', async () => {
    const html = await page('/join');
    expect(html).toContain('<title>회원가입 | 온판</title>');
    expect(canonical(html)).toBe(`${PUBLIC_URL}/join`);
    expect(meta(html, 'property="og:image"')).toBe(`${PUBLIC_URL}/og-image.png`);
    // An item page whose item is not for visitors is named by its route, without a canonical address.
    const missing = await page('/community/777777/view');
    expect(missing).toContain('<title>커뮤니티 게시글 | 온판</title>');
    expect(canonical(missing)).toBeUndefined();
    // The terms, the privacy policy and the chatbot are listed pages with their own words.
    for (const [url, title] of [
      ['/service/policy', '이용약관'],
      ['/service/privacy-policy', '개인정보처리방침'],
      ['/chatbot', 'AI 챗봇'],
      ['/playground2', '소셜 스페이스'],
    ] as const) {
      const listed = await page(url);
      expect(listed).toContain(`<title>${title} | 온판</title>`);
      expect(meta(listed, 'name="description"')).not.toBe(attr(SITE_DESCRIPTION));
      expect(canonical(listed)).toBe(`${PUBLIC_URL}${url}`);
    }
  });

  it('the sitemap lists every public item kind with its date, and nothing a visitor may not see', async () => {
    const xml = await sitemap();
    for (const kind of kinds) {
      const [item] = await repo.items(kind, 1);
      const loc = `<loc>${PUBLIC_URL}${PAGES[kind](item!.id).replace(/&/g, '&amp;')}</loc>`;
      expect(xml, kind).toContain(loc);
    }
    expect(xml).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/community/\\d+/view</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    const count = (xml.match(/<url>/g) ?? []).length;
    expect(count).toBeLessThanOrEqual(50_000);
    expect(new Set(xml.match(/<loc>[^<]+<\/loc>/g)).size).toBe(count);

    // Hidden, closed and waiting items leave the sitemap (and their pages lose their item head).
    const [post] = await repo.items('community', 1);
    await database.db
      .updateTable('comunBltartcl')
      .set({ expsrYn: 'N' })
      .where('comunBltartclId', '=', post!.id)
      .execute();
    const [campaign] = await repo.items('campaign', 1);
    await database.db.updateTable('matchCampn').set({ useYn: 'N' }).where('matchCampnId', '=', campaign!.id).execute();
    const [foothold] = await repo.items('foothold', 1);
    await database.db.updateTable('ctrFthld').set({ useYn: 'N' }).where('ctrFthldId', '=', foothold!.id).execute();
    const [waiting] = await repo.items('scommunityPost', 1);
    await database.db
      .updateTable('cmntPost')
      .set({ aprvSttsCd: 'WAIT' })
      .where('cmntPostId', '=', waiting!.id)
      .execute();
    const before = await sitemap();
    // A deleted post; a course, a community and a product taken down; a broadcast hidden (one the index does not list).
    const deleted = (await repo.items('community', 2))[1]!;
    await database.db
      .updateTable('comunBltartcl')
      .set({ useYn: 'N' })
      .where('comunBltartclId', '=', deleted.id)
      .execute();
    const [course] = await repo.items('course', 1);
    await database.db.updateTable('eduCourse').set({ useYn: 'N' }).where('eduCrsId', '=', course!.id).execute();
    const [cmnt] = await repo.items('scommunity', 1);
    await database.db.updateTable('cmnt').set({ useYn: 'N' }).where('cmntId', '=', cmnt!.id).execute();
    const [product] = await repo.items('product', 1);
    await database.db.updateTable('sodamProduct').set({ expsrYn: 'N' }).where('pdId', '=', product!.id).execute();
    const [broadcast] = await repo.items('broadcast', 1);
    await database.db
      .deleteFrom('searchDoc')
      .where('docType', '=', 'broadcast')
      .where('docId', '=', String(broadcast!.id))
      .execute();
    await database.db.updateTable('brcInfo').set({ expsrYn: 'N' }).where('brcInfoNo', '=', broadcast!.id).execute();
    const after = await sitemap();
    expect(after).not.toContain(`<loc>${PUBLIC_URL}/community/${deleted.id}/view</loc>`);
    expect(after).not.toContain(`<loc>${PUBLIC_URL}/education/${course!.id}/view</loc>`);
    expect(after).not.toContain(`<loc>${PUBLIC_URL}/scommunity/${cmnt!.id}</loc>`);
    expect(after).not.toContain(`<loc>${PUBLIC_URL}/sodam/product/${product!.id}</loc>`);
    const hiddenPage = broadcastPageOf({ brcInfoNo: broadcast!.id, brcTypeDcd: broadcast!.variant! } as Parameters<
      typeof broadcastPageOf
    >[0]);
    expect(before).toContain(`<loc>${PUBLIC_URL}${hiddenPage}</loc>`);
    expect(after).not.toContain(`<loc>${PUBLIC_URL}${hiddenPage}</loc>`);
    expect(after).not.toContain(`<loc>${PUBLIC_URL}/community/${post!.id}/view</loc>`);
    expect(after).not.toContain(`<loc>${PUBLIC_URL}/campaign/${campaign!.id}/view</loc>`);
    expect(after).not.toContain(`<loc>${PUBLIC_URL}/foothold/${foothold!.id}/view</loc>`);
    expect(after).not.toContain(`<loc>${PUBLIC_URL}/scommunity/detail?cmntPostId=${waiting!.id}</loc>`);
    const hidden = await page(`/community/${post!.id}/view`);
    expect(hidden).not.toContain(`<title>${attr(`${post!.title} | 온판`)}</title>`);
    expect(canonical(hidden)).toBeUndefined();
  });
});

describe('past one file, the sitemap is an index of files', async () => {
  const { app, database } = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  const repo = new SeoRepository(database.db);
  const seo = (perFile?: number) =>
    new SeoService(
      new SearchService(new SearchRepository(database.db, database.dialect), systemClock),
      PUBLIC_URL,
      repo,
      () => null,
      (row) => broadcastPageOf(row as Parameters<typeof broadcastPageOf>[0]),
      perFile,
    );
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  it('of files of at most the limit each, together listing every address of the one file once, in its order', async () => {
    const one = await seo().sitemap();
    expect(one).toContain('<urlset');
    const all = locs(one);
    expect(all.length).toBeGreaterThan(60);
    const small = seo(25);
    const index = await small.sitemap();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const files = locs(index);
    expect(files.length).toBeGreaterThanOrEqual(Math.ceil(all.length / 25));
    const listed: string[] = [];
    for (const file of files) {
      const name = new RegExp(`^${PUBLIC_URL}/sitemap/([a-zA-Z]+-\\d+\\.xml)$`).exec(file)?.[1];
      expect(name, file).toBeDefined();
      const xml = await small.sitemapFile(name!);
      expect(xml, file).toContain('<urlset');
      expect(locs(xml!).length, file).toBeLessThanOrEqual(25);
      listed.push(...locs(xml!));
    }
    expect(listed).toEqual(all);
    expect(new Set(listed).size).toBe(listed.length);
    // Past a source's last file, and any other name, there is no file.
    expect(await small.sitemapFile('pages-9.xml')).toBeNull();
    expect(await small.sitemapFile('nothing-1.xml')).toBeNull();
    expect(await small.sitemapFile('pages-0.xml')).toBeNull();
  });

  it('its files are served at /sitemap/…; a broadcast the search index lacks is listed once, at its page', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap/pages-1.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/support</loc>`);
    for (const url of ['/sitemap/pages-2.xml', '/sitemap/nothing-1.xml', '/sitemap/..%2Fpages-1.xml']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().message).toBe('사이트맵 파일을 찾을 수 없습니다.');
    }

    const [broadcast] = await repo.items('broadcast', 1);
    const page = broadcastPageOf({ brcInfoNo: broadcast!.id, brcTypeDcd: broadcast!.variant! } as Parameters<
      typeof broadcastPageOf
    >[0]);
    const count = async () =>
      locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).filter((l) => l === PUBLIC_URL + page)
        .length;
    expect(await count()).toBe(1);
    await database.db
      .deleteFrom('searchDoc')
      .where('docType', '=', 'broadcast')
      .where('docId', '=', String(broadcast!.id))
      .execute();
    expect(await count()).toBe(1);
  });
});
