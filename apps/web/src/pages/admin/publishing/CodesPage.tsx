import { zodResolver } from '@hookform/resolvers/zod';
import type { CodeAdminRow, CodeGroupRow } from '@onfan/contracts/code.admin';
import { CODE_GROUP_NAMES, codeAddSchema } from '@onfan/contracts/code.admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormDialog } from '@/components/form/FormDialog';
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
import { codeGroupsQuery, codesQuery, useAddCode, useEditCode } from '@/features/code/code-admin-api';
import { useListParams } from '@/lib/use-list-params';
import styles from './publishing.module.css';

export const CODES_TEXT = {
  title: '코드 관리',
  description:
    '포털이 읽는 공통 코드(예약 카테고리, 커뮤니티 카테고리, 장비 등)의 이름, 순서, 사용 여부를 관리합니다. 저장하면 모든 서버의 코드 캐시를 비워 바로 반영됩니다.',
  groups: '코드 그룹 목록',
  groupSearch: '그룹 코드 또는 이름',
  group: '그룹 코드',
  groupName: '용도',
  codeCount: '값 개수',
  inUse: '사용 중',
  open: '코드 보기',
  back: '코드 그룹 목록으로',
  codesOf: (name: string, cd: string) => `${name} (${cd}) 코드 목록`,
  use: '사용 여부',
  all: '전체',
  used: '사용',
  unused: '사용 안 함',
  value: '코드 값',
  name: '코드 이름',
  order: '순서',
  manage: '관리',
  edit: '수정',
  add: '코드 추가',
  addTitle: (name: string) => `${name}에 코드 추가`,
  editTitle: (value: string) => `코드 수정: ${value}`,
  valueHelp: '영문 대문자, 숫자, 밑줄(_)로 씁니다. 숫자 그룹은 1023009처럼 그룹 번호 뒤에 세 자리를 붙입니다.',
  orderHelp: '작은 수가 먼저 보입니다.',
  cancel: '취소',
  save: '저장',
  confirmAdd: (name: string) => `'${name}' 코드를 추가하시겠습니까?`,
  confirmEdit: (value: string) => `${value} 코드를 수정하시겠습니까? 포털 화면에 바로 반영됩니다.`,
} as const;

const T = CODES_TEXT;
const PAGE_SIZE = 20;
const GROUP_FILTERS = ['q'] as const;
const CODE_FILTERS = ['useYn'] as const;
const USE_OPTIONS = [
  { value: 'Y', label: T.used },
  { value: 'N', label: T.unused },
] as const;
const USE_FILTER_OPTIONS = [{ value: '', label: T.all }, ...USE_OPTIONS];

type CodeFormValues = z.input<typeof codeAddSchema>;

function CodeDialog({ cmmnCd, row, onClose }: { cmmnCd: string; row: CodeAdminRow | null; onClose: () => void }) {
  const form = useForm<CodeFormValues>({
    resolver: zodResolver(codeAddSchema),
    defaultValues: row
      ? { cmmnCdVal: row.cmmnCdVal, cmmnCdValNm: row.cmmnCdValNm, sortSeq: String(row.sortSeq), useYn: row.useYn }
      : { cmmnCdVal: '', cmmnCdValNm: '', sortSeq: '1', useYn: 'Y' },
  });
  const add = useAddCode({ confirm: (v) => T.confirmAdd(v.cmmnCdValNm), onDone: onClose });
  const edit = useEditCode({ confirm: (v) => T.confirmEdit(v.cmmnCdVal), onDone: onClose, onRefused: onClose });
  const save = (v: CodeFormValues) => {
    const body = codeAddSchema.parse(v);
    if (row) {
      const { cmmnCdVal: _value, ...changes } = body;
      void edit.run({ cmmnCd, cmmnCdVal: row.cmmnCdVal, updtDt: row.updtDt, ...changes });
    } else {
      void add.run({ cmmnCd, ...body });
    }
  };
  const groupName = CODE_GROUP_NAMES[cmmnCd] ?? cmmnCd;
  return (
    <FormDialog
      title={row ? T.editTitle(row.cmmnCdVal) : T.addTitle(groupName)}
      onClose={onClose}
      cancel={T.cancel}
      send={T.save}
      isPending={add.isPending || edit.isPending}
      handleSubmit={form.handleSubmit}
      onValid={save}
    >
      <div className={styles.fields}>
        <FormTextField
          control={form.control}
          name="cmmnCdVal"
          label={T.value}
          description={row ? undefined : T.valueHelp}
          isRequired
          isReadOnly={row !== null}
          maxLength={30}
        />
        <FormTextField control={form.control} name="cmmnCdValNm" label={T.name} isRequired maxLength={100} />
        <FormTextField
          control={form.control}
          name="sortSeq"
          label={T.order}
          description={T.orderHelp}
          inputMode="numeric"
          isRequired
          maxLength={4}
        />
        <FormRadioGroup
          control={form.control}
          name="useYn"
          label={T.use}
          options={USE_OPTIONS}
          orientation="horizontal"
          isRequired
        />
      </div>
    </FormDialog>
  );
}

