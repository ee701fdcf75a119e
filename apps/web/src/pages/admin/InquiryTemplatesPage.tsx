import { zodResolver } from '@hookform/resolvers/zod';
import {
  answerTemplateBodySchema,
  INQUIRY_KIND_NAMES,
  INQUIRY_KIND_ROLES,
  INQUIRY_KINDS,
  type AnswerTemplateBody,
  type AnswerTemplateRow,
} from '@onfan/contracts/inquiry.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
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
} from '@/features/admin/components/ConsoleList';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { consoleMeQuery } from '@/features/admin/admin-api';
import {
  answerTemplatesQuery,
  useCreateAnswerTemplate,
  useDeleteAnswerTemplate,
  useUpdateAnswerTemplate,
} from '@/features/inquiry/inquiry-admin-api';
import { isApiError } from '@/lib/api/api-client';
import { useListParams } from '@/lib/use-list-params';

export const TEMPLATES_TEXT = {
  title: '답변 템플릿',
  description:
    '문의에 자주 쓰는 답변을 종류별로 저장해 둡니다. 답변 창에서 템플릿을 골라 넣고, 보내기 전에 고쳐 씁니다. 바꾼 기록은 변경 이력에 남습니다.',
  back: '문의 답변으로',
  kind: '문의 종류',
  search: '검색어',
  list: '답변 템플릿 목록',
  name: '템플릿 이름',
  body: '템플릿 내용',
  bodyHelp: '1000자 이내. 답변 창에서 답변 내용에 넣습니다.',
  changed: '수정일시',
  manage: '관리',
  add: '새 템플릿',
  edit: '고치기',
  remove: '삭제',
  createTitle: '답변 템플릿 만들기',
  editTitle: (nm: string) => `답변 템플릿 고치기 — ${nm}`,
  cancel: '취소',
  save: '저장',
  confirmCreate: '이 답변 템플릿을 만드시겠습니까?',
  confirmUpdate: '이 답변 템플릿을 고치시겠습니까?',
  confirmRemove: (nm: string) => `답변 템플릿 '${nm}'을(를) 삭제하시겠습니까?`,
  noKind: '이 역할로 답변할 수 있는 문의가 없습니다.',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['kind', 'q'] as const;
const FIELDS = ['kind', 'tmplNm', 'tmplCn'] as const;

/** Create (no `row`) or edit a template on the copy read; what was typed stays when the server refuses it. */
function TemplateDialog({
  row,
  kinds,
  onClose,
}: {
  row: AnswerTemplateRow | null;
  kinds: readonly (typeof INQUIRY_KINDS)[number][];
  onClose: () => void;
}) {
  const form = useForm<AnswerTemplateBody>({
    resolver: zodResolver(answerTemplateBodySchema),
    defaultValues: { kind: row?.kind ?? kinds[0], tmplNm: row?.tmplNm ?? '', tmplCn: row?.tmplCn ?? '' },
  });
  // The server's Korean field errors (a name the kind already has, a text too long) shown at their fields.
  const showRefused = (error: unknown) => {
    const errors = isApiError(error) ? (error.errors ?? []) : [];
    for (const e of errors) {
      if ((FIELDS as readonly string[]).includes(e.field))
        form.setError(e.field as (typeof FIELDS)[number], { type: 'server', message: e.message });
    }
    return false;
  };
  const create = useCreateAnswerTemplate({
    confirm: TEMPLATES_TEXT.confirmCreate,
    onDone: onClose,
    handleRefusal: showRefused,
  });
  const update = useUpdateAnswerTemplate({
    confirm: TEMPLATES_TEXT.confirmUpdate,
    onDone: onClose,
    handleRefusal: showRefused,
    // A stale copy: the list is read again behind the message; the operator opens the newer copy.
    onRefused: (error) => {
      if (isApiError(error) && error.status === 409) onClose();
    },
  });
  const save = (v: AnswerTemplateBody) => {
    if (row) void update.run({ ...v, id: row.id, updtDt: row.updtDt });
    else void create.run(v);
  };
  return (
    <FormDialog
      title={row ? TEMPLATES_TEXT.editTitle(row.tmplNm) : TEMPLATES_TEXT.createTitle}
      onClose={onClose}
      cancel={TEMPLATES_TEXT.cancel}
      send={TEMPLATES_TEXT.save}
      isPending={create.isPending || update.isPending}
      handleSubmit={form.handleSubmit}
      onValid={save}
    >
      <FormSelect
        control={form.control}
        name="kind"
        label={TEMPLATES_TEXT.kind}
        options={kinds.map((k) => ({ value: k, label: INQUIRY_KIND_NAMES[k] }))}
        isRequired
      />
      <FormTextField control={form.control} name="tmplNm" label={TEMPLATES_TEXT.name} maxLength={50} isRequired />
      <FormTextField
        control={form.control}
        name="tmplCn"
        label={TEMPLATES_TEXT.body}
        description={TEMPLATES_TEXT.bodyHelp}
        multiline
        maxLength={1000}
        isRequired
      />
    </FormDialog>
  );
}

/** The operator's own account is always there: any failure to read it is a failed load, never "not found". */
const NEVER_MISSING = () => false;

/**
 * admin/inquiries/templates (판로 담당, 예약 담당, 시스템 관리): the answer templates of the kinds the operator's
 * roles answer, searched, created, edited and deleted on the copy read.
 */
export default function InquiryTemplatesPage() {
  const params = useListParams();
  const me = useQuery(consoleMeQuery());
  const roles = me.data?.roles ?? [];
  const kinds = INQUIRY_KINDS.filter((k) => INQUIRY_KIND_ROLES[k].some((r) => roles.includes(r)));
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const list = useQuery({
    ...answerTemplatesQuery(query as Parameters<typeof answerTemplatesQuery>[0]),
    enabled: kinds.length > 0,
  });
  const [editing, setEditing] = useState<AnswerTemplateRow | 'new' | null>(null);
  const remove = useDeleteAnswerTemplate({
    confirm: (v) => TEMPLATES_TEXT.confirmRemove(list.data?.items.find((t) => t.id === v.id)?.tmplNm ?? ''),
  });
  const columns: ConsoleColumn<AnswerTemplateRow>[] = [
    { key: 'kind', header: TEMPLATES_TEXT.kind, render: (t) => INQUIRY_KIND_NAMES[t.kind], nowrap: true, sort: 'kind' },
    { key: 'name', header: TEMPLATES_TEXT.name, render: (t) => t.tmplNm, sort: 'tmplNm' },
    { key: 'body', header: TEMPLATES_TEXT.body, render: (t) => t.tmplCn },
    {
      key: 'changed',
      header: TEMPLATES_TEXT.changed,
      render: (t) => formatDate(t.updtDt, 'yyyy.MM.dd HH:mm'),
      nowrap: true,
      sort: 'updtDt',
      sortFirst: 'desc',
    },
    {
      key: 'manage',
      header: TEMPLATES_TEXT.manage,
      nowrap: true,
      render: (t) => (
        <>
          <DeskRowButton label={TEMPLATES_TEXT.edit} of={t.tmplNm} variant="secondary" onPress={() => setEditing(t)} />{' '}
          <DeskRowButton
            label={TEMPLATES_TEXT.remove}
            of={t.tmplNm}
            variant="tertiary"
            onPress={() => void remove.run({ id: t.id, updtDt: t.updtDt })}
          />
        </>
      ),
    },
  ];
  if (me.isPending) return <PageHeader title={TEMPLATES_TEXT.title} description={TEMPLATES_TEXT.description} />;
  return (
    <>
      <PageHeader title={TEMPLATES_TEXT.title} description={TEMPLATES_TEXT.description} />
      <p>
        <Link to="/admin/inquiries">{TEMPLATES_TEXT.back}</Link>
      </p>
      {/* The operator's roles: a failed read says so (with 다시 시도), never that the roles answer no inquiry. */}
      <RecordResult query={me} isMissing={NEVER_MISSING}>
        {() =>
          kinds.length === 0 ? (
            <EmptyState message={TEMPLATES_TEXT.noKind} />
          ) : (
            <>
              <p>
                <Button onPress={() => setEditing('new')}>{TEMPLATES_TEXT.add}</Button>
              </p>
              <ConsoleFilters keys={FILTERS}>
                {(v, set) => (
                  <>
                    <Select
                      label={TEMPLATES_TEXT.kind}
                      options={kinds.map((k) => ({ value: k, label: INQUIRY_KIND_NAMES[k] }))}
                      value={v.kind || null}
                      onChange={(x) => set('kind', x ?? '')}
                    />
                    <TextField
                      label={TEMPLATES_TEXT.search}
                      type="search"
                      maxLength={50}
                      value={v.q}
                      onChange={(x) => set('q', x)}
                    />
                  </>
                )}
              </ConsoleFilters>
              <ConsoleList
                caption={TEMPLATES_TEXT.list}
                query={list}
                columns={columns}
                rowKey={(t) => t.id}
                pageSize={PAGE_SIZE}
              />
            </>
          )
        }
      </RecordResult>
      {editing && (
        <TemplateDialog row={editing === 'new' ? null : editing} kinds={kinds} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
