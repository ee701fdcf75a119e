import { publicPageDescription } from '@onfan/contracts/page-meta';
import { formatWon } from '@onfan/contracts/format';
import { SODAM_CATEGORIES, SODAM_MESSAGES } from '@onfan/contracts/sodam';
import { sodamProductPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFilters, ListPage, ListResults, ListSearchField, ListTabs } from '@/components/ui/ListPage';
import { Badge } from '@/components/ui/Badge';
import { ListCard } from '@/components/ui/ListCards';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { useListParams } from '@/lib/use-list-params';
import { PRODUCT_PAGE_SIZE, type ProductFilters, productsQuery, storesQuery } from '../sodam-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Sodam.module.css';
import { StoreFacts } from './StoreFacts';

/** 소담상회: the stores (address, hours, map, mall) and their products by store, category and search. */
export function SodamShop() {
  const { get, pageNo, update, hrefWith } = useListParams();
  const [draft, setDraft] = useState({ storeId: get('storeId'), searchTerm: get('searchTerm') });
  const filters: ProductFilters = { pageNo: String(pageNo) };
  for (const k of ['storeId', 'ctgrCd', 'searchTerm'] as const) if (get(k)) filters[k] = get(k);
  const stores = useQuery(storesQuery());
  const results = useQuery(productsQuery(filters));
  const tabs = [{ value: '', label: '전체' }].concat(
    Object.entries(SODAM_CATEGORIES).map(([value, label]) => ({ value, label })),
  );
  const storeOptions = [{ value: '', label: '전체 매장' }].concat(
    (stores.data ?? []).map((s) => ({ value: String(s.storeId), label: s.storeNm })),
  );

  return (
    <ListPage>
      <PageHeader title="소담상회" description={publicPageDescription('/sodam')} />
      <p className={styles.notice}>{SODAM_MESSAGES.howToBuy}</p>

      <section aria-labelledby="sodam-stores">
        <h2 id="sodam-stores" className={styles.sectionTitle}>
          매장 안내
        </h2>
        {stores.isPending ? (
          <Spinner />
        ) : stores.isError ? (
          <EmptyState message="매장 정보를 불러오지 못했습니다." description="잠시 후 다시 시도해주세요." />
        ) : (
          <ul className={styles.stores}>
            {stores.data.map((s) => (
              <li key={s.storeId} className={styles.store}>
                {s.imgUrl ? (
                  <img
                    className={list.cardThumb}
                    src={s.imgUrl}
                    alt={s.imgAlt}
                    width={660}
                    height={440}
                    loading="lazy"
                  />
                ) : null}
                <h3 className={styles.storeName}>{s.storeNm}</h3>
                <p className={list.meta}>{s.storeIntro}</p>
                <StoreFacts store={s} />
                <p className={styles.storeLinks}>
                  <a href={s.mapUrl} target="_blank" rel="noopener noreferrer">
                    지도에서 보기<span className="sr-only"> {s.storeNm} (새 창)</span>
                  </a>
                  {s.mallUrl ? (
                    <a href={s.mallUrl} target="_blank" rel="noopener noreferrer">
                      온라인몰<span className="sr-only"> {s.storeNm} (새 창)</span>
                    </a>
                  ) : (
                    <span>매장에서만 판매</span>
                  )}
                  <Link to={hrefWith({ storeId: String(s.storeId), pageNo: '' })}>
                    상품 {s.pdCnt}개 보기<span className="sr-only"> {s.storeNm}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sodam-products">
        <h2 id="sodam-products" className={styles.sectionTitle}>
          상품
        </h2>
        <ListTabs
          label="상품 분류"
          tabs={tabs}
          current={get('ctgrCd')}
          hrefOf={(t) => hrefWith({ ctgrCd: t, pageNo: '' })}
        />
        <ListFilters onSubmit={() => update({ ...draft, searchTerm: draft.searchTerm.trim(), pageNo: '' })}>
          <Select
            label="매장"
            options={storeOptions}
            value={draft.storeId}
            onChange={(v) => setDraft({ ...draft, storeId: v ?? '' })}
          />
          <ListSearchField
            label="상품명·판매자 검색"
            value={draft.searchTerm}
            onChange={(v) => setDraft({ ...draft, searchTerm: v })}
          />
        </ListFilters>
        <ListResults
          query={results}
          failed={{ message: '상품을 불러오지 못했습니다.', description: '잠시 후 다시 시도해주세요.' }}
          empty={{ message: '조건에 맞는 상품이 없습니다.' }}
          count="개 상품"
          paging={{ pageNo, pageSize: PRODUCT_PAGE_SIZE, onChange: (n) => update({ pageNo: String(n) }) }}
        >
          {(items) => (
            <ul className={list.cards}>
              {items.map((p) => (
                <ListCard
                  key={p.pdId}
                  image={{ src: p.imgUrl, alt: p.imgAlt, width: 660, height: 440 }}
                  badges={
                    <>
                      <Badge variant="gray">{p.ctgrNm}</Badge>
                      {p.soldOutYn === 'Y' ? <Badge variant="danger">품절</Badge> : null}
                    </>
                  }
                  href={sodamProductPath(p.pdId)}
                  title={p.pdNm}
                >
                  <p className={styles.price}>{formatWon(p.prc)}</p>
                  <p className={list.meta}>{p.storeNm}</p>
                </ListCard>
              ))}
            </ul>
          )}
        </ListResults>
      </section>
    </ListPage>
  );
}
