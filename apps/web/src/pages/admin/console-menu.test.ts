import { describe, expect, it } from 'vitest';
import { menuFor } from './console-menu';

describe('the console menu', () => {
  it('shows the content desk its publishing pages, and no other desk', () => {
    const content = menuFor(['CONTENT']);
    expect(content.find((g) => g.desk === '게시')?.entries.map((e) => e.label)).toEqual([
      '공지사항',
      '지원사업',
      '콘텐츠 게시판',
      '자주 묻는 질문',
      '메인 화면',
      '금칙어',
      '코드 관리',
    ]);
    expect(content.map((g) => g.desk)).not.toContain('회원');
    expect(menuFor(['RESERVATION']).map((g) => g.desk)).not.toContain('게시');
    expect(menuFor(['SYSTEM']).map((g) => g.desk)).toContain('게시');
  });

  it('shows the inquiry desk its inbox and answer templates', () => {
    const inquiries = menuFor(['RESERVATION']).find((g) => g.desk === '고객 문의');
    expect(inquiries?.entries.map((e) => e.label)).toEqual(['문의 답변', '답변 템플릿']);
  });

  it('shows the reservation desk its reservations and reviews', () => {
    const desk = menuFor(['RESERVATION']).find((g) => g.desk === '예약');
    expect(desk?.entries.map((e) => e.label)).toEqual(['예약 확정', '후기 관리']);
  });
});
