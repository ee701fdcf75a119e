import { REGION_NAMES } from '@onfan/contracts/auth';
import type { AnnouncementKind, AnnouncementRow, AnnouncementState } from '@onfan/contracts/notification.admin';
import {
  ANNOUNCEMENT_AUDIENCE_NAMES,
  ANNOUNCEMENT_KIND_NAMES,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_STATE_NAMES,
  ANNOUNCEMENT_STATES,
} from '@onfan/contracts/notification.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { announcementListQuery } from '@/features/notification/announcement-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const ANNOUNCEMENTS_TEXT = {
  title: '알림 발송',
  description:
    '회원에게 알림을 보냅니다. 앱 알림은 늘 가고, 문자와 이메일은 회원이 받기로 한 경우에만 갑니다. 광고성 알림은 마케팅 수신에 동의한 회원에게만, 21시~08시에는 야간 수신 동의가 없는 회원에게 08시에 갑니다.',
  list: '보낸 알림과 작성 중인 알림',
  write: '알림 쓰기',
  q: '제목',
  kind: '종류',
  state: '상태',
  no: '번호',
  tit: '제목',
  audience: '받는 회원',
  everyone: '모든 회원',
  adOnly: '(마케팅 동의자)',
  channels: '채널',
  inApp: '알림',
  sms: '문자',
  email: '이메일',
  counts: '대상 / 알림 표시 / 문자 / 이메일 / 제외 / 야간 보류',
  regDt: '작성일',
  sndDt: '발송일',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'ancmtKind', 'state'] as const;
const KIND_OPTIONS = ANNOUNCEMENT_KINDS.map((k) => ({ value: k, label: ANNOUNCEMENT_KIND_NAMES[k] }));
const STATE_OPTIONS = ANNOUNCEMENT_STATES.map((s) => ({ value: s, label: ANNOUNCEMENT_STATE_NAMES[s] }));

export const channelsText = (r: Pick<AnnouncementRow, 'smsYn' | 'emailYn'>) =>
  [
    ANNOUNCEMENTS_TEXT.inApp,
    ...(r.smsYn === 'Y' ? [ANNOUNCEMENTS_TEXT.sms] : []),
    ...(r.emailYn === 'Y' ? [ANNOUNCEMENTS_TEXT.email] : []),
  ].join(', ');

/** The group: the member kind, the 시·도 when one was chosen, and for advertising the consent it needs. */
export const audienceText = (r: Pick<AnnouncementRow, 'userPattnCd' | 'rgnCd' | 'ancmtKind'>) =>
  `${r.userPattnCd ? ANNOUNCEMENT_AUDIENCE_NAMES[r.userPattnCd] : ANNOUNCEMENTS_TEXT.everyone}${
    r.rgnCd ? ` · ${REGION_NAMES[r.rgnCd]}` : ''
  }${r.ancmtKind === 'AD' ? ` ${ANNOUNCEMENTS_TEXT.adOnly}` : ''}`;

const n = (v: number) => v.toLocaleString('ko-KR');

/**
 * admin/announcements (콘텐츠 담당, 시스템 관리자): announcements searched by title, kind and state, newest first or
 * sorted by title, written or sent; each with its delivery counts read from its delivery rows.
 */
export default function AnnouncementsPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const list = useQuery(
    announcementListQuery({
      ...query,
      ancmtKind: (query.ancmtKind || undefined) as AnnouncementKind | undefined,
      state: (query.state || undefined) as AnnouncementState | undefined,
    }),
  );

  const columns: ConsoleColumn<AnnouncementRow>[] = [
    { key: 'no', header: ANNOUNCEMENTS_TEXT.no, render: (r) => r.ancmtId, nowrap: true },
    {
      key: 'tit',
      header: ANNOUNCEMENTS_TEXT.tit,
      sort: 'tit',
      render: (r) => <Link to={`/admin/announcements/${r.ancmtId}`}>{r.tit}</Link>,
    },
    { key: 'kind', header: ANNOUNCEMENTS_TEXT.kind, render: (r) => ANNOUNCEMENT_KIND_NAMES[r.ancmtKind], nowrap: true },
    { key: 'audience', header: ANNOUNCEMENTS_TEXT.audience, render: audienceText },
    { key: 'channels', header: ANNOUNCEMENTS_TEXT.channels, render: channelsText },
    { key: 'state', header: ANNOUNCEMENTS_TEXT.state, render: (r) => ANNOUNCEMENT_STATE_NAMES[r.state], nowrap: true },
    {
      key: 'counts',
      header: ANNOUNCEMENTS_TEXT.counts,
      render: (r) =>
        r.state === 'DRAFT'
          ? '-'
          : [
              r.counts.targetCnt,
              r.counts.shownCnt,
              r.counts.smsCnt,
              r.counts.emailCnt,
              r.counts.excludedCnt,
              r.counts.heldCnt,
            ]
              .map(n)
              .join(' / '),
      nowrap: true,
    },
    {
      key: 'regDt',
      header: ANNOUNCEMENTS_TEXT.regDt,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'sndDt',
      header: ANNOUNCEMENTS_TEXT.sndDt,
      render: (r) => (r.sndDt ? formatDate(r.sndDt, 'yyyy.MM.dd HH:mm') : '-'),
      nowrap: true,
      sort: 'sndDt',
      sortFirst: 'desc',
    },
  ];

  return (
    <ConsoleListPage
      text={ANNOUNCEMENTS_TEXT}
      writeHref="/admin/announcements/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="ancmtKind" label={ANNOUNCEMENTS_TEXT.kind} options={KIND_OPTIONS} values={v} set={set} />
          <FilterSelect name="state" label={ANNOUNCEMENTS_TEXT.state} options={STATE_OPTIONS} values={v} set={set} />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.ancmtId}
      pageSize={PAGE_SIZE}
    />
  );
}
