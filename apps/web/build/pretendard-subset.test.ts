// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontCharacters, ksx1001Hangul } from './pretendard-subset.js';

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
    expect(global).toContain("url('./generated/pretendard-subset.woff2')");
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
});
