import { describe, expect, it } from 'vitest';
import { keywordsOf } from './chatbot.keywords.js';
import { COVERAGE_FLOOR, RelevanceScorer, squash } from './chatbot.relevance.js';
import { CHAT_TASKS } from './chatbot.tasks.js';

const scorer = new RelevanceScorer(CHAT_TASKS.map((t) => ({ ...t, body: [t.summary, ...t.steps].join(' ') })));
const best = (question: string) => scorer.rank(keywordsOf(question))[0]?.doc.id ?? 'none';

describe('relevance floor', () => {
  it('ignores spacing and case', () => {
    expect(squash('스튜디오 예약 FAQ!')).toBe('스튜디오예약faq');
    expect(best('스튜디오예약')).toBe('studio');
  });

  it('matches across spaces only from the start of a word', () => {
    const article = { title: 'TV 홈쇼핑 입점 지원', body: '공영 홈쇼핑 입점 심사와 방송 제작을 지원합니다.' };
    expect(scorer.relevance(['점심'], [1], article).coverage).toBe(0);
    expect(scorer.relevance(['입점심사'], [1], article).coverage).toBe(1);
    expect(scorer.relevance(['쇼핑'], [1], article).coverage).toBe(1);
  });

  it('tolerates a one-letter typo and a longer ending', () => {
    expect(best('비빌번호')).toBe('find-password');
    expect(best('예먁 스튜디오')).toBe('studio');
    expect(best('잊어버렸어')).not.toBe('none');
  });

  it('weighs a word no page has most, so one matching word does not make a page relevant', () => {
    const words = keywordsOf('크크 퀀텀 얼룩말 경주 스튜디오');
    const [unknown, studio] = [scorer.weights(['얼룩말'])[0]!, scorer.weights(['스튜디오'])[0]!];
    expect(unknown).toBeGreaterThan(studio);
    expect(scorer.rank(words)).toEqual([]);
  });

  it('never answers with common words alone', () => {
    expect(best('안내 정보')).toBe('none');
    expect(best('일정')).toBe('none');
  });

  it('ranks the task whose title and keywords hold the words first, above the coverage floor', () => {
    const ranked = scorer.rank(keywordsOf('예약 취소'));
    expect(ranked[0]?.doc.id).toBe('reservations');
    for (const r of ranked) expect(r.relevance.coverage).toBeGreaterThanOrEqual(COVERAGE_FLOOR);
  });

  it('scores articles with the same floor', () => {
    const words = keywordsOf('백년가게 육성사업');
    const w = scorer.weights(words);
    const match = scorer.relevance(words, w, { title: '백년가게 육성사업', body: '오래된 가게를 키웁니다' });
    const other = scorer.relevance(words, w, { title: '스마트상점 기술보급 사업', body: '상점에 기술을 보급합니다' });
    expect(match.coverage).toBe(1);
    expect(other.coverage).toBeLessThan(COVERAGE_FLOOR);
  });
});
