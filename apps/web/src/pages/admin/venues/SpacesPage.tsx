import type { SpaceDeskRow } from '@onfan/contracts/space.admin';
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
import { spaceDeskListQuery, spaceGroupsQuery, useSpaceVisibility } from '@/features/space/space-admin-api';

export const SPACES_TEXT = {
  title: '공간 관리',
  description:
    '공간을 등록하고 고칩니다. 숨긴 공간은 그 룸과 함께 회원 화면에서 사라지고 예약할 수 없습니다. 공간의 룸은 룸 관리에서 고칩니다.',
  list: '공간 목록',
  write: '공간 등록',
  q: '공간 이름',
  group: '공간 분류',
  no: '번호',
  spaceNm: '공간 이름',
  sortSeq: '표시 순서',
  counts: '사진·룸',
  countsOf: (r: SpaceDeskRow) => `사진 ${r.imgCnt}장 · 룸 ${r.roomCnt}개`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'grpId', 'useYn'] as const;

/** admin/spaces (예약 담당, 시스템 관리자): the spaces by group, shown or hidden, and name. */
export default function SpacesPage() {
  const query = useConsoleListQuery(FILTERS, PAGE_SIZE);
  const list = useQuery(spaceDeskListQuery({ ...query, grpId: query.grpId ? Number(query.grpId) : undefined }));
  const groups = useQuery(spaceGroupsQuery());
  const visibility = useSpaceVisibility();
  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.grpId), label: g.grpNm }));

  const columns: ConsoleColumn<SpaceDeskRow>[] = [
    { key: 'no', header: SPACES_TEXT.no, render: (r) => r.spaceId, nowrap: true },
    recordColumns.name({ id: 'spaceId', name: 'spaceNm', header: SPACES_TEXT.spaceNm, href: '/admin/spaces' }),
    { key: 'grpNm', header: SPACES_TEXT.group, render: (r) => r.grpNm },
    visibilityColumns.useYn(),
    { key: 'sortSeq', header: SPACES_TEXT.sortSeq, sort: 'sortSeq', render: (r) => r.sortSeq, nowrap: true },
    { key: 'counts', header: SPACES_TEXT.counts, render: SPACES_TEXT.countsOf, nowrap: true },
    visibilityColumns.regDt(),
    recordColumns.visibility({ id: 'spaceId', name: 'spaceNm', command: visibility }),
  ];

  return (
    <ConsoleListPage
      text={SPACES_TEXT}
      writeHref="/admin/spaces/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="grpId" label={SPACES_TEXT.group} options={groupOptions} values={v} set={set} />
          <UseYnFilter values={v} set={set} />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.spaceId}
      pageSize={PAGE_SIZE}
    />
  );
}
