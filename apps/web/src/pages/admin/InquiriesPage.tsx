import { zodResolver } from '@hookform/resolvers/zod';
import type { InquiryQueueFilters } from '@/features/sodam/sodam-api';
import { answerBodySchema as econAnswerBodySchema, type EconInquiryQueueRow } from '@onfan/contracts/econ-promotion';
import type { OperatorRole } from '@onfan/contracts/operator-roles';
import { ansBodySchema, type InquiryQueueRow } from '@onfan/contracts/sodam';
import { spaceAnswerBodySchema, type SpaceInquiryQueueRow } from '@onfan/contracts/space';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { showFormErrors } from '@/components/form/form-check';
import { FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import styles from '@/features/admin/components/console.module.css';
import { consoleMeQuery } from '@/features/admin/admin-api';
import {
  econInquiryQueueQuery,
  useAnswerEconInquiry,
  type EconInquiryQueueFilters,
} from '@/features/econ-promotion/econ-promotion-api';
import { sodamInquiryQueueQuery, useAnswerSodamInquiry } from '@/features/sodam/sodam-api';
import {
  spaceInquiryQueueQuery,
  useAnswerSpaceInquiry,
  type SpaceInquiryQueueFilters,
} from '@/features/space/space-api';
import { useListParams } from '@/lib/use-list-params';

export const INQUIRIES_TEXT = {
  title: '문의 답변',
  description:
    '회원이 남긴 문의를 보고 답변합니다. 답변은 회원이 문의한 페이지의 내 문의에 바로 보이고, 답변한 기록은 변경 이력에 남습니다.',
  kind: '문의 종류',
  kinds: { sodam: '소담상회 상품 문의', econ: '판로 홍보(프로모션) 문의', space: '공간 문의' },
  answered: '답변 여부',
  answeredStates: { N: '미답변', Y: '답변 완료' },
  list: (kind: string, state: string) => `${kind} 목록 (${state})`,
  asked: '문의일시',
  product: '상품',
  member: '아이디',
  question: '문의 내용',
  answer: '답변',
  answeredAt: '답변일시',
  act: '처리',
  answerButton: '답변하기',
  editButton: '답변 고치기',
  answerOf: (lgnId: string, pdNm: string) => `${lgnId} 회원의 ${pdNm} 문의`,
  dialogTitle: (pdNm: string) => `상품 문의 답변 — ${pdNm}`,
  askedBy: (lgnId: string, at: string) => `${lgnId} 회원, ${at}`,
  productLink: '상품 페이지에서 보기',
  answerField: '답변 내용',
  answerHelp: '1000자 이내. 회원은 상품 페이지의 내 문의에서 답변을 봅니다.',
  cancel: '취소',
  save: '답변 등록',
  confirm: (lgnId: string) => `${lgnId} 회원의 문의에 이 답변을 등록하시겠습니까?`,
  promotion: '프로모션',
  programme: '프로그램',
  company: '회사(상호)명',
  inqTitle: '문의 제목',
  generalQuestion: '일반 문의',
  econAnswerOf: (lgnId: string, inqTtl: string) => `${lgnId} 회원의 ${inqTtl} 문의`,
  econDialogTitle: (inqTtl: string) => `프로모션 문의 답변 — ${inqTtl}`,
  promotionLink: '프로모션 페이지에서 보기',
  econAnswerHelp: '2000자 이내. 회원은 마이페이지의 프로모션 문의 내역에서 답변을 봅니다.',
  space: '공간',
  spaceDialogTitle: (inqTit: string) => `공간 문의 답변 — ${inqTit}`,
  spaceLink: '공간 페이지에서 보기',
  spaceAnswerHelp: '2000자 이내. 회원은 공간 문의 내역에서 답변을 봅니다.',
  noKind: '이 역할로 답변할 수 있는 문의가 없습니다.',
} as const;

type Kind = keyof typeof INQUIRIES_TEXT.kinds;
/** Each kind's desk: the roles its calls declare, and the columns its list sorts by (the contract's sort keys). */
const KINDS: Record<Kind, { roles: readonly OperatorRole[]; sorts: readonly string[] }> = {
  sodam: { roles: ['MARKET'], sorts: ['regDt', 'ansDt', 'pdNm'] },
  econ: { roles: ['MARKET', 'SYSTEM'], sorts: ['regDt', 'ansDt', 'inqTtl'] },
  space: { roles: ['RESERVATION', 'SYSTEM'], sorts: ['regDt', 'ansDt', 'spaceNm'] },
};
const PAGE_SIZE = 20;
const FILTERS = ['kind', 'answered'] as const;
const PROMOTION_PAGE = { subs: '/promotion/subscription', local: '/promotion/localeconomic' } as const;
const ANSWERED_OPTIONS = (['N', 'Y'] as const).map((v) => ({ value: v, label: INQUIRIES_TEXT.answeredStates[v] }));
const at = (iso: string | null) => (iso ? formatDate(iso, 'yyyy.MM.dd HH:mm') : '-');

function AnswerDialog({ row, onClose }: { row: InquiryQueueRow; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(ansBodySchema),
    defaultValues: { ansCn: row.ansCn ?? '', updtDt: row.updtDt },
  });
  const answer = useAnswerSodamInquiry({
    confirm: () => INQUIRIES_TEXT.confirm(row.lgnId),
    onDone: onClose,
    // A stale copy (answered by another operator first): the list is read again behind the message.
    onRefused: onClose,
  });
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={INQUIRIES_TEXT.dialogTitle(row.pdNm)}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {INQUIRIES_TEXT.cancel}
          </Button>
          <Button
            isPending={answer.isPending}
            onPress={() => void form.handleSubmit((v) => void answer.run({ inqId: row.inqId, ...v }), showFormErrors)()}
          >
            {INQUIRIES_TEXT.save}
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>{INQUIRIES_TEXT.member}</dt>
          <dd>{INQUIRIES_TEXT.askedBy(row.lgnId, at(row.regDt))}</dd>
        </div>
        <div>
          <dt>{INQUIRIES_TEXT.product}</dt>
          <dd>
            <Link to={`/sodam/product/${row.pdId}`}>
              {row.pdNm} <span className="sr-only">({INQUIRIES_TEXT.productLink})</span>
            </Link>
          </dd>
        </div>
      </dl>
      <p>
        <strong>{INQUIRIES_TEXT.question}</strong> {row.inqCn}
      </p>
      <FormTextField
        control={form.control}
        name="ansCn"
        label={INQUIRIES_TEXT.answerField}
        description={INQUIRIES_TEXT.answerHelp}
        multiline
        maxLength={1000}
        isRequired
      />
    </Dialog>
  );
}

