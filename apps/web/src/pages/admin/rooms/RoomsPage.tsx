import type { RoomDeskRow, RoomOwnerKind } from '@onfan/contracts/studio-room.admin';
import { ROOM_OWNER_KINDS, ROOM_OWNER_LABELS } from '@onfan/contracts/studio-room.admin';
import { effectiveMaxUsers, formatUseFee } from '@onfan/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import {
  ConsoleListPage,
  FilterSelect,
  useConsoleListQuery,
  UseYnFilter,
  visibilityColumns,
} from '@/features/admin/components/ConsoleListPage';
import { recordColumns } from '@/features/admin/components/record-columns';
import { roomDeskListQuery, roomOwnersQuery, useRoomVisibility } from '@/features/studio/studio-room-admin-api';

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
  no: '번호',
  roomNm: '룸 이름',
  hours: '운영 시간',
  limits: '인원·연속 예약',
  fee: '이용료',
  images: '사진',
  limitsOf: (r: RoomDeskRow) => `최대 ${effectiveMaxUsers(r.maxRsvtUsrCnt)}명 · ${r.maxRsvtHr}시간`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'ownerKind', 'studoId', 'spaceId', 'useYn'] as const;
const KIND_OPTIONS = ROOM_OWNER_KINDS.map((k) => ({ value: k, label: ROOM_OWNER_LABELS[k] }));
const hhmm = (v: string) => `${v.slice(0, 2)}:${v.slice(2)}`;

/** admin/rooms (예약 담당, 시스템 관리자): the rooms of studios and spaces by owner, shown or hidden, and name. */
export default function RoomsPage() {
  const query = useConsoleListQuery(FILTERS, PAGE_SIZE);
  const list = useQuery(
    roomDeskListQuery({
      ...query,
      ownerKind: (query.ownerKind || undefined) as RoomOwnerKind | undefined,
      studoId: query.studoId ? Number(query.studoId) : undefined,
      spaceId: query.spaceId ? Number(query.spaceId) : undefined,
    }),
  );
  const owners = useQuery(roomOwnersQuery());
  const visibility = useRoomVisibility();
  const studioOptions = (owners.data?.studios ?? []).map((s) => ({ value: String(s.studoId), label: s.studoNm }));
  const spaceOptions = (owners.data?.spaces ?? []).map((s) => ({ value: String(s.spaceId), label: s.spaceNm }));

  const columns: ConsoleColumn<RoomDeskRow>[] = [
    { key: 'no', header: ROOMS_TEXT.no, render: (r) => r.roomId, nowrap: true },
    recordColumns.name({ id: 'roomId', name: 'roomNm', header: ROOMS_TEXT.roomNm, href: '/admin/rooms' }),
    {
      key: 'ownerNm',
      header: ROOMS_TEXT.owner,
      sort: 'ownerNm',
      render: (r) => `${ROOM_OWNER_LABELS[r.ownerKind]} · ${r.ownerNm}`,
    },
    visibilityColumns.useYn(),
    {
      key: 'hours',
      header: ROOMS_TEXT.hours,
      render: (r) => `${hhmm(r.operBgngHhmm)}~${hhmm(r.operEndHhmm)}`,
      nowrap: true,
    },
    { key: 'limits', header: ROOMS_TEXT.limits, render: ROOMS_TEXT.limitsOf, nowrap: true },
    { key: 'fee', header: ROOMS_TEXT.fee, render: (r) => formatUseFee(r.useFee), nowrap: true },
    { key: 'images', header: ROOMS_TEXT.images, render: (r) => `${r.imgCnt}장`, nowrap: true },
    visibilityColumns.regDt(),
    recordColumns.visibility({ id: 'roomId', name: 'roomNm', command: visibility }),
  ];

  return (
    <ConsoleListPage
      text={ROOMS_TEXT}
      writeHref="/admin/rooms/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="ownerKind" label={ROOMS_TEXT.ownerKind} options={KIND_OPTIONS} values={v} set={set} />
          <FilterSelect name="studoId" label={ROOMS_TEXT.studio} options={studioOptions} values={v} set={set} />
          <FilterSelect name="spaceId" label={ROOMS_TEXT.space} options={spaceOptions} values={v} set={set} />
          <UseYnFilter values={v} set={set} />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.roomId}
      pageSize={PAGE_SIZE}
    />
  );
}
