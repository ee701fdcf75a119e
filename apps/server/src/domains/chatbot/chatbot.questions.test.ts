import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';

/**
 * The chatbot's question set (issue 36): questions as members type them — typos, spacing variations, polite and
 * casual forms — each with the page the answer should cite first, or 'none' when nothing on the portal answers it
 * (the answer then says so and offers the customer centre). The share answered with the right page is printed and
 * must stay at 90 % or more.
 */
const NONE = 'none';
export const QUESTION_SET: readonly (readonly [question: string, page: string])[] = [
  // account recovery
  ['비밀번호를 잊어버렸어요', '/findChoice/password'],
  ['비번 까먹었는데 어떻게 해요', '/findChoice/password'],
  ['패스워드 분실했어요', '/findChoice/password'],
  ['비밀번호 찾기', '/findChoice/password'],
  ['비빌번호 재설정 하는법', '/findChoice/password'],
  ['비밀번호를 5번 틀려서 계정이 잠겼어요', '/findChoice/password'],
  ['아이디가 기억이 안나요', '/findChoice/id'],
  ['아이디 찾는 방법 알려주세요', '/findChoice/id'],
  ['아이디찾기', '/findChoice/id'],
  ['휴면계정 풀려면 어떻게 하나요', '/findChoice/id'],
  // studio booking
  ['스튜디오 예약은 어떻게 하나요?', '/studio'],
  ['스튜디오예약 방법', '/studio'],
  ['라이브 스튜디오 빌리고 싶어요', '/studio'],
  ['촬영실 대관 가능한가요', '/studio'],
  ['스튜디오 몇시간까지 예약돼요?', '/studio'],
  ['스튜디오 예먁', '/studio'],
  // space booking
  ['회의실 예약하고 싶어요', '/space'],
  ['공간 대관 신청', '/space'],
  ['교육장 빌릴 수 있나요', '/space'],
  // support programmes
  ['소상공인 지원사업 신청 방법', '/support'],
  ['정부 지원금 받으려면 어떻게 해요', '/support'],
  ['지원사업 어디서 신청해요', '/support'],
  ['지원 사업 신청하고싶어요', '/support'],
  ['보조금 신청', '/support'],
  ['지원사업 신청한거 결과 어디서 봐요', '/mypage/support'],
  // certificates
  ['소상공인 확인서 어디서 등록해요', '/mypage2/selfdx'],
  ['소상공인확인서 제출', '/mypage2/selfdx'],
  ['확인서가 반려됐어요', '/mypage2/selfdx'],
  // sign-up kinds, conversion, withdrawal
  ['회원가입은 어떻게 하나요', '/join'],
  ['회원 종류가 뭐가 있나요', '/join'],
  ['일반회원이랑 통합회원 차이', '/join'],
  ['사업자 회원으로 가입하려면', '/join'],
  ['가입 어떻게 해', '/join'],
  ['통합회원으로 전환하려면', '/convert-membership'],
  ['회원 탈퇴하고 싶어요', '/mypage2/withdrawal'],
  ['탈퇴 방법', '/mypage2/withdrawal'],
  ['계정 삭제하려면 어떻게 하나요', '/mypage2/withdrawal'],
  // e-learning
  ['이러닝 수강 신청은 어떻게 하나요', '/education'],
  ['온라인 교육 듣고 싶어요', '/education'],
  ['무료 강의 있나요', '/education'],
  ['수료증 진위 확인', '/education/certificate'],
  ['이러닝 수료증 번호로 확인하는곳', '/education/certificate'],
  // survey, self-diagnosis
  ['설문조사 참여하는 방법', '/mypage/survey'],
  ['설문 어디서 해요', '/mypage/survey'],
  ['만족도 조사 참여', '/mypage/survey'],
  ['자가진단 하는 법', '/self-diagnosis'],
  ['우리 가게 판로 준비 상태 점검하고 싶어요', '/self-diagnosis'],
  ['셀프 진단', '/self-diagnosis'],
  // messages, notifications
  ['받은 메시지 어디서 봐요', '/mypage/connect'],
  ['쪽지 보내는 법', '/mypage/connect'],
  ['메세지 차단', '/mypage/connect'],
  ['알림 설정', '/mypage/notifications'],
  // inquiries, customer centre
  ['고객센터 전화번호 알려주세요', '/guide'],
  ['1:1 문의는 어디서 하나요', '/guide'],
  ['상담원이랑 통화하고 싶어요', '/guide'],
  ['공간 문의 답변 확인', '/space/inquiry/List'],
  // my page
  ['예약 취소하고 싶어요', '/mypage/reservations'],
  ['내 예약 내역 확인', '/mypage/reservations'],
  ['스튜디오 예약 취소', '/mypage/reservations'],
  ['내 정보 수정', '/mypage2/myinfo'],
  ['휴대폰 번호 바꾸고 싶어요', '/mypage2/myinfo'],
  ['로그인이 안돼요', '/login'],
  ['공지사항 어디서 봐요', '/notice'],
  // articles of the search index (the second source): no task page does these
  ['희망리턴패키지 재창업 지원', '/support/4/view'],
  ['백년가게 육성사업 알려줘', '/support/9/view'],
  ['지역화폐 가맹점 혜택', '/issue/29/view?kind=issue2'],
  ['크로마키 스튜디오로 숏폼 영상 만들기', '/playground2/43/view?ctgrCode=1012002'],
  // more casual forms
  ['비번 재설정 어케함', '/findChoice/password'],
  ['아이디 까먹음', '/findChoice/id'],
  ['탈퇴할래요', '/mypage2/withdrawal'],
  ['회원가입 하는법좀', '/join'],
  // certificates of e-learning
  ['수료증 발급 받고 싶어요', '/mypage/education'],
  ['이러닝 수료증 출력은 어디서 하나요', '/mypage/education'],
  ['수료증 다운로드', '/mypage/education'],
  ['수료증이 진짜인지 확인하려면', '/education/certificate'],
  // creator footholds and campaigns
  ['크리에이터 거점이 뭔가요', '/foothold'],
  ['우리 가게 홍보해줄 인플루언서 찾고 싶어요', '/foothold'],
  ['유튜버 섭외하려면', '/foothold'],
  ['크리에이터로 전환하는 방법', '/mypage2/myinfo'],
  ['인플루언서 등록은 어디서 해요', '/mypage2/myinfo'],
  ['캠페인 신청 어떻게 해요', '/campaign'],
  ['체험단 캠페인 참여하고 싶어요', '/campaign'],
  ['켐페인 신청', '/campaign'],
  ['캠페인 선정 결과 확인', '/mypage/campaign'],
  // the small-business community and the community
  ['소상공인 커뮤니티 가입하려면', '/scommunity'],
  ['같은 업종 사장님들 모임 있나요', '/scommunity'],
  ['소상공인커뮤니티 가입신청', '/scommunity'],
  ['커뮤니티에 글 쓰는 법', '/community'],
  ['게시판에 글 올리고 싶어요', '/community'],
  // my page, my data
  ['마이페이지 어디 있어요', '/mypage2/myinfo'],
  ['내 개인정보 다운로드 받을 수 있나요', '/mypage2/my-data'],
  ['내 정보 내려받기', '/mypage2/my-data'],
  // broadcasts
  ['라이브 방송 편성표 보고 싶어요', '/live/schedule'],
  ['라이브 방송 알림 신청', '/live/schedule'],
  ['생방송 언제 해요', '/live/schedule'],
  // more phrasings of the tasks above
  ['비밀 번호 변경하고 싶은데 기억이 안나요', '/findChoice/password'],
  ['아이디랑 비번 둘다 모르겠어요', '/findChoice/id'],
  ['스튜디오 예약 하려면 뭐가 필요해요?', '/studio'],
  ['라이브커머스 촬영 스튜디오 예약', '/studio'],
  ['세미나실 예약', '/space'],
  ['지원금 신청하고 싶어요', '/support'],
  ['가입했는데 통합회원으로 바꾸고 싶어요', '/convert-membership'],
  ['회원탈퇴', '/mypage2/withdrawal'],
  ['알림 안 받고 싶어요', '/mypage/notifications'],
  ['자가 진단 해보고싶어요', '/self-diagnosis'],
  ['쪽지함', '/mypage/connect'],
  // written after the catalogue above was tuned: 15 of these 22 were right when first asked (decision 049)
  ['비번 바꾸는 법', '/findChoice/password'],
  ['로그인 비밀번호 모름', '/findChoice/password'],
  ['내 아이디 뭐였지', '/findChoice/id'],
  ['스튜디오 주말에도 예약되나요', '/studio'],
  ['촬영 스튜디오 대여 비용', '/studio'],
  ['공간예약 취소는 어디서', '/mypage/reservations'],
  ['지방자치단체 지원사업 신청', '/support'],
  ['소상공인 확인서 승인 얼마나 걸려요', '/mypage2/selfdx'],
  ['통합회원 가입 절차', '/join'],
  ['회원 탈퇴 하면 글은 어떻게 되나요', '/mypage2/withdrawal'],
  ['이러닝 무료로 들을 수 있어요?', '/education'],
  ['수료증 재발급', '/mypage/education'],
  ['설문 참여했는데 결과 보고싶어요', '/mypage/survey'],
  ['가게 경영 진단 받아보고 싶어요', '/self-diagnosis'],
  ['크리에이터한테 연락하고 싶어요', '/foothold'],
  ['캠페인 신청했는데 선정됐는지 궁금해요', '/mypage/campaign'],
  ['소상공인 커뮤니티 탈퇴', '/scommunity'],
  ['방송 알림 해제', '/live/schedule'],
  ['문자 알림 끄기', '/mypage/notifications'],
  ['고객센터 운영시간', '/guide'],
  ['주말 날씨 예보', NONE],
  ['다이어트 방법', NONE],
  // a second batch written after the first was fixed: 11 of these 15 were right when first asked
  ['아이디 비번 다 까먹었어요', '/findChoice/id'],
  ['비밀번호 변경', '/findChoice/password'],
  ['휴대폰 번호가 바뀌었어요', '/mypage2/myinfo'],
  ['스튜디오 예약하려면 확인서가 필요한가요', '/studio'],
  ['스튜디오 장비 대여도 되나요', '/studio'],
  ['공간 예약 어떻게 해요', '/space'],
  ['지원사업 선정 결과', '/mypage/support'],
  ['축제 참여 회원 가입', '/join'],
  ['이러닝 수강신청 취소', '/education'],
  ['수료증 번호 조회', '/education/certificate'],
  ['커뮤니티 댓글 단 거 어디서 봐요', '/mypage/scommunity'],
  ['거점 만들기', '/foothold'],
  ['받은 쪽지 삭제', '/mypage/connect'],
  ['예약 알림 어디서 확인해요', '/mypage/notifications'],
  ['우주 여행 예약', NONE],
  // a third batch written after the second was fixed, left as first measured (11 of 12; not tuned)
  ['비밀번호 재설정 문자가 안와요', '/findChoice/password'],
  ['스튜디오 룸 예약 취소 방법', '/mypage/reservations'],
  ['지원사업 공고 보는 곳', '/support'],
  ['확인서 다시 올리기', '/mypage2/selfdx'],
  ['일반 회원 가입', '/join'],
  ['이러닝 강의 어디서 봐요', '/education'],
  ['캠페인은 누가 신청할 수 있어요', '/campaign'],
  ['사장님 커뮤니티', '/scommunity'],
  ['메시지 답장하는 법', '/mypage/connect'],
  ['탈퇴하면 다시 가입 가능한가요', '/mypage2/withdrawal'],
  ['부동산 시세 조회', NONE],
  ['영화 예매', NONE],
  // nothing on the portal answers these
  ['크크 퀀텀 얼룩말 경주 일정', NONE],
  ['오늘 날씨 어때요', NONE],
  ['비트코인 시세 알려줘', NONE],
  ['맛있는 김치찌개 레시피', NONE],
  ['로또 당첨 번호', NONE],
  ['주식 추천해줘', NONE],
  ['축구 경기 결과', NONE],
  ['강아지 산책 시간', NONE],
  ['양자역학 설명해줘', NONE],
  ['어떻게 하나요?', NONE],
  ['안녕하세요', NONE],
  ['자동차 보험 갱신', NONE],
  ['아이폰 배터리 교체', NONE],
  ['서울 맛집 추천', NONE],
  ['영어 번역해줘', NONE],
  ['점심 메뉴 골라줘', NONE],
];

