import { CODE_GROUP } from '@onfan/contracts/code';
import type { ProxyReservationInput } from '@onfan/contracts/studio';
import { checkHourSelection, formatHhmm, hhmmToHour, hourToHhmm } from '@onfan/contracts/studio';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '@/components/ui/Button';
import { CheckboxGroup } from '@/components/ui/CheckboxGroup';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { proxyMemberQuery, useProxyReserve } from '@/features/studio/reservation-admin-api';
import { codesQuery, daysQuery, slotsQuery, studioBooking, studiosQuery } from '@/features/studio/studio-api';
import { isApiError } from '@/lib/api/api-client';
import { refusalMessage } from '@/lib/api/use-command';
import styles from '@/features/admin/components/console-form.module.css';
import { Form } from '@/components/ui/Form';

export const PROXY_TEXT = {
  title: '대리 예약',
  description:
    '회원을 대신해 스튜디오 룸을 예약합니다. 회원이 직접 예약할 때와 같은 규칙(운영 시간, 휴무일, 연속 시간 제한, 소상공인 확인서 승인)이 적용되고, 이미 예약된 시간은 예약할 수 없습니다. 예약은 회원의 나의 예약에 보이고, 회원에게 문자로 알립니다.',
  member: '회원',
  lgnId: '회원 아이디',
  lgnIdHelp: '회원의 아이디를 정확히 입력한 뒤 회원 찾기를 누릅니다. 회원 정보는 가려서 보입니다.',
  find: '회원 찾기',
  finding: '회원을 찾는 중입니다.',
  found: (id: string, name: string, cert: string) => `${id} (${name}) · 소상공인 확인서: ${cert}`,
  certNote: '소상공인 확인서가 승인된 회원만 예약할 수 있습니다.',
  when: '룸과 이용 일시',
  room: '룸',
  month: '이용 월',
  thisMonth: '이번 달',
  nextMonth: '다음 달',
  day: '이용일',
  dayHelp: '예약할 수 있는 날만 보입니다(내일부터, 운영일).',
  noDays: '이 달에는 예약할 수 있는 날이 없습니다.',
  hours: '이용 시간',
  hoursHelp: '연속된 시간을 고릅니다. 이미 예약된 시간은 고를 수 없습니다.',
  pickDay: '룸과 이용일을 먼저 고르세요.',
  taken: '(예약됨)',
  loadError: '예약 달력을 불러오지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
  state: '예약 상태',
  states: [
    { value: 'CONFIRMED', label: '예약확정 (바로 확정)' },
    { value: 'REQUESTED', label: '예약신청 (확정 대기)' },
  ],
  business: '예약 정보',
  usrcnt: '참여 인원',
  strNm: '업체명',
  brno: '사업자등록번호',
  brnoHelp: '숫자 10자리 (- 없이)',
  useCtgr: '상품 카테고리',
  rprsGds: '대표상품명',
  brnd: '브랜드',
  shootCtgr: '이용 카테고리',
  strPattn: '업체유형',
  equipment: '대여가능 장비',
  contact: '회원 연락처',
  contactHelp: '예약 안내 문자를 받을 번호입니다.',
  letoff: '판매 채널',
  extra: '추가 희망 장비',
  request: '요청사항',
  save: '예약 등록',
  cancel: '목록으로',
} as const;

interface Draft {
  lgnId: string;
  roomId: string;
  month: string;
  rsvtYmd: string;
  hours: string[];
  rsvtSttsCd: 'CONFIRMED' | 'REQUESTED';
  rsvtUsrcnt: string;
  strNm: string;
  brno: string;
  useCtgrDcd: string;
  shootCtgrDcd: string;
  strPattnDcd: string;
  rprsGdsNm: string;
  brndNm: string;
  loanPssEqu: string[];
  rsvtUserCnctel: string;
  letoffChnl: string;
  osdAddExpctEqu: string;
  rsvtDmndCn: string;
}

/** This month and the next in Seoul, as yyyyMM. */
function months(): [string, string] {
  const now = new Date(Date.now() + 9 * 3_600_000);
  const ym = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  return [ym(now), ym(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)))];
}

