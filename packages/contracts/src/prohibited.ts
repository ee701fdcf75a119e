/**
 * Prohibited-word matching (the prhbWrd list) that sees through the usual evasions: spaces, symbols, digits,
 * Latin letters or loose jamo between syllables ('바 보', '바.보', '바1보', '바ㅋ보'), fullwidth letters,
 * zero-width characters, and words typed as separated jamo ('ㅂㅏㅂㅗ').
 *
 * Between two Hangul syllables of a banned word anything but another syllable may stand, up to MAX_GAP characters;
 * so '바다' or '보리' never match '바보'. Between other characters (Latin letters, digits) only non-alphanumerics may
 * stand, so 'fun luck' never matches 'fuck' while 'f.u.c.k' does.
 */
import { assemble } from 'es-hangul';
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const PROHIBITED_MESSAGES = {
  /** The refusal of a write whose text holds a listed word (400). */
  found: (word: string) => `금칙어가 포함되어 있습니다: ${word}`,
} as const;

/** In-use words, oldest first (the matcher reports the first listed word it finds). */
export const prohibitedWordListSchema = z.array(z.string());

/** Most filler characters tolerated between two characters of a banned word. */
export const MAX_GAP = 10;

const SYLLABLE = /[\uAC00-\uD7A3]/;
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const FULLWIDTH_ASCII = /[\uFF01-\uFF5E]/g;
const NOT_ALNUM = /[^\p{L}\p{N}]/gu;
const JAMO_RUN = /[\u3131-\u318E](?:[^\uAC00-\uD7A3]*[\u3131-\u318E])?/g;
const VOWEL_JAMO = /[\u314F-\u3163]/;
const JAMO = /[\u3131-\u318E]/g;

/**
 * The canonical form both sides are compared in: NFC (so decomposed Hangul becomes syllables), fullwidth ASCII
 * folded to ASCII, invisible characters removed, lower case, trimmed.
 */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFC')
    .replace(FULLWIDTH_ASCII, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(INVISIBLE, '')
    .toLowerCase()
    .trim();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface CompiledWord {
  word: string;
  pattern: RegExp;
}

function compileWord(word: string): CompiledWord | null {
  const chars = [...normalizeForMatch(word).replace(NOT_ALNUM, '')];
  if (chars.length === 0) return null;
  let source = escapeRegExp(chars[0]!);
  for (let i = 1; i < chars.length; i++) {
    const bothSyllables = SYLLABLE.test(chars[i - 1]!) && SYLLABLE.test(chars[i]!);
    const gap = bothSyllables ? '[^\\uAC00-\\uD7A3]' : '[^\\p{L}\\p{N}]';
    source += `(${gap}{0,${MAX_GAP}})${escapeRegExp(chars[i]!)}`;
  }
  return { word, pattern: new RegExp(source, 'gu') };
}

/**
 * The text with every run of loose jamo that holds a vowel assembled into syllables ('ㅂㅏ ㅂㅗ' → '바보'),
 * or null when there is no such run. Consonant-only runs ('ㅋㅋ') are left alone.
 */
function assembleJamoRuns(text: string): string | null {
  let changed = false;
  const out = text.replace(JAMO_RUN, (run) => {
    if (!VOWEL_JAMO.test(run)) return run;
    let assembled: string;
    try {
      assembled = assemble(run.match(JAMO) ?? []);
    } catch {
      return run; // archaic jamo es-hangul does not know: nothing to assemble
    }
    if (assembled !== run) changed = true;
    return assembled;
  });
  return changed ? out : null;
}

/**
 * A match whose gaps include whitespace is taken as an evasion only when its first character starts a word:
 * in '오후 세시 발표' the '시' belongs to '세시', so '시발' is not found, while '시 발' and '너 바 보야' are.
 */
function isAcceptedMatch(text: string, match: RegExpExecArray): boolean {
  const gaps = match.slice(1);
  if (!gaps.some((g) => g !== undefined && /\s/.test(g))) return true;
  const before = text.slice(0, match.index);
  const previous = [...before].pop();
  return previous === undefined || !/[\p{L}\p{N}]/u.test(previous) || /[\u3131-\u318E]/.test(previous);
}

function matches(text: string, compiled: CompiledWord): boolean {
  const { pattern } = compiled;
  pattern.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(text)) !== null) {
    if (isAcceptedMatch(text, m)) return true;
    // Try again one character later: a later occurrence may start a word.
    pattern.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1);
  }
  return false;
}

/** Compiles a word list once; the returned function gives the first listed word found in a text, or null. */
export function createProhibitedMatcher(words: readonly string[]): (text: string) => string | null {
  const compiled = words.map(compileWord).filter((c): c is CompiledWord => c !== null);
  return (text: string) => {
    if (compiled.length === 0 || !text) return null;
    const normalized = normalizeForMatch(text);
    const variants = [normalized];
    const assembled = assembleJamoRuns(normalized);
    if (assembled !== null) variants.push(assembled);
    for (const c of compiled) {
      if (variants.some((v) => matches(v, c))) return c.word;
    }
    return null;
  };
}

/** The first word of `words` (as listed) that `text` contains, evasions included, or null. */
export function findProhibitedWord(text: string, words: readonly string[]): string | null {
  return createProhibitedMatcher(words)(text);
}

/** The calls of the prohibited-word domain. The web checks drafts with the same list and matcher. */
export const prohibitedWordEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'common/prhbWrd',
    access: 'public',
    summary: '금칙어 목록',
    response: prohibitedWordListSchema,
  }),
} as const;
