import type { RoomDeskRow, RoomOwnerKind } from '@onfan/contracts/studio-room.admin';
import { ROOM_OWNER_KINDS, ROOM_OWNER_LABELS } from '@onfan/contracts/studio-room.admin';
import { effectiveMaxUsers, formatUseFee } from '@onfan/contracts/studio';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import styles from '@/features/admin/components/console.module.css';
import { roomDeskListQuery, roomOwnersQuery, useRoomVisibility } from '@/features/studio/studio-room-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const ROOMS_TEXT = {
  title: '룸 관리',
  description:
    '스튜디오와 공간의 룸을 등록하고 고칩니다. 저장한 사진, 운영 시간, 이용료, 연속 예약 시간은 곧바로 회원의 스튜디오·공간 화면과 예약에 반영됩니다.',
  list: '룸 목록',
  write: '룸 등록',
  q: '룸 이름',
  ownerKind: '소속 구분',
  owner: '소속',
  studio: '스튜디오',
  space: '공간',
  useYn: '공개 여부',
  all: '전체',
  shown: '공개',
  hidden: '숨김',
  no: '번호',
  roomNm: '룸 이름',
  hours: '운영 시간',
  limits: '인원·연속 예약',
  fee: '이용료',
  images: '사진',
  regDt: '등록일',
  actions: '관리',
  hide: '숨기기',
  show: '다시 공개',
  hideOf: (name: string) => `${name} 숨기기`,
  showOf: (name: string) => `${name} 다시 공개`,
  limitsOf: (r: RoomDeskRow) => `최대 ${effectiveMaxUsers(r.maxRsvtUsrCnt)}명 · ${r.maxRsvtHr}시간`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'ownerKind', 'studoId', 'spaceId', 'useYn'] as const;
const KIND_OPTIONS = ROOM_OWNER_KINDS.map((k) => ({ value: k, label: ROOM_OWNER_LABELS[k] }));
const USE_OPTIONS = [
  { value: 'Y', label: ROOMS_TEXT.shown },
  { value: 'N', label: ROOMS_TEXT.hidden },
];
const hhmm = (v: string) => `${v.slice(0, 2)}:${v.slice(2)}`;

/** admin/rooms (예약 담당, 시스템 관리자): the rooms of studios and spaces by owner, shown or hidden, and name. */
export default function RoomsPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const list = useQuery(
    roomDeskListQuery({
      ...query,
      ownerKind: (query.ownerKind || undefined) as RoomOwnerKind | undefined,
      studoId: query.studoId ? Number(query.studoId) : undefined,
      spaceId: query.spaceId ? Number(query.spaceId) : undefined,
      useYn: (query.useYn || undefined) as 'Y' | 'N' | undefined,
    }),
  );
  const owners = useQuery(roomOwnersQuery());
  const visibility = useRoomVisibility();
  const studioOptions = (owners.data?.studios ?? []).map((s) => ({ value: String(s.studoId), label: s.studoNm }));
  const spaceOptions = (owners.data?.spaces ?? []).map((s) => ({ value: String(s.spaceId), label: s.spaceNm }));

  const columns: ConsoleColumn<RoomDeskRow>[] = [
    { key: 'no', header: ROOMS_TEXT.no, render: (r) => r.roomId, nowrap: true },
    {
      key: 'roomNm',
      header: ROOMS_TEXT.roomNm,
      sort: 'roomNm',
      render: (r) => <Link to={`/admin/rooms/${r.roomId}`}>{r.roomNm}</Link>,
    },
    {
      key: 'ownerNm',
      header: ROOMS_TEXT.owner,
      sort: 'ownerNm',
      render: (r) => `${ROOM_OWNER_LABELS[r.ownerKind]} · ${r.ownerNm}`,
    },
    {
      key: 'useYn',
      header: ROOMS_TEXT.useYn,
      render: (r) => (r.useYn === 'Y' ? ROOMS_TEXT.shown : ROOMS_TEXT.hidden),
      nowrap: true,
    },
    {
      key: 'hours',
      header: ROOMS_TEXT.hours,
      render: (r) => `${hhmm(r.operBgngHhmm)}~${hhmm(r.operEndHhmm)}`,
      nowrap: true,
    },
    { key: 'limits', header: ROOMS_TEXT.limits, render: ROOMS_TEXT.limitsOf, nowrap: true },
    { key: 'fee', header: ROOMS_TEXT.fee, render: (r) => formatUseFee(r.useFee), nowrap: true },
    { key: 'images', header: ROOMS_TEXT.images, render: (r) => `${r.imgCnt}장`, nowrap: true },
    {
      key: 'regDt',
      header: ROOMS_TEXT.regDt,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'actions',
      header: ROOMS_TEXT.actions,
      render: (r) => (
        <Button
          size="small"
          variant="secondary"
          isPending={visibility.isPending}
          onPress={() =>
            void visibility.run({
              roomId: r.roomId,
              roomNm: r.roomNm,
              useYn: r.useYn === 'Y' ? 'N' : 'Y',
              updtDt: r.updtDt,
            })
          }
        >
          {r.useYn === 'Y' ? ROOMS_TEXT.hide : ROOMS_TEXT.show}
          <span className="sr-only">
            {' '}
            ({r.useYn === 'Y' ? ROOMS_TEXT.hideOf(r.roomNm) : ROOMS_TEXT.showOf(r.roomNm)})
          </span>
        </Button>
      ),
      nowrap: true,
    },
  ];

  return (
    <>
      <PageHeader title={ROOMS_TEXT.title} description={ROOMS_TEXT.description} />
      <p className={styles.note}>
        <LinkButton href="/admin/rooms/new">{ROOMS_TEXT.write}</LinkButton>
      </p>
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <TextField label={ROOMS_TEXT.q} value={v.q} onChange={(x) => set('q', x)} maxLength={100} />
            <Select
              label={ROOMS_TEXT.ownerKind}
              options={KIND_OPTIONS}
              placeholder={ROOMS_TEXT.all}
              value={v.ownerKind || null}
              onChange={(x) => set('ownerKind', x ?? '')}
            />
            <Select
              label={ROOMS_TEXT.studio}
              options={studioOptions}
              placeholder={ROOMS_TEXT.all}
              value={v.studoId || null}
              onChange={(x) => set('studoId', x ?? '')}
            />
            <Select
              label={ROOMS_TEXT.space}
              options={spaceOptions}
              placeholder={ROOMS_TEXT.all}
              value={v.spaceId || null}
              onChange={(x) => set('spaceId', x ?? '')}
            />
            <Select
              label={ROOMS_TEXT.useYn}
              options={USE_OPTIONS}
              placeholder={ROOMS_TEXT.all}
              value={v.useYn || null}
              onChange={(x) => set('useYn', x ?? '')}
            />
          </>
        )}
      </ConsoleFilters>
      <ConsoleList
        caption={ROOMS_TEXT.list}
        query={list}
        columns={columns}
        rowKey={(r) => r.roomId}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}
