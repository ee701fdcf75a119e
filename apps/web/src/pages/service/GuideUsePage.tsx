import { publicPageDescription } from '@onfan/contracts/page-meta';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/Spinner';
import { guideFaqsQuery } from '@/features/content/content-api';
import { CUSTOMER_CENTER } from '@/lib/site-config';
import { GuidePage, type GuideSection } from '../shared/GuidePage';
import page from '../shared/page.module.css';

/** The questions people ask most, as the console's content desk wrote them (the side menu's FAQ opens /guide#faq). */
function FaqList() {
  const faqs = useQuery(guideFaqsQuery());
  if (faqs.isPending) return <Spinner />;
  if (faqs.isError) return <p>{GUIDE_TEXT.faqFailed}</p>;
  if (faqs.data.length === 0) return <p>{GUIDE_TEXT.faqEmpty}</p>;
  return (
    <dl>
      {faqs.data.map((item) => (
        <div key={item.faqId}>
          <dt>{item.qstn}</dt>
          <dd>{item.ans.includes('\n') ? item.ans.split(/\n+/).map((line, i) => <p key={i}>{line}</p>) : item.ans}</dd>
        </div>
      ))}
    </dl>
  );
}

export const GUIDE_TEXT = {
  faqFailed: '자주 묻는 질문을 불러오지 못했습니다. 잠시 뒤 다시 열어 주세요.',
  faqEmpty: '등록된 질문이 없습니다. 궁금한 점은 고객센터로 문의해 주세요.',
} as const;

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
    content: <FaqList />,
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
