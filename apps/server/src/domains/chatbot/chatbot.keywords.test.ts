import { describe, expect, it } from 'vitest';
import { KEYWORDS_MAX, keywordsOf } from './chatbot.keywords.js';

describe('keywordsOf', () => {
  it.each([
    ['스튜디오 예약은 어떻게 하나요?', ['스튜디오', '예약']],
    ['지원사업을 신청하려면 어디서 해야 하나요', ['지원사업', '신청']],
    ['라이브 스튜디오를 몇 시간까지 빌릴 수 있나요?', ['라이브', '스튜디오', '시간', '빌릴']],
    ['공지사항에서 설 연휴 안내를 찾고 싶어요', ['공지사항', '연휴', '안내', '찾고']],
    ['오이와 사과', ['오이', '사과']],
    ['소상공인 확인서가 필요한가요', ['소상공인', '확인서']],
    ['회원가입 하는법좀', ['회원가입']],
    ['통합회원 가입 절차', ['통합회원', '가입']],
    ['확인서 승인 얼마나 걸려요', ['확인서', '승인']],
    ['마이페이지 어디 있어요', ['마이페이지']],
  ])('%s → %j', (question, words) => {
    expect(keywordsOf(question)).toEqual(words);
  });

  it('keeps particles that are part of the word (받침 decides) and drops questions only', () => {
    expect(keywordsOf('오이')).toEqual(['오이']);
    expect(keywordsOf('어떻게 하나요?')).toEqual([]);
    expect(keywordsOf('!!!')).toEqual([]);
  });

  it('gives at most KEYWORDS_MAX words, without repeats', () => {
    expect(keywordsOf('가게 가게 매장 상권 배달 리뷰 세금 정책자금')).toHaveLength(KEYWORDS_MAX);
    expect(keywordsOf('예약 예약을 예약은')).toEqual(['예약']);
  });
});
