import type { Database } from '../../db/database.js';
import { ProhibitedWordRepository } from './prohibited-word.repository.js';

/** The starting list (reference data): abuse and the spam the community boards attract. Operators extend it. */
export const PROHIBITED_WORD_SEED = [
  '바보',
  '멍청이',
  '병신',
  '씨발',
  '개새끼',
  '꺼져',
  '닥쳐',
  '사기',
  '도박',
  '불법대출',
  '작업대출',
  '카지노',
  '바카라',
  '토토사이트',
  '성인광고',
  '마약',
] as const;

export async function seedProhibitedWords(database: Database): Promise<void> {
  await new ProhibitedWordRepository(database.db).insertMissing(PROHIBITED_WORD_SEED, new Date().toISOString());
}
