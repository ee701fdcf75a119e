import { createProhibitedMatcher } from '@onfan/contracts/prohibited';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { ProhibitedWordRepository } from './prohibited-word.repository.js';

export const PROHIBITED_WORD_MESSAGE_PREFIX = '금칙어가 포함되어 있습니다: ';

type Matcher = (text: string) => string | null;

// The compiled matcher is reused while the word list stays the same (the list is read on every check, so an
// operator's change applies at once).
let cached: { key: string; matcher: Matcher } | null = null;

function matcherFor(words: readonly string[]): Matcher {
  const key = words.join('\u0000');
  if (cached?.key !== key) cached = { key, matcher: createProhibitedMatcher(words) };
  return cached.matcher;
}

export class ProhibitedWordService {
  constructor(private readonly repo: ProhibitedWordRepository) {}

  list(): Promise<string[]> {
    return this.repo.listWords();
  }

  /** The first prohibited word found in any of the texts, or null. Empty and missing texts are skipped. */
  async findIn(texts: readonly (string | null | undefined)[]): Promise<string | null> {
    const present = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
    if (present.length === 0) return null;
    const match = matcherFor(await this.repo.listWords());
    for (const text of present) {
      const word = match(text);
      if (word !== null) return word;
    }
    return null;
  }

  /** Throws 400 '금칙어가 포함되어 있습니다: <word>' when a text holds a prohibited word. */
  async assertNoProhibitedWords(texts: readonly (string | null | undefined)[]): Promise<void> {
    const word = await this.findIn(texts);
    if (word !== null) throw AppError.badRequest(`${PROHIBITED_WORD_MESSAGE_PREFIX}${word}`);
  }
}

/**
 * For other domains' services: refuses (400) a write whose texts (titles, bodies, comments) hold a prohibited word.
 * Pass HTML bodies as they are; the matcher ignores markup characters between letters.
 */
export async function assertNoProhibitedWords(
  db: Kysely<DB>,
  texts: readonly (string | null | undefined)[],
): Promise<void> {
  await new ProhibitedWordService(new ProhibitedWordRepository(db)).assertNoProhibitedWords(texts);
}
