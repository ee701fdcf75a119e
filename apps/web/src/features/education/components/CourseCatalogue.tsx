import { publicPageDescription } from '@onfan/contracts/page-meta';
import { formatMinutes, formatNumber } from '@onfan/contracts/format';
import { EDU_CATEGORIES, EDU_LEVELS } from '@onfan/contracts/education';
import { coursePath } from '@onfan/contracts/portal-path';
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
import { COURSE_PAGE_SIZE, type CourseFilters, courseListQuery } from '../education-api';
import { CourseBadges } from './CourseBadges';
import { EduConsentNotice } from './EduConsentNotice';
import list from '@/components/ui/ListPage.module.css';

const LEVELS = [
  { value: '', label: '전체' },
  ...Object.entries(EDU_LEVELS).map(([value, label]) => ({ value, label })),
];
const FEES = [
  { value: '', label: '전체' },
  { value: 'Y', label: '무료' },
  { value: 'N', label: '유료' },
];

/** The e-learning catalogue: category tabs, level, free/paid and search, course cards, paging by 9. */
export function CourseCatalogue() {
  const { get, pageNo, update, hrefWith } = useListParams();
  const [draft, setDraft] = useState({ lvlCd: get('lvlCd'), freeYn: get('freeYn'), searchTerm: get('searchTerm') });
  const filters: CourseFilters = { pageNo: String(pageNo) };
  for (const k of ['ctgrCd', 'lvlCd', 'freeYn', 'searchTerm'] as const) if (get(k)) filters[k] = get(k);
  const { data, isPending, isError } = useQuery(courseListQuery(filters));
  const tabs = [{ value: '', label: '전체' }].concat(
    Object.entries(EDU_CATEGORIES).map(([value, label]) => ({ value, label })),
  );

  return (
    <div className={list.wrap}>
      <PageHeader title="이러닝" description={publicPageDescription('/education')} />
      <EduConsentNotice />
      <nav aria-label="과정 분야">
        <ul className={list.tabs}>
          {tabs.map((t) => (
            <li key={t.value || 'all'}>
              <Link
                className={list.tab}
                to={hrefWith({ ctgrCd: t.value })}
                aria-current={t.value === get('ctgrCd') ? 'page' : undefined}
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
          update({ ...draft, searchTerm: draft.searchTerm.trim(), pageNo: '' });
        }}
      >
        <Select
          label="난이도"
          options={LEVELS}
          value={draft.lvlCd}
          onChange={(v) => setDraft({ ...draft, lvlCd: v ?? '' })}
        />
        <Select
          label="수강료"
          options={FEES}
          value={draft.freeYn}
          onChange={(v) => setDraft({ ...draft, freeYn: v ?? '' })}
        />
        <TextField
          label="과정명·강사 검색"
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
        <EmptyState message="조건에 맞는 과정이 없습니다." />
      ) : (
        <>
          <p className={list.count}>
            전체 <strong>{formatNumber(data.totalCount)}</strong>개 과정
          </p>
          <ul className={list.cards}>
            {data.items.map((c) => (
              <li key={c.eduCrsId} className={list.card}>
                <img className={list.cardThumb} src={c.thmbUrl} alt="" width={660} height={440} loading="lazy" />
                <div className={list.cardBody}>
                  <div className={list.badges}>
                    <CourseBadges course={c} />
                    <span className={list.meta}>{c.ctgrNm}</span>
                  </div>
                  <Link className={list.cardLink} to={coursePath(c.eduCrsId)}>
                    {c.crsNm}
                  </Link>
                  <p className={list.meta}>
                    {c.lsnCnt}차시 · {formatMinutes(c.lrnMin)} · {c.instrNm}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <div className={list.pager}>
            <Pagination
              pageNo={pageNo}
              pageSize={COURSE_PAGE_SIZE}
              totalCount={data.totalCount}
              onChange={(n) => update({ pageNo: String(n) })}
            />
          </div>
        </>
      )}
    </div>
  );
}
