import { disassemble } from 'es-hangul';

/**
 * How relevant a page is to a question, and the floor below which the chatbot says it found nothing (decision 049).
 *
 * The question's words (keywordsOf: particles, endings, question words and stop words gone) are matched against a
 * page's title, keywords and body, each match scored 1 (the word is there), less for a near form (a longer ending,
 * a typo of one letter, a missing space) and 0 otherwise. A word weighs its inverse document frequency over the task
 * pages (a word on every page says little; a word on none says a lot, so a question about something the portal does
 * not have cannot be answered by its one common word), and very common portal words weigh little. A page's score is
 * BM25-like (a title match weighs most, then keywords, then body, each saturating); a page is relevant only when it
 * covers at least half the question's weight and matches a word that is not a common one in its title or keywords.
 * A word is found inside one of a page's words or from a word's start across spaces ('스튜디오예약' in '스튜디오 예약'),
 * never from the middle of one word into the next ('점심' is not in '입점 심사').
 */

/** Words every page of the portal could hold: they weigh little and never make a page relevant alone. */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  '안내',
  '정보',
  '이용',
  '온판',
  '서비스',
  '관련',
  '사이트',
  '홈페이지',
  '페이지',
  '내용',
  '확인',
  '일정',
  '사용',
  '메뉴',
  '화면',
  '처음',
  '지금',
  '오늘',
  '다시',
]);
const COMMON_WEIGHT = 0.25;

/** Field weights: a title match weighs more than a keyword match, which weighs more than a body match. */
const WEIGHT = { title: 3, keywords: 2, body: 1 } as const;
/** BM25's saturation: a second strong field adds less than the first. */
const K1 = 1.2;
/** A word counts as matched from this match strength on. */
const MATCHED = 0.6;
/** A page must cover this share of the question's weight. */
export const COVERAGE_FLOOR = 0.5;

/** A page as the scorer sees it. */
export interface ScoredDoc {
  title: string;
  keywords?: readonly string[];
  body: string;
}

/** Lower-cased, letters and digits only: spacing does not matter ('스튜디오예약' is '스튜디오 예약'). */
export function squash(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^0-9a-z가-힣]+/g, '');
}

function wordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^0-9a-z가-힣]+/)
    .filter((w) => w.length >= 2);
}

/** Levenshtein distance, small strings only (jamo of a word). */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * A field prepared once: its words, what follows each word's start with the spaces taken out (so '스튜디오예약' is
 * found in '스튜디오 예약' but '점심' is not found in '입점 심사': a match starts where a word starts, or lies inside one
 * word), and the words' letters (jamo) for typo matching.
 */
interface Field {
  starts: string[];
  /** The words as written, and each part with its spaces taken out. */
  words: string[];
  /** The words as written only. */
  tokens: string[];
  jamo: string[];
}

function field(parts: readonly string[]): Field {
  const tokens = [...new Set(parts.flatMap(wordsOf))];
  const words = [...new Set([...tokens, ...parts.map(squash)].filter((w) => w.length >= 2))];
  const starts = parts.flatMap((p) => {
    const tokens = p
      .normalize('NFC')
      .toLowerCase()
      .split(/[^0-9a-z가-힣]+/)
      .filter(Boolean);
    return tokens.map((_, i) => tokens.slice(i).join(''));
  });
  return { starts, words, tokens, jamo: words.map((w) => disassemble(w)) };
}

/** Whether the field holds the word: inside one of its words, or from a word's start across the spaces after it. */
function holds(f: Field, word: string): boolean {
  return f.tokens.some((w) => w.includes(word)) || f.starts.some((s) => s.startsWith(word));
}

/**
 * How strongly one question word matches a field: 1 when the field holds it; 0.8 for a longer form of a field word
 * ('잊어버렸어' for '잊어버렸', '비밀번호찾기' holding '비밀번호') or the word without its last syllable; 0.7 for a word one
 * letter (jamo) away from a field word's start (a typo: '예먁' for '예약', '비빌번호' for '비밀번호'); 0 otherwise.
 */
