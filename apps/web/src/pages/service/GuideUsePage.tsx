import { publicPageDescription } from '@onfan/contracts/page-meta';
import { Link } from 'react-router';
import { CUSTOMER_CENTER } from '@/lib/site-config';
import { GuidePage, type GuideSection } from '../shared/GuidePage';
import page from '../shared/page.module.css';

/** The questions people ask most (the side menu's FAQ opens this section: /guide#faq). */
export const FAQ = [
  {
    q: '회원가입은 어떤 방법이 있나요?',
    a: '일반회원은 아이디와 비밀번호로 가입합니다. 사업자 정보를 확인받는 통합회원은 에이전트 사이트까지 하나의 계정으로 이용합니다. 동행축제 참여 기업은 축제 참여 회원으로 가입합니다.',
  },
  {
    q: '라이브 스튜디오는 누가, 얼마나 예약할 수 있나요?',
    a: '소상공인 확인서가 승인된 회원이 내일부터 예약할 수 있습니다. 한 번에 연속된 시간으로 최대 4시간까지 예약할 수 있으며, 예약 내역은 마이페이지의 나의 예약에서 확인하고 취소합니다.',
  },
  {
    q: '소상공인 확인서는 어디에 등록하나요?',
    a: '마이페이지 > 소상공인 확인서에서 PDF 또는 이미지 파일로 등록합니다. 운영기관이 확인하면 승인 또는 반려 결과와 사유를 같은 화면에서 볼 수 있습니다.',
  },
  {
    q: '지원사업은 어떻게 신청하나요?',
    a: '지원사업 메뉴에서 사업을 찾아 신청 기간 안에 신청합니다. 같은 사업에는 한 번만 신청할 수 있고, 주관 기관 누리집에서 신청하는 사업은 신청 버튼이 그 누리집을 새 창으로 엽니다.',
  },
  {
    q: '무료 이러닝은 언제부터 들을 수 있나요?',
    a: '이러닝 정보 수신에 동의한 날부터 5일 뒤에 무료 과정이 열립니다. 과정 페이지에 열리는 날짜가 표시되고, 모든 차시를 마치면 수료증(PDF)을 내려받을 수 있습니다.',
  },
  {
    q: '마켓 입점은 어떻게 신청하나요?',
    a: '마이페이지 > 마켓 입점 신청에서 신청서를 작성합니다. 임시 저장해 두고 이어서 작성할 수 있으며, 필수 서류를 모두 등록해야 제출할 수 있습니다. 입점이 승인된 회원은 고객센터를 통해서만 탈퇴할 수 있습니다.',
  },
  {
    q: '챗봇의 답변은 어디서 오나요?',
    a: '챗봇은 온판에 게시된 지원사업, 공지사항, 스튜디오 안내 등에서 관련 내용을 찾아 답하고, 참고한 페이지를 함께 보여 드립니다. 정확한 내용은 연결된 페이지에서 확인해주세요.',
  },
] as const;

const SECTIONS: readonly GuideSection[] = [
  {
    id: 'join',
    title: '회원가입과 로그인',
    content: (
      <>
        <p>
          지원사업 정보, 공지사항, 방송은 회원가입 없이 볼 수 있습니다. 신청, 예약, 글쓰기, 메시지는 로그인한 뒤
          이용합니다.
        </p>
        <ul>
          <li>
            <strong>일반회원</strong>: 아이디와 비밀번호로 가입합니다.
          </li>
          <li>
            <strong>통합회원</strong>: 사업자 정보를 확인받아 에이전트 사이트까지 하나의 계정으로 이용합니다. 일반회원은
            약관에 다시 동의하고 통합회원으로 전환할 수 있습니다.
          </li>
          <li>
            <strong>크리에이터</strong>: 마이페이지에서 인플루언서 정보를 등록하면 크리에이터로 전환되어 거점을 운영하고
            캠페인에 신청합니다.
          </li>
        </ul>
        <p>
          <Link to="/join">회원가입</Link> · <Link to="/login">로그인</Link>
        </p>
      </>
    ),
  },
  {
    id: 'support',
    title: '지원사업 찾기와 신청',
    content: (
      <ol className={page.steps}>
        <li>
          <strong>찾기</strong>
          <Link to="/support">지원사업</Link> 메뉴에서 분야, 지역, 모집 상태로 사업을 찾습니다.
        </li>
        <li>
          <strong>확인</strong>
          모집 기간, 지원 대상, 지원 내용과 첨부 공고문을 확인합니다.
        </li>
        <li>
          <strong>신청</strong>
          신청 기간 안에 신청하고, 진행 상황은 마이페이지의 지원사업 신청 내역에서 봅니다.
        </li>
      </ol>
    ),
  },
  {
    id: 'studio',
    title: '스튜디오·공간 예약',
    content: (
      <>
        <p>
          <Link to="/studio">라이브 스튜디오</Link>는 소상공인 확인서가 승인된 회원이 내일부터 예약할 수 있습니다.
          연속된 시간으로 한 번에 최대 4시간까지 예약하며, 주말과 공휴일은 스튜디오마다 운영 시간이 다릅니다.
        </p>
        <p>예약을 취소할 때는 마이페이지 &gt; 나의 예약에서 취소합니다. 노쇼가 반복되면 예약이 제한될 수 있습니다.</p>
      </>
    ),
  },
  {
    id: 'learn',
    title: '이러닝과 자가진단',
    content: (
      <p>
        <Link to="/self-diagnosis">자가진단</Link>으로 우리 가게의 판로 준비 상태를 점검하면 부족한 분야에 맞는
        지원사업과 <Link to="/education">이러닝</Link> 과정을 추천해 드립니다. 이러닝 정보 수신에 동의하면 5일 뒤부터
        무료 과정을 수강할 수 있습니다.
      </p>
    ),
  },
  {
    id: 'faq',
    title: '자주 묻는 질문',
    content: (
      <dl>
        {FAQ.map((item) => (
          <div key={item.q}>
            <dt>{item.q}</dt>
            <dd>{item.a}</dd>
          </div>
        ))}
      </dl>
    ),
  },
  {
    id: 'contact',
    title: '고객센터',
    content: (
      <p>
        고객센터 <a href={CUSTOMER_CENTER.tel}>{CUSTOMER_CENTER.phone}</a> ({CUSTOMER_CENTER.hours},{' '}
        {CUSTOMER_CENTER.lunch}, {CUSTOMER_CENTER.closed})
      </p>
    ),
  },
];

/** How to use the portal: sign-up kinds, support programmes, booking, learning, and the FAQ. */
export default function GuideUsePage() {
  return <GuidePage title="이용안내" description={publicPageDescription('/guide')} sections={SECTIONS} />;
}
