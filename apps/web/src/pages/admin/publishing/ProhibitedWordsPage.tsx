import { zodResolver } from '@hookform/resolvers/zod';
import type { ProhibitedWordRow } from '@onfan/contracts/prohibited.admin';
import { prohibitedWordAddSchema } from '@onfan/contracts/prohibited.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { showFormErrors } from '@/components/form/form-check';
import { FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import consoleStyles from '@/features/admin/components/console.module.css';
import {
  prohibitedWordsQuery,
  useAddProhibitedWord,
  useRemoveProhibitedWord,
} from '@/features/prohibited-word/prohibited-word-admin-api';
import { useListParams } from '@/lib/use-list-params';
import styles from './publishing.module.css';

export const PROHIBITED_WORDS_TEXT = {
  title: '금칙어',
  description:
    '게시글, 댓글, 문의 등 모든 글쓰기에서 막을 말을 관리합니다. 추가하거나 삭제하면 모든 서버의 다음 글쓰기부터 바로 적용됩니다.',
  addLabel: '추가할 금칙어',
  addHelp: '띄어쓰기나 기호를 섞어 피하는 표현(예: 바 보, 바.보)도 함께 막습니다.',
  add: '추가',
  confirmAdd: (word: string) => `'${word}'를 금칙어로 추가하시겠습니까?`,
  list: '금칙어 목록',
  search: '금칙어 검색',
  state: '상태',
  inUse: '사용 중',
  removed: '삭제됨',
  word: '금칙어',
  registered: '등록일',
  changed: '최근 변경',
  manage: '관리',
  remove: '삭제',
  confirmRemove: (word: string) => `'${word}'를 금칙어에서 삭제하시겠습니까? 바로 모든 글쓰기에 적용됩니다.`,
  restoreHelp: '삭제한 금칙어는 같은 말을 다시 추가하면 되살아납니다.',
} as const;

const T = PROHIBITED_WORDS_TEXT;
const PAGE_SIZE = 20;
const FILTERS = ['q', 'useYn'] as const;
const STATE_OPTIONS = [
  { value: 'Y', label: T.inUse },
  { value: 'N', label: T.removed },
];

function AddWordForm() {
  const form = useForm({ resolver: zodResolver(prohibitedWordAddSchema), defaultValues: { word: '' } });
  const add = useAddProhibitedWord({
    confirm: (v) => T.confirmAdd(v.word),
    onDone: () => form.reset({ word: '' }),
  });
  return (
    <form
      className={styles.addForm}
      method="post"
      onSubmit={(e) => void form.handleSubmit((v) => void add.run(v), showFormErrors)(e)}
      noValidate
    >
      <FormTextField
        control={form.control}
        name="word"
        label={T.addLabel}
        description={T.addHelp}
        isRequired
        maxLength={50}
      />
      <Button type="submit" isPending={add.isPending}>
        {T.add}
      </Button>
    </form>
  );
}

/** admin/prohibited-words (콘텐츠 담당, 시스템 관리자): the words every write is checked against. */
export default function ProhibitedWordsPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const useYn = query.useYn === 'N' ? 'N' : 'Y';
  const list = useQuery(prohibitedWordsQuery({ ...query, useYn }));
  const remove = useRemoveProhibitedWord({
    confirm: (v) => T.confirmRemove(list.data?.items.find((w) => w.id === v.id)?.word ?? ''),
  });
  const columns: ConsoleColumn<ProhibitedWordRow>[] = [
    { key: 'word', header: T.word, render: (w) => w.word, sort: 'word' },
    {
      key: 'registered',
      header: T.registered,
      render: (w) => formatDate(w.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'changed',
      header: T.changed,
      render: (w) => formatDate(w.updtDt, 'yyyy.MM.dd HH:mm'),
      nowrap: true,
      sort: 'updtDt',
      sortFirst: 'desc',
    },
    { key: 'state', header: T.state, render: (w) => (w.useYn === 'Y' ? T.inUse : T.removed), nowrap: true },
    {
      key: 'manage',
      header: T.manage,
      nowrap: true,
      render: (w) =>
        w.useYn === 'Y' ? (
          <DeskRowButton
            label={T.remove}
            of={w.word}
            variant="secondary"
            onPress={() => void remove.run({ id: w.id, updtDt: w.updtDt })}
          />
        ) : (
          '-'
        ),
    },
  ];
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <AddWordForm />
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <TextField label={T.search} value={v.q} onChange={(x) => set('q', x)} maxLength={50} />
            <Select
              label={T.state}
              options={STATE_OPTIONS}
              value={v.useYn || 'Y'}
              onChange={(x) => set('useYn', x ?? '')}
            />
          </>
        )}
      </ConsoleFilters>
      {useYn === 'N' && <p className={consoleStyles.note}>{T.restoreHelp}</p>}
      <ConsoleList
        caption={`${T.list} (${useYn === 'Y' ? T.inUse : T.removed})`}
        query={list}
        columns={columns}
        rowKey={(w) => w.id}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}
