import { formatNumber } from '@onfan/contracts/format';
import { portalPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFilters, ListPage, ListResults } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { useListParams } from '@/lib/use-list-params';
import type { BoardType } from '../content-api';
import { contentListQuery } from '../content-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Board.module.css';

export interface BoardConfig {
  title: string;
  description?: string;
  /** The content listed: its list call and the pages of its items (`portalPath`) follow from it. */
  type: BoardType;
  /** Examples (intrdexm): the introduction whose examples are listed. */
  intrdId?: number;
  /** Category tabs (ctgrCode). */
  categories?: readonly { code: string; name: string }[];
  /** Offer 전체/제목 (notices). */
  withOption?: boolean;
  showThumb?: boolean;
}

/** A content list: search, category tabs, rows, paging by 10. State lives in the URL so back/forward work. */
export function ContentBoard({ config }: { config: BoardConfig }) {
  const { get, pageNo, update } = useListParams();
  const searchTerm = get('searchTerm');
  const ctgrCode = get('ctgrCode') || (config.categories?.[0]?.code ?? '');
  const option = get('option') || '전체';
  const [draft, setDraft] = useState(searchTerm);
  const [draftOption, setDraftOption] = useState(option);
  const results = useQuery(
    contentListQuery(config.type, {
      pageNo,
      searchTerm,
      ctgrCode,
      ...(config.withOption ? { option } : {}),
      ...(config.intrdId ? { intrdId: config.intrdId } : {}),
    }),
  );

  return (
    <ListPage>
      <PageHeader title={config.title} description={config.description} />
      {config.categories ? (
        <ul className={list.tabs} aria-label="분류">
          {config.categories.map((c) => (
            <li key={c.code}>
              <Link
                className={list.tab}
                to={`?ctgrCode=${c.code}`}
                aria-current={c.code === ctgrCode ? 'page' : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ListFilters
        onSubmit={() => update({ searchTerm: draft.trim(), pageNo: '', option: config.withOption ? draftOption : '' })}
      >
        {config.withOption ? (
          <Select
            label="검색 범위"
            value={draftOption}
            onChange={(v) => setDraftOption(v ?? '전체')}
            options={[
              { value: '전체', label: '전체' },
              { value: '제목', label: '제목' },
            ]}
          />
        ) : null}
        <TextField label={`${config.title} 검색어`} type="search" value={draft} onChange={setDraft} maxLength={50} />
      </ListFilters>
      <ListResults query={results} paging={{ pageNo, onChange: (n) => update({ pageNo: String(n) }) }} count="건">
        {(items) => (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.contentsId} className={styles.row}>
                <Link className={styles.rowLink} to={portalPath(config.type, item.contentsId, item.ctgrCode)}>
                  {config.showThumb ? (
                    item.thmbnlImgPtUrl ? (
                      <img className={styles.thumb} src={item.thmbnlImgPtUrl} alt="" />
                    ) : (
                      <span className={styles.thumb} aria-hidden="true">
                        {item.ctgrNm ?? config.title}
                      </span>
                    )
                  ) : null}
                  <span className={styles.body}>
                    <span className={styles.title}>
                      {item.fixYn === 'Y' ? '[공지] ' : ''}
                      {item.tit}
                    </span>
                    {item.smry ? <span className={styles.smry}>{item.smry}</span> : null}
                    <span className={styles.meta}>
                      <span>{item.regDt.slice(0, 10).replaceAll('-', '.')}</span>
                      <span>조회 {formatNumber(item.inqCnt)}</span>
                      {item.atchCnt > 0 ? <span>첨부 {item.atchCnt}</span> : null}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}
