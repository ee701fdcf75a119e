import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberDetail, MemberPersonal } from '@onfan/contracts/auth.admin';
import { MEMBER_KIND_NAMES, MEMBER_STATE_NAMES, memberSessionsBodySchema } from '@onfan/contracts/auth.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { showFormErrors } from '@/components/form/form-check';
import { FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { ConsoleTable, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import styles from '@/features/admin/components/console.module.css';
import { fetchMemberPersonal, memberQuery, useEndMemberSessions, useLockMember } from '@/features/auth/auth-admin-api';
import { refusalMessage, useCommand } from '@/lib/api/use-command';

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
  cancel: '취소',
  save: '저장',
  lockConfirm: (lgnId: string, lock: boolean) =>
    lock ? `${lgnId} 회원의 이용을 정지하시겠습니까?` : `${lgnId} 회원의 이용 정지를 해제하시겠습니까?`,
  sessionsConfirm: (lgnId: string) => `${lgnId} 회원의 로그인 세션을 모두 끝내시겠습니까?`,
  none: '-',
} as const;

type Consent = MemberDetail['consents'][number];
const CONSENT_COLUMNS: ConsoleColumn<Consent>[] = [
  { key: 'when', header: MEMBER_TEXT.when, render: (c) => formatDate(c.regDt, 'yyyy.MM.dd HH:mm'), nowrap: true },
  { key: 'kind', header: MEMBER_TEXT.consentKind, render: (c) => MEMBER_TEXT.consentKinds[c.consentKind] },
  { key: 'agreed', header: MEMBER_TEXT.agreed, render: (c) => (c.agreYn === 'Y' ? MEMBER_TEXT.yes : MEMBER_TEXT.no) },
  { key: 'version', header: MEMBER_TEXT.version, render: (c) => c.consentVersion, nowrap: true },
  { key: 'channel', header: MEMBER_TEXT.channel, render: (c) => c.channel, nowrap: true },
];

function Facts({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || MEMBER_TEXT.none}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReasonDialog({
  title,
  help,
  onClose,
  run,
  isPending,
}: {
  title: string;
  help: string;
  onClose: () => void;
  run: (reason: string) => void;
  isPending: boolean;
}) {
  const form = useForm({ resolver: zodResolver(memberSessionsBodySchema), defaultValues: { reason: '' } });
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {MEMBER_TEXT.cancel}
          </Button>
          <Button isPending={isPending} onPress={() => void form.handleSubmit((v) => run(v.reason), showFormErrors)()}>
            {MEMBER_TEXT.save}
          </Button>
        </>
      }
    >
      <p>{help}</p>
      <FormTextField
        control={form.control}
        name="reason"
        label={MEMBER_TEXT.reason}
        multiline
        maxLength={500}
        isRequired
      />
    </Dialog>
  );
}

type Open = 'lock' | 'sessions' | null;

/** admin/members/:userId (시스템 관리자): a member masked, the unmasked record on request (logged), lock and sessions. */
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
      <section className={styles.panel} aria-labelledby="member-account">
        <h2 id="member-account">{MEMBER_TEXT.account}</h2>
        <Facts
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
        </div>
      </section>
      {personal && (
        <section className={styles.panel} aria-labelledby="member-personal">
          <h2 id="member-personal">{MEMBER_TEXT.personal}</h2>
          <Facts
            rows={[
              [MEMBER_TEXT.name, personal.userNm],
              [MEMBER_TEXT.mobile, personal.mblNo ?? ''],
              [MEMBER_TEXT.email, personal.userEmail ?? ''],
              [MEMBER_TEXT.brno, personal.prtlBrno ?? ''],
              [MEMBER_TEXT.birth, personal.brdt ?? ''],
            ]}
          />
        </section>
      )}
      <section className={styles.panel} aria-labelledby="member-company">
        <h2 id="member-company">{MEMBER_TEXT.company}</h2>
        <Facts
          rows={[
            [MEMBER_TEXT.compNm, m.compNm ?? ''],
            [MEMBER_TEXT.brno, m.prtlBrno],
            [MEMBER_TEXT.certificate, m.certificate],
          ]}
        />
      </section>
      <section className={styles.panel} aria-labelledby="member-consents">
        <h2 id="member-consents">{MEMBER_TEXT.consents}</h2>
        <ConsoleTable
          caption={MEMBER_TEXT.consents}
          columns={CONSENT_COLUMNS}
          rows={m.consents}
          rowKey={(c) => `${c.regDt}-${c.consentKind}-${c.agreYn}`}
        />
      </section>
      {open === 'lock' && (
        <ReasonDialog
          title={locked ? MEMBER_TEXT.unlock : MEMBER_TEXT.lock}
          help={locked ? MEMBER_TEXT.unlockHelp : MEMBER_TEXT.lockHelp}
          onClose={() => setOpen(null)}
          isPending={lock.isPending}
          run={(reason) => void lock.run({ userId, action: locked ? 'UNLOCK' : 'LOCK', reason, updtDt: m.updtDt })}
        />
      )}
      {open === 'sessions' && (
        <ReasonDialog
          title={MEMBER_TEXT.endSessions}
          help={MEMBER_TEXT.sessionsHelp}
          onClose={() => setOpen(null)}
          isPending={endSessions.isPending}
          run={(reason) => void endSessions.run({ userId, reason })}
        />
      )}
    </>
  );
}
