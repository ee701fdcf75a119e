import { createProhibitedMatcher, PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import { AppError } from '../../http/app-error.js';
import type { CacheService } from '../../http/cache.js';
import type { ProhibitedWordRepository } from './prohibited-word.repository.js';

type Matcher = (text: string) => string | null;

/** The app cache's region of compiled matchers, one per word list. */
export const MATCHER_REGION = 'prohibited-word';
/** A matcher of a list no longer in use is dropped after this long. */
const MATCHER_TTL_MS = 60 * 60 * 1000;

/**
 * The prohibited words (금칙어). Other domains' services receive this service from the module and refuse writes whose
 * texts (titles, bodies, comments) hold a word: `assertNoProhibitedWords(texts)`.
 */
export class ProhibitedWordService {
  constructor(
    private readonly repo: ProhibitedWordRepository,
    private readonly cache: CacheService,
  ) {}

  list(): Promise<string[]> {
    return this.repo.listWords();
  }

  /**
   * The matcher of the list in use. The list is read on every check, so an operator's change applies at once; the
   * compiled matcher is reused from the app cache while the list stays the same.
   */
  private async matcher(): Promise<Matcher> {
    const words = await this.repo.listWords();
    return this.cache.value(MATCHER_REGION, words.join('\u0000'), MATCHER_TTL_MS, () => createProhibitedMatcher(words));
  }

  /** The first prohibited word found in any of the texts, or null. Empty and missing texts are skipped. */
  async findIn(texts: readonly (string | null | undefined)[]): Promise<string | null> {
    const present = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
    if (present.length === 0) return null;
    const match = await this.matcher();
    for (const text of present) {
      const word = match(text);
      if (word !== null) return word;
    }
    return null;
  }

  /**
   * Throws 400 '금칙어가 포함되어 있습니다: <word>' when a text holds a prohibited word. Pass HTML bodies as they are;
   * the matcher ignores markup characters between letters.
   */
  async assertNoProhibitedWords(texts: readonly (string | null | undefined)[]): Promise<void> {
    const word = await this.findIn(texts);
    if (word !== null) throw AppError.badRequest(PROHIBITED_MESSAGES.found(word));
  }
}
