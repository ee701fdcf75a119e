import { publicPageDescription } from '@onfan/contracts/page-meta';
import { CAMPAIGN_STATE_NAMES } from '@onfan/contracts/campaign';
import { campaignPath } from '@onfan/contracts/portal-path';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { ListCard } from '@/components/ui/ListCards';
import { useListDraft } from '@/components/ui/ListDraft';
import { ListFilters, ListPage, ListResults, ListSearchField, ListTabs } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { useListParams } from '@/lib/use-list-params';
import { CAMPAIGN_PAGE_SIZE, type CampaignFilters, campaignCategoriesQuery, campaignListQuery } from '../campaign-api';
import { CampaignBadges } from './CampaignBadges';
import list from '@/components/ui/ListPage.module.css';

const STATES = [
  { value: '', label: '전체' },
  ...Object.entries(CAMPAIGN_STATE_NAMES).map(([value, label]) => ({ value, label })),
];

/** Campaigns: category tabs, entry state and name search, cards with the entry period and D-day, paging by 12. */
export function CampaignList() {
  const { get, pageNo, update, hrefWith } = useListParams();
  const search = useListDraft({ get, update }, ['state', 'searchTerm']);
  const filters: CampaignFilters = { pageNo: String(pageNo) };
  for (const k of ['gdsClsId', 'state', 'searchTerm'] as const) if (get(k)) filters[k] = get(k);
  const categories = useQuery(campaignCategoriesQuery());
  const campaigns = useQuery(campaignListQuery(filters));

  const tabTo = (gdsClsId: string) => hrefWith({ gdsClsId });
  const tabs = [{ value: '', label: '전체' }].concat(
    (categories.data ?? []).map((c) => ({ value: String(c.gdsClsId), label: c.clsNm })),
  );

  return (
    <ListPage>
      <PageHeader title="캠페인" description={publicPageDescription('/campaign')} />
      <ListTabs label="캠페인 분류" tabs={tabs} current={get('gdsClsId')} hrefOf={tabTo} />
      <ListFilters onSubmit={search.submit}>
        <Select label="모집상태" options={STATES} value={search.draft.state} onChange={search.set('state')} />
        <ListSearchField label="캠페인명 검색" value={search.draft.searchTerm} onChange={search.set('searchTerm')} />
      </ListFilters>
      <ListResults
        query={campaigns}
        empty={{ message: '조건에 맞는 캠페인이 없습니다.' }}
        count="건"
        paging={{ pageNo, pageSize: CAMPAIGN_PAGE_SIZE, onChange: (n) => update({ pageNo: String(n) }) }}
      >
        {(items) => (
          <ul className={list.cards}>
            {items.map((c) => (
              <ListCard
                key={c.matchCampnId}
                image={{ src: c.rprsImgPt }}
                badges={<CampaignBadges item={c} />}
                category={c.clsNm}
                href={campaignPath(c.matchCampnId)}
                title={c.matchCampnNm}
              >
                <p className={list.meta}>
                  모집기간 {formatYmd(c.entryBgngYmd)} ~ {formatYmd(c.entryEndYmd)}
                </p>
              </ListCard>
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}
