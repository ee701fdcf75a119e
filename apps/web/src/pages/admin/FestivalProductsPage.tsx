import type { DeskHistory, FestivalDeskFilter, FestivalProduct } from '@onfan/contracts/festival';
import { aprvStsBodySchema, FESTIVAL_DESK_FILTERS } from '@onfan/contracts/festival';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { ConsoleVisibilityButton } from '@/features/admin/components/ConsoleFormActions';
import { ConsoleTable, listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage } from '@/features/admin/components/ConsoleListPage';
import styles from '@/features/admin/components/console.module.css';
import { DeskDecisionDialog } from '@/features/admin/components/DeskDecisionDialog';
import { deskDateTimeColumn } from '@/features/admin/components/desk-columns';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import {
  festivalDeskQuery,
  productHistoryQuery,
  useDecideProduct,
  useExposeProduct,
} from '@/features/festival/festival-admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import { useListParams } from '@/lib/use-list-params';

export const FESTIVAL_DESK_TEXT = {
  title: '동행축제 상품 승인',
  description:
    '동행축제 참여자가 등록한 상품을 확인하고 승인하거나 반려합니다. 결과는 참여자에게 문자로 알립니다. 승인한 상품은 노출을 켜야 축제 페이지에 보입니다.',
  list: '동행축제 상품 목록',
  state: '승인 상태',
  registered: '등록일시',
  name: '상품명',
  store: '상호(매장)',
  festival: '동행축제',
  category: '분류',
  price: '판매가',
  status: '상태',
  action: '처리',
  decide: '승인·반려',
  decideOf: (name: string) => `${name} 승인·반려`,
  dialogTitle: (name: string) => `${name} 승인·반려`,
  description2: '상품 소개',
  buyUrl: '구매 링크',
  decision: '처리',
  decisions: { approved: '승인', rejected: '반려' },
  reason: '반려 사유',
  reasonHelp: '반려할 때 적습니다. 참여자에게 문자와 마이페이지로 안내됩니다.',
  cancel: '취소',
  save: '저장',
  confirm: (name: string, label: string) => `'${name}' 상품을 ${label}하시겠습니까?`,
  won: (prc: number) => `${prc.toLocaleString('ko-KR')}원`,
  exposure: '축제 페이지',
  shownState: '노출 중',
  hiddenState: '노출 안 함',
  show: '노출하기',
  hide: '숨기기',
  confirmExposure: (name: string, show: boolean) =>
    show ? `'${name}' 상품을 축제 페이지에 노출하시겠습니까?` : `'${name}' 상품을 축제 페이지에서 숨기시겠습니까?`,
  history: '처리 이력',
  historyOf: (name: string) => `${name} 처리 이력`,
  historyFailed: '처리 이력을 불러오지 못했습니다.',
  when: '일시',
  who: '처리자',
  what: '처리',
  why: '사유',
  close: '닫기',
} as const;

const HISTORY_COLUMNS: ConsoleColumn<DeskHistory>[] = [
  {
    key: 'when',
    header: FESTIVAL_DESK_TEXT.when,
    render: (h) => formatDate(h.regDt, 'yyyy.MM.dd HH:mm'),
    nowrap: true,
  },
  { key: 'who', header: FESTIVAL_DESK_TEXT.who, render: (h) => h.byNm, nowrap: true },
  { key: 'what', header: FESTIVAL_DESK_TEXT.what, render: (h) => h.hstNm, nowrap: true },
  { key: 'why', header: FESTIVAL_DESK_TEXT.why, render: (h) => h.memo ?? '-' },
];

/** A product's history: each change, who made it (the participant, or the operator by name), when and why. */
function ProductHistory({ row }: { row: FestivalProduct }) {
  const history = useQuery(productHistoryQuery(row.manprdId));
  if (history.isPending) return <Spinner />;
  if (history.isError) {
    return (
      <p role="alert">
        {FESTIVAL_DESK_TEXT.historyFailed} {refusalMessage(history.error)}
      </p>
    );
  }
  return (
    <ConsoleTable
      caption={FESTIVAL_DESK_TEXT.historyOf(row.manprdNm)}
      columns={HISTORY_COLUMNS}
      rows={history.data}
      rowKey={(h) => h.hstId}
    />
  );
}

function HistoryDialog({ row, onClose }: { row: FestivalProduct; onClose: () => void }) {
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={FESTIVAL_DESK_TEXT.historyOf(row.manprdNm)}
      footer={
        <Button variant="secondary" onPress={onClose}>
          {FESTIVAL_DESK_TEXT.close}
        </Button>
      }
    >
      <ProductHistory row={row} />
    </Dialog>
  );
}

const PAGE_SIZE = 20;
const FILTERS = ['aprvSts'] as const;
const STATE_OPTIONS = (Object.keys(FESTIVAL_DESK_FILTERS) as FestivalDeskFilter[]).map((s) => ({
  value: s,
  label: FESTIVAL_DESK_FILTERS[s],
}));
const DECISIONS = (['approved', 'rejected'] as const).map((value) => ({
  value,
  label: FESTIVAL_DESK_TEXT.decisions[value],
}));

