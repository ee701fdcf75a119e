import type { MemberDetail, MemberPersonal } from '@onfan/contracts/auth.admin';
import { MEMBER_KIND_NAMES, MEMBER_STATE_NAMES } from '@onfan/contracts/auth.admin';
import type { MemberActivity } from '@onfan/contracts/dashboard';
import { formatNumber } from '@onfan/contracts/format';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { ConsoleReasonDialog } from '@/features/admin/components/ConsoleReasonDialog';
import { memberActivityQuery } from '@/features/admin/admin-api';
import { ConsoleTable, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import styles from '@/features/admin/components/console.module.css';
import { DeskFacts } from '@/features/admin/components/DeskFacts';
import { DeskPanel } from '@/features/admin/components/DeskPanel';
import {
  fetchMemberPersonal,
  memberQuery,
  useEndMemberSessions,
  useLockMember,
  useResetMemberPassword,
} from '@/features/auth/auth-admin-api';
import { refusalMessage, useCommand } from '@/lib/api/use-command';
import { SuspensionDialog, SUSPENSION_TEXT } from './SuspensionDialog';

export const MEMBER_TEXT = {
  title: (lgnId: string) => `${lgnId} 회원`,
  description: '가려진 정보로 보입니다. 가리지 않은 정보는 필요할 때만 열고, 연 기록은 개인정보 접근기록에 남습니다.',
  back: '회원 목록으로',
  failed: '회원 정보를 불러오지 못했습니다.',
  account: '기본 정보',
  id: '아이디',
  name: '이름',
  mobile: '휴대폰',
  email: '이메일',
  kind: '회원 유형',
  state: '상태',
  restriction: '정지 사유',
  failures: '로그인 실패 횟수',
  joined: '가입일',
  lastLogin: '최근 로그인',
  sessions: '로그인 중인 세션',
  company: '회사와 확인서',
  compNm: '회사명',
  brno: '사업자등록번호',
  certificate: '소상공인 확인서',
  birth: '생년월일',
  consents: '동의 이력',
  consentKind: '항목',
  consentKinds: {
    terms: '이용약관',
    privacy: '개인정보 수집·이용',
    marketing: '마케팅 정보 수신',
    cashfriends: '캐시프렌즈',
  },
  version: '버전',
  agreed: '동의 여부',
  yes: '동의',
  no: '미동의(철회)',
  channel: '경로',
  when: '일시',
  personal: '가리지 않은 개인정보',
  showPersonal: '개인정보 보기',
  personalConfirm: '가리지 않은 개인정보를 봅니다. 이 조회는 개인정보 접근기록에 남습니다. 계속하시겠습니까?',
  actions: '관리',
  lock: '이용 정지',
  unlock: '이용 정지 해제',
  endSessions: '로그인 세션 끝내기',
  reason: '사유',
  lockHelp: '정지하면 로그인 중인 세션이 모두 끝나고, 회원은 로그인할 때 이 사유를 봅니다.',
  unlockHelp: '해제하면 로그인 실패 횟수도 0으로 돌아갑니다.',
  sessionsHelp: '휴대폰 분실 등으로 요청받았을 때 씁니다. 회원은 다시 로그인해야 합니다.',
  save: '저장',
  lockConfirm: (lgnId: string, lock: boolean) =>
    lock ? `${lgnId} 회원의 이용을 정지하시겠습니까?` : `${lgnId} 회원의 이용 정지를 해제하시겠습니까?`,
  sessionsConfirm: (lgnId: string) => `${lgnId} 회원의 로그인 세션을 모두 끝내시겠습니까?`,
  resetPassword: '비밀번호 초기화(문자 발송)',
  resetHelp:
    '새 임시 비밀번호를 만들어 회원의 휴대폰으로 문자로 보냅니다. 로그인 중인 세션은 모두 끝나고, 임시 비밀번호는 관리자 화면에 표시되지 않습니다.',
  resetConfirm: (lgnId: string) =>
    `${lgnId} 회원의 비밀번호를 초기화하고 임시 비밀번호를 문자로 보내시겠습니까? 지금 쓰는 비밀번호는 더 이상 쓸 수 없습니다.`,
  none: '-',
  activityFailed: '회원의 이용 내역을 불러오지 못했습니다.',
  listCaption: (title: string) => `${title} 최근 목록`,
  listCount: (total: number, shown: number) =>
    total > shown ? `총 ${formatNumber(total)}건 중 최근 ${formatNumber(shown)}건` : `총 ${formatNumber(total)}건`,
  reservations: '예약(스튜디오·공간)',
  reservationsNone: '예약 내역이 없습니다.',
  place: '스튜디오·공간',
  room: '룸',
  useDay: '이용일',
  hours: '시간',
  status: '상태',
  applications: '지원사업 신청',
  applicationsNone: '지원사업 신청 내역이 없습니다.',
  programme: '지원사업',
  appliedAt: '신청일',
  posts: '커뮤니티 글·댓글',
  postsNone: '커뮤니티에 쓴 글과 댓글이 없습니다.',
  writingKind: '구분',
  post: '글',
  comment: '댓글',
  postTitle: '글 제목',
  shown: '노출',
  shownYes: '노출',
  shownNo: '신고로 숨김',
} as const;

type ActivityReservation = MemberActivity['reservations']['items'][number];
type ActivityApplication = MemberActivity['applications']['items'][number];
type ActivityPost = MemberActivity['posts']['items'][number];
const hhmm = (v: string) => `${v.slice(0, 2)}:${v.slice(2)}`;
const ymd = (v: string) => `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6, 8)}`;
const RESERVATION_COLUMNS: ConsoleColumn<ActivityReservation>[] = [
  { key: 'day', header: MEMBER_TEXT.useDay, render: (r) => ymd(r.rsvtYmd), nowrap: true },
  {
    key: 'hours',
    header: MEMBER_TEXT.hours,
    render: (r) => `${hhmm(r.rsvtBgngHhmm)}~${hhmm(r.rsvtEndHhmm)}`,
    nowrap: true,
  },
  { key: 'place', header: MEMBER_TEXT.place, render: (r) => r.placeNm },
  { key: 'room', header: MEMBER_TEXT.room, render: (r) => r.roomNm },
  { key: 'status', header: MEMBER_TEXT.status, render: (r) => r.statusNm, nowrap: true },
];
const APPLICATION_COLUMNS: ConsoleColumn<ActivityApplication>[] = [
  { key: 'when', header: MEMBER_TEXT.appliedAt, render: (a) => formatDate(a.aplyDt, 'yyyy.MM.dd HH:mm'), nowrap: true },
  { key: 'programme', header: MEMBER_TEXT.programme, render: (a) => a.sprtBizNm },
  { key: 'status', header: MEMBER_TEXT.status, render: (a) => a.aplySttsNm, nowrap: true },
];
const POST_COLUMNS: ConsoleColumn<ActivityPost>[] = [
  { key: 'when', header: MEMBER_TEXT.when, render: (p) => formatDate(p.regDt, 'yyyy.MM.dd HH:mm'), nowrap: true },
  {
    key: 'kind',
    header: MEMBER_TEXT.writingKind,
    render: (p) => (p.kind === 'post' ? MEMBER_TEXT.post : MEMBER_TEXT.comment),
    nowrap: true,
  },
  { key: 'title', header: MEMBER_TEXT.postTitle, render: (p) => p.title },
  {
    key: 'shown',
    header: MEMBER_TEXT.shown,
    render: (p) => (p.shown ? MEMBER_TEXT.shownYes : MEMBER_TEXT.shownNo),
    nowrap: true,
  },
];

function ActivityList<T>({
  id,
  title,
  empty,
  list,
  columns,
  rowKey,
}: {
  id: string;
  title: string;
  empty: string;
  list: { total: number; items: T[] };
  columns: readonly ConsoleColumn<T>[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <DeskPanel id={id} title={title}>
      <p className={styles.count}>{MEMBER_TEXT.listCount(list.total, list.items.length)}</p>
      {list.items.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ConsoleTable caption={MEMBER_TEXT.listCaption(title)} columns={columns} rows={list.items} rowKey={rowKey} />
      )}
    </DeskPanel>
  );
}

/** The member's newest reservations, applications and writings, each with the count of all. */
function Activity({ userId }: { userId: number }) {
  const activity = useQuery(memberActivityQuery(userId));
  if (activity.isPending) return <Spinner />;
  if (activity.isError) {
    return <EmptyState message={MEMBER_TEXT.activityFailed} description={refusalMessage(activity.error)} />;
  }
  const a = activity.data;
  return (
    <>
      <ActivityList
        id="member-reservations"
        title={MEMBER_TEXT.reservations}
        empty={MEMBER_TEXT.reservationsNone}
        list={a.reservations}
        columns={RESERVATION_COLUMNS}
        rowKey={(r) => `${r.kind}-${r.rsvtId}`}
      />
      <ActivityList
        id="member-applications"
        title={MEMBER_TEXT.applications}
        empty={MEMBER_TEXT.applicationsNone}
        list={a.applications}
        columns={APPLICATION_COLUMNS}
        rowKey={(r) => r.aplyId}
      />
      <ActivityList
        id="member-posts"
        title={MEMBER_TEXT.posts}
        empty={MEMBER_TEXT.postsNone}
        list={a.posts}
        columns={POST_COLUMNS}
        rowKey={(r) => `${r.kind}-${r.id}`}
      />
    </>
  );
}

type Consent = MemberDetail['consents'][number];
const CONSENT_COLUMNS: ConsoleColumn<Consent>[] = [
  { key: 'when', header: MEMBER_TEXT.when, render: (c) => formatDate(c.regDt, 'yyyy.MM.dd HH:mm'), nowrap: true },
  { key: 'kind', header: MEMBER_TEXT.consentKind, render: (c) => MEMBER_TEXT.consentKinds[c.consentKind] },
  { key: 'agreed', header: MEMBER_TEXT.agreed, render: (c) => (c.agreYn === 'Y' ? MEMBER_TEXT.yes : MEMBER_TEXT.no) },
  { key: 'version', header: MEMBER_TEXT.version, render: (c) => c.consentVersion, nowrap: true },
  { key: 'channel', header: MEMBER_TEXT.channel, render: (c) => c.channel, nowrap: true },
];

type Open = 'lock' | 'sessions' | 'password' | 'posting' | null;

/**
 * admin/members/:userId (시스템 관리자): a member masked, the unmasked record on request (logged), lock, sessions and
 * a password reset by text message, and the member's newest reservations, applications and writings.
 */
export default function MemberPage() {
  const userId = Number(useParams().userId);
  const member = useQuery({ ...memberQuery(userId), enabled: Number.isInteger(userId) && userId > 0 });
  const [personal, setPersonal] = useState<MemberPersonal | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const reveal = useCommand({
    mutationFn: () => fetchMemberPersonal(userId),
    confirm: MEMBER_TEXT.personalConfirm,
    success: false,
    onDone: (p) => setPersonal(p),
  });
  const lgnId = member.data?.lgnId ?? '';
  const locked = member.data?.state === 'LOCKED';
  const lock = useLockMember({
    confirm: () => MEMBER_TEXT.lockConfirm(lgnId, !locked),
    onDone: () => setOpen(null),
    onRefused: () => setOpen(null),
  });
  const endSessions = useEndMemberSessions({
    confirm: () => MEMBER_TEXT.sessionsConfirm(lgnId),
    onDone: () => setOpen(null),
  });
  const resetPassword = useResetMemberPassword({
    confirm: () => MEMBER_TEXT.resetConfirm(lgnId),
    onDone: () => setOpen(null),
    onRefused: () => setOpen(null),
  });

  if (member.isPending) return <Spinner />;
  if (member.isError) {
    return <EmptyState message={MEMBER_TEXT.failed} description={refusalMessage(member.error)} />;
  }
  const m = member.data;
  return (
    <>
      <PageHeader title={MEMBER_TEXT.title(m.lgnId)} description={MEMBER_TEXT.description} />
      <p>
        <Link to="/admin/members">{MEMBER_TEXT.back}</Link>
      </p>
      <DeskPanel id="member-account" title={MEMBER_TEXT.account}>
        <DeskFacts
          rows={[
            [MEMBER_TEXT.id, m.lgnId],
            [MEMBER_TEXT.name, m.userNm],
            [MEMBER_TEXT.mobile, m.mblNo],
            [MEMBER_TEXT.email, m.userEmail],
            [MEMBER_TEXT.kind, MEMBER_KIND_NAMES[m.userPattnCd]],
            [MEMBER_TEXT.state, MEMBER_STATE_NAMES[m.state]],
            [MEMBER_TEXT.restriction, m.rstrcRsn ?? ''],
            [MEMBER_TEXT.failures, String(m.lgnFailCnt)],
            [MEMBER_TEXT.joined, formatDate(m.regDt, 'yyyy.MM.dd')],
            [MEMBER_TEXT.lastLogin, m.lastLoginAt ? formatDate(m.lastLoginAt, 'yyyy.MM.dd HH:mm') : ''],
            [MEMBER_TEXT.sessions, String(m.activeSessions)],
          ]}
        />
        <div className={styles.actions}>
          <Button variant="secondary" isPending={reveal.isPending} onPress={() => void reveal.run()}>
            {MEMBER_TEXT.showPersonal}
          </Button>
          <Button variant={locked ? 'secondary' : 'primary'} onPress={() => setOpen('lock')}>
            {locked ? MEMBER_TEXT.unlock : MEMBER_TEXT.lock}
          </Button>
          <Button variant="tertiary" onPress={() => setOpen('sessions')}>
            {MEMBER_TEXT.endSessions}
          </Button>
          <Button variant="tertiary" onPress={() => setOpen('password')}>
            {MEMBER_TEXT.resetPassword}
          </Button>
          <Button variant="tertiary" onPress={() => setOpen('posting')}>
            {SUSPENSION_TEXT.open}
          </Button>
        </div>
      </DeskPanel>
      {personal && (
        <DeskPanel id="member-personal" title={MEMBER_TEXT.personal}>
          <DeskFacts
            rows={[
              [MEMBER_TEXT.name, personal.userNm],
              [MEMBER_TEXT.mobile, personal.mblNo ?? ''],
              [MEMBER_TEXT.email, personal.userEmail ?? ''],
              [MEMBER_TEXT.brno, personal.prtlBrno ?? ''],
              [MEMBER_TEXT.birth, personal.brdt ?? ''],
            ]}
          />
        </DeskPanel>
      )}
      <DeskPanel id="member-company" title={MEMBER_TEXT.company}>
        <DeskFacts
          rows={[
            [MEMBER_TEXT.compNm, m.compNm ?? ''],
            [MEMBER_TEXT.brno, m.prtlBrno],
            [MEMBER_TEXT.certificate, m.certificate],
          ]}
        />
      </DeskPanel>
      <DeskPanel id="member-consents" title={MEMBER_TEXT.consents}>
        <ConsoleTable
          caption={MEMBER_TEXT.consents}
          columns={CONSENT_COLUMNS}
          rows={m.consents}
          rowKey={(c) => `${c.regDt}-${c.consentKind}-${c.agreYn}`}
        />
      </DeskPanel>
      <Activity userId={userId} />
      {open === 'lock' && (
        <ConsoleReasonDialog
          label={MEMBER_TEXT.reason}
          send={MEMBER_TEXT.save}
          title={locked ? MEMBER_TEXT.unlock : MEMBER_TEXT.lock}
          help={locked ? MEMBER_TEXT.unlockHelp : MEMBER_TEXT.lockHelp}
          onClose={() => setOpen(null)}
          isPending={lock.isPending}
          onSend={(reason) => void lock.run({ userId, action: locked ? 'UNLOCK' : 'LOCK', reason, updtDt: m.updtDt })}
        />
      )}
      {open === 'sessions' && (
        <ConsoleReasonDialog
          label={MEMBER_TEXT.reason}
          send={MEMBER_TEXT.save}
          title={MEMBER_TEXT.endSessions}
          help={MEMBER_TEXT.sessionsHelp}
          onClose={() => setOpen(null)}
          isPending={endSessions.isPending}
          onSend={(reason) => void endSessions.run({ userId, reason })}
        />
      )}
      {open === 'password' && (
        <ConsoleReasonDialog
          label={MEMBER_TEXT.reason}
          send={MEMBER_TEXT.save}
          title={MEMBER_TEXT.resetPassword}
          help={MEMBER_TEXT.resetHelp}
          onClose={() => setOpen(null)}
          isPending={resetPassword.isPending}
          onSend={(reason) => void resetPassword.run({ userId, reason, updtDt: m.updtDt })}
        />
      )}
      {open === 'posting' && (
        <SuspensionDialog userId={userId} who={`${m.userNm}(${m.lgnId})`} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
