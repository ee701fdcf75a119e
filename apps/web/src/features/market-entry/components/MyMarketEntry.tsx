import { formatBrno, formatNumber, formatWon } from '@onfan/contracts/format';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Entry, EntryBody, EntryDoc, EntryFieldName } from '@onfan/contracts/market-entry';
import {
  ENTRY_FIELDS,
  ENTRY_STATUS,
  entryFormSchema,
  MARKETS,
  PRODUCT_CATEGORIES,
  TEXT_MAX,
} from '@onfan/contracts/market-entry';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useCallback, useEffect, useMemo } from 'react';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormSelect, FormTextField } from '@/components/form/form-fields';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LIST_TEXT, ListResults } from '@/components/ui/ListPage';
import { Spinner } from '@/components/ui/Spinner';
import {
  entryStatusQuery,
  myEntryQuery,
  refusedFields,
  useDuplicateCheck,
  useEntryDocDownload,
  useSaveEntry,
  useUploadEntryDoc,
} from '../market-entry-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './MarketEntry.module.css';
import { Form } from '@/components/ui/Form';

export const MARKET_ENTRY_TEXT = {
  title: '마켓 입점 신청',
  lead: '온판 운영기관이 운영하는 판매처에 입점을 신청합니다. 작성 중인 신청서는 임시 저장해 두고 이어서 작성할 수 있습니다.',
  noPayment: '입점 심사에는 비용이 들지 않습니다. 심사 결과는 이 화면과 알림으로 안내합니다.',
  draftFirst: '신청서를 한 번 임시 저장하면 서류를 등록할 수 있습니다.',
  save: '임시 저장',
  submit: '제출하기',
  check: '중복 확인',
  failed: '입점 신청 정보를 불러오지 못했습니다.',
  download: (docNm: string) => `${docNm} 내려받기`,
} as const;

/** The form's values: each field as typed. */
type Form = Record<EntryFieldName, string>;

const STATUS_BADGE: Record<Entry['sts'], BadgeVariant> = {
  draft: 'gray',
  submitted: 'information',
  reviewing: 'warning',
  accepted: 'success',
  rejected: 'danger',
};
const DOC_BADGE: Record<EntryDoc['docSts'], BadgeVariant> = {
  missing: 'gray',
  submitted: 'information',
  accepted: 'success',
  rejected: 'danger',
};

const marketOptions = Object.entries(MARKETS).map(([value, label]) => ({ value, label }));
const categoryOptions = Object.entries(PRODUCT_CATEGORIES).map(([value, label]) => ({ value, label }));

/** The application as the form shows it: the stored values, and what the draft kept as typed in their fields. */
function toForm(e: Entry | null): Form {
  const f = e?.fields;
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const form = Object.fromEntries(ENTRY_FIELDS.map((name) => [name, s(f?.[name])])) as Form;
  for (const k of e?.kept ?? []) form[k.field] = k.input;
  return form;
}

/**
 * What was typed, as typed (trimmed; empty fields go as null): a draft keeps it all, a number field's text too, and
 * the server says which fields are not well formed yet.
 */
function toBody(v: Form, submitYn: 'Y' | 'N'): EntryBody {
  const body = Object.fromEntries(ENTRY_FIELDS.map((name) => [name, v[name].trim() || null])) as EntryBody;
  return { ...body, submitYn };
}

