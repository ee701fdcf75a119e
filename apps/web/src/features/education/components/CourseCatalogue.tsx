import { publicPageDescription } from '@onfan/contracts/page-meta';
import { formatMinutes } from '@onfan/contracts/format';
import { EDU_CATEGORIES, EDU_LEVELS } from '@onfan/contracts/education';
import { coursePath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { ListCard } from '@/components/ui/ListCards';
import { useListDraft } from '@/components/ui/ListDraft';
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
  const search = useListDraft({ get, update }, ['lvlCd', 'freeYn', 'searchTerm']);
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
      <ListFilters onSubmit={search.submit}>
        <Select label="난이도" options={LEVELS} value={search.draft.lvlCd} onChange={search.set('lvlCd')} />
        <Select label="수강료" options={FEES} value={search.draft.freeYn} onChange={search.set('freeYn')} />
        <ListSearchField label="과정명·강사 검색" value={search.draft.searchTerm} onChange={search.set('searchTerm')} />
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
              <ListCard
                key={c.eduCrsId}
                image={{ src: c.thmbUrl, width: 660, height: 440 }}
                badges={<CourseBadges course={c} />}
                category={c.ctgrNm}
                href={coursePath(c.eduCrsId)}
                title={c.crsNm}
              >
                <p className={list.meta}>
                  {c.lsnCnt}차시 · {formatMinutes(c.lrnMin)} · {c.instrNm}
                </p>
              </ListCard>
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}