/** At least this share must cite the right page (or say nothing was found when nothing should be). */
const PASS_SHARE = 0.9;
/** Questions asked at the same time. */
const AT_ONCE = 8;

describe('chatbot question set', async () => {
  const { app } = await createTestApp();
  const misses: string[] = [];
  let right = 0;

  afterAll(() => {
    const share = right / QUESTION_SET.length;
    console.log(
      `chatbot question set: ${right}/${QUESTION_SET.length} answered with the right page (${(share * 100).toFixed(1)} %)` +
        (misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''),
    );
  });

  it('holds at least 60 questions, 10 or more that nothing answers', () => {
    expect(QUESTION_SET.length).toBeGreaterThanOrEqual(60);
    expect(QUESTION_SET.filter(([, page]) => page === NONE).length).toBeGreaterThanOrEqual(10);
  });

  // The questions are asked a few at a time (each waits on the search index), the whole set within two minutes.
  it(`answers at least ${PASS_SHARE * 100} % with the right page`, { timeout: 120_000 }, async () => {
    const ask = async ([question, page]: readonly [string, string]) => {
      const res = await call(app, 'POST', '/v1/app/ai/chatbot/send', { body: { question } });
      expect(res.status).toBe(200);
      const body = res.body as { links: { href: string }[]; steps: string[]; source: string };
      const cited = body.links[0]?.href ?? NONE;
      // A task page answers with its steps; an article with its link alone.
      const task = !/\/(view|detail)\b/.test(page);
      const ok = page === NONE ? body.source === 'none' : cited === page && body.steps.length > 0 === task;
      if (ok) right += 1;
      else misses.push(`${question} → ${cited} (expected ${page})`);
    };
    for (let i = 0; i < QUESTION_SET.length; i += AT_ONCE) {
      await Promise.all(QUESTION_SET.slice(i, i + AT_ONCE).map(ask));
    }
    expect(right / QUESTION_SET.length).toBeGreaterThanOrEqual(PASS_SHARE);
  });
});
