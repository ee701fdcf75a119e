import { supportProgrammePath } from '@onfan/contracts/portal-path';
import { SUPPORT_FIELDS, SUPPORT_REGIONS, SUPPORT_STATUS_NAMES, type TreeMenu } from '@onfan/contracts/support';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useListDraft } from '@/components/ui/ListDraft';
import { ListPage, ListResults, ListSearchField } from '@/components/ui/ListPage';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { useListParams } from '@/lib/use-list-params';
import { type SupportFilters, supportListQuery, treeMenusQuery } from '../support-api';
import { StatusBadges, ymd } from './StatusBadge';
import list from '@/components/ui/ListPage.module.css';
import styles from './Support.module.css';

const ALL = { value: '', label: '전체' };
const thisYear = new Date().getFullYear();
const YEARS = [ALL, ...[thisYear + 1, thisYear, thisYear - 1].map((y) => ({ value: String(y), label: `${y}년` }))];
const FIELDS = [ALL, ...SUPPORT_FIELDS.map((f) => ({ value: f.code, label: f.name }))];
const REGIONS = [ALL, ...SUPPORT_REGIONS.map((r) => ({ value: r.code, label: r.name }))];
const STATUSES = [ALL, ...Object.entries(SUPPORT_STATUS_NAMES).map(([value, label]) => ({ value, label }))];

function TreeMenuNav() {
  const { data } = useQuery(treeMenusQuery());
  const location = useLocation();
  const here = location.pathname + location.search;
  const render = (items: TreeMenu[]) => (
    <ul>
      {items.map((m) => (
        <li key={m.menuId}>
          <Link to={m.path} aria-current={m.path === here ? 'page' : undefined}>
            {m.menuNm}
          </Link>
          {m.children.length > 0 ? render(m.children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className={styles.tree} aria-labelledby="support-tree-title">
      <h2 id="support-tree-title">지원사업 메뉴</h2>
      {data ? render(data) : null}
    </nav>
  );
}

export function SupportList({
  title,
  description,
  sprtPattnDcd,
}: {
  title: string;
  description: string;
  sprtPattnDcd?: '1' | '2';
}) {
  const { get, pageNo, update } = useListParams();
  const search = useListDraft({ get, update }, ['year', 'fld', 'rgn', 'status', 'searchTerm']);
  const filters: SupportFilters = { pageNo: String(pageNo) };
  for (const k of ['year', 'fld', 'rgn', 'status', 'searchTerm'] as const) if (get(k)) filters[k] = get(k);
  if (sprtPattnDcd) filters.sprtPattnDcd = sprtPattnDcd;
  const results = useQuery(supportListQuery(filters));

  return (
    <ListPage>
      <PageHeader
        title={title}
        description={description}
        actions={
          <LinkButton href="/supportbiz" variant="secondary" size="small">
            지원사업 소개·사례
          </LinkButton>
        }
      />
      <div className={styles.layout}>
        <TreeMenuNav />
        <div>
          <form
            method="get"
            className={styles.filters}
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              search.submit();
            }}
          >
            <Select label="연도" options={YEARS} value={search.draft.year} onChange={search.set('year')} />
            <Select label="지원분야" options={FIELDS} value={search.draft.fld} onChange={search.set('fld')} />
            <Select label="지역" options={REGIONS} value={search.draft.rgn} onChange={search.set('rgn')} />
            <Select label="접수상태" options={STATUSES} value={search.draft.status} onChange={search.set('status')} />
            <div className={styles.searchRow}>
              <ListSearchField
                label="사업명·기관명 검색"
                value={search.draft.searchTerm}
                onChange={search.set('searchTerm')}
              />
              <Button type="submit">검색</Button>
            </div>
          </form>
          <ListResults
            query={results}
            failed={{ message: '목록을 불러오지 못했습니다.' }}
            empty={{ message: '조건에 맞는 지원사업이 없습니다.' }}
            count="건"
            paging={{ pageNo, onChange: (n) => update({ pageNo: String(n) }) }}
          >
            {(items) => (
              <ul className={styles.cards}>
                {items.map((b) => (
                  <li key={b.sprtBizId} className={styles.card}>
                    <div className={list.badges}>
                      <StatusBadges item={b} />
                      <span className={list.meta}>
                        {b.sprtPattnNm} · {b.fldNm} · {b.rgnNm}
                      </span>
                    </div>
                    <Link to={supportProgrammePath(b.sprtBizId)}>{b.sprtBizNm}</Link>
                    <p className={list.meta}>{b.instNm}</p>
                    <p className={list.meta}>
                      접수기간 {ymd(b.aplyBgngYmd)} ~ {ymd(b.aplyEndYmd)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </ListResults>
        </div>
      </div>
    </ListPage>
  );
}
