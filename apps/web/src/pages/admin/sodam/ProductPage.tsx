import { SODAM_CATEGORIES } from '@onfan/contracts/sodam';
import type { ProductDeskDetail, SodamDeskImage } from '@onfan/contracts/sodam.admin';
import { SODAM_DESK_MESSAGES } from '@onfan/contracts/sodam.admin';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { ConsoleImageField } from '@/features/admin/components/ConsoleImageField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { RecordFormPage } from '@/features/admin/components/RecordFormPage';
import { RecordOrderField } from '@/features/admin/components/RecordOrderField';
import { useRecordForm } from '@/features/admin/components/record-form';
import {
  productDeskQuery,
  storeOptionsQuery,
  uploadSodamImages,
  useCreateProduct,
  useProductVisibility,
  useUpdateProduct,
} from '@/features/sodam/sodam-admin-api';
import styles from '@/features/admin/components/console-form.module.css';
import { Form } from '@/components/ui/Form';

export const PRODUCT_FORM_TEXT = {
  create: '소담상회 상품 등록',
  edit: '소담상회 상품 수정',
  description:
    '저장하면 방문자의 소담상회 화면이 곧바로 바뀝니다. 온판에서는 결제하지 않으므로 판매 링크로 안내합니다.',
  basics: '상품 정보',
  store: '매장',
  ctgr: '분류',
  pdNm: '상품 이름',
  pdSmry: '한 줄 소개',
  pdDesc: '상품 설명',
  prc: '가격(원)',
  prcHelp: '숫자만 입력합니다. 예: 12000',
  orgnNm: '원산지',
  sellerNm: '판매자',
  linkUrl: '판매 링크',
  linkHelp: '상품을 살 수 있는 온라인몰 주소(https://…). 없으면 비워 둡니다.',
  soldOut: '판매 상태',
  selling: '판매 중',
  soldOutYes: '품절',
  picture: '상품 사진',
  pictureHelp:
    'PNG·JPEG·WEBP·GIF 사진 한 장을 올립니다(선택). 상품 카드 크기(3:2)로 맞춰 저장합니다. 사진이 없으면 분류 그림이 보입니다. 무엇이 보이는지 대체 텍스트를 적어 주세요.',
  hide: '상품 숨기기',
  show: '상품 다시 공개',
  hiddenState: '이 상품은 숨김 상태입니다. 방문자에게 보이지 않습니다.',
  notFound: SODAM_DESK_MESSAGES.productNotFound,
} as const;

const CATEGORY_OPTIONS = Object.entries(SODAM_CATEGORIES).map(([value, label]) => ({ value, label }));
const SOLD_OUT_OPTIONS = [
  { value: 'N', label: PRODUCT_FORM_TEXT.selling },
  { value: 'Y', label: PRODUCT_FORM_TEXT.soldOutYes },
];

interface Draft {
  storeId: string;
  ctgrCd: string;
  pdNm: string;
  pdSmry: string;
  pdDesc: string;
  prc: string;
  orgnNm: string;
  sellerNm: string;
  linkUrl: string;
  soldOutYn: 'Y' | 'N';
  sortSeq: string;
  imgs: SodamDeskImage[];
}

function draftOf(product: ProductDeskDetail | undefined, storeId: string): Draft {
  return {
    storeId: product ? String(product.storeId) : storeId,
    ctgrCd: product?.ctgrCd ?? '',
    pdNm: product?.pdNm ?? '',
    pdSmry: product?.pdSmry ?? '',
    pdDesc: product?.pdDesc ?? '',
    prc: product ? String(product.prc) : '',
    orgnNm: product?.orgnNm ?? '',
    sellerNm: product?.sellerNm ?? '',
    linkUrl: product?.linkUrl ?? '',
    soldOutYn: product?.soldOutYn ?? 'N',
    sortSeq: product ? String(product.sortSeq) : '0',
    imgs: product?.imgs ?? [],
  };
}

