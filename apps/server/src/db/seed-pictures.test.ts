import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SODAM_CATEGORIES } from '@onfan/contracts/sodam';
import { productImageUrl } from '../domains/sodam/sodam.service.js';
import { createTestDatabase } from '../test/test-db.js';

/** The web app's public folder: what `/img/…` addresses are served from. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../web/public');
const IMG_DIR = path.join(PUBLIC_DIR, 'img');

/** The largest drawing the portal ships (plain shapes and gradients). */
const MAX_SVG_BYTES = 12 * 1024;

/** A picture the portal ships, named anywhere in a text (a column, an HTML body): not part of a longer address. */
const SHIPPED_PICTURE = /(?<![\w.:/-])\/img\/[\w./-]+\.(?:svg|png|jpe?g|webp|gif)/g;

function svgFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? svgFiles(path.join(dir, e.name)) : e.name.endsWith('.svg') ? [path.join(dir, e.name)] : [],
    );
}

/**
 * The pictures of the demo (issue 36): every `/img/…` address the seeds store — in any text column of any table,
 * HTML bodies included — and every address the code derives from seeded rows (a 소담상회 product's category picture)
 * is a file under apps/web/public, so no page shows a broken image; and each drawing is a small, well-formed SVG.
 */
describe('seeded pictures', async () => {
  const database = await createTestDatabase({ demo: true });
  const db = database.db.withoutPlugins();

  /** Every shipped picture address stored in the seeded database, with where it was found. */
  async function storedPictures(): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const t of await db.introspection.getTables()) {
      if (t.isView) continue;
      const table = t.schema ? sql.id(t.schema, t.name) : sql.id(t.name);
      const { rows } = await sql<Record<string, unknown>>`select * from ${table}`.execute(db);
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== 'string' || !value.includes('/img/')) continue;
          for (const m of value.matchAll(SHIPPED_PICTURE)) found.set(m[0], `${t.name}.${column}`);
        }
      }
    }
    return found;
  }

  it('every picture the seeds store exists under apps/web/public', async () => {
    const found = await storedPictures();
    // The scan reaches the seeds that were placeholders: a scan that found nothing would prove nothing.
    for (const folder of ['community', 'campaign', 'scommunity', 'education', 'reservation', 'broadcast']) {
      expect(
        [...found.keys()].some((u) => u.startsWith(`/img/${folder}/`)),
        `no /img/${folder}/ picture seeded`,
      ).toBe(true);
    }
    const missing = [...found].filter(([url]) => !fs.existsSync(path.join(PUBLIC_DIR, url)));
    expect(missing.map(([url, where]) => `${url} (${where})`)).toEqual([]);
  });

  it('every picture in a seeded HTML body carries its width and height, which match the drawing (no layout shift)', async () => {
    const tags: string[] = [];
    for (const t of await db.introspection.getTables()) {
      if (t.isView) continue;
      const table = t.schema ? sql.id(t.schema, t.name) : sql.id(t.name);
      const { rows } = await sql<Record<string, unknown>>`select * from ${table}`.execute(db);
      for (const row of rows)
        for (const value of Object.values(row))
          if (typeof value === 'string') tags.push(...(value.match(/<img\b[^>]*>/g) ?? []));
    }
    expect(tags.length).toBeGreaterThan(0);
    const wrong = tags.filter((tag) => {
      const src = /src="(\/img\/[^"]+\.svg)"/.exec(tag)?.[1];
      const size = /width="(\d+)" height="(\d+)"/.exec(tag);
      if (!size) return true;
      if (!src) return false;
      const own = /<svg[^>]*\swidth="(\d+)" height="(\d+)"/.exec(fs.readFileSync(path.join(PUBLIC_DIR, src), 'utf8'));
      return !own || Number(own[1]) * Number(size[2]) !== Number(own[2]) * Number(size[1]);
    });
    expect(wrong).toEqual([]);
  });

  it("every seeded scheduled broadcast has a poster, and the 소담상회 products' pictures exist", async () => {
    const scheduled = await database.db
      .selectFrom('brcInfo')
      .select(['brcTit', 'pstrImgUrl'])
      .where('brcBgngDt', '>', new Date().toISOString())
      .execute();
    expect(scheduled.length).toBeGreaterThan(0);
    for (const b of scheduled) expect(b.pstrImgUrl, b.brcTit).toMatch(/^\/img\/broadcast\/[\w-]+\.svg$/);

    const products = await database.db.selectFrom('sodamProduct').select(['ctgrCd', 'imgPtUrl']).execute();
    expect(products.length).toBeGreaterThan(0);
    // Each demo product shows its own drawing, not a grid of one category picture.
    expect(products.filter((p) => !p.imgPtUrl?.startsWith('/img/sodam/product/'))).toEqual([]);
    // A product the desk adds later gets its category's picture: every category has one, not only the seeded ones.
    const urls = new Set([
      ...products.map((p) => productImageUrl(p.ctgrCd, p.imgPtUrl)),
      ...Object.keys(SODAM_CATEGORIES).map((c) => productImageUrl(c)),
    ]);
    expect([...urls].filter((u) => !fs.existsSync(path.join(PUBLIC_DIR, u)))).toEqual([]);
  });

  it('every drawing under img/ is a well-formed SVG with a viewBox, under 12 KB, no embedded raster or text', async () => {
    const files = svgFiles(IMG_DIR);
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const name = path.relative(PUBLIC_DIR, file);
      const text = fs.readFileSync(file, 'utf8');
      expect(Buffer.byteLength(text), name).toBeLessThan(MAX_SVG_BYTES);
      expect(text, name).toMatch(/^<svg [^>]*viewBox="[\d. -]+"/);
      expect(text, name).not.toMatch(/<(image|text|foreignObject|script)\b/);
      // librsvg (sharp) parses it as the browsers and the share pictures (seo.picture.ts) will: a broken file throws.
      const meta = await sharp(Buffer.from(text)).metadata();
      expect(meta.format, name).toBe('svg');
      expect(meta.width, name).toBeGreaterThan(0);
    }
  });
});
