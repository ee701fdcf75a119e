import { zodResolver } from '@hookform/resolvers/zod';
import type { Page } from '@onfan/contracts/envelope';
import { answerBodySchema as econAnswerBodySchema, type EconInquiryQueueRow } from '@onfan/contracts/econ-promotion';
import {
  INQUIRY_INBOX_SORTS,
  INQUIRY_KIND_NAMES,
  INQUIRY_KIND_ROLES,
  INQUIRY_KINDS,
  type InquiryKind,
} from '@onfan/contracts/inquiry.admin';
import type { InquiryInboxRow } from '@onfan/contracts/inquiry.inbox';
import { ansBodySchema, type InquiryQueueRow } from '@onfan/contracts/sodam';
import { spaceAnswerBodySchema, type SpaceInquiryQueueRow } from '@onfan/contracts/space';
import { formatDate } from '@onfan/contracts/time';
import { useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { FormTextField } from '@/components/form/form-fields';
import { FormDialog } from '@/components/form/FormDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
  ConsolePeriodFields,
} from '@/features/admin/components/ConsoleList';
import { FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import styles from '@/features/admin/components/console.module.css';
import { consoleMeQuery } from '@/features/admin/admin-api';
import { econInquiryQueueQuery, useAnswerEconInquiry } from '@/features/econ-promotion/econ-promotion-api';
import { answerTemplatesQuery, inquiryInboxKeys, inquiryInboxQuery } from '@/features/inquiry/inquiry-admin-api';
import { sodamInquiryQueueQuery, useAnswerSodamInquiry } from '@/features/sodam/sodam-api';
import { spaceInquiryQueueQuery, useAnswerSpaceInquiry } from '@/features/space/space-api';
import type { Command, CommandHandlers } from '@/lib/api/use-command';
import { useListParams } from '@/lib/use-list-params';

export const INQUIRIES_TEXT = {
  title: '문의 답변',
  description:
    '회원이 남긴 문의를 보고 답변합니다. 답변은 회원이 문의한 페이지의 내 문의에 바로 보이고, 답변한 기록은 변경 이력에 남습니다.',
  kind: '문의 종류',
  kinds: INQUIRY_KIND_NAMES,
  allKinds: '전체',
  answered: '답변 여부',
  answeredStates: { N: '미답변', Y: '답변 완료' },
  answeredAll: '전체',
  age: '경과',
  ageOptions: { '1': '1일 이상', '3': '3일 이상', '7': '7일 이상', '14': '14일 이상' },
  agePrefix: (n: string) => `${n} 미답변`,
  from: '문의 시작일',
  to: '문의 종료일',
  search: '검색어',
  searchHelp: '제목, 문의 내용, 상품·공간·회사명',
  list: (kind: string, state: string) => `${kind} 목록 (${state})`,
  allList: (state: string) => `전체 문의 목록 (${state})`,
  allListStates: { '': '미답변 먼저, 오래된 순', N: '미답변', Y: '답변 완료' },
  subject: '제목·대상',
  state: '상태',
  asked: '문의일시',
  elapsed: (days: number) => `${days}일 경과`,
  product: '상품',
  member: '아이디',
  question: '문의 내용',
  answer: '답변',
  answeredAt: '답변일시',
  act: '처리',
  answerButton: '답변하기',
  editButton: '답변 고치기',
  answerOf: (lgnId: string, subject: string) => `${lgnId} 회원의 ${subject} 문의`,
  askedBy: (lgnId: string, at: string) => `${lgnId} 회원, ${at}`,
  answerField: '답변 내용',
  template: '답변 템플릿',
  templateHelp: '고르면 답변 내용에 넣습니다. 보내기 전에 고쳐 쓰세요.',
  noTemplates: '이 종류의 답변 템플릿이 없습니다.',
  manageTemplates: '답변 템플릿 관리',
  cancel: '취소',
  save: '답변 등록',
  confirm: (lgnId: string) => `${lgnId} 회원의 문의에 이 답변을 등록하시겠습니까?`,
  promotion: '프로모션',
  programme: '프로그램',
  company: '회사(상호)명',
  inqTitle: '문의 제목',
  generalQuestion: '일반 문의',
  space: '공간',
  noKind: '이 역할로 답변할 수 있는 문의가 없습니다.',
} as const;

/** What every kind's queue row carries; a kind's desk adds its own subject (product, promotion, space). */
interface InboxRow {
  inqId: number;
  lgnId: string;
  inqCn: string;
  regDt: string;
  ansCn: string | null;
  ansDt: string | null;
  updtDt: string;
}
type AnswerVars = { inqId: number; ansCn: string; updtDt: string };
type QueueFilters = Record<string, string | number | undefined> & { answered: 'N' | 'Y' };

/**
 * One kind's desk: the queue it reads, the answer call it makes, the columns of its subject, and what the answer
 * dialog shows of the question. The page and the dialog are the same for every kind.
 */
interface KindDesk<R extends InboxRow> {
  /** The contract's sort keys besides the time asked and the age. */
  sorts: readonly string[];
  queue: (f: QueueFilters) => UseQueryOptions<Page<R>>;
  useAnswer: (h: CommandHandlers<AnswerVars, unknown>) => Command<AnswerVars, unknown>;
  resolver: Resolver<{ ansCn: string; updtDt: string }>;
  maxLength: number;
  help: string;
  dialogTitle: (row: R) => string;
  subject: (row: R) => string;
  columns: ConsoleColumn<R>[];
  facts: (row: R) => { term: string; detail: ReactNode }[];
}

const PROMOTION_PAGE = { subs: '/promotion/subscription', local: '/promotion/localeconomic' } as const;
const at = (iso: string | null) => (iso ? formatDate(iso, 'yyyy.MM.dd HH:mm') : '-');
const subjectLink = (to: string, name: string, where: string) => (
  <Link to={to}>
    {name} <span className="sr-only">({where})</span>
  </Link>
);

// Each kind's desk is typed by its own row; the page reads them through the fields they share.
const desk = <R extends InboxRow>(d: KindDesk<R>) => d as unknown as KindDesk<InboxRow>;

const DESKS: Record<InquiryKind, KindDesk<InboxRow>> = {
  sodam: desk<InquiryQueueRow>({
    sorts: ['ansDt', 'pdNm'],
    queue: (f) => sodamInquiryQueueQuery(f as never) as never,
    useAnswer: useAnswerSodamInquiry,
    resolver: zodResolver(ansBodySchema),
    maxLength: 1000,
    help: '1000자 이내. 회원은 상품 페이지의 내 문의에서 답변을 봅니다.',
    dialogTitle: (r) => `상품 문의 답변 — ${r.pdNm}`,
    subject: (r) => r.pdNm,
    columns: [
      { key: 'product', header: INQUIRIES_TEXT.product, render: (r) => r.pdNm, sort: 'pdNm' },
      { key: 'member', header: INQUIRIES_TEXT.member, render: (r) => r.lgnId, nowrap: true },
    ],
    facts: (r) => [
      {
        term: INQUIRIES_TEXT.product,
        detail: subjectLink(`/sodam/product/${r.pdId}`, r.pdNm, '상품 페이지에서 보기'),
      },
    ],
  }),
  econ: desk<EconInquiryQueueRow>({
    sorts: ['ansDt', 'inqTtl'],
    queue: (f) => econInquiryQueueQuery(f as never) as never,
    useAnswer: useAnswerEconInquiry,
    resolver: zodResolver(econAnswerBodySchema),
    maxLength: 2000,
    help: '2000자 이내. 회원은 마이페이지의 프로모션 문의 내역에서 답변을 봅니다.',
    dialogTitle: (r) => `프로모션 문의 답변 — ${r.inqTtl}`,
    subject: (r) => r.inqTtl,
    columns: [
      {
        key: 'promotion',
        header: INQUIRIES_TEXT.promotion,
        render: (r) => (r.prgmNm ? `${r.kindNm} · ${r.prgmNm}` : r.kindNm),
      },
      { key: 'member', header: INQUIRIES_TEXT.member, render: (r) => `${r.lgnId} (${r.cmpnyNm})` },
      { key: 'title', header: INQUIRIES_TEXT.inqTitle, render: (r) => r.inqTtl, sort: 'inqTtl' },
    ],
    facts: (r) => [
      { term: INQUIRIES_TEXT.company, detail: r.cmpnyNm },
      {
        term: INQUIRIES_TEXT.promotion,
        detail: subjectLink(PROMOTION_PAGE[r.kind], r.kindNm, '프로모션 페이지에서 보기'),
      },
      { term: INQUIRIES_TEXT.programme, detail: r.prgmNm ?? INQUIRIES_TEXT.generalQuestion },
      { term: INQUIRIES_TEXT.inqTitle, detail: r.inqTtl },
    ],
  }),
  space: desk<SpaceInquiryQueueRow>({
    sorts: ['ansDt', 'spaceNm'],
    queue: (f) => spaceInquiryQueueQuery(f as never) as never,
    useAnswer: useAnswerSpaceInquiry,
    resolver: zodResolver(spaceAnswerBodySchema),
    maxLength: 2000,
    help: '2000자 이내. 회원은 공간 문의 내역에서 답변을 봅니다.',
    dialogTitle: (r) => `공간 문의 답변 — ${r.inqTit}`,
    subject: (r) => r.inqTit,
    columns: [
      { key: 'space', header: INQUIRIES_TEXT.space, render: (r) => r.spaceNm, sort: 'spaceNm' },
      { key: 'member', header: INQUIRIES_TEXT.member, render: (r) => r.lgnId, nowrap: true },
      { key: 'title', header: INQUIRIES_TEXT.inqTitle, render: (r) => r.inqTit },
    ],
    facts: (r) => [
      { term: INQUIRIES_TEXT.space, detail: subjectLink(`/space/${r.spaceId}`, r.spaceNm, '공간 페이지에서 보기') },
      { term: INQUIRIES_TEXT.inqTitle, detail: r.inqTit },
    ],
  }),
};

const PAGE_SIZE = 20;
const FILTERS = ['kind', 'answered', 'minAge', 'from', 'to', 'q'] as const;
const DAY_MS = 86_400_000;
const ANSWERED_OPTIONS = (['N', 'Y'] as const).map((v) => ({ value: v, label: INQUIRIES_TEXT.answeredStates[v] }));
const AGE_OPTIONS = Object.entries(INQUIRIES_TEXT.ageOptions).map(([value, label]) => ({
  value,
  label: INQUIRIES_TEXT.agePrefix(label),
}));
/** Whole days the question has waited: until its answer, or until now. */
const ageDays = (r: InboxRow, now: number) =>
  Math.max(0, Math.floor(((r.ansDt ? Date.parse(r.ansDt) : now) - Date.parse(r.regDt)) / DAY_MS));

/** The templates of the kind, picked into the answer field (added after what is typed), edited before sending. */
function TemplatePicker({ kind, onPick }: { kind: InquiryKind; onPick: (text: string) => void }) {
  const templates = useQuery(answerTemplatesQuery({ kind, pageNo: 1, pageSize: 100 }));
  const items = templates.data?.items ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <div>
      <Select
        label={INQUIRIES_TEXT.template}
        description={items.length || templates.isPending ? INQUIRIES_TEXT.templateHelp : INQUIRIES_TEXT.noTemplates}
        options={items.map((t) => ({ value: String(t.id), label: t.tmplNm }))}
        value={picked}
        isDisabled={items.length === 0}
        onChange={(id) => {
          setPicked(id);
          const t = items.find((x) => String(x.id) === id);
          if (t) onPick(t.tmplCn);
        }}
      />
      <p>
        <Link to="/admin/inquiries/templates">{INQUIRIES_TEXT.manageTemplates}</Link>
      </p>
    </div>
  );
}

