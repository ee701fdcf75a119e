import type { StudioDeskRow } from '@onfan/contracts/studio.admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import {
  ConsoleListPage,
  useConsoleListQuery,
  UseYnFilter,
  visibilityColumns,
} from '@/features/admin/components/ConsoleListPage';
import { studioDeskListQuery, useStudioVisibility } from '@/features/studio/studio-admin-api';

export const STUDIOS_TEXT = {
  title: '스튜디오 관리',
  description:
    '스튜디오를 등록하고 고칩니다. 숨긴 스튜디오는 그 룸과 함께 회원 화면에서 사라지고 예약할 수 없습니다. 룸은 룸 관리에서 고칩니다.',
  list: '스튜디오 목록',
  write: '스튜디오 등록',
  q: '스튜디오 이름',
  no: '번호',
  studoNm: '스튜디오 이름',
  addr: '주소',
  sortSeq: '표시 순서',
  rooms: '룸',
  roomsOf: (r: StudioDeskRow) => `${r.roomCnt}개`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'useYn'] as const;

/** admin/studios (예약 담당, 시스템 관리자): the studios by name and shown or hidden. */
export default function StudiosPage() {
  const list = useQuery(studioDeskListQuery(useConsoleListQuery(FILTERS, PAGE_SIZE)));
  const visibility = useStudioVisibility();

  const columns: ConsoleColumn<StudioDeskRow>[] = [
    { key: 'no', header: STUDIOS_TEXT.no, render: (r) => r.studoId, nowrap: true },
    {
      key: 'studoNm',
      header: STUDIOS_TEXT.studoNm,
      sort: 'studoNm',
      render: (r) => <Link to={`/admin/studios/${r.studoId}`}>{r.studoNm}</Link>,
    },
    { key: 'addr', header: STUDIOS_TEXT.addr, render: (r) => r.studoAddr },
    visibilityColumns.useYn(),
    { key: 'sortSeq', header: STUDIOS_TEXT.sortSeq, sort: 'sortSeq', render: (r) => r.sortSeq, nowrap: true },
    { key: 'rooms', header: STUDIOS_TEXT.rooms, render: STUDIOS_TEXT.roomsOf, nowrap: true },
    visibilityColumns.regDt(),
    visibilityColumns.actions<StudioDeskRow>({
      name: (r) => r.studoNm,
      isPending: visibility.isPending,
      onChange: (r, useYn) => void visibility.run({ studoId: r.studoId, studoNm: r.studoNm, useYn, updtDt: r.updtDt }),
    }),
  ];

  return (
    <ConsoleListPage
      text={STUDIOS_TEXT}
      writeHref="/admin/studios/new"
      filterKeys={FILTERS}
      filters={(v, set) => <UseYnFilter values={v} set={set} />}
      query={list}
      columns={columns}
      rowKey={(r) => r.studoId}
      pageSize={PAGE_SIZE}
    />
  );
}
