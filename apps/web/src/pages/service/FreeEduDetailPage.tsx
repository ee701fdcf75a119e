import { CUSTOMER_CENTER } from '@/lib/site-config';
import { GuidePage, type GuideSection } from '../shared/GuidePage';
import page from '../shared/page.module.css';

/** Free course access follows the e-learning information consent within this many days (spec section 9). */
export const FREE_EDU_GRANT_DAYS = 5;

const SECTIONS: readonly GuideSection[] = [
  {
    id: 'overview',
    title: '무료 교육 안내',
    content: (
      <>
        <p>
          온판은 소상공인의 온라인 판로 확대를 돕기 위해 이러닝 교육 과정을 무료로 제공합니다. 이러닝 정보 제공(무료
          교육 수강 신청)에 동의한 회원에게는 동의한 날부터 {FREE_EDU_GRANT_DAYS}일 이내에 무료 수강 권한이 부여됩니다.
        </p>
        <p>수강 권한이 부여되면 회원정보에 등록된 휴대폰번호 또는 이메일로 수강 방법을 안내해 드립니다.</p>
      </>
    ),
  },
  {
    id: 'target',
    title: '신청 대상',
    content: (
      <p>
        온판 소상공인 회원이면 누구나 신청할 수 있습니다. 동의 여부는 회원가입 화면 또는 마이페이지의 회원정보에서
        선택하고 확인할 수 있습니다.
      </p>
    ),
  },
  {
    id: 'apply',
    title: '신청 방법',
    content: (
      <ol className={page.steps}>
        <li>
          <strong>로그인 후 마이페이지로 이동</strong>
          마이페이지의 회원정보 수정 화면을 엽니다.
        </li>
        <li>
          <strong>이러닝 무료 수강 신청 선택</strong>
          이러닝 정보 제공 동의 항목을 ‘동의’로 선택하고 저장합니다.
        </li>
        <li>
          <strong>수강 권한 부여</strong>
          동의한 날부터 {FREE_EDU_GRANT_DAYS}일 이내에 수강 권한이 부여되고 수강 방법이 안내됩니다.
        </li>
      </ol>
    ),
  },
  {
    id: 'information',
    title: '제공되는 정보',
    content: (
      <>
        <p>수강 계정을 만들고 수강을 안내하기 위하여 다음 정보가 이러닝 운영기관에 제공됩니다.</p>
        <dl>
          <dt>제공 항목</dt>
          <dd>이름, 아이디, 휴대폰번호, 이메일</dd>
          <dt>이용 목적</dt>
          <dd>이러닝 수강 계정 생성, 수강 안내, 수료 관리</dd>
          <dt>보유 기간</dt>
          <dd>동의를 철회하거나 회원을 탈퇴할 때까지</dd>
        </dl>
        <p className={page.notice}>
          정보 제공에 동의하지 않을 수 있습니다. 동의하지 않아도 온판의 다른 서비스는 그대로 이용할 수 있으며, 무료
          수강만 제한됩니다.
        </p>
      </>
    ),
  },
  {
    id: 'notes',
    title: '유의사항',
    content: (
      <ul>
        <li>수강 권한은 동의한 회원 본인에게만 부여되며, 다른 사람에게 양도할 수 없습니다.</li>
        <li>마이페이지에서 언제든지 동의를 철회할 수 있으며, 철회하면 이후 무료 수강 권한이 부여되지 않습니다.</li>
        <li>
          {FREE_EDU_GRANT_DAYS}일이 지나도 수강 안내를 받지 못했다면 고객센터{' '}
          <a href={CUSTOMER_CENTER.tel}>{CUSTOMER_CENTER.phone}</a>({CUSTOMER_CENTER.hours})로 문의해주세요.
        </li>
      </ul>
    ),
  },
];

/** service/freeedudetail: what the e-learning information consent gives and how to apply. */
export default function FreeEduDetailPage() {
  return (
    <GuidePage
      title="무료 교육 안내"
      description={`이러닝 정보 제공에 동의하면 ${FREE_EDU_GRANT_DAYS}일 이내에 무료 수강 권한이 부여됩니다.`}
      sections={SECTIONS}
    />
  );
}
