import type { BoardItemRow, ConsoleBoard } from '@onfan/contracts/content.admin';
import { consoleBoardSchema } from '@onfan/contracts/content.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import { FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { exposureColumn, ListExposureButton } from '@/features/admin/components/ListExposure';
import styles from '@/features/admin/components/console.module.css';
import {
  type BoardItemFilters,
  boardItemsQuery,
  boardsQuery,
  useBoardItemExposure,
} from '@/features/content/content-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const CONTENTS_TEXT = {
  title: '콘텐츠 게시판',
  description:
    '소식, 인터뷰, 소셜 스페이스, 콘텐츠, 판로 지원, 지원사업 소개의 게시물을 쓰고 고치고 숨깁니다. 숨긴 게시물은 공개 목록, 상세, 검색에서 바로 빠집니다.',
  board: '게시판',
  list: (name: string) => `${name} 게시물 목록`,
  write: (name: string) => `${name} 글쓰기`,
  searchTerm: '제목 검색',
  exposure: '공개 여부',
  shown: '공개',
  hidden: '숨김',
  no: '번호',
  tit: '제목',
  category: '분류',
  registered: '등록일',
  manage: '관리',
  edit: (tit: string) => `${tit} 수정`,
  hide: '숨기기',
  show: '다시 공개',
  hideOf: (tit: string) => `${tit} 숨기기`,
  showOf: (tit: string) => `${tit} 다시 공개`,
  publicView: '공개 화면',
  publicViewOf: (tit: string) => `${tit} 공개 화면 보기`,
  hideConfirm: (tit: string) => `'${tit}' 게시물을 숨기시겠습니까? 공개 목록, 상세, 검색에서 바로 빠집니다.`,
  showConfirm: (tit: string) => `'${tit}' 게시물을 다시 공개하시겠습니까?`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['searchTerm', 'expsrYn'] as const;
const EXPOSURE_OPTIONS = [
  { value: 'Y', label: CONTENTS_TEXT.shown },
  { value: 'N', label: CONTENTS_TEXT.hidden },
];

/** The board the address bar names (`?board=`), the first board otherwise. */
export function boardFrom(value: string): ConsoleBoard {
  const parsed = consoleBoardSchema.safeParse(value);
  return parsed.success ? parsed.data : 'issue';
}

/** admin/contents (콘텐츠·시스템 관리자): a board's items, shown and hidden, with their search and paging. */
export default function ContentsPage() {
  const params = useListParams();
  const board = boardFrom(params.get('board'));
  const boards = useQuery(boardsQuery());
  const name = boards.data?.find((b) => b.board === board)?.name ?? board;
  const list = useQuery(boardItemsQuery(board, listQueryFrom(params, FILTERS, PAGE_SIZE) as BoardItemFilters));
  const exposure = useBoardItemExposure(board, {
    confirm: (v) => (v.expsrYn === 'N' ? CONTENTS_TEXT.hideConfirm(v.tit) : CONTENTS_TEXT.showConfirm(v.tit)),
  });

  const columns: ConsoleColumn<BoardItemRow>[] = [
    { key: 'no', header: CONTENTS_TEXT.no, render: (r) => r.contentsId, nowrap: true },
    {
      key: 'tit',
      header: CONTENTS_TEXT.tit,
      sort: 'tit',
      render: (r) => (
        <Link to={`/admin/contents/${board}/${r.contentsId}`} aria-label={CONTENTS_TEXT.edit(r.tit)}>
          {r.tit}
        </Link>
      ),
    },
    { key: 'ctgr', header: CONTENTS_TEXT.category, render: (r) => r.ctgrNm ?? r.ctgrCode ?? '-', nowrap: true },
    exposureColumn(CONTENTS_TEXT),
    {
      key: 'reg',
      header: CONTENTS_TEXT.registered,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'manage',
      header: CONTENTS_TEXT.manage,
      nowrap: true,
      render: (r) => (
        <span className={styles.actions}>
          <ListExposureButton
            expsrYn={r.expsrYn}
            name={r.tit}
            text={CONTENTS_TEXT}
            onToggle={(expsrYn) =>
              void exposure.run({ contentsId: r.contentsId, expsrYn, updtDt: r.updtDt, tit: r.tit })
            }
          />
          {r.expsrYn === 'Y' ? (
            <a href={r.publicPath} target="_blank" rel="noreferrer" aria-label={CONTENTS_TEXT.publicViewOf(r.tit)}>
              {CONTENTS_TEXT.publicView}
            </a>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={CONTENTS_TEXT.title} description={CONTENTS_TEXT.description} />
      <div className={styles.actions}>
        <Select
          label={CONTENTS_TEXT.board}
          options={(boards.data ?? []).map((b) => ({ value: b.board, label: b.name }))}
          value={boards.data ? board : null}
          onChange={(v) => v && params.update({ board: v, searchTerm: '', expsrYn: '', pageNo: '' })}
        />
      </div>
      <ConsoleFilters key={board} keys={FILTERS}>
        {(v, set) => (
          <>
            <TextField
              label={CONTENTS_TEXT.searchTerm}
              value={v.searchTerm}
              maxLength={50}
              onChange={(x) => set('searchTerm', x)}
            />
            <FilterSelect
              name="expsrYn"
              label={CONTENTS_TEXT.exposure}
              options={EXPOSURE_OPTIONS}
              values={v}
              set={set}
            />
          </>
        )}
      </ConsoleFilters>
      <p>
        <LinkButton href={`/admin/contents/${board}/new`}>{CONTENTS_TEXT.write(name)}</LinkButton>
      </p>
      <ConsoleList
        caption={CONTENTS_TEXT.list(name)}
        query={list}
        columns={columns}
        rowKey={(r) => r.contentsId}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}
