import { zodResolver } from '@hookform/resolvers/zod';
import type { FestivalDeskFilter, FestivalProduct } from '@onfan/contracts/festival';
import { aprvStsBodySchema, FESTIVAL_DESK_FILTERS } from '@onfan/contracts/festival';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import styles from '@/features/admin/components/console.module.css';
import { festivalDeskQuery, useDecideProduct } from '@/features/festival/festival-admin-api';
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
} as const;

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
  const form = useForm({
    resolver: zodResolver(aprvStsBodySchema),
    defaultValues: { updtDt: row.updtDt, aprvSts: undefined, rjctRsn: '' } as unknown as z.input<
      typeof aprvStsBodySchema
    >,
  });
  const decide = useDecideProduct({
    confirm: (v) => FESTIVAL_DESK_TEXT.confirm(row.manprdNm, FESTIVAL_DESK_TEXT.decisions[v.aprvSts]),
    onDone: onClose,
    // A stale copy (edited or decided since): the list is read again behind the message.
    onRefused: onClose,
  });
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={FESTIVAL_DESK_TEXT.dialogTitle(row.manprdNm)}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {FESTIVAL_DESK_TEXT.cancel}
          </Button>
          <Button
            isPending={decide.isPending}
            onPress={() =>
              void form.handleSubmit((v) => void decide.run({ manprdId: row.manprdId, ...v }), showFormErrors)()
            }
          >
            {FESTIVAL_DESK_TEXT.save}
          </Button>
        </>
      }
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
      <FormRadioGroup
        control={form.control}
        name="aprvSts"
        label={FESTIVAL_DESK_TEXT.decision}
        options={DECISIONS}
        orientation="horizontal"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="rjctRsn"
        label={FESTIVAL_DESK_TEXT.reason}
        description={FESTIVAL_DESK_TEXT.reasonHelp}
        multiline
        maxLength={500}
      />
    </Dialog>
  );
}

/** admin/festival (판로 담당, 시스템 관리자): 동행축제 products awaiting approval, approved or rejected with a reason. */
export default function FestivalProductsPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const aprvSts = (query.aprvSts ?? 'pending') as FestivalDeskFilter;
  const list = useQuery(festivalDeskQuery({ ...query, aprvSts } as Parameters<typeof festivalDeskQuery>[0]));
  const [deciding, setDeciding] = useState<FestivalProduct | null>(null);

  const columns: ConsoleColumn<FestivalProduct>[] = [
    {
      key: 'registered',
      header: FESTIVAL_DESK_TEXT.registered,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd HH:mm'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
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
          <Button size="small" onPress={() => setDeciding(r)}>
            {FESTIVAL_DESK_TEXT.decide}
            <span className="sr-only"> ({FESTIVAL_DESK_TEXT.decideOf(r.manprdNm)})</span>
          </Button>
        ) : (
          '-'
        ),
      nowrap: true,
    },
  ];

  return (
    <>
      <PageHeader title={FESTIVAL_DESK_TEXT.title} description={FESTIVAL_DESK_TEXT.description} />
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <Select
            label={FESTIVAL_DESK_TEXT.state}
            options={STATE_OPTIONS}
            value={v.aprvSts || 'pending'}
            onChange={(x) => set('aprvSts', x ?? '')}
          />
        )}
      </ConsoleFilters>
      <ConsoleList
        caption={`${FESTIVAL_DESK_TEXT.list} (${FESTIVAL_DESK_FILTERS[aprvSts] ?? ''})`}
        query={list}
        columns={columns}
        rowKey={(r) => r.manprdId}
        pageSize={PAGE_SIZE}
      />
      {deciding && <DecideDialog row={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}
