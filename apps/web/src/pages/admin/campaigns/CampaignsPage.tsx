import type { CampaignDeskRow } from '@onfan/contracts/campaign.admin';
import { CAMPAIGN_STATE_NAMES, CAMPAIGN_STATES } from '@onfan/contracts/campaign';
import { formatNumber } from '@onfan/contracts/format';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listQueryFrom, type ConsoleColumn, ConsolePeriodFields } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import {
  deskApplicationsColumn,
  deskClosableStateColumn,
  deskIdColumn,
  deskPeriodColumn,
  deskRegisteredColumn,
} from '@/features/admin/components/desk-columns';
import { campaignDeskListQuery, type CampaignDeskFilters } from '@/features/campaign/campaign-admin-api';
import { campaignCategoriesQuery } from '@/features/campaign/campaign-api';
import { useListParams } from '@/lib/use-list-params';

export const CAMPAIGNS_TEXT = {
  title: '캠페인',
  description:
    '크리에이터가 신청하는 캠페인을 등록하고 고칩니다. 모집 기간은 서울 시간 기준 날짜이며, 저장하면 공개 화면에 바로 나타납니다.',
  write: '캠페인 등록',
  list: '캠페인 목록',
  q: '캠페인명',
  state: '모집 상태',
  category: '분류',
  from: '모집 기간(부터)',
  to: '모집 기간(까지)',
  id: '번호',
  name: '캠페인명',
  period: '모집 기간',
  selected: '선정 / 모집 인원',
  applications: '신청',
  closedEarly: '조기 마감',
  registered: '등록일',
  open: (name: string) => `${name} 관리`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'state', 'gdsClsId', 'from', 'to'] as const;
const STATE_OPTIONS = CAMPAIGN_STATES.map((s) => ({ value: s, label: CAMPAIGN_STATE_NAMES[s] }));

const COLUMNS: ConsoleColumn<CampaignDeskRow>[] = [
  deskIdColumn(CAMPAIGNS_TEXT.id, 'matchCampnId'),
  {
    key: 'name',
    header: CAMPAIGNS_TEXT.name,
    render: (r) => (
      <Link to={`/admin/campaigns/${r.matchCampnId}`} aria-label={CAMPAIGNS_TEXT.open(r.matchCampnNm)}>
        {r.matchCampnNm}
      </Link>
    ),
  },
  { key: 'category', header: CAMPAIGNS_TEXT.category, render: (r) => r.clsNm, nowrap: true },
  deskPeriodColumn(CAMPAIGNS_TEXT.period, 'entryBgngYmd', 'entryEndYmd'),
  deskClosableStateColumn('state', CAMPAIGNS_TEXT.state, 'stateNm', CAMPAIGNS_TEXT.closedEarly),
  {
    key: 'selected',
    header: CAMPAIGNS_TEXT.selected,
    render: (r) => `${formatNumber(r.slctCnt)} / ${formatNumber(r.rcrtCnt)}`,
    nowrap: true,
  },
  deskApplicationsColumn(CAMPAIGNS_TEXT.applications),
  deskRegisteredColumn(CAMPAIGNS_TEXT.registered),
];

/** admin/campaigns (판로 담당, 시스템 관리자): every campaign, searched and filtered by state, category and period. */
export default function CampaignsPage() {
  const params = useListParams();
  const list = useQuery(campaignDeskListQuery(listQueryFrom(params, FILTERS, PAGE_SIZE) as CampaignDeskFilters));
  const categories = useQuery(campaignCategoriesQuery());
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.gdsClsId), label: c.clsNm }));
  return (
    <ConsoleListPage
      text={CAMPAIGNS_TEXT}
      writeHref="/admin/campaigns/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="state" label={CAMPAIGNS_TEXT.state} options={STATE_OPTIONS} values={v} set={set} />
          <FilterSelect
            name="gdsClsId"
            label={CAMPAIGNS_TEXT.category}
            options={categoryOptions}
            values={v}
            set={set}
          />
          <ConsolePeriodFields
            from={v.from}
            to={v.to}
            labels={{ from: CAMPAIGNS_TEXT.from, to: CAMPAIGNS_TEXT.to }}
            onChange={set}
          />
        </>
      )}
      query={list}
      columns={COLUMNS}
      rowKey={(r) => r.matchCampnId}
      pageSize={PAGE_SIZE}
    />
  );
}
