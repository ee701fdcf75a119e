import { type RegionCode, regionOptions } from '@onfan/contracts/auth';
import type { AnnouncementDetail, AnnouncementKind } from '@onfan/contracts/notification.admin';
import {
  AD_TITLE_PREFIX,
  ANNOUNCEMENT_AUDIENCE_NAMES,
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_KIND_NAMES,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_STATE_NAMES,
} from '@onfan/contracts/notification.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import { useFieldErrors } from '@/features/admin/components/use-field-errors';
import consoleStyles from '@/features/admin/components/console.module.css';
import {
  announcementQuery,
  announcementReachQuery,
  type AnnouncementWriteInput,
  useCreateAnnouncement,
  useSendAnnouncement,
  useUpdateAnnouncement,
} from '@/features/notification/announcement-admin-api';
import styles from '@/features/admin/components/console-form.module.css';
import { audienceText, channelsText } from './AnnouncementsPage';
import { Form } from '@/components/ui/Form';

export const ANNOUNCEMENT_TEXT = {
  create: '알림 쓰기',
  draft: '작성 중인 알림',
  sent: '보낸 알림',
  description: '받는 회원과 종류를 고르면 보내기 전에 받을 회원 수를 알려 드립니다. 보낸 알림은 고칠 수 없습니다.',
  kind: '종류',
  kindHelp: '광고성 알림은 마케팅 정보 수신에 동의한 회원에게만 가며, 제목은 "(광고)"로 시작합니다.',
  group: '받는 회원',
  audience: '받는 회원 종류',
  everyone: '모든 회원',
  region: '지역',
  allRegions: '전체',
  regionHelp: '지역을 고르면 내 정보에 그 지역을 적은 회원만 받습니다.',
  tit: '제목',
  cn: '내용',
  link: '연결 페이지 (선택)',
  linkHelp: '알림을 누르면 열릴 온판 주소입니다. 비워 두면 회원의 알림 목록이 열립니다. (예: /notice)',
  channels: '보내는 방법',
  inApp: '앱 알림 (늘 보냅니다)',
  sms: '문자 (회원이 받기로 한 경우)',
  email: '이메일 (회원이 받기로 한 경우)',
  reachPending: '받을 회원 수를 세는 중입니다.',
  reachFailed: '받을 회원 수를 세지 못했습니다. 잠시 후 다시 시도해 주세요.',
  save: '임시 저장',
  send: '발송',
  cancel: '목록으로',
  notFound: ANNOUNCEMENT_MESSAGES.notFound,
  counts: '발송 결과',
  details: '보낸 내용',
  countNames: [
    ['targetCnt', '대상'],
    ['shownCnt', '알림 표시'],
    ['smsCnt', '문자 발송'],
    ['emailCnt', '이메일 발송'],
    ['excludedCnt', '수신 거부/동의 없음으로 제외'],
    ['heldCnt', '야간 보류'],
  ] as const,
  nextRun: (at: string) => `야간 보류분은 ${at}에 보냅니다.`,
  sndDt: '발송일시',
  linkNone: '없음 (알림 목록)',
  state: (name: string) => `상태: ${name}`,
} as const;

interface Draft {
  ancmtKind: AnnouncementKind;
  userPattnCd: string;
  /** '' for every region. */
  rgnCd: string;
  tit: string;
  cn: string;
  link: string;
  smsYn: 'Y' | 'N';
  emailYn: 'Y' | 'N';
}

const KIND_OPTIONS = ANNOUNCEMENT_KINDS.map((k) => ({ value: k, label: ANNOUNCEMENT_KIND_NAMES[k] }));
const AUDIENCE_OPTIONS = [
  { value: '', label: ANNOUNCEMENT_TEXT.everyone },
  ...ANNOUNCEMENT_AUDIENCES.map((p) => ({ value: p, label: ANNOUNCEMENT_AUDIENCE_NAMES[p] })),
];
const REGION_OPTIONS = regionOptions(ANNOUNCEMENT_TEXT.allRegions);

function draftOf(a?: AnnouncementDetail): Draft {
  return {
    ancmtKind: a?.ancmtKind ?? 'INFO',
    userPattnCd: a?.userPattnCd ?? '',
    rgnCd: a?.rgnCd ?? '',
    tit: a?.tit ?? '',
    cn: a?.cn ?? '',
    link: a?.link ?? '',
    smsYn: a?.smsYn ?? 'N',
    emailYn: a?.emailYn ?? 'N',
  };
}

/** The group the draft names, as the reach and the save take it (left out: every kind, every region). */
function audienceOf(d: Pick<Draft, 'ancmtKind' | 'userPattnCd' | 'rgnCd'>) {
  return {
    ancmtKind: d.ancmtKind,
    ...(d.userPattnCd ? { userPattnCd: d.userPattnCd as (typeof ANNOUNCEMENT_AUDIENCES)[number] } : {}),
    ...(d.rgnCd ? { rgnCd: d.rgnCd as RegionCode } : {}),
  };
}

