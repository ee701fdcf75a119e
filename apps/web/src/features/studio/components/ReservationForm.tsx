import { CODE_GROUP } from '@onfan/contracts/code';
import type { Room } from '@onfan/contracts/studio';
import { effectiveMaxUsers, formatHhmm, STUDIO_MESSAGES } from '@onfan/contracts/studio';
import { checkRequired, isPhone, isValidBrno, VALIDATION_MESSAGES } from '@onfan/contracts/validate';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CheckboxGroup } from '@/components/ui/CheckboxGroup';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import { saveWithConfirm } from '@/lib/modal/save-with-confirm';
import { useSubmitGuard } from '@/lib/modal/use-submit-guard';
import { useSession } from '@/lib/session/session-context';
import { codesQuery, studioKeys } from '../queries';
import type { BookingApi } from '../studio-api';
import type { BookingSelection } from './RoomBooking';
import styles from './booking.module.css';

export const FORM_TEXT = {
  summary: '예약 정보',
  room: '룸',
  date: '예약 일시',
  equipment: '대여가능 장비',
  usrcnt: '참여 인원',
  strNm: '업체명',
  brno: '사업자등록번호',
  brnoHelp: '숫자 10자리 (- 없이)',
  useCtgr: '상품 카테고리',
  rprsGds: '대표상품명',
  brnd: '브랜드',
  shootCtgr: '이용 카테고리',
  strPattn: '업체유형',
  contact: '연락처',
  letoff: '판매 채널',
  letoffHelp: '예: 스마트스토어, 자사몰 (선택)',
  extraEquipment: '추가 희망 장비',
  request: '요청사항',
  submit: '예약 신청',
  cancel: '취소',
  confirm: '입력한 내용으로 예약을 신청하시겠습니까?',
  people: (n: number) => `${n}명`,
} as const;

interface Values {
  loanPssEqu: string[];
  rsvtUsrcnt: string | null;
  strNm: string;
  brno: string;
  useCtgrDcd: string | null;
  rprsGdsNm: string;
  brndNm: string;
  shootCtgrDcd: string | null;
  strPattnDcd: string | null;
  rsvtUserCnctel: string;
  letoffChnl: string;
  osdAddExpctEqu: string;
  rsvtDmndCn: string;
}