function EconAnswerDialog({ row, onClose }: { row: EconInquiryQueueRow; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(econAnswerBodySchema),
    defaultValues: { ansCn: row.ansCn ?? '', updtDt: row.updtDt },
  });
  const answer = useAnswerEconInquiry({
    confirm: () => INQUIRIES_TEXT.confirm(row.lgnId),
    onDone: onClose,
    // A stale copy (answered by another operator first): the list is read again behind the message.
    onRefused: onClose,
  });
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={INQUIRIES_TEXT.econDialogTitle(row.inqTtl)}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {INQUIRIES_TEXT.cancel}
          </Button>
          <Button
            isPending={answer.isPending}
            onPress={() => void form.handleSubmit((v) => void answer.run({ inqId: row.inqId, ...v }), showFormErrors)()}
          >
            {INQUIRIES_TEXT.save}
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>{INQUIRIES_TEXT.member}</dt>
          <dd>{INQUIRIES_TEXT.askedBy(row.lgnId, at(row.regDt))}</dd>
        </div>
        <div>
          <dt>{INQUIRIES_TEXT.company}</dt>
          <dd>{row.cmpnyNm}</dd>
        </div>
        <div>
          <dt>{INQUIRIES_TEXT.promotion}</dt>
          <dd>
            <Link to={PROMOTION_PAGE[row.kind]}>
              {row.kindNm} <span className="sr-only">({INQUIRIES_TEXT.promotionLink})</span>
            </Link>
          </dd>
        </div>
        <div>
          <dt>{INQUIRIES_TEXT.programme}</dt>
          <dd>{row.prgmNm ?? INQUIRIES_TEXT.generalQuestion}</dd>
        </div>
      </dl>
      <p>
        <strong>{INQUIRIES_TEXT.inqTitle}</strong> {row.inqTtl}
      </p>
      <p>
        <strong>{INQUIRIES_TEXT.question}</strong> {row.inqCn}
      </p>
      <FormTextField
        control={form.control}
        name="ansCn"
        label={INQUIRIES_TEXT.answerField}
        description={INQUIRIES_TEXT.econAnswerHelp}
        multiline
        maxLength={2000}
        isRequired
      />
    </Dialog>
  );
}

