import { publicPageDescription } from '@onfan/contracts/page-meta';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/Button';
import { GuidePage, type GuideSection } from '../shared/GuidePage';
import page from '../shared/page.module.css';

const SECTIONS: readonly GuideSection[] = [
  {
    id: 'steps',
    title: '진단 순서',
    content: (
      <ol className={page.steps}>
        <li>
          <strong>기본 정보</strong>
          성별, 연령대, 업종과 세부 업종, 지역을 고릅니다.
        </li>
        <li>
          <strong>경영 정보</strong>
          업력, 종업원 수, 월 매출, 판매 채널과 필요한 지원 분야를 고릅니다.
        </li>
        <li>
          <strong>추가 정보</strong>
          분야별로 우리 가게를 1~5점으로 평가하고, 입점한 국내외 마켓과 관심 국가를 고릅니다.
        </li>
        <li>
          <strong>결과</strong>
          분야별 점수와 강점·보완점, 추천 지원사업·스튜디오·이러닝 과정을 확인합니다.
        </li>
      </ol>
    ),
  },
  {
    id: 'how',
    title: '결과는 이렇게 계산합니다',
    content: (
      <>
        <p>
          결과는 인공지능이 임의로 만드는 것이 아니라, 입력한 답을 정해진 기준에 따라 점수로 바꿔 계산합니다. 같은 답을
          입력하면 언제나 같은 결과가 나옵니다.
        </p>
        <p>
          추천하는 지원사업은 지금 모집 중인 사업 가운데 업종, 지역, 업력, 필요한 지원 분야가 맞는 사업입니다. 로그인한
          회원은 진단 이력을 마이페이지에서 다시 보고 지난 결과와 비교할 수 있습니다.
        </p>
      </>
    ),
  },
];

/** The self-diagnosis explained before it starts: its steps and how the result is computed. */
export default function SelfGuidePage() {
  return (
    <GuidePage
      title="자가진단 안내"
      description={publicPageDescription('/self')}
      sections={SECTIONS}
      footer={
        <p>
          <LinkButton href="/self-diagnosis/input">자가진단 시작하기</LinkButton>{' '}
          <Link to="/guide#faq">자주 묻는 질문</Link>
        </p>
      }
    />
  );
}
