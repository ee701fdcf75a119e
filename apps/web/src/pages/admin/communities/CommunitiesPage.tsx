import { CMNT_SE, CMNT_SE_NAMES, type CmntSe } from '@onfan/contracts/business-community';
import type { CmntDeskRow, CmntDeskState, JoinRule } from '@onfan/contracts/business-community.admin';
import {
  CMNT_DESK_STATE_NAMES,
  CMNT_DESK_STATES,
  JOIN_RULE_NAMES,
  JOIN_RULES,
} from '@onfan/contracts/business-community.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { cmntDeskListQuery } from '@/features/business-community/business-community-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const COMMUNITIES_TEXT = {
  title: '소상공인 커뮤니티',
  description:
    '업종별·지역별 커뮤니티를 만들고 고칩니다. 커뮤니티 이름을 누르면 가입 신청과 첫 게시글 승인, 닫기와 다시 열기를 할 수 있습니다.',
  list: '커뮤니티 목록',
  write: '커뮤니티 만들기',
  q: '이름·업종·지역',
  kind: '구분',
  joinRule: '가입 방식',
  state: '운영 상태',
  no: '번호',
  name: '커뮤니티',
  ctgr: '업종·지역',
  members: '회원 수',
  waiting: '승인 대기',
  regDt: '개설일',
  people: (n: number) => `${n.toLocaleString('ko-KR')}명`,
  waitingOf: (n: number) => (n > 0 ? `${n}건` : '-'),
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'cmntSeCd', 'joinRule', 'state'] as const;
const KIND_OPTIONS = CMNT_SE.map((s) => ({ value: s, label: CMNT_SE_NAMES[s] }));
const RULE_OPTIONS = JOIN_RULES.map((r) => ({ value: r, label: JOIN_RULE_NAMES[r] }));
const STATE_OPTIONS = CMNT_DESK_STATES.map((s) => ({ value: s, label: CMNT_DESK_STATE_NAMES[s] }));

/**
 * admin/communities (커뮤니티 담당, 시스템 관리자): every community, open or closed, by name, kind, join rule and state;
 * sortable by name, members and creation.
 */
export default function CommunitiesPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const list = useQuery(
    cmntDeskListQuery({
      ...query,
      cmntSeCd: (query.cmntSeCd || undefined) as CmntSe | undefined,
      joinRule: (query.joinRule || undefined) as JoinRule | undefined,
      state: (query.state || undefined) as CmntDeskState | undefined,
    }),
  );

  const columns: ConsoleColumn<CmntDeskRow>[] = [
    { key: 'no', header: COMMUNITIES_TEXT.no, render: (r) => r.cmntId, nowrap: true },
    {
      key: 'name',
      header: COMMUNITIES_TEXT.name,
      sort: 'cmntNm',
      render: (r) => <Link to={`/admin/communities/${r.cmntId}`}>{r.cmntNm}</Link>,
    },
    {
      key: 'ctgr',
      header: COMMUNITIES_TEXT.ctgr,
      render: (r) => `${CMNT_SE_NAMES[r.cmntSeCd]} · ${r.ctgrNm}`,
      nowrap: true,
    },
    { key: 'rule', header: COMMUNITIES_TEXT.joinRule, render: (r) => JOIN_RULE_NAMES[r.joinRule], nowrap: true },
    { key: 'state', header: COMMUNITIES_TEXT.state, render: (r) => CMNT_DESK_STATE_NAMES[r.state], nowrap: true },
    {
      key: 'members',
      header: COMMUNITIES_TEXT.members,
      render: (r) => COMMUNITIES_TEXT.people(r.mbrCnt),
      nowrap: true,
      sort: 'mbrCnt',
      sortFirst: 'desc',
    },
    {
      key: 'waiting',
      header: COMMUNITIES_TEXT.waiting,
      render: (r) => COMMUNITIES_TEXT.waitingOf(r.waitCnt),
      nowrap: true,
    },
    {
      key: 'regDt',
      header: COMMUNITIES_TEXT.regDt,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
  ];

  return (
    <ConsoleListPage
      text={COMMUNITIES_TEXT}
      writeHref="/admin/communities/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="cmntSeCd" label={COMMUNITIES_TEXT.kind} options={KIND_OPTIONS} values={v} set={set} />
          <FilterSelect name="joinRule" label={COMMUNITIES_TEXT.joinRule} options={RULE_OPTIONS} values={v} set={set} />
          <FilterSelect name="state" label={COMMUNITIES_TEXT.state} options={STATE_OPTIONS} values={v} set={set} />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.cmntId}
      pageSize={PAGE_SIZE}
    />
  );
}