function bodyOf(d: Draft): AnnouncementWriteInput {
  return {
    ...audienceOf(d),
    tit: d.tit,
    cn: d.cn,
    link: d.link.trim() === '' ? null : d.link.trim(),
    smsYn: d.smsYn,
    emailYn: d.emailYn,
  };
}

/** "N명에게 보냅니다" for the group chosen, from the server's count (the query the send writes with). */
function Reach({ draft }: { draft: Draft }) {
  const reach = useQuery(announcementReachQuery(audienceOf(draft)));
  return (
    <p className={`${consoleStyles.note} ${styles.wide}`} role="status">
      {reach.data ? (
        <>
          <strong>{ANNOUNCEMENT_MESSAGES.reach(reach.data.reachCnt)}</strong>
          {reach.data.nightHeldCnt > 0 ? ` ${ANNOUNCEMENT_MESSAGES.nightHeld(reach.data.nightHeldCnt)}` : null}
        </>
      ) : reach.isError ? (
        ANNOUNCEMENT_TEXT.reachFailed
      ) : (
        ANNOUNCEMENT_TEXT.reachPending
      )}
    </p>
  );
}

function AnnouncementForm({ announcement }: { announcement?: AnnouncementDetail }) {
  const navigate = useNavigate();
  // The draft keeps what was typed through a refusal: only the server's messages are added beside the fields.
  const [draft, setDraft] = useState<Draft>(() => draftOf(announcement));
  const fields = useFieldErrors();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    fields.clear(key);
  };
  const err = fields.of;
  const showRefusal = fields.showRefusal;
  const toList = () => void navigate('/admin/announcements');
  const quietly = { success: false as const, handleRefusal: showRefusal };
  const create = useCreateAnnouncement(quietly);
  const update = useUpdateAnnouncement(quietly);
  const send = useSendAnnouncement({ onDone: toList });
  const queryClient = useQueryClient();

  /** Saves what is on the screen (a new draft, or the draft on its copy); answers its id and new copy. */
  const save = async () => {
    fields.reset();
    const body = bodyOf(draft);
    return announcement
      ? update.run({ ...body, ancmtId: announcement.ancmtId, updtDt: announcement.updtDt })
      : create.run(body);
  };
  const saveOnly = async () => {
    const saved = await save();
    if (saved) void navigate(`/admin/announcements/${saved.ancmtId}`, { replace: true });
  };
  const saveAndSend = async () => {
    const saved = await save();
    if (!saved) return;
    // The confirm names the count of exactly the group saved, counted now (the list's answer may still be coming).
    // Not counted (its status says so there), the confirm declined, or refused: the saved draft is where the operator
    // goes on.
    const reach = await queryClient
      .fetchQuery({ ...announcementReachQuery(audienceOf(draft)), staleTime: 0 })
      .catch(() => null);
    const sent = reach && (await send.run({ ancmtId: saved.ancmtId, updtDt: saved.updtDt, reachCnt: reach.reachCnt }));
    if (!sent) void navigate(`/admin/announcements/${saved.ancmtId}`, { replace: true });
  };
  const pending = create.isPending || update.isPending || send.isPending;

  return (
    <Form className={styles.form} noValidate onSubmit={() => void saveAndSend()}>
      <fieldset className={styles.fieldset}>
        <legend>{ANNOUNCEMENT_TEXT.group}</legend>
        <RadioGroup
          label={ANNOUNCEMENT_TEXT.kind}
          description={ANNOUNCEMENT_TEXT.kindHelp}
          orientation="horizontal"
          options={KIND_OPTIONS}
          value={draft.ancmtKind}
          onChange={(v) => {
            const kind = v as AnnouncementKind;
            set('ancmtKind', kind);
            // An advertisement's title starts with "(광고)": put it there, never twice.
            if (kind === 'AD' && !draft.tit.startsWith(AD_TITLE_PREFIX)) set('tit', `${AD_TITLE_PREFIX} ${draft.tit}`);
          }}
          errorMessage={err('ancmtKind')}
          isRequired
        />
        <Select
          label={ANNOUNCEMENT_TEXT.audience}
          options={AUDIENCE_OPTIONS}
          value={draft.userPattnCd}
          onChange={(v) => set('userPattnCd', v ?? '')}
          errorMessage={err('userPattnCd')}
        />
        <Select
          label={ANNOUNCEMENT_TEXT.region}
          options={REGION_OPTIONS}
          value={draft.rgnCd}
          onChange={(v) => set('rgnCd', v ?? '')}
          description={ANNOUNCEMENT_TEXT.regionHelp}
          errorMessage={err('rgnCd')}
        />
        <Reach draft={draft} />
      </fieldset>
      <TextField
        label={ANNOUNCEMENT_TEXT.tit}
        value={draft.tit}
        onChange={(v) => set('tit', v)}
        errorMessage={err('tit')}
        maxLength={100}
        isRequired
      />
      <TextField
        label={ANNOUNCEMENT_TEXT.cn}
        value={draft.cn}
        onChange={(v) => set('cn', v)}
        errorMessage={err('cn')}
        maxLength={1000}
        multiline
        rows={6}
        isRequired
      />
      <TextField
        label={ANNOUNCEMENT_TEXT.link}
        description={ANNOUNCEMENT_TEXT.linkHelp}
        value={draft.link}
        onChange={(v) => set('link', v)}
        errorMessage={err('link')}
        maxLength={300}
      />
      <fieldset className={styles.fieldset}>
        <legend>{ANNOUNCEMENT_TEXT.channels}</legend>
        <Checkbox isSelected isDisabled>
          {ANNOUNCEMENT_TEXT.inApp}
        </Checkbox>
        <Checkbox isSelected={draft.smsYn === 'Y'} onChange={(on) => set('smsYn', on ? 'Y' : 'N')}>
          {ANNOUNCEMENT_TEXT.sms}
        </Checkbox>
        <Checkbox isSelected={draft.emailYn === 'Y'} onChange={(on) => set('emailYn', on ? 'Y' : 'N')}>
          {ANNOUNCEMENT_TEXT.email}
        </Checkbox>
      </fieldset>
      <div className={styles.formActions}>
        <LinkButton href="/admin/announcements" variant="secondary">
          {ANNOUNCEMENT_TEXT.cancel}
        </LinkButton>
        <Button variant="secondary" isPending={pending} onPress={() => void saveOnly()}>
          {ANNOUNCEMENT_TEXT.save}
        </Button>
        <Button type="submit" isPending={pending}>
          {ANNOUNCEMENT_TEXT.send}
        </Button>
      </div>
    </Form>
  );
}

