import { publicPageDescription } from '@onfan/contracts/page-meta';
import { formatNumber } from '@onfan/contracts/format';
import { CAMPAIGN_STATE_NAMES } from '@onfan/contracts/campaign';
import { campaignPath } from '@onfan/contracts/portal-path';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
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
  const { data, isPending, isError } = useQuery(campaignListQuery(filters));

  const tabTo = (gdsClsId: string) => hrefWith({ gdsClsId });
  const tabs = [{ value: '', label: '전체' }].concat(
    (categories.data ?? []).map((c) => ({ value: String(c.gdsClsId), label: c.clsNm })),
  );

  return (
    <div className={list.wrap}>
      <PageHeader title="캠페인" description={publicPageDescription('/campaign')} />
      <nav aria-label="캠페인 분류">
        <ul className={list.tabs}>
          {tabs.map((t) => (
            <li key={t.value || 'all'}>
              <Link
                className={list.tab}
                to={tabTo(t.value)}
                aria-current={t.value === get('gdsClsId') ? 'page' : undefined}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        method="get"
        className={list.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ state: draft.state, searchTerm: draft.searchTerm.trim(), pageNo: '' });
        }}
      >
        <Select
          label="모집상태"
          options={STATES}
          value={draft.state}
          onChange={(v) => setDraft({ ...draft, state: v ?? '' })}
        />
        <TextField
          label="캠페인명 검색"
          type="search"
          maxLength={50}
          value={draft.searchTerm}
          onChange={(v) => setDraft({ ...draft, searchTerm: v })}
        />
        <Button type="submit">검색</Button>
      </form>
      {isPending ? (
        <Spinner />
      ) : isError || !data ? (
        <EmptyState message="목록을 불러오지 못했습니다." description="잠시 후 다시 시도해주세요." />
      ) : data.items.length === 0 ? (
        <EmptyState message="조건에 맞는 캠페인이 없습니다." />
      ) : (
        <>
          <p className={list.count}>
            전체 <strong>{formatNumber(data.totalCount)}</strong>건
          </p>
          <ul className={list.cards}>
            {data.items.map((c) => (
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
          <div className={list.pager}>
            <Pagination
              pageNo={pageNo}
              pageSize={CAMPAIGN_PAGE_SIZE}
              totalCount={data.totalCount}
              onChange={(n) => update({ pageNo: String(n) })}
            />
          </div>
        </>
      )}
    </div>
  );
}
