import type { NoticeDeskRow, NoticeDeskState } from '@onfan/contracts/notice.admin';
import { NOTICE_DESK_STATE_NAMES, NOTICE_DESK_STATES } from '@onfan/contracts/notice.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { noticeDeskListQuery, useNoticeVisibility } from '@/features/notice/notice-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const NOTICES_TEXT = {
  title: '공지사항',
  description:
    '공지사항을 쓰고 고칩니다. 게시 기간과 팝업 기간은 서울 시각으로 정하며, 예약한 공지는 게시 시작 시각에 저절로 보입니다.',
  list: '공지사항 목록',
  write: '공지사항 쓰기',
  q: '제목',
  state: '게시 상태',
  pinned: '상단 고정',
  no: '번호',
  tit: '제목',
  window: '게시 기간',
  popup: '팝업 기간',
  files: '첨부',
  regDt: '등록일',
  actions: '관리',
  edit: '수정',
  hide: '숨기기',
  unhide: '다시 게시',
  from: '등록 즉시',
  open: '종료 없음',
  editOf: (tit: string) => `${tit} 수정`,
  hideOf: (tit: string) => `${tit} 숨기기`,
  unhideOf: (tit: string) => `${tit} 다시 게시`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'state'] as const;
const STATE_OPTIONS = NOTICE_DESK_STATES.map((s) => ({ value: s, label: NOTICE_DESK_STATE_NAMES[s] }));

const windowText = (r: NoticeDeskRow) =>
  `${r.pstgBgngDt ? r.pstgBgngDt.replace('T', ' ') : NOTICES_TEXT.from} ~ ${
    r.pstgEndDt ? r.pstgEndDt.replace('T', ' ') : NOTICES_TEXT.open
  }`;

/**
 * admin/notices (콘텐츠 담당, 시스템 관리자): notices searched by title and state, pinned ones first unless sorted by
 * a column (title, attachments, registered).
 */
export default function NoticesPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const list = useQuery(
    noticeDeskListQuery({ ...query, state: (query.state || undefined) as NoticeDeskState | undefined }),
  );
  const visibility = useNoticeVisibility();

  const columns: ConsoleColumn<NoticeDeskRow>[] = [
    { key: 'no', header: NOTICES_TEXT.no, render: (r) => r.ntcId, nowrap: true },
    {
      key: 'tit',
      header: NOTICES_TEXT.tit,
      sort: 'tit',
      render: (r) => (
        <>
          {r.fixYn === 'Y' ? <strong>[{NOTICES_TEXT.pinned}] </strong> : null}
          <Link to={`/admin/notices/${r.ntcId}`}>{r.tit}</Link>
        </>
      ),
    },
    { key: 'state', header: NOTICES_TEXT.state, render: (r) => NOTICE_DESK_STATE_NAMES[r.state], nowrap: true },
    { key: 'window', header: NOTICES_TEXT.window, render: windowText, nowrap: true },
    {
      key: 'popup',
      header: NOTICES_TEXT.popup,
      render: (r) =>
        r.popupBgngDe && r.popupEndDe
          ? `${r.popupBgngDe.replace(/-/g, '.')} ~ ${r.popupEndDe.replace(/-/g, '.')}`
          : '-',
      nowrap: true,
    },
    {
      key: 'files',
      header: NOTICES_TEXT.files,
      render: (r) => (r.atchCnt > 0 ? `${r.atchCnt}개` : '-'),
      nowrap: true,
      sort: 'atchCnt',
      sortFirst: 'desc',
    },
    {
      key: 'regDt',
      header: NOTICES_TEXT.regDt,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'actions',
      header: NOTICES_TEXT.actions,
      render: (r) => (
        <DeskRowButton
          label={r.state === 'HIDDEN' ? NOTICES_TEXT.unhide : NOTICES_TEXT.hide}
          of={r.state === 'HIDDEN' ? NOTICES_TEXT.unhideOf(r.tit) : NOTICES_TEXT.hideOf(r.tit)}
          variant="secondary"
          isPending={visibility.isPending}
          onPress={() =>
            void visibility.run({
              ntcId: r.ntcId,
              tit: r.tit,
              action: r.state === 'HIDDEN' ? 'UNHIDE' : 'HIDE',
              updtDt: r.updtDt,
            })
          }
        />
      ),
      nowrap: true,
    },
  ];

  return (
    <ConsoleListPage
      text={NOTICES_TEXT}
      writeHref="/admin/notices/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="state" label={NOTICES_TEXT.state} options={STATE_OPTIONS} values={v} set={set} />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.ntcId}
      pageSize={PAGE_SIZE}
    />
  );
}
