import type { SearchHit } from '@onfan/contracts/search';
import {
  formatSearchCount,
  highlightParts,
  SEARCH_MESSAGES,
  SEARCH_TYPE_NAMES,
  searchPageTitle,
  searchTypeSchema,
} from '@onfan/contracts/search';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BadgeVariant } from '@/components/ui/Badge';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import { searchQuery } from '../search-api';
import styles from './Search.module.css';

function Highlight({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightParts(text, term).map((p, i) =>
        p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}

/** Integrated search: /search (all groups) and /search2 (one group, paged). */
export function SearchView({ single }: { single: boolean }) {
  const [params, setParams] = useSearchParams();
  const term = params.get('searchTerm') ?? '';
  const option = params.get('option') === '제목' ? '제목' : '전체';
  const typeParsed = searchTypeSchema.safeParse(params.get('type'));
  const type = single && typeParsed.success ? typeParsed.data : undefined;
  const pageNo = Number(params.get('pageNo') ?? '1') || 1;
  const [draft, setDraft] = useState(term);
  const [draftOption, setDraftOption] = useState<string>(option);

  const { data, isFetching, isError } = useQuery(searchQuery({ term, option, type, pageNo }));
  useDocumentTitle(data ? searchPageTitle(data.searchTerm, type) : '', TITLE_PRIORITY.item);

  const submit = async () => {
    const value = draft.trim();
    if (!value) {
      await modal.alert(SEARCH_MESSAGES.emptyTerm);
      return;
    }
    const p = new URLSearchParams({ searchTerm: value, option: draftOption });
    if (type) p.set('type', type);
    setParams(p);
  };

  const moreHref = (t: string) => `/search2?${new URLSearchParams({ searchTerm: term, option, type: t }).toString()}`;

  return (
    <div className={styles.wrap}>
      <PageHeader title={type ? `통합검색 - ${SEARCH_TYPE_NAMES[type]}` : '통합검색'} />
      <form
        method="get"
        className={styles.box}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Select
          label="검색 범위"
          value={draftOption}
          onChange={(v) => setDraftOption(v ?? '전체')}
          options={[
            { value: '전체', label: '전체' },
            { value: '제목', label: '제목' },
          ]}
        />
        <TextField
          className={styles.term}
          label="검색어"
          type="search"
          value={draft}
          onChange={setDraft}
          maxLength={50}
        />
        <Button type="submit" className={styles.submit}>
          검색
        </Button>
      </form>
      {!term ? null : isError ? (
        <EmptyState message="검색하지 못했습니다." description="잠시 후 다시 시도해주세요." />
      ) : !data ? (
        isFetching ? (
          <Spinner />
        ) : null
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            ‘<strong>{data.searchTerm}</strong>’ 검색 결과{' '}
            <strong>{formatSearchCount(data.totalCount, data.totalCountCapped)}</strong>
          </p>
          {data.totalCount === 0 ? (
            <EmptyState message={SEARCH_MESSAGES.noResult} description="다른 검색어나 초성으로 찾아보세요." />
          ) : null}
          {data.groups
            .filter((g) => g.totalCount > 0)
            .map((g) => (
              <section key={g.type} className={styles.group} aria-labelledby={`group-${g.type}`}>
                <div className={styles.groupHead}>
                  <h2 id={`group-${g.type}`}>
                    {g.typeNm} ({formatSearchCount(g.totalCount, g.totalCountCapped)})
                  </h2>
                  {!type && (g.totalCountCapped || g.totalCount > g.items.length) ? (
                    <Link to={moreHref(g.type)} aria-label={`${g.typeNm} 검색 결과 더보기`}>
                      더보기
                    </Link>
                  ) : null}
                </div>
                <ul className={styles.list}>
                  {g.items.map((item) => (
                    <li key={`${item.type}-${item.id}`}>
                      <Link to={item.url}>
                        <Highlight text={item.tit} term={data.searchTerm} />
                      </Link>
                      {item.period ? <PeriodLine period={item.period} /> : null}
                      <p>
                        <Highlight text={item.smry} term={data.searchTerm} />
                      </p>
                    </li>
                  ))}
                </ul>
                {type ? (
                  <div className={styles.pager}>
                    <Pagination
                      pageNo={pageNo}
                      totalCount={g.totalCount}
                      onChange={(n) => {
                        const p = new URLSearchParams(params);
                        p.set('pageNo', String(n));
                        setParams(p);
                      }}
                    />
                  </div>
                ) : null}
              </section>
            ))}
        </>
      )}
    </div>
  );
}

const PERIOD_BADGE: Record<NonNullable<SearchHit['period']>['status'], BadgeVariant> = {
  upcoming: 'information',
  open: 'success',
  closing: 'danger',
  closed: 'gray',
};

/** A programme's status and deadline beside its title: '접수중 · 마감 2026.12.01 (D-7)'. */
function PeriodLine({ period }: { period: NonNullable<SearchHit['period']> }) {
  return (
    <p className={styles.period}>
      <Badge variant={PERIOD_BADGE[period.status]}>{period.statusNm}</Badge>
      <span>
        마감 {formatYmd(period.endYmd)}
        {period.dday !== null ? ` (${period.dday === 0 ? 'D-Day' : `D-${period.dday}`})` : ''}
      </span>
    </p>
  );
}
