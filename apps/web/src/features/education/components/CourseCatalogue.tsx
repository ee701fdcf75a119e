import { publicPageDescription } from '@onfan/contracts/page-meta';
import { formatMinutes } from '@onfan/contracts/format';
import { EDU_CATEGORIES, EDU_LEVELS } from '@onfan/contracts/education';
import { coursePath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFilters, ListPage, ListResults, ListSearchField, ListTabs } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
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
  const results = useQuery(courseListQuery(filters));
  const tabs = [{ value: '', label: '전체' }].concat(
    Object.entries(EDU_CATEGORIES).map(([value, label]) => ({ value, label })),
  );

  return (
    <ListPage>
      <PageHeader title="이러닝" description={publicPageDescription('/education')} />
      <EduConsentNotice />
      <ListTabs label="과정 분야" tabs={tabs} current={get('ctgrCd')} hrefOf={(t) => hrefWith({ ctgrCd: t })} />
      <ListFilters onSubmit={() => update({ ...draft, searchTerm: draft.searchTerm.trim(), pageNo: '' })}>
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
        <ListSearchField
          label="과정명·강사 검색"
          value={draft.searchTerm}
          onChange={(v) => setDraft({ ...draft, searchTerm: v })}
        />
      </ListFilters>
      <ListResults
        query={results}
        empty={{ message: '조건에 맞는 과정이 없습니다.' }}
        count="개 과정"
        paging={{ pageNo, pageSize: COURSE_PAGE_SIZE, onChange: (n) => update({ pageNo: String(n) }) }}
      >
        {(items) => (
          <ul className={list.cards}>
            {items.map((c) => (
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
        )}
      </ListResults>
    </ListPage>
  );
}