function AnswerDialog({ kind, row, onClose }: { kind: InquiryKind; row: InboxRow; onClose: () => void }) {
  const d = DESKS[kind];
  const form = useForm({ resolver: d.resolver, defaultValues: { ansCn: row.ansCn ?? '', updtDt: row.updtDt } });
  const queryClient = useQueryClient();
  // The kind's call reads its own queue again; the 전체 view shows the same question, so it is read again too.
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: inquiryInboxKeys.all });
    onClose();
  };
  const answer = d.useAnswer({
    confirm: () => INQUIRIES_TEXT.confirm(row.lgnId),
    onDone: done,
    // A stale copy (answered by another operator first): the list is read again behind the message.
    onRefused: done,
  });
  const insert = (text: string) => {
    const typed = form.getValues('ansCn').trim();
    form.setValue('ansCn', typed ? `${typed}\n\n${text}` : text, { shouldDirty: true });
    form.setFocus('ansCn');
  };
  return (
    <FormDialog
      title={d.dialogTitle(row)}
      onClose={onClose}
      cancel={INQUIRIES_TEXT.cancel}
      send={INQUIRIES_TEXT.save}
      isPending={answer.isPending}
      handleSubmit={form.handleSubmit}
      onValid={(v) => void answer.run({ inqId: row.inqId, ...v })}
    >
      <dl className={styles.facts}>
        <div>
          <dt>{INQUIRIES_TEXT.member}</dt>
          <dd>{INQUIRIES_TEXT.askedBy(row.lgnId, at(row.regDt))}</dd>
        </div>
        {d.facts(row).map((f) => (
          <div key={f.term}>
            <dt>{f.term}</dt>
            <dd>{f.detail}</dd>
          </div>
        ))}
      </dl>
      <p>
        <strong>{INQUIRIES_TEXT.question}</strong> {row.inqCn}
      </p>
      <TemplatePicker kind={kind} onPick={insert} />
      <FormTextField
        control={form.control}
        name="ansCn"
        label={INQUIRIES_TEXT.answerField}
        description={d.help}
        multiline
        maxLength={d.maxLength}
        isRequired
      />
    </FormDialog>
  );
}

