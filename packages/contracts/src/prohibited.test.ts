import { describe, expect, it } from 'vitest';
import { createProhibitedMatcher, findProhibitedWord, MAX_GAP, normalizeForMatch } from './prohibited.js';

const WORDS = ['바보', '시발', '개새끼', 'fuck', 'ㅂㅅ'];
const find = (text: string) => findProhibitedWord(text, WORDS);

describe('normalizeForMatch', () => {
  it('composes decomposed Hangul (NFC)', () => {
    const decomposed = '\u1107\u1161\u1107\u1169'; // 바보 as conjoining jamo
    expect(decomposed).not.toBe('바보');
    expect(normalizeForMatch(decomposed)).toBe('바보');
  });

  it('folds fullwidth ASCII, lower-cases, drops invisible characters and trims', () => {
    expect(normalizeForMatch('ＦＵＣＫ！')).toBe('fuck!');
    expect(normalizeForMatch('  HeLLo  ')).toBe('hello');
    expect(normalizeForMatch('바\u200B보\uFEFF')).toBe('바보');
    expect(normalizeForMatch('ㅂㅏ')).toBe('ㅂㅏ');
  });
});

describe('findProhibitedWord', () => {
  it('finds a word as written, inside a sentence, with particles after it', () => {
    expect(find('바보')).toBe('바보');
    expect(find('너는 바보야')).toBe('바보');
    expect(find('진짜개새끼네')).toBe('개새끼');
  });

  it('returns the word as listed, the first listed one found', () => {
    expect(findProhibitedWord('바보 시발', ['시발', '바보'])).toBe('시발');
    expect(findProhibitedWord('FUCK', ['Fuck'])).toBe('Fuck');
  });

  it('sees through spaces, symbols, digits and Latin letters between syllables', () => {
    expect(find('바 보')).toBe('바보');
    expect(find('바.보')).toBe('바보');
    expect(find('바1보')).toBe('바보');
    expect(find('바a보')).toBe('바보');
    expect(find('바_-_보')).toBe('바보');
    expect(find('개.새.끼')).toBe('개새끼');
    expect(find('개 새1끼')).toBe('개새끼');
    expect(find('시\n발')).toBe('시발');
  });

  it('sees through jamo between syllables', () => {
    expect(find('바ㅋ보')).toBe('바보');
    expect(find('시ㅋㅋㅋ발')).toBe('시발');
  });

  it('sees through invisible characters, fullwidth letters and case', () => {
    expect(find('바\u200B보')).toBe('바보');
    expect(find('ＦＵＣＫ')).toBe('fuck');
    expect(find('FuCk you')).toBe('fuck');
    expect(find('f.u.c.k')).toBe('fuck');
    expect(find('f u c k')).toBe('fuck');
  });

  it('finds decomposed Hangul', () => {
    expect(find('\u1107\u1161\u1107\u1169')).toBe('바보');
  });

  it('finds a word typed as separated jamo', () => {
    expect(find('ㅂㅏㅂㅗ')).toBe('바보');
    expect(find('너 ㅂㅏㅂㅗ 야')).toBe('바보');
    expect(find('ㅂ ㅏ ㅂ ㅗ')).toBe('바보');
    expect(find('ㅅㅣㅂㅏㄹ')).toBe('시발');
    expect(find('바ㅂㅗ')).toBe('바보');
  });

  it('finds a listed jamo word', () => {
    expect(find('ㅂㅅ같이')).toBe('ㅂㅅ');
    expect(find('ㅂ.ㅅ')).toBe('ㅂㅅ');
  });

  it('normalizes the listed words too', () => {
    expect(findProhibitedWord('바보', ['바 보'])).toBe('바 보');
    expect(findProhibitedWord('fuck', ['ＦＵＣＫ'])).toBe('ＦＵＣＫ');
    expect(findProhibitedWord('바보', ['\u1107\u1161\u1107\u1169'])).toBe('\u1107\u1161\u1107\u1169');
  });

  it('does not flag normal words that merely contain a syllable of a banned word', () => {
    for (const text of [
      '바다',
      '보리',
      '바다에 보트',
      '바나나보트',
      '시간 발표',
      '오후 세시 발표',
      '3시 발표',
      '개나리 새싹',
      'fun luck',
      'f1u2c3k',
      'ㅋㅋㅋ 좋아요 ㅠㅠ',
      '보바',
    ]) {
      expect(find(text), text).toBeNull();
    }
  });

  it('still flags a spaced word that starts a word', () => {
    expect(find('시 발')).toBe('시발');
    expect(find('너 바 보야')).toBe('바보');
    expect(find('(바 보)')).toBe('바보');
    // A later occurrence counts even when an earlier one was a false start.
    expect(find('세시 발표, 그리고 시 발')).toBe('시발');
  });

  it('tolerates at most MAX_GAP characters between two characters', () => {
    expect(find(`바${'.'.repeat(MAX_GAP)}보`)).toBe('바보');
    expect(find(`바${'.'.repeat(MAX_GAP + 1)}보`)).toBeNull();
  });

  it('answers null for empty input or an empty list', () => {
    expect(find('')).toBeNull();
    expect(findProhibitedWord('바보', [])).toBeNull();
    expect(findProhibitedWord('바보', ['', ' ', '!!'])).toBeNull();
  });
});

describe('createProhibitedMatcher', () => {
  it('can be reused across texts', () => {
    const match = createProhibitedMatcher(WORDS);
    expect(match('바 보')).toBe('바보');
    expect(match('안녕하세요')).toBeNull();
    expect(match('바.보')).toBe('바보');
    expect(match('f.u.c.k')).toBe('fuck');
  });
});