function SpaceAnswerDialog({ row, onClose }: { row: SpaceInquiryQueueRow; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(spaceAnswerBodySchema),
    defaultValues: { ansCn: row.ansCn ?? '', updtDt: row.updtDt },
  });
  const answer = useAnswerSpaceInquiry({
    confirm: () => INQUIRIES_TEXT.confirm(row.lgnId),
    onDone: onClose,
    // A stale copy (answered by another operator first): the list is read again behind the message.
    onRefused: onClose,
  });
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={INQUIRIES_TEXT.spaceDialogTitle(row.inqTit)}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {INQUIRIES_TEXT.cancel}
          </Button>
          <Button
            isPending={answer.isPending}
            onPress={() => void form.handleSubmit((v) => void answer.run({ inqId: row.inqId, ...v }), showFormErrors)()}
          >
            {INQUIRIES_TEXT.save}
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>{INQUIRIES_TEXT.member}</dt>
          <dd>{INQUIRIES_TEXT.askedBy(row.lgnId, at(row.regDt))}</dd>
        </div>
        <div>
          <dt>{INQUIRIES_TEXT.space}</dt>
          <dd>
            <Link to={`/space/${row.spaceId}`}>
              {row.spaceNm} <span className="sr-only">({INQUIRIES_TEXT.spaceLink})</span>
            </Link>
          </dd>
        </div>
      </dl>
      <p>
        <strong>{INQUIRIES_TEXT.inqTitle}</strong> {row.inqTit}
      </p>
      <p>
        <strong>{INQUIRIES_TEXT.question}</strong> {row.inqCn}
      </p>
      <FormTextField
        control={form.control}
        name="ansCn"
        label={INQUIRIES_TEXT.answerField}
        description={INQUIRIES_TEXT.spaceAnswerHelp}
        multiline
        maxLength={2000}
        isRequired
      />
    </Dialog>
  );
}

type ListProps = { query: ReturnType<typeof listQueryFrom<(typeof FILTERS)[number]>>; answered: 'N' | 'Y' };