function InquiryList({ kind, query, answered }: { kind: InquiryKind; query: QueueFilters; answered: 'N' | 'Y' }) {
  const d = DESKS[kind];
  const list = useQuery(d.queue(query)) as UseQueryResult<Page<InboxRow>>;
  const [answering, setAnswering] = useState<InboxRow | null>(null);
  // The age as of the list's reading (a render stays pure; a refetch moves it on).
  const now = list.dataUpdatedAt;
  const columns: ConsoleColumn<InboxRow>[] = [
    { key: 'asked', header: INQUIRIES_TEXT.asked, render: (r) => at(r.regDt), nowrap: true, sort: 'regDt' },
    {
      key: 'age',
      header: INQUIRIES_TEXT.age,
      render: (r) => INQUIRIES_TEXT.elapsed(ageDays(r, now)),
      nowrap: true,
      sort: 'age',
      sortFirst: 'desc',
    },
    ...d.columns,
    { key: 'question', header: INQUIRIES_TEXT.question, render: (r) => r.inqCn },
    ...(answered === 'Y'
      ? [
          { key: 'answer', header: INQUIRIES_TEXT.answer, render: (r: InboxRow) => r.ansCn ?? '-' },
          {
            key: 'answeredAt',
            header: INQUIRIES_TEXT.answeredAt,
            render: (r: InboxRow) => at(r.ansDt),
            nowrap: true,
            sort: 'ansDt',
            sortFirst: 'desc' as const,
          },
        ]
      : []),
    {
      key: 'act',
      header: INQUIRIES_TEXT.act,
      render: (r) => (
        <DeskRowButton
          label={r.ansCn ? INQUIRIES_TEXT.editButton : INQUIRIES_TEXT.answerButton}
          of={INQUIRIES_TEXT.answerOf(r.lgnId, d.subject(r))}
          variant={r.ansCn ? 'secondary' : 'primary'}
          onPress={() => setAnswering(r)}
        />
      ),
      nowrap: true,
    },
  ];
  return (
    <>
      <ConsoleList
        caption={INQUIRIES_TEXT.list(INQUIRIES_TEXT.kinds[kind], INQUIRIES_TEXT.answeredStates[answered])}
        query={list}
        columns={columns}
        rowKey={(r) => r.inqId}
        pageSize={PAGE_SIZE}
      />
      {answering && <AnswerDialog kind={kind} row={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

type AllFilters = Record<string, string | number | undefined> & { answered?: 'N' | 'Y' };
const ALL_SORTS = ['regDt', 'age', 'kind'];

/**
 * The 전체 view: every kind the operator's roles answer in one list paged on the server, the unanswered first and the
 * longest waiting first unless a column is sorted; a row opens its kind's answer dialog.
 */
function AllInquiryList({ query }: { query: AllFilters }) {
  const list = useQuery(inquiryInboxQuery(query as never));
  const [answering, setAnswering] = useState<InquiryInboxRow | null>(null);
  const now = list.dataUpdatedAt;
  const columns: ConsoleColumn<InquiryInboxRow>[] = [
    { key: 'asked', header: INQUIRIES_TEXT.asked, render: (r) => at(r.row.regDt), nowrap: true, sort: 'regDt' },
    {
      key: 'age',
      header: INQUIRIES_TEXT.age,
      render: (r) => INQUIRIES_TEXT.elapsed(ageDays(r.row, now)),
      nowrap: true,
      sort: 'age',
      sortFirst: 'desc',
    },
    { key: 'kind', header: INQUIRIES_TEXT.kind, render: (r) => INQUIRIES_TEXT.kinds[r.kind], sort: 'kind' },
    { key: 'subject', header: INQUIRIES_TEXT.subject, render: (r) => DESKS[r.kind].subject(r.row) },
    { key: 'member', header: INQUIRIES_TEXT.member, render: (r) => r.row.lgnId, nowrap: true },
    { key: 'question', header: INQUIRIES_TEXT.question, render: (r) => r.row.inqCn },
    {
      key: 'state',
      header: INQUIRIES_TEXT.state,
      render: (r) => INQUIRIES_TEXT.answeredStates[r.row.ansDt ? 'Y' : 'N'],
      nowrap: true,
    },
    {
      key: 'act',
      header: INQUIRIES_TEXT.act,
      render: (r) => (
        <DeskRowButton
          label={r.row.ansCn ? INQUIRIES_TEXT.editButton : INQUIRIES_TEXT.answerButton}
          of={INQUIRIES_TEXT.answerOf(r.row.lgnId, DESKS[r.kind].subject(r.row))}
          variant={r.row.ansCn ? 'secondary' : 'primary'}
          onPress={() => setAnswering(r)}
        />
      ),
      nowrap: true,
    },
  ];
  return (
    <>
      <ConsoleList
        caption={INQUIRIES_TEXT.allList(INQUIRIES_TEXT.allListStates[query.answered ?? ''])}
        query={list}
        columns={columns}
        rowKey={(r) => `${r.kind}-${r.row.inqId}`}
        pageSize={PAGE_SIZE}
      />
      {answering && <AnswerDialog kind={answering.kind} row={answering.row} onClose={() => setAnswering(null)} />}
    </>
  );
}

/** The operator's own account is always there: any failure to read it is a failed load, never "not found". */
const NEVER_MISSING = () => false;

/**
 * admin/inquiries (판로 담당, 예약 담당, 시스템 관리): one inbox for every kind of inquiry the operator's roles answer,
 * unanswered first, filtered by age, period and a word; answered in one dialog with the kind's templates.
 */
export default function InquiriesPage() {
  const params = useListParams();
  const me = useQuery(consoleMeQuery());
  const roles = me.data?.roles ?? [];
  const allowed = INQUIRY_KINDS.filter((k) => INQUIRY_KIND_ROLES[k].some((r) => roles.includes(r)));
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const asked = query.kind as InquiryKind | undefined;
  // No kind (or one the roles do not answer) is the 전체 view.
  const kind: InquiryKind | undefined = asked && allowed.includes(asked) ? asked : undefined;
  // A kind's queue shows the unanswered unless asked otherwise; the 전체 view shows both, the unanswered first.
  const answered = query.answered === 'Y' ? 'Y' : query.answered === 'N' || kind ? 'N' : undefined;
  // A sort another list had (its column is not in this one) is left out, not sent to be refused.
  const {
    kind: _kind,
    answered: _answered,
    sort,
    order,
    ...rest
  } = query as typeof query & { sort?: string; order?: string };
  const sorts: readonly string[] = kind ? [...INQUIRY_INBOX_SORTS, ...DESKS[kind].sorts] : ALL_SORTS;
  const sorted = sort && sorts.includes(sort) ? { sort, order } : {};
  const kindOptions = [
    { value: '', label: INQUIRIES_TEXT.allKinds },
    ...allowed.map((value) => ({ value, label: INQUIRIES_TEXT.kinds[value] })),
  ];
  const answeredOptions = kind
    ? ANSWERED_OPTIONS
    : [{ value: '', label: INQUIRIES_TEXT.answeredAll }, ...ANSWERED_OPTIONS];

  return (
    <>
      <PageHeader title={INQUIRIES_TEXT.title} description={INQUIRIES_TEXT.description} />
      <p>
        <Link to="/admin/inquiries/templates">{INQUIRIES_TEXT.manageTemplates}</Link>
      </p>
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <Select
              label={INQUIRIES_TEXT.kind}
              options={kindOptions}
              value={v.kind && allowed.includes(v.kind as InquiryKind) ? v.kind : ''}
              onChange={(x) => set('kind', x ?? '')}
            />
            <Select
              label={INQUIRIES_TEXT.answered}
              options={answeredOptions}
              value={v.answered || (kind ? 'N' : '')}
              onChange={(x) => set('answered', x ?? '')}
            />
            <FilterSelect name="minAge" label={INQUIRIES_TEXT.age} options={AGE_OPTIONS} values={v} set={set} />
            <ConsolePeriodFields
              from={v.from}
              to={v.to}
              labels={{ from: INQUIRIES_TEXT.from, to: INQUIRIES_TEXT.to }}
              onChange={set}
            />
            <TextField
              label={INQUIRIES_TEXT.search}
              description={INQUIRIES_TEXT.searchHelp}
              type="search"
              maxLength={50}
              value={v.q}
              onChange={(x) => set('q', x)}
            />
          </>
        )}
      </ConsoleFilters>
      {/* The operator's roles: a failed read says so (with 다시 시도), never that the roles answer no inquiry. */}
      <RecordResult query={me} isMissing={NEVER_MISSING}>
        {() =>
          kind ? (
            <InquiryList
              key={kind}
              kind={kind}
              query={{ ...rest, answered: answered ?? 'N', ...sorted }}
              answered={answered ?? 'N'}
            />
          ) : allowed.length ? (
            <AllInquiryList query={{ ...rest, ...(answered ? { answered } : {}), ...sorted }} />
          ) : (
            <EmptyState message={INQUIRIES_TEXT.noKind} />
          )
        }
      </RecordResult>
    </>
  );
}