const EMPTY: Draft = {
  lgnId: '',
  roomId: '',
  month: months()[0],
  rsvtYmd: '',
  hours: [],
  rsvtSttsCd: 'CONFIRMED',
  rsvtUsrcnt: '1',
  strNm: '',
  brno: '',
  useCtgrDcd: '',
  shootCtgrDcd: '',
  strPattnDcd: '',
  rprsGdsNm: '',
  brndNm: '',
  loanPssEqu: [],
  rsvtUserCnctel: '',
  letoffChnl: '',
  osdAddExpctEqu: '',
  rsvtDmndCn: '',
};

/** The hours [bgng, end) of the checked hours (the server checks them again against the room). */
function hoursOf(hours: string[]): { rsvtBgngHhmm: string; rsvtEndHhmm: string } {
  const sorted = hours.map(hhmmToHour).sort((a, b) => a - b);
  if (sorted.length === 0) return { rsvtBgngHhmm: '', rsvtEndHhmm: '' };
  return { rsvtBgngHhmm: hourToHhmm(sorted[0]!), rsvtEndHhmm: hourToHhmm(sorted[sorted.length - 1]! + 1) };
}

/** Where a server field message is shown: the hours and the day fields stand for their wire fields. */
const FIELD_OF: Record<string, string> = { rsvtBgngHhmm: 'hours', rsvtEndHhmm: 'hours' };

/**
 * admin/reservations/new (예약 담당, 시스템 관리자): an operator books a studio room on a member's behalf, through the
 * member's own booking rules; the draft keeps what was typed through a refusal, the server's messages at the fields.
 */
