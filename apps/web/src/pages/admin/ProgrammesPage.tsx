import type { ProgrammeAdminRow } from '@onfan/contracts/support.admin';
import { SPRT_PATTN_NAMES, SUPPORT_STATUS_NAMES, SUPPORT_STATUSES } from '@onfan/contracts/support';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import {
  deskApplicationsColumn,
  deskClosableStateColumn,
  deskIdColumn,
  deskPeriodColumn,
  deskRegisteredColumn,
} from '@/features/admin/components/desk-columns';
import { programmesQuery, type ProgrammeFilters } from '@/features/support/support-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const PROGRAMMES_TEXT = {
  title: '지원사업',
  description:
    '포털에 게시하는 지원사업을 등록하고 고칩니다. 접수 기간은 서울 시간 기준 날짜이며, 저장하면 공개 화면과 통합검색에 바로 나타납니다.',
  write: '지원사업 등록',
  list: '지원사업 목록',
  q: '검색어',
  qHelp: '사업명이나 주관 기관의 일부를 입력합니다.',
  pattn: '구분',
  status: '접수 상태',
  id: '번호',
  name: '사업명',
  inst: '주관 기관',
  region: '지역',
  period: '접수 기간',
  apply: '신청 방식',
  inPortal: '포털 신청',
  external: '외부 누리집',
  applications: '신청',
  closedEarly: '조기 마감',
  registered: '등록일',
  open: (name: string) => `${name} 관리`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'sprtPattnDcd', 'status'] as const;
const PATTN_OPTIONS = Object.entries(SPRT_PATTN_NAMES).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = SUPPORT_STATUSES.map((s) => ({ value: s, label: SUPPORT_STATUS_NAMES[s] }));

const COLUMNS: ConsoleColumn<ProgrammeAdminRow>[] = [
  deskIdColumn(PROGRAMMES_TEXT.id, 'sprtBizId'),
  {
    key: 'name',
    header: PROGRAMMES_TEXT.name,
    sort: 'sprtBizNm',
    render: (r) => (
      <Link to={`/admin/programmes/${r.sprtBizId}`} aria-label={PROGRAMMES_TEXT.open(r.sprtBizNm)}>
        {r.sprtBizNm}
      </Link>
    ),
  },
  { key: 'pattn', header: PROGRAMMES_TEXT.pattn, render: (r) => r.sprtPattnNm, nowrap: true },
  { key: 'inst', header: PROGRAMMES_TEXT.inst, render: (r) => r.instNm },
  { key: 'region', header: PROGRAMMES_TEXT.region, render: (r) => r.rgnNm, nowrap: true },
  deskPeriodColumn(PROGRAMMES_TEXT.period, 'aplyBgngYmd', 'aplyEndYmd'),
  deskClosableStateColumn('status', PROGRAMMES_TEXT.status, 'statusNm', PROGRAMMES_TEXT.closedEarly),
  {
    key: 'apply',
    header: PROGRAMMES_TEXT.apply,
    render: (r) => (r.prtlAplyYn === 'Y' ? PROGRAMMES_TEXT.inPortal : PROGRAMMES_TEXT.external),
    nowrap: true,
  },
  deskApplicationsColumn(PROGRAMMES_TEXT.applications),
  deskRegisteredColumn(PROGRAMMES_TEXT.registered),
];

/** admin/programmes (콘텐츠 담당, 시스템 관리자): every support programme, searched and filtered. */
export default function ProgrammesPage() {
  const params = useListParams();
  const list = useQuery(programmesQuery(listQueryFrom(params, FILTERS, PAGE_SIZE) as ProgrammeFilters));
  return (
    <ConsoleListPage
      text={PROGRAMMES_TEXT}
      writeHref="/admin/programmes/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect
            name="sprtPattnDcd"
            label={PROGRAMMES_TEXT.pattn}
            options={PATTN_OPTIONS}
            values={v}
            set={set}
          />
          <FilterSelect name="status" label={PROGRAMMES_TEXT.status} options={STATUS_OPTIONS} values={v} set={set} />
        </>
      )}
      query={list}
      columns={COLUMNS}
      rowKey={(r) => r.sprtBizId}
      pageSize={PAGE_SIZE}
    />
  );
}
