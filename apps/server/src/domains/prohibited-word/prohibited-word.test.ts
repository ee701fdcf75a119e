import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { CacheService } from '../../http/cache.js';
import { systemClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { ProhibitedWordRepository } from './prohibited-word.repository.js';
import { PROHIBITED_WORD_SEED } from './prohibited-word.seed.js';
import { MATCHER_REGION, ProhibitedWordService } from './prohibited-word.service.js';

describe('prohibited words', async () => {
  const { app, database } = await createTestApp({ demo: false });
  // What other domains receive from the module: the service over the app's cache.
  const cache = new CacheService(systemClock);
  const words = new ProhibitedWordService(new ProhibitedWordRepository(database.db), cache);
  const assertNoProhibitedWords = (texts: readonly (string | null | undefined)[]) =>
    words.assertNoProhibitedWords(texts);

  it('lists the words publicly', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/app/common/prhbWrd' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...PROHIBITED_WORD_SEED]);
  });

  it('refuses a text holding a word, evasions included, naming the word', async () => {
    const err = await assertNoProhibitedWords(['괜찮은 제목', '너 바 보야']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400, message: '금칙어가 포함되어 있습니다: 바보' });
    await expect(assertNoProhibitedWords(['<p>카.지.노 무료 쿠폰</p>'])).rejects.toMatchObject({
      message: '금칙어가 포함되어 있습니다: 카지노',
    });
  });

  it('lets clean texts and empty values through', async () => {
    await expect(
      assertNoProhibitedWords(['바다가 보이는 카페 창업 후기', null, undefined, '']),
    ).resolves.toBeUndefined();
  });

  it('ignores words switched off, and applies a new word at once', async () => {
    await database.db.updateTable('prohibitedWord').set({ useYn: 'N' }).where('word', '=', '바보').execute();
    await expect(assertNoProhibitedWords(['바보'])).resolves.toBeUndefined();
    const listed = (await app.inject({ method: 'GET', url: '/v1/app/common/prhbWrd' })).json();
    expect(listed).not.toContain('바보');

    await database.db.insertInto('prohibitedWord').values({ word: '먹튀', regDt: new Date().toISOString() }).execute();
    await expect(assertNoProhibitedWords(['먹 튀 검증'])).rejects.toMatchObject({
      message: '금칙어가 포함되어 있습니다: 먹튀',
    });
  });

  it('compiles a word list once and keeps the matcher in the app cache', async () => {
    await words.findIn(['아무 글']);
    await words.findIn(['다른 글']);
    let loads = 0;
    // The list in use is cached under its words: asking for that key again finds the matcher without loading it.
    const list = (await app.inject({ method: 'GET', url: '/v1/app/common/prhbWrd' })).json() as string[];
    await cache.value(MATCHER_REGION, list.join('\u0000'), 1000, () => {
      loads++;
      return null;
    });
    expect(loads).toBe(0);
    // A cleared region is compiled again on the next check, which still finds the words.
    cache.invalidate(MATCHER_REGION);
    await expect(assertNoProhibitedWords(['먹 튀'])).rejects.toMatchObject({ status: 400 });
  });
});
