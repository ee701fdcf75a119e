import type { z } from 'zod';
import type { operatorReservationSchema, RsvtStatus } from '@onfan/contracts/studio';
import { rejectBodySchema, reservationNumber, RSVT_STATUS_LABEL, rsvtStatusSchema } from '@onfan/contracts/studio';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { ConsoleReasonDialog } from '@/features/admin/components/ConsoleReasonDialog';
import { ConsoleExportDialog } from '@/features/admin/components/ConsoleExportDialog';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
  ConsolePeriodFields,
} from '@/features/admin/components/ConsoleList';
import { FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import {
  downloadReservations,
  reservationDeskQuery,
  type ReservationDeskFilters,
  useConfirmReservation,
  useRejectReservation,
} from '@/features/studio/reservation-admin-api';
import { studiosQuery } from '@/features/studio/studio-api';
import { useListParams } from '@/lib/use-list-params';
import { ReservationWeek, WEEK_TEXT } from './ReservationWeek';

type Row = z.infer<typeof operatorReservationSchema>;

export const RESERVATIONS_TEXT = {
  title: '예약 확정',
  description:
    '회원이 신청한 스튜디오 예약을 확인하고 확정하거나 반려합니다. 룸을 고르면 주간 예약표에서 예약을 열어 확정·반려·취소할 수 있습니다. 결과는 회원에게 문자와 이메일로 알립니다. 회원 정보는 가려서 보입니다.',
  list: '스튜디오 예약 목록',
  state: '예약 상태',
  all: '전체',
  studio: '스튜디오',
  room: '룸',
  from: '이용일 시작',
  to: '이용일 끝',
  member: '회원 아이디',
  memberHelp: '회원의 아이디를 정확히 입력합니다. 목록에는 가려서 보입니다.',
  number: '예약번호',
  useDay: '이용일시',
  place: '스튜디오와 룸',
  memberCol: '회원',
  store: '상호',
  people: '인원',
  status: '상태',
  requested: '신청일시',
  decide: '처리',
  confirm: '확정',
  reject: '반려',
  confirmOf: (no: string) => `${no} 예약 확정`,
  rejectOf: (no: string) => `${no} 예약 반려`,
  confirmAsk: (no: string) => `${no} 예약을 확정하시겠습니까? 회원에게 확정 안내가 갑니다.`,
  rejectTitle: (no: string) => `${no} 예약 반려`,
  reason: '반려 사유',
  reasonHelp: '회원에게 문자와 이메일로 안내됩니다. 200자까지 적을 수 있습니다.',
  save: '반려하기',
  export: '예약 목록 내려받기 (CSV)',
  exportTitle: '예약 목록 내려받기',
  exportHelp:
    '지금 검색 조건의 예약을 가리지 않은 회원 정보와 함께 CSV 파일로 내려받습니다. 사유와 건수가 개인정보 접근기록에 남습니다.',
  proxy: '대리 예약',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['rsvtSttsCd', 'studoId', 'roomId', 'lgnId', 'from', 'to'] as const;
const ALL = 'ALL';
const STATE_OPTIONS = [
  ...rsvtStatusSchema.options.map((s) => ({ value: s, label: RSVT_STATUS_LABEL[s] })),
  { value: ALL, label: RESERVATIONS_TEXT.all },
];

const useDayOf = (r: Row) =>
  `${r.rsvtYmd.slice(0, 4)}.${r.rsvtYmd.slice(4, 6)}.${r.rsvtYmd.slice(6, 8)} ${r.rsvtBgngHhmm.slice(0, 2)}:${r.rsvtBgngHhmm.slice(2)}~${r.rsvtEndHhmm.slice(0, 2)}:${r.rsvtEndHhmm.slice(2)}`;

function RejectDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const reject = useRejectReservation({ onDone: onClose, onRefused: onClose });
  return (
    <ConsoleReasonDialog
      title={RESERVATIONS_TEXT.rejectTitle(row.rsvtNo)}
      label={RESERVATIONS_TEXT.reason}
      description={RESERVATIONS_TEXT.reasonHelp}
      rule={rejectBodySchema.shape.sttsRsn}
      maxLength={200}
      send={RESERVATIONS_TEXT.save}
      isPending={reject.isPending}
      onSend={(sttsRsn) => void reject.run({ rsvtId: row.rsvtId, updtDt: row.updtDt, sttsRsn })}
      onClose={onClose}
      help={`${row.studoNm} ${row.roomNm} · ${useDayOf(row)} · ${row.lgnId}`}
    />
  );
}

/** admin/reservations (예약 담당, 시스템 관리자): studio bookings waiting for an operator, confirmed or rejected. */
export default function ReservationsPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const state = query.rsvtSttsCd ?? 'REQUESTED';
  const filters = {
    ...query,
    rsvtSttsCd: state === ALL ? undefined : (state as RsvtStatus),
  } as ReservationDeskFilters;
  const list = useQuery(reservationDeskQuery(filters));
  const roomId = Number(query.roomId) > 0 ? Number(query.roomId) : null;
  const studios = useQuery(studiosQuery());
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [exporting, setExporting] = useState(false);
  // The export takes the filters, not the page or the sort (it is by use day).
  const { pageNo: _pageNo, pageSize: _pageSize, sort: _sort, order: _order, ...exportFilters } = filters;
  const confirm = useConfirmReservation({
    confirm: (v) => RESERVATIONS_TEXT.confirmAsk(reservationNumber(v.rsvtId)),
  });

  const studioOptions = (studios.data ?? []).map((s) => ({ value: String(s.studoId), label: s.studoNm }));
  const roomOptions = (studios.data ?? []).flatMap((s) =>
    s.rooms.map((r) => ({ value: String(r.roomId), label: `${s.studoNm} ${r.roomNm}` })),
  );

  const columns: ConsoleColumn<Row>[] = [
    { key: 'number', header: RESERVATIONS_TEXT.number, render: (r) => r.rsvtNo, nowrap: true },
    {
      key: 'day',
      header: RESERVATIONS_TEXT.useDay,
      render: useDayOf,
      nowrap: true,
      sort: 'rsvtYmd',
      sortFirst: 'asc',
    },
    { key: 'place', header: RESERVATIONS_TEXT.place, render: (r) => `${r.studoNm} ${r.roomNm}` },
    { key: 'member', header: RESERVATIONS_TEXT.memberCol, render: (r) => `${r.lgnId} (${r.userNm})`, nowrap: true },
    { key: 'store', header: RESERVATIONS_TEXT.store, render: (r) => r.strNm },
    { key: 'people', header: RESERVATIONS_TEXT.people, render: (r) => `${r.rsvtUsrcnt}명`, nowrap: true },
    {
      key: 'status',
      header: RESERVATIONS_TEXT.status,
      render: (r) => (r.sttsRsn ? `${r.rsvtSttsNm} (${r.sttsRsn})` : r.rsvtSttsNm),
    },
    {
      key: 'requested',
      header: RESERVATIONS_TEXT.requested,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd HH:mm'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'decide',
      header: RESERVATIONS_TEXT.decide,
      render: (r) =>
        r.rsvtSttsCd === 'REQUESTED' ? (
          <>
            <DeskRowButton
              label={RESERVATIONS_TEXT.confirm}
              of={RESERVATIONS_TEXT.confirmOf(r.rsvtNo)}
              isPending={confirm.isPending}
              onPress={() => void confirm.run({ rsvtId: r.rsvtId, updtDt: r.updtDt, sttsRsn: null })}
            />{' '}
            <DeskRowButton
              label={RESERVATIONS_TEXT.reject}
              of={RESERVATIONS_TEXT.rejectOf(r.rsvtNo)}
              variant="secondary"
              onPress={() => setRejecting(r)}
            />
          </>
        ) : (
          '-'
        ),
      nowrap: true,
    },
  ];

  return (
    <>
      <PageHeader title={RESERVATIONS_TEXT.title} description={RESERVATIONS_TEXT.description} />
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <Select
              label={RESERVATIONS_TEXT.state}
              options={STATE_OPTIONS}
              value={v.rsvtSttsCd || 'REQUESTED'}
              onChange={(x) => set('rsvtSttsCd', x ?? '')}
            />
            <FilterSelect
              name="studoId"
              label={RESERVATIONS_TEXT.studio}
              options={studioOptions}
              values={v}
              set={set}
            />
            <FilterSelect name="roomId" label={RESERVATIONS_TEXT.room} options={roomOptions} values={v} set={set} />
            <TextField
              label={RESERVATIONS_TEXT.member}
              description={RESERVATIONS_TEXT.memberHelp}
              value={v.lgnId}
              maxLength={50}
              onChange={(x) => set('lgnId', x)}
            />
            <ConsolePeriodFields
              from={v.from}
              to={v.to}
              labels={{ from: RESERVATIONS_TEXT.from, to: RESERVATIONS_TEXT.to }}
              onChange={set}
            />
          </>
        )}
      </ConsoleFilters>
      {roomId ? <ReservationWeek roomId={roomId} /> : <p>{WEEK_TEXT.pickRoom}</p>}
      <p>
        <LinkButton href="/admin/reservations/new">{RESERVATIONS_TEXT.proxy}</LinkButton>{' '}
        <Button variant="secondary" onPress={() => setExporting(true)}>
          {RESERVATIONS_TEXT.export}
        </Button>
      </p>
      <ConsoleList
        caption={`${RESERVATIONS_TEXT.list} (${state === ALL ? RESERVATIONS_TEXT.all : RSVT_STATUS_LABEL[state as RsvtStatus]})`}
        query={list}
        columns={columns}
        rowKey={(r) => r.rsvtId}
        pageSize={PAGE_SIZE}
      />
      {rejecting && <RejectDialog row={rejecting} onClose={() => setRejecting(null)} />}
      {exporting && (
        <ConsoleExportDialog
          title={RESERVATIONS_TEXT.exportTitle}
          help={RESERVATIONS_TEXT.exportHelp}
          download={({ reason }) => downloadReservations({ ...exportFilters, reason })}
          onClose={() => setExporting(false)}
        />
      )}
    </>
  );
}
