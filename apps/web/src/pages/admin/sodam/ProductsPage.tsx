import { formatWon } from '@onfan/contracts/format';
import { SODAM_CATEGORIES } from '@onfan/contracts/sodam';
import type { ProductDeskRow } from '@onfan/contracts/sodam.admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import {
  ConsoleListPage,
  FilterSelect,
  useConsoleListQuery,
  UseYnFilter,
  visibilityColumns,
} from '@/features/admin/components/ConsoleListPage';
import { productDeskListQuery, storeOptionsQuery, useProductVisibility } from '@/features/sodam/sodam-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const PRODUCTS_TEXT = {
  title: '소담상회 상품',
  description:
    '매장의 상품을 등록하고 고칩니다. 숨긴 상품은 방문자의 소담상회 화면에서 사라집니다. 매장이 숨김이면 그 상품도 보이지 않습니다.',
  list: '상품 목록',
  write: '상품 등록',
  q: '상품 이름·판매자',
  store: '매장',
  ctgr: '분류',
  soldOut: '판매 상태',
  selling: '판매 중',
  soldOutYes: '품절',
  no: '번호',
  pdNm: '상품 이름',
  prc: '가격',
  sortSeq: '표시 순서',
  storeHidden: '(매장 숨김)',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'storeId', 'ctgrCd', 'useYn', 'soldOutYn'] as const;
const CATEGORY_OPTIONS = Object.entries(SODAM_CATEGORIES).map(([value, label]) => ({ value, label }));
const SOLD_OUT_OPTIONS = [
  { value: 'N', label: PRODUCTS_TEXT.selling },
  { value: 'Y', label: PRODUCTS_TEXT.soldOutYes },
];

/** admin/sodam/products (판로 담당, 시스템 관리자): the products of every store, or of one, with filters. */
export default function ProductsPage() {
  const query = useConsoleListQuery(FILTERS, PAGE_SIZE);
  const { get } = useListParams();
  const list = useQuery(
    productDeskListQuery({
      ...query,
      storeId: query.storeId ? Number(query.storeId) : undefined,
      ctgrCd: (query.ctgrCd || undefined) as keyof typeof SODAM_CATEGORIES | undefined,
      soldOutYn: query.soldOutYn === 'Y' || query.soldOutYn === 'N' ? query.soldOutYn : undefined,
    }),
  );
  const stores = useQuery(storeOptionsQuery());
  const visibility = useProductVisibility();
  const storeOptions = (stores.data ?? []).map((s) => ({ value: String(s.storeId), label: s.storeNm }));
  const storeId = get('storeId');

  const columns: ConsoleColumn<ProductDeskRow>[] = [
    { key: 'no', header: PRODUCTS_TEXT.no, render: (r) => r.pdId, nowrap: true },
    {
      key: 'pdNm',
      header: PRODUCTS_TEXT.pdNm,
      sort: 'pdNm',
      render: (r) => <Link to={`/admin/sodam/products/${r.pdId}`}>{r.pdNm}</Link>,
    },
    {
      key: 'storeNm',
      header: PRODUCTS_TEXT.store,
      sort: 'storeNm',
      render: (r) => (r.storeUseYn === 'N' ? `${r.storeNm} ${PRODUCTS_TEXT.storeHidden}` : r.storeNm),
    },
    { key: 'ctgrNm', header: PRODUCTS_TEXT.ctgr, render: (r) => r.ctgrNm, nowrap: true },
    { key: 'prc', header: PRODUCTS_TEXT.prc, sort: 'prc', render: (r) => formatWon(r.prc), nowrap: true },
    {
      key: 'soldOutYn',
      header: PRODUCTS_TEXT.soldOut,
      render: (r) => (r.soldOutYn === 'Y' ? PRODUCTS_TEXT.soldOutYes : PRODUCTS_TEXT.selling),
      nowrap: true,
    },
    visibilityColumns.useYn(),
    { key: 'sortSeq', header: PRODUCTS_TEXT.sortSeq, sort: 'sortSeq', render: (r) => r.sortSeq, nowrap: true },
    visibilityColumns.actions<ProductDeskRow>({
      name: (r) => r.pdNm,
      isPending: visibility.isPending,
      onChange: (r, useYn) => void visibility.run({ pdId: r.pdId, pdNm: r.pdNm, useYn, updtDt: r.updtDt }),
    }),
  ];

  return (
    <ConsoleListPage
      text={PRODUCTS_TEXT}
      writeHref={storeId ? `/admin/sodam/products/new?storeId=${storeId}` : '/admin/sodam/products/new'}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="storeId" label={PRODUCTS_TEXT.store} options={storeOptions} values={v} set={set} />
          <FilterSelect name="ctgrCd" label={PRODUCTS_TEXT.ctgr} options={CATEGORY_OPTIONS} values={v} set={set} />
          <UseYnFilter values={v} set={set} />
          <FilterSelect
            name="soldOutYn"
            label={PRODUCTS_TEXT.soldOut}
            options={SOLD_OUT_OPTIONS}
            values={v}
            set={set}
          />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.pdId}
      pageSize={PAGE_SIZE}
    />
  );
}
