import type { Executor } from '../../db/executor.js';

export class ProhibitedWordRepository {
  constructor(private readonly db: Executor) {}

  /** In-use words, oldest first (the matcher reports the first listed word it finds). */
  async listWords(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('prohibitedWord')
      .select('word')
      .where('useYn', '=', 'Y')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.word);
  }

  /** Adds the words not there yet; leaves existing ones (and their use_yn) alone. */
  async insertMissing(words: readonly string[], now: string): Promise<void> {
    if (words.length === 0) return;
    await this.db
      .insertInto('prohibitedWord')
      .values(words.map((word) => ({ word, regDt: now, updtDt: now })))
      .onConflict((oc) => oc.column('word').doNothing())
      .execute();
  }
}
