import { publicPageDescription } from '@onfan/contracts/page-meta';
import { Link } from 'react-router';
import { GuidePage, type GuideSection } from '../shared/GuidePage';

/** What the renewed portal changed, each with where to find it. */
const CHANGES = [
  {
    title: '지원사업을 한곳에서',
    text: '중앙부처와 지방자치단체의 지원사업을 모아 모집 상태와 마감일(D-day)과 함께 보여 드립니다.',
    to: '/support',
    label: '지원사업 보기',
  },
  {
    title: '이러닝 과정과 수료증',
    text: '차시별 학습 완료와 이어 듣기, 영상 강의와 학습 자료, 수료증 PDF 발급과 진위 확인이 생겼습니다.',
    to: '/education',
    label: '이러닝 보기',
  },
  {
    title: '자가진단과 맞춤 추천',
    text: '네 단계 진단 결과에 따라 지원사업, 스튜디오, 이러닝 과정을 추천하고 진단 이력을 비교할 수 있습니다.',
    to: '/self-diagnosis',
    label: '자가진단 하기',
  },
  {
    title: '방송 다시보기와 알림',
    text: '라이브커머스 다시보기와 숏폼을 한국어 자막과 함께 보고, 방송 10분 전 알림을 받을 수 있습니다.',
    to: '/broadcast',
    label: '방송 보기',
  },
  {
    title: '마켓 입점 신청',
    text: '입점 신청서를 임시 저장하고 이어서 작성하며, 서류별 확인 상태와 심사 결과를 마이페이지에서 확인합니다.',
    to: '/mypage/cmstr',
    label: '입점 신청하기',
  },
  {
    title: '챗봇 상담',
    text: '온판에 게시된 안내에서 답을 찾아 참고한 페이지와 함께 알려 드리는 챗봇을 화면 오른쪽 빠른 메뉴에서 열 수 있습니다.',
    to: '/chatbot',
    label: '챗봇 열기',
  },
] as const;

const SECTIONS: readonly GuideSection[] = [
  {
    id: 'changes',
    title: '새로워진 서비스',
    content: (
      <ul>
        {CHANGES.map((c) => (
          <li key={c.title}>
            <strong>{c.title}</strong>: {c.text} <Link to={c.to}>{c.label}</Link>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'accounts',
    title: '기존 회원 안내',
    content: (
      <>
        <p>
          기존 아이디와 비밀번호로 그대로 로그인할 수 있습니다. 개편 후 처음 로그인하면 바뀐 약관에 다시 동의해주세요.
        </p>
        <p>
          사업자 정보를 확인받아 통합회원으로 전환하면 에이전트 사이트까지 하나의 계정으로 이용할 수 있습니다.{' '}
          <Link to="/convert-membership">통합회원 전환</Link>
        </p>
      </>
    ),
  },
  {
    id: 'access',
    title: '누구나 쓰기 쉬운 화면',
    content: (
      <p>
        정부 디자인 시스템(KRDS)과 웹 접근성 지침(KWCAG 2.2)에 맞춰 화면을 새로 만들었습니다. 키보드만으로 모든 기능을
        쓸 수 있고, 휴대전화에서도 같은 기능을 이용할 수 있습니다.
      </p>
    ),
  },
];

/** The renewed portal: what changed and where to find it. */
export default function RenewPage() {
  return <GuidePage title="서비스 개편 안내" description={publicPageDescription('/renew')} sections={SECTIONS} />;
}
