import { zodResolver } from '@hookform/resolvers/zod';
import type { FaqRow } from '@onfan/contracts/content.admin';
import { faqBodySchema } from '@onfan/contracts/content.admin';
import { FAQ_CATEGORIES } from '@onfan/contracts/faq';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { FormDialog } from '@/components/form/FormDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import { FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { exposureColumn, ListExposureButton } from '@/features/admin/components/ListExposure';
import styles from '@/features/admin/components/console.module.css';
import {
  type FaqFilters,
  faqsQuery,
  useCreateFaq,
  useFaqExposure,
  useMoveFaq,
  useUpdateFaq,
} from '@/features/content/content-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const FAQ_TEXT = {
  title: '자주 묻는 질문',
  description:
    '이용안내(/guide)의 자주 묻는 질문을 쓰고, 고치고, 분류 안의 순서를 바꾸고, 숨깁니다. 바꾼 내용은 이용안내에 바로 보입니다.',
  list: '자주 묻는 질문 목록',
  category: '분류',
  exposure: '공개 여부',
  shown: '공개',
  hidden: '숨김',
  question: '질문',
  answer: '답변',
  order: '순서',
  manage: '관리',
  write: '질문 쓰기',
  writeTitle: '자주 묻는 질문 쓰기',
  editTitle: '자주 묻는 질문 수정',
  edit: '수정',
  editOf: (q: string) => `${q} 수정`,
  up: '위로',
  down: '아래로',
  upOf: (q: string) => `${q} 한 칸 위로`,
  downOf: (q: string) => `${q} 한 칸 아래로`,
  hide: '숨기기',
  show: '다시 공개',
  hideOf: (q: string) => `${q} 숨기기`,
  showOf: (q: string) => `${q} 다시 공개`,
  hideConfirm: (q: string) => `'${q}' 질문을 숨기시겠습니까? 이용안내에서 바로 빠집니다.`,
  showConfirm: (q: string) => `'${q}' 질문을 다시 공개하시겠습니까?`,
  saveConfirm: '저장하시겠습니까?',
  cancel: '취소',
  save: '저장',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['ctgrCd', 'expsrYn'] as const;
const CATEGORY_OPTIONS = FAQ_CATEGORIES.map((c) => ({ value: c.code, label: c.name }));
const EXPOSURE_OPTIONS = [
  { value: 'Y', label: FAQ_TEXT.shown },
  { value: 'N', label: FAQ_TEXT.hidden },
];

type FaqForm = z.infer<typeof faqBodySchema>;

function FaqDialog({ row, onClose }: { row: FaqRow | null; onClose: () => void }) {
  const form = useForm<FaqForm>({
    resolver: zodResolver(faqBodySchema),
    defaultValues: { ctgrCd: row?.ctgrCd ?? 'member', qstn: row?.qstn ?? '', ans: row?.ans ?? '' },
  });
  const create = useCreateFaq({ confirm: FAQ_TEXT.saveConfirm, onDone: onClose });
  const update = useUpdateFaq({ confirm: FAQ_TEXT.saveConfirm, onDone: onClose, onRefused: onClose });
  const save = (v: FaqForm) => {
    if (row) void update.run({ ...v, faqId: row.faqId, updtDt: row.updtDt });
    else void create.run(v);
  };
  return (
    <FormDialog
      title={row ? FAQ_TEXT.editTitle : FAQ_TEXT.writeTitle}
      onClose={onClose}
      cancel={FAQ_TEXT.cancel}
      send={FAQ_TEXT.save}
      isPending={create.isPending || update.isPending}
      handleSubmit={form.handleSubmit}
      onValid={save}
    >
      <FormSelect
        control={form.control}
        name="ctgrCd"
        label={FAQ_TEXT.category}
        options={CATEGORY_OPTIONS}
        isRequired
      />
      <FormTextField control={form.control} name="qstn" label={FAQ_TEXT.question} maxLength={200} isRequired />
      <FormTextField
        control={form.control}
        name="ans"
        label={FAQ_TEXT.answer}
        multiline
        rows={6}
        maxLength={4000}
        showCounter
        isRequired
      />
    </FormDialog>
  );
}

/** admin/faq (콘텐츠·시스템 관리자): the FAQ of /guide by category and order; write, edit, order, hide. */
export default function FaqPage() {
  const params = useListParams();
  const list = useQuery(faqsQuery(listQueryFrom(params, FILTERS, PAGE_SIZE) as FaqFilters));
  const [open, setOpen] = useState<{ row: FaqRow | null } | null>(null);
  const exposure = useFaqExposure({
    confirm: (v) => (v.expsrYn === 'N' ? FAQ_TEXT.hideConfirm(v.qstn) : FAQ_TEXT.showConfirm(v.qstn)),
  });
  const move = useMoveFaq();

  const columns: ConsoleColumn<FaqRow>[] = [
    { key: 'ctgr', header: FAQ_TEXT.category, render: (r) => r.ctgrNm, nowrap: true },
    { key: 'qstn', header: FAQ_TEXT.question, render: (r) => r.qstn, sort: 'qstn' },
    {
      key: 'order',
      header: FAQ_TEXT.order,
      nowrap: true,
      // The display order the desk edits, and the list's default (categories as /guide shows them, then each one's).
      sort: 'sortSeq',
      render: (r) => (
        <span className={styles.actions}>
          <Button
            size="small"
            variant="tertiary"
            aria-label={FAQ_TEXT.upOf(r.qstn)}
            onPress={() => void move.run({ faqId: r.faqId, direction: 'UP', updtDt: r.updtDt })}
          >
            {FAQ_TEXT.up}
          </Button>
          <Button
            size="small"
            variant="tertiary"
            aria-label={FAQ_TEXT.downOf(r.qstn)}
            onPress={() => void move.run({ faqId: r.faqId, direction: 'DOWN', updtDt: r.updtDt })}
          >
            {FAQ_TEXT.down}
          </Button>
        </span>
      ),
    },
    exposureColumn(FAQ_TEXT),
    {
      key: 'manage',
      header: FAQ_TEXT.manage,
      nowrap: true,
      render: (r) => (
        <span className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            aria-label={FAQ_TEXT.editOf(r.qstn)}
            onPress={() => setOpen({ row: r })}
          >
            {FAQ_TEXT.edit}
          </Button>
          <ListExposureButton
            expsrYn={r.expsrYn}
            name={r.qstn}
            text={FAQ_TEXT}
            onToggle={(expsrYn) => void exposure.run({ faqId: r.faqId, qstn: r.qstn, expsrYn, updtDt: r.updtDt })}
          />
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={FAQ_TEXT.title} description={FAQ_TEXT.description} />
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <FilterSelect name="ctgrCd" label={FAQ_TEXT.category} options={CATEGORY_OPTIONS} values={v} set={set} />
            <FilterSelect name="expsrYn" label={FAQ_TEXT.exposure} options={EXPOSURE_OPTIONS} values={v} set={set} />
          </>
        )}
      </ConsoleFilters>
      <p>
        <Button onPress={() => setOpen({ row: null })}>{FAQ_TEXT.write}</Button>
      </p>
      <ConsoleList
        caption={FAQ_TEXT.list}
        query={list}
        columns={columns}
        rowKey={(r) => r.faqId}
        pageSize={PAGE_SIZE}
      />
      {open ? <FaqDialog row={open.row} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
