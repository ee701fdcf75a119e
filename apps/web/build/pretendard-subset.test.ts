// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fontCharacters,
  fontFaceCss,
  fontSlices,
  ksx1001Hangul,
  SLICE_CHARACTERS,
  unicodeRange,
} from './pretendard-subset.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('the Pretendard subset', () => {
  const chars = fontCharacters(repoRoot);

  it('keeps the 2,350 Hangul syllables of KS X 1001, its jamo (초성 search) and Latin', () => {
    const hangul = ksx1001Hangul();
    expect([...hangul]).toHaveLength(2350);
    expect(hangul.startsWith('가각간')).toBe(true);
    expect(hangul.endsWith('힝')).toBe(true);
    for (const ch of hangul + 'ㄱㄴㄷㅎㅏ' + 'AZaz09@.,·₩①※') expect(chars).toContain(ch);
  });

  it('adds every character written in the portal’s screens and messages, and leaves Hanja and emoji to the system', () => {
    const global = fs.readFileSync(path.join(repoRoot, 'apps/web/src/styles/global.css'), 'utf8');
    expect(global).toContain("@import './generated/pretendard.css';");
    // 똠 and 햏 are not KS X 1001 syllables: in the subset only if some source writes them.
    const sources = ['apps/web/src', 'packages/contracts/src'];
    const written = (ch: string) =>
      sources.some((dir) =>
        fs
          .readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
          .some((f) => /\.(tsx?|css)$/.test(f) && fs.readFileSync(path.join(repoRoot, dir, f), 'utf8').includes(ch)),
      );
    for (const rare of ['똠', '햏']) expect(chars.includes(rare)).toBe(written(rare));
    expect(chars).not.toMatch(/[\u4e00-\u9fff]/);
    expect([...chars]).toEqual([...new Set(chars)]);
  });

  it('puts the portal’s own characters in the one preloaded slice and the rest in small slices, each character once', () => {
    const slices = fontSlices(repoRoot);
    const [portal, ...rest] = slices;
    expect(portal?.name).toBe('portal');
    // What the screens and the demo content write, and the no-break space the app renders between words.
    for (const ch of '지원사업공고신청마감온판라이브룸예약\u00a0AZaz09·₩') expect(portal?.chars).toContain(ch);
    // A KS X 1001 syllable no source writes (똠 is not KS X 1001) is in an on-demand slice.
    const unwritten = [...ksx1001Hangul()].find((ch) => !portal!.chars.includes(ch))!;
    expect(rest.some((slice) => slice.chars.includes(unwritten))).toBe(true);
    expect(rest.length).toBeGreaterThan(0);
    for (const slice of rest) expect([...slice.chars].length).toBeLessThanOrEqual(SLICE_CHARACTERS);
    const all = slices.flatMap((slice) => [...slice.chars]);
    expect(all).toHaveLength(new Set(all).size);
    expect(new Set(all)).toEqual(new Set(chars));
  });

  it('names each slice’s characters exactly in its unicode-range, one @font-face per slice', () => {
    expect(unicodeRange('가각간ABC!')).toBe('U+21, U+41-43, U+AC00-AC01, U+AC04');
    const css = fontFaceCss([
      { name: 'portal', chars: 'AB' },
      { name: 'ksx-1', chars: '똠' },
    ]);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain("src: url('./pretendard-portal.woff2') format('woff2');\n  unicode-range: U+41-42;");
    expect(css).toContain("src: url('./pretendard-ksx-1.woff2') format('woff2');\n  unicode-range: U+B620;");
    expect(css).toContain('font-display: swap;');
  });
});
