import { zodResolver } from '@hookform/resolvers/zod';
import { CODE_GROUP } from '@onfan/contracts/code';
import type { ReservationFormInput, ReservationFormValues, Room } from '@onfan/contracts/studio';
import { effectiveMaxUsers, formatHhmm, reservationFormSchema } from '@onfan/contracts/studio';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { FormCheckboxGroup, FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { modal } from '@/lib/modal/modal-service';
import { useSession } from '@/lib/session/session-context';
import type { BookingApi, CheckedCompany } from '../studio-api';
import { codesQuery, STUDIO_CONFIRM, useReserve } from '../studio-api';
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
  confirm: STUDIO_CONFIRM.reserve,
  people: (n: number) => `${n}명`,
} as const;

/** The order of the form check's messages (spec section 3's field order). */
const MESSAGE_ORDER: readonly (keyof ReservationFormInput)[] = [
  'loanPssEqu',
  'rsvtUsrcnt',
  'strNm',
  'useCtgrDcd',
  'rprsGdsNm',
  'brndNm',
  'shootCtgrDcd',
  'strPattnDcd',
  'brno',
  'rsvtUserCnctel',
  'letoffChnl',
  'osdAddExpctEqu',
  'rsvtDmndCn',
];

/**
 * The Reservation fields of spec section 3: the contracts' form schema gives the rules and the spec's messages, shown
 * under each field and together in the form check; the server checks everything again.
 */
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
  company?: CheckedCompany | null;
}) {
  const { session } = useSession();
  const equipment = useQuery(codesQuery(CODE_GROUP.equipment));
  const useCtgr = useQuery(codesQuery(CODE_GROUP.useCategory));
  const shootCtgr = useQuery(codesQuery(CODE_GROUP.shootCategory));
  const strPattn = useQuery(codesQuery(CODE_GROUP.storeType));
  const reserve = useReserve(booking, room.roomId, onDone);
  const withCompany = company !== undefined;
  const { control, handleSubmit, setValue } = useForm<ReservationFormInput, unknown, ReservationFormValues>({
    resolver: zodResolver(reservationFormSchema),
    defaultValues: {
      loanPssEqu: [],
      rsvtUsrcnt: '',
      strNm: session?.compNm ?? '',
      brno: session?.prtlBrno ?? '',
      useCtgrDcd: '',
      rprsGdsNm: '',
      brndNm: '',
      shootCtgrDcd: '',
      strPattnDcd: '',
      rsvtUserCnctel: session?.mblNo ?? '',
      letoffChnl: '',
      osdAddExpctEqu: '',
      rsvtDmndCn: '',
    },
  });
  const options = (data: { cmmnCdVal: string; cmmnCdValNm: string }[] | undefined) =>
    (data ?? []).map((c) => ({ value: c.cmmnCdVal, label: c.cmmnCdValNm }));
  const max = effectiveMaxUsers(room.maxRsvtUsrCnt);
  const people = Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: FORM_TEXT.people(i + 1) }));

  // The space flow's business number is the checked company's: the hidden field follows it.
  useEffect(() => {
    if (company !== undefined) setValue('brno', company?.brno ?? '');
  }, [company, setValue]);

  /** The field messages in the spec's order (but the company check's business number), then the page's own. */
  const messages = (errors: FieldErrors<ReservationFormInput>) => {
    const fields = MESSAGE_ORDER.filter((name) => !(withCompany && name === 'brno'))
      .map((name) => errors[name]?.message)
      .filter((message): message is string => typeof message === 'string' && message !== '');
    return [...new Set([...fields, ...(extraCheck?.() ?? [])])];
  };
  const submit = (values: ReservationFormValues) => {
    if (!modal.formCheck(messages({}))) return;
    void reserve.run({ ...selection, ...values, loanPssEqu: values.loanPssEqu.join(','), ...(company ?? {}) });
  };

  const ymd = selection.rsvtYmd;
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(e) => void handleSubmit(submit, (errors) => modal.formCheck(messages(errors)))(e)}
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
              <span className={styles.whole}>{formatYmd(ymd)}</span>{' '}
              <span className={styles.whole}>
                {`${formatHhmm(selection.rsvtBgngHhmm)}~${formatHhmm(selection.rsvtEndHhmm)}`}
              </span>
            </dd>
          </dl>
        </div>
      </section>
      <FormCheckboxGroup
        control={control}
        name="loanPssEqu"
        label={FORM_TEXT.equipment}
        options={options(equipment.data)}
        orientation="horizontal"
        isRequired
      />
      <div className={styles.formGrid}>
        <FormSelect control={control} name="rsvtUsrcnt" label={FORM_TEXT.usrcnt} options={people} isRequired />
        <FormTextField control={control} name="strNm" label={FORM_TEXT.strNm} maxLength={100} isRequired />
        {withCompany ? null : (
          <FormTextField
            control={control}
            name="brno"
            label={FORM_TEXT.brno}
            inputMode="numeric"
            maxLength={12}
            description={FORM_TEXT.brnoHelp}
            isRequired
          />
        )}
        <FormSelect
          control={control}
          name="useCtgrDcd"
          label={FORM_TEXT.useCtgr}
          options={options(useCtgr.data)}
          isRequired
        />
        <FormTextField control={control} name="rprsGdsNm" label={FORM_TEXT.rprsGds} maxLength={100} isRequired />
        <FormTextField control={control} name="brndNm" label={FORM_TEXT.brnd} maxLength={100} isRequired />
        <FormSelect
          control={control}
          name="shootCtgrDcd"
          label={FORM_TEXT.shootCtgr}
          options={options(shootCtgr.data)}
          isRequired
        />
        <FormSelect
          control={control}
          name="strPattnDcd"
          label={FORM_TEXT.strPattn}
          options={options(strPattn.data)}
          isRequired
        />
        <FormTextField
          control={control}
          name="rsvtUserCnctel"
          label={FORM_TEXT.contact}
          type="tel"
          maxLength={13}
          autoComplete="tel"
          isRequired
        />
        <FormTextField
          control={control}
          name="letoffChnl"
          label={FORM_TEXT.letoff}
          maxLength={100}
          description={FORM_TEXT.letoffHelp}
        />
      </div>
      <FormTextField control={control} name="osdAddExpctEqu" label={FORM_TEXT.extraEquipment} maxLength={200} />
      <FormTextField
        control={control}
        name="rsvtDmndCn"
        label={FORM_TEXT.request}
        multiline
        rows={3}
        maxLength={500}
        showCounter
      />
      <div className={styles.actions}>
        <Button variant="secondary" size="large" onPress={onCancel}>
          {FORM_TEXT.cancel}
        </Button>
        <Button type="submit" size="large" isPending={reserve.isPending}>
          {FORM_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
