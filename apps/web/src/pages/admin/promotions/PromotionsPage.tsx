import {
  PRGM_DESK_STATE_NAMES,
  PRGM_DESK_STATES,
  PROMOTION_KINDS,
  type PrgmDeskRow,
  type PrgmDeskState,
} from '@onfan/contracts/econ-promotion.admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import {
  ConsoleListPage,
  FilterSelect,
  useConsoleListQuery,
  visibilityColumns,
} from '@/features/admin/components/ConsoleListPage';
import { prgmDeskListQuery, usePrgmVisibility } from '@/features/econ-promotion/econ-promotion-admin-api';

export const PROMOTIONS_TEXT = {
  title: '판로 홍보 프로그램',
  description:
    '구독경제·지역경제 프로모션 화면의 프로그램을 등록하고 고칩니다. 모집 상태는 모집 기간으로 정해지고, 숨긴 프로그램은 방문자에게 보이지 않습니다.',
  list: '프로그램 목록',
  write: '프로그램 등록',
  q: '프로그램 이름·대상',
  kind: '프로모션',
  state: '모집 상태',
  no: '번호',
  prgmNm: '프로그램 이름',
  aply: '모집 기간',
  opr: '운영 기간',
  none: '없음',
  sortSeq: '표시 순서',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'kind', 'state'] as const;
const KIND_OPTIONS = Object.entries(PROMOTION_KINDS).map(([value, label]) => ({ value, label }));
const STATE_OPTIONS = PRGM_DESK_STATES.map((value) => ({ value, label: PRGM_DESK_STATE_NAMES[value] }));
const period = (from: string | null, to: string | null) =>
  from && to ? `${from.replace(/-/g, '.')} ~ ${to.replace(/-/g, '.')}` : PROMOTIONS_TEXT.none;

/** admin/promotions (판로 담당, 시스템 관리자): the promotions' programmes by promotion, state and name. */
export default function PromotionsPage() {
  const query = useConsoleListQuery(FILTERS, PAGE_SIZE);
  const list = useQuery(
    prgmDeskListQuery({
      ...query,
      kind: query.kind === 'subs' || query.kind === 'local' ? query.kind : undefined,
      state: (PRGM_DESK_STATES as readonly (string | undefined)[]).includes(query.state)
        ? (query.state as PrgmDeskState)
        : undefined,
    }),
  );
  const visibility = usePrgmVisibility();

  const columns: ConsoleColumn<PrgmDeskRow>[] = [
    { key: 'no', header: PROMOTIONS_TEXT.no, render: (r) => r.prgmId, nowrap: true },
    {
      key: 'prgmNm',
      header: PROMOTIONS_TEXT.prgmNm,
      sort: 'prgmNm',
      render: (r) => <Link to={`/admin/promotions/${r.prgmId}`}>{r.prgmNm}</Link>,
    },
    { key: 'kind', header: PROMOTIONS_TEXT.kind, render: (r) => r.kindNm, nowrap: true },
    { key: 'state', header: PROMOTIONS_TEXT.state, render: (r) => PRGM_DESK_STATE_NAMES[r.state], nowrap: true },
    { key: 'aply', header: PROMOTIONS_TEXT.aply, sort: 'bgngYmd', render: (r) => period(r.bgngDe, r.endDe) },
    { key: 'opr', header: PROMOTIONS_TEXT.opr, render: (r) => period(r.oprBgngDe, r.oprEndDe) },
    { key: 'sortSeq', header: PROMOTIONS_TEXT.sortSeq, sort: 'sortSeq', render: (r) => r.sortSeq, nowrap: true },
    visibilityColumns.actions<PrgmDeskRow>({
      name: (r) => r.prgmNm,
      isPending: visibility.isPending,
      onChange: (r, useYn) => void visibility.run({ prgmId: r.prgmId, prgmNm: r.prgmNm, useYn, updtDt: r.updtDt }),
    }),
  ];

  return (
    <ConsoleListPage
      text={PROMOTIONS_TEXT}
      writeHref="/admin/promotions/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="kind" label={PROMOTIONS_TEXT.kind} options={KIND_OPTIONS} values={v} set={set} />
          <FilterSelect name="state" label={PROMOTIONS_TEXT.state} options={STATE_OPTIONS} values={v} set={set} />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.prgmId}
      pageSize={PAGE_SIZE}
    />
  );
}