function matchIn(word: string, f: Field): number {
  if (holds(f, word)) return 1;
  for (const w of f.words) {
    if (w.length >= 2 && (word.startsWith(w) || (word.includes(w) && w.length * 2 >= word.length))) return 0.8;
  }
  if (word.length >= 3 && holds(f, word.slice(0, -1))) return 0.8;
  const letters = disassemble(word);
  if (letters.length < 4) return 0;
  const allowed = letters.length >= 9 ? 2 : 1;
  for (const other of f.jamo) {
    if (distance(letters, other.slice(0, letters.length)) <= allowed || distance(letters, other) <= allowed) {
      return 0.7;
    }
  }
  return 0;
}

interface PreparedDoc {
  title: Field;
  keywords: Field;
  body: Field;
}

function prepare(doc: ScoredDoc): PreparedDoc {
  return { title: field([doc.title]), keywords: field(doc.keywords ?? []), body: field([doc.body]) };
}

export interface Relevance {
  /** BM25-like score: higher is better. */
  score: number;
  /** The share of the question's weight the page covers (0–1). */
  coverage: number;
  /** Whether a word that is not a common one matched the title or keywords. */
  titleOrKeyword: boolean;
}

/** Scores pages against questions; the inverse document frequencies come from the collection it is built on. */
export class RelevanceScorer<T extends ScoredDoc> {
  private readonly prepared: { doc: T; p: PreparedDoc }[];

  constructor(docs: readonly T[]) {
    this.prepared = docs.map((doc) => ({ doc, p: prepare(doc) }));
  }

  /** The weight of each question word: its inverse document frequency over the collection, common words less. */
  weights(words: readonly string[]): number[] {
    const n = this.prepared.length;
    return words.map((w) => {
      const df = this.prepared.filter(({ p }) => best(w, p) >= MATCHED).length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      return COMMON_WORDS.has(w) ? idf * COMMON_WEIGHT : idf;
    });
  }

  /** The relevance of a page of another collection (an article of the search index), weighed by `weights`. */
  relevance(words: readonly string[], weights: readonly number[], doc: ScoredDoc): Relevance {
    return relevanceOf(words, weights, prepare(doc));
  }

  /** The collection's pages above the floor for the question's words, best first. */
  rank(words: readonly string[]): { doc: T; relevance: Relevance }[] {
    if (words.length === 0) return [];
    const weights = this.weights(words);
    return this.prepared
      .map(({ doc, p }) => ({ doc, relevance: relevanceOf(words, weights, p) }))
      .filter(({ relevance: r }) => r.titleOrKeyword && r.coverage >= COVERAGE_FLOOR)
      .sort((a, b) => b.relevance.score - a.relevance.score);
  }
}

function best(word: string, p: PreparedDoc): number {
  return Math.max(matchIn(word, p.title), matchIn(word, p.keywords), matchIn(word, p.body));
}

function relevanceOf(words: readonly string[], weights: readonly number[], p: PreparedDoc): Relevance {
  const total = weights.reduce((a, b) => a + b, 0);
  let score = 0;
  let covered = 0;
  let titleOrKeyword = false;
  words.forEach((w, i) => {
    const t = matchIn(w, p.title);
    const k = matchIn(w, p.keywords);
    const b = matchIn(w, p.body);
    const tf = WEIGHT.title * t + WEIGHT.keywords * k + WEIGHT.body * b;
    score += weights[i]! * ((tf * (K1 + 1)) / (tf + K1));
    const m = Math.max(t, k, b);
    if (m < MATCHED) return;
    covered += weights[i]! * m;
    if (COMMON_WORDS.has(w)) return;
    if (Math.max(t, k) >= MATCHED) titleOrKeyword = true;
  });
  return { score, coverage: total > 0 ? covered / total : 0, titleOrKeyword };
}
