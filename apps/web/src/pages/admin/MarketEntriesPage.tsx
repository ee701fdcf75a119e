import type { AdminEntry, AdminEntryFilter } from '@onfan/contracts/market-entry';
import {
  ADMIN_ENTRY_FILTERS,
  MARKETS,
  moveBodySchema,
  PRODUCT_CATEGORIES,
  type ProductCategory,
} from '@onfan/contracts/market-entry';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { listQueryFrom, type ConsoleColumn, ConsolePeriodFields } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import styles from '@/features/admin/components/console.module.css';
import { DeskDecisionDialog } from '@/features/admin/components/DeskDecisionDialog';
import { deskDateTimeColumn } from '@/features/admin/components/desk-columns';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { entryDeskQuery, useMoveEntry } from '@/features/market-entry/market-entry-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const MARKET_ENTRIES_TEXT = {
  title: '입점 신청 검토',
  description:
    '회원이 제출한 마켓 입점 신청서를 검토하고 상태를 옮깁니다(제출 → 검토 중 → 입점 승인, 또는 반려). 결과는 신청자에게 문자로 알립니다.',
  list: '입점 신청 목록',
  state: '신청 상태',
  submitted: '제출일시',
  updated: '최근 변경',
  company: '회사명',
  representative: '대표자',
  market: '마켓',
  product: '대표 상품',
  docs: '필수 서류 확인',
  docsCount: (ok: number, all: number) => `${ok}/${all}`,
  status: '상태',
  action: '처리',
  review: '상태 변경',
  reviewOf: (cmpnyNm: string) => `${cmpnyNm} 입점 신청 상태 변경`,
  dialogTitle: (cmpnyNm: string) => `${cmpnyNm} 입점 신청`,
  move: '옮길 상태',
  moves: { reviewing: '검토 시작', accepted: '입점 승인', rejected: '반려' },
  reason: '반려 사유',
  reasonHelp: '반려할 때 적습니다. 신청자에게 문자와 마이페이지로 안내됩니다.',
  cancel: '취소',
  save: '저장',
  confirm: (cmpnyNm: string, label: string) => `${cmpnyNm}의 입점 신청을 '${label}'(으)로 옮기시겠습니까?`,
  masked: '개인 이름(대표자, 개인 이름의 회사명)은 가려서 보여 줍니다.',
  search: '회사명',
  category: '상품 분류',
  from: '제출일 시작',
  to: '제출일 끝',
  open: (cmpnyNm: string) => `${cmpnyNm} 입점 신청 상세`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['sts', 'q', 'pdCtgr', 'from', 'to'] as const;
const CATEGORY_OPTIONS = (Object.keys(PRODUCT_CATEGORIES) as ProductCategory[]).map((c) => ({
  value: c,
  label: PRODUCT_CATEGORIES[c],
}));
const STATE_OPTIONS = (Object.keys(ADMIN_ENTRY_FILTERS) as AdminEntryFilter[]).map((s) => ({
  value: s,
  label: ADMIN_ENTRY_FILTERS[s],
}));

/** The moves an operator may make from a state (the server checks them again). */
export function entryMovesFrom(sts: AdminEntry['sts']) {
  const to: ('reviewing' | 'accepted' | 'rejected')[] =
    sts === 'submitted' ? ['reviewing', 'rejected'] : sts === 'reviewing' ? ['accepted', 'rejected'] : [];
  return to.map((value) => ({ value, label: MARKET_ENTRIES_TEXT.moves[value] }));
}

function MoveDialog({ row, onClose }: { row: AdminEntry; onClose: () => void }) {
  const name = row.fields.cmpnyNm ?? `${row.aplyId}번`;
  const move = useMoveEntry({
    confirm: (v) => MARKET_ENTRIES_TEXT.confirm(name, MARKET_ENTRIES_TEXT.moves[v.sts]),
    onDone: onClose,
    // A stale copy (moved by another operator first): the list is read again behind the message.
    onRefused: onClose,
  });
  return (
    <DeskDecisionDialog
      title={MARKET_ENTRIES_TEXT.dialogTitle(name)}
      schema={moveBodySchema}
      defaultValues={{ updtDt: row.updtDt, sts: undefined, rjctRsn: '' }}
      choice={{ name: 'sts', label: MARKET_ENTRIES_TEXT.move, options: entryMovesFrom(row.sts) }}
      reason={{ name: 'rjctRsn', label: MARKET_ENTRIES_TEXT.reason, description: MARKET_ENTRIES_TEXT.reasonHelp }}
      isPending={move.isPending}
      onSend={(v) => void move.run({ aplyId: row.aplyId, ...v })}
      onClose={onClose}
    >
      <dl className={styles.facts}>
        <div>
          <dt>{MARKET_ENTRIES_TEXT.product}</dt>
          <dd>{row.fields.pdNm ?? '-'}</dd>
        </div>
        <div>
          <dt>{MARKET_ENTRIES_TEXT.docs}</dt>
          <dd>{row.docs.map((d) => `${d.docNm}: ${d.docStsNm}`).join(', ')}</dd>
        </div>
      </dl>
    </DeskDecisionDialog>
  );
}

