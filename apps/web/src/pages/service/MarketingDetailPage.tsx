import { CUSTOMER_CENTER } from '@/lib/site-config';
import { GuidePage, type GuideSection } from '../shared/GuidePage';
import page from '../shared/page.module.css';

const SECTIONS: readonly GuideSection[] = [
  {
    id: 'purpose',
    title: '수신 동의의 목적',
    content: (
      <p>
        온판은 마케팅 정보 수신에 동의한 회원에게 소상공인과 크리에이터에게 도움이 되는 지원사업, 교육, 행사 소식을
        보내드립니다. 마케팅 정보 수신 동의는 선택 사항이며, 동의하지 않아도 온판의 모든 서비스를 이용할 수 있습니다.
      </p>
    ),
  },
  {
    id: 'contents',
    title: '보내드리는 정보',
    content: (
      <ul>
        <li>새로 공고된 중앙부처·지방자치단체 지원사업과 신청 마감 안내</li>
        <li>이러닝 신규 과정, 교육·설명회 등 행사 안내</li>
        <li>캠페인, 지역경제 축제, 프로모션 참여 안내</li>
        <li>라이브 방송 편성과 알림 신청한 방송 안내</li>
        <li>서비스 개선을 위한 설문 참여 요청</li>
      </ul>
    ),
  },
  {
    id: 'channels',
    title: '수신 방법과 이용 항목',
    content: (
      <dl>
        <dt>수신 방법</dt>
        <dd>이메일, 휴대폰 문자메시지</dd>
        <dt>이용 항목</dt>
        <dd>이름, 휴대폰번호, 이메일</dd>
        <dt>보유 기간</dt>
        <dd>동의를 철회하거나 회원을 탈퇴할 때까지</dd>
      </dl>
    ),
  },
  {
    id: 'withdraw',
    title: '동의 철회 방법',
    content: (
      <>
        <p>마케팅 정보 수신 동의는 언제든지 철회할 수 있으며, 철회한 날부터 마케팅 정보를 보내지 않습니다.</p>
        <ul>
          <li>마이페이지의 회원정보에서 마케팅 정보 수신 여부를 ‘동의 안 함’으로 변경</li>
          <li>받으신 이메일·문자메시지에 포함된 수신거부 링크 선택</li>
          <li>
            고객센터 <a href={CUSTOMER_CENTER.tel}>{CUSTOMER_CENTER.phone}</a>({CUSTOMER_CENTER.hours},{' '}
            {CUSTOMER_CENTER.lunch})로 요청
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'reconfirm',
    title: '수신 동의 여부 확인',
    content: (
      <p className={page.notice}>
        「정보통신망 이용촉진 및 정보보호 등에 관한 법률」에 따라 수신 동의를 한 날부터 2년마다 수신 동의 여부를 다시
        확인합니다. 로그인할 때 확인 안내가 표시되면 동의 유지 또는 철회를 선택해주세요. 지원사업 신청 결과, 예약 확인
        등 서비스 이용에 꼭 필요한 안내는 수신 동의 여부와 관계없이 발송됩니다.
      </p>
    ),
  },
];

/** service/marketingdetail: what marketing consent covers and how to withdraw it. */
export default function MarketingDetailPage() {
  return (
    <GuidePage
      title="마케팅 정보 수신 동의 안내"
      description="마케팅 정보 수신에 동의하면 지원사업, 교육, 행사 소식을 빠르게 받아보실 수 있습니다."
      sections={SECTIONS}
    />
  );
}
