import type { SodamDeskImage, StoreDeskDetail } from '@onfan/contracts/sodam.admin';
import { SODAM_DESK_MESSAGES } from '@onfan/contracts/sodam.admin';
import { TextField } from '@/components/ui/TextField';
import { ConsoleImageField } from '@/features/admin/components/ConsoleImageField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { RecordFormPage } from '@/features/admin/components/RecordFormPage';
import { RecordOrderField } from '@/features/admin/components/RecordOrderField';
import { useRecordForm } from '@/features/admin/components/record-form';
import {
  storeDeskQuery,
  uploadSodamImages,
  useCreateStore,
  useStoreVisibility,
  useUpdateStore,
} from '@/features/sodam/sodam-admin-api';
import styles from '@/features/admin/components/console-form.module.css';
import { Form } from '@/components/ui/Form';

export const STORE_FORM_TEXT = {
  create: '소담상회 매장 등록',
  edit: '소담상회 매장 수정',
  description: '저장하면 방문자의 소담상회 화면이 곧바로 바뀝니다. 매장의 상품은 소담상회 상품에서 등록합니다.',
  basics: '매장 정보',
  storeNm: '매장 이름',
  rgnNm: '지역',
  rgnHelp: '예: 서울 종로',
  addr: '주소',
  oprHr: '운영 시간',
  oprHrHelp: '예: 10:30 ~ 20:00 (연중무휴)',
  telno: '전화',
  telHelp: '예: 02-1234-5678',
  storeIntro: '매장 소개',
  mallUrl: '온라인몰 주소',
  mallHelp: 'https://로 시작하는 주소. 없으면 비워 두면 "매장에서만 판매"로 보입니다.',
  picture: '매장 사진',
  pictureHelp:
    'PNG·JPEG·WEBP·GIF 사진 한 장을 올립니다(선택). 상품 카드 크기(3:2)로 맞춰 저장합니다. 무엇이 보이는지 대체 텍스트를 적어 주세요.',
  hide: '매장 숨기기',
  show: '매장 다시 공개',
  hiddenState: '이 매장은 숨김 상태입니다. 매장과 그 상품이 방문자에게 보이지 않습니다.',
  notFound: SODAM_DESK_MESSAGES.storeNotFound,
} as const;

interface Draft {
  storeNm: string;
  rgnNm: string;
  addr: string;
  oprHr: string;
  telno: string;
  storeIntro: string;
  mallUrl: string;
  sortSeq: string;
  imgs: SodamDeskImage[];
}

function draftOf(store?: StoreDeskDetail): Draft {
  return {
    storeNm: store?.storeNm ?? '',
    rgnNm: store?.rgnNm ?? '',
    addr: store?.addr ?? '',
    oprHr: store?.oprHr ?? '',
    telno: store?.telno ?? '',
    storeIntro: store?.storeIntro ?? '',
    mallUrl: store?.mallUrl ?? '',
    sortSeq: store ? String(store.sortSeq) : '0',
    imgs: store?.imgs ?? [],
  };
}

/** The body the contract reads: numbers as typed (the server checks them and answers at the field). */
function bodyOf(d: Draft) {
  return { ...d, sortSeq: d.sortSeq.trim() === '' ? Number.NaN : Number(d.sortSeq) };
}

function StoreForm({ store }: { store?: StoreDeskDetail }) {
  const { draft, set, errors, submit, actions, images } = useRecordForm({
    record: store,
    init: () => draftOf(store),
    bodyOf,
    listHref: '/admin/sodam/stores',
    id: 'storeId',
    name: 'storeNm',
    text: STORE_FORM_TEXT,
    useCreate: useCreateStore,
    useUpdate: useUpdateStore,
    useVisibility: useStoreVisibility,
  });
  const err = errors.of;
  const T = STORE_FORM_TEXT;

  return (
    <Form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{T.basics}</legend>
        <TextField
          label={T.storeNm}
          value={draft.storeNm}
          onChange={(v) => set('storeNm', v)}
          errorMessage={err('storeNm')}
          maxLength={50}
          isRequired
        />
        <TextField
          label={T.rgnNm}
          description={T.rgnHelp}
          value={draft.rgnNm}
          onChange={(v) => set('rgnNm', v)}
          errorMessage={err('rgnNm')}
          maxLength={20}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={T.addr}
          value={draft.addr}
          onChange={(v) => set('addr', v)}
          errorMessage={err('addr')}
          maxLength={200}
          isRequired
        />
        <TextField
          label={T.oprHr}
          description={T.oprHrHelp}
          value={draft.oprHr}
          onChange={(v) => set('oprHr', v)}
          errorMessage={err('oprHr')}
          maxLength={100}
        />
        <TextField
          label={T.telno}
          description={T.telHelp}
          value={draft.telno}
          onChange={(v) => set('telno', v)}
          errorMessage={err('telno')}
          inputMode="tel"
          maxLength={13}
        />
        <TextField
          className={styles.wide}
          label={T.storeIntro}
          value={draft.storeIntro}
          onChange={(v) => set('storeIntro', v)}
          errorMessage={err('storeIntro')}
          maxLength={1000}
          multiline
          rows={4}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={T.mallUrl}
          description={T.mallHelp}
          value={draft.mallUrl}
          onChange={(v) => set('mallUrl', v)}
          errorMessage={err('mallUrl')}
          inputMode="url"
          maxLength={500}
        />
        <RecordOrderField value={draft.sortSeq} onChange={(v) => set('sortSeq', v)} errorMessage={err('sortSeq')} />
      </fieldset>
      <ConsoleImageField
        className={styles.fieldset}
        {...images('imgs')}
        legend={T.picture}
        help={T.pictureHelp}
        max={1}
        tooMany={SODAM_DESK_MESSAGES.imageTooMany}
        upload={uploadSodamImages}
      />
      <ConsoleFormActions {...actions} />
    </Form>
  );
}

/** admin/sodam/stores/new and admin/sodam/stores/:storeId (판로 담당, 시스템 관리자): write a store, or edit one. */
export default function StorePage() {
  return (
    <RecordFormPage param="storeId" query={storeDeskQuery} text={STORE_FORM_TEXT}>
      {(detail) => <StoreForm {...(detail ? { store: detail } : {})} />}
    </RecordFormPage>
  );
}