function GroupList() {
  const params = useListParams();
  const query = listQueryFrom(params, GROUP_FILTERS, PAGE_SIZE);
  const list = useQuery(codeGroupsQuery(query));
  const columns: ConsoleColumn<CodeGroupRow>[] = [
    { key: 'cmmnCd', header: T.group, render: (g) => g.cmmnCd, nowrap: true, sort: 'cmmnCd' },
    { key: 'grpNm', header: T.groupName, render: (g) => g.grpNm },
    {
      key: 'count',
      header: T.codeCount,
      render: (g) => g.codeCount,
      nowrap: true,
      sort: 'codeCount',
      sortFirst: 'desc',
    },
    { key: 'inUse', header: T.inUse, render: (g) => g.inUseCount, nowrap: true, sort: 'inUseCount', sortFirst: 'desc' },
    {
      key: 'open',
      header: T.manage,
      nowrap: true,
      render: (g) => (
        <Link to={`?cmmnCd=${encodeURIComponent(g.cmmnCd)}`}>
          {T.open}
          <span className="sr-only"> ({g.grpNm})</span>
        </Link>
      ),
    },
  ];
  return (
    <>
      <ConsoleFilters keys={GROUP_FILTERS}>
        {(v, set) => <TextField label={T.groupSearch} value={v.q} onChange={(x) => set('q', x)} maxLength={50} />}
      </ConsoleFilters>
      <ConsoleList caption={T.groups} query={list} columns={columns} rowKey={(g) => g.cmmnCd} pageSize={PAGE_SIZE} />
    </>
  );
}

function CodeList({ cmmnCd }: { cmmnCd: string }) {
  const params = useListParams();
  const query = listQueryFrom(params, CODE_FILTERS, PAGE_SIZE);
  const list = useQuery(codesQuery(cmmnCd, { ...query, useYn: query.useYn as 'Y' | 'N' | undefined }));
  const [editing, setEditing] = useState<CodeAdminRow | 'new' | null>(null);
  const groupName = CODE_GROUP_NAMES[cmmnCd] ?? cmmnCd;
  const columns: ConsoleColumn<CodeAdminRow>[] = [
    { key: 'order', header: T.order, render: (c) => c.sortSeq, nowrap: true, sort: 'sortSeq' },
    { key: 'value', header: T.value, render: (c) => c.cmmnCdVal, nowrap: true, sort: 'cmmnCdVal' },
    { key: 'name', header: T.name, render: (c) => c.cmmnCdValNm, sort: 'cmmnCdValNm' },
    {
      key: 'use',
      header: T.use,
      nowrap: true,
      render: (c) =>
        c.useYn === 'Y' ? <Badge variant="success">{T.used}</Badge> : <Badge variant="gray">{T.unused}</Badge>,
    },
    {
      key: 'manage',
      header: T.manage,
      nowrap: true,
      render: (c) => (
        <DeskRowButton label={T.edit} of={c.cmmnCdValNm} variant="secondary" onPress={() => setEditing(c)} />
      ),
    },
  ];
  return (
    <>
      <p>
        <Link to="?">{T.back}</Link>
      </p>
      <div className={styles.toolbar}>
        <Button onPress={() => setEditing('new')}>{T.add}</Button>
      </div>
      <ConsoleFilters keys={CODE_FILTERS}>
        {(v, set) => (
          <Select label={T.use} options={USE_FILTER_OPTIONS} value={v.useYn} onChange={(x) => set('useYn', x ?? '')} />
        )}
      </ConsoleFilters>
      <ConsoleList
        caption={T.codesOf(groupName, cmmnCd)}
        query={list}
        columns={columns}
        rowKey={(c) => c.cmmnCdVal}
        pageSize={PAGE_SIZE}
      />
      {editing && (
        <CodeDialog cmmnCd={cmmnCd} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

/** admin/codes (콘텐츠 담당, 시스템 관리자): the code groups the portal reads, and one group's values (`?cmmnCd=`). */
export default function CodesPage() {
  const params = useListParams();
  const cmmnCd = params.get('cmmnCd').trim();
  return (
    <>
      <PageHeader
        title={cmmnCd ? `${T.title}: ${CODE_GROUP_NAMES[cmmnCd] ?? cmmnCd}` : T.title}
        description={T.description}
      />
      {cmmnCd ? <CodeList cmmnCd={cmmnCd} /> : <GroupList />}
    </>
  );
}