/** A sent announcement: what was sent, to whom, and what each channel did (read from its delivery rows). */
function SentAnnouncement({ a }: { a: AnnouncementDetail }) {
  const facts: [string, string][] = [
    [ANNOUNCEMENT_TEXT.kind, ANNOUNCEMENT_KIND_NAMES[a.ancmtKind]],
    [ANNOUNCEMENT_TEXT.audience, audienceText(a)],
    [ANNOUNCEMENT_TEXT.channels, channelsText(a)],
    [ANNOUNCEMENT_TEXT.sndDt, a.sndDt ? formatDate(a.sndDt, 'yyyy.MM.dd HH:mm') : '-'],
    [ANNOUNCEMENT_TEXT.link, a.link ?? ANNOUNCEMENT_TEXT.linkNone],
    [ANNOUNCEMENT_TEXT.cn, a.cn],
  ];
  return (
    <>
      <section aria-labelledby="ancmt-counts" className={consoleStyles.panel}>
        <h2 id="ancmt-counts">{ANNOUNCEMENT_TEXT.counts}</h2>
        <dl className={consoleStyles.facts}>
          {ANNOUNCEMENT_TEXT.countNames.map(([key, name]) => (
            <div key={key}>
              <dt>{name}</dt>
              <dd>{a.counts[key].toLocaleString('ko-KR')}명</dd>
            </div>
          ))}
        </dl>
        {a.nextRunDt && a.counts.heldCnt > 0 ? (
          <p className={consoleStyles.note}>{ANNOUNCEMENT_TEXT.nextRun(formatDate(a.nextRunDt, 'yyyy.MM.dd HH:mm'))}</p>
        ) : null}
      </section>
      <section aria-labelledby="ancmt-facts" className={consoleStyles.panel}>
        <h2 id="ancmt-facts">{ANNOUNCEMENT_TEXT.details}</h2>
        <dl className={consoleStyles.facts}>
          {facts.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p>
        <LinkButton href="/admin/announcements" variant="secondary">
          {ANNOUNCEMENT_TEXT.cancel}
        </LinkButton>
      </p>
    </>
  );
}

/**
 * admin/announcements/new and admin/announcements/:ancmtId (콘텐츠 담당, 시스템 관리자): write an announcement, see
 * how many it reaches, save it or send it; a sent one shows its delivery counts.
 */
export default function AnnouncementPage() {
  const recordId = useRecordId('ancmtId');
  const announcement = useQuery({ ...announcementQuery(recordId.id), enabled: recordId.editing });
  const data = announcement.data;
  const title = !recordId.editing
    ? ANNOUNCEMENT_TEXT.create
    : data && data.state !== 'DRAFT'
      ? ANNOUNCEMENT_TEXT.sent
      : ANNOUNCEMENT_TEXT.draft;
  return (
    <ConsoleRecordPage title={title} notFound={ANNOUNCEMENT_TEXT.notFound} recordId={recordId} record={announcement}>
      {(detail) => (
        <>
          <PageHeader
            title={detail && detail.state !== 'DRAFT' ? detail.tit : title}
            description={
              detail
                ? `${ANNOUNCEMENT_TEXT.state(ANNOUNCEMENT_STATE_NAMES[detail.state])}. ${ANNOUNCEMENT_TEXT.description}`
                : ANNOUNCEMENT_TEXT.description
            }
          />
          {detail && detail.state !== 'DRAFT' ? (
            <SentAnnouncement a={detail} />
          ) : (
            <AnnouncementForm key={detail?.updtDt ?? 'new'} {...(detail ? { announcement: detail } : {})} />
          )}
        </>
      )}
    </ConsoleRecordPage>
  );
}