export default function ReservationProxyPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [lookup, setLookup] = useState('');
  const member = useQuery(proxyMemberQuery(lookup));
  const studios = useQuery(studiosQuery());
  const roomId = Number(draft.roomId);
  const days = useQuery({ ...daysQuery(studioBooking, roomId, draft.month), enabled: roomId > 0 });
  const slots = useQuery({
    ...slotsQuery(studioBooking, roomId, draft.rsvtYmd),
    enabled: roomId > 0 && draft.rsvtYmd !== '',
  });
  const equipment = useQuery(codesQuery(CODE_GROUP.equipment));
  const useCtgr = useQuery(codesQuery(CODE_GROUP.useCategory));
  const shootCtgr = useQuery(codesQuery(CODE_GROUP.shootCategory));
  const strPattn = useQuery(codesQuery(CODE_GROUP.storeType));

  const set = <K extends keyof Draft>(key: K, value: Draft[K], also: Partial<Draft> = {}) => {
    setDraft((d) => ({ ...d, [key]: value, ...also }));
    setErrors((e) => {
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  };
  const err = (field: string) => errors[field] ?? null;
  const toList = () => void navigate('/admin/reservations');
  const showRefusal = (e: unknown) => {
    const next: Record<string, string> = {};
    for (const f of isApiError(e) ? (e.errors ?? []) : []) next[FIELD_OF[f.field] ?? f.field] ??= f.message;
    setErrors(next);
    return false;
  };
  const reserve = useProxyReserve({ onDone: toList, handleRefusal: showRefusal });
  const submit = () => {
    const message = draft.hours.length ? checkHourSelection(draft.hours.map(hhmmToHour)) : null;
    if (message) {
      setErrors({ hours: message });
      return;
    }
    setErrors({});
    const { roomId: room, month: _month, hours, ...rest } = draft;
    const body: ProxyReservationInput = {
      ...rest,
      ...hoursOf(hours),
      rsvtUsrcnt: rest.rsvtUsrcnt,
      loanPssEqu: rest.loanPssEqu.join(','),
    };
    if (!(Number(room) > 0)) {
      setErrors({ roomId: PROXY_TEXT.pickDay });
      return;
    }
    void reserve.run({ roomId: Number(room), ...body });
  };

  const options = (data: { cmmnCdVal: string; cmmnCdValNm: string }[] | undefined) =>
    (data ?? []).map((c) => ({ value: c.cmmnCdVal, label: c.cmmnCdValNm }));
  const roomOptions = (studios.data ?? []).flatMap((s) =>
    s.rooms.map((r) => ({ value: String(r.roomId), label: `${s.studoNm} ${r.roomNm}` })),
  );
  const [thisMonth, nextMonth] = months();
  const monthOptions = [
    { value: thisMonth, label: `${PROXY_TEXT.thisMonth} (${thisMonth.slice(0, 4)}.${thisMonth.slice(4)})` },
    { value: nextMonth, label: `${PROXY_TEXT.nextMonth} (${nextMonth.slice(0, 4)}.${nextMonth.slice(4)})` },
  ];
  const dayOptions = (days.data?.days ?? [])
    .filter((d) => d.bookableYn === 'Y')
    .map((d) => ({ value: d.ymd.replaceAll('-', ''), label: formatYmd(d.ymd.replaceAll('-', '')) }));
  const hourOptions = (slots.data ?? []).map((s) => ({
    value: s.rsvtBgngHhmm,
    label: `${formatHhmm(s.rsvtBgngHhmm)}~${formatHhmm(s.rsvtEndHhmm)}${s.state === 'E' ? '' : ` ${PROXY_TEXT.taken}`}`,
    isDisabled: s.state !== 'E',
  }));
  const people = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}명` }));

  return (
    <>
      <PageHeader title={PROXY_TEXT.title} description={PROXY_TEXT.description} />
      <Form className={styles.form} noValidate onSubmit={submit}>
        <fieldset className={styles.fieldset}>
          <legend>{PROXY_TEXT.member}</legend>
          <TextField
            label={PROXY_TEXT.lgnId}
            description={PROXY_TEXT.lgnIdHelp}
            value={draft.lgnId}
            onChange={(v) => set('lgnId', v)}
            errorMessage={err('lgnId')}
            maxLength={50}
            autoComplete="off"
            isRequired
          />
          <div>
            <Button variant="secondary" onPress={() => setLookup(draft.lgnId.trim())}>
              {PROXY_TEXT.find}
            </Button>
          </div>
          <div className={styles.wide} aria-live="polite">
            {member.isFetching ? <p>{PROXY_TEXT.finding}</p> : null}
            {member.data && !member.isFetching ? (
              <p>
                {PROXY_TEXT.found(member.data.lgnId, member.data.userNm, member.data.certificate)}
                {member.data.certificate === '승인' ? null : ` ${PROXY_TEXT.certNote}`}
              </p>
            ) : null}
            {member.isError && !member.isFetching ? (
              <p className={styles.error} role="alert">
                {refusalMessage(member.error)}
              </p>
            ) : null}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{PROXY_TEXT.when}</legend>
          <Select
            label={PROXY_TEXT.room}
            options={roomOptions}
            value={draft.roomId || null}
            onChange={(v) => set('roomId', v ?? '', { rsvtYmd: '', hours: [] })}
            errorMessage={err('roomId')}
            isRequired
          />
          <Select
            label={PROXY_TEXT.month}
            options={monthOptions}
            value={draft.month}
            onChange={(v) => set('month', v ?? thisMonth, { rsvtYmd: '', hours: [] })}
          />
          <Select
            label={PROXY_TEXT.day}
            description={days.data && dayOptions.length === 0 ? PROXY_TEXT.noDays : PROXY_TEXT.dayHelp}
            options={dayOptions}
            value={draft.rsvtYmd || null}
            onChange={(v) => set('rsvtYmd', v ?? '', { hours: [] })}
            errorMessage={err('rsvtYmd')}
            isRequired
          />
          <div className={styles.wide}>
            {days.isError || slots.isError ? (
              <p className={styles.error} role="alert">
                {PROXY_TEXT.loadError}
              </p>
            ) : draft.rsvtYmd ? (
              <CheckboxGroup
                label={PROXY_TEXT.hours}
                description={PROXY_TEXT.hoursHelp}
                options={hourOptions}
                orientation="horizontal"
                value={draft.hours}
                onChange={(v) => set('hours', v)}
                errorMessage={err('hours')}
                isRequired
              />
            ) : (
              <p>{PROXY_TEXT.pickDay}</p>
            )}
          </div>
          <RadioGroup
            className={styles.wide}
            label={PROXY_TEXT.state}
            options={PROXY_TEXT.states}
            orientation="horizontal"
            value={draft.rsvtSttsCd}
            onChange={(v) => set('rsvtSttsCd', v === 'REQUESTED' ? 'REQUESTED' : 'CONFIRMED')}
            errorMessage={err('rsvtSttsCd')}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{PROXY_TEXT.business}</legend>
          <CheckboxGroup
            className={styles.wide}
            label={PROXY_TEXT.equipment}
            options={options(equipment.data)}
            orientation="horizontal"
            value={draft.loanPssEqu}
            onChange={(v) => set('loanPssEqu', v)}
            errorMessage={err('loanPssEqu')}
            isRequired
          />
          <Select
            label={PROXY_TEXT.usrcnt}
            options={people}
            value={draft.rsvtUsrcnt || null}
            onChange={(v) => set('rsvtUsrcnt', v ?? '')}
            errorMessage={err('rsvtUsrcnt')}
            isRequired
          />
          <TextField
            label={PROXY_TEXT.strNm}
            value={draft.strNm}
            onChange={(v) => set('strNm', v)}
            errorMessage={err('strNm')}
            maxLength={100}
            isRequired
          />
          <TextField
            label={PROXY_TEXT.brno}
            description={PROXY_TEXT.brnoHelp}
            value={draft.brno}
            onChange={(v) => set('brno', v.replace(/-/g, ''))}
            errorMessage={err('brno')}
            inputMode="numeric"
            maxLength={12}
            isRequired
          />
          <Select
            label={PROXY_TEXT.useCtgr}
            options={options(useCtgr.data)}
            value={draft.useCtgrDcd || null}
            onChange={(v) => set('useCtgrDcd', v ?? '')}
            errorMessage={err('useCtgrDcd')}
            isRequired
          />
          <TextField
            label={PROXY_TEXT.rprsGds}
            value={draft.rprsGdsNm}
            onChange={(v) => set('rprsGdsNm', v)}
            errorMessage={err('rprsGdsNm')}
            maxLength={100}
            isRequired
          />
          <TextField
            label={PROXY_TEXT.brnd}
            value={draft.brndNm}
            onChange={(v) => set('brndNm', v)}
            errorMessage={err('brndNm')}
            maxLength={100}
            isRequired
          />
          <Select
            label={PROXY_TEXT.shootCtgr}
            options={options(shootCtgr.data)}
            value={draft.shootCtgrDcd || null}
            onChange={(v) => set('shootCtgrDcd', v ?? '')}
            errorMessage={err('shootCtgrDcd')}
            isRequired
          />
          <Select
            label={PROXY_TEXT.strPattn}
            options={options(strPattn.data)}
            value={draft.strPattnDcd || null}
            onChange={(v) => set('strPattnDcd', v ?? '')}
            errorMessage={err('strPattnDcd')}
            isRequired
          />
          <TextField
            label={PROXY_TEXT.contact}
            description={PROXY_TEXT.contactHelp}
            value={draft.rsvtUserCnctel}
            onChange={(v) => set('rsvtUserCnctel', v)}
            errorMessage={err('rsvtUserCnctel')}
            type="tel"
            maxLength={13}
            isRequired
          />
          <TextField
            label={PROXY_TEXT.letoff}
            value={draft.letoffChnl}
            onChange={(v) => set('letoffChnl', v)}
            errorMessage={err('letoffChnl')}
            maxLength={100}
          />
          <TextField
            label={PROXY_TEXT.extra}
            value={draft.osdAddExpctEqu}
            onChange={(v) => set('osdAddExpctEqu', v)}
            errorMessage={err('osdAddExpctEqu')}
            maxLength={200}
          />
          <TextField
            className={styles.wide}
            label={PROXY_TEXT.request}
            value={draft.rsvtDmndCn}
            onChange={(v) => set('rsvtDmndCn', v)}
            errorMessage={err('rsvtDmndCn')}
            multiline
            rows={3}
            maxLength={500}
          />
        </fieldset>
        <div className={styles.formActions}>
          <LinkButton variant="secondary" href="/admin/reservations">
            {PROXY_TEXT.cancel}
          </LinkButton>
          <Button type="submit" isPending={reserve.isPending}>
            {PROXY_TEXT.save}
          </Button>
        </div>
      </Form>
    </>
  );
}
