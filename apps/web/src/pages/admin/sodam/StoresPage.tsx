import type { StoreDeskRow } from '@onfan/contracts/sodam.admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import {
  ConsoleListPage,
  useConsoleListQuery,
  UseYnFilter,
  visibilityColumns,
} from '@/features/admin/components/ConsoleListPage';
import { storeDeskListQuery, useStoreVisibility } from '@/features/sodam/sodam-admin-api';

export const STORES_TEXT = {
  title: '소담상회 매장',
  description:
    '소담상회 매장을 등록하고 고칩니다. 숨긴 매장은 그 상품과 함께 방문자의 소담상회 화면에서 사라집니다. 매장의 상품은 소담상회 상품에서 고칩니다.',
  list: '매장 목록',
  write: '매장 등록',
  q: '매장 이름·지역·주소',
  no: '번호',
  storeNm: '매장 이름',
  rgnNm: '지역',
  sortSeq: '표시 순서',
  pdCnt: '상품',
  pdCntOf: (r: StoreDeskRow) => `공개 ${r.shownPdCnt}개 / 전체 ${r.pdCnt}개`,
  productsOf: (r: StoreDeskRow) => `${r.storeNm} 상품 보기`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'useYn'] as const;

/** admin/sodam/stores (판로 담당, 시스템 관리자): the 소담상회 stores by name, region and whether shown. */
export default function StoresPage() {
  const query = useConsoleListQuery(FILTERS, PAGE_SIZE);
  const list = useQuery(storeDeskListQuery(query));
  const visibility = useStoreVisibility();

  const columns: ConsoleColumn<StoreDeskRow>[] = [
    { key: 'no', header: STORES_TEXT.no, render: (r) => r.storeId, nowrap: true },
    {
      key: 'storeNm',
      header: STORES_TEXT.storeNm,
      sort: 'storeNm',
      render: (r) => <Link to={`/admin/sodam/stores/${r.storeId}`}>{r.storeNm}</Link>,
    },
    { key: 'rgnNm', header: STORES_TEXT.rgnNm, sort: 'rgnNm', render: (r) => r.rgnNm, nowrap: true },
    visibilityColumns.useYn(),
    { key: 'sortSeq', header: STORES_TEXT.sortSeq, sort: 'sortSeq', render: (r) => r.sortSeq, nowrap: true },
    {
      key: 'pdCnt',
      header: STORES_TEXT.pdCnt,
      sort: 'pdCnt',
      render: (r) => (
        <Link to={`/admin/sodam/products?storeId=${r.storeId}`}>
          {STORES_TEXT.pdCntOf(r)}
          <span className="sr-only"> {STORES_TEXT.productsOf(r)}</span>
        </Link>
      ),
      nowrap: true,
    },
    visibilityColumns.actions<StoreDeskRow>({
      name: (r) => r.storeNm,
      isPending: visibility.isPending,
      onChange: (r, useYn) => void visibility.run({ storeId: r.storeId, storeNm: r.storeNm, useYn, updtDt: r.updtDt }),
    }),
  ];

  return (
    <ConsoleListPage
      text={STORES_TEXT}
      writeHref="/admin/sodam/stores/new"
      filterKeys={FILTERS}
      filters={(v, set) => <UseYnFilter values={v} set={set} />}
      query={list}
      columns={columns}
      rowKey={(r) => r.storeId}
      pageSize={PAGE_SIZE}
    />
  );
}
