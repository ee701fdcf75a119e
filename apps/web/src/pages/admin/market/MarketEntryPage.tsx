import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminEntryDetail, AdminEntryDoc } from '@onfan/contracts/market-entry';
import {
  docDecisionBodySchema,
  ENTRY_FIELD_LABELS,
  MARKETS,
  moveBodySchema,
  PRODUCT_CATEGORIES,
} from '@onfan/contracts/market-entry';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { ConsoleTable, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import styles from '@/features/admin/components/console.module.css';
import { DeskDocument } from '@/features/admin/components/DeskDocument';
import { useFieldErrors } from '@/features/admin/components/use-field-errors';
import {
  entryDeskRecordQuery,
  entryDocFile,
  useCheckEntryDoc,
  useMoveEntry,
} from '@/features/market-entry/market-entry-admin-api';
import { entryMovesFrom, MARKET_ENTRIES_TEXT } from '../MarketEntriesPage';

export const MARKET_ENTRY_TEXT = {
  title: '입점 신청 상세',
  description:
    '신청서와 제출 서류를 확인합니다. 서류마다 적합 또는 보완 필요(사유)를 정하고, 필수 서류가 모두 적합이면 입점을 승인할 수 있습니다.',
  notFound: '입점 신청서를 찾을 수 없습니다.',
  back: '목록으로',
  application: '신청 내용',
  docs: '제출 서류',
  docsCaption: '제출 서류와 확인 결과',
  doc: '서류',
  required: '필수',
  optional: '선택',
  file: '파일',
  check: '확인 결과',
  view: '서류 보기',
  viewOf: (docNm: string) => `${docNm} 보기`,
  viewLogged: '서류를 열면 개인정보 접근기록에 조회로 남습니다.',
  loading: '서류를 불러오는 중입니다.',
  fileFailed: '서류를 불러오지 못했습니다.',
  imageAlt: (docNm: string, fileNm: string) => `제출한 ${docNm} (${fileNm})`,
  openPdf: '새 창에서 PDF 보기',
  pdfHelp: 'PDF 서류는 브라우저의 새 창에서 열립니다.',
  close: '닫기',
  checkTitle: (docNm: string) => `${docNm} 확인`,
  checkResult: '확인 결과',
  fit: '적합',
  supplement: '보완 필요',
  checkReason: '보완 사유',
  checkReasonHelp: '보완이 필요할 때 적습니다. 신청자의 마이페이지에 서류별로 안내됩니다.',
  checkSave: '확인 결과 저장',
  checkConfirm: (docNm: string, label: string) => `${docNm}을(를) '${label}'(으)로 저장하시겠습니까?`,
  checkedAlready: '확인을 마친 서류입니다.',
  notChecking: '검토 대기 중인 신청서의 서류만 확인할 수 있습니다.',
  move: '상태 변경',
  noMove: '지금 상태에서 옮길 수 있는 상태가 없습니다.',
  history: '상태 변경 이력',
  when: '일시',
  who: '처리자',
  from: '이전 상태',
  to: '변경 상태',
  why: '사유',
} as const;

/** The document in the page: an image drawn from its blob: address, a PDF opened in a new window from it. */
function DocViewer({ aplyId, doc }: { aplyId: number; doc: AdminEntryDoc }) {
  const load = useCallback(() => entryDocFile(aplyId, doc.docCd), [aplyId, doc.docCd]);
  const fileNm = doc.fileNm ?? '';
  return (
    <DeskDocument
      load={load}
      text={MARKET_ENTRY_TEXT}
      fileNm={fileNm}
      alt={MARKET_ENTRY_TEXT.imageAlt(doc.docNm, fileNm)}
      name={`${doc.docNm}, ${fileNm}`}
    />
  );
}

type CheckValues = z.input<typeof docDecisionBodySchema>;

/** One document's check: 적합, or 보완 필요 with a reason, on the copy of the document read. */
function DocCheck({ entry, doc }: { entry: AdminEntryDetail; doc: AdminEntryDoc }) {
  const errors = useFieldErrors();
  const form = useForm<CheckValues>({
    resolver: zodResolver(docDecisionBodySchema),
    defaultValues: { updtDt: doc.updtDt ?? '', docSts: undefined, rjctRsn: '' } as unknown as CheckValues,
  });
  const label = (v: CheckValues) => (v.docSts === 'accepted' ? MARKET_ENTRY_TEXT.fit : MARKET_ENTRY_TEXT.supplement);
  const check = useCheckEntryDoc({
    confirm: (v) => MARKET_ENTRY_TEXT.checkConfirm(doc.docNm, label(v)),
    handleRefusal: errors.showRefusal,
  });
  const reasonError = errors.of('rjctRsn');
  return (
    <form
      method="post"
      noValidate
      aria-label={MARKET_ENTRY_TEXT.checkTitle(doc.docNm)}
      onSubmit={(e) => {
        e.preventDefault();
        errors.reset();
        void form.handleSubmit(
          (v) => void check.run({ aplyId: entry.aplyId, docCd: doc.docCd, ...v, updtDt: doc.updtDt ?? '' }),
          showFormErrors,
        )();
      }}
    >
      <FormRadioGroup
        control={form.control}
        name="docSts"
        label={`${doc.docNm} ${MARKET_ENTRY_TEXT.checkResult}`}
        options={[
          { value: 'accepted', label: MARKET_ENTRY_TEXT.fit },
          { value: 'rejected', label: MARKET_ENTRY_TEXT.supplement },
        ]}
        orientation="horizontal"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="rjctRsn"
        label={`${doc.docNm} ${MARKET_ENTRY_TEXT.checkReason}`}
        description={reasonError ?? MARKET_ENTRY_TEXT.checkReasonHelp}
        multiline
        maxLength={500}
      />
      <Button type="submit" isPending={check.isPending}>
        {MARKET_ENTRY_TEXT.checkSave}
        <span className="sr-only"> ({doc.docNm})</span>
      </Button>
    </form>
  );
}

function DocRow({ entry, doc }: { entry: AdminEntryDetail; doc: AdminEntryDoc }) {
  const [open, setOpen] = useState(false);
  const checking = entry.sts === 'submitted' || entry.sts === 'reviewing';
  return (
    <section aria-labelledby={`doc-${doc.docCd}`}>
      <h3 id={`doc-${doc.docCd}`}>
        {doc.docNm} ({doc.reqYn === 'Y' ? MARKET_ENTRY_TEXT.required : MARKET_ENTRY_TEXT.optional})
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{MARKET_ENTRY_TEXT.file}</dt>
          <dd>{doc.fileNm ?? '-'}</dd>
        </div>
        <div>
          <dt>{MARKET_ENTRY_TEXT.check}</dt>
          <dd>{doc.rjctRsn ? `${doc.checkNm} (${doc.rjctRsn})` : doc.checkNm}</dd>
        </div>
      </dl>
      {doc.fileNm ? (
        <p>
          <Button variant="secondary" onPress={() => setOpen((x) => !x)} aria-expanded={open}>
            {open ? MARKET_ENTRY_TEXT.close : MARKET_ENTRY_TEXT.view}
            <span className="sr-only"> ({MARKET_ENTRY_TEXT.viewOf(doc.docNm)})</span>
          </Button>
        </p>
      ) : null}
      {open ? <DocViewer aplyId={entry.aplyId} doc={doc} /> : null}
      {doc.docSts === 'submitted' && checking ? (
        <DocCheck entry={entry} doc={doc} />
      ) : doc.docSts === 'submitted' ? (
        <p>{MARKET_ENTRY_TEXT.notChecking}</p>
      ) : null}
    </section>
  );
}

type MoveValues = z.input<typeof moveBodySchema>;

/** The application's move (검토 시작, 입점 승인, 반려 with a reason) on the copy read. */
function MoveForm({ entry }: { entry: AdminEntryDetail }) {
  const name = entry.fields.cmpnyNm ?? `${entry.aplyId}번`;
  const errors = useFieldErrors();
  const form = useForm<MoveValues>({
    resolver: zodResolver(moveBodySchema),
    defaultValues: { updtDt: entry.updtDt, sts: undefined, rjctRsn: '' } as unknown as MoveValues,
  });
  const move = useMoveEntry({
    confirm: (v) => MARKET_ENTRIES_TEXT.confirm(name, MARKET_ENTRIES_TEXT.moves[v.sts]),
    handleRefusal: errors.showRefusal,
    // Moved: the next move starts empty (its choices are the new state's).
    onDone: () => form.reset({ updtDt: entry.updtDt, sts: undefined, rjctRsn: '' } as unknown as MoveValues),
  });
  const options = entryMovesFrom(entry.sts);
  if (options.length === 0) return <p>{MARKET_ENTRY_TEXT.noMove}</p>;
  const reasonError = errors.of('rjctRsn');
  return (
    <form
      method="post"
      noValidate
      aria-label={MARKET_ENTRY_TEXT.move}
      onSubmit={(e) => {
        e.preventDefault();
        errors.reset();
        void form.handleSubmit(
          (v) => void move.run({ aplyId: entry.aplyId, ...v, updtDt: entry.updtDt }),
          showFormErrors,
        )();
      }}
    >
      <FormRadioGroup
        control={form.control}
        name="sts"
        label={MARKET_ENTRIES_TEXT.move}
        options={options}
        orientation="horizontal"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="rjctRsn"
        label={MARKET_ENTRIES_TEXT.reason}
        description={reasonError ?? MARKET_ENTRIES_TEXT.reasonHelp}
        multiline
        maxLength={500}
      />
      <Button type="submit" isPending={move.isPending}>
        {MARKET_ENTRIES_TEXT.save}
      </Button>
    </form>
  );
}

const HISTORY_COLUMNS: ConsoleColumn<AdminEntryDetail['history'][number]>[] = [
  { key: 'when', header: MARKET_ENTRY_TEXT.when, render: (h) => formatDate(h.regDt, 'yyyy.MM.dd HH:mm'), nowrap: true },
  { key: 'who', header: MARKET_ENTRY_TEXT.who, render: (h) => h.byNm, nowrap: true },
  { key: 'from', header: MARKET_ENTRY_TEXT.from, render: (h) => h.fromStsNm ?? '-', nowrap: true },
  { key: 'to', header: MARKET_ENTRY_TEXT.to, render: (h) => h.stsNm, nowrap: true },
  { key: 'why', header: MARKET_ENTRY_TEXT.why, render: (h) => h.memo ?? '-' },
];

const SHOWN_FIELDS = ['cmpnyNm', 'rprsvNm', 'picNm', 'picTelno', 'picEml', 'pdNm', 'pdPrc', 'mnthSplyQty'] as const;

function EntryView({ entry }: { entry: AdminEntryDetail }) {
  const f = entry.fields;
  return (
    <>
      <PageHeader
        title={`${MARKET_ENTRY_TEXT.title}: ${f.cmpnyNm ?? `${entry.aplyId}번`}`}
        description={MARKET_ENTRY_TEXT.description}
      />
      <p className={styles.note}>
        <LinkButton variant="secondary" href="/admin/market-entry">
          {MARKET_ENTRY_TEXT.back}
        </LinkButton>
      </p>
      <h2>{MARKET_ENTRY_TEXT.application}</h2>
      <p className={styles.note}>{MARKET_ENTRIES_TEXT.masked}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{MARKET_ENTRIES_TEXT.status}</dt>
          <dd>{entry.rjctRsn ? `${entry.stsNm} (${entry.rjctRsn})` : entry.stsNm}</dd>
        </div>
        <div>
          <dt>{MARKET_ENTRIES_TEXT.submitted}</dt>
          <dd>{entry.submitDt ? formatDate(entry.submitDt, 'yyyy.MM.dd HH:mm') : '-'}</dd>
        </div>
        <div>
          <dt>{MARKET_ENTRIES_TEXT.market}</dt>
          <dd>{f.mrktCd ? MARKETS[f.mrktCd] : '-'}</dd>
        </div>
        <div>
          <dt>{ENTRY_FIELD_LABELS.pdCtgr}</dt>
          <dd>{f.pdCtgr ? PRODUCT_CATEGORIES[f.pdCtgr] : '-'}</dd>
        </div>
        {SHOWN_FIELDS.map((k) => (
          <div key={k}>
            <dt>{ENTRY_FIELD_LABELS[k]}</dt>
            <dd>{f[k] ?? '-'}</dd>
          </div>
        ))}
        <div>
          <dt>{ENTRY_FIELD_LABELS.pdIntro}</dt>
          <dd>{f.pdIntro ?? '-'}</dd>
        </div>
      </dl>
      <h2>{MARKET_ENTRY_TEXT.docs}</h2>
      <p className={styles.note}>{MARKET_ENTRY_TEXT.viewLogged}</p>
      {entry.docs.map((d) => (
        <DocRow key={d.docCd} entry={entry} doc={d} />
      ))}
      <h2>{MARKET_ENTRY_TEXT.move}</h2>
      <MoveForm entry={entry} />
      <h2>{MARKET_ENTRY_TEXT.history}</h2>
      <ConsoleTable
        caption={MARKET_ENTRY_TEXT.history}
        columns={HISTORY_COLUMNS}
        rows={entry.history}
        rowKey={(h) => h.histId}
      />
    </>
  );
}

/** admin/market-entry/:aplyId (판로 담당, 시스템 관리자): one application, its documents viewed and checked, moved. */
export default function MarketEntryPage() {
  const recordId = useRecordId('aplyId');
  const record = useQuery({ ...entryDeskRecordQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={MARKET_ENTRY_TEXT.title}
      notFound={MARKET_ENTRY_TEXT.notFound}
      recordId={recordId}
      record={record}
    >
      {(entry) => (entry ? <EntryView entry={entry} /> : null)}
    </ConsoleRecordPage>
  );
}
