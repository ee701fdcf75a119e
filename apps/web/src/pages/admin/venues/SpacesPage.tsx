import type { SpaceDeskRow } from '@onfan/contracts/space.admin';
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
import { spaceDeskListQuery, spaceGroupsQuery, useSpaceVisibility } from '@/features/space/space-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const SPACES_TEXT = {
  title: '공간 관리',
  description:
    '공간을 등록하고 고칩니다. 숨긴 공간은 그 룸과 함께 회원 화면에서 사라지고 예약할 수 없습니다. 공간의 룸은 룸 관리에서 고칩니다.',
  list: '공간 목록',
  write: '공간 등록',
  q: '공간 이름',
  group: '공간 분류',
  useYn: '공개 여부',
  all: '전체',
  shown: '공개',
  hidden: '숨김',
  no: '번호',
  spaceNm: '공간 이름',
  sortSeq: '표시 순서',
  counts: '사진·룸',
  regDt: '등록일',
  actions: '관리',
  hide: '숨기기',
  show: '다시 공개',
  hideOf: (name: string) => `${name} 숨기기`,
  showOf: (name: string) => `${name} 다시 공개`,
  countsOf: (r: SpaceDeskRow) => `사진 ${r.imgCnt}장 · 룸 ${r.roomCnt}개`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'grpId', 'useYn'] as const;
const USE_OPTIONS = [
  { value: 'Y', label: SPACES_TEXT.shown },
  { value: 'N', label: SPACES_TEXT.hidden },
];

/** admin/spaces (예약 담당, 시스템 관리자): the spaces by group, shown or hidden, and name. */
export default function SpacesPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const list = useQuery(
    spaceDeskListQuery({
      ...query,
      grpId: query.grpId ? Number(query.grpId) : undefined,
      useYn: (query.useYn || undefined) as 'Y' | 'N' | undefined,
    }),
  );
  const groups = useQuery(spaceGroupsQuery());
  const visibility = useSpaceVisibility();
  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.grpId), label: g.grpNm }));

  const columns: ConsoleColumn<SpaceDeskRow>[] = [
    { key: 'no', header: SPACES_TEXT.no, render: (r) => r.spaceId, nowrap: true },
    {
      key: 'spaceNm',
      header: SPACES_TEXT.spaceNm,
      sort: 'spaceNm',
      render: (r) => <Link to={`/admin/spaces/${r.spaceId}`}>{r.spaceNm}</Link>,
    },
    { key: 'grpNm', header: SPACES_TEXT.group, render: (r) => r.grpNm },
    {
      key: 'useYn',
      header: SPACES_TEXT.useYn,
      render: (r) => (r.useYn === 'Y' ? SPACES_TEXT.shown : SPACES_TEXT.hidden),
      nowrap: true,
    },
    { key: 'sortSeq', header: SPACES_TEXT.sortSeq, sort: 'sortSeq', render: (r) => r.sortSeq, nowrap: true },
    { key: 'counts', header: SPACES_TEXT.counts, render: SPACES_TEXT.countsOf, nowrap: true },
    {
      key: 'regDt',
      header: SPACES_TEXT.regDt,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'actions',
      header: SPACES_TEXT.actions,
      render: (r) => (
        <Button
          size="small"
          variant="secondary"
          isPending={visibility.isPending}
          onPress={() =>
            void visibility.run({
              spaceId: r.spaceId,
              spaceNm: r.spaceNm,
              useYn: r.useYn === 'Y' ? 'N' : 'Y',
              updtDt: r.updtDt,
            })
          }
        >
          {r.useYn === 'Y' ? SPACES_TEXT.hide : SPACES_TEXT.show}
          <span className="sr-only">
            {' '}
            ({r.useYn === 'Y' ? SPACES_TEXT.hideOf(r.spaceNm) : SPACES_TEXT.showOf(r.spaceNm)})
          </span>
        </Button>
      ),
      nowrap: true,
    },
  ];

  return (
    <>
      <PageHeader title={SPACES_TEXT.title} description={SPACES_TEXT.description} />
      <p className={styles.note}>
        <LinkButton href="/admin/spaces/new">{SPACES_TEXT.write}</LinkButton>
      </p>
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <TextField label={SPACES_TEXT.q} value={v.q} onChange={(x) => set('q', x)} maxLength={100} />
            <Select
              label={SPACES_TEXT.group}
              options={groupOptions}
              placeholder={SPACES_TEXT.all}
              value={v.grpId || null}
              onChange={(x) => set('grpId', x ?? '')}
            />
            <Select
              label={SPACES_TEXT.useYn}
              options={USE_OPTIONS}
              placeholder={SPACES_TEXT.all}
              value={v.useYn || null}
              onChange={(x) => set('useYn', x ?? '')}
            />
          </>
        )}
      </ConsoleFilters>
      <ConsoleList
        caption={SPACES_TEXT.list}
        query={list}
        columns={columns}
        rowKey={(r) => r.spaceId}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}
