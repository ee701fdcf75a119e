import type { MemberRow } from '@onfan/contracts/auth.admin';
import { MEMBER_KIND_NAMES, MEMBER_STATE_NAMES, MEMBER_STATES } from '@onfan/contracts/auth.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { membersQuery, type MemberFilters } from '@/features/auth/auth-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const MEMBERS_TEXT = {
  title: '회원 관리',
  description:
    '아이디, 이름, 휴대폰 번호, 사업자등록번호로 회원을 찾습니다. 이름과 연락처는 가려서 보이고, 가리지 않은 정보를 열면 개인정보 접근기록에 남습니다.',
  list: '회원 목록',
  q: '검색어',
  qHelp: '아이디, 이름, 휴대폰 번호 또는 사업자등록번호를 정확히 입력합니다.',
  kind: '회원 유형',
  state: '상태',
  id: '아이디',
  name: '이름',
  mobile: '휴대폰',
  joined: '가입일',
  lastLogin: '최근 로그인',
  open: (lgnId: string) => `${lgnId} 회원 상세`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'kind', 'state'] as const;
const KIND_OPTIONS = Object.entries(MEMBER_KIND_NAMES).map(([value, label]) => ({ value, label }));
const STATE_OPTIONS = MEMBER_STATES.map((s) => ({ value: s, label: MEMBER_STATE_NAMES[s] }));

const COLUMNS: ConsoleColumn<MemberRow>[] = [
  {
    key: 'id',
    header: MEMBERS_TEXT.id,
    sort: 'lgnId',
    render: (r) => (
      <Link to={`/admin/members/${r.userId}`} aria-label={MEMBERS_TEXT.open(r.lgnId)}>
        {r.lgnId}
      </Link>
    ),
    nowrap: true,
  },
  { key: 'name', header: MEMBERS_TEXT.name, render: (r) => r.userNm, nowrap: true },
  { key: 'mobile', header: MEMBERS_TEXT.mobile, render: (r) => r.mblNo || '-', nowrap: true },
  { key: 'kind', header: MEMBERS_TEXT.kind, render: (r) => MEMBER_KIND_NAMES[r.userPattnCd] },
  { key: 'state', header: MEMBERS_TEXT.state, render: (r) => MEMBER_STATE_NAMES[r.state], nowrap: true },
  {
    key: 'joined',
    header: MEMBERS_TEXT.joined,
    render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
    nowrap: true,
    sort: 'regDt',
    sortFirst: 'desc',
  },
  {
    key: 'login',
    header: MEMBERS_TEXT.lastLogin,
    render: (r) => (r.lastLoginAt ? formatDate(r.lastLoginAt, 'yyyy.MM.dd HH:mm') : '-'),
    nowrap: true,
    sort: 'lastLoginAt',
    sortFirst: 'desc',
  },
];

/** admin/members (시스템 관리자): members searched and listed masked. */
export default function MembersPage() {
  const params = useListParams();
  const list = useQuery(membersQuery(listQueryFrom(params, FILTERS, PAGE_SIZE) as MemberFilters));
  return (
    <ConsoleListPage
      text={MEMBERS_TEXT}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="kind" label={MEMBERS_TEXT.kind} options={KIND_OPTIONS} values={v} set={set} />
          <FilterSelect name="state" label={MEMBERS_TEXT.state} options={STATE_OPTIONS} values={v} set={set} />
        </>
      )}
      query={list}
      columns={COLUMNS}
      rowKey={(r) => r.userId}
      pageSize={PAGE_SIZE}
    />
  );
}
