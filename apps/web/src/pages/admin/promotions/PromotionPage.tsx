import type { PrgmDeskDetail } from '@onfan/contracts/econ-promotion.admin';
import { ECON_DESK_MESSAGES, PROMOTION_KINDS } from '@onfan/contracts/econ-promotion.admin';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { type ConsoleImage, ConsoleImageField } from '@/features/admin/components/ConsoleImageField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { RecordFormPage } from '@/features/admin/components/RecordFormPage';
import { RecordOrderField } from '@/features/admin/components/RecordOrderField';
import { useRecordForm } from '@/features/admin/components/record-form';
import {
  prgmDeskQuery,
  uploadPrgmImages,
  useCreatePrgm,
  usePrgmVisibility,
  useUpdatePrgm,
} from '@/features/econ-promotion/econ-promotion-admin-api';
import styles from '@/features/admin/components/console-form.module.css';
import { Form } from '@/components/ui/Form';

export const PROMOTION_FORM_TEXT = {
  create: '판로 홍보 프로그램 등록',
  edit: '판로 홍보 프로그램 수정',
  description:
    '저장하면 방문자의 프로모션 화면이 곧바로 바뀝니다. 모집 상태(모집 예정·모집 중·마감)는 모집 기간으로 정해집니다.',
  basics: '프로그램 정보',
  kind: '프로모션',
  prgmNm: '프로그램 이름',
  trgt: '모집 대상',
  bnft: '지원 혜택',
  prgmDesc: '프로그램 설명',
  periods: '기간',
  bgngDe: '모집 시작일',
  endDe: '모집 종료일',
  oprBgngDe: '운영 시작일',
  oprEndDe: '운영 종료일',
  oprHelp: '선택. 시작일과 종료일을 함께 입력합니다.',
  picture: '프로그램 사진',
  pictureHelp:
    'PNG·JPEG·WEBP·GIF 사진 한 장을 올립니다(선택). 3:2 크기로 맞춰 저장합니다. 무엇이 보이는지 대체 텍스트를 적어 주세요.',
  hide: '프로그램 숨기기',
  show: '프로그램 다시 공개',
  hiddenState: '이 프로그램은 숨김 상태입니다. 방문자에게 보이지 않습니다.',
  notFound: ECON_DESK_MESSAGES.notFound,
} as const;

const KIND_OPTIONS = Object.entries(PROMOTION_KINDS).map(([value, label]) => ({ value, label }));

interface Draft {
  kind: string;
  prgmNm: string;
  trgt: string;
  bnft: string;
  prgmDesc: string;
  bgngDe: string;
  endDe: string;
  oprBgngDe: string;
  oprEndDe: string;
  sortSeq: string;
  imgs: ConsoleImage[];
}

function draftOf(p?: PrgmDeskDetail): Draft {
  return {
    kind: p?.kind ?? '',
    prgmNm: p?.prgmNm ?? '',
    trgt: p?.trgt ?? '',
    bnft: p?.bnft ?? '',
    prgmDesc: p?.prgmDesc ?? '',
    bgngDe: p?.bgngDe ?? '',
    endDe: p?.endDe ?? '',
    oprBgngDe: p?.oprBgngDe ?? '',
    oprEndDe: p?.oprEndDe ?? '',
    sortSeq: p ? String(p.sortSeq) : '0',
    imgs: p?.imgs ?? [],
  };
}

/** The body the contract reads: an empty running date is none; numbers as typed (the server answers at the field). */
export function prgmBodyOf(d: Draft) {
  return {
    ...d,
    kind: d.kind as 'subs' | 'local',
    oprBgngDe: d.oprBgngDe || null,
    oprEndDe: d.oprEndDe || null,
    sortSeq: d.sortSeq.trim() === '' ? Number.NaN : Number(d.sortSeq),
  };
}

function PromotionForm({ prgm }: { prgm?: PrgmDeskDetail }) {
  const { draft, set, errors, submit, actions, images } = useRecordForm({
    record: prgm,
    init: () => draftOf(prgm),
    bodyOf: prgmBodyOf,
    listHref: '/admin/promotions',
    id: 'prgmId',
    name: 'prgmNm',
    text: PROMOTION_FORM_TEXT,
    useCreate: useCreatePrgm,
    useUpdate: useUpdatePrgm,
    useVisibility: usePrgmVisibility,
  });
  const err = errors.of;
  const T = PROMOTION_FORM_TEXT;
  const dateField = (key: 'bgngDe' | 'endDe' | 'oprBgngDe' | 'oprEndDe', required: boolean, help?: string) => (
    <TextField
      type="date"
      label={T[key]}
      {...(help ? { description: help } : {})}
      value={draft[key]}
      onChange={(v) => set(key, v)}
      errorMessage={err(key)}
      isRequired={required}
    />
  );

  return (
    <Form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{T.basics}</legend>
        <Select
          label={T.kind}
          options={KIND_OPTIONS}
          value={draft.kind || null}
          onChange={(v) => set('kind', v ?? '')}
          errorMessage={err('kind')}
          isRequired
        />
        <RecordOrderField value={draft.sortSeq} onChange={(v) => set('sortSeq', v)} errorMessage={err('sortSeq')} />
        <TextField
          className={styles.wide}
          label={T.prgmNm}
          value={draft.prgmNm}
          onChange={(v) => set('prgmNm', v)}
          errorMessage={err('prgmNm')}
          maxLength={100}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={T.trgt}
          value={draft.trgt}
          onChange={(v) => set('trgt', v)}
          errorMessage={err('trgt')}
          maxLength={200}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={T.bnft}
          value={draft.bnft}
          onChange={(v) => set('bnft', v)}
          errorMessage={err('bnft')}
          maxLength={200}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={T.prgmDesc}
          value={draft.prgmDesc}
          onChange={(v) => set('prgmDesc', v)}
          errorMessage={err('prgmDesc')}
          maxLength={2000}
          multiline
          rows={5}
          isRequired
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{T.periods}</legend>
        {dateField('bgngDe', true)}
        {dateField('endDe', true)}
        {dateField('oprBgngDe', false, T.oprHelp)}
        {dateField('oprEndDe', false, T.oprHelp)}
      </fieldset>
      <ConsoleImageField
        className={styles.fieldset}
        {...images('imgs')}
        legend={T.picture}
        help={T.pictureHelp}
        max={1}
        tooMany={ECON_DESK_MESSAGES.imageTooMany}
        upload={uploadPrgmImages}
      />
      <ConsoleFormActions {...actions} />
    </Form>
  );
}

/** admin/promotions/new and admin/promotions/:prgmId (판로 담당, 시스템 관리자): write a programme, or edit one. */
export default function PromotionPage() {
  return (
    <RecordFormPage param="prgmId" query={prgmDeskQuery} text={PROMOTION_FORM_TEXT}>
      {(detail) => <PromotionForm {...(detail ? { prgm: detail } : {})} />}
    </RecordFormPage>
  );
}