function DecideDialog({ row, onClose }: { row: FestivalProduct; onClose: () => void }) {
  const decide = useDecideProduct({
    confirm: (v) => FESTIVAL_DESK_TEXT.confirm(row.manprdNm, FESTIVAL_DESK_TEXT.decisions[v.aprvSts]),
    onDone: onClose,
    // A stale copy (edited or decided since): the list is read again behind the message.
    onRefused: onClose,
  });
  return (
    <DeskDecisionDialog
      title={FESTIVAL_DESK_TEXT.dialogTitle(row.manprdNm)}
      schema={aprvStsBodySchema}
      defaultValues={{ updtDt: row.updtDt, aprvSts: undefined, rjctRsn: '' }}
      choice={{ name: 'aprvSts', label: FESTIVAL_DESK_TEXT.decision, options: DECISIONS }}
      reason={{ name: 'rjctRsn', label: FESTIVAL_DESK_TEXT.reason, description: FESTIVAL_DESK_TEXT.reasonHelp }}
      isPending={decide.isPending}
      onSend={(v) => void decide.run({ manprdId: row.manprdId, ...v })}
      onClose={onClose}
      below={<ProductHistory row={row} />}
    >
      <dl className={styles.facts}>
        <div>
          <dt>{FESTIVAL_DESK_TEXT.store}</dt>
          <dd>{row.strNm}</dd>
        </div>
        <div>
          <dt>{FESTIVAL_DESK_TEXT.price}</dt>
          <dd>{FESTIVAL_DESK_TEXT.won(row.prc)}</dd>
        </div>
        <div>
          <dt>{FESTIVAL_DESK_TEXT.description2}</dt>
          <dd>{row.manprdDesc}</dd>
        </div>
        <div>
          <dt>{FESTIVAL_DESK_TEXT.buyUrl}</dt>
          <dd>{row.buyUrl ?? '-'}</dd>
        </div>
      </dl>
    </DeskDecisionDialog>
  );
}

/** admin/festival (판로 담당, 시스템 관리자): 동행축제 products awaiting approval, approved or rejected with a reason. */
export default function FestivalProductsPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const aprvSts = (query.aprvSts ?? 'pending') as FestivalDeskFilter;
  const list = useQuery(festivalDeskQuery({ ...query, aprvSts } as Parameters<typeof festivalDeskQuery>[0]));
  const [deciding, setDeciding] = useState<FestivalProduct | null>(null);
  const [reading, setReading] = useState<FestivalProduct | null>(null);
  const expose = useExposeProduct({
    confirm: (v) => FESTIVAL_DESK_TEXT.confirmExposure(v.manprdNm, v.expsrYn === 'Y'),
  });

  const columns: ConsoleColumn<FestivalProduct>[] = [
    deskDateTimeColumn('registered', FESTIVAL_DESK_TEXT.registered, 'regDt'),
    { key: 'name', header: FESTIVAL_DESK_TEXT.name, render: (r) => r.manprdNm, sort: 'manprdNm' },
    { key: 'store', header: FESTIVAL_DESK_TEXT.store, render: (r) => r.strNm },
    { key: 'festival', header: FESTIVAL_DESK_TEXT.festival, render: (r) => r.campnNm, nowrap: true },
    { key: 'category', header: FESTIVAL_DESK_TEXT.category, render: (r) => r.ctgrNm, nowrap: true },
    { key: 'price', header: FESTIVAL_DESK_TEXT.price, render: (r) => FESTIVAL_DESK_TEXT.won(r.prc), nowrap: true },
    {
      key: 'status',
      header: FESTIVAL_DESK_TEXT.status,
      render: (r) => (r.rjctRsn ? `${r.aprvStsNm} (${r.rjctRsn})` : r.aprvStsNm),
    },
    {
      key: 'action',
      header: FESTIVAL_DESK_TEXT.action,
      render: (r) =>
        r.aprvSts === 'pending' ? (
          <DeskRowButton
            label={FESTIVAL_DESK_TEXT.decide}
            of={FESTIVAL_DESK_TEXT.decideOf(r.manprdNm)}
            onPress={() => setDeciding(r)}
          />
        ) : r.aprvSts === 'approved' ? (
          <ConsoleVisibilityButton
            size="small"
            useYn={r.expsrYn}
            hide={FESTIVAL_DESK_TEXT.hide}
            show={FESTIVAL_DESK_TEXT.show}
            name={r.manprdNm}
            isPending={expose.isPending}
            onChange={(expsrYn) =>
              void expose.run({ manprdId: r.manprdId, manprdNm: r.manprdNm, expsrYn, updtDt: r.updtDt })
            }
          />
        ) : (
          '-'
        ),
      nowrap: true,
    },
    {
      key: 'exposure',
      header: FESTIVAL_DESK_TEXT.exposure,
      render: (r) =>
        r.aprvSts === 'approved'
          ? r.expsrYn === 'Y'
            ? FESTIVAL_DESK_TEXT.shownState
            : FESTIVAL_DESK_TEXT.hiddenState
          : '-',
      nowrap: true,
    },
    {
      key: 'history',
      header: FESTIVAL_DESK_TEXT.history,
      render: (r) => (
        <DeskRowButton
          label={FESTIVAL_DESK_TEXT.history}
          of={FESTIVAL_DESK_TEXT.historyOf(r.manprdNm)}
          variant="secondary"
          onPress={() => setReading(r)}
        />
      ),
      nowrap: true,
    },
  ];

  return (
    <ConsoleListPage
      text={{ ...FESTIVAL_DESK_TEXT, list: `${FESTIVAL_DESK_TEXT.list} (${FESTIVAL_DESK_FILTERS[aprvSts] ?? ''})` }}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <Select
          label={FESTIVAL_DESK_TEXT.state}
          options={STATE_OPTIONS}
          value={v.aprvSts || 'pending'}
          onChange={(x) => set('aprvSts', x ?? '')}
        />
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.manprdId}
      pageSize={PAGE_SIZE}
    >
      {deciding && <DecideDialog row={deciding} onClose={() => setDeciding(null)} />}
      {reading && <HistoryDialog row={reading} onClose={() => setReading(null)} />}
    </ConsoleListPage>
  );
}
