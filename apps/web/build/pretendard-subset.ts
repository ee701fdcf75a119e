/**
 * The portal's one web font: Pretendard Variable cut to what the pages use (decision 022) — the 2,350 Hangul
 * syllables of KS X 1001, its symbol, jamo and unit rows, Latin, and every other character written in the portal's
 * own sources (screens, messages, seeds), weights 400–700 only, in slices: the portal's own characters in one
 * preloaded file, the rest in small files a page fetches only when its text uses them. A character outside them all
 * (a rare name) is drawn by the metric-matched fallback face declared in global.css.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** KS X 1001 rows kept besides Hangul: symbols (A1, A2), full-width forms (A3), jamo (A4), units (A7), circled (A8). */
const KSX1001_SYMBOL_ROWS = [0xa1, 0xa2, 0xa3, 0xa4, 0xa7, 0xa8];
/** KS X 1001 rows of the 2,350 Hangul syllables. */
const KSX1001_HANGUL_ROWS = { first: 0xb0, last: 0xc8 };
/** The weights the stylesheets use (400 regular, 500 medium, 600, 700 bold). */
export const FONT_WEIGHTS = { min: 400, max: 700 };

function ksx1001Rows(rows: number[]): string {
  const decoder = new TextDecoder('euc-kr');
  let out = '';
  for (const hi of rows) {
    for (let lo = 0xa1; lo <= 0xfe; lo++) {
      const c = decoder.decode(new Uint8Array([hi, lo]));
      if (c !== '\ufffd') out += c;
    }
  }
  return out;
}

/** The 2,350 Hangul syllables of KS X 1001 (완성형), in code order. */
export function ksx1001Hangul(): string {
  const rows = [];
  for (let hi = KSX1001_HANGUL_ROWS.first; hi <= KSX1001_HANGUL_ROWS.last; hi++) rows.push(hi);
  return ksx1001Rows(rows);
}

const SOURCE_DIRS = ['apps/web/src', 'apps/web/index.html', 'packages/contracts/src', 'apps/server/src'];
const SOURCE_FILE = /\.(tsx?|html|css)$/;

function readSources(root: string, rel: string): string {
  const full = path.join(root, rel);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return '';
  if (stat.isFile()) return SOURCE_FILE.test(full) && !full.includes('.test.') ? fs.readFileSync(full, 'utf8') : '';
  return fs
    .readdirSync(full)
    .map((name) => readSources(root, path.join(rel, name)))
    .join('');
}

/** Hanja (CJK ideographs) are left to the system fonts: Pretendard has none. */
const LEAVE_TO_SYSTEM = /[\u2e80-\u2fdf\u3400-\u9fff\uf900-\ufaff\u{20000}-\u{3ffff}]|\p{Extended_Pictographic}/u;

/** Every character the subset keeps, sorted and without repeats. */
export function fontCharacters(repoRoot: string): string {
  let text = ksx1001Hangul() + ksx1001Rows(KSX1001_SYMBOL_ROWS);
  for (let c = 0xa0; c <= 0xff; c++) text += String.fromCharCode(c);
  text += portalText(repoRoot);
  return characterSet(text);
}

/** ASCII, common punctuation and every character written in the portal's own sources (screens, messages, seeds). */
function portalText(repoRoot: string): string {
  let text = '\u00a0‐–—‘’“”…·•₩€™←↑→↓';
  for (let c = 0x20; c <= 0x7e; c++) text += String.fromCharCode(c);
  for (const dir of SOURCE_DIRS) text += readSources(repoRoot, dir);
  return text;
}

