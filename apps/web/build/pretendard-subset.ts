/**
 * The portal's one web font: Pretendard Variable cut to what the pages use (decision 022) — the 2,350 Hangul
 * syllables of KS X 1001, its symbol, jamo and unit rows, Latin, and every other character written in the portal's
 * own sources (screens, messages, seeds), weights 400–700 only. A character outside it (a rare name) is drawn by the
 * metric-matched fallback face declared next to the font in global.css.
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
  for (let c = 0x20; c <= 0x7e; c++) text += String.fromCharCode(c);
  for (let c = 0xa0; c <= 0xff; c++) text += String.fromCharCode(c);
  text += '‐–—‘’“”…·•₩€™←↑→↓';
  for (const dir of SOURCE_DIRS) text += readSources(repoRoot, dir);
  const chars = new Set<string>();
  for (const ch of text) {
    if (ch.codePointAt(0)! >= 0x20 && !LEAVE_TO_SYSTEM.test(ch)) chars.add(ch);
  }
  return [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/** The file global.css names; generated (not committed) next to it. */
export const SUBSET_FILE = 'src/styles/generated/pretendard-subset.woff2';

/**
 * Writes the subset when it is missing or its characters, Pretendard's version or the weights changed (a few
 * seconds; a stamp file beside it records what it was cut from).
 */
export async function writePretendardSubset(webRoot: string): Promise<{ file: string; written: boolean }> {
  const repoRoot = path.resolve(webRoot, '../..');
  const require = createRequire(path.join(webRoot, 'package.json'));
  const source = require.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2');
  const version = (
    JSON.parse(fs.readFileSync(require.resolve('pretendard/package.json'), 'utf8')) as { version: string }
  ).version;
  const chars = fontCharacters(repoRoot);
  const stamp = createHash('sha256')
    .update(JSON.stringify({ version, chars, weights: FONT_WEIGHTS }))
    .digest('hex');
  const file = path.join(webRoot, SUBSET_FILE);
  const stampFile = `${file}.stamp`;
  if (fs.existsSync(file) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    return { file, written: false };
  }
  const font = await subsetFont(fs.readFileSync(source), chars, {
    targetFormat: 'woff2',
    variationAxes: { wght: FONT_WEIGHTS },
  });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, font);
  fs.writeFileSync(stampFile, stamp);
  return { file, written: true };
}

/**
 * The Vite side: cuts the subset before the stylesheets are read, and preloads the hashed font from every page's
 * HTML (it is needed by the first paint of every page).
 */
export function pretendardSubset(): Plugin {
  let webRoot = '';
  return {
    name: 'onfan-pretendard-subset',
    async configResolved(config) {
      webRoot = config.root;
      const { written } = await writePretendardSubset(webRoot);
      if (written) config.logger.info('온판: Pretendard 글꼴 부분 집합을 만들었습니다.');
    },
    transformIndexHtml(_html, ctx) {
      const font = Object.keys(ctx.bundle ?? {}).find((name) => /pretendard-subset-[\w-]+\.woff2$/.test(name));
      const href = font ? `/${font}` : ctx.server ? `/${SUBSET_FILE}` : undefined;
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
