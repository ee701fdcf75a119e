import { publicPageDescription } from '@onfan/contracts/page-meta';
import { CAMPAIGN_STATE_NAMES } from '@onfan/contracts/campaign';
import { campaignPath } from '@onfan/contracts/portal-path';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
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
  const [draft, setDraft] = useState({ state: get('state'), searchTerm: get('searchTerm') });
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
      <ListFilters onSubmit={() => update({ state: draft.state, searchTerm: draft.searchTerm.trim(), pageNo: '' })}>
        <Select
          label="모집상태"
          options={STATES}
          value={draft.state}
          onChange={(v) => setDraft({ ...draft, state: v ?? '' })}
        />
        <ListSearchField
          label="캠페인명 검색"
          value={draft.searchTerm}
          onChange={(v) => setDraft({ ...draft, searchTerm: v })}
        />
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
              <li key={c.matchCampnId} className={list.card}>
                {c.rprsImgPt ? (
                  <img className={list.cardThumb} src={c.rprsImgPt} alt="" loading="lazy" />
                ) : (
                  <span className={list.cardThumb} aria-hidden="true" />
                )}
                <div className={list.cardBody}>
                  <div className={list.badges}>
                    <CampaignBadges item={c} />
                    <span className={list.meta}>{c.clsNm}</span>
                  </div>
                  <Link className={list.cardLink} to={campaignPath(c.matchCampnId)}>
                    {c.matchCampnNm}
                  </Link>
                  <p className={list.meta}>
                    모집기간 {formatYmd(c.entryBgngYmd)} ~ {formatYmd(c.entryEndYmd)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}