function SodamInquiries({ query, answered }: ListProps) {
  const { kind: _kind, ...filters } = query;
  const list = useQuery(sodamInquiryQueueQuery({ ...filters, answered } as InquiryQueueFilters));
  const [answering, setAnswering] = useState<InquiryQueueRow | null>(null);

  const columns: ConsoleColumn<InquiryQueueRow>[] = [
    { key: 'asked', header: INQUIRIES_TEXT.asked, render: (r) => at(r.regDt), nowrap: true, sort: 'regDt' },
    { key: 'product', header: INQUIRIES_TEXT.product, render: (r) => r.pdNm, sort: 'pdNm' },
    { key: 'member', header: INQUIRIES_TEXT.member, render: (r) => r.lgnId, nowrap: true },
    { key: 'question', header: INQUIRIES_TEXT.question, render: (r) => r.inqCn },
    ...(answered === 'Y'
      ? [
          { key: 'answer', header: INQUIRIES_TEXT.answer, render: (r: InquiryQueueRow) => r.ansCn ?? '-' },
          {
            key: 'answeredAt',
            header: INQUIRIES_TEXT.answeredAt,
            render: (r: InquiryQueueRow) => at(r.ansDt),
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
        <Button size="small" variant={r.ansCn ? 'secondary' : 'primary'} onPress={() => setAnswering(r)}>
          {r.ansCn ? INQUIRIES_TEXT.editButton : INQUIRIES_TEXT.answerButton}
          <span className="sr-only"> ({INQUIRIES_TEXT.answerOf(r.lgnId, r.pdNm)})</span>
        </Button>
      ),
      nowrap: true,
    },
  ];
  return (
    <>
      <ConsoleList
        caption={INQUIRIES_TEXT.list(INQUIRIES_TEXT.kinds.sodam, INQUIRIES_TEXT.answeredStates[answered])}
        query={list}
        columns={columns}
        rowKey={(r) => r.inqId}
        pageSize={PAGE_SIZE}
      />
      {answering && <AnswerDialog row={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

function EconInquiries({ query, answered }: ListProps) {
  const { kind: _kind, ...filters } = query;
  const list = useQuery(econInquiryQueueQuery({ ...filters, answered } as EconInquiryQueueFilters));
  const [answering, setAnswering] = useState<EconInquiryQueueRow | null>(null);

  const columns: ConsoleColumn<EconInquiryQueueRow>[] = [
    { key: 'asked', header: INQUIRIES_TEXT.asked, render: (r) => at(r.regDt), nowrap: true, sort: 'regDt' },
    {
      key: 'promotion',
      header: INQUIRIES_TEXT.promotion,
      render: (r) => (r.prgmNm ? `${r.kindNm} · ${r.prgmNm}` : r.kindNm),
    },
    { key: 'member', header: INQUIRIES_TEXT.member, render: (r) => `${r.lgnId} (${r.cmpnyNm})` },
    { key: 'title', header: INQUIRIES_TEXT.inqTitle, render: (r) => r.inqTtl, sort: 'inqTtl' },
    { key: 'question', header: INQUIRIES_TEXT.question, render: (r) => r.inqCn },
    ...(answered === 'Y'
      ? [
          { key: 'answer', header: INQUIRIES_TEXT.answer, render: (r: EconInquiryQueueRow) => r.ansCn ?? '-' },
          {
            key: 'answeredAt',
            header: INQUIRIES_TEXT.answeredAt,
            render: (r: EconInquiryQueueRow) => at(r.ansDt),
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
        <Button size="small" variant={r.ansCn ? 'secondary' : 'primary'} onPress={() => setAnswering(r)}>
          {r.ansCn ? INQUIRIES_TEXT.editButton : INQUIRIES_TEXT.answerButton}
          <span className="sr-only"> ({INQUIRIES_TEXT.econAnswerOf(r.lgnId, r.inqTtl)})</span>
        </Button>
      ),
      nowrap: true,
    },
  ];
  return (
    <>
      <ConsoleList
        caption={INQUIRIES_TEXT.list(INQUIRIES_TEXT.kinds.econ, INQUIRIES_TEXT.answeredStates[answered])}
        query={list}
        columns={columns}
        rowKey={(r) => r.inqId}
        pageSize={PAGE_SIZE}
      />
      {answering && <EconAnswerDialog row={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

function SpaceInquiries({ query, answered }: ListProps) {
  const { kind: _kind, ...filters } = query;
  const list = useQuery(spaceInquiryQueueQuery({ ...filters, answered } as SpaceInquiryQueueFilters));
  const [answering, setAnswering] = useState<SpaceInquiryQueueRow | null>(null);

  const columns: ConsoleColumn<SpaceInquiryQueueRow>[] = [
    { key: 'asked', header: INQUIRIES_TEXT.asked, render: (r) => at(r.regDt), nowrap: true, sort: 'regDt' },
    { key: 'space', header: INQUIRIES_TEXT.space, render: (r) => r.spaceNm, sort: 'spaceNm' },
    { key: 'member', header: INQUIRIES_TEXT.member, render: (r) => r.lgnId, nowrap: true },
    { key: 'title', header: INQUIRIES_TEXT.inqTitle, render: (r) => r.inqTit },
    { key: 'question', header: INQUIRIES_TEXT.question, render: (r) => r.inqCn },
    ...(answered === 'Y'
      ? [
          { key: 'answer', header: INQUIRIES_TEXT.answer, render: (r: SpaceInquiryQueueRow) => r.ansCn ?? '-' },
          {
            key: 'answeredAt',
            header: INQUIRIES_TEXT.answeredAt,
            render: (r: SpaceInquiryQueueRow) => at(r.ansDt),
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
        <Button size="small" variant={r.ansCn ? 'secondary' : 'primary'} onPress={() => setAnswering(r)}>
          {r.ansCn ? INQUIRIES_TEXT.editButton : INQUIRIES_TEXT.answerButton}
          <span className="sr-only"> ({INQUIRIES_TEXT.econAnswerOf(r.lgnId, r.inqTit)})</span>
        </Button>
      ),
      nowrap: true,
    },
  ];
  return (
    <>
      <ConsoleList
        caption={INQUIRIES_TEXT.list(INQUIRIES_TEXT.kinds.space, INQUIRIES_TEXT.answeredStates[answered])}
        query={list}
        columns={columns}
        rowKey={(r) => r.inqId}
        pageSize={PAGE_SIZE}
      />
      {answering && <SpaceAnswerDialog row={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

/**
 * admin/inquiries (판로 담당, 예약 담당, 시스템 관리): members' inquiries by kind, unanswered first, answered in a dialog. The kind
 * select offers only the kinds the operator's roles answer.
 */
export default function InquiriesPage() {
  const params = useListParams();
  const me = useQuery(consoleMeQuery());
  const roles = me.data?.roles ?? [];
  const allowed = (Object.keys(KINDS) as Kind[]).filter((k) => KINDS[k].roles.some((r) => roles.includes(r)));
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const asked = query.kind as Kind | undefined;
  const kind: Kind | undefined = asked && allowed.includes(asked) ? asked : allowed[0];
  const answered = query.answered === 'Y' ? 'Y' : 'N';
  // A sort another kind's list had (its column is not in this one) is left out, not sent to be refused.
  const { sort, order, ...rest } = query as typeof query & { sort?: string; order?: string };
  const listQuery = kind && sort && KINDS[kind].sorts.includes(sort) ? { ...rest, sort, order } : rest;
  const kindOptions = allowed.map((value) => ({ value, label: INQUIRIES_TEXT.kinds[value] }));

  return (
    <>
      <PageHeader title={INQUIRIES_TEXT.title} description={INQUIRIES_TEXT.description} />
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <Select
              label={INQUIRIES_TEXT.kind}
              options={kindOptions}
              value={v.kind && allowed.includes(v.kind as Kind) ? v.kind : (kind ?? '')}
              onChange={(x) => set('kind', x ?? '')}
            />
            <Select
              label={INQUIRIES_TEXT.answered}
              options={ANSWERED_OPTIONS}
              value={v.answered || 'N'}
              onChange={(x) => set('answered', x ?? '')}
            />
          </>
        )}
      </ConsoleFilters>
      {me.isPending ? null : kind === 'space' ? (
        <SpaceInquiries query={listQuery} answered={answered} />
      ) : kind === 'econ' ? (
        <EconInquiries query={listQuery} answered={answered} />
      ) : kind === 'sodam' ? (
        <SodamInquiries query={listQuery} answered={answered} />
      ) : (
        <EmptyState message={INQUIRIES_TEXT.noKind} />
      )}
    </>
  );
}