/** A number field as typed: empty or not a number is sent as NaN and refused at the field by the server. */
export const typedNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.replace(/,/g, '')));

/** The body the contract reads (the server checks it and answers at the field). */
export function productBodyOf(d: Draft) {
  return {
    ...d,
    storeId: Number(d.storeId || 0),
    prc: typedNumber(d.prc),
    sortSeq: typedNumber(d.sortSeq),
  };
}

function ProductForm({ product }: { product?: ProductDeskDetail }) {
  const [params] = useSearchParams();
  const stores = useQuery(storeOptionsQuery());
  const { draft, set, errors, submit, actions, images } = useRecordForm({
    record: product,
    init: () => draftOf(product, params.get('storeId') ?? ''),
    bodyOf: productBodyOf,
    // Back to the store the product is in (or is being written for), when there is one.
    listHref: (d) =>
      d.storeId || product ? `/admin/sodam/products?storeId=${product?.storeId ?? d.storeId}` : '/admin/sodam/products',
    id: 'pdId',
    name: 'pdNm',
    text: PRODUCT_FORM_TEXT,
    useCreate: useCreateProduct,
    useUpdate: useUpdateProduct,
    useVisibility: useProductVisibility,
  });
  const err = errors.of;
  const T = PRODUCT_FORM_TEXT;
  const storeOptions = (stores.data ?? []).map((s) => ({ value: String(s.storeId), label: s.storeNm }));

  return (
    <Form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{T.basics}</legend>
        <Select
          label={T.store}
          options={storeOptions}
          value={draft.storeId || null}
          onChange={(v) => set('storeId', v ?? '')}
          errorMessage={err('storeId')}
          isRequired
        />
        <Select
          label={T.ctgr}
          options={CATEGORY_OPTIONS}
          value={draft.ctgrCd || null}
          onChange={(v) => set('ctgrCd', v ?? '')}
          errorMessage={err('ctgrCd')}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={T.pdNm}
          value={draft.pdNm}
          onChange={(v) => set('pdNm', v)}
          errorMessage={err('pdNm')}
          maxLength={100}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={T.pdSmry}
          value={draft.pdSmry}
          onChange={(v) => set('pdSmry', v)}
          errorMessage={err('pdSmry')}
          maxLength={200}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={T.pdDesc}
          value={draft.pdDesc}
          onChange={(v) => set('pdDesc', v)}
          errorMessage={err('pdDesc')}
          maxLength={3000}
          multiline
          rows={5}
          isRequired
        />
        <TextField
          label={T.prc}
          description={T.prcHelp}
          value={draft.prc}
          onChange={(v) => set('prc', v)}
          errorMessage={err('prc')}
          inputMode="numeric"
          isRequired
        />
        <Select
          label={T.soldOut}
          options={SOLD_OUT_OPTIONS}
          value={draft.soldOutYn}
          onChange={(v) => set('soldOutYn', v === 'Y' ? 'Y' : 'N')}
          errorMessage={err('soldOutYn')}
        />
        <TextField
          label={T.sellerNm}
          value={draft.sellerNm}
          onChange={(v) => set('sellerNm', v)}
          errorMessage={err('sellerNm')}
          maxLength={50}
          isRequired
        />
        <TextField
          label={T.orgnNm}
          value={draft.orgnNm}
          onChange={(v) => set('orgnNm', v)}
          errorMessage={err('orgnNm')}
          maxLength={50}
        />
        <TextField
          className={styles.wide}
          label={T.linkUrl}
          description={T.linkHelp}
          value={draft.linkUrl}
          onChange={(v) => set('linkUrl', v)}
          errorMessage={err('linkUrl')}
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

/** admin/sodam/products/new and admin/sodam/products/:pdId (판로 담당, 시스템 관리자): write a product, or edit one. */
export default function ProductPage() {
  return (
    <RecordFormPage param="pdId" query={productDeskQuery} text={PRODUCT_FORM_TEXT}>
      {(detail) => <ProductForm {...(detail ? { product: detail } : {})} />}
    </RecordFormPage>
  );
}