function Status({ entry }: { entry: Entry }) {
  const status = useQuery(entryStatusQuery());
  return (
    <section className={styles.card} aria-labelledby="entry-status">
      <h2 id="entry-status" className={styles.cardTitle}>
        신청 상태
      </h2>
      <p className={styles.status}>
        <Badge variant={STATUS_BADGE[entry.sts]}>{entry.stsNm}</Badge>
        {entry.sts === 'accepted'
          ? ' 입점이 승인되었습니다. 판매 준비는 운영기관 담당자가 연락드립니다.'
          : entry.sts === 'rejected'
            ? ' 반려 사유를 확인하고 신청서를 고쳐 다시 제출해주세요.'
            : entry.sts === 'draft'
              ? ' 작성 중입니다. 모든 항목과 필수 서류를 갖추면 제출할 수 있습니다.'
              : ' 운영기관이 신청서와 서류를 확인하고 있습니다.'}
      </p>
      {entry.rjctRsn ? (
        <p className={styles.reason}>
          <strong>반려 사유</strong> {entry.rjctRsn}
        </p>
      ) : null}
      <ListResults
        query={status}
        items={(data) => data.history}
        failed={{ message: MARKET_ENTRY_TEXT.failed, description: LIST_TEXT.retry }}
      >
        {(history) => (
          <ol className={styles.history} aria-label="처리 이력">
            {history.map((h, i) => (
              <li key={i}>
                <span>{formatDate(h.regDt, 'yyyy.MM.dd HH:mm')}</span> <span>{ENTRY_STATUS[h.sts]}</span>
                {h.memo ? <span> — {h.memo}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </ListResults>
    </section>
  );
}

function Documents({ entry }: { entry: Entry | null }) {
  const upload = useUploadEntryDoc();
  const download = useEntryDocDownload();
  const editable = entry?.editableYn === 'Y';
  return (
    <section className={styles.card} aria-labelledby="entry-docs">
      <h2 id="entry-docs" className={styles.cardTitle}>
        제출 서류
      </h2>
      {!entry ? <p className={list.meta}>{MARKET_ENTRY_TEXT.draftFirst}</p> : null}
      <ul className={styles.docs}>
        {(entry?.docs ?? []).map((d) => (
          <li key={d.docCd} className={styles.doc}>
            <div>
              <p className={styles.docName}>
                {d.docNm} {d.reqYn === 'Y' ? <span className={styles.required}>(필수)</span> : <span>(해당 시)</span>}{' '}
                <Badge variant={DOC_BADGE[d.docSts]}>{d.docStsNm}</Badge>
              </p>
              <p className={list.meta}>
                {d.docDesc}
                {d.fileNm ? ` · 등록한 파일: ${d.fileNm}` : ''}
              </p>
              {d.rjctRsn ? <p className={styles.reason}>반려 사유: {d.rjctRsn}</p> : null}
            </div>
            {entry && d.fileNm ? (
              <Button
                size="small"
                variant="secondary"
                onPress={() => void download.run({ aplyId: entry.aplyId, docCd: d.docCd, fileNm: d.fileNm ?? '' })}
              >
                {MARKET_ENTRY_TEXT.download(d.docNm)}
              </Button>
            ) : null}
            {editable && d.docSts !== 'accepted' ? (
              <label className={styles.fileLabel}>
                {d.docNm} 파일 {d.fileNm ? '바꾸기' : '선택'} (PDF, PNG, JPG)
                <input
                  type="file"
                  accept="application/pdf,image/png,image/jpeg"
                  className={styles.fileInput}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void upload.run({ docCd: d.docCd, file });
                  }}
                />
              </label>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function EntryForm({ entry }: { entry: Entry | null }) {
  // The stored values follow the entry as it is refetched (after a save, or a refused submit that saved the draft),
  // but what the person has typed since stays: a late answer never wipes a field being filled in. Each field is
  // checked as the person leaves it; saving a draft never is (it keeps whatever was typed), submitting is.
  const values = useMemo(() => toForm(entry), [entry]);
  const { control, handleSubmit, getValues, setError } = useForm<Form>({
    values,
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(entryFormSchema),
    mode: 'onTouched',
  });
  const showKept = useCallback(
    (errors: readonly { field: string; message: string }[]) => {
      for (const e of errors) {
        if ((ENTRY_FIELDS as readonly string[]).includes(e.field))
          setError(e.field as EntryFieldName, { type: 'server', message: e.message }, { shouldFocus: false });
      }
    },
    [setError],
  );
  // What the saved draft kept as typed shows in its field with what to fix: on coming back and after each save.
  useEffect(() => showKept(entry?.kept ?? []), [entry, showKept]);
  const save = useSaveEntry(entry !== null, {
    handleRefusal: (error) => {
      showKept(refusedFields(error));
      return false;
    },
  });
  const duplicate = useDuplicateCheck();
  const saveDraft = () => void save.run(toBody(getValues(), 'N'));
  const submit = () => handleSubmit((v) => void save.run(toBody(v, 'Y')), showFormErrors)();

  return (
    <Form className={styles.form} noValidate aria-labelledby="entry-form" onSubmit={saveDraft}>
      <h2 id="entry-form" className={styles.cardTitle}>
        신청서
      </h2>
      <FormRadioGroup control={control} name="mrktCd" label="입점할 마켓" options={marketOptions} />
      <fieldset className={styles.fieldset}>
        <legend>회사 정보</legend>
        <FormTextField control={control} name="cmpnyNm" label="회사명" maxLength={TEXT_MAX.cmpnyNm} />
        <FormTextField control={control} name="rprsvNm" label="대표자명" maxLength={TEXT_MAX.rprsvNm} />
        <div className={styles.withCheck}>
          <FormTextField
            control={control}
            name="bzmnRegNo"
            label="사업자등록번호"
            description="숫자 10자리 (하이픈 없이 입력해도 됩니다)"
            inputMode="numeric"
            maxLength={12}
          />
          <Button
            variant="secondary"
            preventFocusOnPress
            onPress={() => void duplicate.run({ kind: 'brno', value: getValues('bzmnRegNo') })}
          >
            사업자등록번호 {MARKET_ENTRY_TEXT.check}
          </Button>
        </div>
        <div className={styles.withCheck}>
          <FormTextField
            control={control}
            name="scmMngrId"
            label="공급사 관리자 아이디"
            description="입점 후 쇼핑몰 공급사 관리자 화면에 로그인할 아이디 (영문 소문자·숫자 4~20자)"
            maxLength={20}
            autoComplete="off"
          />
          <Button
            variant="secondary"
            preventFocusOnPress
            onPress={() => void duplicate.run({ kind: 'scm', value: getValues('scmMngrId') })}
          >
            아이디 {MARKET_ENTRY_TEXT.check}
          </Button>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>담당자</legend>
        <FormTextField control={control} name="picNm" label="담당자명" maxLength={TEXT_MAX.picNm} />
        <FormTextField
          control={control}
          name="picTelno"
          label="담당자 연락처"
          type="tel"
          inputMode="tel"
          maxLength={13}
        />
        <FormTextField control={control} name="picEml" label="담당자 이메일" type="email" maxLength={100} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>상품 계획</legend>
        <FormTextField control={control} name="pdNm" label="대표 상품명" maxLength={TEXT_MAX.pdNm} />
        <FormSelect control={control} name="pdCtgr" label="상품 분류" options={categoryOptions} />
        <FormTextField control={control} name="pdPrc" label="판매 가격(원)" inputMode="numeric" maxLength={11} />
        <FormTextField
          control={control}
          name="mnthSplyQty"
          label="월 공급 가능 수량(개)"
          inputMode="numeric"
          maxLength={9}
        />
        <FormTextField
          control={control}
          name="pdIntro"
          label="상품 소개"
          multiline
          rows={5}
          maxLength={TEXT_MAX.pdIntro}
          showCounter
        />
        <FormTextField control={control} name="salesChnl" label="현재 판매 채널" maxLength={TEXT_MAX.salesChnl} />
      </fieldset>
      <div className={styles.actions}>
        {/* A field is checked as the focus leaves it, and its message can move what is below it: a press on these
            buttons keeps the focus in the field, so the press is never lost to a button that moved under it. */}
        <Button type="submit" variant="secondary" preventFocusOnPress isPending={save.isPending}>
          {MARKET_ENTRY_TEXT.save}
        </Button>
        {entry ? (
          <Button preventFocusOnPress onPress={() => void submit()} isPending={save.isPending}>
            {MARKET_ENTRY_TEXT.submit}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function Summary({ entry }: { entry: Entry }) {
  const f = entry.fields;
  const rows: [string, string | null][] = [
    ['입점할 마켓', f.mrktCd ? MARKETS[f.mrktCd] : null],
    ['회사명', f.cmpnyNm],
    ['대표자명', f.rprsvNm],
    ['사업자등록번호', f.bzmnRegNo ? formatBrno(f.bzmnRegNo) : null],
    ['공급사 관리자 아이디', f.scmMngrId],
    ['담당자', f.picNm],
    ['대표 상품명', f.pdNm],
    ['상품 분류', f.pdCtgr ? PRODUCT_CATEGORIES[f.pdCtgr] : null],
    ['판매 가격', f.pdPrc === null ? null : formatWon(f.pdPrc)],
    ['월 공급 가능 수량', f.mnthSplyQty === null ? null : `${formatNumber(f.mnthSplyQty)}개`],
  ];
  return (
    <section className={styles.card} aria-labelledby="entry-summary">
      <h2 id="entry-summary" className={styles.cardTitle}>
        제출한 신청서
      </h2>
      <dl className={styles.dl}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** My page: the member's market-entry application — status and history, the form (draft or revision), documents. */
export default function MyMarketEntry() {
  const { data, isError } = useQuery(myEntryQuery());
  return (
    <section className={styles.section} aria-labelledby="market-entry-title">
      <div>
        <h1 id="market-entry-title" className={styles.title}>
          {MARKET_ENTRY_TEXT.title}
        </h1>
        <p className={list.meta}>{MARKET_ENTRY_TEXT.lead}</p>
        <p className={list.meta}>{MARKET_ENTRY_TEXT.noPayment}</p>
      </div>
      {/* The form stays while the application is fetched again, also when that fails: a refetch never takes the
          form away from under the person typing, nor brings it back with the stored values. */}
      {data === undefined ? (
        isError ? (
          <EmptyState message={MARKET_ENTRY_TEXT.failed} description="잠시 후 다시 시도해주세요." />
        ) : (
          <Spinner />
        )
      ) : (
        <>
          {data ? <Status entry={data} /> : null}
          {data && data.editableYn === 'N' ? <Summary entry={data} /> : <EntryForm entry={data} />}
          <Documents entry={data} />
        </>
      )}
    </section>
  );
}
