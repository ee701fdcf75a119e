import { publicPageDescription } from '@onfan/contracts/page-meta';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { CUSTOMER_CENTER, SITE_PURPOSE } from '@/lib/site-config';
import { GuidePage, type GuideSection } from '../shared/GuidePage';
import page from '../shared/page.module.css';

const OFFERINGS = [
  {
    title: '지원사업 정보',
    text: '중앙부처와 지방자치단체가 운영하는 소상공인 지원사업을 한곳에서 찾아볼 수 있습니다. 모집 기간, 지원 내용, 신청 방법을 확인하고 사업을 주관하는 기관의 신청 페이지로 이동할 수 있습니다.',
  },
  {
    title: '라이브커머스 스튜디오·공간 예약',
    text: '라이브 방송과 상품 촬영에 필요한 스튜디오, 촬영 장비, 공간을 날짜와 시간 단위로 예약할 수 있습니다. 한 번에 최대 4시간까지 연속으로 예약할 수 있으며, 예약은 내일부터 가능합니다.',
  },
  {
    title: '이러닝',
    text: '온라인 판매, 마케팅, 라이브커머스 실무 등 판로 확대에 필요한 교육 과정을 온라인으로 수강할 수 있습니다. 이러닝 정보 제공에 동의하면 5일 이내에 무료 수강 권한이 부여됩니다.',
  },
  {
    title: '자가진단',
    text: '기본 정보, 경영 정보, 추가 정보를 차례로 입력하면 우리 가게의 판로 준비 상태를 점검하고 필요한 지원 분야를 확인할 수 있습니다. 로그인한 회원은 진단 이력을 다시 볼 수 있습니다.',
  },
  {
    title: '커뮤니티',
    text: '소상공인과 크리에이터가 경험과 정보를 나누는 게시판입니다. 글과 댓글로 질문하고 답하며, 관심 있는 소상공인 커뮤니티에 가입해 소식과 자료를 나눌 수 있습니다.',
  },
  {
    title: '크리에이터 거점',
    text: '크리에이터가 자신의 활동 채널과 소개를 올리는 공간입니다. 소상공인은 상품 홍보와 라이브 방송을 함께할 크리에이터를 찾아 메시지로 연락할 수 있습니다.',
  },
] as const;

const AUDIENCES = [
  {
    term: '소상공인 회원',
    text: '지원사업을 찾고 신청하며, 스튜디오를 예약하고 이러닝과 자가진단을 이용합니다. 스튜디오 예약에는 소상공인 확인서 등록이 필요합니다.',
  },
  {
    term: '크리에이터',
    text: '인플루언서 정보를 등록해 크리에이터로 전환한 회원입니다. 크리에이터 거점을 운영하고 캠페인에 참여해 소상공인과 협업합니다.',
  },
  {
    term: '통합회원',
    text: '사업자 정보를 확인받은 회원으로, 통합 로그인(SSO)으로 온판과 연계된 에이전트 사이트를 하나의 계정으로 이용합니다. 일반회원은 약관 재동의 후 통합회원으로 전환할 수 있습니다.',
  },
  {
    term: '방문자',
    text: '회원가입 없이 지원사업 정보, 공지사항, 방송, 커뮤니티 게시글을 볼 수 있습니다. 예약, 신청, 글쓰기, 메시지 보내기는 로그인 후 이용할 수 있습니다.',
  },
] as const;

const STEPS = [
  { title: '회원가입', text: '일반회원 또는 사업자 정보를 확인하는 통합회원으로 가입합니다.' },
  { title: '자가진단으로 현황 점검', text: '몇 가지 질문에 답하며 우리 가게에 필요한 지원 분야를 확인합니다.' },
  { title: '지원사업과 교육 찾기', text: '진단 결과와 관심 분야에 맞는 지원사업과 이러닝 과정을 살펴봅니다.' },
  {
    title: '소상공인 확인서 등록 후 스튜디오 예약',
    text: '마이페이지에서 소상공인 확인서를 등록하면 라이브커머스 스튜디오와 장비를 예약할 수 있습니다.',
  },
  { title: '크리에이터와 협업', text: '크리에이터 거점에서 함께할 크리에이터를 찾고 메시지로 제안합니다.' },
] as const;

const SECTIONS: readonly GuideSection[] = [
  {
    id: 'about',
    title: '온판은',
    content: (
      <>
        <p>
          온판(ONFAN)은 {SITE_PURPOSE}입니다. 공공유통지원기관이 운영하며, 소상공인의 온라인 판로 확대에 필요한 정보와
          공간, 교육, 사람을 한곳에서 연결합니다.
        </p>
        <p>
          흩어져 있던 지원사업 공고를 모아 보여주고, 라이브커머스에 필요한 스튜디오를 예약할 수 있게 하며, 크리에이터와
          소상공인이 서로를 찾아 협업할 수 있는 공간을 제공합니다.
        </p>
      </>
    ),
  },
  {
    id: 'services',
    title: '주요 서비스',
    content: (
      <ul className={page.cardGrid}>
        {OFFERINGS.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'audience',
    title: '이용 대상',
    content: (
      <dl>
        {AUDIENCES.map((item) => (
          <Fragment key={item.term}>
            <dt>{item.term}</dt>
            <dd>{item.text}</dd>
          </Fragment>
        ))}
      </dl>
    ),
  },
  {
    id: 'start',
    title: '이용 방법',
    content: (
      <ol className={page.steps}>
        {STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            {step.text}
          </li>
        ))}
      </ol>
    ),
  },
  {
    id: 'contact',
    title: '문의',
    content: (
      <>
        <p>
          서비스 이용 중 궁금한 점은 고객센터 <a href={CUSTOMER_CENTER.tel}>{CUSTOMER_CENTER.phone}</a>로 문의해주세요.
        </p>
        <p>
          운영시간은 {CUSTOMER_CENTER.hours}이며, {CUSTOMER_CENTER.lunch}에는 상담이 어렵습니다.{' '}
          {CUSTOMER_CENTER.closed}
          입니다.
        </p>
        <p>
          서비스 이용 조건은 <Link to="/service/policy">이용약관</Link>, 개인정보 처리에 관한 사항은{' '}
          <Link to="/service/privacy-policy">개인정보처리방침</Link>에서 확인할 수 있습니다.
        </p>
      </>
    ),
  },
];

/** service/onfan: what the platform offers, for whom, and how to start. */
export default function OnfanPage() {
  return <GuidePage title="플랫폼 소개" description={publicPageDescription('/service/onfan')} sections={SECTIONS} />;
}