function characterSet(text: string): string {
  const chars = new Set<string>();
  for (const ch of text) {
    if (ch.codePointAt(0)! >= 0x20 && !LEAVE_TO_SYSTEM.test(ch)) chars.add(ch);
  }
  return [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

export interface FontSlice {
  /** `portal` (preloaded by every page) or `ksx-1`, `ksx-2`, … */
  name: string;
  /** The slice's characters, in code-point order. */
  chars: string;
}

/** The most characters in one of the on-demand slices (about 30 KB of glyphs each). */
export const SLICE_CHARACTERS = 250;

/**
 * The subset in slices (decision 022, addendum): `portal` holds every character the portal itself writes (about 900:
 * its screens, messages and demo content, ASCII and punctuation), which is all that almost every page needs, and is
 * preloaded; the rest of KS X 1001 and Latin-1 follows in code-point slices of at most {@link SLICE_CHARACTERS} that a
 * browser fetches only for a page whose text uses one of them (a member's own writing). Each character is in exactly
 * one slice.
 */
export function fontSlices(repoRoot: string): FontSlice[] {
  const portal = characterSet(portalText(repoRoot));
  const inPortal = new Set(portal);
  const rest = [...fontCharacters(repoRoot)].filter((ch) => !inPortal.has(ch));
  const slices: FontSlice[] = [{ name: 'portal', chars: portal }];
  for (let i = 0; i < rest.length; i += SLICE_CHARACTERS) {
    slices.push({ name: `ksx-${slices.length}`, chars: rest.slice(i, i + SLICE_CHARACTERS).join('') });
  }
  return slices;
}

/** A CSS `unicode-range` value naming exactly these characters (consecutive code points as one range). */
export function unicodeRange(chars: string): string {
  const points = [...new Set([...chars].map((ch) => ch.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase();
  for (let i = 0; i < points.length; i++) {
    const first = points[i]!;
    while (i + 1 < points.length && points[i + 1] === points[i]! + 1) i++;
    const last = points[i]!;
    ranges.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
  }
  return ranges.join(', ');
}

/** The generated stylesheet: one `@font-face` per slice, all of the family `Pretendard Variable`. */
export function fontFaceCss(slices: FontSlice[]): string {
  const faces = slices.map(
    (slice) => `@font-face {
  font-family: 'Pretendard Variable';
  font-style: normal;
  font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};
  font-display: swap;
  src: url('./${sliceFile(slice.name)}') format('woff2');
  unicode-range: ${unicodeRange(slice.chars)};
}
`,
  );
  return `/* Generated by apps/web/build/pretendard-subset.ts (decision 022): Pretendard Variable in slices. */
${faces.join('\n')}`;
}

/** The folder global.css imports the generated stylesheet from; generated, not committed. */
export const GENERATED_DIR = 'src/styles/generated';
/** The stylesheet global.css imports. */
export const FONT_CSS = `${GENERATED_DIR}/pretendard.css`;
/** The slice every page preloads. */
export const PRELOADED_FILE = `${GENERATED_DIR}/${sliceFile('portal')}`;

function sliceFile(name: string): string {
  return `pretendard-${name}.woff2`;
}

/**
 * Writes the slices and their stylesheet when they are missing or their characters, Pretendard's version or the
 * weights changed (a few seconds; a stamp file beside them records what they were cut from).
 */
export async function writePretendardSubset(webRoot: string): Promise<{ dir: string; written: boolean }> {
  const repoRoot = path.resolve(webRoot, '../..');
  const require = createRequire(path.join(webRoot, 'package.json'));
  const source = require.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2');
  const version = (
    JSON.parse(fs.readFileSync(require.resolve('pretendard/package.json'), 'utf8')) as { version: string }
  ).version;
  const slices = fontSlices(repoRoot);
  const stamp = createHash('sha256')
    .update(JSON.stringify({ version, slices, weights: FONT_WEIGHTS }))
    .digest('hex');
  const dir = path.join(webRoot, GENERATED_DIR);
  const stampFile = path.join(dir, 'pretendard.stamp');
  const outputs = [FONT_CSS, ...slices.map((slice) => `${GENERATED_DIR}/${sliceFile(slice.name)}`)];
  const current =
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === stamp &&
    outputs.every((file) => fs.existsSync(path.join(webRoot, file)));
  if (current) return { dir, written: false };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const font = fs.readFileSync(source);
  for (const slice of slices) {
    const cut = await subsetFont(font, slice.chars, {
      targetFormat: 'woff2',
      variationAxes: { wght: FONT_WEIGHTS },
    });
    fs.writeFileSync(path.join(dir, sliceFile(slice.name)), cut);
  }
  fs.writeFileSync(path.join(webRoot, FONT_CSS), fontFaceCss(slices));
  fs.writeFileSync(stampFile, stamp);
  return { dir, written: true };
}

/**
 * The Vite side: cuts the slices before the stylesheets are read, and preloads the hashed `portal` slice from every
 * page's HTML (the first paint of every page needs it; the other slices load only where a page's text uses them).
 */
export function pretendardSubset(): Plugin {
  let webRoot = '';
  return {
    name: 'onfan-pretendard-subset',
    async configResolved(config) {
      webRoot = config.root;
      const { written } = await writePretendardSubset(webRoot);
      if (written) config.logger.info('온판: Pretendard 글꼴 조각을 만들었습니다.');
    },
    transformIndexHtml(_html, ctx) {
      const font = Object.keys(ctx.bundle ?? {}).find((name) => /pretendard-portal-[\w-]+\.woff2$/.test(name));
      const href = font ? `/${font}` : ctx.server ? `/${PRELOADED_FILE}` : undefined;
      if (!href) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