/** The Reservation fields of spec section 3 with the spec's messages; the server checks everything again. */
export function ReservationForm({
  booking,
  room,
  selection,
  onDone,
  onCancel,
  extraCheck,
  company,
}: {
  booking: BookingApi;
  room: Room;
  selection: BookingSelection;
  onDone: () => void;
  onCancel: () => void;
  /** Messages of a page's own preconditions (the space flow's company check), shown with the field messages. */
  extraCheck?: () => string[];
  /**
   * The space flow: the checked company (null until checked). Its brno replaces the form's business-number field and
   * its facts go with the request, which the server checks against the business registry again.
   */
  company?: { brno: string; openDay: string; ceoNm: string; compNm: string } | null;
}) {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const guard = useSubmitGuard();
  const equipment = useQuery(codesQuery(CODE_GROUP.equipment));
  const useCtgr = useQuery(codesQuery(CODE_GROUP.useCategory));
  const shootCtgr = useQuery(codesQuery(CODE_GROUP.shootCategory));
  const strPattn = useQuery(codesQuery(CODE_GROUP.storeType));
  const [v, setV] = useState<Values>(() => ({
    loanPssEqu: [],
    rsvtUsrcnt: null,
    strNm: session?.compNm ?? '',
    brno: session?.prtlBrno ?? '',
    useCtgrDcd: null,
    rprsGdsNm: '',
    brndNm: '',
    shootCtgrDcd: null,
    strPattnDcd: null,
    rsvtUserCnctel: session?.mblNo ?? '',
    letoffChnl: '',
    osdAddExpctEqu: '',
    rsvtDmndCn: '',
  }));
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setV((old) => ({ ...old, [key]: value }));
  const options = (data: { cmmnCdVal: string; cmmnCdValNm: string }[] | undefined) =>
    (data ?? []).map((c) => ({ value: c.cmmnCdVal, label: c.cmmnCdValNm }));
  const max = effectiveMaxUsers(room.maxRsvtUsrCnt);
  const people = Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: FORM_TEXT.people(i + 1) }));

  const submit = () =>
    guard.run(async () => {
      const trimmed = { ...v, strNm: v.strNm.trim(), rprsGdsNm: v.rprsGdsNm.trim(), brndNm: v.brndNm.trim() };
      const messages = checkRequired({ ...trimmed, loanPssEqu: v.loanPssEqu.length ? 'Y' : '' }, [
        { field: 'loanPssEqu', message: STUDIO_MESSAGES.equipmentRequired },
        { field: 'rsvtUsrcnt', message: STUDIO_MESSAGES.usrCntRequired },
        { field: 'strNm', message: STUDIO_MESSAGES.strNmRequired },
        { field: 'useCtgrDcd', message: STUDIO_MESSAGES.useCtgrRequired },
        { field: 'rprsGdsNm', message: STUDIO_MESSAGES.rprsGdsRequired },
        { field: 'brndNm', message: STUDIO_MESSAGES.brndRequired },
        { field: 'shootCtgrDcd', message: STUDIO_MESSAGES.shootCtgrRequired },
        { field: 'strPattnDcd', message: STUDIO_MESSAGES.strPattnRequired },
      ]);
      const brno = company !== undefined ? (company?.brno ?? '') : v.brno.replace(/-/g, '').trim();
      if (company === undefined) {
        if (!brno) messages.push(VALIDATION_MESSAGES.brnoRequired);
        else if (!isValidBrno(brno)) messages.push(VALIDATION_MESSAGES.brnoChecksum);
      }
      if (!v.rsvtUserCnctel.trim()) messages.push(STUDIO_MESSAGES.contactRequired);
      else if (!isPhone(v.rsvtUserCnctel)) messages.push(VALIDATION_MESSAGES.phoneFormat);
      messages.push(...(extraCheck?.() ?? []));
      if (!modal.formCheck(messages)) return;

      await saveWithConfirm({
        confirmMessage: FORM_TEXT.confirm,
        action: () =>
          booking.reserve(room.roomId, {
            ...selection,
            rsvtUsrcnt: Number(v.rsvtUsrcnt),
            rsvtUserCnctel: v.rsvtUserCnctel.trim(),
            rsvtDmndCn: v.rsvtDmndCn.trim() || null,
            strNm: trimmed.strNm,
            brno,
            useCtgrDcd: v.useCtgrDcd ?? '',
            shootCtgrDcd: v.shootCtgrDcd ?? '',
            strPattnDcd: v.strPattnDcd ?? '',
            rprsGdsNm: trimmed.rprsGdsNm,
            brndNm: trimmed.brndNm,
            letoffChnl: v.letoffChnl.trim() || null,
            loanPssEqu: v.loanPssEqu.join(','),
            osdAddExpctEqu: v.osdAddExpctEqu.trim() || null,
            ...(company ? { openDay: company.openDay, ceoNm: company.ceoNm, compNm: company.compNm } : {}),
          }),
        onDone: () => {
          void queryClient.invalidateQueries({ queryKey: studioKeys.all });
          onDone();
        },
        errorMessage: () => undefined,
      });
      // A refused booking (taken meanwhile, day closed) leaves the slots stale: reload them.
      void queryClient.invalidateQueries({ queryKey: studioKeys.slots(booking.kind, room.roomId, selection.rsvtYmd) });
    });

  const ymd = selection.rsvtYmd;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section className={styles.summary} aria-labelledby="rsvt-summary">
        {room.roomImgs[0] ? <img src={room.roomImgs[0].imgPtUrl} alt={room.roomImgs[0].imgAlt} /> : null}
        <div>
          <h3 id="rsvt-summary">{FORM_TEXT.summary}</h3>
          <dl>
            <dt>{FORM_TEXT.room}</dt>
            <dd>
              {room.studoNm} {room.roomNm}
            </dd>
            <dt>{FORM_TEXT.date}</dt>
            <dd>
              {`${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)} ${formatHhmm(selection.rsvtBgngHhmm)}~${formatHhmm(selection.rsvtEndHhmm)}`}
            </dd>
          </dl>
        </div>
      </section>
      <CheckboxGroup
        label={FORM_TEXT.equipment}
        options={options(equipment.data)}
        value={v.loanPssEqu}
        onChange={set('loanPssEqu')}
        orientation="horizontal"
        isRequired
      />
      <div className={styles.formGrid}>
        <Select
          label={FORM_TEXT.usrcnt}
          options={people}
          value={v.rsvtUsrcnt}
          onChange={set('rsvtUsrcnt')}
          isRequired
        />
        <TextField label={FORM_TEXT.strNm} value={v.strNm} onChange={set('strNm')} maxLength={100} isRequired />
        {company === undefined ? (
          <TextField
            label={FORM_TEXT.brno}
            value={v.brno}
            onChange={set('brno')}
            inputMode="numeric"
            maxLength={12}
            description={FORM_TEXT.brnoHelp}
            isRequired
          />
        ) : null}
        <Select
          label={FORM_TEXT.useCtgr}
          options={options(useCtgr.data)}
          value={v.useCtgrDcd}
          onChange={set('useCtgrDcd')}
          isRequired
        />
        <TextField
          label={FORM_TEXT.rprsGds}
          value={v.rprsGdsNm}
          onChange={set('rprsGdsNm')}
          maxLength={100}
          isRequired
        />
        <TextField label={FORM_TEXT.brnd} value={v.brndNm} onChange={set('brndNm')} maxLength={100} isRequired />
        <Select
          label={FORM_TEXT.shootCtgr}
          options={options(shootCtgr.data)}
          value={v.shootCtgrDcd}
          onChange={set('shootCtgrDcd')}
          isRequired
        />
        <Select
          label={FORM_TEXT.strPattn}
          options={options(strPattn.data)}
          value={v.strPattnDcd}
          onChange={set('strPattnDcd')}
          isRequired
        />
        <TextField
          label={FORM_TEXT.contact}
          type="tel"
          value={v.rsvtUserCnctel}
          onChange={set('rsvtUserCnctel')}
          maxLength={13}
          autoComplete="tel"
          isRequired
        />
        <TextField
          label={FORM_TEXT.letoff}
          value={v.letoffChnl}
          onChange={set('letoffChnl')}
          maxLength={100}
          description={FORM_TEXT.letoffHelp}
        />
      </div>
      <TextField
        label={FORM_TEXT.extraEquipment}
        value={v.osdAddExpctEqu}
        onChange={set('osdAddExpctEqu')}
        maxLength={200}
      />
      <TextField
        label={FORM_TEXT.request}
        value={v.rsvtDmndCn}
        onChange={set('rsvtDmndCn')}
        multiline
        rows={3}
        maxLength={500}
        showCounter
      />
      <div className={styles.actions}>
        <Button variant="secondary" size="large" onPress={onCancel}>
          {FORM_TEXT.cancel}
        </Button>
        <Button type="submit" size="large" isPending={guard.pending}>
          {FORM_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