/** admin/market-entry (판로 담당, 시스템 관리자): market-entry applications, waiting ones first, moved with a reason. */
export default function MarketEntriesPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const sts = (query.sts ?? 'waiting') as AdminEntryFilter;
  const list = useQuery(entryDeskQuery({ ...query, sts } as Parameters<typeof entryDeskQuery>[0]));
  const [moving, setMoving] = useState<AdminEntry | null>(null);

  const columns: ConsoleColumn<AdminEntry>[] = [
    {
      key: 'submitted',
      header: MARKET_ENTRIES_TEXT.submitted,
      render: (r) => (r.submitDt ? formatDate(r.submitDt, 'yyyy.MM.dd HH:mm') : '-'),
      nowrap: true,
      sort: 'submitDt',
      sortFirst: 'desc',
    },
    {
      key: 'company',
      header: MARKET_ENTRIES_TEXT.company,
      render: (r) => (
        <Link to={`/admin/market-entry/${r.aplyId}`}>
          {r.fields.cmpnyNm ?? `${r.aplyId}번`}
          <span className="sr-only"> ({MARKET_ENTRIES_TEXT.open(r.fields.cmpnyNm ?? `${r.aplyId}번`)})</span>
        </Link>
      ),
      sort: 'cmpnyNm',
    },
    { key: 'rprsv', header: MARKET_ENTRIES_TEXT.representative, render: (r) => r.fields.rprsvNm ?? '-', nowrap: true },
    {
      key: 'market',
      header: MARKET_ENTRIES_TEXT.market,
      render: (r) => (r.fields.mrktCd ? MARKETS[r.fields.mrktCd] : '-'),
      nowrap: true,
    },
    {
      key: 'docs',
      header: MARKET_ENTRIES_TEXT.docs,
      render: (r) => {
        const req = r.docs.filter((d) => d.reqYn === 'Y');
        return MARKET_ENTRIES_TEXT.docsCount(req.filter((d) => d.docSts === 'accepted').length, req.length);
      },
      nowrap: true,
    },
    {
      key: 'status',
      header: MARKET_ENTRIES_TEXT.status,
      render: (r) => (r.rjctRsn ? `${r.stsNm} (${r.rjctRsn})` : r.stsNm),
    },
    deskDateTimeColumn('updated', MARKET_ENTRIES_TEXT.updated, 'updtDt'),
    {
      key: 'action',
      header: MARKET_ENTRIES_TEXT.action,
      render: (r) =>
        entryMovesFrom(r.sts).length > 0 ? (
          <DeskRowButton
            label={MARKET_ENTRIES_TEXT.review}
            of={MARKET_ENTRIES_TEXT.reviewOf(r.fields.cmpnyNm ?? `${r.aplyId}번`)}
            onPress={() => setMoving(r)}
          />
        ) : (
          '-'
        ),
      nowrap: true,
    },
  ];

  return (
    <ConsoleListPage
      text={{
        ...MARKET_ENTRIES_TEXT,
        list: `${MARKET_ENTRIES_TEXT.list} (${ADMIN_ENTRY_FILTERS[sts] ?? ''})`,
        listNote: MARKET_ENTRIES_TEXT.masked,
      }}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <Select
            label={MARKET_ENTRIES_TEXT.state}
            options={STATE_OPTIONS}
            value={v.sts || 'waiting'}
            onChange={(x) => set('sts', x ?? '')}
          />
          <TextField label={MARKET_ENTRIES_TEXT.search} value={v.q} onChange={(x) => set('q', x)} maxLength={100} />
          <FilterSelect
            name="pdCtgr"
            label={MARKET_ENTRIES_TEXT.category}
            options={CATEGORY_OPTIONS}
            values={v}
            set={set}
          />
          <ConsolePeriodFields
            from={v.from}
            to={v.to}
            labels={{ from: MARKET_ENTRIES_TEXT.from, to: MARKET_ENTRIES_TEXT.to }}
            onChange={set}
          />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.aplyId}
      pageSize={PAGE_SIZE}
    >
      {moving && <MoveDialog row={moving} onClose={() => setMoving(null)} />}
    </ConsoleListPage>
  );
}
