import { describe, expect, it } from 'vitest';
import { CONSOLE_MENU, currentEntry, menuFor } from './console-menu';

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
      '알림 발송',
    ]);
    expect(content.map((g) => g.desk)).not.toContain('회원');
    expect(menuFor(['RESERVATION']).map((g) => g.desk)).not.toContain('게시');
    expect(
      menuFor(['RESERVATION'])
        .find((g) => g.desk === '예약')
        ?.entries.map((e) => e.label),
    ).toEqual(['예약 확정', '스튜디오', '공간', '룸', '후기 관리']);
    expect(menuFor(['SYSTEM']).map((g) => g.desk)).toContain('게시');
    expect(
      menuFor(['MARKET'])
        .find((g) => g.desk === '판로')
        ?.entries.map((e) => e.label),
    ).toEqual([
      '입점 신청 검토',
      '동행축제 상품 승인',
      '동행축제 회차',
      '캠페인',
      '크리에이터 거점',
      '소담상회 매장',
      '소담상회 상품',
      '판로 홍보 프로그램',
    ]);
  });

  it('shows the inquiry desk its inbox and answer templates', () => {
    const inquiries = menuFor(['RESERVATION']).find((g) => g.desk === '고객 문의');
    expect(inquiries?.entries.map((e) => e.label)).toEqual(['문의 답변', '답변 템플릿']);
  });

  it('shows the community desk its reports and communities', () => {
    expect(
      menuFor(['COMMUNITY'])
        .find((g) => g.desk === '커뮤니티')
        ?.entries.map((e) => e.label),
    ).toEqual(['신고 처리', '소상공인 커뮤니티', '금칙어']);
    // The system administrator, and an operator of both desks, find the words once.
    for (const roles of [['SYSTEM'], ['COMMUNITY', 'CONTENT']] as const) {
      expect(
        menuFor(roles)
          .flatMap((g) => g.entries)
          .filter((e) => e.label === '금칙어'),
      ).toHaveLength(1);
    }
  });

  it('shows the reservation desk its reservations, studios, spaces, rooms and reviews', () => {
    const desk = menuFor(['RESERVATION']).find((g) => g.desk === '예약');
    expect(desk?.entries.map((e) => e.label)).toEqual(['예약 확정', '스튜디오', '공간', '룸', '후기 관리']);
  });

  it('shows the content desk the survey builder and the self-diagnosis questions under 설문·진단', () => {
    for (const roles of [['CONTENT'], ['SYSTEM']] as const) {
      expect(
        menuFor(roles)
          .find((g) => g.desk === '설문·진단')
          ?.entries.map((e) => e.to),
      ).toEqual(['/admin/surveys', '/admin/diagnosis']);
    }
    expect(menuFor(['MARKET']).map((g) => g.desk)).not.toContain('설문·진단');
  });

  it('shows the broadcast desk its schedule and channels', () => {
    for (const roles of [['BROADCAST'], ['SYSTEM']] as const) {
      expect(
        menuFor(roles)
          .find((g) => g.desk === '방송')
          ?.entries.map((e) => e.to),
      ).toEqual(['/admin/broadcasts', '/admin/broadcasts/channels']);
    }
    expect(menuFor(['CONTENT']).map((g) => g.desk)).not.toContain('방송');
  });

  it('marks one entry for an address: the longest entry it is inside, the dashboard only for itself', () => {
    expect(currentEntry(CONSOLE_MENU, '/admin')).toBe('/admin');
    expect(currentEntry(CONSOLE_MENU, '/admin/festival/seasons')).toBe('/admin/festival/seasons');
    expect(currentEntry(CONSOLE_MENU, '/admin/festival/seasons/3')).toBe('/admin/festival/seasons');
    expect(currentEntry(CONSOLE_MENU, '/admin/festival')).toBe('/admin/festival');
    expect(currentEntry(CONSOLE_MENU, '/admin/broadcasts/12')).toBe('/admin/broadcasts');
    expect(currentEntry(CONSOLE_MENU, '/admin/members/certificates')).toBe('/admin/members/certificates');
    expect(currentEntry(CONSOLE_MENU, '/admin/second-factor')).toBeNull();
    expect(currentEntry(CONSOLE_MENU, '/admin/festivals')).toBeNull();
  });

  it('shows the education desk its courses under 교육, to the education and system roles only', () => {
    expect(menuFor(['EDUCATION']).map((g) => g.desk)).toEqual(['업무', '교육']);
    expect(
      menuFor(['EDUCATION'])
        .find((g) => g.desk === '교육')
        ?.entries.map((e) => [e.label, e.to]),
    ).toEqual([['이러닝 과정', '/admin/education']]);
    expect(menuFor(['SYSTEM']).map((g) => g.desk)).toContain('교육');
    expect(menuFor(['CONTENT']).map((g) => g.desk)).not.toContain('교육');
  });
});
