import type { StudioDeskRow } from '@onfan/contracts/studio.admin';
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
import { studioDeskListQuery, useStudioVisibility } from '@/features/studio/studio-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const STUDIOS_TEXT = {
  title: '스튜디오 관리',
  description:
    '스튜디오를 등록하고 고칩니다. 숨긴 스튜디오는 그 룸과 함께 회원 화면에서 사라지고 예약할 수 없습니다. 룸은 룸 관리에서 고칩니다.',
  list: '스튜디오 목록',
  write: '스튜디오 등록',
  q: '스튜디오 이름',
  useYn: '공개 여부',
  all: '전체',
  shown: '공개',
  hidden: '숨김',
  no: '번호',
  studoNm: '스튜디오 이름',
  addr: '주소',
  sortSeq: '표시 순서',
  rooms: '룸',
  regDt: '등록일',
  actions: '관리',
  hide: '숨기기',
  show: '다시 공개',
  hideOf: (name: string) => `${name} 숨기기`,
  showOf: (name: string) => `${name} 다시 공개`,
  roomsOf: (r: StudioDeskRow) => `${r.roomCnt}개`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'useYn'] as const;
const USE_OPTIONS = [
  { value: 'Y', label: STUDIOS_TEXT.shown },
  { value: 'N', label: STUDIOS_TEXT.hidden },
];

/** admin/studios (예약 담당, 시스템 관리자): the studios by name and shown or hidden. */
export default function StudiosPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const list = useQuery(studioDeskListQuery({ ...query, useYn: (query.useYn || undefined) as 'Y' | 'N' | undefined }));
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
    {
      key: 'useYn',
      header: STUDIOS_TEXT.useYn,
      render: (r) => (r.useYn === 'Y' ? STUDIOS_TEXT.shown : STUDIOS_TEXT.hidden),
      nowrap: true,
    },
    { key: 'sortSeq', header: STUDIOS_TEXT.sortSeq, sort: 'sortSeq', render: (r) => r.sortSeq, nowrap: true },
    { key: 'rooms', header: STUDIOS_TEXT.rooms, render: STUDIOS_TEXT.roomsOf, nowrap: true },
    {
      key: 'regDt',
      header: STUDIOS_TEXT.regDt,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'actions',
      header: STUDIOS_TEXT.actions,
      render: (r) => (
        <Button
          size="small"
          variant="secondary"
          isPending={visibility.isPending}
          onPress={() =>
            void visibility.run({
              studoId: r.studoId,
              studoNm: r.studoNm,
              useYn: r.useYn === 'Y' ? 'N' : 'Y',
              updtDt: r.updtDt,
            })
          }
        >
          {r.useYn === 'Y' ? STUDIOS_TEXT.hide : STUDIOS_TEXT.show}
          <span className="sr-only">
            {' '}
            ({r.useYn === 'Y' ? STUDIOS_TEXT.hideOf(r.studoNm) : STUDIOS_TEXT.showOf(r.studoNm)})
          </span>
        </Button>
      ),
      nowrap: true,
    },
  ];

  return (
    <>
      <PageHeader title={STUDIOS_TEXT.title} description={STUDIOS_TEXT.description} />
      <p className={styles.note}>
        <LinkButton href="/admin/studios/new">{STUDIOS_TEXT.write}</LinkButton>
      </p>
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <TextField label={STUDIOS_TEXT.q} value={v.q} onChange={(x) => set('q', x)} maxLength={100} />
            <Select
              label={STUDIOS_TEXT.useYn}
              options={USE_OPTIONS}
              placeholder={STUDIOS_TEXT.all}
              value={v.useYn || null}
              onChange={(x) => set('useYn', x ?? '')}
            />
          </>
        )}
      </ConsoleFilters>
      <ConsoleList
        caption={STUDIOS_TEXT.list}
        query={list}
        columns={columns}
        rowKey={(r) => r.studoId}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}
